// Cg's typing rules as pure functions over the type table: implicit conversions, casts, constructors,
// operators and overload ranking. No AST, no diagnostics sink: callers (sema) turn a verdict into a
// diagnostic at the right span. Each rule cites what cgc 3.1 does (measured; tests/sema/TypeRulesTest.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ir/Types.h"

namespace cgx::sema {

using ir::TypeId;
using ir::TypeTable;

// ---- Implicit conversion (assignment, initialization, argument passing, return) -------------------------

enum class ConversionVerdict : std::uint8_t {
  Identical,    // same type
  Ok,           // allowed silently (scalar kind change, scalar smear to vector/matrix, cint -> int ...)
  Narrowing,    // allowed with warning C7011 "implicit cast from "float4" to "float3"" (drops components)
  Incompatible, // C1060 (widening float3 -> float4, struct to other struct, numeric <-> sampler ...)
};
// Shapes (cgc 3.1): a scalar smears to any shape; vector -> shorter vector or scalar, matrix -> matrix no
// larger in either dimension or scalar, and float3 <-> float1x3/float3x1 (a single row or column with the
// same count) are Narrowing, even float1 -> float. Anything wider, float4 <-> float2x2 and float1 -> float3
// are Incompatible. Every numeric scalar kind (bool included) converts to every other silently.
// Samplers: same dimension, or to/from the generic `sampler`. Arrays and structs: identical only (an unsized
// `float[]` accepts any length of the same element type).
ConversionVerdict implicitConversion(const TypeTable& types, TypeId from, TypeId to);

// Explicit cast `(T)e`: true when allowed; false is C1033 "cast not allowed". Everything implicitConversion
// allows, plus reshaping between a vector and a matrix of equal component count (float4 <-> float2x2) and a
// float1x1 spreading like a scalar. Still no widening: (float4)float3 and (float2)float1 are C1033.
// Structs: a scalar casts to any struct; a numeric value to a one-field struct whose field it casts to; a
// struct to a numeric type its first field casts to (cgc: float4(s) with struct S { float4 a; } is fine,
// (U)float3 with struct U { float2 a; float b; } is C1033).
bool castAllowed(const TypeTable& types, TypeId from, TypeId to);

// ---- Constructors `float4(a, b)`, `float3x3(r0, r1, r2)` ------------------------------------------------

enum class ConstructorVerdict : std::uint8_t { Ok, TooLittleData /*C1067*/, TooMuchData /*C1068*/,
                                               NotAllowed /*C1033*/,
                                               InvalidArgument /*C1066 "invalid type in type constructor"*/ };
struct ConstructorCheck {
  ConstructorVerdict verdict = ConstructorVerdict::Ok;
  std::size_t badArgument = 0;  // NotAllowed, InvalidArgument, TooMuchData: which argument
};
// `target` is numeric. One argument: the constructor is a cast (castAllowed; NotAllowed otherwise, so
// float4(p.xyz) is C1033 and float3(p) is fine). Several arguments: each must be a scalar or vector
// (matrices, samplers, structs, arrays: InvalidArgument) and contributes its components in order; an argument
// that starts when the target is already full is TooMuchData (float4(f2, f2, 1)), while the surplus of the
// argument that fills it is dropped silently (cgc accepts float4(f3, f2)); too few components: TooLittleData.
ConstructorCheck checkConstructor(const TypeTable& types, TypeId target, std::span<const TypeId> args);

// ---- Operators ------------------------------------------------------------------------------------------

enum class OperatorClass : std::uint8_t {
  Arithmetic,  // + - * /        (componentwise; `*` is never a matrix product: that is mul())
  Modulo,      // %              (integral only: C1021)
  Bitwise,     // & | ^ << >>    (integral or bool)
  Comparison,  // < > <= >= == !=  (componentwise, result bool of the common shape)
  Logical,     // && ||          (componentwise on bool shapes; no short circuit)
};
struct OperatorTyping {
  bool ok = false;
  bool modNeedsIntegers = false;  // C1021 "operands to "%" must be integral" rather than C1020; also for
                                  // the bitwise operators (cgc: `f & i` is C1021 with "&")
  TypeId operandType = 0;         // both operands convert to this
  TypeId resultType = 0;          // comparison/logical: bool of operandType's shape
};
OperatorTyping typeBinaryOperator(const TypeTable& types, OperatorClass op, TypeId lhs, TypeId rhs);

enum class UnaryClass : std::uint8_t { Negate /* + - */, Not /* ! */, BitNot /* ~ */, IncDec /* ++ -- */ };
// The result type, or nullopt (unaryOperatorError says which diagnostic). `-b` is int (bool computes as
// int), `!x` is bool of x's shape, `~` needs integral or bool operands.
std::optional<TypeId> typeUnaryOperator(const TypeTable& types, UnaryClass op, TypeId operand);

enum class OperatorError : std::uint8_t {
  None,
  InvalidOperands,  // C1020 invalid operands to "-"   (non-numeric operand)
  NeedsIntegral,    // C1021 operands to "~" must be integral
  NeedsNumeric,     // C1022 operands to "++" must be numeric (bool operand)
};
OperatorError unaryOperatorError(const TypeTable& types, UnaryClass op, TypeId operand);

// `c ? a : b`: the condition is a bool scalar or a bool vector selecting componentwise (cgc accepts float
// conditions too, converting to bool). The result is the common type of a and b; nullopt when none (C1204
// "incompatible second and third operands"). Unlike arithmetic, branches never narrow against each other
// (b ? f3 : f4 is C1204) but a vector condition of N narrows both branches to N (b2 ? f3 : f4 is float2).
// A non-numeric condition is nullopt too (cgc: C1018 "Boolean expression expected").
std::optional<TypeId> typeConditional(const TypeTable& types, TypeId condition, TypeId a, TypeId b);
// What the condition converts to: boolN for a vector condition, else bool (a float2x2 condition narrows
// to bool with C7011).
TypeId conditionalSelectorType(const TypeTable& types, TypeId condition);

// The type both sides of a binary arithmetic operation are brought to (scalar smears, common scalar kind
// by Cg's promotion order, narrowing to the smaller vector). nullopt when there is none.
// Kinds: bool < int < unsigned int < fixed < half < float < double; cint takes the other kind (bool -> int),
// cfloat takes the other floating kind (int -> float) and has no common kind with bool (cgc: `b * 2.0` is
// C1020, `b * 2.0h` is half). Shapes: vectors meet at the shorter; a matrix on the left takes the right
// operand narrowed to it, but a larger matrix on the left is C1020 (m22 + m33 is float2x2, m33 + m22 an
// error); a vector meets a single-row/column matrix of its count as that matrix.
std::optional<TypeId> commonType(const TypeTable& types, TypeId a, TypeId b);

// ---- Overload resolution (Cg specification: exact, promotion, implicit conversion) ----------------------

// cgc 3.1 has four tiers of viable matches (measured, see TypeRulesTest.cpp):
enum class ArgumentRank : std::uint8_t {
  Exact = 0,       // identical types
  Promotion = 1,   // a compile-time literal to its own runtime kind: cint -> int, cfloat -> float
  Conversion = 2,  // same shape, other scalar kind (half -> float, int -> bool, cint -> half); sampler2D ->
                   // sampler; float[4] -> float[]
  Reshape = 3,     // shape changes: smear (float -> float4), narrowing (float4 -> float3), vector <-> matrix,
                   // with or without a kind change (half3 -> float2 ties with half3 -> half2)
  None = 4,        // not viable
};
// How well an argument of type `from` fits parameter `to`. A compile-time parameter (cfloat) takes only
// compile-time arguments (literals). `isOut`: cgc ranks out/inout arguments by the reverse conversion
// (parameter -> argument, the direction the value flows back); it does not demand identical types while
// choosing. After choosing, sema must report C1113 "actual parameter #N must be same type as formal out
// parameter" for every out argument whose type is not identical to the parameter's.
ArgumentRank rankArgument(const TypeTable& types, TypeId from, TypeId to, bool isOut);

struct OverloadCandidate {
  std::vector<TypeId> params;
  std::vector<bool> outParams;   // parallel to params (empty: none are out)
  std::size_t requiredParams = 0;  // params without default arguments (calls may omit the rest)
};
struct OverloadResolution {
  enum class Outcome : std::uint8_t { Chosen, Ambiguous, NoMatch } outcome = Outcome::NoMatch;
  std::size_t chosen = 0;             // Chosen: index into candidates
  std::vector<std::size_t> tied;      // Ambiguous: the best candidates, for the C1101 note list
};
// A candidate is viable when every argument ranks better than None and the count fits. cgc then compares
// lexicographically, left to right: the first argument keeps only the candidates with its best rank, the
// second argument filters those, and so on (measured: f(float, float4) beats f(half, float) for (float,
// float), although the second argument favours f(half, float)). One survivor is Chosen; several are
// Ambiguous, listed in reverse declaration order as cgc prints them under C1101.
// Sema note: with a single candidate cgc skips ranking and reports per argument (C1102 "incompatible type
// for parameter #1 ("x")", or C1113 for an out parameter) instead of C1115.
OverloadResolution resolveOverload(const TypeTable& types, std::span<const OverloadCandidate> candidates,
                                   std::span<const TypeId> args);

// "f(float4, int)": how C1101/C1115 messages spell a call. Literals' compile-time kinds are spelled as their
// runtime kinds (cgc prints f(1.0) as "f(float)", f(1) as "f(int)").
std::string callSpelling(const TypeTable& types, const std::string& name, std::span<const TypeId> args);

}  // namespace cgx::sema
