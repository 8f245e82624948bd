// The componentwise math intrinsics: each result component depends only on the same component of the
// operands (a scalar operand of min/max smears). Semantics chosen where Cg leaves room:
// - round: halves go up (toward +infinity), what cgc's expansion FLR(x + 0.5) and our GLSL writer's
//   floor(x + 0.5) give on GPUs; computed as floor(x) + (x - floor(x) >= 0.5), which is exact (x + 0.5
//   itself would round 0.49999997 up to 1).
// - atan2 and the transcendentals are libmvec's. pow is inline (see powInline: no call, so the kernel's live
//   vectors are not spilled around it) with libmvec's IEEE/C99 special cases: pow(0, y > 0) = 0,
//   pow(x, 0) = 1 (even for NaN x), pow(1, y) = 1 (even for NaN y), pow(negative, integer y) = +-|x|^y and
//   pow(negative, fractional y) = NaN (GPUs compute exp2(y * log2(x)) and give NaN for every negative base;
//   no real program depends on either).
// - rsqrt: 1 / sqrt(x), both correctly rounded, so within 1.5 ulp; rsqrt(0) = +inf, rsqrt(x < 0) = NaN.
// - min/max: IEEE minNum/maxNum (a NaN operand loses), as GPUs do.
// - noise: 0 everywhere. Cg's noise is a Perlin-style gradient noise whose exact function NVIDIA never
//   specified; GLSL's noise1() returns 0.0 on Mesa, so 0 is what a GLSL port of the same shader shows.
// - frexp: C's frexp (mantissa in [0.5, 1) with the sign of x, x = m * 2^e, exact for denormals);
//   frexp(0) = (0, 0) and frexp(inf or NaN) = (x, 0).
// - ldexp: x * 2^e exactly, correctly rounded into the denormal range and overflowing to inf (musl's
//   scalbnf algorithm, vectorized).
#include <cmath>
#include <limits>

#include <llvm/IR/Intrinsics.h>

#include "llvm/IntrinsicLowering.h"
#include "support/InternalError.h"

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

