// Bit casts and the NV_fragment_program packing instructions (PK2H, PK2US, PK4B, PK4UB and their UP*
// inverses), whose definitions Cg's pack_* / unpack_* follow. The packed 32 bits travel as a float's bits.
//   pack_2half(v)   = half(v.x) | half(v.y) << 16                    (round to nearest even)
//   pack_2ushort(v) = round(65535 * clamp(v, 0, 1)) per 16 bits
//   pack_4ubyte(v)  = round(255 * clamp(v, 0, 1)) per byte, x lowest
//   pack_4byte(v)   = round(127 * clamp(v, -128/127, 1) + 128) per byte (excess-128)
// and unpack_* divide back: (u - 128) / 127, u / 255, u / 65535. round() there is half-up on values >= 0.
// floatToIntBits maps every NaN to 0x7fc00000 (Java's rule, which Cg's names come from); floatToRawIntBits
// and intBitsToFloat are plain bit casts.

#include "llvm/IntrinsicLowering.h"
#include "support/InternalError.h"

namespace cgx::jit::lowering {

namespace {

using ir::IntrinsicOp;
using Builder = llvm::IRBuilder<>;

llvm::Type* intVector(const Call& call) { return llvm::FixedVectorType::get(llvm::Type::getInt32Ty(call.llvm()), call.context.lanes); }
llvm::Type* floatVector(const Call& call) { return llvm::FixedVectorType::get(llvm::Type::getFloatTy(call.llvm()), call.context.lanes); }
llvm::Type* halfVector(const Call& call) { return llvm::FixedVectorType::get(llvm::Type::getHalfTy(call.llvm()), call.context.lanes); }
llvm::Type* shortVector(const Call& call) { return llvm::FixedVectorType::get(llvm::Type::getInt16Ty(call.llvm()), call.context.lanes); }

// The fixed-point packings, as data: how many fields of how many bits, the clamp range, and the map
// field = round(scale * x + offset), x = (field - offset) / scale.
struct FixedPointPacking {
  IntrinsicOp pack;
  IntrinsicOp unpack;
  unsigned fields;
  unsigned bits;
  float low, high;
  float scale, offset;
};

constexpr FixedPointPacking kPackings[] = {
    {IntrinsicOp::Pack2Ushort, IntrinsicOp::Unpack2Ushort, 2, 16, 0.0f, 1.0f, 65535.0f, 0.0f},
    {IntrinsicOp::Pack4Ubyte, IntrinsicOp::Unpack4Ubyte, 4, 8, 0.0f, 1.0f, 255.0f, 0.0f},
    {IntrinsicOp::Pack4Byte, IntrinsicOp::Unpack4Byte, 4, 8, -128.0f / 127.0f, 1.0f, 127.0f, 128.0f},
};

const FixedPointPacking* findPacking(IntrinsicOp op) {
  for (const FixedPointPacking& p : kPackings)
    if (p.pack == op || p.unpack == op) return &p;
  return nullptr;
}

llvm::Value* packFixedPoint(const Call& call, const FixedPointPacking& p) {
  Builder& b = call.builder();
  llvm::Value* word = llvm::Constant::getNullValue(intVector(call));
  for (unsigned i = 0; i < p.fields; ++i) {
    llvm::Value* x = call.args[0].comps[i];
    // maxnum first: a NaN component packs as the low end.
    x = b.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, x, splatFloat(call, p.low));
    x = b.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, x, splatFloat(call, p.high));
    llvm::Value* scaled = b.CreateFAdd(b.CreateFMul(x, splatFloat(call, p.scale)), splatFloat(call, p.offset + 0.5f));
    llvm::Value* field = b.CreateFPToUI(b.CreateUnaryIntrinsic(llvm::Intrinsic::floor, scaled), intVector(call));
    word = b.CreateOr(word, b.CreateShl(field, splatInt(call, static_cast<std::int32_t>(i * p.bits))));
  }
  return b.CreateBitCast(word, floatVector(call));
}

LaneValue unpackFixedPoint(const Call& call, const FixedPointPacking& p) {
  Builder& b = call.builder();
  llvm::Value* word = b.CreateBitCast(call.args[0].comps[0], intVector(call));
  LaneValue result;
  for (unsigned i = 0; i < p.fields; ++i) {
    llvm::Value* field = b.CreateAnd(b.CreateLShr(word, splatInt(call, static_cast<std::int32_t>(i * p.bits))),
                                     splatInt(call, static_cast<std::int32_t>((1u << p.bits) - 1)));
    llvm::Value* x = b.CreateFSub(b.CreateUIToFP(field, floatVector(call)), splatFloat(call, p.offset));
    result.comps.push_back(b.CreateFDiv(x, splatFloat(call, p.scale)));
  }
  return result;
}

// F16C converts in hardware (every AVX2 host has it); LLVM emits vcvtps2ph / vcvtph2ps.
llvm::Value* packHalves(const Call& call) {
  Builder& b = call.builder();
  llvm::Value* word = llvm::Constant::getNullValue(intVector(call));
  for (unsigned i = 0; i < 2; ++i) {
    llvm::Value* bits = b.CreateBitCast(b.CreateFPTrunc(call.args[0].comps[i], halfVector(call)), shortVector(call));
    word = b.CreateOr(word, b.CreateShl(b.CreateZExt(bits, intVector(call)), splatInt(call, static_cast<std::int32_t>(16 * i))));
  }
  return b.CreateBitCast(word, floatVector(call));
}

LaneValue unpackHalves(const Call& call) {
  Builder& b = call.builder();
  llvm::Value* word = b.CreateBitCast(call.args[0].comps[0], intVector(call));
  LaneValue result;
  for (unsigned i = 0; i < 2; ++i) {
    llvm::Value* bits = b.CreateTrunc(b.CreateLShr(word, splatInt(call, static_cast<std::int32_t>(16 * i))), shortVector(call));
    result.comps.push_back(b.CreateFPExt(b.CreateBitCast(bits, halfVector(call)), floatVector(call)));
  }
  return result;
}

LaneValue bitCasts(const Call& call) {
  Builder& b = call.builder();
  LaneValue result;
  for (llvm::Value* x : call.args[0].comps) {
    switch (call.op) {
      case IntrinsicOp::IntBitsToFloat: result.comps.push_back(b.CreateBitCast(x, floatVector(call))); break;
      case IntrinsicOp::FloatToRawIntBits: result.comps.push_back(b.CreateBitCast(x, intVector(call))); break;
      default:  // FloatToIntBits
        result.comps.push_back(b.CreateSelect(b.CreateFCmpUNO(x, x), splatInt(call, 0x7fc00000), b.CreateBitCast(x, intVector(call))));
    }
  }
  return result;
}

}  // namespace

IntrinsicOutcome lowerBitsAndPacking(const Call& call) {
  switch (call.op) {
    case IntrinsicOp::FloatToIntBits:
    case IntrinsicOp::FloatToRawIntBits:
    case IntrinsicOp::IntBitsToFloat: return resultOnly(bitCasts(call));
    case IntrinsicOp::Pack2Half: return resultOnly(LaneValue{{packHalves(call)}});
    case IntrinsicOp::Unpack2Half: return resultOnly(unpackHalves(call));
    default: break;
  }
  const FixedPointPacking* packing = findPacking(call.op);
  if (!packing) ice(CompilerStage::Jit, SourceSpan{}, "lowerBitsAndPacking: not a bit-cast or packing op");
  if (packing->pack == call.op) return resultOnly(LaneValue{{packFixedPoint(call, *packing)}});
  return resultOnly(unpackFixedPoint(call, *packing));
}

}  // namespace cgx::jit::lowering
