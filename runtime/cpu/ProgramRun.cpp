// Program: running a vertex, fragment or geometry kernel over its streams, split into batches on the
// Context's thread pool (geometry runs: ProgramGeometry.cpp).
#include <algorithm>
#include <cstdint>
#include <exception>
#include <limits>
#include <numeric>

#include "cpu/CompiledProgram.h"
#include "cpu/ContextState.h"
#include "cpu/texture/InlineTextures.h"
#include <cgx/Program.h>
#include "diag/InternalErrorReport.h"
#include "llvm/KernelAbi.h"

namespace cgx {

namespace {

// Below this many invocations a run stays on the calling thread: waking workers costs more than it saves.
constexpr std::uint64_t kMinParallelInvocations = 2048;
// Batches per thread: more than one, so that a thread slowed by something else does not hold the run up.
constexpr std::uint64_t kBatchesPerThread = 4;

// Whether the last byte of `count` elements of `elementBytes` at `stride` from `address` is addressable.
bool spanFits(std::uintptr_t address, std::uint64_t count, std::uint64_t stride, std::uint64_t elementBytes) {
  std::uint64_t last = 0;
  std::uint64_t end = 0;
  std::uintptr_t limit = 0;
  if (__builtin_mul_overflow(count - 1, stride, &last)) return false;
  if (__builtin_add_overflow(last, elementBytes, &end)) return false;
  return !__builtin_add_overflow(address, end, &limit);
}

jit::ComponentType toJit(ComponentType type) {
  switch (type) {
    case ComponentType::Float32: return jit::ComponentType::Float32;
    case ComponentType::Float16: return jit::ComponentType::Float16;
    case ComponentType::Int32: return jit::ComponentType::Int32;
    case ComponentType::UInt32: return jit::ComponentType::UInt32;
    case ComponentType::UNorm8: return jit::ComponentType::UNorm8;
  }
  return jit::ComponentType::Float32;
}

// A stride the kernel may be specialized on (0: too large to name, the kernel's general path).
std::uint32_t strideKey(std::size_t stride) {
  return stride <= std::numeric_limits<std::uint32_t>::max() ? static_cast<std::uint32_t>(stride) : 0;
}

}  // namespace

Status Program::run(std::uint64_t count) { return launch(count, nullptr, Stage::Vertex, inputs_, nullptr); }

Status Program::runFragments(std::uint64_t count, std::uint8_t* discarded) {
  return launch(count, discarded, Stage::Fragment, inputs_, nullptr);
}

void Program::waitForOptimizedKernels() const { compiled_->waitForOptimizedKernels(); }

Status Program::launch(std::uint64_t count, std::uint8_t* discarded, Stage stage,
                       const std::vector<std::optional<InputStream>>& inputs, void* emitted) {
  try {
    const bool fragment = stage == Stage::Fragment;
    if (compiled_->stage() != stage) {
      static constexpr const char* kRun[] = {"run", "runFragments", "runGeometry"};
      static constexpr const char* kKind[] = {"vertex", "fragment", "geometry"};
      const auto called = static_cast<std::size_t>(stage);
      const auto own = static_cast<std::size_t>(compiled_->stage());
      return Status(ErrorCode::WrongStage, std::string(kRun[called]) + " on " + kKind[own] + " program '" + entry() + "' (" +
                                               profile() + "): use " + kRun[own]);
    }
    if (count == 0) return Status(ErrorCode::InvalidArgument, "a run of zero invocations");
    if (count > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
      return Status(ErrorCode::CountOverflow, "a count of " + std::to_string(count) + " invocations");
    if (fragment && count % 4 != 0)
      return Status(ErrorCode::InvalidArgument, "fragments run in 2x2 quads: " + std::to_string(count) + " is not a multiple of 4");
    if (discarded != nullptr && !spanFits(reinterpret_cast<std::uintptr_t>(discarded), count, 1, 1))
      return Status(ErrorCode::CountOverflow, "the discard array of " + std::to_string(count) + " bytes does not fit in memory");

    const jit::KernelLayout& layout = compiled_->layout();
    const ir::Module& module = compiled_->module();
    std::vector<jit::StreamRef> inputRefs(layout.inputs.size());
    std::vector<jit::StreamFormat> formats(layout.inputs.size());
    for (std::size_t i = 0; i < layout.inputs.size(); ++i) {
      const jit::StreamSlot& slot = layout.inputs[i];
      const ir::Global& global = module.global(slot.global);
      const std::string name = slot.semantic.empty() ? global.name : slot.semantic;
      if (!inputs[i]) {
        // An input the optimized program never reads may stay unbound: the kernel gets a null stream.
        if (global.referenced)
          return Status(ErrorCode::MissingStream, "the program reads input '" + name + "' ('" + global.name + "') but no stream is bound to it");
        continue;
      }
      const InputStream& stream = *inputs[i];
      const auto base = reinterpret_cast<std::uintptr_t>(stream.data) + stream.offset;
      if (!spanFits(base, count, stream.stride, std::uint64_t{stream.components} * componentSize(stream.type)))
        return Status(ErrorCode::CountOverflow, "input '" + name + "': " + std::to_string(count) + " elements of stride " +
                                                    std::to_string(stream.stride) + " do not fit in memory");
      inputRefs[i].base = static_cast<const std::uint8_t*>(stream.data) + stream.offset;
      inputRefs[i].stride = static_cast<std::int64_t>(stream.stride);
      formats[i].type = toJit(stream.type);
      formats[i].components = static_cast<std::uint8_t>(stream.components);
      formats[i].stride = strideKey(stream.stride);
    }
    // Inputs in one buffer at one stride form a record (interleaved vertex attributes): the kernel loads it
    // once for all of them. The record is named by its first stream; offsets are relative to the lowest.
    for (std::size_t i = 0; i < layout.inputs.size(); ++i) {
      if (!inputs[i] || formats[i].stride == 0 || formats[i].record >= 0) continue;
      std::size_t lowest = inputs[i]->offset;
      for (std::size_t j = i; j < layout.inputs.size(); ++j)
        if (inputs[j] && inputs[j]->data == inputs[i]->data && formats[j].stride == formats[i].stride)
          lowest = std::min(lowest, inputs[j]->offset);
      for (std::size_t j = i; j < layout.inputs.size(); ++j)
        if (inputs[j] && inputs[j]->data == inputs[i]->data && formats[j].stride == formats[i].stride &&
            inputs[j]->offset - lowest < formats[i].stride) {
          formats[j].record = static_cast<std::int32_t>(i);
          formats[j].recordOffset = static_cast<std::uint32_t>(inputs[j]->offset - lowest);
        }
    }
    std::vector<jit::StreamRef> outputRefs(layout.outputs.size());
    std::vector<jit::OutputFormat> outputFormats(layout.outputs.size());
    // A geometry run's vertices go through `emitted`: no output stream is written.
    const bool streamsOut = emitted == nullptr;
    for (std::size_t i = 0; i < layout.outputs.size(); ++i) {
      if (!outputs_[i] || !streamsOut) continue;
      const OutputStream& stream = *outputs_[i];
      if (!spanFits(reinterpret_cast<std::uintptr_t>(stream.data), count, stream.stride,
                    std::uint64_t{layout.outputs[i].components} * sizeof(float)))
        return Status(ErrorCode::CountOverflow, "output '" + layout.outputs[i].semantic + "': " + std::to_string(count) +
                                                    " elements do not fit in memory");
      outputRefs[i].base = reinterpret_cast<const std::uint8_t*>(stream.data);
      outputRefs[i].stride = static_cast<std::int64_t>(stream.stride);
      outputFormats[i].stride = strideKey(stream.stride);
    }
    // Outputs at one stride whose elements start within one stride of the lowest one's share a record
    // (an interleaved output vertex): the kernel stores their components together, never touching the
    // record's other bytes.
    for (std::size_t i = 0; i < layout.outputs.size(); ++i) {
      if (!outputs_[i] || !streamsOut || outputFormats[i].stride == 0 || outputFormats[i].record >= 0) continue;
      const auto address = [&](std::size_t k) { return reinterpret_cast<std::uintptr_t>(outputs_[k]->data); };
      const std::uint32_t stride = outputFormats[i].stride;
      std::uintptr_t lowest = address(i);
      for (std::size_t j = i; j < layout.outputs.size(); ++j)
        if (outputs_[j] && outputFormats[j].stride == stride && outputFormats[j].record < 0 && address(j) < lowest &&
            lowest - address(j) < stride)
          lowest = address(j);
      for (std::size_t j = i; j < layout.outputs.size(); ++j)
        if (outputs_[j] && outputFormats[j].stride == stride && outputFormats[j].record < 0 && address(j) >= lowest &&
            address(j) - lowest < stride) {
          outputFormats[j].record = static_cast<std::int32_t>(i);
          outputFormats[j].recordOffset = static_cast<std::uint32_t>(address(j) - lowest);
        }
    }

    Result<jit::Kernel> kernel = compiled_->kernel(formats, outputFormats);
    if (!kernel.ok()) return kernel.status();

    jit::KernelArgs args;
    args.uniforms = uniforms_.data();
    args.inputs = inputRefs.data();
    args.outputs = outputRefs.data();
    args.discarded = discarded;
    args.emitted = emitted;
    args.samplers = textures_.kernelArgument();
    std::vector<jit::InlineTexture> inlineTextures;
    describeInlineTextures(textures_, inlineTextures);
    args.inlineTextures = inlineTextures.data();
    args.inlineTextureCount = static_cast<std::uint32_t>(inlineTextures.size());
    // Kernels that count loop iterations (ContextOptions::loopIterationBudget) set this when one runs out;
    // the others never touch it. Read after every batch has returned.
    std::uint32_t budgetExceeded = 0;
    args.loopBudget = context_->options.loopIterationBudget;
    args.loopBudgetExceeded = &budgetExceeded;
    const jit::KernelFunction function = kernel->function;
    auto finished = [&] {
      if (budgetExceeded == 0) return Status::success();
      return Status(ErrorCode::LoopBudgetExceeded, "'" + entry() + "' ran more than " + std::to_string(args.loopBudget) +
                                                       " loop iterations for one vector of invocations (ContextOptions::loopIterationBudget)");
    };

    ThreadPool& pool = *context_->pool;
    if (pool.threadCount() == 1 || count < kMinParallelInvocations) {
      function(&args, 0, count);
      return finished();
    }
    // Batches are whole SIMD vectors (no partial vector but the last) and whole quads (fragment ranges must
    // start at a multiple of 4).
    const std::uint64_t granule = std::lcm<std::uint64_t>(std::max(kernel->lanes, 1u), 4);
    std::uint64_t batch = (count + pool.threadCount() * kBatchesPerThread - 1) / (pool.threadCount() * kBatchesPerThread);
    batch = std::max<std::uint64_t>(batch, kMinParallelInvocations / 2);
    batch = (batch + granule - 1) / granule * granule;
    std::string error;
    if (!pool.parallelFor(count, batch, [&](std::uint64_t begin, std::uint64_t end) { function(&args, begin, end - begin); },
                          &error))
      return Status(ErrorCode::InternalError, "a kernel batch failed: " + error);
    return finished();
  } catch (...) {
    return Status(ErrorCode::InternalError, "run failed: " + describeCaughtException(CompilerStage::Runtime, std::current_exception()));
  }
}

}  // namespace cgx
