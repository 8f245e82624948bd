// Uniform/varying analysis, on the skinning example (the JIT's hoisting case) and on small programs that
// exercise control dependence.
#include "PassHelpers.h"
#include "passes/Pipeline.h"
#include "passes/Variability.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;
using passes::Variability;

std::optional<LocalId> localNamed(const Function& fn, const std::string& name) {
  for (std::uint32_t i = 0; i < fn.locals.size(); ++i)
    if (fn.locals[i].name == name) return LocalId(i);
  return std::nullopt;
}

TEST(Variability, UniformsConstantsAndInputs) {
  Lowered l = lowerText(
      "float4 main(float4 p : POSITION, uniform float4x4 mvp, uniform float4 k) : POSITION {"
      " float4x4 m2 = mvp * 2; float4 c = float4(1, 2, 3, 4); float4 u = mul(m2, k) + c;"
      " float4 v = mul(mvp, p); return u + v; }");
  ASSERT_LOWERED(l);
  const Function& fn = l.module->function(l.module->entry);
  passes::VariabilityInfo vi = passes::computeVariability(*l.module, fn);
  EXPECT_EQ(vi.local(*localNamed(fn, "c")), Variability::Constant);
  EXPECT_EQ(vi.local(*localNamed(fn, "m2")), Variability::Uniform);
  EXPECT_EQ(vi.local(*localNamed(fn, "u")), Variability::Uniform);
  EXPECT_EQ(vi.local(*localNamed(fn, "v")), Variability::Varying);
  // Per expression: the value stored to u is uniform, the one stored to v is not.
  for (const Stmt& s : fn.body.stmts)
    if (const auto* st = std::get_if<StoreStmt>(&s.node); st && st->target.var.kind == VarKind::Local) {
      std::string name = fn.locals[st->target.var.index].name;
      if (name == "u") {
        EXPECT_TRUE(vi.isUniform(st->value));
      }
      if (name == "v") {
        EXPECT_FALSE(vi.isUniform(st->value));
      }
    }
}

TEST(Variability, ControlDependenceOnVaryingCondition) {
  Lowered l = lowerText(
      "float4 main(float4 p : POSITION, uniform float4 k) : POSITION {"
      " float4 a = k; if (p.x > 0) a = k * 2; float4 b = k; if (k.x > 0) b = k * 3; return a + b; }");
  ASSERT_LOWERED(l);
  const Function& fn = l.module->function(l.module->entry);
  passes::VariabilityInfo vi = passes::computeVariability(*l.module, fn);
  EXPECT_EQ(vi.local(*localNamed(fn, "a")), Variability::Varying) << "written under a varying if";
  EXPECT_EQ(vi.local(*localNamed(fn, "b")), Variability::Uniform);
}

TEST(Variability, LoopCarriedValuesReachFixpoint) {
  Lowered l = lowerText(
      "float4 main(float4 p : POSITION, uniform int n) : POSITION { float s = 0; float t = 1;"
      " for (int i = 0; i < n; i++) { t = t * 2; s = s + t; if (i > 2) s = s + p.x; } return float4(s, t, 0, 1); }");
  ASSERT_LOWERED(l);
  const Function& fn = l.module->function(l.module->entry);
  passes::VariabilityInfo vi = passes::computeVariability(*l.module, fn);
  EXPECT_EQ(vi.local(*localNamed(fn, "t")), Variability::Uniform);
  EXPECT_EQ(vi.local(*localNamed(fn, "s")), Variability::Varying);
  EXPECT_EQ(vi.local(*localNamed(fn, "i")), Variability::Uniform);
}

TEST(Variability, SkinningExample) {
  Lowered l = lowerExample(std::filesystem::path(CGX_SOURCE_DIR) / "examples" / "C6E5v_skin4m.cg");
  ASSERT_LOWERED(l);
  DiagnosticSink sink(*l.parsed.sources);
  ASSERT_TRUE(passes::runPipeline(*l.module, {}, sink));
  const Module& m = *l.module;
  const Function& fn = m.function(m.entry);
  passes::VariabilityInfo vi = passes::computeVariability(m, fn);
  ASSERT_EQ(vi.exprs.size(), fn.exprs.size());
  ASSERT_EQ(vi.locals.size(), fn.locals.size());
  // The bone matrices are indexed by a per-vertex index: the skinned position varies.
  auto net = localNamed(fn, "netPosition");
  ASSERT_TRUE(net.has_value()) << dump(m);
  EXPECT_EQ(vi.local(*net), Variability::Varying);
  // Loads of uniforms with constant paths (light.lightColor, modelViewProj) are uniform; every load of
  // the bone palette is indexed by matrixIndex and so varying.
  unsigned uniformLoads = 0, paletteLoads = 0;
  for (std::uint32_t i = 0; i < fn.exprs.size(); ++i) {
    const auto* ld = std::get_if<LoadExpr>(&fn.exprs[i].node);
    if (!ld || ld->access.var.kind != VarKind::Global) continue;
    const Global& g = m.global(GlobalId(ld->access.var.index));
    if (g.kind == GlobalKind::Uniform && ld->access.steps.size() <= 1 && g.name != "boneMatrix") {
      EXPECT_EQ(vi.expr(ExprId(i)), Variability::Uniform) << g.name;
      ++uniformLoads;
    }
    if (g.name == "boneMatrix") {
      EXPECT_EQ(vi.expr(ExprId(i)), Variability::Varying);
      ++paletteLoads;
    }
    if (g.kind == GlobalKind::VaryingIn) {
      EXPECT_EQ(vi.expr(ExprId(i)), Variability::Varying) << g.name;
    }
  }
  EXPECT_GT(uniformLoads, 0u);
  EXPECT_EQ(paletteLoads, 12u) << "4 unrolled bones x 3 rows\n" << dump(m);
}

TEST(Variability, DerivativesVary) {
  Lowered l = lowerText("float4 main(uniform float4 k) : COLOR { float4 d = ddx(k); return d; }");
  ASSERT_LOWERED(l);
  const Function& fn = l.module->function(l.module->entry);
  passes::VariabilityInfo vi = passes::computeVariability(*l.module, fn);
  EXPECT_EQ(vi.local(*localNamed(fn, "d")), Variability::Varying);
  EXPECT_STREQ(passes::variabilityName(Variability::Uniform), "uniform");
}

}  // namespace
}  // namespace cgx::test
