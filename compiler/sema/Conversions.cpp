// Implicit conversions, casts, constructors and the common type of two operands, as cgc 3.1 applies them.
// Every rule here was measured against cgc; the measurements are quoted in tests/sema/TypeRulesTest.cpp.
#include "sema/TypeRules.h"

#include <algorithm>

namespace cgx::sema {

using ir::Scalar;
using ir::Type;
using ir::TypeKind;

namespace {

bool isOneByN(const Type& t) { return t.rows == 1 || t.cols == 1; }  // a single matrix row or column

// The shape part of an implicit conversion between two numeric types (the scalar kinds always convert).
ConversionVerdict numericShapeConversion(const Type& from, const Type& to) {
  const bool fromScalar = from.cols == 0;
  const bool toScalar = to.cols == 0;
  const bool fromMatrix = from.rows != 0;
  const bool toMatrix = to.rows != 0;
  if (fromScalar) return ConversionVerdict::Ok;  // smears: float3 p = 0;
  if (from.rows == to.rows && from.cols == to.cols) return ConversionVerdict::Ok;
  if (toScalar) return ConversionVerdict::Narrowing;  // float a = p; float a = float1(2); float a = m22;
  if (!fromMatrix && !toMatrix) {
    return to.cols < from.cols ? ConversionVerdict::Narrowing : ConversionVerdict::Incompatible;
  }
  if (fromMatrix && toMatrix) {
    const bool fits = to.rows <= from.rows && to.cols <= from.cols;
    return fits ? ConversionVerdict::Narrowing : ConversionVerdict::Incompatible;
  }
  // A vector and a matrix meet only when the matrix is one row or column of the same count: float3 <->
  // float1x3 / float3x1 (C7011). float4 <-> float2x2 is C1060; float3 -> float2x1 is C1068 in cgc.
  const Type& matrix = fromMatrix ? from : to;
  const Type& vector = fromMatrix ? to : from;
  const bool sameCount = static_cast<unsigned>(matrix.rows) * matrix.cols == vector.cols;
  return isOneByN(matrix) && sameCount ? ConversionVerdict::Narrowing : ConversionVerdict::Incompatible;
}

bool samplersCompatible(const Type& from, const Type& to) {
  return from.sampler == to.sampler || from.sampler == ir::SamplerDim::Generic ||
         to.sampler == ir::SamplerDim::Generic;
}

bool arraysCompatible(const TypeTable& types, const Type& from, const Type& to) {
  // Interned arrays with the same element and length are the same id, so only the unsized parameter form
  // `float a[]` is left to accept here.
  return to.length < 0 && from.element == to.element && !types.isError(from.element);
}

// The cast part for two numeric types: implicit conversions plus equal-count reshapes.
bool numericCastAllowed(const Type& from, const Type& to) {
  if (numericShapeConversion(from, to) != ConversionVerdict::Incompatible) return true;
  const bool fromMatrix = from.rows != 0;
  const bool toMatrix = to.rows != 0;
  if (fromMatrix && from.rows == 1 && from.cols == 1) return true;  // (float2)float1x1 acts as a scalar
  const unsigned fromCount = fromMatrix ? static_cast<unsigned>(from.rows) * from.cols : from.cols;
  const unsigned toCount = toMatrix ? static_cast<unsigned>(to.rows) * to.cols : to.cols;
  return fromMatrix != toMatrix && fromCount == toCount;  // (float4)m22, (float2x2)f4
}

bool structCastAllowed(const TypeTable& types, TypeId from, TypeId to) {
  if (types.isStruct(to) && types.isNumeric(from)) {
    if (types.isScalar(from)) return true;  // (S)p.x
    const auto& fields = types.record(to).fields;
    return fields.size() == 1 && castAllowed(types, from, fields[0].type);
  }
  if (types.isStruct(from) && types.isNumeric(to)) {
    const auto& fields = types.record(from).fields;
    return !fields.empty() && castAllowed(types, fields[0].type, to);
  }
  return false;
}

// Position in Cg's promotion order for the runtime kinds.
int kindOrder(Scalar s) {
  switch (s) {
    case Scalar::Bool: return 0;
    case Scalar::Int: return 1;
    case Scalar::UInt: return 2;
    case Scalar::Fixed: return 3;
    case Scalar::Half: return 4;
    case Scalar::Float: return 5;
    case Scalar::Double: return 6;
    case Scalar::CInt:
    case Scalar::CFloat: return -1;
  }
  return -1;
}

// A compile-time literal's kind meeting a runtime kind `other`.
std::optional<Scalar> literalMeets(Scalar literal, Scalar other) {
  if (literal == Scalar::CInt) return other == Scalar::Bool ? Scalar::Int : other;  // b + 1 is int
  if (other == Scalar::Bool) return std::nullopt;  // cgc: b * 2.0 and b == 1.0 are C1020
  if (ir::isIntegral(other)) return Scalar::Float;  // i + 1.0 is float
  return other;  // h + 1.0 is half, x + 1.0 is fixed
}

std::optional<Scalar> commonScalar(Scalar a, Scalar b) {
  const bool constA = ir::isCompileTimeScalar(a);
  const bool constB = ir::isCompileTimeScalar(b);
  if (constA && constB) return a == Scalar::CFloat || b == Scalar::CFloat ? Scalar::CFloat : Scalar::CInt;
  if (constA) return literalMeets(a, b);
  if (constB) return literalMeets(b, a);
  return kindOrder(a) >= kindOrder(b) ? a : b;
}

struct Shape {
  std::uint8_t rows = 0;
  std::uint8_t cols = 0;
};

std::optional<Shape> commonShape(const Type& a, const Type& b) {
  if (a.cols == 0) return Shape{b.rows, b.cols};
  if (b.cols == 0 || (a.rows == b.rows && a.cols == b.cols)) return Shape{a.rows, a.cols};
  if (a.rows == 0 && b.rows == 0) return Shape{0, std::min(a.cols, b.cols)};
  // A matrix is involved: the matrix side decides, and the left matrix must be the smaller one.
  const Type& target = a.rows != 0 ? a : b;
  const Type& other = a.rows != 0 ? b : a;
  if (numericShapeConversion(other, target) == ConversionVerdict::Incompatible) return std::nullopt;
  return Shape{target.rows, target.cols};
}

}  // namespace

ConversionVerdict implicitConversion(const TypeTable& types, TypeId from, TypeId to) {
  if (types.isError(from) || types.isError(to)) return ConversionVerdict::Ok;
  if (from == to) return ConversionVerdict::Identical;
  const Type& f = types.get(from);
  const Type& t = types.get(to);
  // A struct passes for the interface it implements (`shade(pointLight)` for `shade(Light l)`); lowering
  // specializes the callee for the struct.
  if (f.kind == TypeKind::Struct && t.kind == TypeKind::Interface)
    return types.record(from).implements == to ? ConversionVerdict::Ok : ConversionVerdict::Incompatible;
  if (f.kind != t.kind) return ConversionVerdict::Incompatible;
  switch (f.kind) {
    case TypeKind::Numeric: return numericShapeConversion(f, t);
    case TypeKind::Sampler:
    case TypeKind::Texture:  // cgc: texture and texture2D convert both ways, texture2D and texture3D not
      return samplersCompatible(f, t) ? ConversionVerdict::Ok : ConversionVerdict::Incompatible;
    case TypeKind::Array:
      return arraysCompatible(types, f, t) ? ConversionVerdict::Ok : ConversionVerdict::Incompatible;
    default: return ConversionVerdict::Incompatible;  // structs are nominal; void, string, program
  }
}

bool castAllowed(const TypeTable& types, TypeId from, TypeId to) {
  if (types.isError(from) || types.isError(to) || from == to) return true;
  if (types.isNumeric(from) && types.isNumeric(to)) return numericCastAllowed(types.get(from), types.get(to));
  if (types.isStruct(from) || types.isStruct(to)) return structCastAllowed(types, from, to);
  return implicitConversion(types, from, to) != ConversionVerdict::Incompatible;
}

ConstructorCheck checkConstructor(const TypeTable& types, TypeId target, std::span<const TypeId> args) {
  for (TypeId arg : args) {
    if (types.isError(arg)) return {};
  }
  if (types.isError(target)) return {};
  if (args.size() == 1) {
    if (castAllowed(types, args[0], target)) return {};
    return {ConstructorVerdict::NotAllowed, 0};
  }
  const unsigned needed = types.componentCount(target);
  unsigned filled = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool scalarOrVector = types.isScalar(args[i]) || types.isVector(args[i]);
    if (!scalarOrVector) return {ConstructorVerdict::InvalidArgument, i};
    if (filled >= needed) return {ConstructorVerdict::TooMuchData, i};
    filled += types.componentCount(args[i]);
  }
  if (filled < needed) return {ConstructorVerdict::TooLittleData, 0};
  return {};
}

std::optional<TypeId> commonType(const TypeTable& types, TypeId a, TypeId b) {
  if (types.isError(a) || types.isError(b)) return TypeTable::kError;
  if (!types.isNumeric(a) || !types.isNumeric(b)) return std::nullopt;
  const Type& ta = types.get(a);
  const Type& tb = types.get(b);
  const std::optional<Scalar> kind = commonScalar(ta.scalar, tb.scalar);
  const std::optional<Shape> shape = commonShape(ta, tb);
  if (!kind || !shape) return std::nullopt;
  return TypeTable::numeric(*kind, shape->rows, shape->cols);
}

}  // namespace cgx::sema
