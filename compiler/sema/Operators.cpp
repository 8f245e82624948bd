// Typing of Cg's unary, binary and conditional operators, as cgc 3.1 does it (measurements quoted in
// tests/sema/TypeRulesTest.cpp).
#include "sema/TypeRules.h"

#include <initializer_list>

namespace cgx::sema {

using ir::Scalar;

namespace {

// Arithmetic and bitwise operators compute bool as int (cgc: b + b is int, -b3 is int3, ~b is int).
TypeId boolAsInt(const TypeTable& types, TypeId t) {
  return types.scalarOf(t) == Scalar::Bool ? types.withScalar(t, Scalar::Int) : t;
}

OperatorTyping accepted(TypeId operand, TypeId result) { return {true, false, operand, result}; }

OperatorTyping typeArithmetic(const TypeTable& types, TypeId common) {
  const TypeId t = boolAsInt(types, common);
  return accepted(t, t);
}

// % & | ^ << >>: integral after bool becomes int; floating operands are C1021, not C1020.
OperatorTyping typeIntegral(const TypeTable& types, TypeId common) {
  const TypeId t = boolAsInt(types, common);
  if (!ir::isIntegral(types.scalarOf(t))) return {false, true, 0, 0};
  return accepted(t, t);
}

OperatorTyping typeComparison(const TypeTable& types, TypeId common) {
  return accepted(common, types.withScalar(common, Scalar::Bool));
}

// && ||: each side becomes bool of its own shape first, so any numeric kind works (b && 1.0 is fine even
// though b + 1.0 is not); the shapes then meet as in arithmetic.
OperatorTyping typeLogical(const TypeTable& types, TypeId lhs, TypeId rhs) {
  if (!types.isNumeric(lhs) || !types.isNumeric(rhs)) return {};
  const auto common = commonType(types, types.withScalar(lhs, Scalar::Bool), types.withScalar(rhs, Scalar::Bool));
  if (!common) return {};
  return accepted(*common, *common);
}

bool isErrorAny(const TypeTable& types, std::initializer_list<TypeId> ids) {
  for (TypeId id : ids) {
    if (types.isError(id)) return true;
  }
  return false;
}

// The shape both branches of `?:` meet at, without the narrowing arithmetic allows.
std::optional<TypeId> branchShape(const TypeTable& types, TypeId a, TypeId b, ir::Scalar kind) {
  const ir::Type& ta = types.get(a);
  const ir::Type& tb = types.get(b);
  if (ta.cols == 0) return TypeTable::numeric(kind, tb.rows, tb.cols);
  if (tb.cols == 0 || (ta.rows == tb.rows && ta.cols == tb.cols)) return TypeTable::numeric(kind, ta.rows, ta.cols);
  return std::nullopt;  // b ? f3 : f4, b ? m22 : m33 and b ? f3 : m13 are C1204
}

// With a vector condition of N the branches must be scalars or vectors of at least N, narrowed to N.
std::optional<TypeId> selectedShape(const TypeTable& types, unsigned n, TypeId a, TypeId b, ir::Scalar kind) {
  for (TypeId branch : {a, b}) {
    const bool fits = types.isScalar(branch) || (types.isVector(branch) && types.get(branch).cols >= n);
    if (!fits) return std::nullopt;
  }
  return TypeTable::vector(kind, n);
}

}  // namespace

OperatorTyping typeBinaryOperator(const TypeTable& types, OperatorClass op, TypeId lhs, TypeId rhs) {
  if (isErrorAny(types, {lhs, rhs})) return accepted(TypeTable::kError, TypeTable::kError);
  if (op == OperatorClass::Logical) return typeLogical(types, lhs, rhs);
  const std::optional<TypeId> common = commonType(types, lhs, rhs);
  if (!common) return {};
  switch (op) {
    case OperatorClass::Arithmetic: return typeArithmetic(types, *common);
    case OperatorClass::Modulo:
    case OperatorClass::Bitwise: return typeIntegral(types, *common);
    case OperatorClass::Comparison: return typeComparison(types, *common);
    case OperatorClass::Logical: break;  // handled above
  }
  return {};
}

OperatorError unaryOperatorError(const TypeTable& types, UnaryClass op, TypeId operand) {
  if (types.isError(operand)) return OperatorError::None;
  if (!types.isNumeric(operand)) return OperatorError::InvalidOperands;
  const Scalar s = types.scalarOf(operand);
  if (op == UnaryClass::BitNot && !ir::isIntegral(s) && s != Scalar::Bool) return OperatorError::NeedsIntegral;
  if (op == UnaryClass::IncDec && s == Scalar::Bool) return OperatorError::NeedsNumeric;
  return OperatorError::None;
}

std::optional<TypeId> typeUnaryOperator(const TypeTable& types, UnaryClass op, TypeId operand) {
  if (types.isError(operand)) return TypeTable::kError;
  if (unaryOperatorError(types, op, operand) != OperatorError::None) return std::nullopt;
  switch (op) {
    case UnaryClass::Negate:
    case UnaryClass::BitNot: return boolAsInt(types, operand);
    case UnaryClass::Not: return types.withScalar(operand, Scalar::Bool);
    case UnaryClass::IncDec: return operand;
  }
  return std::nullopt;
}

TypeId conditionalSelectorType(const TypeTable& types, TypeId condition) {
  if (types.isVector(condition)) return types.withScalar(condition, Scalar::Bool);
  return TypeTable::scalar(Scalar::Bool);
}

std::optional<TypeId> typeConditional(const TypeTable& types, TypeId condition, TypeId a, TypeId b) {
  if (isErrorAny(types, {condition, a, b})) return TypeTable::kError;
  if (!types.isNumeric(condition)) return std::nullopt;
  const bool vectorCondition = types.isVector(condition);
  if (!types.isNumeric(a) || !types.isNumeric(b)) {
    // Structs, arrays and samplers select whole: same type only, and only on a scalar condition.
    if (a != b || vectorCondition) return std::nullopt;
    return a;
  }
  // The kinds meet as in arithmetic, bool included (b ? b : 1 is int, b ? b : 1.0 is C1204).
  const auto kindCarrier = commonType(types, TypeTable::scalar(types.scalarOf(a)), TypeTable::scalar(types.scalarOf(b)));
  if (!kindCarrier) return std::nullopt;
  const Scalar kind = types.scalarOf(*kindCarrier);
  if (vectorCondition) return selectedShape(types, types.get(condition).cols, a, b, kind);
  return branchShape(types, a, b, kind);
}

}  // namespace cgx::sema
