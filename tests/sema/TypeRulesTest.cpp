// Cg's type rules, one TEST per rule family. Every expectation was measured with NVIDIA cgc 3.1.0013
// (`cgc -q -profile glslv`); the comments quote what cgc said. A call's chosen overload was observed by
// giving the candidates different struct return types and assigning the result to one of them.
#include <gtest/gtest.h>

#include <vector>

#include "sema/TypeRules.h"

namespace cgx::sema {
namespace {

using ir::Scalar;
using ir::SamplerDim;

constexpr TypeId num(Scalar s, unsigned r, unsigned c) { return TypeTable::numeric(s, r, c); }
constexpr TypeId kF = TypeTable::scalar(Scalar::Float);
constexpr TypeId kF1 = TypeTable::vector(Scalar::Float, 1);
constexpr TypeId kF2 = TypeTable::vector(Scalar::Float, 2);
constexpr TypeId kF3 = TypeTable::vector(Scalar::Float, 3);
constexpr TypeId kF4 = TypeTable::vector(Scalar::Float, 4);
constexpr TypeId kH = TypeTable::scalar(Scalar::Half);
constexpr TypeId kH2 = TypeTable::vector(Scalar::Half, 2);
constexpr TypeId kH3 = TypeTable::vector(Scalar::Half, 3);
constexpr TypeId kH4 = TypeTable::vector(Scalar::Half, 4);
constexpr TypeId kX = TypeTable::scalar(Scalar::Fixed);
constexpr TypeId kI = TypeTable::scalar(Scalar::Int);
constexpr TypeId kI3 = TypeTable::vector(Scalar::Int, 3);
constexpr TypeId kI4 = TypeTable::vector(Scalar::Int, 4);
constexpr TypeId kU = TypeTable::scalar(Scalar::UInt);
constexpr TypeId kD = TypeTable::scalar(Scalar::Double);
constexpr TypeId kB = TypeTable::scalar(Scalar::Bool);
constexpr TypeId kB2 = TypeTable::vector(Scalar::Bool, 2);
constexpr TypeId kB3 = TypeTable::vector(Scalar::Bool, 3);
constexpr TypeId kB4 = TypeTable::vector(Scalar::Bool, 4);
constexpr TypeId kCI = TypeTable::scalar(Scalar::CInt);    // the literal 1
constexpr TypeId kCF = TypeTable::scalar(Scalar::CFloat);  // the literal 1.0
constexpr TypeId kM11 = TypeTable::matrix(Scalar::Float, 1, 1);
constexpr TypeId kM13 = TypeTable::matrix(Scalar::Float, 1, 3);
constexpr TypeId kM31 = TypeTable::matrix(Scalar::Float, 3, 1);
constexpr TypeId kM21 = TypeTable::matrix(Scalar::Float, 2, 1);
constexpr TypeId kM22 = TypeTable::matrix(Scalar::Float, 2, 2);
constexpr TypeId kM23 = TypeTable::matrix(Scalar::Float, 2, 3);
constexpr TypeId kM32 = TypeTable::matrix(Scalar::Float, 3, 2);
constexpr TypeId kM33 = TypeTable::matrix(Scalar::Float, 3, 3);
constexpr TypeId kM44 = TypeTable::matrix(Scalar::Float, 4, 4);
constexpr TypeId kHM22 = TypeTable::matrix(Scalar::Half, 2, 2);
constexpr TypeId kErr = TypeTable::kError;
constexpr TypeId kS2D = TypeTable::sampler(SamplerDim::D2);
constexpr TypeId kS3D = TypeTable::sampler(SamplerDim::D3);
constexpr TypeId kSampler = TypeTable::sampler(SamplerDim::Generic);

using CV = ConversionVerdict;
using R = ArgumentRank;
using Outcome = OverloadResolution::Outcome;

class TypeRulesTest : public ::testing::Test {
 protected:
  TypeTable types;

  TypeId makeStruct(const char* name, std::vector<ir::Field> fields) {
    TypeId s = types.newStruct(name);
    types.setFields(s, std::move(fields));
    return s;
  }
  CV conv(TypeId from, TypeId to) { return implicitConversion(types, from, to); }
  bool cast(TypeId from, TypeId to) { return castAllowed(types, from, to); }
  ConstructorVerdict ctor(TypeId target, std::vector<TypeId> args) {
    return checkConstructor(types, target, args).verdict;
  }
  std::optional<TypeId> common(TypeId a, TypeId b) { return commonType(types, a, b); }
  OperatorTyping bin(OperatorClass op, TypeId a, TypeId b) { return typeBinaryOperator(types, op, a, b); }
  // The result type of a binary operator, or kBad when cgc rejects it.
  static constexpr TypeId kBad = 0xFFFFFFFF;
  TypeId binResult(OperatorClass op, TypeId a, TypeId b) {
    OperatorTyping t = bin(op, a, b);
    return t.ok ? t.resultType : kBad;
  }
  TypeId unary(UnaryClass op, TypeId a) { return typeUnaryOperator(types, op, a).value_or(kBad); }
  TypeId cond(TypeId c, TypeId a, TypeId b) { return typeConditional(types, c, a, b).value_or(kBad); }
  R rank(TypeId from, TypeId to, bool isOut = false) { return rankArgument(types, from, to, isOut); }

