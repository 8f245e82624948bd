// Texture lookups the kernel filters itself (compiler/llvm/InlineTexture.cpp, for the units
// runtime/cpu/texture/InlineTextures.cpp allows) against the runtime's sampler. One fragment program reads
// a 2D texture (inside a branch, so that some lanes are inactive) and a cube map; it runs twice over the
// same fragments: with single-level textures, which the kernel filters, and with the same texels as
// level 0 of mipmapped textures clamped to it (maxLod = 0), which only cgx_rt_sample answers. At 4, 8 and
// 16 lanes, with a last partial vector, coordinates far outside [0, 1], NaN, infinite directions and the
// zero direction.
#include <cmath>
#include <random>

#include "RuntimeTestSupport.h"
#include "cpu/texture/InlineTextures.h"
#include <cgx/Program.h>

namespace cgx::test {
namespace {

constexpr const char* kLookups = R"(
void main(float2 uv : TEXCOORD0, float3 direction : TEXCOORD1,
          out float4 flat : COLOR0, out float4 cubic : COLOR1,
          uniform sampler2D image, uniform samplerCUBE cube)
{
  flat = float4(-1, -1, -1, -1);
  if (uv.x > -2.5) flat = tex2D(image, uv);
  cubic = texCUBE(cube, direction);
}
)";

constexpr std::uint64_t kLookupFragments = 4 * 37;  // not a whole number of 8 or 16 lanes

struct Lookups {
  unsigned lanes;
  bool linear;
  Wrap wrap;
  int width, height;  // of the 2D texture; 8x4 repeats by mask in the kernel, 5x3 does not (a call)
};

class InlineTexture : public ::testing::TestWithParam<Lookups> {};

std::vector<float> randomRgba(std::size_t count, std::mt19937& random) {
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  std::vector<float> rgba(count * 4);
  for (float& value : rgba) value = unit(random);
  return rgba;
}

struct LookupImages {
  std::vector<float> flat, cubic;
};

// One run of `compiled` (copied: both runs share its compiled state and kernel, so the JIT compiles once,
// which matters under qemu) with the setup's textures, as single-level or as mipmapped textures.
LookupImages runLookups(const Program& compiled, const Lookups& setup, bool mipmapped, const std::vector<float>& uv,
                        const std::vector<float>& directions) {
  Program program = compiled;
  std::mt19937 random(11);
  const std::vector<float> image = randomRgba(static_cast<std::size_t>(setup.width * setup.height), random);
  const std::vector<float> faces = randomRgba(6 * 4 * 4, random);
  std::string error;
  std::shared_ptr<CpuTexture> flat = CpuTexture::fromFloats({TextureKind::Tex2D, setup.width, setup.height, 1, 1}, image, &error);
  std::shared_ptr<CpuTexture> cube = CpuTexture::fromFloats({TextureKind::Cube, 4, 4, 1, 1}, faces, &error);
  EXPECT_TRUE(flat && cube) << error;
  SamplerState state;
  state.minFilter = setup.linear ? MinFilter::Linear : MinFilter::Nearest;
  state.magFilter = setup.linear ? MagFilter::Linear : MagFilter::Nearest;
  state.wrapS = state.wrapT = state.wrapR = setup.wrap;
  if (mipmapped) {
    flat->generateMipmaps();
    cube->generateMipmaps();
    state.minFilter = setup.linear ? MinFilter::LinearMipmapLinear : MinFilter::NearestMipmapNearest;
    state.maxLod = 0;
  }
  EXPECT_TRUE(program.setTexture("image", flat, state).ok());
  EXPECT_TRUE(program.setTexture("cube", cube, state).ok());
  LookupImages out{std::vector<float>(kLookupFragments * 4, -9), std::vector<float>(kLookupFragments * 4, -9)};
  EXPECT_TRUE(program.bindInput("TEXCOORD0", InputStream{uv.data()}).ok());
  EXPECT_TRUE(program.bindInput("TEXCOORD1", InputStream{directions.data()}).ok());
  EXPECT_TRUE(program.bindOutput("COLOR0", OutputStream{out.flat.data()}).ok());
  EXPECT_TRUE(program.bindOutput("COLOR1", OutputStream{out.cubic.data()}).ok());
  const Status ran = program.runFragments(kLookupFragments);
  EXPECT_TRUE(ran.ok()) << ran.toString();
  return out;
}

// The kernel's sums may be fused multiply-adds where the runtime rounds twice: an ulp or so of [0, 1].
void expectSameLookups(const std::vector<float>& kernel, const std::vector<float>& runtime, const char* what) {
  ASSERT_EQ(kernel.size(), runtime.size());
  for (std::size_t i = 0; i < kernel.size(); ++i)
    ASSERT_NEAR(kernel[i], runtime[i], 1e-6f) << what << " fragment " << i / 4 << " component " << i % 4;
}

TEST_P(InlineTexture, FiltersAsTheRuntimeDoes) {
  const Lookups setup = GetParam();
  std::mt19937 random(3);
  std::uniform_real_distribution<float> coordinate(-3.0f, 3.0f);
  std::vector<float> uv(kLookupFragments * 2), directions(kLookupFragments * 3);
  for (float& value : uv) value = coordinate(random);
  for (float& value : directions) value = coordinate(random);
  uv[6] = std::nanf("");
  directions[9] = directions[10] = directions[11] = 0.0f;
  directions[13] = std::nanf("");
  directions[15] = directions[16] = 1.5f;  // a tie between two axes
  directions[18] = directions[19] = INFINITY;  // infinity over infinity on the face
  ContextOptions options;
  options.threads = 1;
  options.lanes = setup.lanes;
  options.tieredCompilation = false;  // one compile of the kernel
  Result<Context> context = Context::create(options);
  ASSERT_TRUE(context.ok()) << context.status().toString();
  const Program compiled = compileOk(context.value(), kLookups, "main", "glslf");
  const LookupImages kernel = runLookups(compiled, setup, false, uv, directions);
  const LookupImages runtime = runLookups(compiled, setup, true, uv, directions);
  expectSameLookups(kernel.flat, runtime.flat, "tex2D");
  expectSameLookups(kernel.cubic, runtime.cubic, "texCUBE");
  // The branch: fragments that skipped the lookup kept its default.
  for (std::uint64_t f = 0; f < kLookupFragments; ++f)
    if (!(uv[f * 2] > -2.5f)) {
      EXPECT_EQ(kernel.flat[f * 4], -1.0f) << "fragment " << f;
    }
}

INSTANTIATE_TEST_SUITE_P(LanesFiltersWraps, InlineTexture,
                         ::testing::Values(Lookups{4, true, Wrap::Repeat, 8, 4}, Lookups{8, false, Wrap::Repeat, 8, 4},
                                           Lookups{16, true, Wrap::ClampToEdge, 5, 3}, Lookups{4, false, Wrap::ClampToEdge, 5, 3},
                                           Lookups{8, true, Wrap::Repeat, 5, 3}));

// Which units the kernel may filter: single-level 2D and cube textures whose filters agree, Repeat only
// on power-of-two sizes; everything else is left to the runtime (null texels).
TEST(InlineTextures, DescribesOnlyWhatTheKernelFilters) {
  std::string error;
  auto make = [&](TextureKind kind, int width, int height) {
    const int faces = kind == TextureKind::Cube ? 6 : 1;
    return CpuTexture::fromFloats({kind, width, height, 1, 1},
                                  std::vector<float>(static_cast<std::size_t>(width * height * faces * 4), 0.5f), &error);
  };
  SamplerState linear;
  linear.minFilter = MinFilter::Linear;
  SamplerState mixed = linear;
  mixed.magFilter = MagFilter::Nearest;
  SamplerState clamped = linear;
  clamped.wrapS = clamped.wrapT = Wrap::ClampToEdge;
  SamplerState mirrored = linear;
  mirrored.wrapS = Wrap::MirroredRepeat;
  std::shared_ptr<CpuTexture> mipmapped = make(TextureKind::Tex2D, 8, 8);
  mipmapped->generateMipmaps();
  TextureTable table;
  ASSERT_TRUE(table.set(0, make(TextureKind::Tex2D, 8, 4), linear));
  ASSERT_TRUE(table.set(1, make(TextureKind::Cube, 4, 4), clamped));
  ASSERT_TRUE(table.set(2, make(TextureKind::Tex2D, 5, 4), linear));   // Repeat on 5 texels
  ASSERT_TRUE(table.set(3, make(TextureKind::Tex2D, 5, 3), clamped));  // clamping any size
  ASSERT_TRUE(table.set(4, mipmapped, linear));
  ASSERT_TRUE(table.set(5, make(TextureKind::Tex2D, 8, 8), mixed));
  ASSERT_TRUE(table.set(6, make(TextureKind::Tex2D, 8, 8), mirrored));
  std::vector<jit::InlineTexture> units;
  describeInlineTextures(table, units);
  ASSERT_EQ(units.size(), table.unitCount());
  EXPECT_NE(units[0].texels, nullptr);
  EXPECT_EQ(units[0].flags, jit::kInlineLinear | jit::kInlineRepeatS | jit::kInlineRepeatT);
  EXPECT_NE(units[1].texels, nullptr);
  EXPECT_EQ(units[1].flags, jit::kInlineLinear | jit::kInlineCube);
  EXPECT_EQ(units[2].texels, nullptr);
  EXPECT_NE(units[3].texels, nullptr);
  EXPECT_EQ(units[3].flags, jit::kInlineLinear);
  EXPECT_EQ(units[4].texels, nullptr);
  EXPECT_EQ(units[5].texels, nullptr);
  EXPECT_EQ(units[6].texels, nullptr);
  for (std::size_t unit = 7; unit < units.size(); ++unit) EXPECT_EQ(units[unit].texels, nullptr) << unit;
}

}  // namespace
}  // namespace cgx::test
