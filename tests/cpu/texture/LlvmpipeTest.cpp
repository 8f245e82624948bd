// Linear mipmapped sampling (GL_LINEAR_MIPMAP_LINEAR, GL_REPEAT, glGenerateMipmap) against Mesa llvmpipe
// for the same GL_RGBA32F texture, coordinates and explicit derivatives (textureGrad in a vertex shader,
// captured with transform feedback). Skipped where no headless GL context can be made.
//
// llvmpipe's level of detail is an approximation the GL spec allows: lambda = fast_log2(rho^2) / 2 with
// fast_log2(m 2^e) = e + m - 1 for m in [1, 2) (gallivm's lp_build_fast_log2, exact at powers of two), up
// to ~0.04 below the exact log2 that cgx uses. So: (1) derivatives whose rho^2 is a power of two (lambda
// a multiple of 1/2, exact for both) compare Grad lookups directly; (2) arbitrary derivatives compare the
// filtering at llvmpipe's own lambda (a Lod lookup), which isolates wrap, level choice and trilinear
// blending. Both within 1/256; measured: a few 1e-7.
#include <cmath>
#include <cstdio>
#include <random>

#include "TextureTestSupport.h"
#include "gl/GlTestSupport.h"
#include "gl/Texture.h"

namespace cgx::texture_test {
namespace {

constexpr int kSize = 16;
constexpr int kCount = 2000;
constexpr float kTolerance = 1.0f / 256.0f;

struct Lookups {
  std::vector<float> coords, dxs, dys;  // 2 floats a lookup each
  Lookup at(std::size_t i) const {
    Lookup lookup;
    lookup.kind = SampleKind::Grad;
    lookup.coord = {coords[2 * i], coords[2 * i + 1], 0, 0};
    lookup.ddx = {dxs[2 * i], dxs[2 * i + 1], 0};
    lookup.ddy = {dys[2 * i], dys[2 * i + 1], 0};
    return lookup;
  }
};

// gallivm's lp_build_fast_log2: exponent plus (mantissa - 1), piecewise linear between powers of two.
float fastLog2(float x) {
  int exponent = 0;
  const float mantissa = std::frexp(x, &exponent);  // x = mantissa 2^exponent, mantissa in [0.5, 1)
  return static_cast<float>(exponent - 1) + (2.0f * mantissa - 1.0f);
}

// llvmpipe's lambda for the lookup's derivatives (see the top of the file).
float llvmpipeLambda(const Lookup& lookup) {
  const float scale = static_cast<float>(kSize);
  const float dudx = lookup.ddx[0] * scale, dvdx = lookup.ddx[1] * scale;
  const float dudy = lookup.ddy[0] * scale, dvdy = lookup.ddy[1] * scale;
  return 0.5f * fastLog2(std::max(dudx * dudx + dvdx * dvdx, dudy * dudy + dvdy * dvdy));
}

class MatchesLlvmpipe : public gl::test::GlTest {
 protected:
  void SetUp() override {
    GlTest::SetUp();
    if (IsSkipped()) return;
    std::mt19937 random(2024);
    rgba_ = randomTexels(kSize * kSize, random);
    auto texture = makeTexture(shape(TextureKind::Tex2D, kSize, kSize), rgba_);
    ASSERT_NE(texture, nullptr);
    texture->generateMipmaps();
    SamplerState state = linearState(Wrap::Repeat);
    state.minFilter = MinFilter::LinearMipmapLinear;
    ASSERT_TRUE(table_.set(0, texture, state));
  }

  // llvmpipe's textureGrad results, 4 floats a lookup (empty after a failure).
  std::vector<float> llvmpipe(const Lookups& lookups) {
    gl::TextureImage image;
    image.kind = gl::TextureKind::Texture2D;
    image.width = image.height = kSize;
    image.rgba = rgba_;
    image.filter = gl::Filter::Linear;
    image.wrap = gl::Wrap::Repeat;
    image.mipmaps = true;
    std::string error;
    auto texture = gl::Texture::create(image, &error);
    EXPECT_NE(texture, nullptr) << error;
    if (texture == nullptr || !texture->bind(2, &error)) return {};
    gl::ProgramSource source;
    source.vertex =
        "#version 330\nuniform sampler2D s;\nlayout(location = 0) in vec2 coord;\n"
        "layout(location = 1) in vec2 dx;\nlayout(location = 2) in vec2 dy;\nout vec4 t;\n"
        "void main() { t = textureGrad(s, coord, dx, dy); gl_Position = vec4(0.0); }\n";
    source.feedbackVaryings = {"t"};
    auto program = link(source);
    if (program == nullptr || !program->setSampler("s", 2, &error)) return {};
    const int count = static_cast<int>(lookups.coords.size() / 2);
    auto captured = capture(*program, {{0, 2, lookups.coords}, {1, 2, lookups.dxs}, {2, 2, lookups.dys}},
                            {{"t", 4}}, count);
    return captured.empty() ? std::vector<float>() : captured[0];
  }