  // Candidates with one parameter list each (no out parameters, no defaults unless given).
  static OverloadCandidate cand(std::vector<TypeId> params, std::vector<bool> out = {}) {
    OverloadCandidate c;
    c.requiredParams = params.size();
    c.params = std::move(params);
    c.outParams = std::move(out);
    return c;
  }
  OverloadResolution resolve(const std::vector<OverloadCandidate>& cands, std::vector<TypeId> args) {
    return resolveOverload(types, cands, args);
  }
  // Index of the chosen candidate, or -1 ambiguous, -2 no match.
  int pick(const std::vector<OverloadCandidate>& cands, std::vector<TypeId> args) {
    OverloadResolution r = resolve(cands, std::move(args));
    if (r.outcome == Outcome::Chosen) return static_cast<int>(r.chosen);
    return r.outcome == Outcome::Ambiguous ? -1 : -2;
  }
};

// ---- implicit conversion ----

TEST_F(TypeRulesTest, ScalarSmearsToEveryShape) {
  // `float4 a = 1;` `float2x2 m = 1;` `float3x3 a = p.x;` `float1x1 a = p.x;` compile silently.
  EXPECT_EQ(conv(kCI, kF4), CV::Ok);
  EXPECT_EQ(conv(kCI, num(Scalar::Float, 2, 2)), CV::Ok);
  EXPECT_EQ(conv(kF, kM33), CV::Ok);
  EXPECT_EQ(conv(kF, kM11), CV::Ok);
  EXPECT_EQ(conv(kCF, kF1), CV::Ok);  // `float1 a = 2.0;`
  EXPECT_EQ(conv(kF, kF), CV::Identical);
}

TEST_F(TypeRulesTest, ScalarKindsConvertSilentlyBoolIncluded) {
  // `bool b = 1.5; int i = true; float f = b;` and `float3 a = int3(..); half3 h = a; fixed3 x = h;
  // bool3 bb = x;` all compile without a diagnostic.
  EXPECT_EQ(conv(kCF, kB), CV::Ok);
  EXPECT_EQ(conv(kB, kI), CV::Ok);
  EXPECT_EQ(conv(kB, kF), CV::Ok);
  EXPECT_EQ(conv(kI3, kF3), CV::Ok);
  EXPECT_EQ(conv(kF3, kH3), CV::Ok);
  EXPECT_EQ(conv(kH3, num(Scalar::Fixed, 0, 3)), CV::Ok);
  EXPECT_EQ(conv(num(Scalar::Fixed, 0, 3), kB3), CV::Ok);
  EXPECT_EQ(conv(kU, kF), CV::Ok);  // `unsigned int u = 1; p.x = u;` compiles
  EXPECT_EQ(conv(kHM22, kM22), CV::Ok);
}

TEST_F(TypeRulesTest, VectorNarrowingWarnsWideningFails) {
  // `float3 a = p;` -> warning C7011: implicit cast from "float4" to "float3"
  EXPECT_EQ(conv(kF4, kF3), CV::Narrowing);
  // `float a = p;` and `float1 a = p;` -> C7011 too
  EXPECT_EQ(conv(kF4, kF), CV::Narrowing);
  EXPECT_EQ(conv(kF4, kF1), CV::Narrowing);
  // `float a = float1(2.0);` -> C7011 "float1" to "float": float1 is a vector, not a scalar
  EXPECT_EQ(conv(kF1, kF), CV::Narrowing);
  // `int3 a = p;` `bool2 a = p;` -> C7011 with the kind change
  EXPECT_EQ(conv(kF4, kI3), CV::Narrowing);
  EXPECT_EQ(conv(kF4, kB2), CV::Narrowing);
  // `float4 a = p.xyz;` -> C1060 incompatible types in initialization
  EXPECT_EQ(conv(kF3, kF4), CV::Incompatible);
  // `float3 a = float1(2.0);` -> C1060: float1 does not smear
  EXPECT_EQ(conv(kF1, kF3), CV::Incompatible);
}

TEST_F(TypeRulesTest, MatrixNarrowingPerDimension) {
  // `float2x2 m = float3x3(..)` C7011; `float2x2 a = float2x3(..)` C7011; `float2x2 a = float3x2(..)` C7011
  EXPECT_EQ(conv(kM33, kM22), CV::Narrowing);
  EXPECT_EQ(conv(kM23, kM22), CV::Narrowing);
  EXPECT_EQ(conv(kM32, kM22), CV::Narrowing);
  // `float3x3 m = float2x2(..)` C1060; `float2x3 a = float3x2(..)` C1060; `float2x3 a = float2x2(..)` C1060
  EXPECT_EQ(conv(kM22, kM33), CV::Incompatible);
  EXPECT_EQ(conv(kM32, kM23), CV::Incompatible);
  EXPECT_EQ(conv(kM22, kM23), CV::Incompatible);
  // `float a = float2x2(..)` C7011; `float a = float1x1(1)` C7011
  EXPECT_EQ(conv(kM22, kF), CV::Narrowing);
  EXPECT_EQ(conv(kM11, kF), CV::Narrowing);
}

TEST_F(TypeRulesTest, VectorMatrixMeetOnlyAsOneRowOrColumnOfEqualCount) {
  // `float3x1 a = p.xyz;` `float1x3 a = p.xyz;` `float3 a = float3x1(..)` `float3 a = float1x3(..)`:
  // all C7011 "implicit cast from "float3" to "float3x1"" etc.
  EXPECT_EQ(conv(kF3, kM31), CV::Narrowing);
  EXPECT_EQ(conv(kF3, kM13), CV::Narrowing);
  EXPECT_EQ(conv(kM31, kF3), CV::Narrowing);
  EXPECT_EQ(conv(kM13, kF3), CV::Narrowing);
  // `float1 a = float1x1(1)` and `float1x1 a = float1(1)` C7011
  EXPECT_EQ(conv(kM11, kF1), CV::Narrowing);
  EXPECT_EQ(conv(kF1, kM11), CV::Narrowing);
  // `float2x2 m = p;` `float4 a = float2x2(..)` `float2 a = float2x2(..)` -> C1060
  EXPECT_EQ(conv(kF4, kM22), CV::Incompatible);
  EXPECT_EQ(conv(kM22, kF4), CV::Incompatible);
  EXPECT_EQ(conv(kM22, kF2), CV::Incompatible);
  // `float2 a = float3x1(..)` C1060; `float3x1 m = (float2)a` C1060
  EXPECT_EQ(conv(kM31, kF2), CV::Incompatible);
  EXPECT_EQ(conv(kF2, kM31), CV::Incompatible);
  // `float2x1 a = p.xyz;` is C1068 "too much data in type constructor" in cgc: an error either way
  EXPECT_EQ(conv(kF3, kM21), CV::Incompatible);
}

TEST_F(TypeRulesTest, StructsArraysSamplersConvertOnlyWhenCompatible) {
  TypeId s = makeStruct("S", {{"a", kF4, ""}});
  TypeId t = makeStruct("T", {{"a", kF4, ""}});
  // `S s; S t = s;` compiles; `T t = s;` `float4 f = s;` `S s = p;` `S s = 1;` -> C1060
  EXPECT_EQ(conv(s, s), CV::Identical);
  EXPECT_EQ(conv(s, t), CV::Incompatible);
  EXPECT_EQ(conv(s, kF4), CV::Incompatible);
  EXPECT_EQ(conv(kF4, s), CV::Incompatible);
  EXPECT_EQ(conv(kCI, s), CV::Incompatible);
  // `float b[3] = a` (float[3]) compiles; float[2], half[3], float[4] targets, float3 <-> float[3] -> C1060
  TypeId f3arr = types.array(kF, 3);
  EXPECT_EQ(conv(f3arr, types.array(kF, 3)), CV::Identical);
  EXPECT_EQ(conv(f3arr, types.array(kF, 2)), CV::Incompatible);
  EXPECT_EQ(conv(f3arr, types.array(kH, 3)), CV::Incompatible);
  EXPECT_EQ(conv(f3arr, types.array(kF, 4)), CV::Incompatible);
  EXPECT_EQ(conv(f3arr, kF3), CV::Incompatible);
  EXPECT_EQ(conv(kF3, f3arr), CV::Incompatible);
  EXPECT_EQ(conv(kCI, f3arr), CV::Incompatible);  // `float a[3] = 1;` C1060
  // an unsized array parameter `float x[]` accepts `float a[4]` (call compiles)
  EXPECT_EQ(conv(types.array(kF, 4), types.array(kF, -1)), CV::Ok);
  EXPECT_EQ(conv(types.array(kH, 4), types.array(kF, -1)), CV::Incompatible);
  // `sampler2D t = s2;` `sampler t = s2;` `sampler2D t = sg;` compile; `sampler3D t = s2;` `float f = s2;` C1060
  EXPECT_EQ(conv(kS2D, kS2D), CV::Identical);
  EXPECT_EQ(conv(kS2D, kSampler), CV::Ok);
  EXPECT_EQ(conv(kSampler, kS2D), CV::Ok);
  EXPECT_EQ(conv(kS2D, kS3D), CV::Incompatible);
  EXPECT_EQ(conv(kS2D, kF), CV::Incompatible);
  // the error type is accepted silently in both directions
  EXPECT_EQ(conv(kErr, kF4), CV::Ok);
  EXPECT_EQ(conv(s, kErr), CV::Ok);
}

// ---- casts and constructors ----

TEST_F(TypeRulesTest, CastsAllowNarrowingAndEqualCountReshapes) {
  // `(float3)f4` `(float)f4` `(float4)f` `(float2x2)f` `(float1)f` `(bool3)f3` compile
  EXPECT_TRUE(cast(kF4, kF3));
  EXPECT_TRUE(cast(kF4, kF));
  EXPECT_TRUE(cast(kF, kF4));
  EXPECT_TRUE(cast(kF, kM22));
  EXPECT_TRUE(cast(kF, kF1));
  EXPECT_TRUE(cast(kF3, kB3));
  // `(float4)m22` `(float2x2)f4` `(float3)m13` `float2x2(m33)` `(float2)m11` compile
  EXPECT_TRUE(cast(kM22, kF4));
  EXPECT_TRUE(cast(kF4, kM22));
  EXPECT_TRUE(cast(kM13, kF3));
  EXPECT_TRUE(cast(kM33, kM22));
  EXPECT_TRUE(cast(kM11, kF2));
  // `(float4)f3` `(float4)f1` `(float2)f1` `(float3x3)m22` `(float3)m22` `(float4)m33` `(float2x2)f3`
  // `(float3x3)f4` `(float2)m22` `(float3)m33` `(float2x3)m32` `(float2)m13` `(float4)m13` -> C1033
  EXPECT_FALSE(cast(kF3, kF4));
  EXPECT_FALSE(cast(kF1, kF4));
  EXPECT_FALSE(cast(kF1, kF2));
  EXPECT_FALSE(cast(kM22, kM33));
  EXPECT_FALSE(cast(kM22, kF3));
  EXPECT_FALSE(cast(kM33, kF4));
  EXPECT_FALSE(cast(kF3, kM22));
  EXPECT_FALSE(cast(kF4, kM33));
  EXPECT_FALSE(cast(kM22, kF2));
  EXPECT_FALSE(cast(kM33, kF3));
  EXPECT_FALSE(cast(kM32, kM23));
  EXPECT_FALSE(cast(kM13, kF2));
  EXPECT_FALSE(cast(kM13, kF4));
}

TEST_F(TypeRulesTest, CastsOfSamplersStructsArrays) {
  // `(sampler2D)s2` `(sampler)s2` compile; `(float4)s2` C1033
  EXPECT_TRUE(cast(kS2D, kS2D));
  EXPECT_TRUE(cast(kS2D, kSampler));
  EXPECT_FALSE(cast(kS2D, kF4));
  EXPECT_FALSE(cast(kS2D, kS3D));
  TypeId s = makeStruct("S", {{"a", kF4, ""}});
  TypeId t = makeStruct("T", {{"a", kF4, ""}});
  TypeId u = makeStruct("U", {{"a", kF2, ""}, {"b", kF, ""}});
  // `(S)s` `(S)p` `(S)p.x` compile; `(T)s` `(S)p.xyz` `(U)p.xyz` C1033
  EXPECT_TRUE(cast(s, s));
  EXPECT_TRUE(cast(kF4, s));
  EXPECT_TRUE(cast(kF, s));
  EXPECT_FALSE(cast(s, t));
  EXPECT_FALSE(cast(kF3, s));
  EXPECT_FALSE(cast(kF3, u));
  // `float4(s)` compiles; `(float2)u` compiles; `(float3)u` `(float4)u` C1033
  EXPECT_TRUE(cast(s, kF4));
  EXPECT_TRUE(cast(u, kF2));
  EXPECT_FALSE(cast(u, kF3));
  EXPECT_FALSE(cast(u, kF4));
  // `(float[2])a` with float a[2] compiles; `float4(a)` with float a[4] is C1033
  EXPECT_TRUE(cast(types.array(kF, 2), types.array(kF, 2)));
  EXPECT_FALSE(cast(types.array(kF, 4), kF4));
}

TEST_F(TypeRulesTest, OneArgumentConstructorIsACast) {
  // `float4(p.xyz)` and `float4(f1)` -> C1033 cast not allowed; `float3(f4)` `float4(m22)` `float2x2(f4)`
  // `float4(1)` `float1x1(f)` `float4(h4)` `float4(b4)` `int4(f4)` `float2(m11)` compile
  EXPECT_EQ(ctor(kF4, {kF3}), ConstructorVerdict::NotAllowed);
  EXPECT_EQ(ctor(kF4, {kF1}), ConstructorVerdict::NotAllowed);
  EXPECT_EQ(ctor(kF4, {kS2D}), ConstructorVerdict::NotAllowed);  // `float4(s2)` C1033
  EXPECT_EQ(ctor(kM33, {kM22}), ConstructorVerdict::NotAllowed);  // `float3x3(m22)` C1033
  EXPECT_EQ(ctor(kF3, {kF4}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kM22}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kM22, {kF4}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kCI}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kM11, {kF}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kH4}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kB4}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kI4, {kF4}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF2, {kM11}), ConstructorVerdict::Ok);
  ConstructorCheck c = checkConstructor(types, kF4, std::vector<TypeId>{kF3});
  EXPECT_EQ(c.badArgument, 0u);
}

