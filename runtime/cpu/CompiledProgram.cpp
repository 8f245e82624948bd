#include "cpu/CompiledProgram.h"

#include <bit>
#include <cstring>
#include <exception>

#include "cpu/Reflection.h"
#include "diag/InternalErrorReport.h"

namespace cgx::detail {

namespace {

DiagnosticSeverity severityOf(Severity severity) {
  switch (severity) {
    case Severity::Note: return DiagnosticSeverity::Note;
    case Severity::Warning: return DiagnosticSeverity::Warning;
    case Severity::Error: return DiagnosticSeverity::Error;
    case Severity::Fatal: return DiagnosticSeverity::Fatal;
  }
  return DiagnosticSeverity::Error;
}

Diagnostics convert(const driver::IrProgram& ir) {
  Diagnostics result;
  const SourceManager& sources = *ir.sources;
  for (const Diagnostic& d : ir.sink->diagnostics()) {
    DiagnosticEntry entry;
    entry.code = diagCodeString(d.code);
    entry.severity = severityOf(d.severity);
    entry.message = d.message;
    if (d.span.valid()) {
      PresumedLoc where = sources.presumed(sources.spellingOrInvocation(d.span.begin));
      entry.file = std::string(where.file);
      entry.line = where.line;
      entry.column = where.col;
    }
    result.entries.push_back(std::move(entry));
  }
  result.text = ir.renderDiagnostics();
  return result;
}

// A uniform's initializer component in the block's 32-bit word form.
std::uint32_t wordOf(ir::Scalar scalar, double value) {
  switch (scalar) {
    case ir::Scalar::Bool: return value != 0.0 ? 1u : 0u;
    case ir::Scalar::Int:
    case ir::Scalar::CInt: return static_cast<std::uint32_t>(static_cast<std::int32_t>(value));
    case ir::Scalar::UInt: return static_cast<std::uint32_t>(value);
    default: return std::bit_cast<std::uint32_t>(static_cast<float>(value));
  }
}

// A bug in cgx reported as C1602 (with its stage and location): ErrorCode::InternalError, the diagnostic's text.
Status internalError(const DiagnosticSink& sink) {
  for (const Diagnostic& d : sink.diagnostics())
    if (d.code == DiagCode::InternalCompilerError) return Status(ErrorCode::InternalError, diagCodeString(d.code) + ": " + d.message);
  return Status(ErrorCode::InternalError, "internal compiler error");
}

}  // namespace

CompiledProgram::CompiledProgram(driver::IrProgram ir, jit::Engine& engine, const ContextOptions& options)
    : ir_(std::move(ir)),
      engine_(&engine),
      lanes_(options.lanes),
      tiered_(options.tieredCompilation),
      countLoops_(options.loopIterationBudget != 0) {}

void CompiledProgram::computeDefaults() {
  const ir::TypeTable& types = *ir_.types;
  defaultUniforms_.assign(layout_.uniformWords, 0);
  // Initializers (`uniform float scale = 2;`) are Cg's default values. Samplers get units 0, 1, 2 ... in
  // block order, so that binding a texture to each sampler by name needs no unit bookkeeping.
  for (const jit::UniformSlot& slot : layout_.uniforms) {
    const ir::Global& g = ir_.module->global(slot.global);
    const ir::Constant* init = g.init ? &ir_.module->constant(*g.init) : nullptr;
    std::size_t component = 0;
    forEachLeaf(types, g.type, slot.offset, [&](ir::TypeId leaf, std::uint32_t offset) {
      if (types.isSampler(leaf)) {
        defaultUniforms_[offset] = samplerCount_++;
        ++component;
        return;
      }
      const unsigned count = types.componentCount(leaf);
      for (unsigned c = 0; c < count; ++c, ++component)
        if (init != nullptr && component < init->values.size())
          defaultUniforms_[offset + c] = wordOf(types.scalarOf(leaf), init->values[component]);
    });
  }
}

Result<std::shared_ptr<const CompiledProgram>> CompiledProgram::compile(const driver::SourceProgram& source,
                                                                        jit::Engine& engine, const ContextOptions& options,
                                                                        Diagnostics* diagnostics) {
  driver::IrProgram ir = driver::compileToIr(source);
  if (!ir.ok()) {
    *diagnostics = convert(ir);
    if (ir.sink->hasInternalError()) return internalError(*ir.sink);
    return Status(ErrorCode::CompileError, "'" + source.entry + "' in '" + source.fileName + "' did not compile for " +
                                               source.profile);
  }
  // Every profile the runtime takes has cgx's data (Context::createProgram checks), so the profile stage
  // made the parameter model.
  if (!ir.reflection) return Status(ErrorCode::InternalError, "the compile of '" + source.entry + "' made no parameter model");
  std::shared_ptr<CompiledProgram> program(new CompiledProgram(std::move(ir), engine, options));
  program->entry_ = source.entry;
  program->profile_ = source.profile;
  program->stage_ = program->ir_.fragment                                       ? Stage::Fragment
                    : program->ir_.module->inputPrimitive != ir::Primitive::None ? Stage::Geometry
                                                                                  : Stage::Vertex;
  program->layout_ = jit::computeLayout(*program->ir_.module);
  program->parameters_ = topLevelParameters(*program->ir_.module, program->layout_);
  program->computeDefaults();
  Request generic = program->request({}, {});
  const std::size_t errorsBefore = program->ir_.sink->errorCount();
  program->pendingGeneric_ = engine.emit(*program->ir_.module, program->layout_, generic.options, *program->ir_.sink);
  program->pendingGenericKey_ = std::move(generic.key);
  *diagnostics = program->diagnostics();
  if (!program->pendingGeneric_ || program->ir_.sink->errorCount() != errorsBefore) return program->failed().status();
  return std::shared_ptr<const CompiledProgram>(std::move(program));
}

Diagnostics CompiledProgram::diagnostics() const {
  std::lock_guard lock(mutex_);
  return convert(ir_);
}

CompiledProgram::Request CompiledProgram::request(const std::vector<jit::StreamFormat>& formats,
                                                  const std::vector<jit::OutputFormat>& outputFormats) const {
  // Missing entries and components == 0 mean "float32, the slot's own count": normalize so that the same
  // kernel is not compiled twice under two spellings.
  std::vector<jit::StreamFormat> normalized(layout_.inputs.size());
  for (std::size_t i = 0; i < normalized.size(); ++i) {
    if (i < formats.size()) normalized[i] = formats[i];
    if (normalized[i].components == 0 || normalized[i].components >= layout_.inputs[i].components)
      normalized[i].components = static_cast<std::uint8_t>(layout_.inputs[i].components);
  }
  std::vector<jit::OutputFormat> outputs(layout_.outputs.size());
  for (std::size_t i = 0; i < outputs.size(); ++i)
    if (i < outputFormats.size()) outputs[i] = outputFormats[i];
  // A lone, tightly packed float32 stream needs no specialization: the generic kernel (stride unknown, the
  // one compiled with the program) reads and writes packed streams contiguously already. Spelling it as
  // "unknown" lets the most common binding reuse that kernel instead of compiling a second one.
  auto sharesRecord = [](const auto& list, std::size_t i) {
    for (std::size_t j = 0; j < list.size(); ++j)
      if (j != i && list[j].record == static_cast<std::int32_t>(i)) return true;
    return false;
  };
  for (std::size_t i = 0; i < normalized.size(); ++i) {
    jit::StreamFormat& f = normalized[i];
    bool alone = f.record < 0 || (f.record == static_cast<std::int32_t>(i) && f.recordOffset == 0 && !sharesRecord(normalized, i));
    if (alone && f.type == jit::ComponentType::Float32 && f.stride == f.components * 4u) f = {f.type, f.components, 0, -1, 0};
  }
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    jit::OutputFormat& f = outputs[i];
    bool alone = f.record < 0 || (f.record == static_cast<std::int32_t>(i) && f.recordOffset == 0 && !sharesRecord(outputs, i));
    if (alone && f.stride == layout_.outputs[i].components * 4u) f = {};
  }
  Request r;
  r.key.reserve(normalized.size() + outputs.size());
  for (const jit::StreamFormat& f : normalized)
    r.key.emplace_back(static_cast<std::uint8_t>(f.type), f.components, f.stride, f.record, f.recordOffset);
  for (const jit::OutputFormat& f : outputs) r.key.emplace_back(0, 0, f.stride, f.record, f.recordOffset);
  // A geometry kernel is a vertex kernel to the JIT (no quads, no derivatives); its module's input
  // primitive makes the emitter handle emitVertex and restartStrip.
  r.options.stage = stage_ == Stage::Fragment ? jit::KernelStage::Fragment : jit::KernelStage::Vertex;
  r.options.lanes = lanes_;
  r.options.countLoopIterations = countLoops_;
  r.options.inputFormats = std::move(normalized);
  r.options.outputFormats = std::move(outputs);
  return r;
}

