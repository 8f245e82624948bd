#include "Skin4mScene.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace cgx::bench {

namespace {

// A rotation about a random unit axis plus a translation, as three rows of a 3x4 matrix.
void randomRigidTransform(std::mt19937& random, float rows[3][4]) {
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  float axis[3] = {unit(random), unit(random), unit(random)};
  float length = std::sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]) + 1e-3f;
  for (float& a : axis) a /= length;
  float angle = unit(random) * 3.14159265f, c = std::cos(angle), s = std::sin(angle), t = 1 - c;
  float x = axis[0], y = axis[1], z = axis[2];
  float r[3][3] = {{t * x * x + c, t * x * y - s * z, t * x * z + s * y},
                   {t * x * y + s * z, t * y * y + c, t * y * z - s * x},
                   {t * x * z - s * y, t * y * z + s * x, t * z * z + c}};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) rows[i][j] = r[i][j];
    rows[i][3] = unit(random) * 2.0f;
  }
}

}  // namespace

SkinScene makeSkinScene(std::size_t vertexCount) {
  std::mt19937 random(20261122);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f), positive(0.05f, 1.0f);
  SkinScene scene{};
  SkinUniforms& u = scene.uniforms;
  const float eye[3] = {0.0f, 1.0f, 8.0f}, light[3] = {4.0f, 6.0f, 5.0f}, color[4] = {0.9f, 0.8f, 0.7f, 1.0f};
  std::copy(eye, eye + 3, u.eyePosition);
  std::copy(light, light + 3, u.lightPosition);
  std::copy(color, color + 4, u.lightColor);
  u.specularExponent = 24.0f;
  u.ambient = 0.1f;
  for (int bone = 0; bone < 24; ++bone) {
    float rows[3][4];
    randomRigidTransform(random, rows);
    for (int r = 0; r < 3; ++r) std::copy(rows[r], rows[r] + 4, u.boneMatrix[bone * 3 + r]);
  }
  // A perspective projection times a view translation, row-major.
  const float mvp[4][4] = {{1.2f, 0, 0, 0}, {0, 1.6f, 0, -0.5f}, {0, 0, -1.02f, 7.8f}, {0, 0, -1, 8}};
  for (int r = 0; r < 4; ++r) std::copy(mvp[r], mvp[r] + 4, u.modelViewProj[r]);

  scene.vertices.resize(vertexCount);
  std::uniform_int_distribution<int> bone(0, 23);
  for (SkinVertex& v : scene.vertices) {
    for (float& p : v.position) p = unit(random) * 2.0f;
    float n[3] = {unit(random), unit(random), unit(random) + 2.0f};
    float length = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    for (int i = 0; i < 3; ++i) v.normal[i] = n[i] / length;
    v.texCoord[0] = (unit(random) + 1) / 2;
    v.texCoord[1] = (unit(random) + 1) / 2;
    float sum = 0;
    for (float& w : v.weight) sum += (w = positive(random));
    for (float& w : v.weight) w /= sum;
    for (float& index : v.matrixIndex) index = static_cast<float>(3 * bone(random));
  }
  return scene;
}

double maxRelativeDifference(const std::vector<SkinOutput>& a, const std::vector<SkinOutput>& b) {
  if (a.size() != b.size()) return INFINITY;
  double worst = 0;
  const float* x = reinterpret_cast<const float*>(a.data());
  const float* y = reinterpret_cast<const float*>(b.data());
  for (std::size_t i = 0; i < a.size() * (sizeof(SkinOutput) / sizeof(float)); ++i) {
    double scale = std::max({1.0, std::fabs(double(x[i])), std::fabs(double(y[i]))});
    double d = std::fabs(double(x[i]) - double(y[i])) / scale;
    if (!(d <= worst)) worst = d;  // NaN propagates as "worse"
  }
  return worst;
}

}  // namespace cgx::bench
