// Shadow lookups: a comparison happens only when the request asks for one (compare = 1) AND the bound
// texture's sampler state enables it; each compare function; linear filtering of the 0/1 results.
#include "TextureTestSupport.h"

namespace cgx::texture_test {
namespace {

// 2x1 depth texture: red 0.25 and 0.75 (other channels distinct so the plain colour is recognisable).
std::shared_ptr<CpuTexture> depthTexture() {
  return makeTexture(shape(TextureKind::Tex2D, 2, 1), {0.25f, 0.1f, 0.2f, 0.3f, 0.75f, 0.4f, 0.5f, 0.6f});
}

SamplerState comparing(CompareFunc func, bool linear = false) {
  SamplerState state = linear ? linearState(Wrap::ClampToEdge) : nearestState(Wrap::ClampToEdge);
  state.compareEnabled = true;
  state.compareFunc = func;
  return state;
}

Lookup shadowLookup(float s, float ref) {
  Lookup lookup;
  lookup.coord = {s, 0.5f, 0, 0};
  lookup.ref = ref;
  lookup.compare = true;
  return lookup;
}

TEST(Shadow, EachCompareFunctionAgainstRed) {
  struct Case {
    CompareFunc func;
    float ref;
    float expected;  // against texel 0 (red 0.25)
  };
  const Case cases[] = {
      {CompareFunc::LessEqual, 0.25f, 1},   {CompareFunc::LessEqual, 0.3f, 0},   {CompareFunc::GreaterEqual, 0.25f, 1},
      {CompareFunc::GreaterEqual, 0.2f, 0}, {CompareFunc::Less, 0.25f, 0},       {CompareFunc::Less, 0.2f, 1},
      {CompareFunc::Greater, 0.3f, 1},      {CompareFunc::Greater, 0.25f, 0},    {CompareFunc::Equal, 0.25f, 1},
      {CompareFunc::Equal, 0.5f, 0},        {CompareFunc::NotEqual, 0.5f, 1},    {CompareFunc::NotEqual, 0.25f, 0},
      {CompareFunc::Always, 9.0f, 1},       {CompareFunc::Never, -9.0f, 0},
  };
  auto texture = depthTexture();
  for (const Case& c : cases) {
    TextureTable table;
    ASSERT_TRUE(table.set(0, texture, comparing(c.func)));
    EXPECT_EQ(sampleOne(table, shadowLookup(0.25f, c.ref)), (Rgba{c.expected, c.expected, c.expected, 1}))
        << "func " << static_cast<int>(c.func) << " ref " << c.ref;
  }
}

TEST(Shadow, OffUnlessBothTheRequestAndTheSamplerAskForIt) {
  auto texture = depthTexture();
  const Rgba colour{0.25f, 0.1f, 0.2f, 0.3f};
  TextureTable table;
  // The sampler compares but the request is a plain lookup: colour.
  ASSERT_TRUE(table.set(0, texture, comparing(CompareFunc::Always)));
  Lookup plain = shadowLookup(0.25f, 0.5f);
  plain.compare = false;
  EXPECT_EQ(sampleOne(table, plain), colour);
  // The request is a shadow lookup but the sampler does not compare: colour too.
  ASSERT_TRUE(table.set(0, texture, nearestState(Wrap::ClampToEdge)));
  EXPECT_EQ(sampleOne(table, shadowLookup(0.25f, 0.5f)), colour);
}

TEST(Shadow, LinearFilteringAveragesTheComparisons) {
  // s = 0.5 is halfway between the two texel centres: ref 0.5 passes LEQUAL against 0.75 only -> 0.5.
  TextureTable table;
  ASSERT_TRUE(table.set(0, depthTexture(), comparing(CompareFunc::LessEqual, true)));
  EXPECT_EQ(sampleOne(table, shadowLookup(0.5f, 0.5f)), (Rgba{0.5f, 0.5f, 0.5f, 1}));
  // s = 0.375: u = 0.75 -> alpha = 0.25 toward texel 1: 0.25.
  EXPECT_EQ(sampleOne(table, shadowLookup(0.375f, 0.5f)), (Rgba{0.25f, 0.25f, 0.25f, 1}));
  // A reference past both texels fails everywhere; below both passes everywhere (no clamping of it).
  EXPECT_EQ(sampleOne(table, shadowLookup(0.5f, 1.5f))[0], 0.0f);
  EXPECT_EQ(sampleOne(table, shadowLookup(0.5f, -1.0f))[0], 1.0f);
}

TEST(Shadow, CubeShadowCompares) {
  std::vector<float> rgba(6 * 4, 0.0f);
  for (int face = 0; face < 6; ++face) rgba[static_cast<std::size_t>(face) * 4] = 0.1f * static_cast<float>(face + 1);
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Cube, 1, 1), rgba), comparing(CompareFunc::LessEqual)));
  Lookup lookup;
  lookup.dim = SamplerDim::Cube;
  lookup.compare = true;
  lookup.ref = 0.45f;
  lookup.coord = {0, 0, 1, 0};  // +Z: red 0.5 -> passes
  EXPECT_EQ(sampleOne(table, lookup)[0], 1.0f);
  lookup.coord = {0, -1, 0, 0};  // -Y: red 0.4 -> fails
  EXPECT_EQ(sampleOne(table, lookup)[0], 0.0f);
}

}  // namespace
}  // namespace cgx::texture_test
