#include "IntrinsicHarness.h"

#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <tuple>

#include <gtest/gtest.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/DynamicLibrary.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>

#include "llvm/LaneValue.h"
#include "sema/Intrinsics.h"

namespace cgx::jit::test {

namespace {

using KernelEntry = void (*)(const std::uint32_t* const* args, std::uint32_t* const* outs, void* samplers,
                             SampleRequest* request, std::uint32_t activeMask);

SampleHandler& currentHandler() {
  static SampleHandler handler;
  return handler;
}

extern "C" void harnessSample(void* samplers, SampleRequest* request) {
  (void)samplers;
  if (currentHandler()) currentHandler()(*request);
}

class Jit {
 public:
  static Jit& instance() {
    static Jit jit;
    return jit;
  }

  KernelEntry kernel(const Invocation& inv) {
    std::lock_guard lock(mutex_);
    auto key = std::make_tuple(inv.op, inv.signature, inv.lanes, inv.fragment);
    auto found = cache_.find(key);
    if (found != cache_.end()) return found->second;
    KernelEntry entry = compile(inv);
    cache_[key] = entry;
    return entry;
  }

  const ir::TypeTable& types() const { return types_; }

 private:
  Jit() {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    // Only the math library the lowering calls: on x86-64 libmvec, and nothing else in the process (libm,
    // compiler-rt); elsewhere libm's scalar functions (MathVectorLibrary.cpp).
#if defined(__x86_64__)
    const char* mathLibrary = "libmvec.so.1";
#else
    const char* mathLibrary = "libm.so.6";
#endif
    llvm::sys::DynamicLibrary::LoadLibraryPermanently(mathLibrary);
    jit_ = cantFail(llvm::orc::LLJITBuilder().create());
    auto& main = jit_->getMainJITDylib();
    main.addGenerator(cantFail(llvm::orc::DynamicLibrarySearchGenerator::Load(mathLibrary, jit_->getDataLayout().getGlobalPrefix())));
    llvm::orc::SymbolMap symbols;
    symbols[jit_->mangleAndIntern("cgx_rt_sample")] = {llvm::orc::ExecutorAddr::fromPtr(&harnessSample),
                                                       llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
    cantFail(main.define(llvm::orc::absoluteSymbols(std::move(symbols))));
  }

  llvm::Type* storageType(llvm::LLVMContext& context) { return llvm::Type::getInt32Ty(context); }

  KernelEntry compile(const Invocation& inv) {
    const sema::IntrinsicSignature& sig = sema::intrinsicSignature(inv.op, inv.signature);
    auto context = std::make_unique<llvm::LLVMContext>();
    auto module = std::make_unique<llvm::Module>("intrinsic", *context);
    module->setDataLayout(jit_->getDataLayout());
    std::string name = "intrinsic_kernel_" + std::to_string(counter_++);
    auto* ptr = llvm::PointerType::getUnqual(*context);
    auto* i32 = llvm::Type::getInt32Ty(*context);
    auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(*context), {ptr, ptr, ptr, ptr, i32}, false);
    auto* function = llvm::Function::Create(type, llvm::Function::ExternalLinkage, name, *module);
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(*context, "entry", function));
    llvm::Value* argTable = function->getArg(0);
    llvm::Value* outTable = function->getArg(1);
    llvm::Value* samplers = function->getArg(2);
    llvm::Value* request = function->getArg(3);
    unsigned lanes = inv.lanes;
    llvm::Value* mask = b.CreateBitCast(b.CreateTrunc(function->getArg(4), b.getIntNTy(lanes)),
                                        llvm::FixedVectorType::get(b.getInt1Ty(), lanes));

    auto componentPointer = [&](llvm::Value* table, unsigned slot, unsigned component) {
      llvm::Value* base = b.CreateLoad(ptr, b.CreateConstGEP1_64(ptr, table, slot));
      return b.CreateConstGEP1_64(i32, base, static_cast<std::uint64_t>(component) * lanes);
    };
    std::vector<LaneValue> args(sig.params.size());
    for (unsigned p = 0; p < sig.params.size(); ++p) {
      if (sig.outParams[p]) continue;
      const ir::Type& t = types_.get(sig.params[p]);
      bool isSampler = t.kind == ir::TypeKind::Sampler;
      unsigned count = isSampler ? 1 : types_.componentCount(sig.params[p]);
      ir::Scalar scalar = isSampler ? ir::Scalar::Int : t.scalar;
      for (unsigned c = 0; c < count; ++c) {
        llvm::Value* word = b.CreateAlignedLoad(llvm::FixedVectorType::get(i32, lanes), componentPointer(argTable, p, c), llvm::Align(4));
        llvm::Value* v = word;
        if (scalar == ir::Scalar::Bool) v = b.CreateICmpNE(word, llvm::Constant::getNullValue(word->getType()));
        else if (isFloating(scalar)) v = b.CreateBitCast(word, laneVectorType(*context, scalar, lanes));
        args[p].comps.push_back(v);
      }
    }
    LaneContext laneContext{b, types_, lanes, inv.fragment, mask, samplers, request};
    IntrinsicOutcome outcome = emitIntrinsicCall(laneContext, inv.op, inv.signature, args);

