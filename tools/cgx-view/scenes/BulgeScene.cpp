// bulge: C6E1v_bulge on a sphere. The program pushes every vertex out along its normal by
// 1 + scaleFactor/2 * sin(y * frequency * time): bands of bulges that ripple over the surface, lit per
// vertex (diffuse + white specular) and drawn with C2E2f_passthru.
#include "Scenes.h"
#include "SceneSupport.h"

namespace cgx::view {

namespace {

class BulgeScene final : public Scene {
 public:
  BulgeScene() {
    // The program's displacement is 1 +- scaleFactor/2, so the visible radius is about 2.
    Mesh sphere = parametricMesh(128, 96, unitSphere);
    positions_ = vertexArray(flatten(sphere.positions), 3);
    normals_ = vertexArray(flatten(sphere.normals), 3);
    indices_ = std::move(sphere.indices);
  }

  Frame frame(double t, float aspect) override {
    auto time = static_cast<float>(t);
    Vec3 eye = orbit(8.5f, 2.5f, 0.3f * time);
    DrawItem item;
    item.vertex = {"C6E1v_bulge.cg", "C6E1v_bulge"};
    item.fragment = {"C2E2f_passthru.cg", "C2E2f_passthru"};
    // The program's sine argument is y * frequency * time: with time growing for ever the bands would
    // crowd into noise, so `time` swings between 6 and 12 (two to four bands over the sphere's height)
    // and the bands come and go.
    float programTime = 9.0f + 3.0f * std::sin(0.6f * time);
    item.vertexUniforms = {
        uniform("modelViewProj", viewProjection(eye, {0, 0, 0}, aspect)),
        uniform("time", {programTime}),
        uniform("frequency", {1.0f}),
        uniform("scaleFactor", {0.5f}),
        uniform("Kd", Vec3{0.95f, 0.55f, 0.2f}),
        uniform("shininess", {40.0f}),
        uniform("eyePosition", eye),
        uniform("lightPosition", Vec3{6, 5, 8}),
        uniform("lightColor", Vec3{0.9f, 0.9f, 0.9f}),
    };
    item.inputs = {{"POSITION", &positions_}, {"NORMAL", &normals_}};
    item.vertexCount = positions_.count();
    item.indices = &indices_;
    return frameOf(std::move(item));
  }

 private:
  VertexArray positions_, normals_;
  std::vector<std::uint32_t> indices_;
};

}  // namespace

std::unique_ptr<Scene> makeBulgeScene() { return std::make_unique<BulgeScene>(); }

}  // namespace cgx::view
