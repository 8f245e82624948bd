// Each wrap mode on texel centres left of, inside and right of a 4-texel texture (expected texels written
// out from GL 4.5 table 8.20), per axis (S, T, R independently), with linear filtering at the edge, and the
// border colour.
#include "TextureTestSupport.h"

namespace cgx::texture_test {
namespace {

constexpr int kFirst = -6;  // texel indices -6..9 are sampled, i.e. s = (i + 0.5) / 4

// Reads texel i (as s = (i + 0.5) / 4) of a 4-texel 1D texture whose texel k holds red = k; the border
// colour has red -1.
std::vector<float> readReds(Wrap wrap) {
  SamplerState state = nearestState(wrap);
  state.borderColor = {-1, -2, -3, -4};
  TextureTable table;
  EXPECT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex1D, 4), indexTexels(4)), state));
  std::vector<float> reds;
  for (int i = kFirst; i <= 9; ++i) {
    Lookup lookup;
    lookup.dim = SamplerDim::D1;
    lookup.coord[0] = (static_cast<float>(i) + 0.5f) / 4.0f;
    reds.push_back(sampleOne(table, lookup)[0]);
  }
  return reds;
}

TEST(Wrap, Repeat) {
  EXPECT_EQ(readReds(Wrap::Repeat), (std::vector<float>{2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1}));
}

TEST(Wrap, MirroredRepeatReflectsAtEveryEdge) {
  // Forward 0..3 on [0, 1), backward 3..0 on [1, 2) and on [-1, 0), forward again on [-2, -1).
  EXPECT_EQ(readReds(Wrap::MirroredRepeat), (std::vector<float>{2, 3, 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0, 0, 1}));
}

TEST(Wrap, ClampToEdge) {
  EXPECT_EQ(readReds(Wrap::ClampToEdge), (std::vector<float>{0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3, 3, 3, 3}));
}

TEST(Wrap, ClampToBorderReadsTheBorderColourOutside) {
  EXPECT_EQ(readReds(Wrap::ClampToBorder),
            (std::vector<float>{-1, -1, -1, -1, -1, -1, 0, 1, 2, 3, -1, -1, -1, -1, -1, -1}));
  // The whole border colour, not just red.
  SamplerState state = nearestState(Wrap::ClampToBorder);
  state.borderColor = {0.25f, 0.5f, 0.75f, 1.0f};
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex2D, 2, 2), indexTexels(4)), state));
  Lookup lookup;
  lookup.coord = {0.25f, 1.5f, 0, 0};  // s inside, t outside
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{0.25f, 0.5f, 0.75f, 1.0f}));
}

TEST(Wrap, EachAxisHasItsOwnMode) {
  // 4x4x4, texel (x, y, z) = index (z * 4 + y) * 4 + x. S repeats, T clamps, R mirrors.
  SamplerState state = nearestState();
  state.wrapS = Wrap::Repeat;
  state.wrapT = Wrap::ClampToEdge;
  state.wrapR = Wrap::MirroredRepeat;
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex3D, 4, 4, 4), indexTexels(64)), state));
  Lookup lookup;
  lookup.dim = SamplerDim::D3;
  // s = -0.125 -> x = 3 (repeat); t = -0.875 -> y = 0 (clamp); r = 1.125 -> z = 3 (mirrored: 4 -> 3).
  lookup.coord = {-0.125f, -0.875f, 1.125f, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], static_cast<float>((3 * 4 + 0) * 4 + 3));
  // s = 1.375 -> x = 1; t = 1.375 -> y = 3; r = -0.375 -> z = 1 (mirrored: -2 -> 1).
  lookup.coord = {1.375f, 1.375f, -0.375f, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], static_cast<float>((1 * 4 + 3) * 4 + 1));
}

TEST(Wrap, LinearFilteringAtTheEdge) {
  // 1D, 4 texels red = 0..3, s = 0: u = 0 -> texels -1 and 0 with alpha 1/2.
  auto texture = makeTexture(shape(TextureKind::Tex1D, 4), indexTexels(4));
  Lookup lookup;
  lookup.dim = SamplerDim::D1;
  lookup.coord[0] = 0.0f;
  const std::pair<Wrap, float> cases[] = {
      {Wrap::Repeat, (3 + 0) / 2.0f},          // texel -1 is texel 3
      {Wrap::MirroredRepeat, (0 + 0) / 2.0f},  // texel -1 mirrors to 0
      {Wrap::ClampToEdge, 0.0f},
      {Wrap::ClampToBorder, (8 + 0) / 2.0f},  // border red 8
  };
  for (const auto& [wrap, red] : cases) {
    SamplerState state = linearState(wrap);
    state.borderColor = {8, 8, 8, 8};
    TextureTable table;
    ASSERT_TRUE(table.set(0, texture, state));
    EXPECT_FLOAT_EQ(sampleOne(table, lookup)[0], red) << "wrap " << static_cast<int>(wrap);
  }
}

TEST(Wrap, RectangleCoordinatesAreTexelsAndClamp) {
  // 4x2 RECT: GL allows it only the clamping wraps, so Repeat behaves as ClampToEdge.
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Rect, 4, 2), indexTexels(8)), nearestState(Wrap::Repeat)));
  Lookup lookup;
  lookup.dim = SamplerDim::Rect;
  lookup.coord = {2.5f, 1.5f, 0, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], 6.0f);
  lookup.coord = {-3.0f, 7.0f, 0, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], 4.0f);  // x clamped to 0, y to 1
  lookup.coord = {9.0f, -1.0f, 0, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], 3.0f);
  // Linear in texel units: halfway between the centres of texels 1 and 2 of row 0.
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Rect, 4, 2), indexTexels(8)), linearState(Wrap::ClampToEdge)));
  lookup.coord = {2.0f, 0.5f, 0, 0};
  EXPECT_FLOAT_EQ(sampleOne(table, lookup)[0], 1.5f);
}

}  // namespace
}  // namespace cgx::texture_test
