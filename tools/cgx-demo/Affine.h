// Small double-precision geometry for the demo's character: 3-vectors and rigid 3x4 transforms (a rotation
// and a translation, no scale, which is what C6E5v_skin4m assumes when it turns normals with the upper 3x3).
// Double so the animation and the reference skinning add no rounding of their own to what is compared.
#pragma once

#include <array>
#include <cmath>

namespace cgx::demo {

struct Vec3 {
  double x = 0, y = 0, z = 0;
  friend Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
  friend Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
  friend Vec3 operator*(double s, Vec3 a) { return {s * a.x, s * a.y, s * a.z}; }
  friend Vec3 operator-(Vec3 a) { return {-a.x, -a.y, -a.z}; }
};

inline double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double length(Vec3 a) { return std::sqrt(dot(a, a)); }
inline Vec3 normalize(Vec3 a) {
  double n = length(a);
  return n > 0 ? (1.0 / n) * a : a;
}
inline Vec3 lerp(Vec3 a, Vec3 b, double t) { return a + t * (b - a); }

// y = R x + t, stored as Cg stores a float3x4: three rows of (R row, t component).
struct Affine {
  std::array<std::array<double, 4>, 3> rows{{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}};

  Vec3 apply(Vec3 p) const {
    return {rows[0][0] * p.x + rows[0][1] * p.y + rows[0][2] * p.z + rows[0][3],
            rows[1][0] * p.x + rows[1][1] * p.y + rows[1][2] * p.z + rows[1][3],
            rows[2][0] * p.x + rows[2][1] * p.y + rows[2][2] * p.z + rows[2][3]};
  }
  Vec3 rotate(Vec3 v) const {
    return {rows[0][0] * v.x + rows[0][1] * v.y + rows[0][2] * v.z, rows[1][0] * v.x + rows[1][1] * v.y + rows[1][2] * v.z,
            rows[2][0] * v.x + rows[2][1] * v.y + rows[2][2] * v.z};
  }

  static Affine translation(Vec3 t) {
    Affine a;
    a.rows[0][3] = t.x;
    a.rows[1][3] = t.y;
    a.rows[2][3] = t.z;
    return a;
  }
  // Right-handed rotation by `radians` about the unit vector `axis` (Rodrigues).
  static Affine rotation(Vec3 axis, double radians) {
    Vec3 u = normalize(axis);
    double c = std::cos(radians), s = std::sin(radians), k = 1 - c;
    Affine a;
    a.rows[0] = {c + u.x * u.x * k, u.x * u.y * k - u.z * s, u.x * u.z * k + u.y * s, 0};
    a.rows[1] = {u.y * u.x * k + u.z * s, c + u.y * u.y * k, u.y * u.z * k - u.x * s, 0};
    a.rows[2] = {u.z * u.x * k - u.y * s, u.z * u.y * k + u.x * s, c + u.z * u.z * k, 0};
    return a;
  }
  // The same rotation about the point `pivot` instead of the origin.
  static Affine rotationAbout(Vec3 pivot, Vec3 axis, double radians) {
    return translation(pivot) * rotation(axis, radians) * translation(-pivot);
  }

  // (a * b).apply(p) == a.apply(b.apply(p)).
  friend Affine operator*(const Affine& a, const Affine& b) {
    Affine r;
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 4; ++j) {
        double v = j == 3 ? a.rows[i][3] : 0.0;
        for (int k = 0; k < 3; ++k) v += a.rows[i][k] * b.rows[k][j];
        r.rows[i][j] = v;
      }
    }
    return r;
  }
};

}  // namespace cgx::demo
