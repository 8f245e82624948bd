// The single-level shortcut (runtime/cpu/texture/FastPath.h) against the general path, to the bit. The
// same texels are bound twice: as a single-level texture, which takes the shortcut, and as level 0 of a
// mipmapped texture clamped to it (maxLod = 0), which takes the general path (level of detail, level
// choice, Filtering.cpp's filters) and must land on the same filter of the same level. Full 8-lane
// requests with every lane on one unit, as a kernel sends them; coordinates well outside [0, 1] and
// non-power-of-two sizes exercise the wraps.
#include <cstring>

#include "TextureTestSupport.h"

namespace cgx::texture_test {
namespace {

constexpr unsigned kFastPathLanes = 8;

struct FastPathCase {
  TextureKind kind;
  bool linear;
  Wrap wrap;
};

class FastPath : public ::testing::TestWithParam<FastPathCase> {};

// Results of one full request of random lookups on `unit` of `table`.
std::vector<float> sampleEveryRequest(const TextureTable& table, std::uint32_t unit, SamplerDim dim,
                             const std::vector<jit::SampleRequest>& requests) {
  std::vector<float> results;
  for (jit::SampleRequest request : requests) {
    request.dim = static_cast<std::uint32_t>(dim);
    for (unsigned lane = 0; lane < kFastPathLanes; ++lane) request.unit[lane] = unit;
    cgx_rt_sample(table.kernelArgument(), &request);
    for (const auto& component : request.result) results.insert(results.end(), component, component + kFastPathLanes);
  }
  return results;
}

TEST_P(FastPath, GivesTheGeneralPathsBits) {
  const FastPathCase c = GetParam();
  const bool cube = c.kind == TextureKind::Cube;
  const TextureShape shapeOf = cube ? shape(TextureKind::Cube, 4, 4) : shape(TextureKind::Tex2D, 5, 3);
  std::mt19937 random(7);
  const std::vector<float> texels = randomTexels(static_cast<std::size_t>(shapeOf.width * shapeOf.height * (cube ? 6 : 1)), random);
  std::shared_ptr<CpuTexture> single = makeTexture(shapeOf, texels);
  std::shared_ptr<CpuTexture> mipmapped = makeTexture(shapeOf, texels);
  ASSERT_TRUE(single && mipmapped);
  mipmapped->generateMipmaps();
  ASSERT_GT(mipmapped->levelCount(), 1);

  SamplerState state = c.linear ? linearState(c.wrap) : nearestState(c.wrap);
  TextureTable table;
  ASSERT_TRUE(table.set(0, single, state));
  state.minFilter = c.linear ? MinFilter::LinearMipmapLinear : MinFilter::NearestMipmapNearest;
  state.maxLod = 0;
  ASSERT_TRUE(table.set(1, mipmapped, state));

  std::uniform_real_distribution<float> coordinate(-3.0f, 3.0f), derivative(-0.5f, 0.5f);
  std::vector<jit::SampleRequest> requests(64);
  for (jit::SampleRequest& request : requests) {
    request.kind = SampleKind::Implicit;
    request.lanes = kFastPathLanes;
    request.activeMask = (1u << kFastPathLanes) - 1;
    for (unsigned lane = 0; lane < kFastPathLanes; ++lane) {
      for (auto& component : request.coord) component[lane] = coordinate(random);
      for (int d = 0; d < 3; ++d) {
        request.ddx[d][lane] = derivative(random);
        request.ddy[d][lane] = derivative(random);
      }
    }
  }
  const SamplerDim dim = cube ? SamplerDim::Cube : SamplerDim::D2;
  const std::vector<float> shortcut = sampleEveryRequest(table, 0, dim, requests);
  const std::vector<float> general = sampleEveryRequest(table, 1, dim, requests);
  ASSERT_EQ(shortcut.size(), general.size());
  std::size_t differing = 0;
  for (std::size_t i = 0; i < shortcut.size(); ++i)
    differing += std::memcmp(&shortcut[i], &general[i], sizeof(float)) != 0;
  EXPECT_EQ(differing, 0u) << "of " << shortcut.size() << " components; the first: " << shortcut[0] << " vs " << general[0];
}

INSTANTIATE_TEST_SUITE_P(KindsFiltersWraps, FastPath,
                         ::testing::Values(FastPathCase{TextureKind::Tex2D, true, Wrap::Repeat},
                                           FastPathCase{TextureKind::Tex2D, true, Wrap::ClampToEdge},
                                           FastPathCase{TextureKind::Tex2D, false, Wrap::Repeat},
                                           FastPathCase{TextureKind::Tex2D, false, Wrap::ClampToEdge},
                                           FastPathCase{TextureKind::Cube, true, Wrap::ClampToEdge},
                                           FastPathCase{TextureKind::Cube, false, Wrap::Repeat}));

// Lanes that read different units, or a lane that is inactive, are answered as before: each active lane
// from its own unit, inactive lanes untouched.
TEST(FastPathLanes, MixedUnitsAndInactiveLanes) {
  std::shared_ptr<CpuTexture> red = makeTexture(shape(TextureKind::Tex2D, 1, 1), {1, 0, 0, 1});
  std::shared_ptr<CpuTexture> green = makeTexture(shape(TextureKind::Tex2D, 1, 1), {0, 1, 0, 1});
  ASSERT_TRUE(red && green);
  TextureTable table;
  ASSERT_TRUE(table.set(0, red, linearState()));
  ASSERT_TRUE(table.set(1, green, linearState()));
  jit::SampleRequest request;
  request.kind = SampleKind::Implicit;
  request.dim = static_cast<std::uint32_t>(SamplerDim::D2);
  request.lanes = 4;
  request.activeMask = 0b1011;
  const std::uint32_t units[4] = {0, 1, 0, 1};
  for (unsigned lane = 0; lane < 4; ++lane) request.unit[lane] = units[lane];
  for (auto& component : request.result)
    for (float& value : component) value = -1;
  cgx_rt_sample(table.kernelArgument(), &request);
  EXPECT_EQ(request.result[0][0], 1.0f);
  EXPECT_EQ(request.result[1][1], 1.0f);
  EXPECT_EQ(request.result[0][1], 0.0f);
  EXPECT_EQ(request.result[0][2], -1.0f);  // inactive
  EXPECT_EQ(request.result[1][3], 1.0f);
}

}  // namespace
}  // namespace cgx::texture_test