  // Expects `ours(i)` to be within kTolerance of llvmpipe's result i; returns the largest difference.
  template <typename Ours>
  float compare(const Lookups& lookups, const std::vector<float>& theirs, Ours ours) {
    const std::size_t count = lookups.coords.size() / 2;
    EXPECT_EQ(theirs.size(), count * 4);
    if (theirs.size() != count * 4) return 0;
    float largest = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const Rgba result = ours(lookups.at(i));
      for (std::size_t c = 0; c < 4; ++c) {
        largest = std::max(largest, std::fabs(result[c] - theirs[i * 4 + c]));
        EXPECT_NEAR(result[c], theirs[i * 4 + c], kTolerance)
            << "lookup " << i << " at (" << lookups.coords[2 * i] << ", " << lookups.coords[2 * i + 1] << ") dx ("
            << lookups.dxs[2 * i] << ", " << lookups.dxs[2 * i + 1] << ") dy (" << lookups.dys[2 * i] << ", "
            << lookups.dys[2 * i + 1] << ") component " << c;
      }
    }
    return largest;
  }

  std::vector<float> rgba_;
  TextureTable table_;
};

TEST_F(MatchesLlvmpipe, GradWhereBothLevelsOfDetailAreExact) {
  // dx = 2^k / 16 * (a, b), a, b in {-1, 0, 1} not both 0: rho^2 = 2^(2k) or 2^(2k+1), lambda = k or
  // k + 1/2 for k in -2..5 (magnification, blends at weight 1/2, and past the 1x1 level); dy shorter.
  std::mt19937 random(7);
  std::uniform_real_distribution<float> coordinate(-1.0f, 2.0f), shrink(0.0f, 0.7f);
  std::uniform_int_distribution<int> exponent(-2, 5), sign(-1, 1);
  Lookups lookups;
  while (lookups.coords.size() < 2 * kCount) {
    const int a = sign(random), b = sign(random);
    if (a == 0 && b == 0) continue;
    const float length = std::ldexp(1.0f, exponent(random)) / kSize;
    lookups.coords.insert(lookups.coords.end(), {coordinate(random), coordinate(random)});
    lookups.dxs.insert(lookups.dxs.end(), {static_cast<float>(a) * length, static_cast<float>(b) * length});
    lookups.dys.insert(lookups.dys.end(), {-static_cast<float>(b) * length * shrink(random),
                                           static_cast<float>(a) * length * shrink(random)});
  }
  const std::vector<float> theirs = llvmpipe(lookups);
  const float largest = compare(lookups, theirs, [&](const Lookup& lookup) { return sampleOne(table_, lookup); });
  std::printf("largest difference from llvmpipe (exact lambda): %g\n", static_cast<double>(largest));
}

TEST_F(MatchesLlvmpipe, FilteringAtLlvmpipesLevelOfDetail) {
  // Random coordinates over three periods, derivatives of random direction with lambda in [-1, 5].
  std::mt19937 random(2025);
  std::uniform_real_distribution<float> coordinate(-1.0f, 2.0f), lambda(-1.0f, 5.0f), angle(0.0f, 6.2831853f),
      ratio(0.0f, 1.0f);
  Lookups lookups;
  for (int i = 0; i < kCount; ++i) {
    lookups.coords.insert(lookups.coords.end(), {coordinate(random), coordinate(random)});
    const float length = std::exp2(lambda(random)) / kSize, a = angle(random), b = angle(random);
    const float shorter = length * ratio(random);
    lookups.dxs.insert(lookups.dxs.end(), {length * std::cos(a), length * std::sin(a)});
    lookups.dys.insert(lookups.dys.end(), {shorter * std::cos(b), shorter * std::sin(b)});
  }
  const std::vector<float> theirs = llvmpipe(lookups);
  float lambdaGap = 0;
  const float largest = compare(lookups, theirs, [&](Lookup lookup) {
    // cgx's exact lambda is never below llvmpipe's and at most 0.0861 / 2 above (the approximation's bound).
    const float exact = 0.5f * std::log2(std::max(
        std::pow(lookup.ddx[0] * kSize, 2.0f) + std::pow(lookup.ddx[1] * kSize, 2.0f),
        std::pow(lookup.ddy[0] * kSize, 2.0f) + std::pow(lookup.ddy[1] * kSize, 2.0f)));
    lookup.kind = SampleKind::Lod;
    lookup.lodOrBias = llvmpipeLambda(lookup);
    lambdaGap = std::max(lambdaGap, exact - lookup.lodOrBias);
    EXPECT_GE(exact - lookup.lodOrBias, -1e-5f);
    return sampleOne(table_, lookup);
  });
  EXPECT_LE(lambdaGap, 0.044f);
  std::printf("largest difference from llvmpipe (its lambda): %g; its lambda at most %g below cgx's\n",
              static_cast<double>(largest), static_cast<double>(lambdaGap));
}

}  // namespace
}  // namespace cgx::texture_test
