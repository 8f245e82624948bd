// C6E5v_skin4m (examples/C6E5v_skin4m.cg) as plain scalar C++: the baseline the issue names ("the same
// program as plain scalar C++ compiled -O2"). Built at -O2 whatever the configuration (bench/CMakeLists.txt).
#include <cmath>

#include "Skin4mScene.h"

namespace cgx::bench {

namespace {

struct Vec3 {
  float x, y, z;
};
Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
Vec3 operator*(float s, Vec3 a) { return {s * a.x, s * a.y, s * a.z}; }
float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec3 normalize(Vec3 a) { return (1.0f / std::sqrt(dot(a, a))) * a; }

}  // namespace

void skin4mScalar(const SkinUniforms& u, const SkinVertex* vertices, SkinOutput* outputs, std::size_t count) {
  const Vec3 eye{u.eyePosition[0], u.eyePosition[1], u.eyePosition[2]};
  const Vec3 light{u.lightPosition[0], u.lightPosition[1], u.lightPosition[2]};
  for (std::size_t v = 0; v < count; ++v) {
    const SkinVertex& in = vertices[v];
    Vec3 position{in.position[0], in.position[1], in.position[2]};
    Vec3 normal{in.normal[0], in.normal[1], in.normal[2]};
    Vec3 netPosition{0, 0, 0}, netNormal{0, 0, 0};
    for (int i = 0; i < 4; ++i) {
      int index = static_cast<int>(in.matrixIndex[i]);
      index = index < 0 ? 0 : index > 69 ? 69 : index;  // the rows index+0..2 stay inside the palette
      const float* r0 = u.boneMatrix[index];
      const float* r1 = u.boneMatrix[index + 1];
      const float* r2 = u.boneMatrix[index + 2];
      Vec3 bonePosition{r0[0] * position.x + r0[1] * position.y + r0[2] * position.z + r0[3],
                        r1[0] * position.x + r1[1] * position.y + r1[2] * position.z + r1[3],
                        r2[0] * position.x + r2[1] * position.y + r2[2] * position.z + r2[3]};
      Vec3 boneNormal{r0[0] * normal.x + r0[1] * normal.y + r0[2] * normal.z,
                      r1[0] * normal.x + r1[1] * normal.y + r1[2] * normal.z,
                      r2[0] * normal.x + r2[1] * normal.y + r2[2] * normal.z};
      netPosition = netPosition + in.weight[i] * bonePosition;
      netNormal = netNormal + in.weight[i] * boneNormal;
    }
    netNormal = normalize(netNormal);
    SkinOutput& out = outputs[v];
    for (int r = 0; r < 4; ++r)
      out.position[r] = u.modelViewProj[r][0] * netPosition.x + u.modelViewProj[r][1] * netPosition.y +
                        u.modelViewProj[r][2] * netPosition.z + u.modelViewProj[r][3];
    out.texCoord[0] = in.texCoord[0];
    out.texCoord[1] = in.texCoord[1];
    Vec3 lightDirNorm = normalize(light - netPosition);
    Vec3 eyeDirNorm = normalize(eye - netPosition);
    Vec3 halfAngle = normalize(lightDirNorm + eyeDirNorm);
    float diffuse = std::fmax(0.0f, dot(lightDirNorm, netNormal));
    float specular = std::pow(std::fmax(0.0f, dot(halfAngle, netNormal)), u.specularExponent);
    float intensity = u.ambient + diffuse + specular;
    for (int c = 0; c < 4; ++c) out.color[c] = u.lightColor[c] * intensity;
  }
}

}  // namespace cgx::bench
