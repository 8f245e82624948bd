// Lowering of expressions and statements: conversions, matrices, swizzle writes, compound assignment, ++,
// loops, calls with out arguments, stdlib calls. Every lowered module must pass the validator.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "LowerHelpers.h"

namespace cgx::test {
namespace {

#define EXPECT_LOWERS(l)                                                        \
  do {                                                                          \
    ASSERT_TRUE((l).module.has_value()) << (l).diagnostics();                   \
    EXPECT_TRUE((l).errors.empty()) << joinedErrors(l) << (l).dump();           \
    EXPECT_EQ((l).parsed.diagnostics->errorCount(), 0u) << (l).diagnostics();   \
  } while (0)

std::string joinedErrors(const Lowered& l) {
  std::string s;
  for (const auto& e : l.errors) s += e + "\n";
  return s;
}


TEST(Lower, TransformVertex) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION, uniform float4x4 mvp) : POSITION { return mul(mvp, p); }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "global g1 uniform float4x4 'mvp' referenced")) << d;
  EXPECT_TRUE(contains(d, "global g0 in float4 'p' : POSITION referenced")) << d;
  EXPECT_TRUE(contains(d, "out float4 'return' : POSITION")) << d;
  EXPECT_TRUE(contains(d, "(intrinsic mul/")) << d;
}