TEST_F(TypeRulesTest, ManyArgumentConstructorCountsComponents) {
  // `float4(f3,1)` `float2x2(1,2,3,4)` `float2x2(f2,f2)` `float4(b,i,h,x)` `float4(f2,b2)` compile
  EXPECT_EQ(ctor(kF4, {kF3, kCI}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kM22, {kCI, kCI, kCI, kCI}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kM22, {kF2, kF2}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kB, kI, kH, kX}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kF2, kB2}), ConstructorVerdict::Ok);
  // `float4(f,f)` -> C1067 too little data in type constructor
  EXPECT_EQ(ctor(kF4, {kF, kF}), ConstructorVerdict::TooLittleData);
  // `float4(f2,f2,1)` `float4(f2,f2,f2)` `float2x2(f,f,f2,f2)` -> C1068 too much data
  EXPECT_EQ(ctor(kF4, {kF2, kF2, kCI}), ConstructorVerdict::TooMuchData);
  EXPECT_EQ(ctor(kF4, {kF2, kF2, kF2}), ConstructorVerdict::TooMuchData);
  EXPECT_EQ(ctor(kM22, {kF, kF, kF2, kF2}), ConstructorVerdict::TooMuchData);
  ConstructorCheck over = checkConstructor(types, kF4, std::vector<TypeId>{kF2, kF2, kCI});
  EXPECT_EQ(over.badArgument, 2u);
  // but the argument that fills the target may overflow it: `float4(f3,f2)` `float4(f2,f3)` `float4(f,f4)`
  // `float3(f2,f2)` `float2x2(f3,f3)` `float2x2(f3,f)` all compile silently
  EXPECT_EQ(ctor(kF4, {kF3, kF2}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kF2, kF3}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF4, {kF, kF4}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kF3, {kF2, kF2}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kM22, {kF3, kF3}), ConstructorVerdict::Ok);
  EXPECT_EQ(ctor(kM22, {kF3, kF}), ConstructorVerdict::Ok);
}

