// Program::runGeometry: a geometry program on the CPU, one kernel invocation per input primitive.
//
// Inputs: the kernel reads each AttribArray input as one record of the primitive's vertices (KernelLayout:
// a float4[3] input is 12 components). The caller binds streams per vertex, so the run copies each one into
// such records first: primitive p's vertex k is element p * N + k, its missing components filled with GL's
// (0, 0, 0, 1) in the stream's own type, which the kernel then converts as it converts any stream.
//
// Outputs: emitVertex hands the runtime one SIMD vector's vertices at a time (cgx_rt_emit_vertex); each goes
// to its own primitive's list, so invocations never share one and the batches of a parallel run need no
// lock. The lists are joined in primitive order at the end, as a GPU's geometry stage orders its output.
#include <atomic>
#include <cstring>
#include <new>

#include "cpu/CompiledProgram.h"
#include <cgx/Program.h>
#include "diag/InternalErrorReport.h"
#include "llvm/KernelAbi.h"

namespace cgx {

namespace {

// What a run may allocate for input records and emitted vertices together, at most: past it the run is
// refused (CountOverflow) before anything is allocated.
constexpr std::uint64_t kMaxGeometryBytes = std::uint64_t{1} << 30;

struct EmittedPrimitive {
  std::vector<float> values;
  std::vector<std::uint8_t> beginsStrip;
  bool restart = true;  // the next vertex begins a strip
};

struct GeometrySink {
  std::uint32_t stride = 0;
  std::uint32_t maxVertices = 0;
  std::vector<EmittedPrimitive> primitives;
  std::atomic<bool> outOfMemory{false};  // set by any batch, read after the run
};

// The bytes of GL's fill value for component `c` of a vertex (0, 0, 0, 1, 0, 0, 0, 1 ...) in `type`.
void fillComponent(std::uint8_t* to, ComponentType type, std::uint32_t c) {
  const bool one = c % 4 == 3;
  switch (type) {
    case ComponentType::Float32: {
      const float v = one ? 1.0f : 0.0f;
      std::memcpy(to, &v, 4);
      return;
    }
    case ComponentType::Float16: {
      const std::uint16_t v = one ? 0x3C00 : 0;  // binary16 1.0
      std::memcpy(to, &v, 2);
      return;
    }
    case ComponentType::Int32:
    case ComponentType::UInt32: {
      const std::uint32_t v = one ? 1 : 0;
      std::memcpy(to, &v, 4);
      return;
    }
    case ComponentType::UNorm8: *to = one ? 255 : 0; return;
  }
}

bool multiplyFits(std::uint64_t a, std::uint64_t b, std::uint64_t* product) {
  return !__builtin_mul_overflow(a, b, product);
}

}  // namespace

unsigned Program::verticesPerPrimitive() const { return compiled_->verticesPerPrimitive(); }

Status Program::runGeometry(std::uint64_t count, GeometryOutput* geometry) {
  try {
    if (geometry == nullptr) return Status(ErrorCode::InvalidArgument, "a null geometry output");
    *geometry = GeometryOutput{};
    if (compiled_->stage() != Stage::Geometry)
      return launch(count, nullptr, Stage::Geometry, inputs_, nullptr);  // the WrongStage error, worded once
    if (count == 0) return Status(ErrorCode::InvalidArgument, "a run of zero primitives");
    const jit::KernelLayout& layout = compiled_->layout();
    const std::uint64_t vertices = compiled_->verticesPerPrimitive();

    GeometrySink sink;
    sink.stride = layout.outputComponents;
    std::string primitive;
    if (const auto& shape = compiled_->reflection().geometry) {
      primitive = shape->outputPrimitive;
      sink.maxVertices = shape->maxVertices;
    }
    // The most the run could hold: every invocation emitting its maximum, plus the input records.
    std::uint64_t budget = 0;
    std::uint64_t perPrimitive = 0;
    bool fits = multiplyFits(std::uint64_t{sink.maxVertices} * (sink.stride + 1), sizeof(float), &perPrimitive) &&
                multiplyFits(count, perPrimitive + sizeof(EmittedPrimitive), &budget);
    // PRIMITIVEID, when no stream is bound to it, is the primitive's number, as GL's gl_PrimitiveIDIn.
    std::vector<bool> primitiveIds(layout.inputs.size(), false);
    for (std::size_t i = 0; i < layout.inputs.size(); ++i)
      primitiveIds[i] = !inputs_[i] && !compiled_->inputPerVertex(i) && layout.inputs[i].semantic == "PRIMITIVEID";
    std::vector<std::uint64_t> recordBytes(layout.inputs.size(), 0);
    for (std::size_t i = 0; i < layout.inputs.size() && fits; ++i) {
      if (primitiveIds[i]) {
        fits = multiplyFits(count, sizeof(std::int32_t), &recordBytes[i]) && !__builtin_add_overflow(budget, recordBytes[i], &budget);
        continue;
      }
      if (!inputs_[i]) continue;
      const std::uint64_t elements = compiled_->inputPerVertex(i) ? vertices : 1;
      std::uint64_t bytes = 0;
      fits = multiplyFits(elements * compiled_->inputElementComponents(i), componentSize(inputs_[i]->type), &recordBytes[i]) &&
             multiplyFits(count, recordBytes[i], &bytes) && !__builtin_add_overflow(budget, bytes, &budget);
    }
    if (!fits || budget > kMaxGeometryBytes)
      return Status(ErrorCode::CountOverflow, "a geometry run of " + std::to_string(count) + " primitives could take more than " +
                                                  std::to_string(kMaxGeometryBytes) + " bytes (inputs and emitted vertices)");

    // The records the kernel reads: per-vertex inputs gathered, per-primitive ones as bound.
    std::vector<std::vector<std::uint8_t>> records(layout.inputs.size());
    std::vector<std::optional<InputStream>> streams(layout.inputs.size());
    std::vector<std::int32_t> numbers;
    for (std::size_t i = 0; i < layout.inputs.size(); ++i) {
      if (primitiveIds[i]) {
        if (numbers.empty())
          for (std::uint64_t p = 0; p < count; ++p) numbers.push_back(static_cast<std::int32_t>(p));
        InputStream ids;
        ids.data = numbers.data();
        ids.stride = sizeof(std::int32_t);
        ids.type = ComponentType::Int32;
        ids.components = 1;
        streams[i] = ids;
        continue;
      }
      if (!inputs_[i]) continue;
      const InputStream& bound = *inputs_[i];
      if (!compiled_->inputPerVertex(i)) {
        streams[i] = bound;
        continue;
      }
      const std::uint32_t size = componentSize(bound.type);
      const std::uint32_t perVertex = compiled_->inputElementComponents(i);
      const std::uint64_t elements = count * vertices;
      const auto base = reinterpret_cast<std::uintptr_t>(bound.data) + bound.offset;
      std::uint64_t last = 0;
      std::uintptr_t end = 0;
      if (!multiplyFits(elements - 1, bound.stride, &last) ||
          __builtin_add_overflow(base, last + std::uint64_t{bound.components} * size, &end))
        return Status(ErrorCode::CountOverflow, "input '" + layout.inputs[i].semantic + "': " + std::to_string(elements) +
                                                    " vertices of stride " + std::to_string(bound.stride) + " do not fit in memory");
      records[i].resize(count * recordBytes[i]);
      const auto* from = reinterpret_cast<const std::uint8_t*>(base);
      std::uint8_t* to = records[i].data();
      for (std::uint64_t v = 0; v < elements; ++v, to += std::size_t{perVertex} * size) {
        std::memcpy(to, from + v * bound.stride, std::size_t{bound.components} * size);
        for (std::uint32_t c = bound.components; c < perVertex; ++c) fillComponent(to + std::size_t{c} * size, bound.type, c);
      }
      InputStream record;
      record.data = records[i].data();
      record.stride = recordBytes[i];
      record.type = bound.type;
      record.components = static_cast<unsigned>(vertices * perVertex);
      streams[i] = record;
    }

    sink.primitives.resize(count);
    Status ran = launch(count, nullptr, Stage::Geometry, streams, &sink);
    if (!ran.ok()) return ran;
    if (sink.outOfMemory) return Status(ErrorCode::CountOverflow, "the emitted vertices do not fit in memory");

    for (std::size_t i = 0; i < layout.outputs.size(); ++i) {
      const jit::StreamSlot& slot = layout.outputs[i];
      geometry->semantics.push_back(slot.semantic.empty() ? compiled_->module().global(slot.global).name : slot.semantic);
      geometry->components.push_back(slot.components);
    }
    geometry->primitive = primitive;
    geometry->maxVertices = sink.maxVertices;
    geometry->stride = sink.stride;
    std::size_t total = 0;
    for (const EmittedPrimitive& p : sink.primitives) total += p.beginsStrip.size();
    geometry->values.reserve(total * sink.stride);
    geometry->primitiveOf.reserve(total);
    geometry->beginsStrip.reserve(total);
    for (std::uint64_t p = 0; p < count; ++p) {
      EmittedPrimitive& emitted = sink.primitives[p];
      geometry->values.insert(geometry->values.end(), emitted.values.begin(), emitted.values.end());
      geometry->beginsStrip.insert(geometry->beginsStrip.end(), emitted.beginsStrip.begin(), emitted.beginsStrip.end());
      geometry->primitiveOf.insert(geometry->primitiveOf.end(), emitted.beginsStrip.size(), p);
      emitted = EmittedPrimitive{};  // freed as it is copied: the run's peak stays near one copy
    }
    return Status::success();
  } catch (const std::bad_alloc&) {
    *geometry = GeometryOutput{};
    return Status(ErrorCode::CountOverflow, "the geometry run does not fit in memory");
  } catch (...) {
    return Status(ErrorCode::InternalError,
                  "geometry run failed: " + describeCaughtException(CompilerStage::Runtime, std::current_exception()));
  }
}

}  // namespace cgx

