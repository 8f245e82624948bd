#include "Scene.h"

#include <cmath>
#include <numbers>

namespace cgx::demo {

namespace {

using Rows = std::array<std::array<double, 4>, 4>;

Rows multiply(const Rows& a, const Rows& b) {
  Rows r{};
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 4; ++k) r[i][j] += a[i][k] * b[k][j];
  return r;
}

// gluPerspective's matrix, as rows.
Rows perspective(double fovYRadians, double aspect, double near, double far) {
  double f = 1 / std::tan(fovYRadians / 2);
  return {{{f / aspect, 0, 0, 0},
           {0, f, 0, 0},
           {0, 0, (far + near) / (near - far), 2 * far * near / (near - far)},
           {0, 0, -1, 0}}};
}

// gluLookAt's matrix, as rows.
Rows lookAt(Vec3 eye, Vec3 target, Vec3 up) {
  Vec3 f = normalize(target - eye);
  Vec3 s = normalize(cross(f, up));
  Vec3 u = cross(s, f);
  return {{{s.x, s.y, s.z, -dot(s, eye)}, {u.x, u.y, u.z, -dot(u, eye)}, {-f.x, -f.y, -f.z, dot(f, eye)}, {0, 0, 0, 1}}};
}

std::array<float, 3> floats(Vec3 v) { return {float(v.x), float(v.y), float(v.z)}; }

}  // namespace

SkinUniforms sceneUniforms(const BonePose& pose) {
  constexpr double kPi = std::numbers::pi;
  // The figure spans about 0 .. 2.05 m in y with the waving hand; aim at its middle from 3.6 m away, 35
  // degrees to its left and 8 degrees above, with a field of view that leaves a small margin around it.
  const Vec3 target{0, 1.0, 0};
  const double distance = 3.6, yaw = 35 * kPi / 180, pitch = 8 * kPi / 180;
  const Vec3 eye = target + distance * Vec3{std::sin(yaw) * std::cos(pitch), std::sin(pitch),
                                            std::cos(yaw) * std::cos(pitch)};
  Rows mvp = multiply(perspective(36 * kPi / 180, 1.0, 0.5, 10.0), lookAt(eye, target, {0, 1, 0}));

  SkinUniforms u;
  u.boneMatrix = paletteRows(pose);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) u.modelViewProj[static_cast<std::size_t>(i * 4 + j)] = float(mvp[i][j]);
  u.eyePosition = floats(eye);
  u.lightPosition = floats({2.2, 3.0, 3.4});  // above the camera and further to the figure's left
  u.lightColor = {0.74f, 0.55f, 0.42f, 1.0f};  // clay
  u.specularExponent = 24;
  u.ambient = 0.16f;
  return u;
}

}  // namespace cgx::demo