TEST_F(TypeRulesTest, ManyArgumentConstructorRejectsMatricesAndNonNumerics) {
  TypeId s = makeStruct("S", {{"a", kF4, ""}});
  // `float4(m22,1)` `float4(f2,m11,f)` `float4(f2,s2)` `float4(s,1)` -> C1066 invalid type in type constructor
  ConstructorCheck m = checkConstructor(types, kF4, std::vector<TypeId>{kM22, kCI});
  EXPECT_EQ(m.verdict, ConstructorVerdict::InvalidArgument);
  EXPECT_EQ(m.badArgument, 0u);
  ConstructorCheck m11 = checkConstructor(types, kF4, std::vector<TypeId>{kF2, kM11, kF});
  EXPECT_EQ(m11.verdict, ConstructorVerdict::InvalidArgument);
  EXPECT_EQ(m11.badArgument, 1u);
  EXPECT_EQ(ctor(kF4, {kF2, kS2D}), ConstructorVerdict::InvalidArgument);
  EXPECT_EQ(ctor(kF4, {s, kCI}), ConstructorVerdict::InvalidArgument);
  // an argument of the error type silences the check
  EXPECT_EQ(ctor(kF4, {kErr, kF}), ConstructorVerdict::Ok);
}

// ---- common type and binary operators ----

TEST_F(TypeRulesTest, CommonScalarKindFollowsPromotionOrder) {
  // i+f float, h+f float, h+i half, x+h half, x+f float, x+i fixed, b+i int, b+f float, u+i unsigned int,
  // u+x fixed, u+b unsigned int, u+f float, d+f double
  EXPECT_EQ(common(kI, kF), kF);
  EXPECT_EQ(common(kH, kF), kF);
  EXPECT_EQ(common(kH, kI), kH);
  EXPECT_EQ(common(kX, kH), kH);
  EXPECT_EQ(common(kX, kF), kF);
  EXPECT_EQ(common(kX, kI), kX);
  EXPECT_EQ(common(kB, kI), kI);
  EXPECT_EQ(common(kB, kF), kF);
  EXPECT_EQ(common(kU, kI), kU);
  EXPECT_EQ(common(kI, kU), kU);
  EXPECT_EQ(common(kU, kX), kX);
  EXPECT_EQ(common(kU, kB), kU);
  EXPECT_EQ(common(kU, kF), kF);
  EXPECT_EQ(common(kD, kF), kD);
  EXPECT_EQ(common(kB, kB), kB);  // comparisons keep bool: b==b is bool
}

TEST_F(TypeRulesTest, LiteralsTakeTheOtherOperandsKind) {
  // h+1.0 half, h+1 half, x+1.0 fixed, x+1 fixed, i+1 int, f+1 float, i+1.0 float, h2+1.0 half2,
  // i2+1.0 float2, b+1 int, u+1 unsigned int, 1+1.0 "float" (cfloat), 1+1 "int" (cint: k(1+1) passes to a
  // cfloat parameter)
  EXPECT_EQ(common(kH, kCF), kH);
  EXPECT_EQ(common(kH, kCI), kH);
  EXPECT_EQ(common(kX, kCF), kX);
  EXPECT_EQ(common(kX, kCI), kX);
  EXPECT_EQ(common(kI, kCI), kI);
  EXPECT_EQ(common(kF, kCI), kF);
  EXPECT_EQ(common(kI, kCF), kF);
  EXPECT_EQ(common(kH2, kCF), kH2);
  EXPECT_EQ(common(num(Scalar::Int, 0, 2), kCF), kF2);
  EXPECT_EQ(common(kB, kCI), kI);
  EXPECT_EQ(common(kU, kCI), kU);
  EXPECT_EQ(common(kCI, kCF), kCF);
  EXPECT_EQ(common(kCI, kCI), kCI);
  // `b+1.0` `b*2.0` `b4*2.0` `b2*1.0` -> C1020 invalid operands; `b*2.0h` is half, `b+1.0f` float
  EXPECT_EQ(common(kB, kCF), std::nullopt);
  EXPECT_EQ(common(kB4, kCF), std::nullopt);
  EXPECT_EQ(common(kB, kH), kH);
  EXPECT_EQ(common(kB, kF), kF);
}

TEST_F(TypeRulesTest, CommonShapeOfVectorsAndScalars) {
  // f+f4 float4, f3+f4 and f4+f3 float3 (C7011 on the float4), f1+f float1, f1+f3 float1, b2*f float2,
  // b*f4 float4, m22+f float2x2, f+m11 float1x1
  EXPECT_EQ(common(kF, kF4), kF4);
  EXPECT_EQ(common(kF3, kF4), kF3);
  EXPECT_EQ(common(kF4, kF3), kF3);
  EXPECT_EQ(common(kF1, kF), kF1);
  EXPECT_EQ(common(kF1, kF3), kF1);
  EXPECT_EQ(common(kB2, kF), kF2);
  EXPECT_EQ(common(kB, kF4), kF4);
  EXPECT_EQ(common(kM22, kF), kM22);
  EXPECT_EQ(common(kF, kM11), kM11);
  EXPECT_EQ(common(kM22, kHM22), kM22);  // m22+hm22 float2x2
}

TEST_F(TypeRulesTest, CommonShapeOfMatricesIsTheLeftOne) {
  // m22+m33 float2x2 (C7011), m33+m22 C1020; m22+m23 float2x2, m23+m22 C1020; m22+m32 float2x2,
  // m32+m22 C1020; m23+m33 float2x3, m33+m23 C1020; m33+m44 float3x3, m44+m33 C1020; m32+m33 float3x2;
  // m23+m32, m32+m23, m33+m32 C1020
  EXPECT_EQ(common(kM22, kM33), kM22);
  EXPECT_EQ(common(kM33, kM22), std::nullopt);
  EXPECT_EQ(common(kM22, kM23), kM22);
  EXPECT_EQ(common(kM23, kM22), std::nullopt);
  EXPECT_EQ(common(kM22, kM32), kM22);
  EXPECT_EQ(common(kM32, kM22), std::nullopt);
  EXPECT_EQ(common(kM23, kM33), kM23);
  EXPECT_EQ(common(kM33, kM23), std::nullopt);
  EXPECT_EQ(common(kM33, kM44), kM33);
  EXPECT_EQ(common(kM44, kM33), std::nullopt);
  EXPECT_EQ(common(kM32, kM33), kM32);
  EXPECT_EQ(common(kM23, kM32), std::nullopt);
  EXPECT_EQ(common(kM32, kM23), std::nullopt);
  // vector with matrix: m13+f3 and f3+m13 float1x3, m31+f3 and f3+m31 float3x1, f1+m11 and m11+f1
  // float1x1; m22+f4, f2+m22, f2+m13 C1020 (m13+f4, m11+f3 are C1068 in cgc: errors either way)
  EXPECT_EQ(common(kM13, kF3), kM13);
  EXPECT_EQ(common(kF3, kM13), kM13);
  EXPECT_EQ(common(kM31, kF3), kM31);
  EXPECT_EQ(common(kF3, kM31), kM31);
  EXPECT_EQ(common(kF1, kM11), kM11);
  EXPECT_EQ(common(kM11, kF1), kM11);
  EXPECT_EQ(common(kM22, kF4), std::nullopt);
  EXPECT_EQ(common(kF2, kM22), std::nullopt);
  EXPECT_EQ(common(kF2, kM13), std::nullopt);
  EXPECT_EQ(common(kM13, kF4), std::nullopt);
  // non-numeric operands have no common type; the error type is accepted
  EXPECT_EQ(common(kS2D, kS2D), std::nullopt);
  EXPECT_EQ(common(kErr, kF), kErr);
}

