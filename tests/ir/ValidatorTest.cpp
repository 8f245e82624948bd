// The validator accepts the fixture and catches each broken rule of IR.h, one test per rule.
#include <gtest/gtest.h>

#include "IrFixture.h"
#include "ir/Validator.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

TEST(IrValidator, AcceptsFixture) {
  IrFixture f;
  auto errors = validate(f.module);
  EXPECT_TRUE(errors.empty()) << joined(errors);
}

// A constant holds what its kinds can (IR.h): the back ends cast ints to 32-bit integers, so 1e30 as an
// int (what lowering once folded `(int)1e30` to) was undefined behaviour in the GLSL writer.
TEST(IrValidator, ConstantValuesFitTheirScalarKinds) {
  for (auto [scalar, value] : {std::pair{Scalar::Int, 1e30}, {Scalar::Int, 2147483648.0}, {Scalar::Int, 2.5},
                               {Scalar::UInt, -1.0}, {Scalar::UInt, 4294967296.0}, {Scalar::Bool, 2.0}}) {
    IrFixture f;
    f.module.constant(Constant{TypeTable::vector(scalar, 2), {0, value}});
    EXPECT_TRUE(hasError(validate(f.module), "cannot hold")) << value;
  }
  IrFixture f;
  f.module.constant(Constant{TypeTable::vector(Scalar::Int, 2), {-2147483648.0, 2147483647.0}});
  f.module.constant(Constant{TypeTable::vector(Scalar::UInt, 2), {0, 4294967295.0}});
  f.module.constant(Constant{TypeTable::vector(Scalar::Float, 2), {1e30, 2.5}});
  EXPECT_TRUE(validate(f.module).empty()) << joined(validate(f.module));
}

TEST(IrValidator, BinaryOperandsMustMatch) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.store(VarRef::global(f.hpos), b.binary(BinaryOp::Add, b.load(VarRef::global(f.position)), b.floatConst(1)));
  EXPECT_TRUE(hasError(validate(f.module), "operand types float4 and float differ"));
}

TEST(IrValidator, ComparisonResultIsBoolShape) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  ExprId cmp = b.binary(BinaryOp::Lt, b.floatConst(1), b.floatConst(2));
  f.entryFn().expr(cmp).type = IrFixture::f1();
  b.ifThen(cmp, [&] {});
  EXPECT_TRUE(hasError(validate(f.module), "result should be bool"));
}

TEST(IrValidator, StoreMustMatchTarget) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.store(VarRef::local(LocalId(0)), b.floatConst(1));  // p is float4
  EXPECT_TRUE(hasError(validate(f.module), "store of float to float4"));
}

TEST(IrValidator, WriteMaskRulesAndValueWidth) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  std::uint8_t twice[2] = {1, 1};
  b.storeMasked(Access{VarRef::local(LocalId(0)), {}}, b.swizzle(b.load(VarRef::global(f.position)), {0, 1}), 2, twice);
  std::uint8_t xyz[3] = {0, 1, 2};
  b.storeMasked(Access{VarRef::local(LocalId(0)), {}}, b.load(VarRef::global(f.position)), 3, xyz);
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "write mask repeats component 1")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "store of float4 to float3")) << joined(errors);
}

TEST(IrValidator, BreakAndContinueNeedALoop) {
  IrFixture f;
  Builder b(f.module, f.scaleFn());
  f.scaleFn().body.stmts.insert(f.scaleFn().body.stmts.begin(), Stmt{BreakStmt{}, {}});
  f.scaleFn().body.stmts.insert(f.scaleFn().body.stmts.begin(), Stmt{ContinueStmt{}, {}});
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "break outside a loop"));
  EXPECT_TRUE(hasError(errors, "continue outside a loop"));
}

TEST(IrValidator, ContinuingMayBreakButNotContinueOrReturn) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.loop([&] {}, [&] { b.brk(); b.cont(); b.ret(); });
  auto errors = validate(f.module);
  EXPECT_FALSE(hasError(errors, "break outside"));
  EXPECT_TRUE(hasError(errors, "continue inside a loop's continuing block"));
  EXPECT_TRUE(hasError(errors, "return inside a loop's continuing block"));
}

