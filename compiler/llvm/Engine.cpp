// The Engine: one ORC LLJIT for the host. compile() emits a kernel into a fresh LLVMContext/Module (so
// compiles on several threads share nothing but the JIT), verifies it, optimizes it with the host's
// TargetMachine (its TTI decides gathers, vector widths and libcalls), generates code at the asked tier
// and adds the object under its own ResourceTracker. Kernels call glibc's libmvec (_ZGVeN16v_sinf ...)
// and libm through the process's symbol table, plus whatever absolute symbols the runtime passed
// (cgx_rt_sample).
#include <atomic>
#include <mutex>

#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/ExecutorProcessControl.h>
#include <llvm/ExecutionEngine/Orc/TaskDispatch.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/InstCombine/InstCombine.h>
#include <llvm/Transforms/Scalar/ADCE.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/LICM.h>
#include <llvm/Transforms/Scalar/LoopPassManager.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Scalar/SimplifyCFG.h>
#include <llvm/Support/DynamicLibrary.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Host.h>

#include "diag/InternalErrorReport.h"
#include "llvm/BackgroundWorker.h"
#include "llvm/FuseMultiplyAdd.h"
#include "llvm/Emitter.h"

namespace cgx::jit {

namespace {
std::once_flag nativeTargetOnce;

void initializeNativeTarget() {
  std::call_once(nativeTargetOnce, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    // Vector math for the intrinsic lowering; absent on non-glibc hosts (the calls then fail to link and
    // the intrinsic lowering must not emit them there).
    llvm::sys::DynamicLibrary::LoadLibraryPermanently("libmvec.so.1");
  });
}

std::string hostFeatureString() {
  llvm::SubtargetFeatures features;
  for (const auto& f : llvm::sys::getHostCPUFeatures()) features.AddFeature(f.first(), f.second);
  return features.getString();
}

// TargetMachines for the host, reused across compiles. Making one per compile (what LLJIT's
// ConcurrentIRCompiler does, and what compile() did for optimize()) costs a fresh X86Subtarget and
// X86TargetLowering each time, since a TargetMachine caches its subtargets (MCSubtargetInfo set-up alone
// was ~5% of C2E1v_green's compile profile). A TargetMachine is used by one compile at a time, so
// concurrent compiles each lease their own; the pool grows to the number of compiles that ever ran at once.
class TargetMachinePool {
 public:
  explicit TargetMachinePool(llvm::orc::JITTargetMachineBuilder builder) : builder_(std::move(builder)) {}

  struct Lease {
    TargetMachinePool* pool = nullptr;
    std::unique_ptr<llvm::TargetMachine> machine;
    Lease(TargetMachinePool* p, std::unique_ptr<llvm::TargetMachine> m) : pool(p), machine(std::move(m)) {}
    Lease(Lease&&) = default;
    ~Lease() {
      if (machine) pool->giveBack(std::move(machine));
    }
  };

  llvm::Expected<Lease> lease() {
    {
      std::lock_guard lock(mutex_);
      if (!idle_.empty()) {
        Lease l(this, std::move(idle_.back()));
        idle_.pop_back();
        return l;
      }
    }
    auto made = builder_.createTargetMachine();
    if (!made) return made.takeError();
    return Lease(this, std::move(*made));
  }

 private:
  void giveBack(std::unique_ptr<llvm::TargetMachine> machine) {
    std::lock_guard lock(mutex_);
    idle_.push_back(std::move(machine));
  }

  llvm::orc::JITTargetMachineBuilder builder_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<llvm::TargetMachine>> idle_;
};

}  // namespace

struct Engine::Impl {
  llvm::orc::JITTargetMachineBuilder machine{llvm::Triple()};
  std::unique_ptr<TargetMachinePool> machines;       // CodeTier::Optimized
  std::unique_ptr<TargetMachinePool> quickMachines;  // CodeTier::Quick
  std::unique_ptr<llvm::orc::LLJIT> jit;
  std::string cpu, features;
  llvm::DataLayout dataLayout{""};
  std::atomic<unsigned> counter{0};
  std::mutex mutex;  // guards trackers, lastIr, keepIr
  std::vector<llvm::orc::ResourceTrackerSP> trackers;
  bool keepIr = false;
  std::string lastIr;
  BackgroundWorker background;
};

