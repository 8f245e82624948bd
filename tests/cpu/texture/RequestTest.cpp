// cgx_rt_sample's request handling beyond filtering: Fetch, Size, array layers, unbound and mismatched
// units, NaN and infinite inputs, SIMD widths with partial active masks, and concurrent readers.
#include <cmath>
#include <limits>
#include <thread>

#include "TextureTestSupport.h"

namespace cgx::texture_test {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInfinity = std::numeric_limits<float>::infinity();
const Rgba kUnbound{0, 0, 0, 1};

// 4x2 2D texture, index texels, with mipmaps (levels 4x2, 2x1, 1x1).
std::shared_ptr<CpuTexture> mipmapped4x2() {
  auto texture = makeTexture(shape(TextureKind::Tex2D, 4, 2), indexTexels(8));
  if (texture) texture->generateMipmaps();
  return texture;
}

TEST(Fetch, ReadsExactTexelsInsideAndZeroOutside) {
  TextureTable table;
  ASSERT_TRUE(table.set(0, mipmapped4x2(), linearState()));  // filters and wraps do not apply to Fetch
  Lookup lookup;
  lookup.kind = SampleKind::Fetch;
  lookup.coord = {3, 1, 0, 0};
  EXPECT_EQ(sampleOne(table, lookup), texelAt(indexTexels(8), 7));
  lookup.coord = {1, 0, 0, 0};
  lookup.lodOrBias = 1;  // level 1 texel 1 = mean of texels 2, 3, 6, 7
  EXPECT_EQ(sampleOne(table, lookup)[0], 4.5f);
  const Rgba zero{0, 0, 0, 0};
  lookup.coord = {2, 0, 0, 0};  // level 1 is 2 wide
  EXPECT_EQ(sampleOne(table, lookup), zero);
  lookup.lodOrBias = 0;
  for (auto coord : {std::array<float, 4>{-1, 0, 0, 0}, {4, 0, 0, 0}, {0, 2, 0, 0}, {0, -1, 0, 0}}) {
    lookup.coord = coord;
    EXPECT_EQ(sampleOne(table, lookup), zero) << coord[0] << ", " << coord[1];
  }
  lookup.coord = {0, 0, 0, 0};
  lookup.lodOrBias = 3;  // only levels 0-2 exist
  EXPECT_EQ(sampleOne(table, lookup), zero);
  lookup.lodOrBias = -1;
  EXPECT_EQ(sampleOne(table, lookup), zero);
}

TEST(Fetch, ArrayLayersAndThreeDimensions) {
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex2DArray, 2, 2, 1, 3), indexTexels(12)), {}));
  ASSERT_TRUE(table.set(1, makeTexture(shape(TextureKind::Tex3D, 2, 2, 2), indexTexels(8)), {}));
  Lookup lookup;
  lookup.kind = SampleKind::Fetch;
  lookup.dim = SamplerDim::D2Array;
  lookup.coord = {1, 0, 2, 0};  // layer 2
  EXPECT_EQ(sampleOne(table, lookup)[0], 9.0f);
  lookup.coord = {1, 0, 3, 0};  // no layer 3: Fetch does not clamp
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{0, 0, 0, 0}));
  lookup.unit = 1;
  lookup.dim = SamplerDim::D3;
  lookup.coord = {1, 1, 1, 0};
  EXPECT_EQ(sampleOne(table, lookup)[0], 7.0f);
}

TEST(Size, OfEachLevelWithTheLevelCount) {
  TextureTable table;
  ASSERT_TRUE(table.set(0, mipmapped4x2(), {}));
  ASSERT_TRUE(table.set(1, makeTexture(shape(TextureKind::Tex3D, 8, 4, 2), indexTexels(64)), {}));
  ASSERT_TRUE(table.set(2, makeTexture(shape(TextureKind::Tex2DArray, 4, 2, 1, 5), indexTexels(40)), {}));
  ASSERT_TRUE(table.set(3, makeTexture(shape(TextureKind::Tex1D, 16), indexTexels(16)), {}));
  Lookup lookup;
  lookup.kind = SampleKind::Size;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{4, 2, 1, 3}));
  lookup.lodOrBias = 1;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{2, 1, 1, 3}));
  lookup.lodOrBias = 2;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{1, 1, 1, 3}));
  lookup.lodOrBias = 3;  // no such level: zero sizes
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{0, 0, 0, 3}));
  lookup.lodOrBias = 0;
  lookup.unit = 1;
  lookup.dim = SamplerDim::D3;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{8, 4, 2, 1}));
  lookup.unit = 2;
  lookup.dim = SamplerDim::D2Array;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{4, 2, 5, 1}));  // layers after the spatial sizes, as GL's textureSize
  lookup.unit = 3;
  lookup.dim = SamplerDim::D1;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{16, 1, 1, 1}));
}

