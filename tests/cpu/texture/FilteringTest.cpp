// Linear filtering within a level and between levels, and the level of detail from derivatives, checked
// against values worked out here from the GL 4.5 formulas (8.14.1-8.14.3): u = s * width,
// i0 = floor(u - 1/2), alpha = frac(u - 1/2); lambda = log2(max(|d(u,v)/dx|, |d(u,v)/dy|)).
#include <cmath>

#include "TextureTestSupport.h"

namespace cgx::texture_test {
namespace {

// 4x4, texel (x, y) = index y * 4 + x, components distinct per texel (random, seeded).
std::vector<float> fourByFour() {
  std::mt19937 random(99);
  return randomTexels(16, random);
}

Rgba weighted(std::initializer_list<std::pair<float, Rgba>> terms) {
  Rgba sum{0, 0, 0, 0};
  for (const auto& [weight, texel] : terms)
    for (std::size_t c = 0; c < 4; ++c) sum[c] += weight * texel[c];
  return sum;
}

// Level 1 of the 4x4 texture, worked out here: texel (x, y) is the mean of level 0's 2x2 block.
Rgba levelOneTexel(const std::vector<float>& rgba, int x, int y) {
  Rgba sum{0, 0, 0, 0};
  for (int dy = 0; dy < 2; ++dy)
    for (int dx = 0; dx < 2; ++dx) {
      const Rgba texel = texelAt(rgba, static_cast<std::size_t>((2 * y + dy) * 4 + 2 * x + dx));
      for (std::size_t c = 0; c < 4; ++c) sum[c] += texel[c] / 4;
    }
  return sum;
}

// (0.3, 0.6) on level 0 (4x4): u = 1.2, v = 2.4; i0 = 0, alpha = 0.7; j0 = 1, beta = 0.9.
Rgba bilinearLevel0(const std::vector<float>& rgba) {
  auto t = [&](int x, int y) { return texelAt(rgba, static_cast<std::size_t>(y * 4 + x)); };
  return weighted({{0.3f * 0.1f, t(0, 1)}, {0.7f * 0.1f, t(1, 1)}, {0.3f * 0.9f, t(0, 2)}, {0.7f * 0.9f, t(1, 2)}});
}

TEST(Bilinear, InsideTheTexture) {
  const std::vector<float> rgba = fourByFour();
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex2D, 4, 4), rgba), linearState()));
  Lookup lookup;
  lookup.coord = {0.3f, 0.6f, 0, 0};
  expectRgbaNear(sampleOne(table, lookup), bilinearLevel0(rgba), 1e-5f);
}

TEST(Bilinear, RepeatWrapsTheFootprintAcrossTheEdge) {
  const std::vector<float> rgba = fourByFour();
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex2D, 4, 4), rgba), linearState()));
  // (0.05, 0.5): u = 0.2 -> i0 = floor(-0.3) = -1 (wraps to 3), alpha = 0.7; v = 2 -> j0 = 1, beta = 0.5.
  auto t = [&](int x, int y) { return texelAt(rgba, static_cast<std::size_t>(y * 4 + x)); };
  const Rgba expected =
      weighted({{0.3f * 0.5f, t(3, 1)}, {0.7f * 0.5f, t(0, 1)}, {0.3f * 0.5f, t(3, 2)}, {0.7f * 0.5f, t(0, 2)}});
  Lookup lookup;
  lookup.coord = {0.05f, 0.5f, 0, 0};
  expectRgbaNear(sampleOne(table, lookup), expected, 1e-5f);
}

TEST(Linear, ThreeDimensionalBlendsEightTexels) {
  // 2x2x2, texel (x, y, z) red = x + 2y + 4z. At the centre every weight is 1/8: the mean 3.5.
  std::vector<float> rgba;
  for (int i = 0; i < 8; ++i) rgba.insert(rgba.end(), {static_cast<float>(i), 0, 0, 1});
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex3D, 2, 2, 2), rgba), linearState(Wrap::ClampToEdge)));
  Lookup lookup;
  lookup.dim = SamplerDim::D3;
  lookup.coord = {0.5f, 0.5f, 0.5f, 0};
  EXPECT_NEAR(sampleOne(table, lookup)[0], 3.5f, 1e-6f);
  // (0.5, 0.25, 0.75): x weights 1/2 each, y = 0 (v = 0.5, clamped), z = 1: red = 0.5 + 0 + 4.
  lookup.coord = {0.5f, 0.25f, 0.75f, 0};
  EXPECT_NEAR(sampleOne(table, lookup)[0], 4.5f, 1e-6f);
}

