// dqskin: the candy-wrapper artefact and its fix, side by side. Two identical square bars stand on a
// fixed bone at the bottom while a bone at the top twists about the bar's axis, up to 175 degrees; the
// weights move from the bottom bone to the top one along the bar. Left: linear blend skinning
// (C6E5v_skin4m, lit per vertex): halfway up, the average of the two rotations is no rotation at all and
// the bar pinches towards its axis. Right: dual-quaternion skinning (skin_dualquat with C5E3f_basicLight,
// lit per fragment): each slice turns rigidly and the bar keeps its thickness. Both bars get the same
// skeleton, from the same rigid transforms.
#include <algorithm>
#include <cmath>

#include "Bones.h"
#include "Scenes.h"
#include "SceneSupport.h"

namespace cgx::view {

namespace {

constexpr float kHeight = 3.2f;
constexpr float kHalfGap = 1.15f;  // bar axes at x = -1.15 and 1.15

class DualQuatScene final : public Scene {
 public:
  DualQuatScene() {
    Mesh bar = facetedBar(4, 64, 0.62f, kHeight);
    std::vector<float> weights, matrixIndices, boneNumbers;
    for (Vec3& p : bar.positions) {
      p.y -= kHeight / 2;  // centred on the origin
      // From all bottom bone at y = -1.2 to all top bone at y = 1.2.
      float x = std::clamp((p.y + 1.2f) / 2.4f, 0.0f, 1.0f);
      float top = x * x * (3 - 2 * x);
      weights.insert(weights.end(), {1 - top, top, 0, 0});
      matrixIndices.insert(matrixIndices.end(), {0, 3, 0, 0});  // C6E5v_skin4m: 3 * bone number
      boneNumbers.insert(boneNumbers.end(), {0, 1, 0, 0});      // skin_dualquat: the bone number
    }
    positions_ = vertexArray(flatten(bar.positions), 3);
    normals_ = vertexArray(flatten(bar.normals), 3);
    texCoords_ = vertexArray(bar.texCoords, 2);
    weights_ = vertexArray(std::move(weights), 4);
    matrixIndices_ = vertexArray(std::move(matrixIndices), 4);
    boneNumbers_ = vertexArray(std::move(boneNumbers), 4);
    triangles_ = std::move(bar.indices);
  }

  Frame frame(double t, float aspect) override {
    auto time = static_cast<float>(t);
    float twist = (175.0f * kPi / 180.0f) * (0.5f - 0.5f * std::cos(0.7f * time));
    std::vector<RigidTransform> skin = {RigidTransform{}, RigidTransform{axisAngle({0, 1, 0}, twist), {}}};
    Vec3 eye = orbit(8.0f, 1.6f, 0.2f * std::sin(0.3f * time));
    Mat4 viewProj = viewProjection(eye, {0, 0, 0}, aspect);
    Vec3 light{2.5f, 4, 6};
    Vec3 colour{0.95f, 0.8f, 0.35f};
    constexpr float kAmbient = 0.12f;

    // Lighting is given in each bar's object space, as both programs expect.
    Vec3 leftOffset{-kHalfGap, 0, 0}, rightOffset{kHalfGap, 0, 0};
    DrawItem linear;
    linear.vertex = {"C6E5v_skin4m.cg", "C6E5v_skin4m"};
    linear.fragment = {"C2E2f_passthru.cg", "C2E2f_passthru"};
    linear.vertexUniforms = {
        uniform("light.eyePosition", eye - leftOffset),
        uniform("light.lightPosition", light - leftOffset),
        uniform("light.lightColor", {colour.x, colour.y, colour.z, 1}),
        uniform("light.specularExponent", {30}),
        uniform("light.ambient", {kAmbient}),
        uniform("boneMatrix", matrixPalette(skin)),
        uniform("modelViewProj", viewProj * translation(leftOffset)),
    };
    linear.inputs = {{"POSITION", &positions_}, {"NORMAL", &normals_}, {"TEXCOORD0", &texCoords_},
                     {"TEXCOORD1", &weights_}, {"TEXCOORD2", &matrixIndices_}};
    linear.vertexCount = positions_.count();
    linear.indices = &triangles_;

    DrawItem dual;
    dual.vertex = {"skin_dualquat.cg", "skin_dualquat"};
    dual.fragment = {"C5E3f_basicLight.cg", "C5E3f_basicLight"};
    dual.vertexUniforms = {
        uniform("boneDQ", dualQuatPalette(skin)),
        uniform("modelViewProj", viewProj * translation(rightOffset)),
    };
    // C6E5v_skin4m's colour is lightColor * (ambient + diffuse + specular): the same terms here.
    dual.fragmentUniforms = {
        uniform("globalAmbient", Vec3{kAmbient, kAmbient, kAmbient}),
        uniform("lightColor", Vec3{1, 1, 1}),
        uniform("lightPosition", light - rightOffset),
        uniform("eyePosition", eye - rightOffset),
        uniform("Ke", Vec3{0, 0, 0}),
        uniform("Ka", colour),
        uniform("Kd", colour),
        uniform("Ks", colour),
        uniform("shininess", {30}),
    };
    dual.inputs = {{"POSITION", &positions_}, {"NORMAL", &normals_}, {"TEXCOORD0", &texCoords_},
                   {"TEXCOORD1", &weights_}, {"TEXCOORD2", &boneNumbers_}};
    dual.vertexCount = positions_.count();
    dual.indices = &triangles_;

    Frame frame;
    frame.items.push_back(std::move(linear));
    frame.items.push_back(std::move(dual));
    return frame;
  }

 private:
  VertexArray positions_, normals_, texCoords_, weights_, matrixIndices_, boneNumbers_;
  std::vector<std::uint32_t> triangles_;
};

}  // namespace

std::unique_ptr<Scene> makeDualQuatScene() { return std::make_unique<DualQuatScene>(); }

}  // namespace cgx::view