TEST_F(TypeRulesTest, ArithmeticComputesBoolAsInt) {
  using enum OperatorClass;
  // b+b int, b4*b4 int4, b*i int, b4*2 int4, b4*f float4, m22*f2 and f2*m22 C1020 (`*` is not mul)
  EXPECT_EQ(binResult(Arithmetic, kB, kB), kI);
  EXPECT_EQ(binResult(Arithmetic, kB4, kB4), kI4);
  EXPECT_EQ(binResult(Arithmetic, kB, kI), kI);
  EXPECT_EQ(binResult(Arithmetic, kB4, kCI), kI4);
  EXPECT_EQ(binResult(Arithmetic, kB4, kF), kF4);
  EXPECT_EQ(binResult(Arithmetic, kM22, kF2), kBad);
  EXPECT_EQ(binResult(Arithmetic, kF2, kM22), kBad);
  EXPECT_EQ(binResult(Arithmetic, kF3, kF4), kF3);
  EXPECT_EQ(binResult(Arithmetic, kB4, kCF), kBad);  // `b4*2.0` C1020
  OperatorTyping t = bin(Arithmetic, kB, kF4);
  EXPECT_TRUE(t.ok);
  EXPECT_FALSE(t.modNeedsIntegers);
  EXPECT_EQ(t.operandType, kF4);
  EXPECT_EQ(bin(Arithmetic, kS2D, kF).ok, false);  // `-s2`, `s2==s2`: samplers are never operands
  EXPECT_TRUE(bin(Arithmetic, kErr, kS2D).ok);
}

TEST_F(TypeRulesTest, ModuloAndBitwiseNeedIntegers) {
  using enum OperatorClass;
  // i%i int, i2%i int2, b%b int, b%i int, u%i unsigned int, i3%i4 int3 (C7011), int2x2 % 2 int2x2
  EXPECT_EQ(binResult(Modulo, kI, kI), kI);
  EXPECT_EQ(binResult(Modulo, num(Scalar::Int, 0, 2), kI), num(Scalar::Int, 0, 2));
  EXPECT_EQ(binResult(Modulo, kB, kB), kI);
  EXPECT_EQ(binResult(Modulo, kB, kI), kI);
  EXPECT_EQ(binResult(Modulo, kU, kI), kU);
  EXPECT_EQ(binResult(Modulo, kI3, kI4), kI3);
  EXPECT_EQ(binResult(Modulo, num(Scalar::Int, 2, 2), kCI), num(Scalar::Int, 2, 2));
  // f%f, i%f, i%1.0, f%1, m22%m22 -> C1021 operands to "%" must be integral
  for (auto [a, b] : {std::pair{kF, kF}, {kI, kF}, {kI, kCF}, {kF, kCI}, {kM22, kM22}}) {
    OperatorTyping t = bin(Modulo, a, b);
    EXPECT_FALSE(t.ok);
    EXPECT_TRUE(t.modNeedsIntegers);
  }
  // i&i int, b&b int, b&i int, i3|i int3, i<<1 int, b<<1 int, u^i unsigned int, i2&b2 int2, 1&1 int
  EXPECT_EQ(binResult(Bitwise, kI, kI), kI);
  EXPECT_EQ(binResult(Bitwise, kB, kB), kI);
  EXPECT_EQ(binResult(Bitwise, kB, kI), kI);
  EXPECT_EQ(binResult(Bitwise, kI3, kI), kI3);
  EXPECT_EQ(binResult(Bitwise, kB, kCI), kI);
  EXPECT_EQ(binResult(Bitwise, kU, kI), kU);
  EXPECT_EQ(binResult(Bitwise, num(Scalar::Int, 0, 2), kB2), num(Scalar::Int, 0, 2));
  EXPECT_EQ(binResult(Bitwise, kCI, kCI), kCI);
  // f&i, i<<f -> C1021 operands to "&" / "<<" must be integral
  EXPECT_TRUE(bin(Bitwise, kF, kI).modNeedsIntegers);
  EXPECT_TRUE(bin(Bitwise, kI, kF).modNeedsIntegers);
  EXPECT_FALSE(bin(Bitwise, kI, kF).ok);
  // a shape mismatch is C1020, not C1021
  EXPECT_FALSE(bin(Modulo, num(Scalar::Int, 2, 2), kI4).modNeedsIntegers);
}

TEST_F(TypeRulesTest, ComparisonsGiveBoolOfTheCommonShape) {
  using enum OperatorClass;
  // f<f bool, f3<f4 bool3 (C7011), f3==f bool3, i<f bool, b==b bool, b<b bool, b3==b3 bool3, b<1 bool,
  // m22==m22 bool2x2, m22<m22 bool2x2, m22==m33 bool2x2 (C7011)
  EXPECT_EQ(binResult(Comparison, kF, kF), kB);
  EXPECT_EQ(binResult(Comparison, kF3, kF4), kB3);
  EXPECT_EQ(binResult(Comparison, kF3, kF), kB3);
  EXPECT_EQ(binResult(Comparison, kI, kF), kB);
  EXPECT_EQ(binResult(Comparison, kB, kB), kB);
  EXPECT_EQ(binResult(Comparison, kB3, kB3), kB3);
  EXPECT_EQ(binResult(Comparison, kB, kCI), kB);
  EXPECT_EQ(binResult(Comparison, kM22, kM22), num(Scalar::Bool, 2, 2));
  EXPECT_EQ(binResult(Comparison, kM22, kM33), num(Scalar::Bool, 2, 2));
  OperatorTyping t = bin(Comparison, kI, kF);
  EXPECT_EQ(t.operandType, kF);
  // b==1.0, s2==s2 -> C1020
  EXPECT_EQ(binResult(Comparison, kB, kCF), kBad);
  EXPECT_EQ(binResult(Comparison, kS2D, kS2D), kBad);
}

TEST_F(TypeRulesTest, LogicalOperatorsWorkOnAnyNumericAsBool) {
  using enum OperatorClass;
  // f&&f bool, b&&b bool, b3&&b3 bool3, b3&&b bool3, f3&&f3 bool3, i&&f bool, b&&1.0 bool (unlike b+1.0),
  // m22&&m22 bool2x2, f3||b bool3, b3&&b4 and b4&&b3 bool3 (C7011)
  EXPECT_EQ(binResult(Logical, kF, kF), kB);
  EXPECT_EQ(binResult(Logical, kB, kB), kB);
  EXPECT_EQ(binResult(Logical, kB3, kB3), kB3);
  EXPECT_EQ(binResult(Logical, kB3, kB), kB3);
  EXPECT_EQ(binResult(Logical, kF3, kF3), kB3);
  EXPECT_EQ(binResult(Logical, kI, kF), kB);
  EXPECT_EQ(binResult(Logical, kB, kCF), kB);
  EXPECT_EQ(binResult(Logical, kM22, kM22), num(Scalar::Bool, 2, 2));
  EXPECT_EQ(binResult(Logical, kF3, kB), kB3);
  EXPECT_EQ(binResult(Logical, kB3, kB4), kB3);
  EXPECT_EQ(binResult(Logical, kB4, kB3), kB3);
  EXPECT_EQ(bin(Logical, kF3, kF3).operandType, kB3);
  EXPECT_EQ(binResult(Logical, kS2D, kB), kBad);
}