    auto store = [&](const LaneValue& value, unsigned slot) {
      for (unsigned c = 0; c < value.comps.size(); ++c) {
        llvm::Value* v = value.comps[c];
        llvm::Type* words = llvm::FixedVectorType::get(i32, lanes);
        if (v->getType()->isIntOrIntVectorTy(1)) v = b.CreateZExt(v, words);
        else v = b.CreateBitCast(v, words);
        b.CreateAlignedStore(v, componentPointer(outTable, slot, c), llvm::Align(4));
      }
    };
    store(outcome.result, 0);
    for (unsigned o = 0; o < outcome.outs.size(); ++o) store(outcome.outs[o], 1 + o);
    b.CreateRetVoid();

    std::string problems;
    llvm::raw_string_ostream stream(problems);
    if (llvm::verifyModule(*module, &stream)) {
      ADD_FAILURE() << "invalid IR for " << ir::intrinsicName(inv.op) << " #" << inv.signature << ": " << problems;
      return nullptr;
    }
    cantFail(jit_->addIRModule(llvm::orc::ThreadSafeModule(std::move(module), std::move(context))));
    auto address = jit_->lookup(name);
    if (!address) {
      ADD_FAILURE() << "cannot link " << ir::intrinsicName(inv.op) << ": " << llvm::toString(address.takeError());
      return nullptr;
    }
    return address->toPtr<KernelEntry>();
  }

  std::mutex mutex_;
  ir::TypeTable types_;
  std::unique_ptr<llvm::orc::LLJIT> jit_;
  std::map<std::tuple<ir::IntrinsicOp, std::uint16_t, unsigned, bool>, KernelEntry> cache_;
  unsigned counter_ = 0;
};

}  // namespace

unsigned componentsOf(ir::TypeId type) {
  const ir::TypeTable& types = Jit::instance().types();
  return types.isSampler(type) ? 1 : types.componentCount(type);
}

Outcome runIntrinsic(const Invocation& inv, const std::vector<Value>& args, std::uint32_t activeMask) {
  const sema::IntrinsicSignature& sig = sema::intrinsicSignature(inv.op, inv.signature);
  Outcome outcome;
  KernelEntry kernel = Jit::instance().kernel(inv);
  if (!kernel) return outcome;
  if (args.size() != sig.params.size()) throw std::invalid_argument("runIntrinsic: wrong argument count");
  std::vector<const std::uint32_t*> argPointers;
  std::vector<Words> flatArgs(args.size());
  for (unsigned p = 0; p < args.size(); ++p) {
    unsigned count = sig.outParams[p] ? 0 : componentsOf(sig.params[p]);
    if (args[p].size() != count) throw std::invalid_argument("runIntrinsic: wrong component count");
    for (const Words& w : args[p]) {
      if (w.size() != inv.lanes) throw std::invalid_argument("runIntrinsic: wrong lane count");
      flatArgs[p].insert(flatArgs[p].end(), w.begin(), w.end());
    }
    argPointers.push_back(flatArgs[p].data());
  }
  std::vector<Words> flatOuts;
  std::vector<unsigned> outCounts = {componentsOf(sig.result)};
  if (sig.result == ir::TypeTable::kVoid) outCounts[0] = 0;
  for (unsigned p = 0; p < sig.params.size(); ++p)
    if (sig.outParams[p]) outCounts.push_back(componentsOf(sig.params[p]));
  for (unsigned count : outCounts) flatOuts.emplace_back(std::max(1u, count) * inv.lanes, 0xdeadbeefu);
  std::vector<std::uint32_t*> outPointers;
  for (Words& w : flatOuts) outPointers.push_back(w.data());
  std::uint32_t samplerTable = 0;
  SampleRequest request;
  kernel(argPointers.data(), outPointers.data(), &samplerTable, &request, activeMask);
  auto unflatten = [&](const Words& flat, unsigned count) {
    Value v;
    for (unsigned c = 0; c < count; ++c) v.emplace_back(flat.begin() + c * inv.lanes, flat.begin() + (c + 1) * inv.lanes);
    return v;
  };
  outcome.result = unflatten(flatOuts[0], outCounts[0]);
  for (unsigned o = 1; o < outCounts.size(); ++o) outcome.outs.push_back(unflatten(flatOuts[o], outCounts[o]));
  return outcome;
}

std::uint16_t signatureOf(ir::IntrinsicOp op, ir::TypeId result, const std::vector<ir::TypeId>& params) {
  for (const sema::IntrinsicSignature& sig : sema::intrinsicSignatures(op))
    if (sig.result == result && sig.params == params) return sig.index;
  ADD_FAILURE() << "no signature of " << ir::intrinsicName(op) << " with these types";
  return 0;
}

void setSampleHandler(SampleHandler handler) { currentHandler() = std::move(handler); }

Words floatLanes(const std::vector<float>& values) {
  Words w;
  for (float f : values) w.push_back(bits(f));
  return w;
}

Words splatFloat(float value, unsigned lanes) { return Words(lanes, bits(value)); }
Words splatInt(std::int32_t value, unsigned lanes) { return Words(lanes, bits(value)); }

}  // namespace cgx::jit::test