Result<jit::Kernel> CompiledProgram::failed() const {
  if (ir_.sink->hasInternalError()) return internalError(*ir_.sink);
  std::string why = "the CPU back end cannot run '" + entry_ + "'";
  for (const Diagnostic& d : ir_.sink->diagnostics())
    if (d.severity >= Severity::Error) why = diagCodeString(d.code) + ": " + d.message;
  return Status(ErrorCode::JitError, why);
}

Result<jit::Kernel> CompiledProgram::kernel(const std::vector<jit::StreamFormat>& formats,
                                            const std::vector<jit::OutputFormat>& outputFormats) const {
  Request r = request(formats, outputFormats);
  std::lock_guard lock(mutex_);
  if (auto found = kernels_.find(r.key); found != kernels_.end()) return found->second;
  const std::size_t errorsBefore = ir_.sink->errorCount();
  std::optional<jit::EmittedKernel> emitted;
  if (pendingGeneric_ && r.key == pendingGenericKey_) {
    emitted = std::move(pendingGeneric_);
    pendingGeneric_.reset();
  } else {
    emitted = engine_->emit(*ir_.module, layout_, r.options, *ir_.sink);
  }
  const jit::CodeTier tier = tiered_ ? jit::CodeTier::Quick : jit::CodeTier::Optimized;
  std::optional<jit::Kernel> compiled = emitted ? engine_->finish(std::move(*emitted), *ir_.sink, tier) : std::nullopt;
  if (!compiled || compiled->function == nullptr || ir_.sink->errorCount() != errorsBefore) return failed();
  kernels_.emplace(r.key, *compiled);
  if (tiered_) scheduleOptimized(std::move(r));
  return *compiled;
}