Engine::Engine(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
// Background jobs compile into this Engine: the running one finishes before anything else goes.
Engine::~Engine() { impl_->background.shutdown(); }

bool Engine::runInBackground(std::function<void()> job) { return impl_->background.post(std::move(job)); }

unsigned Engine::hostLanes() {
  auto features = llvm::sys::getHostCPUFeatures();
  auto has = [&](const char* name) {
    auto it = features.find(name);
    return it != features.end() && it->second;
  };
  if (has("avx512f")) return 16;
  if (has("avx2")) return 8;
  return 4;
}

std::unique_ptr<Engine> Engine::create(const EngineOptions& options, std::string* error) {
  initializeNativeTarget();
  auto fail = [&](llvm::Error e) -> std::unique_ptr<Engine> {
    if (error) *error = llvm::toString(std::move(e));
    return nullptr;
  };
  auto impl = std::make_unique<Impl>();
  auto detected = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!detected) return fail(detected.takeError());
  impl->cpu = llvm::sys::getHostCPUName().str();
  impl->features = hostFeatureString();
  impl->machine = std::move(*detected);
  impl->machine.setCPU(impl->cpu);
  impl->machine.getFeatures() = llvm::SubtargetFeatures(impl->features);
  // Measured on C6E5v_skin4m and C2E1v_green (Zen 4): Default or Less instead of Aggressive changes
  // neither compile time nor throughput beyond the noise; instruction selection and register allocation
  // dominate code generation at every level.
  impl->machine.setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  impl->machines = std::make_unique<TargetMachinePool>(impl->machine);
  // The quick tier: FastISel and the fast register allocator. Measured on C6E5v_skin4m (16 lanes, Zen 4):
  // code generation ~40 -> ~15 ms, the kernel ~25% slower (lots of spills).
  llvm::orc::JITTargetMachineBuilder quick = impl->machine;
  quick.setCodeGenOptLevel(llvm::CodeGenOptLevel::None);
  impl->quickMachines = std::make_unique<TargetMachinePool>(std::move(quick));
  {
    auto probe = impl->machines->lease();  // the pool's first TargetMachine, and the modules' data layout
    if (!probe) return fail(probe.takeError());
    impl->dataLayout = probe->machine->createDataLayout();
  }

  // finish() generates code itself (on a pooled TargetMachine of the asked tier) and hands the JIT objects:
  // the JIT only links. Linking runs on the calling thread: LLJIT's default for concurrent use starts a
  // thread per materialization and blocks the caller on it, which on a loaded machine adds a scheduling
  // round trip to every compile. The session stays thread-safe, so several threads may compile at once.
  auto processControl = llvm::orc::SelfExecutorProcessControl::Create(nullptr, std::make_unique<llvm::orc::InPlaceTaskDispatcher>());
  if (!processControl) return fail(processControl.takeError());
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(impl->machine)
                 .setExecutorProcessControl(std::move(*processControl))
                 .setSupportConcurrentCompilation(true)
                 .create();
  if (!jit) return fail(jit.takeError());
  impl->jit = std::move(*jit);
  llvm::orc::JITDylib& main = impl->jit->getMainJITDylib();
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      impl->jit->getDataLayout().getGlobalPrefix());
  if (!process) return fail(process.takeError());
  main.addGenerator(std::move(*process));
  if (!options.symbols.empty()) {
    llvm::orc::SymbolMap symbols;
    for (const auto& [name, address] : options.symbols)
      symbols[impl->jit->mangleAndIntern(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                                   llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
    if (llvm::Error e = main.define(llvm::orc::absoluteSymbols(std::move(symbols)))) return fail(std::move(e));
  }
  return std::unique_ptr<Engine>(new Engine(std::move(impl)));
}

void Engine::setKeepIr(bool keep) {
  std::lock_guard lock(impl_->mutex);
  impl_->keepIr = keep;
}

std::string Engine::lastIr() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->lastIr;
}

namespace {
void optimize(llvm::Module& module, llvm::TargetMachine& machine) {
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager cgscc;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(&machine);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(cgscc);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, cgscc, modules);
  // Not the O2 pipeline: the emitter's IR is vector code already (one invocation per lane, SoA), so
  // O2's vectorizers find nothing, yet its SLP vectorizer alone took ~45% of the optimization time on
  // C6E5v_skin4m and GVN (whose work EarlyCSE does here: one straight-line chunk body) another ~20%.
  // This list turns the emitter's allocas into registers (SROA), folds and CSEs (EarlyCSE, InstCombine
  // twice), cleans up the masks' control flow and hoists chunk-invariant work out of the chunk loop
  // (LICM). Measured on C6E5v_skin4m (16 lanes, Zen 4, process CPU time): the optimized IR is the same
  // size as O2's, throughput unchanged, optimization 50-55 ms -> 6 ms.
  llvm::FunctionPassManager function;
  function.addPass(llvm::SROAPass(llvm::SROAOptions::ModifyCFG));
  function.addPass(llvm::EarlyCSEPass(/*UseMemorySSA=*/true));
  function.addPass(llvm::InstCombinePass());
  function.addPass(llvm::SimplifyCFGPass());
  function.addPass(llvm::createFunctionToLoopPassAdaptor(llvm::LICMPass(llvm::LICMOptions()), /*UseMemorySSA=*/true));
  function.addPass(llvm::EarlyCSEPass(/*UseMemorySSA=*/true));
  function.addPass(llvm::InstCombinePass());
  function.addPass(llvm::SimplifyCFGPass());
  function.addPass(llvm::ADCEPass());
  llvm::ModulePassManager passes;
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(function)));
  passes.run(module, modules);
  for (llvm::Function& function : module)
    if (!function.isDeclaration()) fuseMultiplyAdds(function);
}
}  // namespace

