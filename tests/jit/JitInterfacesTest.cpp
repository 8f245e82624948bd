// Cg interfaces on the CPU back end: a function with an interface parameter, called with two structs that
// implement it, runs each struct's own method (lowering specializes the function per struct,
// lower/LowerInterfaces.cpp), including through a second function the parameter is passed on to, and
// through interface locals, and an array of interfaces bound element by element (cgc's -type
// "layers = { Flat, Stripe, Flat }", lower/LowerInterfaceArrays.cpp). The expected values are computed here
// in C++ from the uniforms and inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "JitSupport.h"
#include "support/ShadeLayers.h"

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


// An unsized array of interfaces bound element by element: each element its own struct, the loop over
// `layers.length` unrolled into each element's method, a run-time index dispatched to the element it names
// (clamped into range), the argument's side effect once, and an element passed on to an interface parameter.
const std::string kLayers = std::string(kShadeLayers) + R"(
float4 twice(Shade s, float2 uv) { return 2 * s.eval(uv); }
float4 main(float4 p : TEXCOORD0) : TEXCOORD0 {
  float4 r = float4(0, 0, 0, 1);
  for (int i = 0; i < layers.length; i++) { float4 l = layers[i].eval(p.xy); r = l + (1 - l.a) * r; }
  return r;
}
float4 picked(float4 p : TEXCOORD0) : TEXCOORD0 {
  float2 uv = p.xy;
  float4 v = layers[(int)p.z].eval(uv += 0.25);
  return float4(v.xyz + twice(layers[1], uv).xyz, uv.x);
}
float4 ends(float4 p : TEXCOORD0) : TEXCOORD0 { return layers[0].eval(p.xy) + 10 * layers[2].eval(p.xy); }
)";

struct LayerValues {
  Values flat0{0.25f, 0.5f, 0.75f, 0.5f};
  Values stripeK{3, 0};
  Values stripeC{1, 0.5f, 0.25f, 0.75f};
  Values flat2{0.125f, 1, 0.5f, 0.25f};
  std::map<std::string, Values> uniforms() const {
    return {{"layers[0].c", flat0}, {"layers[1].k", stripeK}, {"layers[1].c", stripeC}, {"layers[2].c", flat2}};
  }
  // Element `k`'s eval at `u` (the struct each binding gave it).
  Values eval(int k, float u) const {
    if (k == 0) return flat0;
    if (k == 2) return flat2;
    float x = u * stripeK[0];
    return x - std::floor(x) > 0.5f ? stripeC : Values{0, 0, 0, 0};
  }
};

const std::vector<std::string> kThreeLayers = {"layers = { Flat, Stripe, Flat }"};

std::vector<Invocation> runLayers(const char* entry, const std::vector<std::string>& bindings,
                                  const std::vector<Invocation>& inputs, unsigned lanes) {
  Program program;
  std::string error;
  if (!compile(kLayers, entry, false, lanes, &program, &error, {}, cgx::jit::CodeTier::Optimized, bindings)) {
    ADD_FAILURE() << error;
    return {};
  }
  std::vector<std::string> missing;
  std::vector<std::uint32_t> block = uniformBlock(program, LayerValues().uniforms(), &missing);
  EXPECT_TRUE(missing.empty()) << missing.front();
  return run(program, block, inputs);
}

TEST(JitInterfaces, BoundInterfaceArrayElementsRunTheirOwnStructs) {
  const LayerValues values;
  std::vector<Invocation> inputs;
  for (int i = 0; i < 6; ++i) inputs.push_back({{"TEXCOORD0", {0.1f + 0.13f * i, 0, 0, 1}}});
  for (unsigned lanes : {4u, 8u}) {
    SCOPED_TRACE(lanes);
    std::vector<Invocation> out = runLayers("main", kThreeLayers, inputs, lanes);
    ASSERT_EQ(out.size(), inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      Values want{0, 0, 0, 1};
      for (int k = 0; k < 3; ++k) {
        Values l = values.eval(k, inputs[i].at("TEXCOORD0")[0]);
        for (int c = 0; c < 4; ++c) want[c] = l[c] + (1 - l[3]) * want[c];
      }
      const Values& got = out[i].at("TEXCOORD0");
      for (int c = 0; c < 4; ++c) EXPECT_NEAR(got[c], want[c], 1e-6f) << "invocation " << i << " component " << c;
    }
  }
  // Unbound, the array has length 0, as cgc compiles it: the loop does not run.
  std::vector<Invocation> out = runLayers("main", {}, inputs, 4);
  ASSERT_EQ(out.size(), inputs.size());
  for (const Invocation& o : out) EXPECT_EQ(o.at("TEXCOORD0"), (Values{0, 0, 0, 1}));
}

