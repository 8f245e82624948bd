// skin: C6E5v_skin4m on a tentacle. A tapered tube along x is bound to a chain of six bones; each joint
// bends on its own sine (about z, and less about y) with a phase lag down the chain, so a wave runs
// along it. Vertices near a joint are shared by its two bones (TEXCOORD1 weights, TEXCOORD2 indices
// pre-multiplied by 3 as the program wants), which keeps the bends smooth.
#include <algorithm>
#include <cmath>

#include "Bones.h"
#include "Scenes.h"
#include "SceneSupport.h"

namespace cgx::view {

namespace {

constexpr int kBones = 6;
constexpr float kLength = 4.4f;
constexpr float kStart = -2.2f;
constexpr float kRadius = 0.42f;
constexpr float kBoneLength = kLength / kBones;

// The tube's radius along it (v in [0, 1]): tapering to a third, with round ends (a quarter circle of
// the end's own radius) so the tube is closed.
float tentacleRadius(float v) {
  float taper = kRadius * (1 - 0.65f * v);
  float fromEnd = std::min(v, 1 - v) * kLength;
  float endRadius = v < 0.5f ? kRadius : kRadius * 0.35f;
  float d = std::clamp(1 - fromEnd / endRadius, 0.0f, 1.0f);
  return taper * std::sqrt(1 - d * d);
}

Vec3 tentacle(float u, float v) {
  float r = tentacleRadius(v), angle = 2 * kPi * u;
  return {kStart + kLength * v, r * std::cos(angle), r * std::sin(angle)};
}

class SkinScene final : public Scene {
 public:
  SkinScene() {
    Mesh tube = parametricMesh(48, 160, tentacle);
    std::vector<float> weights, indices;
    for (Vec3 p : tube.positions) {
      TwoBoneWeights w = chainWeights((p.x - kStart) / kBoneLength, kBones);
      weights.insert(weights.end(), {w.firstWeight, w.secondWeight, 0, 0});
      indices.insert(indices.end(), {3.0f * static_cast<float>(w.first), 3.0f * static_cast<float>(w.second), 0, 0});
    }
    positions_ = vertexArray(flatten(tube.positions), 3);
    normals_ = vertexArray(flatten(tube.normals), 3);
    texCoords_ = vertexArray(tube.texCoords, 2);
    weights_ = vertexArray(std::move(weights), 4);
    indices_ = vertexArray(std::move(indices), 4);
    triangles_ = std::move(tube.indices);
  }

  Frame frame(double t, float aspect) override {
    auto time = static_cast<float>(t);
    Vec3 eye = orbit(6.2f, 2.2f, 0.3f + 0.25f * std::sin(0.3f * time));
    DrawItem item;
    item.vertex = {"C6E5v_skin4m.cg", "C6E5v_skin4m"};
    item.fragment = {"C2E2f_passthru.cg", "C2E2f_passthru"};
    item.vertexUniforms = {
        uniform("light.eyePosition", eye),
        uniform("light.lightPosition", Vec3{2, 6, 5}),
        uniform("light.lightColor", {0.9f, 0.55f, 0.4f, 1}),
        uniform("light.specularExponent", {30}),
        uniform("light.ambient", {0.12f}),
        uniform("boneMatrix", matrixPalette(skinAt(time))),
        uniform("modelViewProj", viewProjection(eye, {0, 0.3f, 0}, aspect)),
    };
    item.inputs = {{"POSITION", &positions_}, {"NORMAL", &normals_}, {"TEXCOORD0", &texCoords_},
                   {"TEXCOORD1", &weights_}, {"TEXCOORD2", &indices_}};
    item.vertexCount = positions_.count();
    item.indices = &triangles_;
    return frameOf(std::move(item));
  }

 private:
  // Bone k's bind pose starts at x = kStart + k * kBoneLength, unrotated; its pose now hangs off its
  // parent's end, turned by its joint's angles.
  static std::vector<RigidTransform> skinAt(float time) {
    std::vector<RigidTransform> skin;
    RigidTransform world{{}, {kStart, 0, 0}};
    for (int k = 0; k < kBones; ++k) {
      auto phase = static_cast<float>(k);
      if (k > 0) world = world * RigidTransform{{}, {kBoneLength, 0, 0}};
      Quat bend = axisAngle({0, 0, 1}, 0.5f * std::sin(1.4f * time - 1.1f * phase)) *
                  axisAngle({0, 1, 0}, 0.22f * std::sin(0.9f * time - 0.5f * phase + 1));
      world = world * RigidTransform{bend, {}};
      RigidTransform bind{{}, {kStart + phase * kBoneLength, 0, 0}};
      skin.push_back(world * inverse(bind));
    }
    return skin;
  }

  VertexArray positions_, normals_, texCoords_, weights_, indices_;
  std::vector<std::uint32_t> triangles_;
};

}  // namespace

std::unique_ptr<Scene> makeSkinScene() { return std::make_unique<SkinScene>(); }

}  // namespace cgx::view