extern "C" void cgx_rt_emit_vertex(void* emitted, std::uint64_t first, std::uint32_t lanes, std::uint32_t activeMask,
                                   const float* values) {
  auto* sink = static_cast<cgx::GeometrySink*>(emitted);
  for (std::uint32_t lane = 0; lane < lanes && lane < cgx::jit::kMaxLanes; ++lane) {
    if ((activeMask >> lane & 1u) == 0 || first + lane >= sink->primitives.size()) continue;
    cgx::EmittedPrimitive& primitive = sink->primitives[first + lane];
    if (primitive.beginsStrip.size() >= sink->maxVertices) continue;  // GL drops what passes VERTICES_OUT
    try {
      primitive.beginsStrip.push_back(primitive.restart ? 1 : 0);
      for (std::uint32_t c = 0; c < sink->stride; ++c) primitive.values.push_back(values[std::size_t{c} * lanes + lane]);
    } catch (...) {
      // Called from JIT code, which cannot unwind: the run reports it instead (GeometrySink::outOfMemory).
      sink->outOfMemory = true;
      return;
    }
    primitive.restart = false;
  }
}

extern "C" void cgx_rt_restart_strip(void* emitted, std::uint64_t first, std::uint32_t activeMask) {
  auto* sink = static_cast<cgx::GeometrySink*>(emitted);
  for (std::uint32_t lane = 0; lane < cgx::jit::kMaxLanes; ++lane)
    if ((activeMask >> lane & 1u) != 0 && first + lane < sink->primitives.size()) sink->primitives[first + lane].restart = true;
}