class Trilinear : public ::testing::Test {
 protected:
  void SetUp() override {
    rgba_ = fourByFour();
    auto texture = makeTexture(shape(TextureKind::Tex2D, 4, 4), rgba_);
    ASSERT_NE(texture, nullptr);
    texture->generateMipmaps();
    SamplerState state = linearState();
    state.minFilter = MinFilter::LinearMipmapLinear;
    ASSERT_TRUE(table_.set(0, texture, state));
  }
  // (0.3, 0.6) at lambda = 0.25: 3/4 of level 0's bilinear result plus 1/4 of level 1's, where on the 2x2
  // level u = 0.6 -> i0 = 0, alpha = 0.1 and v = 1.2 -> j0 = 0, beta = 0.7.
  Rgba expectedAtQuarterLevel() const {
    const Rgba level1 = weighted({{0.9f * 0.3f, levelOneTexel(rgba_, 0, 0)},
                                  {0.1f * 0.3f, levelOneTexel(rgba_, 1, 0)},
                                  {0.9f * 0.7f, levelOneTexel(rgba_, 0, 1)},
                                  {0.1f * 0.7f, levelOneTexel(rgba_, 1, 1)}});
    return weighted({{0.75f, bilinearLevel0(rgba_)}, {0.25f, level1}});
  }
  std::vector<float> rgba_;
  TextureTable table_;
};

TEST_F(Trilinear, ExplicitLevel) {
  Lookup lookup;
  lookup.kind = SampleKind::Lod;
  lookup.coord = {0.3f, 0.6f, 0, 0};
  lookup.lodOrBias = 0.25f;
  expectRgbaNear(sampleOne(table_, lookup), expectedAtQuarterLevel(), 1e-5f);
}

TEST_F(Trilinear, LevelFromGradients) {
  // rho = |du/dx| = 4 * ds/dx = 2^0.25 -> lambda = 0.25; the smaller y footprint does not count.
  Lookup lookup;
  lookup.kind = SampleKind::Grad;
  lookup.coord = {0.3f, 0.6f, 0, 0};
  lookup.ddx = {std::pow(2.0f, 0.25f) / 4.0f, 0, 0};
  lookup.ddy = {0, 0.1f, 0};
  expectRgbaNear(sampleOne(table_, lookup), expectedAtQuarterLevel(), 1e-5f);
}

// 8x8 with mipmaps, texel red = x: at s = t = 0.01 (texel 0 of every level) the levels read red
// 0, 0.5 (mean of x = 0, 1), 1.5 (x = 0..3) and 3.5 (the 1x1 level), so red tells the level apart.
class LevelSelection : public ::testing::Test {
 protected:
  void SetUp() override {
    std::vector<float> rgba;
    for (int y = 0; y < 8; ++y)
      for (int x = 0; x < 8; ++x) rgba.insert(rgba.end(), {static_cast<float>(x), 0, 0, 1});
    texture_ = makeTexture(shape(TextureKind::Tex2D, 8, 8), rgba);
    ASSERT_NE(texture_, nullptr);
    texture_->generateMipmaps();
    ASSERT_EQ(texture_->levelCount(), 4);
  }
  float red(const SamplerState& state, Lookup lookup) {
    table_.set(0, texture_, state);
    lookup.coord = {0.01f, 0.01f, 0, 0};
    return sampleOne(table_, lookup)[0];
  }
  static SamplerState mipmapped(MinFilter filter) {
    SamplerState state = nearestState();
    state.minFilter = filter;
    return state;
  }
  static Lookup implicit(float dsdx, float dtdy) {
    Lookup lookup;
    lookup.ddx = {dsdx, 0, 0};
    lookup.ddy = {0, dtdy, 0};
    return lookup;
  }
  std::shared_ptr<CpuTexture> texture_;
  TextureTable table_;
};