TEST(IrValidator, NonVoidFunctionMustReturnOnEveryPath) {
  IrFixture f;
  Function& s = f.scaleFn();
  Stmt last = std::move(s.body.stmts.back());
  s.body.stmts.pop_back();
  Builder b(f.module, s);
  // if (x > 0) return ...;  -- the else path falls off the end
  ExprId cond = b.binary(BinaryOp::Gt, b.load(VarRef::param(ParamId(0))), b.floatConst(0));
  Block then = b.collect([&] { b.currentBlock()->stmts.push_back(std::move(last)); });
  b.emit(IfStmt{cond, std::move(then), {}});
  EXPECT_TRUE(hasError(validate(f.module), "control reaches the end of a non-void function"));
}

TEST(IrValidator, InfiniteLoopAndDiscardEndAFunction) {
  IrFixture f;
  Function& s = f.scaleFn();
  s.body.stmts.pop_back();
  Builder b(f.module, s);
  b.loop([&] { b.discard(); });
  auto errors = validate(f.module);
  EXPECT_TRUE(errors.empty()) << joined(errors);
}

TEST(IrValidator, ExpressionsAreTrees) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  ExprId one = b.floatConst(1);
  b.store(VarRef::local(LocalId(1)), b.binary(BinaryOp::Add, one, one));
  EXPECT_TRUE(hasError(validate(f.module), "used more than once"));
}

TEST(IrValidator, HandlesInRange) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.store(VarRef::local(LocalId(40)), b.load(VarRef::global(GlobalId(9))));
  b.store(VarRef::local(LocalId(1)), ExprId(12345));
  b.emit(CallStmt{FuncId(7), {}, std::nullopt});
  b.add(IrFixture::f1(), ConstantExpr{ConstId(99)});
  b.store(VarRef::local(LocalId(1)), ExprId(static_cast<std::uint32_t>(f.entryFn().exprs.size() - 1)));
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "local l40 out of range")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "global g9 out of range"));
  EXPECT_TRUE(hasError(errors, "expression handle 12345 out of range"));
  EXPECT_TRUE(hasError(errors, "call of a function out of range"));
  EXPECT_TRUE(hasError(errors, "constant out of range"));
}

TEST(IrValidator, GlobalAccessRules) {
  IrFixture f;
  {
    Builder b(f.module, f.entryFn());
    b.store(VarRef::global(f.mvp), b.load(VarRef::global(f.mvp)));
    b.store(VarRef::global(f.position), b.load(VarRef::global(f.hpos)));
  }
  {
    Builder b(f.module, f.scaleFn());
    f.scaleFn().body.stmts.insert(f.scaleFn().body.stmts.begin(),
                                  Stmt{StoreStmt{Access{VarRef::global(f.hpos), {}}, b.splat(b.floatConst(0), IrFixture::f4()), 0, {}}, {}});
  }
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "writes read-only uniform 'mvp'")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "writes read-only in 'IN.position'"));
  EXPECT_TRUE(hasError(errors, "reads output varying 'OUT.hpos'"));
  EXPECT_TRUE(hasError(errors, "writes varying 'OUT.hpos' outside the entry"));
}

TEST(IrValidator, CallArgumentsFollowParameters) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  // in parameter given a target, out parameter given a value of the wrong type, result of the wrong type
  b.emit(CallStmt{f.scale,
                  {CallArg{std::nullopt, Access{VarRef::local(LocalId(1)), {}}}, CallArg{b.intConst(1), std::nullopt}},
                  Access{VarRef::local(LocalId(0)), {}}});
  b.emit(CallStmt{f.scale, {}, std::nullopt});
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "does not match the direction of 'x'")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "argument 1 of type int for parameter 'y'"));
  EXPECT_TRUE(hasError(errors, "call result stored to float4"));
  EXPECT_TRUE(hasError(errors, "with 0 arguments for 2 parameters"));
}

TEST(IrValidator, RecursionIsRejected) {
  IrFixture f;
  Function& s = f.scaleFn();
  Builder b(f.module, s);
  s.body.stmts.insert(s.body.stmts.begin(),
                      Stmt{CallStmt{f.scale, {CallArg{b.floatConst(1), std::nullopt},
                                              CallArg{std::nullopt, Access{VarRef::param(ParamId(1)), {}}}},
                                    std::nullopt}, {}});
  EXPECT_TRUE(hasError(validate(f.module), "recursion: 'scale' calls itself"));
}

