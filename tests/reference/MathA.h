// Small float32 vector/matrix helpers for the chapter 2-6 references (Chapters2To6.cpp, Chapter5.cpp,
// Chapter6.cpp, Skinning.cpp), with Cg's conventions: matrices are row-major (Mat<R, C> has R rows),
// mul(M, v) treats v as a column, m.row[i] is row i. All math is float, in the order the Cg source writes it.
// The namespace keeps these apart from the chapter 7-9 helpers.
#pragma once

#include <array>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "Reference.h"

namespace cgx::reference::mathA {

template <std::size_t N>
struct Vec {
  std::array<float, N> c{};
  Vec() = default;
  // Smearing a scalar: float3 v = s.
  explicit Vec(float s) { c.fill(s); }
  template <typename... T>
    requires(sizeof...(T) == N && N > 1 && ((std::same_as<T, float> || std::same_as<T, int>) && ...))
  Vec(T... xs) : c{static_cast<float>(xs)...} {}
  float& operator[](std::size_t i) { return c[i]; }
  float operator[](std::size_t i) const { return c[i]; }
};
using float2 = Vec<2>;
using float3 = Vec<3>;
using float4 = Vec<4>;

template <std::size_t N>
Vec<N> operator+(Vec<N> a, const Vec<N>& b) {
  for (std::size_t i = 0; i < N; ++i) a[i] += b[i];
  return a;
}
template <std::size_t N>
Vec<N> operator-(Vec<N> a, const Vec<N>& b) {
  for (std::size_t i = 0; i < N; ++i) a[i] -= b[i];
  return a;
}
template <std::size_t N>
Vec<N> operator-(Vec<N> a) {
  for (float& x : a.c) x = -x;
  return a;
}
// Componentwise product, as Cg's `*` on vectors.
template <std::size_t N>
Vec<N> operator*(Vec<N> a, const Vec<N>& b) {
  for (std::size_t i = 0; i < N; ++i) a[i] *= b[i];
  return a;
}
template <std::size_t N>
Vec<N> operator*(Vec<N> a, float s) {
  for (float& x : a.c) x *= s;
  return a;
}
template <std::size_t N>
Vec<N> operator*(float s, Vec<N> a) {
  for (float& x : a.c) x = s * x;
  return a;
}
template <std::size_t N>
Vec<N>& operator+=(Vec<N>& a, const Vec<N>& b) {
  a = a + b;
  return a;
}

template <std::size_t N>
float dot(const Vec<N>& a, const Vec<N>& b) {
  float sum = a[0] * b[0];
  for (std::size_t i = 1; i < N; ++i) sum += a[i] * b[i];
  return sum;
}
template <std::size_t N>
float length(const Vec<N>& v) {
  return std::sqrt(dot(v, v));
}
template <std::size_t N>
float distance(const Vec<N>& a, const Vec<N>& b) {
  return length(a - b);
}
// Cg's normalize: v * rsqrt(dot(v, v)).
template <std::size_t N>
Vec<N> normalize(const Vec<N>& v) {
  return v * (1.0f / std::sqrt(dot(v, v)));
}
inline float3 cross(const float3& a, const float3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
// Cg's lerp(a, b, w) = a + w * (b - a).
inline float lerp(float a, float b, float w) { return a + w * (b - a); }
template <std::size_t N>
Vec<N> lerp(const Vec<N>& a, const Vec<N>& b, float w) {
  return a + w * (b - a);
}
inline float saturate(float x) { return std::fmin(std::fmax(x, 0.0f), 1.0f); }
// Cg's smoothstep: t = saturate((x - a) / (b - a)); t * t * (3 - 2 * t).
inline float smoothstep(float a, float b, float x) {
  const float t = saturate((x - a) / (b - a));
  return t * t * (3.0f - 2.0f * t);
}

inline float3 xyz(const float4& v) { return {v[0], v[1], v[2]}; }
inline float4 vec4(const float3& v, float w) { return {v[0], v[1], v[2], w}; }
inline float4 vec4(const float2& v, float z, float w) { return {v[0], v[1], z, w}; }

// Row-major R x C matrix: row[i] is Cg's m[i].
template <std::size_t R, std::size_t C>
struct Mat {
  std::array<Vec<C>, R> row{};
};
using float3x3 = Mat<3, 3>;
using float3x4 = Mat<3, 4>;
using float4x4 = Mat<4, 4>;
using float2x4 = Mat<2, 4>;

// mul(M, v): v is a column; each component is dot(M[i], v).
template <std::size_t R, std::size_t C>
Vec<R> mul(const Mat<R, C>& m, const Vec<C>& v) {
  Vec<R> r;
  for (std::size_t i = 0; i < R; ++i) r[i] = dot(m.row[i], v);
  return r;
}
template <std::size_t R, std::size_t K, std::size_t C>
Mat<R, C> mul(const Mat<R, K>& a, const Mat<K, C>& b) {
  Mat<R, C> r;
  for (std::size_t i = 0; i < R; ++i)
    for (std::size_t j = 0; j < C; ++j) {
      float sum = a.row[i][0] * b.row[0][j];
      for (std::size_t k = 1; k < K; ++k) sum += a.row[i][k] * b.row[k][j];
      r.row[i][j] = sum;
    }
  return r;
}
template <std::size_t R, std::size_t C>
Mat<R, C> operator*(float s, Mat<R, C> m) {
  for (auto& r : m.row) r = s * r;
  return m;
}
template <std::size_t R, std::size_t C>
Mat<R, C> operator+(Mat<R, C> a, const Mat<R, C>& b) {
  for (std::size_t i = 0; i < R; ++i) a.row[i] = a.row[i] + b.row[i];
  return a;
}
// float3x3(m[0].xyz, m[1].xyz, m[2].xyz): the upper 3x3 of a 3x4.
inline float3x3 upper3x3(const float3x4& m) { return {{xyz(m.row[0]), xyz(m.row[1]), xyz(m.row[2])}}; }

// ---- Binding access: uniforms by Cg leaf path, varyings by canonical semantic.
template <std::size_t N>
Vec<N> vecAt(const Values& values, std::size_t offset = 0) {
  Vec<N> v;
  for (std::size_t i = 0; i < N; ++i) v[i] = values.at(offset + i);
  return v;
}
template <std::size_t R, std::size_t C>
Mat<R, C> matAt(const Values& values, std::size_t offset = 0) {
  Mat<R, C> m;
  for (std::size_t i = 0; i < R; ++i) m.row[i] = vecAt<C>(values, offset + i * C);
  return m;
}
template <std::size_t N>
Vec<N> uniformVec(const Binding& b, const std::string& name) {
  return vecAt<N>(b.uniforms.at(name));
}
inline float uniformFloat(const Binding& b, const std::string& name) { return b.uniforms.at(name).at(0); }
template <std::size_t R, std::size_t C>
Mat<R, C> uniformMat(const Binding& b, const std::string& name) {
  return matAt<R, C>(b.uniforms.at(name));
}
template <std::size_t N>
Vec<N> inputVec(const Binding& b, const std::string& semantic) {
  return vecAt<N>(b.inputs.at(semantic));
}
inline float inputFloat(const Binding& b, const std::string& semantic) { return b.inputs.at(semantic).at(0); }

template <std::size_t N>
Values values(const Vec<N>& v) {
  return Values(v.c.begin(), v.c.end());
}
inline Values values(float x) { return Values{x}; }
template <std::size_t R, std::size_t C>
Values values(const Mat<R, C>& m) {
  Values out;
  for (const auto& r : m.row) out.insert(out.end(), r.c.begin(), r.c.end());
  return out;
}

// ---- Random, well-conditioned values.
inline float randomFloat(std::mt19937& random, float lo, float hi) {
  return std::uniform_real_distribution<float>(lo, hi)(random);
}
template <std::size_t N>
Vec<N> randomVec(std::mt19937& random, float lo, float hi) {
  Vec<N> v;
  for (float& x : v.c) x = randomFloat(random, lo, hi);
  return v;
}
inline float3 randomUnit(std::mt19937& random) {
  for (;;) {
    const float3 v = randomVec<3>(random, -1.0f, 1.0f);
    const float d = dot(v, v);
    if (d > 0.04f && d <= 1.0f) return normalize(v);
  }
}
// Rotation by `angle` radians about a unit axis (Rodrigues).
inline float3x3 rotation(const float3& axis, float angle) {
  const float c = std::cos(angle), s = std::sin(angle), t = 1.0f - c;
  const float x = axis[0], y = axis[1], z = axis[2];
  return {{float3{t * x * x + c, t * x * y - s * z, t * x * z + s * y},
           float3{t * x * y + s * z, t * y * y + c, t * y * z - s * x},
           float3{t * x * z - s * y, t * y * z + s * x, t * z * z + c}}};
}
inline float3x3 randomRotation(std::mt19937& random, float maxAngle) {
  const float3 axis = randomUnit(random);
  return rotation(axis, randomFloat(random, 0.0f, maxAngle));
}
// [R t] as a float3x4: R scaled by `scale`, translation t.
inline float3x4 affine(const float3x3& r, float scale, const float3& t) {
  float3x4 m;
  for (std::size_t i = 0; i < 3; ++i) m.row[i] = vec4(scale * r.row[i], t[i]);
  return m;
}
inline float4x4 toFloat4x4(const float3x4& m) {
  return {{m.row[0], m.row[1], m.row[2], float4{0, 0, 0, 1}}};
}
// GL-style perspective projection (fovy 60 degrees, aspect 4/3, near 1, far 30), row-major.
inline float4x4 perspective() {
  const float f = 1.0f / std::tan(0.5f * 1.0471976f), n = 1.0f, fa = 30.0f;
  return {{float4{f / (4.0f / 3.0f), 0, 0, 0}, float4{0, f, 0, 0},
           float4{0, 0, (fa + n) / (n - fa), 2.0f * fa * n / (n - fa)}, float4{0, 0, -1, 0}}};
}
// projection * view: any rotation, scale in [0.5, 1.5], the object about 10 units in front of the eye.
inline float4x4 randomModelViewProj(std::mt19937& random) {
  const float3x3 r = randomRotation(random, 3.14159265f);
  const float3 t = {randomFloat(random, -1.0f, 1.0f), randomFloat(random, -1.0f, 1.0f),
                    randomFloat(random, -11.0f, -9.0f)};
  return mul(perspective(), toFloat4x4(affine(r, randomFloat(random, 0.5f, 1.5f), t)));
}
inline float4x4 identity4() {
  return {{float4{1, 0, 0, 0}, float4{0, 1, 0, 0}, float4{0, 0, 1, 0}, float4{0, 0, 0, 1}}};
}

// The lighting scenes of chapters 5-6: surface points in the box [-1, 1]^3 (the bulge moves them at most
// 1.5 further), lights and eye near (0, 0, 10) within +-1 per axis, so every light vector is within 20
// degrees of +z (38 for the bulge). Surface normals are within 32 degrees of +z or of -z, so N.L is either
// >= 0.35 or <= -0.35 for every light: no input lands near the `diffuseLight <= 0` switch whatever the
// uniforms are, and no normalize() sees a short vector.
inline float3 randomSurfacePoint(std::mt19937& random) { return randomVec<3>(random, -1.0f, 1.0f); }
inline float3 randomLightPosition(std::mt19937& random) {
  return {randomFloat(random, -1.0f, 1.0f), randomFloat(random, -1.0f, 1.0f), randomFloat(random, 9.0f, 11.0f)};
}
inline float3 randomSurfaceNormal(std::mt19937& random) {
  const float z = randomFloat(random, 0.85f, 1.0f), phi = randomFloat(random, 0.0f, 6.2831853f);
  const float r = std::sqrt(1.0f - z * z);
  const float sign = randomFloat(random, 0.0f, 1.0f) < 0.75f ? 1.0f : -1.0f;  // mostly lit
  return {r * std::cos(phi), r * std::sin(phi), sign * z};
}
// Colors in [0, 0.4]: with emissive <= 0.1 and ambient <= 0.3 every lit color of chapters 5-6 stays
// within [0, 1], so a GPU that clamps vertex colors (GL_CLAMP_VERTEX_COLOR) computes the same value.
inline float3 randomColor(std::mt19937& random) { return randomVec<3>(random, 0.0f, 0.4f); }
// Four positive weights that sum to one (the last one is 1 minus the others).
inline float4 randomWeights(std::mt19937& random) {
  float4 w = randomVec<4>(random, 0.05f, 1.0f);
  const float sum = w[0] + w[1] + w[2] + w[3];
  w[0] /= sum;
  w[1] /= sum;
  w[2] /= sum;
  w[3] = 1.0f - w[0] - w[1] - w[2];
  return w;
}
// Four bone numbers in [0, bones) as floats, each multiplied by `scale` (3 for float4-row palettes).
inline float4 randomBoneIndices(std::mt19937& random, int bones, int scale) {
  std::uniform_int_distribution<int> pick(0, bones - 1);
  float4 v;
  for (float& x : v.c) x = static_cast<float>(scale * pick(random));
  return v;
}

// A palette of `bones` random bones as float3x4s [s R | t], flattened row by row (the layout of both
// `float4 boneMatrix[3 * n]` and `float3x4 bones[n]`): rotations up to maxAngle radians (so weighted sums of
// bones stay far from singular), scale s in [minScale, maxScale], translation in [-0.5, 0.5]^3.
inline Values randomBonePalette(std::mt19937& random, int bones, float maxAngle, float minScale, float maxScale) {
  Values palette;
  for (int i = 0; i < bones; ++i) {
    const float3x3 r = randomRotation(random, maxAngle);
    const float s = randomFloat(random, minScale, maxScale);
    const Values bone = values(affine(r, s, randomVec<3>(random, -0.5f, 0.5f)));
    palette.insert(palette.end(), bone.begin(), bone.end());
  }
  return palette;
}

// Entry points of the files that make up appendChapters2To6.
void appendChapter5(std::vector<Example>& examples);
void appendChapter6(std::vector<Example>& examples);
void appendSkinning(std::vector<Example>& examples);

}  // namespace cgx::reference::mathA
