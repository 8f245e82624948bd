// Inlining: calls disappear, only the entry is left, in/out/inout and early returns keep Cg semantics.
#include "PassHelpers.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

TEST(Inline, SimpleCallAndDeadFunctionsRemoved) {
  auto l = lowerText(
      "float sq(float x) { return x * x; }\n"
      "float unused(float x) { return x; }\n"
      "float4 main(float4 p : POSITION) : POSITION { return float4(sq(p.x), p.yzw); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  EXPECT_GE(m.functions.size(), 2u);
  EXPECT_EQ(passes::inlineCalls(m), 1u);
  EXPECT_VALID(m);
  ASSERT_EQ(m.functions.size(), 1u);
  EXPECT_EQ(m.entry.value, 0u);
  EXPECT_EQ(countStmts<CallStmt>(m), 0u);
  std::string d = dump(m);
  EXPECT_TRUE(contains(d, "'$sq.x'")) << d;
  EXPECT_TRUE(contains(d, "'$sq.ret'")) << d;
  EXPECT_EQ(countStmts<LoopStmt>(m), 0u) << "a trailing return needs no wrapper loop\n" << d;
}

TEST(Inline, OutAndInoutWriteBack) {
  auto l = lowerText(
      "void f(in float a, out float b, inout float c) { b = a + 1; c = c * 2; }\n"
      "float4 main(float4 p : POSITION) : POSITION { float b, c = p.y; f(p.x, b, c); return float4(b, c, 0, 1); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  EXPECT_EQ(passes::inlineCalls(m), 1u);
  EXPECT_VALID(m);
  std::string d = dump(m);
  // Copy-in of a and c, none for the out parameter b.
  EXPECT_TRUE(contains(d, "'$f.a'")) << d;
  EXPECT_TRUE(contains(d, "'$f.b'")) << d;
  unsigned copyIns = 0, writeBacks = 0;
  const Function& fn = m.function(m.entry);
  std::uint32_t a = 0, b = 0, c = 0;
  for (std::uint32_t i = 0; i < fn.locals.size(); ++i) {
    if (fn.locals[i].name == "$f.a") a = i;
    if (fn.locals[i].name == "$f.b") b = i;
    if (fn.locals[i].name == "$f.c") c = i;
  }
  for (const Stmt& s : fn.body.stmts) {
    const auto* st = std::get_if<StoreStmt>(&s.node);
    if (!st) continue;
    if (st->target.var == VarRef::local(LocalId(a)) || st->target.var == VarRef::local(LocalId(c))) ++copyIns;
    if (const auto* ld = std::get_if<LoadExpr>(&fn.expr(st->value).node))
      if (ld->access.var == VarRef::local(LocalId(b)) || ld->access.var == VarRef::local(LocalId(c))) ++writeBacks;
  }
  EXPECT_GE(copyIns, 2u) << d;
  EXPECT_EQ(writeBacks, 2u) << d;
}

TEST(Inline, EarlyReturnBecomesOneTripLoop) {
  auto l = lowerText(
      "float f(float x) { if (x > 0) return 1; return 2; }\n"
      "float4 main(float4 p : POSITION) : POSITION { return float4(f(p.x), 0, 0, 1); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  unsigned entryReturns = countStmtsIn<ReturnStmt>(m.function(m.entry));
  ASSERT_GE(entryReturns, 1u) << dump(m);
  passes::inlineCalls(m);
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 1u) << dump(m);
  // The entry's own return(s) remain; the callee's became breaks out of the wrapper.
  EXPECT_EQ(countStmtsIn<ReturnStmt>(m.function(m.entry)), entryReturns) << dump(m);
  EXPECT_GE(countStmts<BreakStmt>(m), 2u) << dump(m);
}

TEST(Inline, TailReturnsInBothBranchesNeedNoLoop) {
  auto l = lowerText(
      "float f(float x) { if (x > 0) return 1; else return 2; }\n"
      "float4 main(float4 p : POSITION) : POSITION { return float4(f(p.x), 0, 0, 1); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  passes::inlineCalls(m);
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 0u) << dump(m);
  EXPECT_EQ(countStmts<BreakStmt>(m), 0u) << dump(m);
  EXPECT_TRUE(contains(dump(m), "store l5 = float(1)") || contains(dump(m), "= float(1)")) << dump(m);
}

TEST(Inline, ReturnInsideLoopUsesFlag) {
  auto l = lowerText(
      "float f(float x) { for (int i = 0; i < 4; i++) { if (x > i) return i; } return -1; }\n"
      "float4 main(float4 p : POSITION) : POSITION { return float4(f(p.x), 0, 0, 1); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  passes::inlineCalls(m);
  EXPECT_VALID(m);
  std::string d = dump(m);
  EXPECT_TRUE(contains(d, "'$f.done'")) << d;
  EXPECT_EQ(countStmts<LoopStmt>(m), 2u) << d;  // the callee's loop and the one-trip wrapper
}

TEST(Inline, NestedCallsAreAllInlined) {
  auto l = lowerText(
      "float g(float x) { return x + 1; }\n"
      "float f(float x) { return g(x) * g(x + 2); }\n"
      "float4 main(float4 p : POSITION) : POSITION { return float4(f(p.x), f(p.y), 0, 1); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  EXPECT_EQ(passes::inlineCalls(m), 6u);
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<CallStmt>(m), 0u);
  EXPECT_EQ(m.functions.size(), 1u);
}

TEST(Inline, HandBuiltFixture) {
  // tests/ir's fixture calls scale(p.y, out t) from the entry.
  IrFixture fx;
  passes::inlineCalls(fx.module);
  EXPECT_VALID(fx.module);
  EXPECT_EQ(fx.module.functions.size(), 1u);
  EXPECT_EQ(countStmts<CallStmt>(fx.module), 0u);
}

}  // namespace
}  // namespace cgx::test
