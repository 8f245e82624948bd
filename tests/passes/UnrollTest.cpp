// Unrolling: counted loops disappear, the counter becomes constants, continue/break keep their meaning,
// the budget is honoured and C5013 is reported when a profile forbids loops.
#include "PassHelpers.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

struct Run {
  Lowered l;
  std::unique_ptr<DiagnosticSink> sink;
  bool ok = false;
};

Run unrollText(const std::string& text, passes::UnrollOptions opts = {}) {
  Run r{lowerText(text), nullptr, false};
  r.sink = std::make_unique<DiagnosticSink>(*r.l.parsed.sources);
  if (!r.l.module) return r;
  passes::inlineCalls(*r.l.module);
  passes::foldConstants(*r.l.module);
  r.ok = passes::unrollAll(*r.l.module, opts, *r.sink);
  return r;
}

TEST(Unroll, SimpleCountedLoop) {
  auto r = unrollText(
      "uniform float4 a[4];\n"
      "float4 main() : POSITION { float4 s = 0; for (int i = 0; i < 4; i++) s += a[i]; return s; }");
  ASSERT_LOWERED(r.l);
  Module& m = *r.l.module;
  EXPECT_TRUE(r.ok);
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 0u) << dump(m);
  std::string d = dump(m);
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(contains(d, "g0[int(" + std::to_string(i) + ")]")) << d;
  EXPECT_FALSE(contains(d, "g0[int(4)]")) << d;
}

TEST(Unroll, StepsComparisonsAndCounterValueAfterLoop) {
  auto r = unrollText(
      "float4 main(float4 p : POSITION) : POSITION { float s = 0; int i;"
      " for (i = 10; i > 0; i -= 3) s += i; return float4(s, i, 0, 1); }");
  ASSERT_LOWERED(r.l);
  Module& m = *r.l.module;
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 0u) << dump(m);
  passes::foldConstants(m);
  std::string d = dump(m);
  // Iterations 10, 7, 4, 1; then i == -2.
  for (const char* v : {"float(10)", "float(7)", "float(4)", "float(1)"}) EXPECT_TRUE(contains(d, v)) << v << "\n" << d;
  EXPECT_TRUE(contains(d, "int(-2)")) << d;
}

TEST(Unroll, ContinueAndBreakStayCorrect) {
  auto r = unrollText(
      "float4 main(float4 p : POSITION) : POSITION { float s = 0;"
      " for (int i = 0; i < 4; i++) { if (i == 1) continue; if (p[i] > 5) break; s += p[i]; }"
      " return float4(s, 0, 0, 1); }");
  ASSERT_LOWERED(r.l);
  Module& m = *r.l.module;
  EXPECT_VALID(m);
  std::string d = dump(m);
  EXPECT_TRUE(contains(d, "'$brk'")) << d;
  // Every remaining loop is a one-trip wrapper.
  for (Function& f : m.functions)
    passes::forEachStmt(f.body, [&](Stmt& s) {
      if (auto* l = std::get_if<LoopStmt>(&s.node)) {
        EXPECT_TRUE(passes::isOneTrip(*l)) << d;
      }
    });
  passes::foldConstants(m);
  passes::removeDeadCode(m);
  EXPECT_VALID(m);
}

TEST(Unroll, NestedLoops) {
  auto r = unrollText(
      "uniform float4x4 M[2];\n"
      "float4 main() : POSITION { float s = 0; for (int i = 0; i < 2; i++) for (int j = 0; j < 4; j++)"
      " s += M[i][j][j]; return s; }");
  ASSERT_LOWERED(r.l);
  Module& m = *r.l.module;
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 0u) << dump(m);
  EXPECT_TRUE(contains(dump(m), "g0[int(1)][int(3)][int(3)]")) << dump(m);
}

TEST(Unroll, BudgetAndRequireNoLoops) {
  const char* text =
      "float4 main(float4 p : POSITION) : POSITION { float s = 0; for (int i = 0; i < 100; i++) s += i;"
      " return s; }";
  auto small = unrollText(text, {50, false});
  ASSERT_LOWERED(small.l);
  EXPECT_TRUE(small.ok);
  EXPECT_EQ(countStmts<LoopStmt>(*small.l.module), 1u) << "over the budget: left alone";
  EXPECT_EQ(small.sink->errorCount(), 0u);

  auto strict = unrollText(text, {50, true});
  EXPECT_FALSE(strict.ok);
  ASSERT_EQ(strict.sink->errorCount(), 1u);
  const Diagnostic& dg = strict.sink->diagnostics()[0];
  EXPECT_EQ(dg.code, DiagCode::LoopNotUnrollable);
  EXPECT_TRUE(contains(dg.message, "could not be unrolled")) << dg.message;

  auto fits = unrollText(text, {1024, true});
  EXPECT_TRUE(fits.ok);
  EXPECT_EQ(countStmts<LoopStmt>(*fits.l.module), 0u);
  EXPECT_VALID(*fits.l.module);
}

TEST(Unroll, NonConstantBoundIsNotUnrolled) {
  auto r = unrollText(
      "float4 main(float4 p : POSITION, uniform int n) : POSITION { float s = 0; for (int i = 0; i < n; i++)"
      " s += i; return s; }",
      {1024, true});
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(countStmts<LoopStmt>(*r.l.module), 1u);
  EXPECT_VALID(*r.l.module);
}

TEST(Unroll, CounterWrittenInBodyIsNotUnrolled) {
  auto r = unrollText(
      "float4 main(float4 p : POSITION) : POSITION { float s = 0; for (int i = 0; i < 8; i++) { s += i;"
      " if (p.x > 0) i++; } return s; }");
  ASSERT_LOWERED(r.l);
  EXPECT_EQ(countStmts<LoopStmt>(*r.l.module), 1u) << dump(*r.l.module);
  EXPECT_VALID(*r.l.module);
}

}  // namespace
}  // namespace cgx::test