TEST(Arrays, LayerIsRoundedAndClampedNotFiltered) {
  // 1D array: 2 texels x 3 layers, red = layer * 2 + x; 2D array: 1x1 x 4 layers, red = layer.
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex1DArray, 2, 1, 1, 3), indexTexels(6)),
                        linearState(Wrap::ClampToEdge)));
  ASSERT_TRUE(table.set(1, makeTexture(shape(TextureKind::Tex2DArray, 1, 1, 1, 4), indexTexels(4)),
                        linearState(Wrap::ClampToEdge)));
  Lookup lookup;
  lookup.dim = SamplerDim::D1Array;
  lookup.coord = {0.25f, 1.4f, 0, 0};  // layer 1, texel 0
  EXPECT_EQ(sampleOne(table, lookup)[0], 2.0f);
  lookup.coord = {0.5f, 1.6f, 0, 0};  // layer 2, halfway between its two texels
  EXPECT_EQ(sampleOne(table, lookup)[0], 4.5f);
  lookup.unit = 1;
  lookup.dim = SamplerDim::D2Array;
  const std::pair<float, float> layers[] = {{0.49f, 0}, {0.5f, 1}, {2.6f, 3}, {-5.0f, 0}, {99.0f, 3}, {kNaN, 0}};
  for (const auto& [layer, red] : layers) {
    lookup.coord = {0.5f, 0.5f, layer, 0};
    EXPECT_EQ(sampleOne(table, lookup)[0], red) << "layer coordinate " << layer;
  }
}

TEST(Unbound, UnitsWithoutAMatchingTextureSampleOpaqueBlack) {
  TextureTable table(4);
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex2D, 1, 1), {0.5f, 0.5f, 0.5f, 0.5f}), {}));
  Lookup lookup;
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{0.5f, 0.5f, 0.5f, 0.5f}));  // bound, for contrast
  lookup.unit = 1;
  EXPECT_EQ(sampleOne(table, lookup), kUnbound);  // unbound
  lookup.unit = 4;
  EXPECT_EQ(sampleOne(table, lookup), kUnbound);  // past the table
  lookup.unit = 0xffffffffu;
  EXPECT_EQ(sampleOne(table, lookup), kUnbound);
  lookup.unit = 0;
  for (SamplerDim dim : {SamplerDim::D1, SamplerDim::D3, SamplerDim::Cube, SamplerDim::Rect, SamplerDim::D2Array,
                         SamplerDim::CubeArray, SamplerDim::Buffer}) {
    lookup.dim = dim;
    EXPECT_EQ(sampleOne(table, lookup), kUnbound) << "dim " << static_cast<int>(dim);
  }
  lookup.dim = static_cast<SamplerDim>(200);  // not a SamplerDim at all
  EXPECT_EQ(sampleOne(table, lookup), kUnbound);
  lookup.dim = SamplerDim::Generic;  // Cg's untyped sampler takes the texture as it is
  EXPECT_EQ(sampleOne(table, lookup), (Rgba{0.5f, 0.5f, 0.5f, 0.5f}));
  lookup.kind = SampleKind::Size;
  lookup.unit = 1;
  EXPECT_EQ(sampleOne(table, lookup), kUnbound);
  lookup.kind = SampleKind::Implicit;
  EXPECT_EQ(sampleOne(nullptr, lookup), kUnbound);  // no table at all
  table.clear(0);
  lookup.unit = 0;
  EXPECT_EQ(sampleOne(table, lookup), kUnbound);
}

TEST(TextureTable, SetClearGet) {
  TextureTable table(2);
  EXPECT_EQ(table.unitCount(), 2u);
  auto texture = makeTexture(shape(TextureKind::Tex2D, 1, 1), {1, 2, 3, 4});
  SamplerState state;
  state.wrapS = Wrap::ClampToBorder;
  EXPECT_FALSE(table.set(2, texture, state));
  EXPECT_FALSE(table.set(0, nullptr, state));
  EXPECT_EQ(table.get(0), nullptr);
  ASSERT_TRUE(table.set(1, texture, state));
  ASSERT_NE(table.get(1), nullptr);
  EXPECT_EQ(table.get(1)->texture, texture);
  EXPECT_EQ(table.get(1)->state.wrapS, Wrap::ClampToBorder);
  EXPECT_EQ(table.get(7), nullptr);
  table.clear(7);  // out of range: nothing
  table.clearAll();
  EXPECT_EQ(table.get(1), nullptr);
}

