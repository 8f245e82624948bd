// Constant folding: hand-built expressions (exact control over kinds and edge cases) and lowered programs.
#include "PassHelpers.h"
#include "ir/Intrinsic.h"
#include "passes/ConstEval.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

// A module with one entry storing `value` (built by `make`) to a float/int local; returns the folded dump
// of that value.
struct OneStore {
  TypeTable types;
  Module m{types};
  Function fn;
  Builder b{m, fn};
  OneStore() { fn.name = "main"; fn.isEntry = true; }
  std::string fold(ExprId e) {
    LocalId l = fn.addLocal("r", b.typeOf(e));
    b.store(VarRef::local(l), e);
    b.ret();
    m.entry = m.addFunction(std::move(fn));
    passes::foldConstants(m);
    EXPECT_VALID(m);
    const Function& f = m.function(m.entry);
    return dumpExpr(m, f, std::get<StoreStmt>(f.body.stmts[0].node).value);
  }
};

TEST(ConstantFold, FloatArithmeticAndVectors) {
  OneStore s;
  TypeId f2 = TypeTable::vector(Scalar::Float, 2);
  ExprId v = s.b.binary(BinaryOp::Mul, s.b.constant(f2, {1.5, 2}), s.b.splat(s.b.floatConst(2), f2));
  EXPECT_EQ(s.fold(v), "float2(3, 4)");
}

TEST(ConstantFold, IntDivisionTruncatesAndOverflowWraps) {
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Div, Scalar::Int, -7, 2), -3);
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Mod, Scalar::Int, -7, 2), -1);
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Add, Scalar::Int, 2147483647, 1), -2147483648.0);
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Mul, Scalar::Int, 65536, 65536), 0);
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Div, Scalar::Int, -2147483648.0, -1), -2147483648.0);
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Sub, Scalar::UInt, 0, 1), 4294967295.0);
  EXPECT_EQ(*passes::evalBinary(BinaryOp::Shr, Scalar::Int, -8, 1), -4);
  EXPECT_FALSE(passes::evalBinary(BinaryOp::Div, Scalar::Int, 1, 0));
  EXPECT_FALSE(passes::evalBinary(BinaryOp::Shl, Scalar::Int, 1, 32));
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Int, -2.7), -2);
  // float -> int out of range saturates and NaN is 0, as the JIT computes it at run time (JitMaskTest's
  // FloatToIntConversionsTruncateAndSaturate), so folding a conversion never changes a program's result.
  // cgc 3.1 folds with x86's conversion instead: (int)1e30, (int)-3e9 and (int)2147483647.0 all give
  // -2147483648, (uint)-1.0 gives 4294967295 and (uint)5e9 705032704 (modulo 2^32), (uint)1e30 gives 0.
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Int, 3e9), 2147483647.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Int, 1e30), 2147483647.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Int, -3e9), -2147483648.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::CInt, -inf), -2147483648.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Int, inf), 2147483647.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Int, nan), 0.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::UInt, -1.0), 0.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::UInt, -0.5), 0.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::UInt, 3e9), 3e9);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::UInt, 1e30), 4294967295.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Half, Scalar::UInt, nan), 0.0);
  EXPECT_EQ(*passes::evalConvert(Scalar::Float, Scalar::Bool, nan), 1.0);  // NaN != 0, as the JIT
  EXPECT_EQ(*passes::roundTo(Scalar::Float, 0.1), static_cast<double>(0.1f));

  OneStore s;
  ExprId q = s.b.binary(BinaryOp::Div, s.b.intConst(7), s.b.intConst(-2));
  EXPECT_EQ(s.fold(q), "int(-3)");
}

TEST(ConstantFold, DivisionByZeroIsLeftAlone) {
  OneStore s;
  ExprId q = s.b.binary(BinaryOp::Div, s.b.intConst(1), s.b.intConst(0));
  EXPECT_EQ(s.fold(q), "(div int int(1) int(0))");
}

TEST(ConstantFold, SwizzleExtractSelectIntrinsic) {
  OneStore s;
  TypeId f4 = TypeTable::vector(Scalar::Float, 4), f3 = TypeTable::vector(Scalar::Float, 3);
  ExprId v = s.b.constant(f4, {1, -2, 3, 4});
  ExprId sw = s.b.swizzle(v, {3, 1, 0});
  ExprId absed = s.b.intrinsic(IntrinsicOp::Abs, 0, f3, {sw});
  ExprId d = s.b.intrinsic(IntrinsicOp::Dot, 0, TypeTable::scalar(Scalar::Float), {absed, s.b.constant(f3, {1, 1, 1})});
  ExprId sel = s.b.select(s.b.boolConst(false), s.b.floatConst(9), d);
  EXPECT_EQ(s.fold(sel), "float(7)");
}

TEST(ConstantFold, MatrixRowAndComponent) {
  OneStore s;
  TypeId m23 = TypeTable::matrix(Scalar::Float, 2, 3);
  ExprId m = s.b.constant(m23, {1, 2, 3, 4, 5, 6});
  ExprId sw = s.b.swizzle(m, {0 * 4 + 1, 1 * 4 + 2});  // _m01_m12
  ExprId row = s.b.extract(s.b.constant(m23, {1, 2, 3, 4, 5, 6}), 1u);
  ExprId sum = s.b.binary(BinaryOp::Add, sw, s.b.swizzle(row, {0, 1}));
  EXPECT_EQ(s.fold(sum), "float2(6, 11)");
}

TEST(ConstantFold, SelectWithVaryingSidesPicksOne) {
  auto l = lowerText("float4 main(float4 p : POSITION) : POSITION { return true ? p : -p; }");
  ASSERT_LOWERED(l);
  passes::foldConstants(*l.module);
  EXPECT_VALID(*l.module);
  std::string d = dump(*l.module);
  EXPECT_FALSE(contains(d, "select")) << d;
  EXPECT_FALSE(contains(d, "neg")) << d;
}

TEST(ConstantFold, IfWithConstantConditionKeepsTakenBranch) {
  auto l = lowerText(
      "const int N = 3;\n"
      "float4 main(float4 p : POSITION) : POSITION { float4 r = p; if (N > 2) r = r * 2; else r = 0;"
      " if (N * 2 == 5) r.x = 7; return r; }");
  ASSERT_LOWERED(l);
  EXPECT_TRUE(passes::foldConstants(*l.module));
  EXPECT_VALID(*l.module);
  std::string d = dump(*l.module);
  EXPECT_EQ(countStmts<IfStmt>(*l.module), 0u) << d;
  EXPECT_TRUE(contains(d, "(mul float4")) << d;
  EXPECT_FALSE(contains(d, "float(7)")) << d;
}

TEST(ConstantFold, IntToFloatConversionsAndConstructs) {
  auto l = lowerText(
      "float4 main() : POSITION { int i = 7 / 2; float3 v = float3(1, 2, 3) * 2; return float4(v.zyx, (float)(-7 / 2)); }");
  ASSERT_LOWERED(l);
  passes::foldConstants(*l.module);
  EXPECT_VALID(*l.module);
  std::string d = dump(*l.module);
  EXPECT_TRUE(contains(d, "float3(2, 4, 6)")) << d;
  EXPECT_TRUE(contains(d, "float(-3)")) << d;
}

}  // namespace
}  // namespace cgx::test
