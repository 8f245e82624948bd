#include "FragmentScene.h"

#include <cmath>
#include <cstdint>

namespace cgx::bench {

namespace {

constexpr int kImageSize = 256;  // 2D textures: magnified over a 1920x1080 grid, as a material usually is
constexpr int kCubeSize = 64;    // a normalization cube map's usual face size

// A small deterministic hash to [0, 1): the same texels in every process, with no library's generator
// whose sequence could change between versions.
float hash01(std::uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return static_cast<float>(x >> 8) * (1.0f / 16777216.0f);
}

// A decal: smooth colour bands with some grain, alpha 1.
std::vector<float> decalTexels() {
  std::vector<float> rgba;
  rgba.reserve(kImageSize * kImageSize * 4);
  for (int y = 0; y < kImageSize; ++y)
    for (int x = 0; x < kImageSize; ++x) {
      const float s = static_cast<float>(x) / kImageSize, t = static_cast<float>(y) / kImageSize;
      const float grain = 0.1f * hash01(static_cast<std::uint32_t>(y * kImageSize + x));
      rgba.push_back(0.5f + 0.4f * std::sin(6.2831853f * 3 * s) + grain);
      rgba.push_back(0.5f + 0.4f * std::cos(6.2831853f * 2 * t) + grain);
      rgba.push_back(0.5f + 0.4f * std::sin(6.2831853f * (s + t)));
      rgba.push_back(1.0f);
    }
  return rgba;
}

// A tangent-space normal map of round bumps, range-compressed to [0, 1] as C8E2f_bumpSurf expands it.
std::vector<float> normalMapTexels() {
  auto height = [](float s, float t) { return 0.08f * std::sin(6.2831853f * 4 * s) * std::sin(6.2831853f * 4 * t); };
  std::vector<float> rgba;
  rgba.reserve(kImageSize * kImageSize * 4);
  const float step = 1.0f / kImageSize;
  for (int y = 0; y < kImageSize; ++y)
    for (int x = 0; x < kImageSize; ++x) {
      const float s = (static_cast<float>(x) + 0.5f) * step, t = (static_cast<float>(y) + 0.5f) * step;
      const float dx = (height(s + step, t) - height(s - step, t)) / (2 * step) * step * 8;
      const float dy = (height(s, t + step) - height(s, t - step)) / (2 * step) * step * 8;
      const float nx = -dx, ny = -dy, nz = 1, length = std::sqrt(nx * nx + ny * ny + nz * nz);
      rgba.insert(rgba.end(), {0.5f + 0.5f * nx / length, 0.5f + 0.5f * ny / length, 0.5f + 0.5f * nz / length, 1});
    }
  return rgba;
}

// Each texel holds its own direction, normalized and range-compressed. Faces in GL's order +X, -X, +Y, -Y,
// +Z, -Z, with GL's face coordinates (sc, tc) in [-1, 1] (the cube map table of the GL specification).
std::vector<float> normalizationCubeTexels() {
  std::vector<float> rgba;
  rgba.reserve(6 * kCubeSize * kCubeSize * 4);
  for (int face = 0; face < 6; ++face)
    for (int y = 0; y < kCubeSize; ++y)
      for (int x = 0; x < kCubeSize; ++x) {
        const float sc = 2 * (static_cast<float>(x) + 0.5f) / kCubeSize - 1;
        const float tc = 2 * (static_cast<float>(y) + 0.5f) / kCubeSize - 1;
        float d[3] = {};
        switch (face) {
          case 0: d[0] = 1, d[1] = -tc, d[2] = -sc; break;
          case 1: d[0] = -1, d[1] = -tc, d[2] = sc; break;
          case 2: d[0] = sc, d[1] = 1, d[2] = tc; break;
          case 3: d[0] = sc, d[1] = -1, d[2] = -tc; break;
          case 4: d[0] = sc, d[1] = -tc, d[2] = 1; break;
          default: d[0] = -sc, d[1] = -tc, d[2] = -1; break;
        }
        const float length = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        for (float c : d) rgba.push_back(0.5f + 0.5f * c / length);
        rgba.push_back(1.0f);
      }
  return rgba;
}

FragmentVarying affine(const char* semantic, int components, std::array<float, 4> base, std::array<float, 4> du,
                       std::array<float, 4> dv) {
  return FragmentVarying{semantic, components, base, du, dv};
}

}  // namespace

std::array<float, 4> FragmentVarying::at(float u, float v) const {
  std::array<float, 4> value{};
  for (int c = 0; c < 4; ++c) value[c] = base[c] + u * du[c] + v * dv[c];
  return value;
}

std::vector<FragmentCase> makeFragmentCases() {
  std::vector<FragmentCase> cases;
  const TextureShape image{TextureKind::Tex2D, kImageSize, kImageSize, 1, 1};
  const TextureShape cube{TextureKind::Cube, kCubeSize, kCubeSize, 1, 1};

  FragmentCase texture{"texture", "C3E3f_texture.cg", "C3E3f_texture", {}, {}, {}};
  texture.varyings.push_back(affine("TEXCOORD0", 2, {0.1f, 0.05f, 0, 0}, {3, 0, 0, 0}, {0, 2, 0, 0}));
  texture.textures.push_back({"decal", image, decalTexels(), false});
  cases.push_back(std::move(texture));

  // A lit patch of surface in front of the eye, its normal tilting across the screen.
  FragmentCase lighting{"lighting", "C5E3f_basicLight.cg", "C5E3f_basicLight", {}, {}, {}};
  lighting.varyings.push_back(affine("TEXCOORD0", 4, {-2, -1.2f, -1, 1}, {4, 0, 0.5f, 0}, {0, 2.4f, 0, 0}));
  lighting.varyings.push_back(affine("TEXCOORD1", 3, {-0.6f, -0.4f, 1, 0}, {1.2f, 0, 0, 0}, {0, 0.8f, 0, 0}));
  lighting.uniforms = {{"globalAmbient", {0.1f, 0.1f, 0.1f}}, {"lightColor", {0.95f, 0.9f, 0.8f}},
                       {"lightPosition", {1, 1.5f, 2}},       {"eyePosition", {0, 0, 3}},
                       {"Ke", {0.02f, 0.01f, 0}},              {"Ka", {0.2f, 0.2f, 0.2f}},
                       {"Kd", {0.7f, 0.5f, 0.3f}},             {"Ks", {0.8f, 0.8f, 0.8f}},
                       {"shininess", {32}}};
  cases.push_back(std::move(lighting));

  // A bumpy wall lit from a light sweeping across it: the direction to the light in texture space.
  FragmentCase bump{"bump", "C8E2f_bumpSurf.cg", "C8E2f_bumpSurf", {}, {}, {}};
  bump.varyings.push_back(affine("TEXCOORD0", 2, {0, 0, 0, 0}, {4, 0, 0, 0}, {0, 2.25f, 0, 0}));
  bump.varyings.push_back(affine("TEXCOORD1", 3, {-1, -0.6f, 0.8f, 0}, {2, 0, 0, 0}, {0, 1.2f, 0, 0}));
  bump.textures.push_back({"normalMap", image, normalMapTexels(), false});
  bump.textures.push_back({"normalizeCube", cube, normalizationCubeTexels(), true});
  cases.push_back(std::move(bump));
  return cases;
}

std::vector<float> varyingAtPixels(const FragmentVarying& varying, int width, int height) {
  std::vector<float> values;
  const auto components = static_cast<std::size_t>(varying.components);
  values.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * components);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const std::array<float, 4> value =
          varying.at((static_cast<float>(x) + 0.5f) / static_cast<float>(width),
                     (static_cast<float>(y) + 0.5f) / static_cast<float>(height));
      values.insert(values.end(), value.begin(), value.begin() + varying.components);
    }
  return values;
}

}  // namespace cgx::bench
