#include "Mesh.h"

#include <algorithm>

namespace cgx::view {

namespace {

// Far enough inside [0, 1] that a pole's ring has a nonzero circumference to differentiate along.
constexpr float kInset = 1e-3f;
constexpr float kStep = 5e-4f;

Vec3 surfaceNormal(const Surface& surface, float u, float v) {
  u = std::clamp(u, kInset, 1 - kInset);
  v = std::clamp(v, kInset, 1 - kInset);
  Vec3 du = surface(u + kStep, v) - surface(u - kStep, v);
  Vec3 dv = surface(u, v + kStep) - surface(u, v - kStep);
  return normalize(cross(du, dv));
}

void addQuad(std::vector<std::uint32_t>& indices, std::uint32_t a, std::uint32_t b, std::uint32_t c,
             std::uint32_t d) {
  indices.insert(indices.end(), {a, b, c, a, c, d});
}

}  // namespace

Mesh parametricMesh(int columns, int rows, const Surface& surface) {
  Mesh mesh;
  for (int r = 0; r <= rows; ++r)
    for (int c = 0; c <= columns; ++c) {
      float u = static_cast<float>(c) / static_cast<float>(columns);
      float v = static_cast<float>(r) / static_cast<float>(rows);
      bool seam = c == columns;
      std::size_t first = static_cast<std::size_t>(r * (columns + 1));
      mesh.positions.push_back(seam ? mesh.positions[first] : surface(u, v));
      mesh.normals.push_back(seam ? mesh.normals[first] : surfaceNormal(surface, u, v));
      mesh.texCoords.insert(mesh.texCoords.end(), {u, v});
    }
  auto vertex = [&](int c, int r) { return static_cast<std::uint32_t>(r * (columns + 1) + c); };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c) addQuad(mesh.indices, vertex(c, r), vertex(c + 1, r), vertex(c + 1, r + 1), vertex(c, r + 1));
  return mesh;
}

Vec3 unitSphere(float u, float v) {
  float theta = 2 * kPi * u, phi = kPi * v;
  return {std::sin(phi) * std::cos(theta), std::cos(phi), std::sin(phi) * std::sin(theta)};
}

Mesh facetedBar(int sides, int segments, float radius, float height) {
  Mesh mesh;
  auto corner = [&](int side) {
    float angle = 2 * kPi * static_cast<float>(side) / static_cast<float>(sides);
    return Vec3{radius * std::cos(angle), 0, radius * std::sin(angle)};
  };
  auto push = [&](Vec3 p, Vec3 n, float u, float v) {
    mesh.positions.push_back(p);
    mesh.normals.push_back(n);
    mesh.texCoords.insert(mesh.texCoords.end(), {u, v});
    return static_cast<std::uint32_t>(mesh.positions.size() - 1);
  };
  for (int side = 0; side < sides; ++side) {
    Vec3 a = corner(side), b = corner(side + 1);
    Vec3 normal = normalize(0.5f * (a + b));
    auto first = static_cast<std::uint32_t>(mesh.positions.size());
    for (int s = 0; s <= segments; ++s) {
      float v = static_cast<float>(s) / static_cast<float>(segments);
      Vec3 lift{0, v * height, 0};
      push(a + lift, normal, 0, v);
      push(b + lift, normal, 1, v);
    }
    for (int s = 0; s < segments; ++s) {
      auto row = first + static_cast<std::uint32_t>(2 * s);
      addQuad(mesh.indices, row, row + 2, row + 3, row + 1);
    }
  }
  for (float y : {0.0f, height}) {
    Vec3 normal{0, y > 0 ? 1.0f : -1.0f, 0};
    std::uint32_t centre = push({0, y, 0}, normal, 0.5f, y > 0 ? 1.0f : 0.0f);
    for (int side = 0; side < sides; ++side) {
      std::uint32_t a = push(corner(side) + Vec3{0, y, 0}, normal, 0, 0);
      std::uint32_t b = push(corner(side + 1) + Vec3{0, y, 0}, normal, 1, 0);
      mesh.indices.insert(mesh.indices.end(), {centre, a, b});
    }
  }
  return mesh;
}

std::vector<float> flatten(const std::vector<Vec3>& vectors) {
  std::vector<float> out;
  out.reserve(vectors.size() * 3);
  for (const Vec3& v : vectors) out.insert(out.end(), {v.x, v.y, v.z});
  return out;
}

}  // namespace cgx::view