TEST_F(TypeRulesTest, UnaryOperators) {
  using enum UnaryClass;
  // -b int, -b3 int3, +b int, -i int, -u unsigned int, -f3 float3, -m22 float2x2, -1 int, -1.0 float
  EXPECT_EQ(unary(Negate, kB), kI);
  EXPECT_EQ(unary(Negate, kB3), kI3);
  EXPECT_EQ(unary(Negate, kI), kI);
  EXPECT_EQ(unary(Negate, kU), kU);
  EXPECT_EQ(unary(Negate, kF3), kF3);
  EXPECT_EQ(unary(Negate, kM22), kM22);
  EXPECT_EQ(unary(Negate, kCF), kCF);
  // !f bool, !f3 bool3, !i bool, !b3 bool3, !m22 bool2x2, !1.0 bool
  EXPECT_EQ(unary(Not, kF), kB);
  EXPECT_EQ(unary(Not, kF3), kB3);
  EXPECT_EQ(unary(Not, kI), kB);
  EXPECT_EQ(unary(Not, kB3), kB3);
  EXPECT_EQ(unary(Not, kM22), num(Scalar::Bool, 2, 2));
  EXPECT_EQ(unary(Not, kCF), kB);
  // ~i int, ~i3 int3, ~u unsigned int, ~b int, ~1 int; ~f -> C1021 operands to "~" must be integral
  EXPECT_EQ(unary(BitNot, kI), kI);
  EXPECT_EQ(unary(BitNot, kI3), kI3);
  EXPECT_EQ(unary(BitNot, kU), kU);
  EXPECT_EQ(unary(BitNot, kB), kI);
  EXPECT_EQ(unary(BitNot, kCI), kCI);
  EXPECT_EQ(unary(BitNot, kF), kBad);
  EXPECT_EQ(unaryOperatorError(types, BitNot, kF), OperatorError::NeedsIntegral);
  // f++ i-- --f v++ (float3) m++ (float2x2) ++h x++ compile; b++ -> C1022 operands to "++" must be numeric
  EXPECT_EQ(unary(IncDec, kF), kF);
  EXPECT_EQ(unary(IncDec, kF3), kF3);
  EXPECT_EQ(unary(IncDec, kM22), kM22);
  EXPECT_EQ(unary(IncDec, kX), kX);
  EXPECT_EQ(unary(IncDec, kB), kBad);
  EXPECT_EQ(unaryOperatorError(types, IncDec, kB), OperatorError::NeedsNumeric);
  // -s2, !s2 -> C1020 invalid operands
  EXPECT_EQ(unary(Negate, kS2D), kBad);
  EXPECT_EQ(unary(Not, kS2D), kBad);
  EXPECT_EQ(unaryOperatorError(types, Negate, kS2D), OperatorError::InvalidOperands);
  EXPECT_EQ(unaryOperatorError(types, Negate, kF), OperatorError::None);
  EXPECT_EQ(unary(Not, kErr), kErr);
}

TEST_F(TypeRulesTest, ConditionalBranchesMeetWithoutNarrowing) {
  // b?f:f4 float4, f?f:f float, i?h:x half, b?i:f float, b?b:1 int, b?1:1.0 float, b?h:1.0 half,
  // b?b:f float, b?s2:s2 sampler2D, m22?f:f float (C7011 "float2x2" to "bool" on the condition)
  EXPECT_EQ(cond(kB, kF, kF4), kF4);
  EXPECT_EQ(cond(kF, kF, kF), kF);
  EXPECT_EQ(cond(kI, kH, kX), kH);
  EXPECT_EQ(cond(kB, kI, kF), kF);
  EXPECT_EQ(cond(kB, kB, kCI), kI);
  EXPECT_EQ(cond(kB, kCI, kCF), kCF);
  EXPECT_EQ(cond(kB, kH, kCF), kH);
  EXPECT_EQ(cond(kB, kB, kF), kF);
  EXPECT_EQ(cond(kB, kS2D, kS2D), kS2D);
  EXPECT_EQ(cond(kM22, kF, kF), kF);
  EXPECT_EQ(conditionalSelectorType(types, kM22), kB);
  EXPECT_EQ(conditionalSelectorType(types, kF), kB);
  // b?f3:f4, b?f4:f3, b?m22:m33, b?m33:m22, b?f3:m13, b?b:1.0 -> C1204 incompatible second and third operands
  EXPECT_EQ(cond(kB, kF3, kF4), kBad);
  EXPECT_EQ(cond(kB, kF4, kF3), kBad);
  EXPECT_EQ(cond(kB, kM22, kM33), kBad);
  EXPECT_EQ(cond(kB, kM33, kM22), kBad);
  EXPECT_EQ(cond(kB, kF3, kM13), kBad);
  EXPECT_EQ(cond(kB, kB, kCF), kBad);
  // s2?f:f -> C1018 Boolean expression expected
  EXPECT_EQ(cond(kS2D, kF, kF), kBad);
  EXPECT_EQ(cond(kErr, kF, kF), kErr);
}

TEST_F(TypeRulesTest, ConditionalWithVectorConditionSelectsComponentwise) {
  // b3?f3:f3 float3, b3?f:f float3, b3?f:f3 float3, f3?f3:f3 float3, b2?f3:f3 float2 (C7011 twice),
  // b2?f3:f4 float2, b3?f3:f4 float3 (C7011 on the float4)
  EXPECT_EQ(cond(kB3, kF3, kF3), kF3);
  EXPECT_EQ(cond(kB3, kF, kF), kF3);
  EXPECT_EQ(cond(kB3, kF, kF3), kF3);
  EXPECT_EQ(cond(kF3, kF3, kF3), kF3);
  EXPECT_EQ(cond(kB2, kF3, kF3), kF2);
  EXPECT_EQ(cond(kB2, kF3, kF4), kF2);
  EXPECT_EQ(cond(kB3, kF3, kF4), kF3);
  EXPECT_EQ(conditionalSelectorType(types, kF3), kB3);
  // b4?f3:f3, b2?m22:m22 -> C1204
  EXPECT_EQ(cond(kB4, kF3, kF3), kBad);
  EXPECT_EQ(cond(kB2, kM22, kM22), kBad);
}

TEST_F(TypeRulesTest, ConditionalOnStructsAndArraysNeedsTheSameType) {
  TypeId s = makeStruct("S", {{"a", kF, ""}});
  TypeId t = makeStruct("T", {{"a", kF, ""}});
  TypeId arr = types.array(kF, 2);
  // `b ? s : s` compiles; `b ? s : t` C1204; a bool3 condition with structs C1204; `p.x>0 ? a : c` with
  // float a[2], c[2] compiles
  EXPECT_EQ(cond(kB, s, s), s);
  EXPECT_EQ(cond(kB, s, t), kBad);
  EXPECT_EQ(cond(kB3, s, s), kBad);
  EXPECT_EQ(cond(kB, arr, arr), arr);
  EXPECT_EQ(cond(kB, s, kF), kBad);
}

// ---- overload resolution ----

