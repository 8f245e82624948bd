// Entry lowering: struct varyings flattened to one global per leaf with its semantic, out parameters and
// the return value copied out before every return; and every example program lowers to valid IR.
#include <gtest/gtest.h>

#include <cstdio>

#include "LowerHelpers.h"
#include "support/LargeStack.h"

namespace cgx::test {
namespace {


TEST(LowerEntry, StructVaryingsFlattenToSemantics) {
  auto l = lowerText(
      "struct VIn { float4 pos : POSITION; float3 n : NORMAL; };\n"
      "struct VOut { float4 hpos : POSITION; float4 col : COLOR0; };\n"
      "VOut main(VIn IN, uniform float4x4 mvp) { VOut o; o.hpos = mul(mvp, IN.pos);"
      " o.col = float4(IN.n, 1); return o; }");
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "in float4 'IN.pos' : POSITION")) << d;
  EXPECT_TRUE(contains(d, "in float3 'IN.n' : NORMAL")) << d;
  EXPECT_TRUE(contains(d, "out float4 'return.hpos' : POSITION")) << d;
  EXPECT_TRUE(contains(d, "out float4 'return.col' : COLOR0")) << d;
  EXPECT_TRUE(contains(d, "store l0.pos = (load float4 g")) << d;
}

TEST(LowerEntry, OutParametersCopiedOutOnEveryReturn) {
  auto l = lowerText(
      "void main(float4 p : POSITION, out float4 hpos : POSITION, out float4 col : COLOR0) {"
      " hpos = p; col = 0; if (p.x > 0) { col = 1; return; } col.x = 0.5; }");
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  std::string d = l.dump();
  std::size_t first = d.find("store g1 = (load float4 l1)");
  ASSERT_NE(first, std::string::npos) << d;
  EXPECT_NE(d.find("store g1 = (load float4 l1)", first + 1), std::string::npos) << d;  // twice: return + end
}

// A varying struct parameter with `uniform` members: each uniform member is a uniform global named by its
// path (what cgc lists and the runtimes bind), the varying members are varyings, member reads go to the
// parts, and no local holds the sampler. A use of the whole parameter is reported, not miscompiled.
TEST(LowerEntry, UniformMembersOfAStructParameterBecomeUniforms) {
  auto l = lowerText(
      "struct pass_in { uniform float2 size; uniform sampler2D texture : TEXUNIT2; float2 coord : TEXCOORD0; };\n"
      "float4 main(pass_in PREV) : COLOR { return tex2D(PREV.texture, PREV.coord / PREV.size); }");
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "uniform float2 'PREV.size'")) << d;
  EXPECT_TRUE(contains(d, "uniform sampler2D 'PREV.texture' : TEXUNIT2 binding(TEXUNIT2)")) << d;
  EXPECT_TRUE(contains(d, "in float2 'PREV.coord' : TEXCOORD0")) << d;
  EXPECT_FALSE(contains(d, "pass_in")) << "no local of the struct type: " << d;

  auto whole = lowerText(
      "struct pass_in { uniform float2 size; float2 coord : TEXCOORD0; };\n"
      "float2 f(pass_in p) { return p.coord * p.size; }\n"
      "float4 main(pass_in PREV) : COLOR { return f(PREV).xyxy; }");
  EXPECT_NE(whole.diagnostics().find("the whole parameter 'PREV'"), std::string::npos) << whole.diagnostics();
}

// A generic `sampler` uniform takes the type of the lookups it is passed to (cgc 3.1 lists `sampler2D s`,
// `samplerCUBE t`); two types for one sampler is cgc's C6511; passed on to a function it is still C0165.
TEST(LowerEntry, GenericSamplersTakeTheirLookupsType) {
  auto l = lowerText("float4 main(float4 uv : TEXCOORD0, uniform sampler s, uniform sampler t) : COLOR\n"
                     "{ return tex2D(s, uv.xy) + texCUBE(t, uv.xyz) + tex2D(s, uv.yx); }");
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_EQ(l.diagnostics(), "");
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  std::string d = l.dump();
  EXPECT_TRUE(contains(d, "uniform sampler2D 's'")) << d;
  EXPECT_TRUE(contains(d, "uniform samplerCUBE 't'")) << d;

  auto both = lowerText("float4 main(float4 uv : TEXCOORD0, uniform sampler s) : COLOR\n"
                        "{ return tex2D(s, uv.xy) + texCUBE(s, uv.xyz); }");
  EXPECT_NE(both.diagnostics().find("C6511"), std::string::npos) << both.diagnostics();

  auto passed = lowerText("float4 f(sampler t, float2 uv) { return tex2D(t, uv); }\n"
                          "float4 main(float4 uv : TEXCOORD0, uniform sampler s) : COLOR { return f(s, uv.xy); }");
  EXPECT_NE(passed.diagnostics().find("C0165"), std::string::npos) << passed.diagnostics();
}

TEST(LowerEntry, EveryExampleLowersToValidIr) {
  std::size_t lowered = 0, total = 0;
  for (const auto& path : cgFilesIn("examples")) {
    ++total;
    SCOPED_TRACE(path.string());
    Lowered l;
    cgx::runWithLargeStack([&] {
      l.parsed = parseFile(path, path.filename().string());
      sema::SemaOptions opts;
      // The book's examples name their entry after the file (C2E2f_passthru); 'f_' marks fragment programs.
      opts.entry = path.stem().string();
      if (opts.entry.find("f_") != std::string::npos) {
        opts.stage = sema::Stage::Fragment;
        opts.profile = "arbfp1";
      }
      if (!l.parsed.unit) return;
      l.sema = sema::analyze(*l.parsed.unit, *l.types, *l.parsed.diagnostics, opts);
      if (!l.sema.ok) return;
      l.module.emplace(lower::lower(l.sema, *l.parsed.unit, *l.types, *l.parsed.diagnostics));
      l.errors = ir::validate(*l.module);
    });
    if (!l.sema.ok) continue;  // sema's verdict is tested elsewhere
    ++lowered;
    std::string errs;
    for (const auto& e : l.errors) errs += e + "\n";
    EXPECT_TRUE(l.errors.empty()) << errs << l.dump();
    EXPECT_EQ(l.parsed.diagnostics->errorCount(), 0u) << l.diagnostics();
  }
  std::printf("lowered %zu of %zu examples\n", lowered, total);
  EXPECT_GT(lowered, 0u);
}

}  // namespace
}  // namespace cgx::test