// pow(x, y) inline, in double precision: |x| = 2^k * m with m in [sqrt(1/2), sqrt(2)), log2(m) from the
// atanh series in t = (m - 1) / (m + 1) (|t| <= 0.1716, truncation below 1e-12 relative), z = y * log2|x|
// in double, then 2^z = 2^n * 2^f with n = rint(z), |f| <= 1/2 and a degree-10 Taylor polynomial
// (truncation 2e-13). The double result is rounded once to float, which also rounds correctly into the
// denormal range and overflows to inf. Error: the float rounding (0.5 ulp) plus about 1e-9 relative.
// The C99 special cases are selects on the float operands.
llvm::Value* powInline(const Call& call, llvm::Value* x, llvm::Value* y) {
  Builder& b = call.builder();
  unsigned lanes = call.context.lanes;
  llvm::Type* doubleType = llvm::FixedVectorType::get(b.getDoubleTy(), lanes);
  llvm::Type* longType = llvm::FixedVectorType::get(b.getInt64Ty(), lanes);
  auto splatDouble = [&](double v) { return llvm::ConstantFP::get(doubleType, v); };
  auto splatLong = [&](std::uint64_t v) { return llvm::ConstantInt::get(longType, v); };

  // log2|x|, for finite nonzero x (the double of a float denormal is normal).
  llvm::Value* ax = unaryIntrinsic(b, llvm::Intrinsic::fabs, x);
  llvm::Value* xd = b.CreateFPExt(ax, doubleType);
  llvm::Value* bits = b.CreateBitCast(xd, longType);
  constexpr std::uint64_t kOne = 0x3ff0000000000000ull, kSqrtHalf = 0x3fe6a09e667f3bcdull;
  llvm::Value* field = b.CreateLShr(b.CreateAdd(bits, splatLong(kOne - kSqrtHalf)), splatLong(52));
  llvm::Value* k = b.CreateSub(field, splatLong(1023));
  llvm::Value* m = b.CreateBitCast(b.CreateSub(bits, b.CreateShl(k, splatLong(52))), doubleType);
  llvm::Value* kd = b.CreateSIToFP(b.CreateTrunc(k, llvm::FixedVectorType::get(b.getInt32Ty(), lanes)), doubleType);
  llvm::Value* t = b.CreateFDiv(b.CreateFSub(m, splatDouble(1.0)), b.CreateFAdd(m, splatDouble(1.0)));
  llvm::Value* t2 = b.CreateFMul(t, t);
  constexpr double kTwoOverLn2 = 2.0 / 0.69314718055994530942;
  llvm::Value* series = splatDouble(kTwoOverLn2 / 15.0);
  for (int i = 13; i >= 1; i -= 2)
    series = b.CreateIntrinsic(llvm::Intrinsic::fma, {doubleType}, {series, t2, splatDouble(kTwoOverLn2 / i)});
  llvm::Value* log2x = b.CreateIntrinsic(llvm::Intrinsic::fma, {doubleType}, {series, t, kd});
  // log2(0) = -inf, log2(inf) = inf; NaN x is replaced below.
  log2x = b.CreateSelect(b.CreateFCmpOEQ(ax, splatFloat(call, 0.0f)), splatDouble(-HUGE_VAL), log2x);
  log2x = b.CreateSelect(isInfinite(call, x), splatDouble(HUGE_VAL), log2x);

  // 2^z, z clamped to [-300, 300] (beyond float's range either way; NaN z only where a select below wins).
  llvm::Value* z = b.CreateFMul(b.CreateFPExt(y, doubleType), log2x);
  z = b.CreateSelect(b.CreateFCmpOLT(z, splatDouble(300.0)), z, splatDouble(300.0));
  z = b.CreateSelect(b.CreateFCmpOGT(z, splatDouble(-300.0)), z, splatDouble(-300.0));
  // n = rint(z) by the 1.5 * 2^52 shifter: its low bits hold n, so 2^n's bits are (shifted + 1023) << 52.
  llvm::Value* shifted = b.CreateFAdd(z, splatDouble(0x1.8p52));
  llvm::Value* n = b.CreateFSub(shifted, splatDouble(0x1.8p52));
  llvm::Value* f = b.CreateFSub(z, n);
  llvm::Value* scale = b.CreateBitCast(b.CreateShl(b.CreateAdd(b.CreateBitCast(shifted, longType), splatLong(1023)), splatLong(52)), doubleType);
  constexpr double kLn2 = 0.69314718055994530942;
  double coefficient[11];
  coefficient[0] = 1.0;
  for (int i = 1; i <= 10; ++i) coefficient[i] = coefficient[i - 1] * kLn2 / i;
  llvm::Value* p = splatDouble(coefficient[10]);
  for (int i = 9; i >= 0; --i) p = b.CreateIntrinsic(llvm::Intrinsic::fma, {doubleType}, {p, f, splatDouble(coefficient[i])});
  llvm::Value* result = b.CreateFPTrunc(b.CreateFMul(p, scale), x->getType());

  // Negative bases: odd integer y negates, other finite y (not integers) give NaN. Every float with
  // |y| >= 2^24 is an even integer; infinities count as even here, as in C.
  llvm::Value* ay = unaryIntrinsic(b, llvm::Intrinsic::fabs, y);
  llvm::Value* integral = b.CreateFCmpOEQ(unaryIntrinsic(b, llvm::Intrinsic::trunc, y), y);
  llvm::Value* small = b.CreateFCmpOLT(ay, splatFloat(call, 0x1p24f));
  llvm::Type* intType = llvm::FixedVectorType::get(b.getInt32Ty(), lanes);
  llvm::Value* asInt = b.CreateFPToSI(b.CreateSelect(small, y, splatFloat(call, 0.0f)), intType);
  llvm::Value* odd = b.CreateAnd(b.CreateAnd(integral, small), b.CreateTrunc(asInt, llvm::FixedVectorType::get(b.getInt1Ty(), lanes)));
  llvm::Value* signBit = b.CreateICmpSLT(b.CreateBitCast(x, intType), splatInt(call, 0));
  result = b.CreateSelect(b.CreateAnd(signBit, odd), b.CreateFNeg(result), result);
  llvm::Value* nan = splatFloat(call, std::numeric_limits<float>::quiet_NaN());
  llvm::Value* finiteNegative = b.CreateAnd(b.CreateFCmpOLT(x, splatFloat(call, 0.0f)), b.CreateNot(isInfinite(call, x)));
  llvm::Value* fractional = b.CreateAnd(b.CreateNot(integral), b.CreateNot(isInfinite(call, y)));
  result = b.CreateSelect(b.CreateAnd(finiteNegative, fractional), nan, result);
  result = b.CreateSelect(b.CreateOr(b.CreateFCmpUNO(x, x), b.CreateFCmpUNO(y, y)), nan, result);
  llvm::Value* one = splatFloat(call, 1.0f);
  // pow(+-1, +-inf) = 1 (y * log2|x| is 0 * inf there), pow(1, y) = 1 and pow(x, 0) = 1, NaN or not.
  llvm::Value* unit = b.CreateOr(b.CreateAnd(b.CreateFCmpOEQ(ax, one), isInfinite(call, y)), b.CreateFCmpOEQ(x, one));
  return b.CreateSelect(b.CreateOr(unit, b.CreateFCmpOEQ(y, splatFloat(call, 0.0f))), one, result);
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
        case IntrinsicOp::Pow: value = powInline(call, x, component(call.args[1], i)); break;
        case IntrinsicOp::Ldexp: value = scaleByPowerOfTwo(call, x, component(call.args[1], i)); break;
        default: ice(CompilerStage::Jit, SourceSpan{}, "lowerElementwiseMath: not an elementwise op");
      }
    }
    result.comps.push_back(value);
  }
  return outcome;
}

}  // namespace cgx::jit::lowering