TEST(JitInterfaces, ARunTimeIndexCallsTheElementItNames) {
  const LayerValues values;
  std::vector<Invocation> inputs;
  // Indices in range and out of it (the nearest element), lanes diverging between elements.
  const float indices[] = {0, 1, 2, 1, -3, 7, 2, 0};
  for (int i = 0; i < 8; ++i) inputs.push_back({{"TEXCOORD0", {0.05f + 0.11f * i, 0, indices[i], 1}}});
  for (unsigned lanes : {4u, 8u}) {
    SCOPED_TRACE(lanes);
    std::vector<Invocation> out = runLayers("picked", kThreeLayers, inputs, lanes);
    ASSERT_EQ(out.size(), inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const float u = inputs[i].at("TEXCOORD0")[0] + 0.25f;  // `uv += 0.25` ran once
      const int k = std::clamp(static_cast<int>(indices[i]), 0, 2);
      Values v = values.eval(k, u), stripe = values.eval(1, u);
      const Values& got = out[i].at("TEXCOORD0");
      for (int c = 0; c < 3; ++c)
        EXPECT_NEAR(got[c], v[c] + 2 * stripe[c], 1e-6f) << "invocation " << i << " component " << c;
      EXPECT_NEAR(got[3], u, 1e-6f) << "invocation " << i;
    }
  }
}

// `layers[2] = Flat` sizes the array to three while element 0 has no struct, so element 1 gets none (cgc's
// rule); `layers[0] = Stripe` then binds element 0. Element 1 stays the application's choice, and a program
// that calls only elements 0 and 2 runs.
TEST(JitInterfaces, AnElementWithoutAStructIsNoObstacleWhenUncalled) {
  Program program;
  std::string error;
  ASSERT_TRUE(compile(kLayers, "ends", false, 4, &program, &error, {}, cgx::jit::CodeTier::Optimized,
                      {"layers[2] = Flat", "layers[0] = Stripe"}))
      << error;
  const LayerValues values;
  std::vector<std::string> missing;
  std::vector<std::uint32_t> block = uniformBlock(
      program, {{"layers[0].k", values.stripeK}, {"layers[0].c", values.stripeC}, {"layers[2].c", values.flat2}}, &missing);
  EXPECT_EQ(missing, std::vector<std::string>{"layers[1]"});  // an interface: no value to give it
  std::vector<Invocation> inputs;
  for (int i = 0; i < 4; ++i) inputs.push_back({{"TEXCOORD0", {0.1f + 0.2f * i, 0, 0, 1}}});
  std::vector<Invocation> out = run(program, block, inputs);
  ASSERT_EQ(out.size(), inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    Values stripe = values.eval(1, inputs[i].at("TEXCOORD0")[0]);  // the Stripe's method, with its values
    for (int c = 0; c < 4; ++c)
      EXPECT_NEAR(out[i].at("TEXCOORD0")[c], stripe[c] + 10 * values.flat2[c], 1e-6f) << "invocation " << i;
  }
  // A call through element 1 needs the application's choice: C1306, as cgc has it.
  EXPECT_FALSE(compile(kLayers, "main", false, 4, &program, &error, {}, cgx::jit::CodeTier::Optimized,
                       {"layers[2] = Flat", "layers[0] = Stripe"}));
  EXPECT_NE(error.find("error C1306"), std::string::npos) << error;
}

}  // namespace
}  // namespace cgx::test::jit