TEST(IrValidator, ConversionsKeepShapesSplatsTakeScalars) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.store(VarRef::local(LocalId(1)), b.convert(b.load(VarRef::global(f.position)), IrFixture::f1()));
  b.store(VarRef::local(LocalId(0)), b.splat(b.load(VarRef::global(f.position)), IrFixture::f4()));
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "convert changes shape from float4")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "splat of float4"));
}

TEST(IrValidator, ConstructCountsComponents) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  TypeId f3 = TypeTable::vector(Scalar::Float, 3);
  b.store(VarRef::local(LocalId(0)), b.construct(IrFixture::f4(), {b.swizzle(b.load(VarRef::global(f.position)), {0, 1}), b.floatConst(1)}));
  b.store(VarRef::local(LocalId(0)), b.construct(IrFixture::f4(), {b.construct(f3, {b.floatConst(1), b.floatConst(2), b.floatConst(3)}), b.intConst(1)}));
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "3 components for float4")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "argument of type int"));
}

TEST(IrValidator, SwizzleAndSelectRules) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.store(VarRef::local(LocalId(1)), b.swizzle(b.floatConst(1), {1}));
  ExprId m = b.load(VarRef::global(f.mvp));
  b.store(VarRef::local(LocalId(1)), b.swizzle(m, {4 * 3 + 3}));  // _m33 is fine
  TypeId b2 = TypeTable::vector(Scalar::Bool, 2);
  ExprId cond = b.construct(b2, {b.boolConst(true), b.boolConst(false)});
  b.store(VarRef::local(LocalId(0)), b.select(cond, b.load(VarRef::global(f.position)), b.load(VarRef::global(f.position))));
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "component 1 out of range for float")) << joined(errors);
  EXPECT_FALSE(hasError(errors, "out of range for float4x4"));
  EXPECT_TRUE(hasError(errors, "select condition of type bool2"));
}

TEST(IrValidator, IfConditionIsBoolScalar) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.ifThen(b.floatConst(1), [&] {});
  EXPECT_TRUE(hasError(validate(f.module), "if condition of type float"));
}

TEST(IrValidator, ReturnMatchesFunction) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  b.ret(b.floatConst(1));
  Builder s(f.module, f.scaleFn());
  s.ret(s.intConst(1));
  s.ret();
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "void function returns a value")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "returns int, function returns float"));
  EXPECT_TRUE(hasError(errors, "return without a value"));
}

TEST(IrValidator, EntryShapeAndConstants) {
  IrFixture f;
  f.entryFn().params.push_back(Param{"x", IrFixture::f1(), ParamDir::In});
  f.module.constant(Constant{IrFixture::f4(), {1, 2}});
  f.module.globals.push_back(Global{"k", IrFixture::f1(), GlobalKind::Const, "", {}, {}, false, {}});
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "the entry must take no parameters")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "has 2 values for float4"));
  EXPECT_TRUE(hasError(errors, "const without initializer"));
}

TEST(IrValidator, AccessPathsIndexArraysVectorsMatrices) {
  IrFixture f;
  Builder b(f.module, f.entryFn());
  // mvp[1][2] read: fine. p[1.0]: float index is an error; p.field: not a struct.
  ExprId ok = b.load(Access{VarRef::global(f.mvp), {AccessStep{AccessStep::Kind::Index, 0, b.intConst(1)},
                                                     AccessStep{AccessStep::Kind::Index, 0, b.intConst(2)}}});
  b.store(VarRef::local(LocalId(1)), ok);
  b.store(VarRef::local(LocalId(1)),
          b.load(Access{VarRef::local(LocalId(0)), {AccessStep{AccessStep::Kind::Index, 0, b.floatConst(1)}}}));
  b.store(Access{VarRef::local(LocalId(0)), {AccessStep{AccessStep::Kind::Field, 0, {}}}}, b.floatConst(1));
  auto errors = validate(f.module);
  EXPECT_TRUE(hasError(errors, "access path: index of type float")) << joined(errors);
  EXPECT_TRUE(hasError(errors, "field 0 of non-struct"));
  EXPECT_EQ(errors.size(), 3u) << joined(errors);  // the field store also mis-types its value
}

}  // namespace
}  // namespace cgx::test
