// The dump is deterministic (same module, same text; copies dump alike) and readable.
#include <gtest/gtest.h>

#include "IrFixture.h"
#include "ir/Dump.h"

namespace cgx::test {
namespace {

TEST(IrDump, SameModuleSameText) {
  IrFixture a, b;
  EXPECT_EQ(ir::dump(a.module), ir::dump(b.module));
  ir::Module copy = a.module;
  EXPECT_EQ(ir::dump(copy), ir::dump(a.module));
}

TEST(IrDump, Fixture) {
  IrFixture f;
  const char* expected = R"(module entry f1
global g0 uniform float4x4 'mvp'
global g1 in float4 'IN.position' : POSITION
global g2 out float4 'OUT.hpos' : POSITION
function f0 'scale' -> float
  param p0 in float 'x'
  param p1 out float 'y'
  {
    store p1 = (mul float (load float p0) float(2))
    return (add float (load float p1) float(1))
  }
function f1 'main' -> void entry
  local l0 float4 'p'
  local l1 float 't'
  local l2 float 's'
  {
    store l0 = (load float4 g1)
    loop {
      if (gt bool (swizzle float (load float4 l0) .x) float(1)) {
        break
      }
    } continuing {
      store l0.x = (add float (swizzle float (load float4 l0) .x) float(1))
    }
    l2 = call f0 'scale'((swizzle float (load float4 l0) .y), -> l1)
    store g2 = (mul float4 (load float4 l0) (splat float4 (load float l2)))
    return
  }
)";
  EXPECT_EQ(ir::dump(f.module), expected);
}

TEST(IrDump, MatrixSwizzlesAndPaths) {
  IrFixture f;
  ir::Builder b(f.module, f.entryFn());
  ir::ExprId row = b.load(ir::Access{ir::VarRef::global(f.mvp), {ir::AccessStep{ir::AccessStep::Kind::Index, 0, b.intConst(2)}}});
  ir::ExprId sw = b.swizzle(b.load(ir::VarRef::global(f.mvp)), {0, 5});
  EXPECT_EQ(ir::dumpExpr(f.module, f.entryFn(), row), "(load float4 g0[int(2)])");
  EXPECT_EQ(ir::dumpExpr(f.module, f.entryFn(), sw), "(swizzle float2 (load float4x4 g0) ._m00_m11)");
}

}  // namespace
}  // namespace cgx::test