TEST(Lower, ScalarSmearFoldsToConstant) {
  auto l = lowerText("float4 main() : POSITION { float3 p = 0; float4 q = float4(p, 1); return q; }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "store l1 = float3(0, 0, 0)")) << d;
  EXPECT_TRUE(contains(d, "(construct float4 (load float3 l1) float(1))")) << d;
}

TEST(Lower, MatrixConstructorTakesRowsAndIndexIsRow) {
  auto l = lowerText(
      "float4 main() : POSITION { float2x3 m = float2x3(1, 2, 3, 4, 5, 6); float3 r = m[1];"
      " float e = m[1][2]; float2 d = m._m00_m12; return float4(r, e + d.x); }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "store l1 = float2x3(1, 2, 3, 4, 5, 6)")) << d;
  EXPECT_TRUE(contains(d, "store l2 = (load float3 l1[int(1)])")) << d;
  EXPECT_TRUE(contains(d, "store l3 = (load float l1[int(1)][int(2)])")) << d;
  EXPECT_TRUE(contains(d, "(swizzle float2 (load float2x3 l1) ._m00_m12)")) << d;
}

TEST(Lower, SwizzleWritesAndCompoundAssignment) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION) : POSITION { float4 q = p; q.xy += 1; q.wz = p.xy; q.zyx.x = 2;"
      " return q; }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "store l2.xy = (add float2 (swizzle float2 (load float4 l2) .xy) float2(1, 1))")) << d;
  EXPECT_TRUE(contains(d, "store l2.wz = (swizzle float2 (load float4 l0) .xy)")) << d;
  EXPECT_TRUE(contains(d, "store l2.z = float(2)")) << d;
}

TEST(Lower, ImplicitNarrowingAndIntToFloat) {
  auto l = lowerText("float4 main(float4 p : POSITION) : POSITION { float3 a = p; int i = 3; float f = i;"
                     " return float4(a, f); }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "store l2 = (swizzle float3 (load float4 l0) .xyz)")) << d;
  EXPECT_TRUE(contains(d, "store l4 = (convert float (load int l3))")) << d;
}

TEST(Lower, ForLoopWithIncrementAndArrayIndex) {
  auto l = lowerText(
      "uniform float4 a[4];\n"
      "float4 main() : POSITION { float4 s = 0; for (int i = 0; i < 4; i++) { if (i == 2) continue; s += a[i]; }"
      " return s; }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "loop {")) << d;
  EXPECT_TRUE(contains(d, "} continuing {")) << d;
  EXPECT_TRUE(contains(d, "continue")) << d;
  EXPECT_TRUE(contains(d, "(load float4 g0[(load int l2)])")) << d;
}

TEST(Lower, WhileAndDoWhile) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION) : POSITION { int n = 0; while (n < 3) n = n + 1;"
      " do { n--; } while (n > 0); return p * n; }");
  EXPECT_LOWERS(l);
}

TEST(Lower, OutArgumentsCopyInAndOut) {
  auto l = lowerText(
      "void f(inout float x, out float2 y, float z = 2) { x = x * z; y = float2(x, z); }\n"
      "float4 main(float4 p : POSITION) : POSITION { float4 v = p; float2 w; f(v.x, w); f(v.y, v.zw, 3);"
      " return v + w.xyxy; }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "param p0 inout float 'x'")) << d;
  EXPECT_TRUE(contains(d, "param p2 in float 'z'")) << d;
  EXPECT_TRUE(contains(d, "float(2))")) << d;  // the default argument
  EXPECT_TRUE(contains(d, "store l2.zw = (load float2 l6)")) << d;  // v.zw written back through a temporary
}

TEST(Lower, ConditionalSelectsComponentwise) {
  auto l = lowerText("float4 main(float4 p : POSITION) : POSITION { return p.x > 0 ? p : -p; }");
  EXPECT_LOWERS(l);
  EXPECT_TRUE(contains(l.dump(), "(select float4 (gt bool")) << l.dump();
}

TEST(Lower, GlobalsConstStaticAndBindings) {
  auto l = lowerText(
      "const float k = 2;\nstatic float s = 3;\nuniform float4 c : register(c12);\n"
      "uniform sampler2D tex : TEXUNIT1;\nfloat4 lightPos : C3;\n"
      "float4 main(float2 uv : TEXCOORD0) : COLOR { return tex2D(tex, uv) * k * s + c + lightPos; }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "global g0 const float 'k' = float(2) referenced")) << d;
  EXPECT_TRUE(contains(d, "global g1 static float 's' = float(3) referenced")) << d;
  EXPECT_TRUE(contains(d, "uniform float4 'c' binding(register(c12)) referenced")) << d;
  EXPECT_TRUE(contains(d, "uniform sampler2D 'tex' : TEXUNIT1 binding(TEXUNIT1) referenced")) << d;
  EXPECT_TRUE(contains(d, "uniform float4 'lightPos' : C3 binding(C3) referenced")) << d;
  ASSERT_TRUE(l.module);
  EXPECT_EQ(l.module->globals[2].binding.kind, ir::BindingHint::Kind::ConstRegister);
  EXPECT_EQ(l.module->globals[2].binding.index, 12u);
  EXPECT_EQ(l.module->globals[3].binding.kind, ir::BindingHint::Kind::TexUnit);
  EXPECT_EQ(l.module->globals[3].binding.index, 1u);
}

TEST(Lower, UnusedUniformIsNotReferenced) {
  auto l = lowerText("uniform float4 used;\nuniform float4 unused;\nfloat4 main() : POSITION { return used; }");
  EXPECT_LOWERS(l);
  EXPECT_TRUE(l.module->globals[0].referenced);
  EXPECT_FALSE(l.module->globals[1].referenced);
}

TEST(Lower, ArrayLengthAndInitList) {
  auto l = lowerText("float4 main() : POSITION { float w[3] = {1, 2, 3}; float s = 0;"
                     " for (int i = 0; i < w.length; i++) s += w[i]; return s; }");
  EXPECT_LOWERS(l);
  EXPECT_TRUE(contains(l.dump(), "store l1 = float[3](1, 2, 3)")) << l.dump();
}

TEST(Lower, StdlibFunctionsLowerLikeUserFunctions) {
  auto l = lowerText("float4 main(float3 n : NORMAL) : POSITION { return float4(normalize(n), 1); }");
  EXPECT_LOWERS(l);
  EXPECT_GE(l.module->functions.size(), 1u);
}

TEST(Lower, DiscardInFragment) {
  auto l = lowerText("float4 main(float4 c : COLOR0) : COLOR { if (c.a < 0.5) discard; return c; }");
  EXPECT_LOWERS(l);
  EXPECT_TRUE(contains(l.dump(), "discard")) << l.dump();
}

// Cg lets a program write a uniform, entry parameters declared uniform included; cgc gives each run a copy
// initialised from the uniform (its GLSL: `_TMP0 = _k; _TMP0.xyz = ...`). Lowering did not, and the IR it
// made wrote read-only uniforms: an internal compiler error after the first pass.
TEST(Lower, WrittenUniformsGetAPerRunCopy) {
  auto l = lowerText(R"(
struct L { float4 pos; float3 col; };
L light;
float4 arr[3];
float4x4 M;
float4 k;
float4 unwritten;
void setx(out float4 v) { v = float4(1, 2, 3, 4); }
void bump(inout float3 c) { c = c * 2; }
void twice() { k.x = k.x * 2; }
float4 main(float2 uv : TEXCOORD0, uniform float4 pk) : COLOR {
  k.xyz = 4;
  twice();
  light.pos.x = 5;
  bump(light.col);
  arr[2] = uv.xyxy;
  M[1] = 7;
  setx(pk);
  return k + light.pos + light.col.xyzz + arr[1] + M[1] + pk + unwritten;
})");
  EXPECT_LOWERS(l);
  ASSERT_TRUE(l.module);
  const ir::Module& m = *l.module;
  std::map<std::string, std::uint32_t> byName;
  for (std::uint32_t i = 0; i < m.globals.size(); ++i) byName[m.globals[i].name] = i;
  const ir::Function& entry = m.function(m.entry);
  std::string d = l.dump();
  for (const char* name : {"light", "arr", "M", "k", "pk"}) {
    SCOPED_TRACE(name);
    ASSERT_TRUE(byName.count(name) && byName.count(std::string(name) + "$copy")) << d;
    const ir::Global& uniform = m.globals[byName[name]];
    const ir::Global& copy = m.globals[byName[std::string(name) + "$copy"]];
    EXPECT_EQ(uniform.kind, ir::GlobalKind::Uniform);  // the application still sets it by its name
    EXPECT_TRUE(uniform.referenced) << "read once, into the copy";
    EXPECT_EQ(copy.kind, ir::GlobalKind::Static);
    EXPECT_EQ(copy.type, uniform.type);
    // The entry starts by filling the copy from the uniform, before the body runs.
    bool filledFirst = false;
    for (std::size_t s = 0; s < 5 && s < entry.body.stmts.size(); ++s)
      if (const auto* st = std::get_if<ir::StoreStmt>(&entry.body.stmts[s].node);
          st && st->target.var == ir::VarRef::global(ir::GlobalId(byName[std::string(name) + "$copy"])) &&
          st->target.steps.empty())
        if (const auto* load = std::get_if<ir::LoadExpr>(&entry.expr(st->value).node))
          filledFirst = load->access.var == ir::VarRef::global(ir::GlobalId(byName[name])) && load->access.steps.empty();
    EXPECT_TRUE(filledFirst) << d;
  }
  EXPECT_FALSE(byName.count("unwritten$copy")) << "a uniform nobody writes is read directly";
}

// Constant float -> int conversions fold as the JIT converts at run time (passes/ConstEval.h): lowering
// folded (int)1e30 to an int 1e30, which the GLSL writer printed as -9223372036854775808 (undefined
// behaviour in its cast to long long).
TEST(Lower, ConstantFloatToIntConversionsSaturate) {
  auto l = lowerText(
      "float4 main() : POSITION { int a = (int)1e30; int b = (int)-3e9; uint c = (uint)-1.0; uint d = (uint)1e30;"
      " int e = (int)-2.7; return float4(a, b, c, d) + e; }");
  EXPECT_LOWERS(l);
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "store l1 = int(2147483647)")) << d;  // l0 holds the entry's result
  EXPECT_TRUE(contains(d, "store l2 = int(-2147483648)")) << d;
  EXPECT_TRUE(contains(d, "store l3 = unsigned int(0)")) << d;
  EXPECT_TRUE(contains(d, "store l4 = unsigned int(4294967295)")) << d;
  EXPECT_TRUE(contains(d, "store l5 = int(-2)")) << d;
}

TEST(Lower, DumpIsDeterministic) {
  const char* src = "float4 main(float4 p : POSITION, uniform float4x4 m) : POSITION { return mul(m, p); }";
  EXPECT_EQ(lowerText(src).dump(), lowerText(src).dump());
}

}  // namespace
}  // namespace cgx::test
