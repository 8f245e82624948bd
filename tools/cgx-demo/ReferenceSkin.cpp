#include "ReferenceSkin.h"

#include <algorithm>
#include <cmath>

#include "Affine.h"
#include "VertexComparison.h"

namespace cgx::demo {

namespace {

Vec3 vec3(const float* p) { return {p[0], p[1], p[2]}; }
Vec3 vec3(const std::array<float, 3>& p) { return {p[0], p[1], p[2]}; }

}  // namespace

void referenceSkinVertex(const CharacterMesh& mesh, const SkinUniforms& u, std::size_t v, double clip[4],
                         double color[4]) {
  const Vec3 position = vec3(&mesh.positions[v * 3]);
  const Vec3 normal = vec3(&mesh.normals[v * 3]);
  Vec3 netPosition, netNormal;
  for (std::size_t i = 0; i < 4; ++i) {
    // boneMatrix[index + r] for r = 0, 1, 2: a 3x4 matrix of rows, each row index clamped into the array as
    // the runtime's robust access does (the mesh's indices are always in range).
    const double weight = mesh.weights[v * 4 + i];
    const int index = static_cast<int>(std::clamp(mesh.matrixIndices[v * 4 + i], -8.0f, 80.0f));
    Affine model;
    for (std::size_t r = 0; r < 3; ++r) {
      const auto row = static_cast<std::size_t>(std::clamp(index + static_cast<int>(r), 0, 71));
      for (std::size_t c = 0; c < 4; ++c) model.rows[r][c] = u.boneMatrix[row * 4 + c];
    }
    netPosition = netPosition + weight * model.apply(position);
    netNormal = netNormal + weight * model.rotate(normal);
  }
  netNormal = normalize(netNormal);

  const double p[4] = {netPosition.x, netPosition.y, netPosition.z, 1};
  for (std::size_t r = 0; r < 4; ++r) {
    clip[r] = 0;
    for (std::size_t c = 0; c < 4; ++c) clip[r] += u.modelViewProj[r * 4 + c] * p[c];
  }

  const Vec3 lightDirNorm = normalize(vec3(u.lightPosition) - netPosition);
  const Vec3 eyeDirNorm = normalize(vec3(u.eyePosition) - netPosition);
  const Vec3 halfAngle = normalize(lightDirNorm + eyeDirNorm);
  const double diffuse = std::max(0.0, dot(lightDirNorm, netNormal));
  const double specular = std::pow(std::max(0.0, dot(halfAngle, netNormal)), double(u.specularExponent));
  for (std::size_t c = 0; c < 4; ++c) color[c] = u.lightColor[c] * (u.ambient + diffuse + specular);
}

VertexDifference compareWithReference(const CharacterMesh& mesh, const SkinUniforms& uniforms,
                                      const VertexOutputs& outputs) {
  VertexDifference d;
  d.vertices = std::min(mesh.vertexCount(), outputs.vertexCount());
  for (std::size_t v = 0; v < d.vertices; ++v) {
    double clip[4], color[4];
    referenceSkinVertex(mesh, uniforms, v, clip, color);
    for (std::size_t c = 0; c < 4; ++c) {
      d.position = worse(d.position, std::abs(clip[c] - double(outputs.clipPositions[v * 4 + c])));
      d.color = worse(d.color, std::abs(color[c] - double(outputs.colors[v * 4 + c])));
    }
  }
  return d;
}

}  // namespace cgx::demo
