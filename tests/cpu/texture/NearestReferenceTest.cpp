// Nearest filtering equals the hand-written reference sampler (tests/reference, samplePoint: GL_NEAREST,
// GL_REPEAT for 1D/2D/3D, clamped RECT, cube faces per GL's table) for every kind it knows, over many
// random coordinates. Two coordinate sets: any float in [0, 1), and multiples of 1/1024 in [-4, 4], which
// also exercise repeat wrapping while keeping coord * size exact (the reference wraps before scaling, GL
// after; with exact products both give the same texel).
#include <random>

#include "TextureTestSupport.h"
#include <cgx/SamplerState.h>
#include "Reference.h"

namespace cgx::texture_test {
namespace {

struct KindCase {
  reference::TextureKind referenceKind;
  TextureKind kind;
  SamplerDim dim;
  int width, height, depth;
  int coordinates;
};

class NearestMatchesReference : public ::testing::TestWithParam<KindCase> {};

float anyUnit(std::mt19937& random) { return std::uniform_real_distribution<float>(0.0f, 1.0f)(random); }
float dyadic(std::mt19937& random) {
  return static_cast<float>(std::uniform_int_distribution<int>(-4096, 4096)(random)) / 1024.0f;
}

TEST_P(NearestMatchesReference, OverRandomCoordinates) {
  const KindCase& c = GetParam();
  std::mt19937 random(1234);
  const bool cube = c.kind == TextureKind::Cube;
  const std::size_t texels = static_cast<std::size_t>(c.width * c.height * c.depth) * (cube ? 6 : 1);

  reference::Texture expected;
  expected.kind = c.referenceKind;
  expected.width = c.width;
  expected.height = c.height;
  expected.depth = c.depth;
  expected.texels = randomTexels(texels, random);
  auto texture = makeTexture(shape(c.kind, c.width, c.height, c.depth), expected.texels);
  ASSERT_NE(texture, nullptr);
  TextureTable table;
  // Cube faces and RECT clamp in the reference; GL_REPEAT elsewhere.
  ASSERT_TRUE(table.set(0, texture, nearestState(cube || c.kind == TextureKind::Rect ? Wrap::ClampToEdge : Wrap::Repeat)));

  for (int i = 0; i < 4000; ++i) {
    Lookup lookup;
    lookup.dim = c.dim;
    const bool wide = i % 2 == 1;
    for (int d = 0; d < c.coordinates; ++d) {
      float value = wide ? dyadic(random) : anyUnit(random);
      if (c.kind == TextureKind::Rect) value *= static_cast<float>(d == 0 ? c.width : c.height) * 1.5f;
      if (cube) value = value * 2.0f - 1.0f;
      lookup.coord[static_cast<std::size_t>(d)] = value;
    }
    const auto want = reference::samplePoint(expected, lookup.coord.data());
    const Rgba got = sampleOne(table, lookup);
    for (std::size_t k = 0; k < 4; ++k)
      ASSERT_EQ(got[k], want[k]) << "lookup " << i << " at (" << lookup.coord[0] << ", " << lookup.coord[1] << ", "
                                 << lookup.coord[2] << ") component " << k;
  }
}

std::string kindName(const ::testing::TestParamInfo<KindCase>& info) {
  const char* names[] = {"Tex1D", "Tex2D", "Tex3D", "Cube", "Rect"};
  return names[static_cast<int>(info.param.referenceKind)];
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, NearestMatchesReference,
    ::testing::Values(KindCase{reference::TextureKind::Tex1D, TextureKind::Tex1D, SamplerDim::D1, 7, 1, 1, 1},
                      KindCase{reference::TextureKind::Tex2D, TextureKind::Tex2D, SamplerDim::D2, 5, 3, 1, 2},
                      KindCase{reference::TextureKind::Tex3D, TextureKind::Tex3D, SamplerDim::D3, 3, 4, 5, 3},
                      KindCase{reference::TextureKind::Cube, TextureKind::Cube, SamplerDim::Cube, 4, 4, 1, 3},
                      KindCase{reference::TextureKind::Rect, TextureKind::Rect, SamplerDim::Rect, 6, 5, 1, 2}),
    kindName);

}  // namespace
}  // namespace cgx::texture_test