struct EmittedKernel::State {
  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<llvm::Module> module;
  std::string name;
  unsigned lanes = 0;
  SourceSpan entrySpan;
};

EmittedKernel::EmittedKernel(std::unique_ptr<State> state) : state_(std::move(state)) {}
EmittedKernel::EmittedKernel(EmittedKernel&&) noexcept = default;
EmittedKernel& EmittedKernel::operator=(EmittedKernel&&) noexcept = default;
EmittedKernel::~EmittedKernel() = default;  // State destroys its module before the module's context

std::optional<Kernel> Engine::compile(const ir::Module& module, const KernelLayout& layout, const KernelOptions& options,
                                      DiagnosticSink& sink) {
  std::optional<EmittedKernel> emitted = emit(module, layout, options, sink);
  if (!emitted) return std::nullopt;
  return finish(std::move(*emitted), sink);
}

std::optional<EmittedKernel> Engine::emit(const ir::Module& module, const KernelLayout& layout, const KernelOptions& options,
                                          DiagnosticSink& sink) {
  unsigned lanes = options.lanes ? options.lanes : hostLanes();
  SourceSpan entrySpan = module.entry.valid() && module.entry.value < module.functions.size()
                             ? module.function(module.entry).span
                             : SourceSpan{};
  if (lanes != 4 && lanes != 8 && lanes != 16) {
    reportInternalError(sink, CompilerStage::Jit, entrySpan,
                        std::to_string(lanes) + " lanes asked for (4, 8 or 16 are supported)");
    return std::nullopt;
  }
  auto state = std::make_unique<EmittedKernel::State>();
  state->lanes = lanes;
  state->entrySpan = entrySpan;
  state->context = std::make_unique<llvm::LLVMContext>();
  state->module = std::make_unique<llvm::Module>("cgx.kernel", *state->context);
  state->module->setDataLayout(impl_->dataLayout);
  state->module->setTargetTriple(impl_->machine.getTargetTriple().str());
  state->name = "cgx_kernel_" + std::to_string(impl_->counter++);

  llvm::Function* function = nullptr;
  try {
    detail::KernelEmitter emitter(*state->module, module, layout, options, lanes, sink);
    function = emitter.emitKernel(state->name);
  } catch (const detail::EmitFailure&) {
    return std::nullopt;  // C1601 was reported
  } catch (const InternalError& error) {
    reportInternalError(sink, error);
    return std::nullopt;
  }
  function->addFnAttr("target-cpu", impl_->cpu);
  function->addFnAttr("target-features", impl_->features);
  // Hosts tuned "prefer 256-bit" (Skylake-X, Ice Lake) would otherwise split 16-lane vectors into halves.
  std::string bits = std::to_string(lanes * 32);
  function->addFnAttr("min-legal-vector-width", bits);
  function->addFnAttr("prefer-vector-width", bits);

  std::string problems;
  llvm::raw_string_ostream problemStream(problems);
  if (llvm::verifyModule(*state->module, &problemStream)) {
    reportInternalError(sink, CompilerStage::Jit, entrySpan, "the generated LLVM IR is invalid: " + problems);
    return std::nullopt;
  }
  return EmittedKernel(std::move(state));
}

std::optional<Kernel> Engine::finish(EmittedKernel kernel, DiagnosticSink& sink, CodeTier tier) {
  EmittedKernel::State& state = *kernel.state_;
  auto internalError = [&](llvm::Error e) -> std::optional<Kernel> {
    reportInternalError(sink, CompilerStage::Jit, state.entrySpan, llvm::toString(std::move(e)));
    return std::nullopt;
  };
  std::unique_ptr<llvm::MemoryBuffer> object;
  {
    auto machine = (tier == CodeTier::Quick ? impl_->quickMachines : impl_->machines)->lease();
    if (!machine) return internalError(machine.takeError());
    // Both tiers optimize the IR alike, so their kernels compute the same bits; only code generation differs.
    optimize(*state.module, *machine->machine);
    {
      std::lock_guard lock(impl_->mutex);
      if (impl_->keepIr) {
        impl_->lastIr.clear();
        llvm::raw_string_ostream out(impl_->lastIr);
        state.module->print(out, nullptr);
      }
    }
    auto compiled = llvm::orc::SimpleCompiler(*machine->machine)(*state.module);
    if (!compiled) return internalError(compiled.takeError());
    object = std::move(*compiled);
  }
  state.module.reset();  // before its context
  state.context.reset();

  llvm::orc::ResourceTrackerSP tracker = impl_->jit->getMainJITDylib().createResourceTracker();
  if (llvm::Error e = impl_->jit->addObjectFile(tracker, std::move(object))) return internalError(std::move(e));
  auto symbol = impl_->jit->lookup(state.name);
  if (!symbol) {
    // Typically a call to a symbol the process does not have (a math routine of a missing libmvec).
    return internalError(symbol.takeError());
  }
  {
    std::lock_guard lock(impl_->mutex);
    impl_->trackers.push_back(tracker);
  }
  return Kernel{symbol->toPtr<KernelFunction>(), state.lanes};
}

}  // namespace cgx::jit