TEST_F(LevelSelection, DerivativesSelectLevelsZeroOneTwo) {
  const SamplerState state = mipmapped(MinFilter::NearestMipmapNearest);
  EXPECT_EQ(red(state, implicit(1.0f / 8, 1.0f / 8)), 0.0f);   // one texel per pixel: lambda 0
  EXPECT_EQ(red(state, implicit(2.0f / 8, 0)), 0.5f);          // lambda 1
  EXPECT_EQ(red(state, implicit(4.0f / 8, 0)), 1.5f);          // lambda 2
  EXPECT_EQ(red(state, implicit(0.01f, 4.0f / 8)), 1.5f);      // the larger (y) footprint decides
  EXPECT_EQ(red(state, implicit(64.0f / 8, 0)), 3.5f);         // lambda 6, clamped to the last level
  EXPECT_EQ(red(state, implicit(0, 0)), 0.0f);                 // vertex kernels: no derivatives, level 0
  Lookup grad = implicit(0, 0);
  grad.kind = SampleKind::Grad;
  grad.ddx = {2.0f / 8, 1.0f / 8, 0};  // rho = sqrt(5): lambda 1.16 -> nearest level ceil(1.66) - 1 = 1
  EXPECT_EQ(red(state, grad), 0.5f);
}

TEST_F(LevelSelection, NearestLevelRoundsAtOneHalf) {
  const SamplerState state = mipmapped(MinFilter::NearestMipmapNearest);
  Lookup lookup;
  lookup.kind = SampleKind::Lod;
  lookup.lodOrBias = 0.4f;
  EXPECT_EQ(red(state, lookup), 0.0f);
  lookup.lodOrBias = 1.4f;
  EXPECT_EQ(red(state, lookup), 0.5f);
  lookup.lodOrBias = 1.6f;
  EXPECT_EQ(red(state, lookup), 1.5f);
  lookup.lodOrBias = 10.0f;
  EXPECT_EQ(red(state, lookup), 3.5f);
  lookup.lodOrBias = -3.0f;  // magnification
  EXPECT_EQ(red(state, lookup), 0.0f);
}

TEST_F(LevelSelection, BiasesAndLimits) {
  SamplerState state = mipmapped(MinFilter::NearestMipmapNearest);
  Lookup bias = implicit(2.0f / 8, 0);  // lambda 1 ...
  bias.kind = SampleKind::Bias;
  bias.lodOrBias = 1.0f;  // ... + 1
  EXPECT_EQ(red(state, bias), 1.5f);
  state.lodBias = -1.0f;  // the sampler's bias adds too
  EXPECT_EQ(red(state, bias), 0.5f);
  state.lodBias = 0;
  state.maxLod = 1.0f;
  Lookup lod;
  lod.kind = SampleKind::Lod;
  lod.lodOrBias = 3.0f;
  EXPECT_EQ(red(state, lod), 0.5f);
  state.maxLod = 1000.0f;
  state.minLod = 2.0f;
  lod.lodOrBias = 0.0f;
  EXPECT_EQ(red(state, lod), 1.5f);
}

TEST_F(LevelSelection, LinearBetweenLevels) {
  Lookup lookup;
  lookup.kind = SampleKind::Lod;
  lookup.lodOrBias = 1.25f;  // 3/4 of level 1 (0.5) + 1/4 of level 2 (1.5)
  EXPECT_NEAR(red(mipmapped(MinFilter::NearestMipmapLinear), lookup), 0.75f, 1e-6f);
  lookup.lodOrBias = 2.5f;  // halfway between 1.5 and 3.5
  EXPECT_NEAR(red(mipmapped(MinFilter::NearestMipmapLinear), lookup), 2.5f, 1e-6f);
  lookup.lodOrBias = 3.0f;  // the last level alone
  EXPECT_NEAR(red(mipmapped(MinFilter::NearestMipmapLinear), lookup), 3.5f, 1e-6f);
  // Filters without mipmaps read level 0 however far it is minified.
  lookup.lodOrBias = 2.0f;
  EXPECT_EQ(red(mipmapped(MinFilter::Nearest), lookup), 0.0f);
}

