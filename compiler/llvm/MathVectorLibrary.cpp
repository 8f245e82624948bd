// Transcendental functions through glibc's libmvec (the vector math library GCC's -fopenmp-simd uses), which
// is accurate to a few ulp (glibc's manual: at most 4 ulp for the float variants), far inside the 1e-6
// relative error the JIT promises, and already vectorized for every x86-64 ISA level.
//
// The names follow the x86-64 vector function ABI: _ZGV<isa>N<width><one 'v' per operand>_<scalar name>,
// isa b = SSE (xmm, 4 floats), d = AVX2 (ymm, 8), e = AVX-512 (zmm, 16). The kernel's <lanes x float> is cut
// into chunks of the widest variant the host runs (JIT code runs on the host; the engine's target machine is
// the host's, so a <16 x float> argument travels in zmm0 exactly as libmvec expects). The engine loads
// libmvec.so.1 and resolves these symbols.
//
// Elsewhere (aarch64: Debian 12's glibc 2.36 has no libmvec for it; glibc's AdvSIMD variants came with 2.38)
// each lane calls libm's scalar function: correct everywhere, slower, and the process has libm.
#include <string>

#include <llvm/ADT/StringMap.h>
#include <llvm/IR/Module.h>
#include <llvm/TargetParser/Host.h>
#include <llvm/TargetParser/Triple.h>

#include "llvm/IntrinsicLowering.h"

namespace cgx::jit::lowering {

namespace {

struct VectorAbi {
  unsigned width;
  char isa;
  const char* hostFeature;  // "" : every x86-64 has it
};

// Widest first.
constexpr VectorAbi kVectorAbis[] = {
    {16, 'e', "avx512f"},
    {8, 'd', "avx2"},
    {4, 'b', ""},
};

bool hostHas(const char* feature) {
  if (!*feature) return true;
  // Never destroyed: background compiles may still read it while the process exits (BackgroundWorker.h).
  static const auto* features = new llvm::StringMap<bool>(llvm::sys::getHostCPUFeatures());
  auto found = features->find(feature);
  return found != features->end() && found->second;
}

const VectorAbi& widestAbiFor(unsigned lanes) {
  for (const VectorAbi& abi : kVectorAbis)
    if (abi.width <= lanes && lanes % abi.width == 0 && hostHas(abi.hostFeature)) return abi;
  return kVectorAbis[std::size(kVectorAbis) - 1];
}

llvm::Function* declareVariant(llvm::Module& module, const VectorAbi& abi, const char* scalarName, unsigned arity) {
  std::string name = std::string("_ZGV") + abi.isa + "N" + std::to_string(abi.width) + std::string(arity, 'v') + "_" + scalarName;
  auto* chunkType = llvm::FixedVectorType::get(llvm::Type::getFloatTy(module.getContext()), abi.width);
  std::vector<llvm::Type*> params(arity, chunkType);
  llvm::FunctionCallee callee = module.getOrInsertFunction(name, llvm::FunctionType::get(chunkType, params, false));
  auto* function = llvm::cast<llvm::Function>(callee.getCallee());
  // Pure functions (the vector variants never set errno): lets LLVM hoist and merge calls.
  function->setDoesNotAccessMemory();
  function->setDoesNotThrow();
  function->addFnAttr(llvm::Attribute::WillReturn);
  return function;
}

llvm::Value* slice(llvm::IRBuilder<>& b, llvm::Value* vector, unsigned first, unsigned width) {
  std::vector<int> mask;
  for (unsigned i = 0; i < width; ++i) mask.push_back(static_cast<int>(first + i));
  return b.CreateShuffleVector(vector, mask);
}

// Joins equal-width chunks back into one vector, pairwise (shufflevector concatenates two at a time).
llvm::Value* concatenate(llvm::IRBuilder<>& b, std::vector<llvm::Value*> parts) {
  while (parts.size() > 1) {
    std::vector<llvm::Value*> joined;
    for (std::size_t i = 0; i + 1 < parts.size(); i += 2) {
      unsigned width = llvm::cast<llvm::FixedVectorType>(parts[i]->getType())->getNumElements();
      std::vector<int> mask;
      for (unsigned k = 0; k < 2 * width; ++k) mask.push_back(static_cast<int>(k));
      joined.push_back(b.CreateShuffleVector(parts[i], parts[i + 1], mask));
    }
    parts = std::move(joined);
  }
  return parts.front();
}

// The JIT's code runs in this process, on this machine: its architecture decides the library.
bool hostHasLibmvecAbi() {
  static const bool x86 = llvm::Triple(llvm::sys::getProcessTriple()).isX86();
  return x86;
}

llvm::Value* callScalarPerLane(llvm::IRBuilder<>& b, const char* scalarName, const std::vector<llvm::Value*>& operands,
                               unsigned lanes) {
  llvm::Type* floatType = b.getFloatTy();
  std::vector<llvm::Type*> params(operands.size(), floatType);
  llvm::FunctionCallee scalar = b.GetInsertBlock()->getModule()->getOrInsertFunction(
      scalarName, llvm::FunctionType::get(floatType, params, false));
  if (auto* function = llvm::dyn_cast<llvm::Function>(scalar.getCallee())) {
    function->setDoesNotThrow();
    function->addFnAttr(llvm::Attribute::WillReturn);
  }
  llvm::Value* result = llvm::PoisonValue::get(llvm::FixedVectorType::get(floatType, lanes));
  for (unsigned lane = 0; lane < lanes; ++lane) {
    std::vector<llvm::Value*> args;
    for (llvm::Value* operand : operands) args.push_back(b.CreateExtractElement(operand, lane));
    result = b.CreateInsertElement(result, b.CreateCall(scalar, args), lane);
  }
  return result;
}

}  // namespace

llvm::Value* callVectorLibrary(const Call& call, const char* scalarName, const std::vector<llvm::Value*>& operands) {
  llvm::IRBuilder<>& b = call.builder();
  unsigned lanes = call.context.lanes;
  if (!hostHasLibmvecAbi()) return callScalarPerLane(b, scalarName, operands, lanes);
  const VectorAbi& abi = widestAbiFor(lanes);
  llvm::Function* variant = declareVariant(*b.GetInsertBlock()->getModule(), abi, scalarName, static_cast<unsigned>(operands.size()));
  if (abi.width == lanes) return b.CreateCall(variant, operands);
  std::vector<llvm::Value*> results;
  for (unsigned first = 0; first < lanes; first += abi.width) {
    std::vector<llvm::Value*> chunk;
    for (llvm::Value* operand : operands) chunk.push_back(slice(b, operand, first, abi.width));
    results.push_back(b.CreateCall(variant, chunk));
  }
  return concatenate(b, std::move(results));
}

}  // namespace cgx::jit::lowering
