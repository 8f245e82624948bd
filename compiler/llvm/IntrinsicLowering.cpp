// The intrinsic lowering's public entry points (LaneValue.h): the SoA element types, what the CPU can run,
// and the dispatch of every op in stdlib/intrinsics.def to the family that lowers it.
#include <array>
#include <string>

#include "llvm/IntrinsicLowering.h"
#include "support/InternalError.h"

namespace cgx::jit {

using ir::IntrinsicOp;
using namespace lowering;

llvm::Type* laneElementType(llvm::LLVMContext& context, ir::Scalar scalar) {
  switch (scalar) {
    case ir::Scalar::Bool: return llvm::Type::getInt1Ty(context);
    case ir::Scalar::Int:
    case ir::Scalar::UInt:
    case ir::Scalar::CInt: return llvm::Type::getInt32Ty(context);
    case ir::Scalar::Float:
    case ir::Scalar::Half:
    case ir::Scalar::Fixed:
    case ir::Scalar::Double:
    case ir::Scalar::CFloat: return llvm::Type::getFloatTy(context);
  }
  return llvm::Type::getFloatTy(context);
}

llvm::VectorType* laneVectorType(llvm::LLVMContext& context, ir::Scalar scalar, unsigned lanes) {
  return llvm::FixedVectorType::get(laneElementType(context, scalar), lanes);
}

llvm::Value* laneBits(llvm::IRBuilder<>& builder, llvm::Value* mask, unsigned lanes) {
  if (mask == nullptr) return builder.getInt32((1u << lanes) - 1);
  return builder.CreateZExt(builder.CreateBitCast(mask, builder.getIntNTy(lanes)), builder.getInt32Ty());
}

namespace {

struct OpFamily {
  IntrinsicOp op;
  FamilyLowering lower;  // nullptr: not runnable on the CPU
};

// Every row of intrinsics.def, in its order (checked below), with the family that lowers it.
constexpr OpFamily kFamilies[] = {
    {IntrinsicOp::Abs, lowerElementwiseMath},
    {IntrinsicOp::Acos, lowerElementwiseMath},
    {IntrinsicOp::Asin, lowerElementwiseMath},
    {IntrinsicOp::Atan, lowerElementwiseMath},
    {IntrinsicOp::Atan2, lowerElementwiseMath},
    {IntrinsicOp::Ceil, lowerElementwiseMath},
    {IntrinsicOp::Floor, lowerElementwiseMath},
    {IntrinsicOp::Round, lowerElementwiseMath},
    {IntrinsicOp::Trunc, lowerElementwiseMath},
    {IntrinsicOp::Sin, lowerElementwiseMath},
    {IntrinsicOp::Cos, lowerElementwiseMath},
    {IntrinsicOp::Tan, lowerElementwiseMath},
    {IntrinsicOp::Exp2, lowerElementwiseMath},
    {IntrinsicOp::Log2, lowerElementwiseMath},
    {IntrinsicOp::Sqrt, lowerElementwiseMath},
    {IntrinsicOp::Rsqrt, lowerElementwiseMath},
    {IntrinsicOp::Pow, lowerElementwiseMath},
    {IntrinsicOp::Dot, lowerLinearAlgebra},
    {IntrinsicOp::Min, lowerElementwiseMath},
    {IntrinsicOp::Max, lowerElementwiseMath},
    {IntrinsicOp::Frexp, lowerElementwiseMath},
    {IntrinsicOp::Ldexp, lowerElementwiseMath},
    {IntrinsicOp::Isnan, lowerElementwiseMath},
    {IntrinsicOp::Isinf, lowerElementwiseMath},
    {IntrinsicOp::Noise, lowerElementwiseMath},
    {IntrinsicOp::Mul, lowerLinearAlgebra},
    {IntrinsicOp::Transpose, lowerLinearAlgebra},
    {IntrinsicOp::Determinant, lowerLinearAlgebra},
    {IntrinsicOp::Inverse, lowerLinearAlgebra},
    {IntrinsicOp::Ddx, lowerDerivative},
    {IntrinsicOp::Ddy, lowerDerivative},
    {IntrinsicOp::FloatToIntBits, lowerBitsAndPacking},
    {IntrinsicOp::FloatToRawIntBits, lowerBitsAndPacking},
    {IntrinsicOp::IntBitsToFloat, lowerBitsAndPacking},
    {IntrinsicOp::Pack2Half, lowerBitsAndPacking},
    {IntrinsicOp::Pack2Ushort, lowerBitsAndPacking},
    {IntrinsicOp::Pack4Byte, lowerBitsAndPacking},
    {IntrinsicOp::Pack4Ubyte, lowerBitsAndPacking},
    {IntrinsicOp::Unpack2Half, lowerBitsAndPacking},
    {IntrinsicOp::Unpack2Ushort, lowerBitsAndPacking},
    {IntrinsicOp::Unpack4Byte, lowerBitsAndPacking},
    {IntrinsicOp::Unpack4Ubyte, lowerBitsAndPacking},
    {IntrinsicOp::Tex1D, lowerTextureLookup},
    {IntrinsicOp::Tex1Dproj, lowerTextureLookup},
    {IntrinsicOp::Tex1Dbias, lowerTextureLookup},
    {IntrinsicOp::Tex1Dlod, lowerTextureLookup},
    {IntrinsicOp::Tex1Dcmpbias, lowerTextureLookup},
    {IntrinsicOp::Tex1Dcmplod, lowerTextureLookup},
    {IntrinsicOp::Tex1Dfetch, lowerTextureLookup},
    {IntrinsicOp::Tex1Dsize, lowerTextureLookup},
    {IntrinsicOp::Tex2D, lowerTextureLookup},
    {IntrinsicOp::Tex2Dproj, lowerTextureLookup},
    {IntrinsicOp::Tex2Dbias, lowerTextureLookup},
    {IntrinsicOp::Tex2Dlod, lowerTextureLookup},
    {IntrinsicOp::Tex2Dcmpbias, lowerTextureLookup},
    {IntrinsicOp::Tex2Dcmplod, lowerTextureLookup},
    {IntrinsicOp::Tex2Dfetch, lowerTextureLookup},
    {IntrinsicOp::Tex2Dsize, lowerTextureLookup},
    {IntrinsicOp::Tex3D, lowerTextureLookup},
    {IntrinsicOp::Tex3Dproj, lowerTextureLookup},
    {IntrinsicOp::Tex3Dbias, lowerTextureLookup},
    {IntrinsicOp::Tex3Dlod, lowerTextureLookup},
    {IntrinsicOp::Tex3Dfetch, lowerTextureLookup},
    {IntrinsicOp::Tex3Dsize, lowerTextureLookup},
    {IntrinsicOp::TexCUBE, lowerTextureLookup},
    {IntrinsicOp::TexCUBEproj, lowerTextureLookup},
    {IntrinsicOp::TexCUBEbias, lowerTextureLookup},
    {IntrinsicOp::TexCUBElod, lowerTextureLookup},
    {IntrinsicOp::TexCUBEsize, lowerTextureLookup},
    {IntrinsicOp::TexRECT, lowerTextureLookup},
    {IntrinsicOp::TexRECTproj, lowerTextureLookup},
    {IntrinsicOp::TexRECTbias, lowerTextureLookup},
    {IntrinsicOp::TexRECTlod, lowerTextureLookup},
    {IntrinsicOp::TexRECTfetch, lowerTextureLookup},
    {IntrinsicOp::TexRECTsize, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAY, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYproj, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYbias, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYlod, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYcmpbias, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYcmplod, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYfetch, lowerTextureLookup},
    {IntrinsicOp::Tex1DARRAYsize, lowerTextureLookup},
    {IntrinsicOp::Tex2DARRAY, lowerTextureLookup},
    {IntrinsicOp::Tex2DARRAYproj, lowerTextureLookup},
    {IntrinsicOp::Tex2DARRAYbias, lowerTextureLookup},
    {IntrinsicOp::Tex2DARRAYlod, lowerTextureLookup},
    {IntrinsicOp::Tex2DARRAYfetch, lowerTextureLookup},
    {IntrinsicOp::Tex2DARRAYsize, lowerTextureLookup},
    // Geometry programs' statements: the kernel emitter calls the runtime for them itself (Geometry.cpp),
    // as they touch no value but the vertex they hand over.
    {IntrinsicOp::EmitVertex, nullptr},
    {IntrinsicOp::RestartStrip, nullptr},
};
static_assert(std::size(kFamilies) == ir::kIntrinsicOpCount, "every intrinsic needs a row");

constexpr bool rowsInDefOrder() {
  for (unsigned i = 0; i < std::size(kFamilies); ++i)
    if (static_cast<unsigned>(kFamilies[i].op) != i + 1) return false;
  return true;
}
static_assert(rowsInDefOrder(), "kFamilies is indexed by op: keep intrinsics.def's order");

FamilyLowering familyOf(IntrinsicOp op) {
  auto index = static_cast<unsigned>(op);
  if (index == 0 || index > std::size(kFamilies)) return nullptr;
  return kFamilies[index - 1].lower;
}

IntrinsicOutcome lower(LaneContext& context, IntrinsicOp op, std::uint16_t signature,
                       const std::vector<LaneValue>& args) {
  FamilyLowering family = familyOf(op);
  // Callers check cpuSupportsIntrinsic first (the emitter handles the geometry statements); reaching this
  // is a bug in the caller, not a program the user can write.
  if (!family) ice(CompilerStage::Jit, SourceSpan{}, std::string("intrinsic not supported by the CPU back end: ") + ir::intrinsicName(op));
  const sema::IntrinsicSignature& sig = sema::intrinsicSignature(op, signature);
  if (args.size() != sig.params.size()) ice(CompilerStage::Jit, SourceSpan{}, "intrinsic call with the wrong argument count");
  return family(Call{context, op, sig, args});
}

}  // namespace

bool cpuSupportsIntrinsic(IntrinsicOp op) { return familyOf(op) != nullptr; }

LaneValue emitIntrinsic(LaneContext& context, IntrinsicOp op, std::uint16_t signature, const std::vector<LaneValue>& args) {
  return lower(context, op, signature, args).result;
}

IntrinsicOutcome emitIntrinsicCall(LaneContext& context, IntrinsicOp op, std::uint16_t signature,
                                   const std::vector<LaneValue>& args) {
  return lower(context, op, signature, args);
}

namespace lowering {

llvm::Constant* splatFloat(const Call& call, float value) {
  return llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(call.context.lanes),
                                        llvm::ConstantFP::get(llvm::Type::getFloatTy(call.llvm()), value));
}

llvm::Constant* splatInt(const Call& call, std::int32_t value) {
  return llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(call.context.lanes),
                                        llvm::ConstantInt::get(llvm::Type::getInt32Ty(call.llvm()),
                                                               static_cast<std::uint64_t>(static_cast<std::int64_t>(value)), true));
}

}  // namespace lowering

}  // namespace cgx::jit
