// Referenced flags after optimisation: a uniform whose only use folded or died away is unreferenced.
#include "PassHelpers.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

const Global* find(const Module& m, const std::string& name) {
  for (const Global& g : m.globals)
    if (g.name == name) return &g;
  return nullptr;
}

TEST(UnusedUniforms, OnlyLiveLoadsCount) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION, float4 c : COLOR, uniform float4 used, uniform float4 deadUse,"
      " uniform float4 never) : POSITION { float4 t = deadUse * 2; if (false) return c; return p + used; }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  ASSERT_NE(find(m, "deadUse"), nullptr);
  EXPECT_TRUE(find(m, "deadUse")->referenced);  // lowering saw a load
  passes::foldConstants(m);
  passes::removeDeadCode(m);
  passes::markReferencedGlobals(m);
  EXPECT_VALID(m);
  EXPECT_TRUE(find(m, "used")->referenced);
  EXPECT_TRUE(find(m, "p")->referenced);
  EXPECT_FALSE(find(m, "deadUse")->referenced) << dump(m);
  EXPECT_FALSE(find(m, "never")->referenced);
  EXPECT_FALSE(find(m, "c")->referenced) << dump(m);  // only read on the folded-away path
}

TEST(UnusedUniforms, SamplersReadByTextureLookups) {
  auto l = lowerText(
      "float4 main(float2 uv : TEXCOORD0, uniform sampler2D tex, uniform sampler2D other) : COLOR"
      " { return tex2D(tex, uv); }");
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  passes::markReferencedGlobals(m);
  EXPECT_TRUE(find(m, "tex")->referenced);
  EXPECT_FALSE(find(m, "other")->referenced);
}

}  // namespace
}  // namespace cgx::test