TEST_F(TypeRulesTest, ArgumentRanksHaveFourTiers) {
  EXPECT_EQ(rank(kF, kF), R::Exact);
  // literals promote to their runtime kind only: f(int)/f(float) with 1 picks f(int); f(float)/f(half)
  // with 1.0 picks f(float); f(cfloat)/f(float) with 1.0 picks f(cfloat)
  EXPECT_EQ(rank(kCI, kI), R::Promotion);
  EXPECT_EQ(rank(kCF, kF), R::Promotion);
  EXPECT_EQ(rank(kCF, kCF), R::Exact);
  EXPECT_EQ(rank(kCF, kH), R::Conversion);
  EXPECT_EQ(rank(kCI, kF), R::Conversion);
  EXPECT_EQ(rank(kCI, kCF), R::Conversion);
  // same-shape kind changes are all alike: f(int)/f(float) with half, bool, fixed is ambiguous
  EXPECT_EQ(rank(kH, kF), R::Conversion);
  EXPECT_EQ(rank(kB, kI), R::Conversion);
  EXPECT_EQ(rank(kX, kH), R::Conversion);
  EXPECT_EQ(rank(kHM22, kM22), R::Conversion);
  // shape changes rank below kind changes, with or without a kind change
  EXPECT_EQ(rank(kF, kF4), R::Reshape);
  EXPECT_EQ(rank(kF4, kF3), R::Reshape);
  EXPECT_EQ(rank(kH3, kF2), R::Reshape);
  EXPECT_EQ(rank(kF, kF1), R::Reshape);
  EXPECT_EQ(rank(kF1, kF), R::Reshape);
  EXPECT_EQ(rank(kM31, kF3), R::Reshape);
  EXPECT_EQ(rank(kM44, kM33), R::Reshape);
  // not viable: widening, float1 -> float3 (f(float3)/f(float2) with float1: C1115), structs, arrays
  EXPECT_EQ(rank(kF3, kF4), R::None);
  EXPECT_EQ(rank(kF1, kF3), R::None);
  EXPECT_EQ(rank(types.array(kF, 4), types.array(kF, 3)), R::None);  // C1115 "f(float[4])"
  EXPECT_EQ(rank(types.array(kF, 3), types.array(kH, 3)), R::None);
  EXPECT_EQ(rank(types.array(kF, 4), types.array(kF, -1)), R::Conversion);
  EXPECT_EQ(rank(kS2D, kSampler), R::Conversion);
  EXPECT_EQ(rank(kS2D, kS3D), R::None);
  // a cfloat parameter takes literals only: k(p.x), k(1.0h), k(true), k(1.0*p.x) -> C1102; k(1), k(1.0) fine
  EXPECT_EQ(rank(kF, kCF), R::None);
  EXPECT_EQ(rank(kH, kCF), R::None);
  EXPECT_EQ(rank(kB, kCF), R::None);
  EXPECT_EQ(rank(kErr, kF), R::Exact);
}

TEST_F(TypeRulesTest, OutArgumentsRankByTheReverseConversion) {
  // f(out float4)/f(out float2) with float3 picks f(out float4) (then C1113); f(out float4)/f(float2) with
  // float3 is ambiguous; f(out float4)/f(half3) with float3 picks f(half3); f(out float4)/f(out half3)
  // picks f(out half3); f(out float)/f(out half) with int is ambiguous (C1101, not C1115)
  EXPECT_EQ(rank(kF3, kF4, true), R::Reshape);
  EXPECT_EQ(rank(kF3, kF2, true), R::None);
  EXPECT_EQ(rank(kF3, kH3, true), R::Conversion);
  EXPECT_EQ(rank(kF3, kF, true), R::Reshape);
  EXPECT_EQ(rank(kF3, kF3, true), R::Exact);
  EXPECT_EQ(rank(kF3, kM33, true), R::None);
  std::vector<OverloadCandidate> outs{cand({kF4}, {true}), cand({kF2}, {true})};
  EXPECT_EQ(pick(outs, {kF3}), 0);
  std::vector<OverloadCandidate> mixed{cand({kF4}, {true}), cand({kF2})};
  EXPECT_EQ(pick(mixed, {kF3}), -1);
  std::vector<OverloadCandidate> kinds{cand({kF4}, {true}), cand({kH3})};
  EXPECT_EQ(pick(kinds, {kF3}), 1);
  std::vector<OverloadCandidate> ints{cand({kF}, {true}), cand({kH}, {true})};
  EXPECT_EQ(pick(ints, {kI}), -1);
}

TEST_F(TypeRulesTest, OverloadsOnOneArgument) {
  std::vector<OverloadCandidate> intFloat{cand({kI}), cand({kF})};
  // f(int)/f(float): 1 -> f(int), 1.0 -> f(float), int var -> f(int), p.x -> f(float);
  // 1.0h, true, half, fixed, bool, float2, float1 -> C1101 ambiguous
  EXPECT_EQ(pick(intFloat, {kCI}), 0);
  EXPECT_EQ(pick(intFloat, {kCF}), 1);
  EXPECT_EQ(pick(intFloat, {kI}), 0);
  EXPECT_EQ(pick(intFloat, {kF}), 1);
  for (TypeId arg : {kH, kB, kX, kF2, kF1}) EXPECT_EQ(pick(intFloat, {arg}), -1) << types.name(arg);
  std::vector<OverloadCandidate> floatHalf{cand({kF}), cand({kH})};
  // f(float)/f(half): 1, int, fixed, bool, float1, float2 -> C1101; 1.0, 1.0f -> f(float); 1.0h -> f(half)
  for (TypeId arg : {kCI, kI, kX, kB, kF1, kF2}) EXPECT_EQ(pick(floatHalf, {arg}), -1) << types.name(arg);
  EXPECT_EQ(pick(floatHalf, {kCF}), 0);
  EXPECT_EQ(pick(floatHalf, {kH}), 1);
  // f(float)/f(float2): float1 -> f(float) (C7011), half -> f(float), half2 -> f(float2), float3, float4,
  // float1x2 -> ambiguous, float2x2 -> f(float) (C7011)
  std::vector<OverloadCandidate> floatFloat2{cand({kF}), cand({kF2})};
  EXPECT_EQ(pick(floatFloat2, {kF1}), 0);
  EXPECT_EQ(pick(floatFloat2, {kH}), 0);
  EXPECT_EQ(pick(floatFloat2, {kH2}), 1);
  EXPECT_EQ(pick(floatFloat2, {kF3}), -1);
  EXPECT_EQ(pick(floatFloat2, {kF4}), -1);
  EXPECT_EQ(pick(floatFloat2, {num(Scalar::Float, 1, 2)}), -1);
  EXPECT_EQ(pick(floatFloat2, {kM22}), 0);
}

