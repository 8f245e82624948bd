// Small float32 vector/matrix helpers for the chapter 7-9 references (Chapter7.cpp .. Chapter9.cpp): Cg's
// float2/3/4, row-major float3x3/float4x4 and the standard-library functions the programs use, written
// from the Cg Standard Library's definitions. Also the random draws the references' bindings share.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "Reference.h"

namespace cgx::reference::mathb {

template <std::size_t N>
struct Vec {
  std::array<float, N> v{};
  float& operator[](std::size_t i) { return v[i]; }
  float operator[](std::size_t i) const { return v[i]; }
};
using float2 = Vec<2>;
using float3 = Vec<3>;
using float4 = Vec<4>;

inline float2 make2(float x, float y) { return {{x, y}}; }
inline float3 make3(float x, float y, float z) { return {{x, y, z}}; }
inline float4 make4(float x, float y, float z, float w) { return {{x, y, z, w}}; }
inline float4 make4(const float3& a, float w) { return {{a[0], a[1], a[2], w}}; }
inline float3 xyz(const float4& a) { return {{a[0], a[1], a[2]}}; }
template <std::size_t N>
Vec<N> smear(float s) {
  Vec<N> r;
  r.v.fill(s);
  return r;
}

template <std::size_t N>
Vec<N> operator+(const Vec<N>& a, const Vec<N>& b) {
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = a[i] + b[i];
  return r;
}
template <std::size_t N>
Vec<N> operator-(const Vec<N>& a, const Vec<N>& b) {
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = a[i] - b[i];
  return r;
}
template <std::size_t N>
Vec<N> operator-(const Vec<N>& a) {
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = -a[i];
  return r;
}
template <std::size_t N>
Vec<N> operator*(const Vec<N>& a, const Vec<N>& b) {  // componentwise, as Cg's *
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = a[i] * b[i];
  return r;
}
template <std::size_t N>
Vec<N> operator*(const Vec<N>& a, float s) {
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = a[i] * s;
  return r;
}
template <std::size_t N>
Vec<N> operator*(float s, const Vec<N>& a) {
  return a * s;
}
template <std::size_t N>
Vec<N> operator+(const Vec<N>& a, float s) {
  return a + smear<N>(s);
}
template <std::size_t N>
Vec<N> operator+(float s, const Vec<N>& a) {
  return smear<N>(s) + a;
}

template <std::size_t N>
float dot(const Vec<N>& a, const Vec<N>& b) {
  float s = 0;
  for (std::size_t i = 0; i < N; ++i) s += a[i] * b[i];
  return s;
}
template <std::size_t N>
float length(const Vec<N>& a) {
  return std::sqrt(dot(a, a));
}
template <std::size_t N>
Vec<N> normalize(const Vec<N>& a) {
  return a * (1.0f / length(a));
}
inline float3 cross(const float3& a, const float3& b) {
  return {{a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]}};
}
inline float saturate(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
inline float lerp(float a, float b, float f) { return a + f * (b - a); }
template <std::size_t N>
Vec<N> lerp(const Vec<N>& a, const Vec<N>& b, float f) {
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = lerp(a[i], b[i], f);
  return r;
}
// Cg: reflect(i, n) = i - 2 * n * dot(n, i).
inline float3 reflect(const float3& i, const float3& n) { return i - 2.0f * dot(n, i) * n; }
// Cg: refract(i, n, eta); 0 on total internal reflection (cost2 <= 0).
inline float3 refract(const float3& i, const float3& n, float eta) {
  const float cosi = dot(-i, n);
  const float cost2 = 1.0f - eta * eta * (1.0f - cosi * cosi);
  if (!(cost2 > 0.0f)) return {};
  return eta * i + (eta * cosi - std::sqrt(cost2)) * n;
}
// The range-compressed normal map / normalization cube map decode of chapter 8: (v - 0.5) * 2.
inline float3 expand(const float3& v) { return (v + -0.5f) * 2.0f; }

// Row-major matrices, Cg's order: m[r * C + c].
struct Mat4 {
  std::array<float, 16> m{};
};
struct Mat3 {
  std::array<float, 9> m{};
};
inline Mat3 rows3(const float3& r0, const float3& r1, const float3& r2) {
  return {{r0[0], r0[1], r0[2], r1[0], r1[1], r1[2], r2[0], r2[1], r2[2]}};
}
// mul(M, v): v is a column.
inline float4 mul(const Mat4& a, const float4& v) {
  float4 r;
  for (std::size_t i = 0; i < 4; ++i) r[i] = dot(make4(a.m[i * 4], a.m[i * 4 + 1], a.m[i * 4 + 2], a.m[i * 4 + 3]), v);
  return r;
}
inline float3 mul(const Mat3& a, const float3& v) {
  float3 r;
  for (std::size_t i = 0; i < 3; ++i) r[i] = dot(make3(a.m[i * 3], a.m[i * 3 + 1], a.m[i * 3 + 2]), v);
  return r;
}
// (float3x3)M: the upper-left 3x3 block.
inline Mat3 upper3x3(const Mat4& a) {
  return {{a.m[0], a.m[1], a.m[2], a.m[4], a.m[5], a.m[6], a.m[8], a.m[9], a.m[10]}};
}

// ---- Binding access -------------------------------------------------------------------------------------

template <std::size_t N>
Vec<N> vec(const std::map<std::string, Values>& map, const std::string& key) {
  const Values& values = map.at(key);
  Vec<N> r;
  for (std::size_t i = 0; i < N && i < values.size(); ++i) r[i] = values[i];
  return r;
}
inline float scalar(const std::map<std::string, Values>& map, const std::string& key) { return map.at(key).at(0); }
inline Mat4 mat4(const std::map<std::string, Values>& map, const std::string& key) {
  const Values& values = map.at(key);
  Mat4 r;
  for (std::size_t i = 0; i < 16 && i < values.size(); ++i) r.m[i] = values[i];
  return r;
}
template <std::size_t N>
Values values(const Vec<N>& a) {
  return Values(a.v.begin(), a.v.end());
}
inline Values values(const Mat4& a) { return Values(a.m.begin(), a.m.end()); }

inline float4 sample(const Binding& binding, const std::string& sampler, const float* coord) {
  const std::array<float, 4> rgba = samplePoint(binding.textures.at(sampler), coord);
  return {{rgba[0], rgba[1], rgba[2], rgba[3]}};
}
template <std::size_t N>
float4 sample(const Binding& binding, const std::string& sampler, const Vec<N>& coord) {
  return sample(binding, sampler, coord.v.data());
}

// ---- Random draws (from the generator's raw 32-bit output, so they are the same on every platform) ------

inline float uniform01(std::mt19937& random) { return static_cast<float>(random() >> 8) * (1.0f / 16777216.0f); }
inline float uniform(std::mt19937& random, float lo, float hi) { return lo + (hi - lo) * uniform01(random); }
inline int uniformInt(std::mt19937& random, int count) {
  return static_cast<int>(random() % static_cast<unsigned>(count));
}
template <std::size_t N>
Vec<N> uniformVec(std::mt19937& random, float lo, float hi) {
  Vec<N> r;
  for (std::size_t i = 0; i < N; ++i) r[i] = uniform(random, lo, hi);
  return r;
}
// A uniformly distributed unit vector (rejection from the cube, never near zero).
inline float3 unitVector(std::mt19937& random) {
  for (;;) {
    const float3 p = uniformVec<3>(random, -1.0f, 1.0f);
    const float l = length(p);
    if (l > 0.2f && l <= 1.0f) return p * (1.0f / l);
  }
}
// A general, well-conditioned matrix (entries in [-1, 1]) for modelViewProj and similar.
inline Mat4 randomMatrix(std::mt19937& random) {
  Mat4 r;
  for (float& x : r.m) x = uniform(random, -1.0f, 1.0f);
  return r;
}
// Rotation (from a random unit quaternion) times a uniform scale in [0.5, 2], plus a translation in
// [-2, 2]^3, last row (0, 0, 0, 1): the model-to-world / modelview matrices the book assumes.
inline Mat4 randomRigidScale(std::mt19937& random) {
  float4 q;
  for (;;) {
    q = uniformVec<4>(random, -1.0f, 1.0f);
    const float l = length(q);
    if (l > 0.2f && l <= 1.0f) break;
  }
  q = normalize(q);
  const float x = q[0], y = q[1], z = q[2], w = q[3];
  const float s = uniform(random, 0.5f, 2.0f);
  const float3 t = uniformVec<3>(random, -2.0f, 2.0f);
  return {{s * (1 - 2 * (y * y + z * z)), s * 2 * (x * y - z * w), s * 2 * (x * z + y * w), t[0],
           s * 2 * (x * y + z * w), s * (1 - 2 * (x * x + z * z)), s * 2 * (y * z - x * w), t[1],
           s * 2 * (x * z - y * w), s * 2 * (y * z + x * w), s * (1 - 2 * (x * x + y * y)), t[2], 0, 0, 0, 1}};
}
// A point at distance [lo, hi] from the origin in a random direction.
inline float3 farPoint(std::mt19937& random, float lo, float hi) {
  return unitVector(random) * uniform(random, lo, hi);
}
// A unit vector within the cone of the given half-angle cosine around +z (or -z when `down`).
inline float3 coneVector(std::mt19937& random, float minCos, bool down) {
  float3 v = unitVector(random);
  while (v[2] < minCos) v = unitVector(random);
  if (down) v[2] = -v[2];
  return v;
}
// A position in [-1, 1]^3 with w = 1.
inline float4 randomPosition(std::mt19937& random) { return make4(uniformVec<3>(random, -1.0f, 1.0f), 1.0f); }

inline Texture randomTexture(std::mt19937& random, TextureKind kind, int width, int height = 1) {
  Texture t;
  t.kind = kind;
  t.width = width;
  t.height = kind == TextureKind::Cube ? width : height;
  const int faces = kind == TextureKind::Cube ? 6 : 1;
  t.texels.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(t.height) *
                  static_cast<std::size_t>(faces) * 4);
  for (float& x : t.texels) x = uniform01(random);
  return t;
}
// A normal map: each texel a unit vector n with n.z >= minZ (bumps about the texture-space +z axis),
// range-compressed to 0.5 + 0.5 * n; alpha random.
inline Texture randomNormalMap(std::mt19937& random, int width, int height, float minZ = 0.3f) {
  Texture t = randomTexture(random, TextureKind::Tex2D, width, height);
  for (std::size_t i = 0; i < t.texels.size(); i += 4) {
    float3 n = unitVector(random);
    while (n[2] < minZ) n = unitVector(random);
    for (std::size_t c = 0; c < 3; ++c) t.texels[i + c] = 0.5f + 0.5f * n[c];
  }
  return t;
}
// A light and an eye position at distance [lo, hi] from the origin whose directions are less than about
// 78 degrees apart: seen from any point within lo/3 of the origin the unit vectors to them never cancel,
// so normalize(normalize(L) + normalize(V)) is well defined.
inline void lightAndEye(std::mt19937& random, float lo, float hi, float3& light, float3& eye) {
  light = farPoint(random, lo, hi);
  do eye = farPoint(random, lo, hi);
  while (dot(normalize(light), normalize(eye)) < 0.2f);
}
// A normalized coordinate inside texel i of size texels, at least 0.3 of a texel from either edge.
inline float texelCoord(std::mt19937& random, int size) {
  return (static_cast<float>(uniformInt(random, size)) + uniform(random, 0.3f, 0.7f)) / static_cast<float>(size);
}
inline float2 texelCoord2(std::mt19937& random, int width, int height) {
  return make2(texelCoord(random, width), texelCoord(random, height));
}
// A direction that a cube map of size x size faces looks up at least 0.3 of a texel from any texel edge
// (inverting GL's table 8.19 for a random face and (s, t)), with a random length in [0.5, 2].
inline float3 cubeDirection(std::mt19937& random, int size) {
  const int face = uniformInt(random, 6);
  const float sc = 2.0f * texelCoord(random, size) - 1.0f;
  const float tc = 2.0f * texelCoord(random, size) - 1.0f;
  const float scale = uniform(random, 0.5f, 2.0f);
  switch (face) {
    case 0:  // +X: sc = -rz, tc = -ry
      return make3(1, -tc, -sc) * scale;
    case 1:  // -X: sc = +rz, tc = -ry
      return make3(-1, -tc, sc) * scale;
    case 2:  // +Y: sc = +rx, tc = +rz
      return make3(sc, 1, tc) * scale;
    case 3:  // -Y: sc = +rx, tc = -rz
      return make3(sc, -1, -tc) * scale;
    case 4:  // +Z: sc = +rx, tc = -ry
      return make3(sc, -tc, 1) * scale;
    default:  // -Z: sc = -rx, tc = -ry
      return make3(-sc, -tc, -1) * scale;
  }
}
// How far (in texels) a cube lookup of r lands from the nearest texel edge of its face, and from the
// major-axis tie that would change the face; references reject computed directions closer than 1e-3.
inline float cubeMargin(const float3& r, int size) {
  const float ax = std::fabs(r[0]), ay = std::fabs(r[1]), az = std::fabs(r[2]);
  float ma = 0, sc = 0, tc = 0;
  if (ax >= ay && ax >= az) {
    ma = ax, sc = r[1], tc = r[2];
  } else if (ay >= az) {
    ma = ay, sc = r[0], tc = r[2];
  } else {
    ma = az, sc = r[0], tc = r[1];
  }
  if (ma <= 0.0f) return 0.0f;
  float margin = (ma - std::fmax(std::fabs(sc), std::fabs(tc))) / ma * static_cast<float>(size) * 0.5f;
  for (const float c : {sc, tc}) {
    const float texels = (c / ma + 1.0f) * 0.5f * static_cast<float>(size);  // sign flips move edges to edges
    margin = std::fmin(margin, std::fabs(texels - std::round(texels)));
  }
  return margin;
}

}  // namespace cgx::reference::mathb

namespace cgx::reference {

// The chapter files behind appendChapters7To9 (Chapters7To9.cpp).
void appendChapter7(std::vector<Example>& examples);
void appendChapter8(std::vector<Example>& examples);
void appendChapter9(std::vector<Example>& examples);

// An Example for examples/<entry>.cg.
inline Example makeExample(const std::string& entry, Stage stage, std::function<Binding(std::mt19937&)> randomBinding,
                           std::function<Outputs(const Binding&)> run) {
  return Example{entry + ".cg", entry, stage, std::move(randomBinding), std::move(run)};
}

}  // namespace cgx::reference
