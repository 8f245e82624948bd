// The componentwise math intrinsics: each result component depends only on the same component of the
// operands (a scalar operand of min/max smears). Semantics chosen where Cg leaves room:
// - round: halves go up (toward +infinity), what cgc's expansion FLR(x + 0.5) and our GLSL writer's
//   floor(x + 0.5) give on GPUs; computed as floor(x) + (x - floor(x) >= 0.5), which is exact (x + 0.5
//   itself would round 0.49999997 up to 1).
// - pow, atan2 and the transcendentals are libmvec's, i.e. IEEE/C99 special cases: pow(0, y > 0) = 0,
//   pow(x, 0) = 1 (even for NaN x), pow(negative, integer y) = +-|x|^y and pow(negative, fractional y) = NaN
//   (GPUs compute exp2(y * log2(x)) and give NaN for every negative base; no real program depends on either).
// - rsqrt: 1 / sqrt(x), both correctly rounded, so within 1.5 ulp; rsqrt(0) = +inf, rsqrt(x < 0) = NaN.
// - min/max: IEEE minNum/maxNum (a NaN operand loses), as GPUs do.
// - noise: 0 everywhere. Cg's noise is a Perlin-style gradient noise whose exact function NVIDIA never
//   specified; GLSL's noise1() returns 0.0 on Mesa, so 0 is what a GLSL port of the same shader shows.
// - frexp: C's frexp (mantissa in [0.5, 1) with the sign of x, x = m * 2^e, exact for denormals);
//   frexp(0) = (0, 0) and frexp(inf or NaN) = (x, 0).
// - ldexp: x * 2^e exactly, correctly rounded into the denormal range and overflowing to inf (musl's
//   scalbnf algorithm, vectorized).
#include <limits>
#include <stdexcept>

#include <llvm/IR/Intrinsics.h>

#include "llvm/IntrinsicLowering.h"

