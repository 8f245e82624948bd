// The little linear algebra the scenes need: 3-vectors, 4x4 matrices in Cg's order, quaternions and rigid
// transforms (rotation + translation), which give both the 3x4 bone rows of matrix-palette skinning and the
// dual quaternions of skin_dualquat, so the two skinning methods are fed the very same skeleton.
#pragma once

#include <array>
#include <cmath>
#include <numbers>

namespace cgx::view {

inline constexpr float kPi = std::numbers::pi_v<float>;

struct Vec3 {
  float x = 0, y = 0, z = 0;
};
inline Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline Vec3 operator-(Vec3 a) { return {-a.x, -a.y, -a.z}; }
inline Vec3 operator*(float s, Vec3 a) { return {s * a.x, s * a.y, s * a.z}; }
inline float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline float length(Vec3 a) { return std::sqrt(dot(a, a)); }
inline Vec3 normalize(Vec3 a) {
  float l = length(a);
  return l > 0 ? (1.0f / l) * a : Vec3{0, 1, 0};
}

// Row-major, as Cg stores a float4x4 (m[row * 4 + column]); mul(M, v) treats v as a column, so these go
// to both paths unchanged (CgProgram::set and Program::setFloat take Cg's rows).
struct Mat4 {
  std::array<float, 16> m{};
  float& at(int row, int column) { return m[static_cast<std::size_t>(row * 4 + column)]; }
  float at(int row, int column) const { return m[static_cast<std::size_t>(row * 4 + column)]; }
};
Mat4 identity();
Mat4 operator*(const Mat4& a, const Mat4& b);
Mat4 translation(Vec3 offset);
// OpenGL's projection: right-handed eye space looking down -z, clip z in [-w, w].
Mat4 perspective(float fovYRadians, float aspect, float nearPlane, float farPlane);
Mat4 lookAt(Vec3 eye, Vec3 target, Vec3 up);

struct Quat {
  float x = 0, y = 0, z = 0, w = 1;  // w is the scalar part, as skin_dualquat stores it
};
Quat operator*(Quat a, Quat b);
Quat axisAngle(Vec3 axis, float radians);
Quat conjugate(Quat q);
Vec3 rotate(Quat q, Vec3 v);

// p -> rotation * p + translation
struct RigidTransform {
  Quat rotation;
  Vec3 translation;
};
RigidTransform operator*(const RigidTransform& a, const RigidTransform& b);  // a after b
RigidTransform inverse(const RigidTransform& t);
// The 3 rows of the 3x4 matrix [R | t], 12 floats: C6E5v_skin4m's and morph_dawn's boneMatrix layout.
std::array<float, 12> toRows3x4(const RigidTransform& t);
// skin_dualquat's float2x4 bone, 8 floats: real part r = rotation, dual part d = 0.5 * (t, 0) * r.
std::array<float, 8> toDualQuaternion(const RigidTransform& t);

}  // namespace cgx::view
