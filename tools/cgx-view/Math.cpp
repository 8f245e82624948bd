#include "Math.h"

namespace cgx::view {

Mat4 identity() {
  Mat4 r;
  for (int i = 0; i < 4; ++i) r.at(i, i) = 1;
  return r;
}

Mat4 operator*(const Mat4& a, const Mat4& b) {
  Mat4 r;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      float sum = 0;
      for (int k = 0; k < 4; ++k) sum += a.at(i, k) * b.at(k, j);
      r.at(i, j) = sum;
    }
  return r;
}

Mat4 translation(Vec3 offset) {
  Mat4 r = identity();
  r.at(0, 3) = offset.x;
  r.at(1, 3) = offset.y;
  r.at(2, 3) = offset.z;
  return r;
}

Mat4 perspective(float fovYRadians, float aspect, float nearPlane, float farPlane) {
  float f = 1.0f / std::tan(fovYRadians / 2);
  Mat4 r;
  r.at(0, 0) = f / aspect;
  r.at(1, 1) = f;
  r.at(2, 2) = (farPlane + nearPlane) / (nearPlane - farPlane);
  r.at(2, 3) = 2 * farPlane * nearPlane / (nearPlane - farPlane);
  r.at(3, 2) = -1;
  return r;
}

Mat4 lookAt(Vec3 eye, Vec3 target, Vec3 up) {
  Vec3 forward = normalize(target - eye);
  Vec3 side = normalize(cross(forward, up));
  Vec3 trueUp = cross(side, forward);
  Mat4 r = identity();
  const Vec3 rows[3] = {side, trueUp, -forward};
  for (int i = 0; i < 3; ++i) {
    r.at(i, 0) = rows[i].x;
    r.at(i, 1) = rows[i].y;
    r.at(i, 2) = rows[i].z;
    r.at(i, 3) = -dot(rows[i], eye);
  }
  return r;
}

Quat operator*(Quat a, Quat b) {
  Vec3 av{a.x, a.y, a.z}, bv{b.x, b.y, b.z};
  Vec3 v = a.w * bv + b.w * av + cross(av, bv);
  return {v.x, v.y, v.z, a.w * b.w - dot(av, bv)};
}

Quat axisAngle(Vec3 axis, float radians) {
  Vec3 n = normalize(axis);
  float s = std::sin(radians / 2);
  return {s * n.x, s * n.y, s * n.z, std::cos(radians / 2)};
}

Quat conjugate(Quat q) { return {-q.x, -q.y, -q.z, q.w}; }

Vec3 rotate(Quat q, Vec3 v) {
  // The formula skin_dualquat uses: v + 2 q.xyz x (q.xyz x v + q.w v).
  Vec3 u{q.x, q.y, q.z};
  return v + 2.0f * cross(u, cross(u, v) + q.w * v);
}

RigidTransform operator*(const RigidTransform& a, const RigidTransform& b) {
  return {a.rotation * b.rotation, rotate(a.rotation, b.translation) + a.translation};
}

RigidTransform inverse(const RigidTransform& t) {
  Quat back = conjugate(t.rotation);
  return {back, -rotate(back, t.translation)};
}

std::array<float, 12> toRows3x4(const RigidTransform& t) {
  // Column j of R is the image of the j-th unit vector.
  Vec3 c0 = rotate(t.rotation, {1, 0, 0}), c1 = rotate(t.rotation, {0, 1, 0}), c2 = rotate(t.rotation, {0, 0, 1});
  return {c0.x, c1.x, c2.x, t.translation.x,  //
          c0.y, c1.y, c2.y, t.translation.y,  //
          c0.z, c1.z, c2.z, t.translation.z};
}

std::array<float, 8> toDualQuaternion(const RigidTransform& t) {
  Quat r = t.rotation;
  Quat d = Quat{t.translation.x, t.translation.y, t.translation.z, 0} * r;
  return {r.x, r.y, r.z, r.w, 0.5f * d.x, 0.5f * d.y, 0.5f * d.z, 0.5f * d.w};
}

}  // namespace cgx::view
