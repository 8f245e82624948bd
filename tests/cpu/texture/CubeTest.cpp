// Cube maps: the face each major axis selects (GL order +X, -X, +Y, -Y, +Z, -Z), the orientation of (s, t)
// on every face (GL 4.5 table 8.19), and the level of detail from the footprint on the face.
#include <array>

#include "TextureTestSupport.h"
#include "cpu/texture/Cube.h"

namespace cgx::texture_test {
namespace {

// 2x2 faces; texel (s, t) of face f is index f * 4 + t * 2 + s, red = that index.
std::shared_ptr<CpuTexture> cube() { return makeTexture(shape(TextureKind::Cube, 2, 2), indexTexels(24)); }

TEST(Cube, EachMajorAxisSelectsItsFace) {
  TextureTable table;
  ASSERT_TRUE(table.set(0, cube(), nearestState(Wrap::ClampToEdge)));
  struct Case {
    std::array<float, 3> direction;
    int face;
  };
  const Case cases[] = {
      {{2.0f, 0.3f, -0.5f}, 0}, {{-2.0f, 0.3f, -0.5f}, 1}, {{0.3f, 2.0f, -0.5f}, 2},
      {{0.3f, -2.0f, -0.5f}, 3}, {{0.3f, -0.5f, 2.0f}, 4}, {{0.3f, -0.5f, -2.0f}, 5},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(selectCubeFace(c.direction.data()).face, c.face);
    Lookup lookup;
    lookup.dim = SamplerDim::Cube;
    lookup.coord = {c.direction[0], c.direction[1], c.direction[2], 0};
    const float red = sampleOne(table, lookup)[0];
    EXPECT_GE(red, static_cast<float>(c.face * 4)) << "face " << c.face;
    EXPECT_LT(red, static_cast<float>(c.face * 4 + 4)) << "face " << c.face;
  }
  // Ties go to X, then Y (the order of GL's table and of the reference sampler).
  const float xyTie[3] = {1, -1, 0.5f}, yzTie[3] = {0.5f, 1, 1};
  EXPECT_EQ(selectCubeFace(xyTie).face, 0);
  EXPECT_EQ(selectCubeFace(yzTie).face, 2);
}

// The direction through texel (s, t)'s centre of `face` on a 2x2 cube, from GL's table read backwards:
// sc, tc in {-1/2, +1/2}.
std::array<float, 3> directionTo(int face, int s, int t) {
  const float sc = s == 0 ? -0.5f : 0.5f, tc = t == 0 ? -0.5f : 0.5f;
  switch (face) {
    case 0: return {1, -tc, -sc};
    case 1: return {-1, -tc, sc};
    case 2: return {sc, 1, tc};
    case 3: return {sc, -1, -tc};
    case 4: return {sc, -tc, 1};
    default: return {-sc, -tc, -1};
  }
}

TEST(Cube, FaceCoordinatesFollowGlsTable) {
  TextureTable table;
  ASSERT_TRUE(table.set(0, cube(), nearestState(Wrap::ClampToEdge)));
  for (int face = 0; face < 6; ++face)
    for (int t = 0; t < 2; ++t)
      for (int s = 0; s < 2; ++s) {
        const auto d = directionTo(face, s, t);
        Lookup lookup;
        lookup.dim = SamplerDim::Cube;
        lookup.coord = {d[0], d[1], d[2], 0};
        EXPECT_EQ(sampleOne(table, lookup)[0], static_cast<float>(face * 4 + t * 2 + s))
            << "face " << face << " texel (" << s << ", " << t << ")";
      }
}

TEST(Cube, ZeroDirectionReadsTheCentreOfPositiveX) {
  const float zero[3] = {0, 0, 0};
  const CubeFaceCoord coord = selectCubeFace(zero);
  EXPECT_EQ(coord.face, 0);
  EXPECT_EQ(coord.s, 0.5f);
  EXPECT_EQ(coord.t, 0.5f);
}

TEST(Cube, LevelOfDetailFromTheFaceFootprint) {
  // 4x4 faces; +X face texel (x, y) red = y * 4 + x. At the centre of +X, level 0 reads texel (2, 2) = 10
  // and level 1 reads the mean of texels 10, 11, 14, 15 = 12.5.
  auto texture = makeTexture(shape(TextureKind::Cube, 4, 4), indexTexels(96));
  ASSERT_NE(texture, nullptr);
  texture->generateMipmaps();
  SamplerState state = nearestState(Wrap::ClampToEdge);
  state.minFilter = MinFilter::NearestMipmapNearest;
  TextureTable table;
  ASSERT_TRUE(table.set(0, texture, state));
  Lookup lookup;
  lookup.dim = SamplerDim::Cube;
  lookup.coord = {1, 0, 0, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], 10.0f);
  // dr/dx = (0, 0, 1): s = (-rz / |rx| + 1) / 2 moves by 1/2 a pixel, 2 texels of 4: lambda 1.
  lookup.ddx = {0, 0, 1};
  EXPECT_EQ(sampleOne(table, lookup)[0], 12.5f);
  // Moving along the major axis only changes |ma|, which at the face centre does not move (s, t): level 0.
  lookup.ddx = {5, 0, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], 10.0f);
}

}  // namespace
}  // namespace cgx::texture_test