TEST_F(TypeRulesTest, KindChangeBeatsShapeChange) {
  // f(float4)/f(half) with 1.0 -> f(half); f(float3)/f(half4) with float4 -> f(half4);
  // f(half3)/f(half4) with float4 -> f(half4), with float3 -> f(half3); f(float3)/f(half2) with half3 ->
  // f(float3); f(float3)/f(half3x1) with float3x1 -> f(half3x1); f(float1)/f(half) with float -> f(half)
  EXPECT_EQ(pick({cand({kF4}), cand({kH})}, {kCF}), 1);
  EXPECT_EQ(pick({cand({kF3}), cand({kH4})}, {kF4}), 1);
  EXPECT_EQ(pick({cand({kH3}), cand({kH4})}, {kF4}), 1);
  EXPECT_EQ(pick({cand({kH3}), cand({kH4})}, {kF3}), 0);
  EXPECT_EQ(pick({cand({kF3}), cand({kH2})}, {kH3}), 0);
  EXPECT_EQ(pick({cand({kF3}), cand({num(Scalar::Half, 3, 1)})}, {kM31}), 1);
  EXPECT_EQ(pick({cand({kF1}), cand({kH})}, {kF}), 1);
  // all shape changes tie: f(float3)/f(float2) with float4, with 1.0 and with float2x1 -> C1101;
  // f(float2)/f(half2) with half3 -> C1101; f(float4)/f(half4) with 1.0h -> C1101; f(float1)/f(float4)
  // with float -> C1101
  EXPECT_EQ(pick({cand({kF3}), cand({kF2})}, {kF4}), -1);
  EXPECT_EQ(pick({cand({kF3}), cand({kF2})}, {kCF}), -1);
  EXPECT_EQ(pick({cand({kF2}), cand({kH2})}, {kH3}), -1);
  EXPECT_EQ(pick({cand({kF4}), cand({kH4})}, {kH}), -1);
  EXPECT_EQ(pick({cand({kF1}), cand({kF4})}, {kF}), -1);
  // f(float3)/f(float2) with float1 -> C1115 unable to find compatible overloaded function "f(float1)"
  EXPECT_EQ(pick({cand({kF3}), cand({kF2})}, {kF1}), -2);
  // f(sampler)/f(sampler2D) with sampler2D -> f(sampler2D); f(sampler)/f(sampler3D) with it -> f(sampler)
  EXPECT_EQ(pick({cand({kSampler}), cand({kS2D})}, {kS2D}), 1);
  EXPECT_EQ(pick({cand({kSampler}), cand({kS3D})}, {kS2D}), 0);
  // f(float x[])/f(float x[4]) with float[4] -> f(float x[4])
  EXPECT_EQ(pick({cand({types.array(kF, -1)}), cand({types.array(kF, 4)})}, {types.array(kF, 4)}), 1);
}

TEST_F(TypeRulesTest, ArgumentsAreComparedLeftToRight) {
  // f(float, float4)/f(half, float) with (float, float) -> f(float, float4), though the second argument
  // prefers f(half, float); with (half, float4) -> f(half, float)
  std::vector<OverloadCandidate> a{cand({kF, kF4}), cand({kH, kF})};
  EXPECT_EQ(pick(a, {kF, kF}), 0);
  EXPECT_EQ(pick(a, {kH, kF4}), 1);
  // f(float, half)/f(half, float): (float, float) -> f(float, half) in either declaration order;
  // (1.0h, 1.0h) -> f(half, float); (1.0, 1.0) -> f(float, half); (1, 1) -> C1101 "f(int, int)"
  std::vector<OverloadCandidate> b{cand({kF, kH}), cand({kH, kF})};
  EXPECT_EQ(pick(b, {kF, kF}), 0);
  EXPECT_EQ(pick({cand({kH, kF}), cand({kF, kH})}, {kF, kF}), 1);
  EXPECT_EQ(pick(b, {kH, kH}), 1);
  EXPECT_EQ(pick(b, {kCF, kCF}), 0);
  EXPECT_EQ(pick(b, {kCI, kCI}), -1);
  // f(float,float,float)/f(half,half,float4) with (half, half, float) -> the second;
  // f(float,half,float)/f(float,float,half) with (float, half, half) -> the first;
  // f(float,float)/f(float,half): (float, float) -> first, (float, 1.0h) -> second, (1, 1) -> C1101
  EXPECT_EQ(pick({cand({kF, kF, kF}), cand({kH, kH, kF4})}, {kH, kH, kF}), 1);
  EXPECT_EQ(pick({cand({kF, kH, kF}), cand({kF, kF, kH})}, {kF, kH, kH}), 0);
  std::vector<OverloadCandidate> c{cand({kF, kF}), cand({kF, kH})};
  EXPECT_EQ(pick(c, {kF, kF}), 0);
  EXPECT_EQ(pick(c, {kF, kH}), 1);
  EXPECT_EQ(pick(c, {kCI, kCI}), -1);
  // f(float4, float)/f(float, half) with (float, float) -> f(float, half)
  EXPECT_EQ(pick({cand({kF4, kF}), cand({kF, kH})}, {kF, kF}), 1);
}

TEST_F(TypeRulesTest, AmbiguityListsTheTiedInReverseDeclarationOrder) {
  // f(float)/f(half)/f(float4) with int -> C1101 listing "float f(half)" then "float f(float)", not
  // f(float4); f(int)/f(float) with half lists f(float) then f(int)
  OverloadResolution r = resolve({cand({kF}), cand({kH}), cand({kF4})}, {kI});
  ASSERT_EQ(r.outcome, Outcome::Ambiguous);
  EXPECT_EQ(r.tied, (std::vector<std::size_t>{1, 0}));
  OverloadResolution r2 = resolve({cand({kI}), cand({kF})}, {kH});
  ASSERT_EQ(r2.outcome, Outcome::Ambiguous);
  EXPECT_EQ(r2.tied, (std::vector<std::size_t>{1, 0}));
  OverloadResolution chosen = resolve({cand({kI}), cand({kF})}, {kF});
  EXPECT_EQ(chosen.outcome, Outcome::Chosen);
  EXPECT_EQ(chosen.chosen, 1u);
  EXPECT_TRUE(chosen.tied.empty());
}

TEST_F(TypeRulesTest, ArgumentCountAndDefaults) {
  // f(float, float y = 2)/f(half) with float -> the first; with 1.0h -> f(half);
  // f(float, float y = 2)/f(float) with 1.0h -> C1101 (both listed)
  OverloadCandidate defaulted = cand({kF, kF});
  defaulted.requiredParams = 1;
  EXPECT_EQ(pick({defaulted, cand({kH})}, {kF}), 0);
  EXPECT_EQ(pick({defaulted, cand({kH})}, {kH}), 1);
  EXPECT_EQ(pick({defaulted, cand({kF})}, {kH}), -1);
  // too many or too few arguments: not viable (C1115)
  EXPECT_EQ(pick({cand({kF})}, {kF, kF}), -2);
  EXPECT_EQ(pick({cand({kF, kF})}, {kF}), -2);
  EXPECT_EQ(pick({cand({})}, {}), 0);
  EXPECT_EQ(pick({}, {kF}), -2);
  // an argument of the error type matches anything (one mistake, one diagnostic)
  EXPECT_EQ(pick({cand({kS2D})}, {kErr}), 0);
}

TEST_F(TypeRulesTest, CallSpellingPrintsLiteralsAsRuntimeKinds) {
  // C1101 ambiguous overloaded function reference "f(int, int)" for f(1, 1); "f(float)" for f(1.0) and
  // for a cfloat variable; C1115 "f(float[4])", "f(float1x2)", "dot(float4, int, int)"
  std::vector<TypeId> ints{kCI, kCI};
  EXPECT_EQ(callSpelling(types, "f", ints), "f(int, int)");
  std::vector<TypeId> literal{kCF};
  EXPECT_EQ(callSpelling(types, "f", literal), "f(float)");
  std::vector<TypeId> arr{types.array(kF, 4)};
  EXPECT_EQ(callSpelling(types, "f", arr), "f(float[4])");
  std::vector<TypeId> m{num(Scalar::Float, 1, 2)};
  EXPECT_EQ(callSpelling(types, "f", m), "f(float1x2)");
  std::vector<TypeId> dot{kF4, kI, kCI};
  EXPECT_EQ(callSpelling(types, "dot", dot), "dot(float4, int, int)");
  EXPECT_EQ(callSpelling(types, "g", {}), "g()");
}

}  // namespace
}  // namespace cgx::sema
