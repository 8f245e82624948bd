// Private to the intrinsic lowering (Intrinsic*.cpp, Math*.cpp): what one intrinsic call looks like while it
// is being lowered, the small SoA helpers every family uses, and the entry point of each family.
//
// Families (one file each, dispatched by the table in IntrinsicLowering.cpp):
//   MathElementwise.cpp    abs .. pow, min/max, isnan/isinf, frexp/ldexp, noise: component by component
//   MathVectorLibrary.cpp  glibc libmvec calls (sinf, powf, ...) at the host's widest vector ABI
//   MathLinearAlgebra.cpp  dot, mul, transpose, determinant, inverse
//   IntrinsicDerivatives.cpp  ddx/ddy over 2x2 quads
//   IntrinsicBits.cpp      bit casts, pack_* / unpack_*
//   IntrinsicTexture.cpp   tex*: a jit::SampleRequest filled and handed to cgx_rt_sample
#pragma once

#include <cstdint>
#include <vector>

#include <llvm/IR/IRBuilder.h>

#include "ir/Types.h"
#include "llvm/LaneValue.h"
#include "sema/Intrinsics.h"

namespace cgx::jit::lowering {

// One call being lowered. `args` follow the signature's parameters; out parameters are empty LaneValues.
struct Call {
  LaneContext& context;
  ir::IntrinsicOp op;
  const sema::IntrinsicSignature& signature;
  const std::vector<LaneValue>& args;

  llvm::IRBuilder<>& builder() const { return context.builder; }
  llvm::LLVMContext& llvm() const { return context.builder.getContext(); }
  const ir::Type& paramType(unsigned i) const { return context.types.get(signature.params[i]); }
  const ir::Type& resultType() const { return context.types.get(signature.result); }
  unsigned paramComponents(unsigned i) const { return context.types.componentCount(signature.params[i]); }
  unsigned resultComponents() const { return context.types.componentCount(signature.result); }
};

// A family's lowering: the result, plus one value per out parameter (in parameter order).
using FamilyLowering = IntrinsicOutcome (*)(const Call&);

IntrinsicOutcome lowerElementwiseMath(const Call& call);  // MathElementwise.cpp
IntrinsicOutcome lowerLinearAlgebra(const Call& call);    // MathLinearAlgebra.cpp
IntrinsicOutcome lowerDerivative(const Call& call);       // IntrinsicDerivatives.cpp
IntrinsicOutcome lowerBitsAndPacking(const Call& call);   // IntrinsicBits.cpp
IntrinsicOutcome lowerTextureLookup(const Call& call);    // IntrinsicTexture.cpp

// ---- Shared helpers ---------------------------------------------------------------------------------------

// Component i of a value, a scalar (one component) standing for all of its smeared copies.
inline llvm::Value* component(const LaneValue& value, unsigned i) {
  return value.comps[value.comps.size() == 1 ? 0 : i];
}

inline LaneValue only(IntrinsicOutcome outcome) { return std::move(outcome.result); }
inline IntrinsicOutcome resultOnly(LaneValue value) { return IntrinsicOutcome{std::move(value), {}}; }

llvm::Constant* splatFloat(const Call& call, float value);
llvm::Constant* splatInt(const Call& call, std::int32_t value);

// The derivative of one component across the quad's columns (ddx) or rows (ddy); zero outside fragment
// kernels, where lanes are unrelated vertices. IntrinsicDerivatives.cpp; the texture lookups use it too.
enum class Axis { X, Y };
llvm::Value* quadDerivative(LaneContext& context, llvm::Value* value, Axis axis);

// A glibc libmvec function ("sinf", "powf": the scalar name) applied to <lanes x float> operands, split into
// chunks of the widest vector ABI the host runs; off x86-64, libm's scalar function lane by lane
// (MathVectorLibrary.cpp).
llvm::Value* callVectorLibrary(const Call& call, const char* scalarName, const std::vector<llvm::Value*>& operands);

}  // namespace cgx::jit::lowering