namespace cgx::jit::lowering {

namespace {

using ir::IntrinsicOp;
using Builder = llvm::IRBuilder<>;

enum class Kind {
  LlvmUnary,      // an LLVM floating-point intrinsic of one operand
  LibraryUnary,   // libmvec, one operand
  LibraryBinary,  // libmvec, two operands
};

struct FloatOp {
  IntrinsicOp op;
  Kind kind;
  llvm::Intrinsic::ID intrinsic;
  const char* library;  // libmvec's scalar name
};

constexpr FloatOp kFloatOps[] = {
    {IntrinsicOp::Acos, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "acosf"},
    {IntrinsicOp::Asin, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "asinf"},
    {IntrinsicOp::Atan, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "atanf"},
    {IntrinsicOp::Atan2, Kind::LibraryBinary, llvm::Intrinsic::not_intrinsic, "atan2f"},  // atan2(y, x): same order
    {IntrinsicOp::Sin, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "sinf"},
    {IntrinsicOp::Cos, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "cosf"},
    {IntrinsicOp::Tan, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "tanf"},
    {IntrinsicOp::Exp2, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "exp2f"},
    {IntrinsicOp::Log2, Kind::LibraryUnary, llvm::Intrinsic::not_intrinsic, "log2f"},
    {IntrinsicOp::Pow, Kind::LibraryBinary, llvm::Intrinsic::not_intrinsic, "powf"},
    {IntrinsicOp::Ceil, Kind::LlvmUnary, llvm::Intrinsic::ceil, nullptr},
    {IntrinsicOp::Floor, Kind::LlvmUnary, llvm::Intrinsic::floor, nullptr},
    {IntrinsicOp::Trunc, Kind::LlvmUnary, llvm::Intrinsic::trunc, nullptr},
    {IntrinsicOp::Sqrt, Kind::LlvmUnary, llvm::Intrinsic::sqrt, nullptr},
};

const FloatOp* findFloatOp(IntrinsicOp op) {
  for (const FloatOp& entry : kFloatOps)
    if (entry.op == op) return &entry;
  return nullptr;
}

llvm::Value* unaryIntrinsic(Builder& b, llvm::Intrinsic::ID id, llvm::Value* x) {
  return b.CreateUnaryIntrinsic(id, x);
}

llvm::Value* lowerFloatOp(const Call& call, const FloatOp& entry, unsigned i) {
  Builder& b = call.builder();
  llvm::Value* x = component(call.args[0], i);
  switch (entry.kind) {
    case Kind::LlvmUnary: return unaryIntrinsic(b, entry.intrinsic, x);
    case Kind::LibraryUnary: return callVectorLibrary(call, entry.library, {x});
    case Kind::LibraryBinary: return callVectorLibrary(call, entry.library, {x, component(call.args[1], i)});
  }
  return x;
}

llvm::Type* floatVectorType(const Call& call) {
  return llvm::FixedVectorType::get(llvm::Type::getFloatTy(call.llvm()), call.context.lanes);
}

bool isSigned(ir::Scalar s) { return s == ir::Scalar::Int || s == ir::Scalar::CInt; }

llvm::Value* absolute(const Call& call, llvm::Value* x) {
  Builder& b = call.builder();
  if (x->getType()->isFPOrFPVectorTy()) return unaryIntrinsic(b, llvm::Intrinsic::fabs, x);
  if (!isSigned(call.resultType().scalar)) return x;  // uint
  return b.CreateBinaryIntrinsic(llvm::Intrinsic::abs, x, b.getFalse());  // abs(INT_MIN) = INT_MIN, no poison
}

llvm::Value* minOrMax(const Call& call, bool isMax, llvm::Value* x, llvm::Value* y) {
  Builder& b = call.builder();
  if (x->getType()->isFPOrFPVectorTy()) return b.CreateBinaryIntrinsic(isMax ? llvm::Intrinsic::maxnum : llvm::Intrinsic::minnum, x, y);
  bool sign = isSigned(call.resultType().scalar);
  llvm::Intrinsic::ID id = isMax ? (sign ? llvm::Intrinsic::smax : llvm::Intrinsic::umax)
                                 : (sign ? llvm::Intrinsic::smin : llvm::Intrinsic::umin);
  return b.CreateBinaryIntrinsic(id, x, y);
}

llvm::Value* roundHalfUp(const Call& call, llvm::Value* x) {
  Builder& b = call.builder();
  llvm::Value* down = unaryIntrinsic(b, llvm::Intrinsic::floor, x);
  llvm::Value* fraction = b.CreateFSub(x, down);  // exact: x and floor(x) share an exponent range
  llvm::Value* up = b.CreateFAdd(down, splatFloat(call, 1.0f));
  return b.CreateSelect(b.CreateFCmpOGE(fraction, splatFloat(call, 0.5f)), up, down);
}

llvm::Value* reciprocalSqrt(const Call& call, llvm::Value* x) {
  Builder& b = call.builder();
  return b.CreateFDiv(splatFloat(call, 1.0f), unaryIntrinsic(b, llvm::Intrinsic::sqrt, x));
}

llvm::Value* isInfinite(const Call& call, llvm::Value* x) {
  Builder& b = call.builder();
  return b.CreateFCmpOEQ(unaryIntrinsic(b, llvm::Intrinsic::fabs, x), splatFloat(call, std::numeric_limits<float>::infinity()));
}

// 2^e for e in [-126, 127], built from its exponent bits.
llvm::Value* powerOfTwo(const Call& call, llvm::Value* e) {
  Builder& b = call.builder();
  llvm::Value* bits = b.CreateShl(b.CreateAdd(e, splatInt(call, 127)), splatInt(call, 23));
  return b.CreateBitCast(bits, floatVectorType(call));
}

// musl's scalbnf: step the exponent toward range at most twice in each direction, then one exact
// multiplication. Going down, the first steps stop at 2^-102 (not 2^-126) so the final product is the
// only rounding into the denormal range.
llvm::Value* scaleByPowerOfTwo(const Call& call, llvm::Value* x, llvm::Value* e) {
  Builder& b = call.builder();
  auto stepUp = [&](llvm::Value*& value, llvm::Value*& exponent) {
    llvm::Value* big = b.CreateICmpSGT(exponent, splatInt(call, 127));
    value = b.CreateSelect(big, b.CreateFMul(value, splatFloat(call, 0x1p127f)), value);
    exponent = b.CreateSelect(big, b.CreateSub(exponent, splatInt(call, 127)), exponent);
  };
  auto stepDown = [&](llvm::Value*& value, llvm::Value*& exponent) {
    llvm::Value* small = b.CreateICmpSLT(exponent, splatInt(call, -126));
    value = b.CreateSelect(small, b.CreateFMul(value, splatFloat(call, 0x1p-102f)), value);
    exponent = b.CreateSelect(small, b.CreateAdd(exponent, splatInt(call, 102)), exponent);
  };
  stepUp(x, e);
  stepUp(x, e);
  stepDown(x, e);
  stepDown(x, e);
  e = b.CreateBinaryIntrinsic(llvm::Intrinsic::smax, b.CreateBinaryIntrinsic(llvm::Intrinsic::smin, e, splatInt(call, 127)),
                              splatInt(call, -126));
  return b.CreateFMul(x, powerOfTwo(call, e));
}

struct Fraction {
  llvm::Value* mantissa;
  llvm::Value* exponent;
};

Fraction splitExponent(const Call& call, llvm::Value* x) {
  Builder& b = call.builder();
  llvm::Type* intType = llvm::FixedVectorType::get(b.getInt32Ty(), call.context.lanes);
  // Denormals: scale into the normal range first (exact), and remember the 25 binades.
  llvm::Value* magnitude = unaryIntrinsic(b, llvm::Intrinsic::fabs, x);
  llvm::Value* denormal = b.CreateAnd(b.CreateFCmpONE(magnitude, splatFloat(call, 0.0f)),
                                      b.CreateFCmpOLT(magnitude, splatFloat(call, 0x1p-126f)));
  llvm::Value* scaled = b.CreateSelect(denormal, b.CreateFMul(x, splatFloat(call, 0x1p25f)), x);
  llvm::Value* bits = b.CreateBitCast(scaled, intType);
  llvm::Value* field = b.CreateAnd(b.CreateLShr(bits, splatInt(call, 23)), splatInt(call, 0xff));
  llvm::Value* exponent = b.CreateSub(field, b.CreateSelect(denormal, splatInt(call, 126 + 25), splatInt(call, 126)));
  // Keep sign and fraction, set the exponent field to 126: a magnitude in [0.5, 1).
  llvm::Value* mantissaBits = b.CreateOr(b.CreateAnd(bits, splatInt(call, static_cast<std::int32_t>(0x807fffffu))), splatInt(call, 126 << 23));
  llvm::Value* mantissa = b.CreateBitCast(mantissaBits, scaled->getType());
  // Zero, inf and NaN pass through with exponent 0.
  llvm::Value* special = b.CreateOr(b.CreateFCmpUEQ(magnitude, splatFloat(call, 0.0f)), isInfinite(call, x));
  special = b.CreateOr(special, b.CreateFCmpUNO(x, x));
  return {b.CreateSelect(special, x, mantissa), b.CreateSelect(special, splatInt(call, 0), exponent)};
}

}  // namespace

IntrinsicOutcome lowerElementwiseMath(const Call& call) {
  Builder& b = call.builder();
  unsigned n = call.resultComponents();
  IntrinsicOutcome outcome;
  LaneValue& result = outcome.result;
  if (call.op == IntrinsicOp::Frexp) {
    LaneValue exponents;
    for (unsigned i = 0; i < n; ++i) {
      Fraction parts = splitExponent(call, component(call.args[0], i));
      result.comps.push_back(parts.mantissa);
      exponents.comps.push_back(parts.exponent);
    }
    outcome.outs.push_back(std::move(exponents));  // the one out parameter: the exponent
    return outcome;
  }
  if (call.op == IntrinsicOp::Noise) {
    result.comps.push_back(splatFloat(call, 0.0f));
    return outcome;
  }
  const FloatOp* table = findFloatOp(call.op);
  for (unsigned i = 0; i < n; ++i) {
    llvm::Value* x = component(call.args[0], i);
    llvm::Value* value = nullptr;
    if (table) {
      value = lowerFloatOp(call, *table, i);
    } else {
      switch (call.op) {
        case IntrinsicOp::Abs: value = absolute(call, x); break;
        case IntrinsicOp::Round: value = roundHalfUp(call, x); break;
        case IntrinsicOp::Rsqrt: value = reciprocalSqrt(call, x); break;
        case IntrinsicOp::Min: value = minOrMax(call, false, x, component(call.args[1], i)); break;
        case IntrinsicOp::Max: value = minOrMax(call, true, x, component(call.args[1], i)); break;
        case IntrinsicOp::Isnan: value = b.CreateFCmpUNO(x, x); break;
        case IntrinsicOp::Isinf: value = isInfinite(call, x); break;
        case IntrinsicOp::Ldexp: value = scaleByPowerOfTwo(call, x, component(call.args[1], i)); break;
        default: throw std::invalid_argument("lowerElementwiseMath: not an elementwise op");
      }
    }
    result.comps.push_back(value);
  }
  return outcome;
}

}  // namespace cgx::jit::lowering