TEST_F(LevelSelection, DefaultMinFilterFollowsTheMipmaps) {
  SamplerState state;  // all defaults: min filter unset, mag Linear, Repeat
  EXPECT_EQ(state.effectiveMinFilter(1), MinFilter::Linear);
  EXPECT_EQ(state.effectiveMinFilter(4), MinFilter::NearestMipmapLinear);
  Lookup lookup;
  lookup.kind = SampleKind::Lod;
  lookup.lodOrBias = 1.25f;
  lookup.coord = {0.01f, 0.01f, 0, 0};
  // Mipmapped: NearestMipmapLinear, as in the test above.
  table_.set(0, texture_, state);
  EXPECT_NEAR(sampleOne(table_, lookup)[0], 0.75f, 1e-6f);
  // Single level: Linear on level 0. At s = 0.01, u = 0.08: texels 7 (wrapped, red 7) and 0 (red 0) with
  // alpha = frac(0.08 - 0.5) = 0.58: red = 0.42 * 7.
  std::vector<float> rgba;
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 8; ++x) rgba.insert(rgba.end(), {static_cast<float>(x), 0, 0, 1});
  table_.set(0, makeTexture(shape(TextureKind::Tex2D, 8, 8), rgba), state);
  EXPECT_NEAR(sampleOne(table_, lookup)[0], 0.42f * 7.0f, 1e-5f);
}

TEST(Mipmaps, BoxFilterDownToOneTexel) {
  // 4x2: level 1 is 2x1, level 2 1x1.
  std::vector<float> rgba;
  for (int i = 0; i < 8; ++i) rgba.insert(rgba.end(), {static_cast<float>(i), 1, 2 * static_cast<float>(i), 0.5f});
  auto texture = makeTexture(shape(TextureKind::Tex2D, 4, 2), rgba);
  ASSERT_NE(texture, nullptr);
  texture->generateMipmaps();
  ASSERT_EQ(texture->levelCount(), 3);
  const TextureLevel& one = texture->level(1);
  ASSERT_EQ(one.width, 2);
  ASSERT_EQ(one.height, 1);
  EXPECT_FLOAT_EQ(one.texel(0, 0, 0, 0)[0], (0 + 1 + 4 + 5) / 4.0f);
  EXPECT_FLOAT_EQ(one.texel(1, 0, 0, 0)[0], (2 + 3 + 6 + 7) / 4.0f);
  EXPECT_FLOAT_EQ(one.texel(1, 0, 0, 0)[2], (4 + 6 + 12 + 14) / 4.0f);
  EXPECT_FLOAT_EQ(one.texel(1, 0, 0, 0)[3], 0.5f);
  EXPECT_FLOAT_EQ(texture->level(2).texel(0, 0, 0, 0)[0], 3.5f);

  // 3D halves depth too; arrays keep their layers, each filtered on its own.
  auto volume = makeTexture(shape(TextureKind::Tex3D, 2, 2, 2), indexTexels(8));
  ASSERT_NE(volume, nullptr);
  volume->generateMipmaps();
  ASSERT_EQ(volume->levelCount(), 2);
  EXPECT_FLOAT_EQ(volume->level(1).texel(0, 0, 0, 0)[0], 3.5f);
  auto layers = makeTexture(shape(TextureKind::Tex2DArray, 2, 2, 1, 3), indexTexels(12));
  ASSERT_NE(layers, nullptr);
  layers->generateMipmaps();
  ASSERT_EQ(layers->levelCount(), 2);
  EXPECT_EQ(layers->level(1).layers, 3);
  EXPECT_FLOAT_EQ(layers->level(1).texel(0, 0, 0, 2)[0], (8 + 9 + 10 + 11) / 4.0f);

  // GL has no mipmapped rectangle textures.
  auto rect = makeTexture(shape(TextureKind::Rect, 4, 4), indexTexels(16));
  ASSERT_NE(rect, nullptr);
  rect->generateMipmaps();
  EXPECT_EQ(rect->levelCount(), 1);
}

}  // namespace
}  // namespace cgx::texture_test