void CompiledProgram::scheduleOptimized(Request request) const {
  std::weak_ptr<const CompiledProgram> weak = weak_from_this();
  if (weak.expired()) return;  // not owned by a shared_ptr (never the case): stay at the quick tier
  ++optimizing_;
  bool queued = engine_->runInBackground([weak = std::move(weak), request = std::move(request)] {
    // Dropped programs are not optimized; a program alive here stays alive until its kernel is in.
    if (std::shared_ptr<const CompiledProgram> self = weak.lock()) self->compileOptimized(request);
  });
  if (!queued) --optimizing_;
}

void CompiledProgram::compileOptimized(const Request& request) const {
  // A private sink: the quick tier's emit of this same kernel has reported whatever the program's own
  // constructs could; what can fail here is LLVM's side, reported into the program's sink below.
  DiagnosticSink sink(*ir_.sources);
  std::optional<jit::Kernel> optimized;
  try {
    if (std::optional<jit::EmittedKernel> emitted = engine_->emit(*ir_.module, layout_, request.options, sink))
      optimized = engine_->finish(std::move(*emitted), sink, jit::CodeTier::Optimized);
  } catch (...) {
    // A bug in the JIT; nothing may escape the background thread. The program keeps its quick kernel and
    // its diagnostics say why.
    optimized.reset();
    reportCaughtException(sink, CompilerStage::Jit, std::current_exception());
  }
  std::lock_guard lock(mutex_);
  if (optimized && optimized->function != nullptr && sink.errorCount() == 0) {
    kernels_[request.key] = *optimized;
  } else {
    // The quick kernel stays: the program still runs correctly, just slower. Say why it was not replaced.
    for (const Diagnostic& d : sink.diagnostics()) ir_.sink->report(d.code, d.span, "optimized tier: " + d.message);
  }
  --optimizing_;
  optimized_.notify_all();
}

void CompiledProgram::waitForOptimizedKernels() const {
  std::unique_lock lock(mutex_);
  optimized_.wait(lock, [&] { return optimizing_ == 0; });
}

}  // namespace cgx::detail