TEST(Factories, RejectBadShapesAndNormalizeBytes) {
  std::string error;
  EXPECT_EQ(CpuTexture::fromFloats(shape(TextureKind::Tex2D, 2, 2), std::vector<float>(15), &error), nullptr);
  EXPECT_NE(error.find("16"), std::string::npos) << error;
  EXPECT_EQ(CpuTexture::fromFloats(shape(TextureKind::Tex2D, 0, 2), {}, &error), nullptr);
  EXPECT_EQ(CpuTexture::fromFloats(shape(TextureKind::Tex1D, 2, 2), std::vector<float>(16), &error), nullptr);
  EXPECT_EQ(CpuTexture::fromFloats(shape(TextureKind::Cube, 2, 1), std::vector<float>(48), &error), nullptr);
  EXPECT_EQ(CpuTexture::fromFloats(shape(TextureKind::Tex2D, 1, 1, 1, 2), std::vector<float>(8), &error), nullptr);
  EXPECT_EQ(CpuTexture::fromFloats(shape(TextureKind::Tex2D, 1, 1, 2), std::vector<float>(8), &error), nullptr);
  EXPECT_NE(CpuTexture::fromFloats(shape(TextureKind::Cube, 1, 1), std::vector<float>(24), nullptr), nullptr);

  const std::vector<std::uint8_t> bytes{0, 51, 128, 255};
  auto texture = CpuTexture::fromUnorm8(shape(TextureKind::Tex2D, 1, 1), bytes, &error);
  ASSERT_NE(texture, nullptr) << error;
  const float* texel = texture->level(0).texel(0, 0, 0, 0);
  EXPECT_EQ(texel[0], 0.0f);
  EXPECT_FLOAT_EQ(texel[1], 0.2f);
  EXPECT_FLOAT_EQ(texel[2], 128.0f / 255.0f);
  EXPECT_EQ(texel[3], 1.0f);
  EXPECT_EQ(CpuTexture::fromUnorm8(shape(TextureKind::Tex2D, 2, 1), bytes, &error), nullptr);
}

TEST(Robustness, NaNCoordinatesCountAsZero) {
  std::mt19937 random(5);
  const std::vector<float> rgba = randomTexels(16, random);
  auto texture = makeTexture(shape(TextureKind::Tex2D, 4, 4), rgba);
  texture->generateMipmaps();
  for (const SamplerState& state : {nearestState(), linearState(Wrap::ClampToBorder)}) {
    SamplerState mipmapping = state;
    mipmapping.minFilter = MinFilter::LinearMipmapLinear;
    TextureTable table;
    ASSERT_TRUE(table.set(0, texture, mipmapping));
    Lookup zero;
    const Rgba atZero = sampleOne(table, zero);
    Lookup nan;
    nan.coord = {kNaN, kNaN, kNaN, kNaN};
    EXPECT_EQ(sampleOne(table, nan), atZero);
    nan.ddx = {kNaN, kNaN, kNaN};  // NaN derivatives: level 0
    nan.ddy = {kNaN, 0, 0};
    EXPECT_EQ(sampleOne(table, nan), atZero);
    for (SampleKind kind : {SampleKind::Bias, SampleKind::Lod}) {
      nan.kind = kind;
      nan.lodOrBias = kNaN;
      EXPECT_EQ(sampleOne(table, nan), atZero);
    }
  }
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Cube, 4, 4), randomTexels(96, random)), {}));
  Lookup cube;
  cube.dim = SamplerDim::Cube;
  cube.coord = {kNaN, kNaN, kNaN, 0};  // the zero direction: centre of +X
  Lookup positiveX = cube;
  positiveX.coord = {1, 0, 0, 0};
  EXPECT_EQ(sampleOne(table, cube), sampleOne(table, positiveX));
  cube.kind = SampleKind::Fetch;
  EXPECT_EQ(sampleOne(table, cube), texelAt(table.get(0)->texture->level(0).rgba, 0));
}

