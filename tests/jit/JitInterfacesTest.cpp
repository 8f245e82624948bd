// Cg interfaces on the CPU back end: a function with an interface parameter, called with two structs that
// implement it, runs each struct's own method (lowering specializes the function per struct,
// lower/LowerInterfaces.cpp), including through a second function the parameter is passed on to, and
// through interface locals. The expected values are computed here in C++ from the uniforms and inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "JitSupport.h"

namespace cgx::test::jit {
namespace {

const char* const kLights = R"(
interface Light {
  float3 illuminate(float3 p);
};
struct PointLight : Light {
  float3 position;
  float3 color;
  float3 illuminate(float3 p) { float3 d = position - p; return color / dot(d, d); }
};
struct SkyLight : Light {
  float3 color;
  float3 illuminate(float3 p) { return color * p.y; }
};
float3 received(Light l, float3 p) { return l.illuminate(p); }
float3 shade(Light l, float3 p, float3 albedo) { return albedo * received(l, p); }
uniform PointLight lamp;
uniform SkyLight sky;
float4 main(float4 p : TEXCOORD0, uniform float3 albedo) : TEXCOORD0 {
  return float4(shade(lamp, p.xyz, albedo) + shade(sky, p.xyz, albedo), 1);
}
// Interface locals: one initialized, one assigned (twice, the same struct), one copied from another.
float4 locals(float4 p : TEXCOORD0, uniform float3 albedo) : TEXCOORD0 {
  Light first = lamp;
  Light second;
  if (p.x > 1) second = sky; else second = sky;
  Light third = second;
  return float4(shade(first, p.xyz, albedo) + third.illuminate(p.xyz), 1);
}
)";

// Runs `entry` over a few points and compares with want(point, lamp's share, sky's share).
void expectLights(const char* entry, float (*want)(float albedo, float lamp, float sky)) {
  Program program;
  std::string error;
  ASSERT_TRUE(compile(kLights, entry, false, 4, &program, &error)) << error;
  const Values position{1, 2, 3}, lampColor{4, 8, 12}, skyColor{0.5f, 0.25f, 1}, albedo{1, 0.5f, 2};
  std::vector<std::string> missing;
  std::vector<std::uint32_t> block = uniformBlock(
      program, {{"lamp.position", position}, {"lamp.color", lampColor}, {"sky.color", skyColor}, {"albedo", albedo}},
      &missing);
  EXPECT_TRUE(missing.empty()) << missing.front();
  std::vector<Invocation> inputs;
  for (int i = 0; i < 6; ++i) inputs.push_back({{"TEXCOORD0", {0.5f * i, 1.0f + i, -1.0f * i, 1}}});
  std::vector<Invocation> out = run(program, block, inputs);
  ASSERT_EQ(out.size(), inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const Values& p = inputs[i].at("TEXCOORD0");
    float d2 = 0;
    for (int k = 0; k < 3; ++k) d2 += (position[k] - p[k]) * (position[k] - p[k]);
    const Values& got = out[i].at("TEXCOORD0");
    ASSERT_EQ(got.size(), 4u);
    for (int k = 0; k < 3; ++k) {
      float w = want(albedo[k], lampColor[k] / d2, skyColor[k] * p[1]);
      EXPECT_NEAR(got[k], w, 1e-5f * std::max(1.0f, std::abs(w))) << "invocation " << i << " component " << k;
    }
    EXPECT_EQ(got[3], 1.0f);
  }
}

TEST(JitInterfaces, EachStructRunsItsOwnMethod) {
  expectLights("main", [](float albedo, float lamp, float sky) { return albedo * lamp + albedo * sky; });
}

TEST(JitInterfaces, InterfaceLocalsHoldTheirStruct) {
  expectLights("locals", [](float albedo, float lamp, float sky) { return albedo * lamp + sky; });
}

// Unsized array parameters are specialized the same way, per length (LowerInterfaces.cpp): one helper
// summed over a uniform of 4, a local of 2, and on through a second unsized helper.
TEST(JitInterfaces, UnsizedArrayParametersTakeEachCallsLength) {
  const char* source = R"(
float total(float w[]) { float s = 0; for (int i = 0; i < w.length; i++) s += w[i]; return s; }
float count(float w[]) { return w.length + total(w) * 0; }
float4 main(float4 p : TEXCOORD0, uniform float weights[4]) : TEXCOORD0 {
  float pair[2] = {p.x, p.y};
  return float4(total(weights), total(pair), count(weights), count(pair));
}
)";
  Program program;
  std::string error;
  ASSERT_TRUE(compile(source, "main", false, 4, &program, &error)) << error;
  std::vector<std::string> missing;
  std::vector<std::uint32_t> block = uniformBlock(program, {{"weights", {1, 2, 3, 4.5f}}}, &missing);
  EXPECT_TRUE(missing.empty()) << missing.front();
  std::vector<Invocation> out = run(program, block, {{{"TEXCOORD0", {0.25f, 2, 0, 1}}}});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].at("TEXCOORD0"), (Values{10.5f, 2.25f, 4, 2}));
}

}  // namespace
}  // namespace cgx::test::jit
