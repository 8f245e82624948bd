// Dead code: unread locals and their stores, unreachable statements, empty ifs, do-nothing and one-trip
// loops; the arena is compacted and the result still validates.
#include "PassHelpers.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

TEST(DeadCode, UnreadLocalsAndTheirStoresGo) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION) : POSITION { float4 unused = p * 2; float a = p.x; float b = a;"
      " return p; }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  EXPECT_TRUE(passes::removeDeadCode(m));
  EXPECT_VALID(m);
  std::string d = dump(m);
  EXPECT_FALSE(contains(d, "'unused'")) << d;
  EXPECT_FALSE(contains(d, "'a'")) << d;  // only read by the dead store to b
  EXPECT_FALSE(contains(d, "'b'")) << d;
  EXPECT_FALSE(contains(d, "mul")) << d;
  // Arena compacted: every expression is used by the live statements.
  const Function& fn = m.function(m.entry);
  EXPECT_LE(fn.exprs.size(), 4u) << d;
}

TEST(DeadCode, UnreachableAfterJumpsAndEmptyIf) {
  TypeTable types;
  Module m(types);
  GlobalId out = m.addGlobal(Global{"o", TypeTable::scalar(Scalar::Float), GlobalKind::VaryingOut, "COLOR", {}, {}, false, {}});
  GlobalId in = m.addGlobal(Global{"i", TypeTable::scalar(Scalar::Float), GlobalKind::VaryingIn, "TEXCOORD0", {}, {}, false, {}});
  Function fn;
  fn.name = "main";
  fn.isEntry = true;
  {
    Builder b(m, fn);
    ExprId c = b.binary(BinaryOp::Gt, b.load(VarRef::global(in)), b.floatConst(0));
    b.ifThen(c, [] {});  // empty: goes
    b.loop([&] {
      b.brk();
      b.store(VarRef::global(out), b.floatConst(3));  // unreachable, and the loop does nothing
    });
    b.loop([&] {
      b.store(VarRef::global(out), b.floatConst(1));  // one-trip: becomes a plain statement
      b.brk();
    });
    b.ret();
    b.store(VarRef::global(out), b.floatConst(2));  // after return
  }
  m.entry = m.addFunction(std::move(fn));
  EXPECT_VALID(m);
  EXPECT_TRUE(passes::removeDeadCode(m));
  EXPECT_VALID(m);
  const Function& f = m.function(m.entry);
  std::string d = dump(m);
  ASSERT_EQ(f.body.stmts.size(), 2u) << d;
  EXPECT_TRUE(std::holds_alternative<StoreStmt>(f.body.stmts[0].node)) << d;
  EXPECT_TRUE(std::holds_alternative<ReturnStmt>(f.body.stmts[1].node)) << d;
  EXPECT_TRUE(contains(d, "float(1)")) << d;
}

TEST(DeadCode, OneTripLoopWithInnerBreakIsKept) {
  auto l = lowerText(
      "float f(float x) { if (x > 0) return 1; return 2; }\n"
      "float4 main(float4 p : POSITION) : POSITION { return float4(f(p.x), 0, 0, 1); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  passes::inlineCalls(m);
  passes::removeDeadCode(m);
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 1u) << dump(m);
}

TEST(DeadCode, KeepsStoresThatAreRead) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION) : POSITION { float4 r = p; if (p.x > 0) r.y = 1; return r; }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  std::string before = dump(m);
  unsigned stores = countStmts<StoreStmt>(m);
  ASSERT_GE(stores, 3u) << before;  // r = p, r.y = 1, the output
  passes::removeDeadCode(m);
  EXPECT_VALID(m);
  EXPECT_EQ(countStmts<IfStmt>(m), 1u) << dump(m);
  EXPECT_EQ(countStmts<StoreStmt>(m), stores) << "every store is read: none may go\n" << before << dump(m);
  EXPECT_TRUE(contains(dump(m), "float(1)")) << before << dump(m);
}

}  // namespace
}  // namespace cgx::test
