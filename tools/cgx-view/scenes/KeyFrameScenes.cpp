// keyframe and litkeyframe: C6E3v_keyFrame and C6E4v_litKeyFrame blend two poses of one mesh, vertex by
// vertex, by keyFrameBlend = 0.5 + 0.5 sin(t). Pose A is a sphere, pose B a taller blob with six lobes
// around its waist: the same grid, so vertex i of one pose is vertex i of the other. keyframe colours the
// vertices by their direction (it has no lighting); litkeyframe also blends the normals and lights them.
#include <cmath>

#include "Scenes.h"
#include "SceneSupport.h"

namespace cgx::view {

namespace {

Vec3 lobedBlob(float u, float v) {
  Vec3 p = unitSphere(u, v);
  float waist = std::sin(kPi * v);  // 0 at the poles, 1 at the equator
  float radius = 1.0f + 0.45f * std::sin(6 * 2 * kPi * u) * waist * waist;
  return {radius * p.x, 1.35f * p.y, radius * p.z};
}

struct Poses {
  VertexArray positionA, normalA, positionB, normalB, texCoord, colour;
  std::vector<std::uint32_t> indices;
};

Poses makePoses() {
  Mesh a = parametricMesh(96, 48, unitSphere);
  Mesh b = parametricMesh(96, 48, lobedBlob);
  Poses poses;
  std::vector<float> colours;
  for (Vec3 n : a.normals) colours.insert(colours.end(), {0.55f + 0.45f * n.x, 0.55f + 0.45f * n.y, 0.55f + 0.45f * n.z, 1});
  poses.positionA = vertexArray(flatten(a.positions), 3);
  poses.normalA = vertexArray(flatten(a.normals), 3);
  poses.positionB = vertexArray(flatten(b.positions), 3);
  poses.normalB = vertexArray(flatten(b.normals), 3);
  poses.texCoord = vertexArray(a.texCoords, 2);
  poses.colour = vertexArray(std::move(colours), 4);
  poses.indices = std::move(a.indices);
  return poses;
}

float blendAt(double t) { return 0.5f + 0.5f * std::sin(0.9f * static_cast<float>(t)); }

Vec3 cameraAt(double t) { return orbit(5.2f, 1.8f, 0.35f * static_cast<float>(t)); }

class KeyFrameScene final : public Scene {
 public:
  Frame frame(double t, float aspect) override {
    DrawItem item;
    item.vertex = {"C6E3v_keyFrame.cg", "C6E3v_keyFrame"};
    item.fragment = {"C2E2f_passthru.cg", "C2E2f_passthru"};
    item.vertexUniforms = {
        uniform("keyFrameBlend", {blendAt(t)}),
        uniform("modelViewProj", viewProjection(cameraAt(t), {0, 0, 0}, aspect)),
    };
    item.inputs = {{"POSITION", &poses_.positionA},
                   {"TEXCOORD1", &poses_.positionB},
                   {"COLOR0", &poses_.colour},
                   {"TEXCOORD0", &poses_.texCoord}};
    item.vertexCount = poses_.positionA.count();
    item.indices = &poses_.indices;
    return frameOf(std::move(item));
  }

 private:
  Poses poses_ = makePoses();
};

class LitKeyFrameScene final : public Scene {
 public:
  Frame frame(double t, float aspect) override {
    Vec3 eye = cameraAt(t);
    DrawItem item;
    item.vertex = {"C6E4v_litKeyFrame.cg", "C6E4v_litKeyFrame"};
    item.fragment = {"C2E2f_passthru.cg", "C2E2f_passthru"};
    item.vertexUniforms = {
        uniform("keyFrameBlend", {blendAt(t)}),
        uniform("light.eyePosition", eye),
        uniform("light.lightPosition", Vec3{3, 5, 4}),
        uniform("light.lightColor", {0.35f, 0.6f, 0.85f, 1}),
        uniform("light.specularExponent", {24}),
        uniform("light.ambient", {0.15f}),
        uniform("modelViewProj", viewProjection(eye, {0, 0, 0}, aspect)),
    };
    item.inputs = {{"POSITION", &poses_.positionA},
                   {"NORMAL", &poses_.normalA},
                   {"TEXCOORD1", &poses_.positionB},
                   {"TEXCOORD2", &poses_.normalB},
                   {"TEXCOORD0", &poses_.texCoord}};
    item.vertexCount = poses_.positionA.count();
    item.indices = &poses_.indices;
    return frameOf(std::move(item));
  }

 private:
  Poses poses_ = makePoses();
};

}  // namespace

std::unique_ptr<Scene> makeKeyFrameScene() { return std::make_unique<KeyFrameScene>(); }
std::unique_ptr<Scene> makeLitKeyFrameScene() { return std::make_unique<LitKeyFrameScene>(); }

}  // namespace cgx::view