TEST(Robustness, InfiniteAndHugeInputsStayFinite) {
  std::mt19937 random(6);
  auto texture = makeTexture(shape(TextureKind::Tex3D, 4, 4, 4), randomTexels(64, random));
  texture->generateMipmaps();
  const float extremes[] = {kInfinity, -kInfinity, 3e38f, -3e38f, 1e10f, -1e-30f};
  for (Wrap wrap : {Wrap::Repeat, Wrap::MirroredRepeat, Wrap::ClampToEdge, Wrap::ClampToBorder}) {
    SamplerState state = linearState(wrap);
    state.minFilter = MinFilter::LinearMipmapLinear;
    TextureTable table;
    ASSERT_TRUE(table.set(0, texture, state));
    for (float value : extremes) {
      Lookup lookup;
      lookup.kind = SampleKind::Grad;
      lookup.dim = SamplerDim::D3;
      lookup.coord = {value, -value, value, 0};
      lookup.ddx = {value, 0, 0};
      const Rgba result = sampleOne(table, lookup);
      for (float component : result) EXPECT_TRUE(std::isfinite(component)) << value;
      lookup.kind = SampleKind::Fetch;
      EXPECT_EQ(sampleOne(table, lookup), (Rgba{0, 0, 0, 0})) << value;
    }
  }
}

// Lane l samples texel (l % 4) of a 4x1 nearest texture at its centre, from unit l % 2 (two different
// textures); inactive lanes hold garbage inputs and must keep their results.
void checkWidth(unsigned lanes, std::uint32_t activeMask) {
  SCOPED_TRACE("lanes " + std::to_string(lanes) + " mask " + std::to_string(activeMask));
  TextureTable table;
  ASSERT_TRUE(table.set(0, makeTexture(shape(TextureKind::Tex2D, 4, 1), indexTexels(4)), nearestState()));
  std::vector<float> shifted = indexTexels(4);
  for (float& value : shifted) value += 0.5f;
  ASSERT_TRUE(table.set(1, makeTexture(shape(TextureKind::Tex2D, 4, 1), shifted), nearestState()));

  jit::SampleRequest request;
  request.kind = SampleKind::Implicit;
  request.dim = static_cast<std::uint32_t>(SamplerDim::D2);
  request.lanes = lanes;
  request.activeMask = activeMask;
  for (unsigned lane = 0; lane < jit::kMaxLanes; ++lane) {
    const bool active = (activeMask >> lane) & 1u;
    request.unit[lane] = active ? lane % 2 : 0xdeadbeefu;
    request.coord[0][lane] = active ? (static_cast<float>(lane % 4) + 0.5f) / 4.0f : kNaN;
    request.coord[1][lane] = active ? 0.5f : kInfinity;
    for (auto& component : request.result) component[lane] = -7.0f;
  }
  cgx_rt_sample(table.kernelArgument(), &request);
  for (unsigned lane = 0; lane < jit::kMaxLanes; ++lane) {
    const bool active = lane < lanes && ((activeMask >> lane) & 1u);
    const float expected = active ? static_cast<float>(lane % 4) + (lane % 2 == 1 ? 0.5f : 0.0f) : -7.0f;
    EXPECT_EQ(request.result[0][lane], expected) << "lane " << lane;
    EXPECT_EQ(request.result[3][lane], active ? expected + 1000.0f : -7.0f) << "lane " << lane;
  }
}

TEST(Lanes, WidthsFourEightSixteenWithPartialMasks) {
  checkWidth(4, 0b1011);
  checkWidth(4, 0xffffffffu);  // bits past the width are ignored
  checkWidth(8, 0b10100110);
  checkWidth(16, 0b1000000000000001);
  checkWidth(16, 0xffff);
  checkWidth(16, 0);  // nothing active: nothing written
}

TEST(Threads, ConcurrentReadersSeeTheSameResults) {
  std::mt19937 random(8);
  auto texture = makeTexture(shape(TextureKind::Tex2D, 16, 16), randomTexels(256, random));
  texture->generateMipmaps();
  SamplerState state = linearState();
  state.minFilter = MinFilter::LinearMipmapLinear;
  TextureTable table;
  ASSERT_TRUE(table.set(0, texture, state));
  std::vector<Lookup> lookups(500);
  std::uniform_real_distribution<float> coordinate(-1.0f, 2.0f), derivative(0.0f, 0.3f);
  for (Lookup& lookup : lookups) {
    lookup.coord = {coordinate(random), coordinate(random), 0, 0};
    lookup.ddx = {derivative(random), 0, 0};
  }
  std::vector<Rgba> expected;
  for (const Lookup& lookup : lookups) expected.push_back(sampleOne(table, lookup));
  std::vector<int> mismatches(4, 0);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < mismatches.size(); ++t)
    threads.emplace_back([&, t] {
      for (int round = 0; round < 20; ++round)
        for (std::size_t i = 0; i < lookups.size(); ++i) mismatches[t] += sampleOne(table, lookups[i]) != expected[i];
    });
  for (std::thread& thread : threads) thread.join();
  for (int count : mismatches) EXPECT_EQ(count, 0);
}

}  // namespace
}  // namespace cgx::texture_test
