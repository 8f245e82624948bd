#include "passes/ConstEval.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace cgx::passes {

using namespace ir;

namespace {
bool isUnsigned(Scalar s) { return s == Scalar::UInt; }
bool isInt(Scalar s) { return s == Scalar::Int || s == Scalar::CInt || s == Scalar::UInt; }

// Wraps an exact integer (|v| < 2^63) to the 32-bit kind; the cast through uint32 is defined behaviour.
double wrap(Scalar s, std::int64_t v) {
  auto u = static_cast<std::uint32_t>(static_cast<std::uint64_t>(v));
  return isUnsigned(s) ? static_cast<double>(u) : static_cast<double>(static_cast<std::int32_t>(u));
}
}  // namespace

std::optional<double> roundTo(Scalar s, double v) {
  switch (s) {
    case Scalar::Bool: return v != 0 ? 1.0 : 0.0;
    case Scalar::Int: case Scalar::CInt: case Scalar::UInt:
      if (!std::isfinite(v) || std::fabs(v) >= 9.0e18) return std::nullopt;
      return wrap(s, static_cast<std::int64_t>(std::trunc(v)));
    case Scalar::Float: case Scalar::Half: case Scalar::Fixed:
      return static_cast<double>(static_cast<float>(v));
    case Scalar::Double: case Scalar::CFloat: return v;
  }
  return std::nullopt;
}

std::optional<double> evalConvert(Scalar from, Scalar to, double v) {
  if (isInt(to) && !isInt(from) && to != Scalar::Bool) {
    // float -> int truncates and saturates, NaN -> 0: the JIT's rule at run time (Jit.h), so folding never
    // changes a result; NVIDIA GPUs' conversion (PTX cvt.rzi) clamps the same way. cgc's folder gives x86's
    // -2147483648 for any int out of range and wraps uint modulo 2^32 (ConstantFoldTest records both).
    if (std::isnan(v)) return 0.0;
    double lo = isUnsigned(to) ? 0.0 : -2147483648.0, hi = isUnsigned(to) ? 4294967295.0 : 2147483647.0;
    return std::clamp(std::trunc(v), lo, hi);
  }
  return roundTo(to, v);
}

std::optional<double> evalUnary(UnaryOp op, Scalar s, double a) {
  switch (op) {
    case UnaryOp::Neg: return isInt(s) ? wrap(s, -static_cast<std::int64_t>(a)) : roundTo(s, -a);
    case UnaryOp::Not: return a == 0 ? 1.0 : 0.0;
    case UnaryOp::BitNot: return isInt(s) ? std::optional(wrap(s, ~static_cast<std::int64_t>(a))) : std::nullopt;
  }
  return std::nullopt;
}

std::optional<double> evalBinary(BinaryOp op, Scalar s, double a, double b) {
  switch (op) {
    case BinaryOp::Lt: return a < b ? 1.0 : 0.0;
    case BinaryOp::Le: return a <= b ? 1.0 : 0.0;
    case BinaryOp::Gt: return a > b ? 1.0 : 0.0;
    case BinaryOp::Ge: return a >= b ? 1.0 : 0.0;
    case BinaryOp::Eq: return a == b ? 1.0 : 0.0;
    case BinaryOp::Ne: return a != b ? 1.0 : 0.0;
    case BinaryOp::LogAnd: return (a != 0 && b != 0) ? 1.0 : 0.0;
    case BinaryOp::LogOr: return (a != 0 || b != 0) ? 1.0 : 0.0;
    default: break;
  }
  if (s == Scalar::Bool) return std::nullopt;  // arithmetic on bool is not Cg
  if (isInt(s)) {
    // Operands are exact 32-bit values: int64 arithmetic cannot overflow, wrap() gives two's complement.
    auto x = static_cast<std::int64_t>(a), y = static_cast<std::int64_t>(b);
    switch (op) {
      case BinaryOp::Add: return wrap(s, x + y);
      case BinaryOp::Sub: return wrap(s, x - y);
      case BinaryOp::Mul: {
        auto p = static_cast<std::uint64_t>(x) * static_cast<std::uint64_t>(y);  // modular, no UB
        return wrap(s, static_cast<std::int64_t>(p & 0xffffffffu));
      }
      case BinaryOp::Div: if (y == 0) return std::nullopt; return wrap(s, x / y);  // truncates, as Cg
      case BinaryOp::Mod: if (y == 0) return std::nullopt; return wrap(s, x % y);
      case BinaryOp::Shl:
        if (y < 0 || y > 31) return std::nullopt;
        return wrap(s, static_cast<std::int64_t>((static_cast<std::uint64_t>(x) << y) & 0xffffffffu));
      case BinaryOp::Shr:
        if (y < 0 || y > 31) return std::nullopt;
        return wrap(s, x >> y);  // x is the exact value: arithmetic for int, logical for uint (x >= 0)
      case BinaryOp::BitAnd: return wrap(s, x & y);
      case BinaryOp::BitOr: return wrap(s, x | y);
      case BinaryOp::BitXor: return wrap(s, x ^ y);
      default: return std::nullopt;
    }
  }
  switch (op) {
    case BinaryOp::Add: return roundTo(s, a + b);
    case BinaryOp::Sub: return roundTo(s, a - b);
    case BinaryOp::Mul: return roundTo(s, a * b);
    // Float division by zero gives inf/NaN at run time and differs between profiles: leave it.
    case BinaryOp::Div: if (b == 0) return std::nullopt; return roundTo(s, a / b);
    default: return std::nullopt;  // float % is left to the back ends (fmod vs. Cg's definition)
  }
}

}  // namespace cgx::passes
