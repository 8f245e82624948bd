// morph: morph_dawn on a head. Eleven blend shapes are authored (jaw open, smiles, eye bulges, nose,
// brows, ears, squash, cheeks), each a smooth local displacement of the neutral head with its own normals
// and, for the open jaw, a change in self-occlusion. Every shape's weight follows its own clipped sine, so
// several are active at once. morph_dawn has room for five (ATTR6-15: a position and a normal difference
// each), so every frame the five heaviest shapes are bound there, as Dawn did, and their weights go to
// morphWeight[0..4]. The head then sits on two bones (neck and head, a nod and a turn) that the program
// skins after morphing.
#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

#include "Bones.h"
#include "Scenes.h"
#include "SceneSupport.h"

namespace cgx::view {

namespace {

constexpr int kActiveShapes = 5;  // morph_dawn's ATTR6..ATTR15

// A displacement centred on `centre`, falling off as a Gaussian of width `width`: a fixed offset plus an
// outward push; `occlusion` is added to the self-occlusion term (negative: darker) near the centre.
struct BlendShape {
  const char* name;
  Vec3 centre;
  float width;
  Vec3 offset;
  float outward = 0;
  float occlusion = 0;
};

const std::array<BlendShape, 11> kShapes = {{
    {"jawOpen", {0, -0.55f, 0.85f}, 0.4f, {0, -0.34f, 0.05f}, 0, -0.8f},
    {"smileLeft", {0.42f, -0.4f, 0.8f}, 0.25f, {0.08f, 0.17f, 0.02f}},
    {"smileRight", {-0.42f, -0.4f, 0.8f}, 0.25f, {-0.08f, 0.17f, 0.02f}},
    {"eyeLeft", {0.36f, 0.3f, 0.9f}, 0.2f, {}, 0.24f},
    {"eyeRight", {-0.36f, 0.3f, 0.9f}, 0.2f, {}, 0.24f},
    {"nose", {0, 0.02f, 1.0f}, 0.22f, {0, -0.05f, 0.45f}},
    {"browRaise", {0, 0.66f, 0.8f}, 0.35f, {0, 0.2f, 0.06f}},
    {"earLeft", {1.0f, 0.15f, 0}, 0.28f, {0, 0.25f, 0}, 0.55f},
    {"earRight", {-1.0f, 0.15f, 0}, 0.28f, {0, 0.25f, 0}, 0.55f},
    {"squash", {0, 1.2f, 0}, 0.8f, {0, -0.35f, 0}},
    {"cheeks", {0, -0.25f, 0.9f}, 0.5f, {}, 0.18f},
}};

// An egg-shaped head, face towards +z (where the cameras look from).
Vec3 neutralHead(float u, float v) {
  Vec3 p = unitSphere(u, v);
  return {p.x, 1.15f * p.y, p.z};
}

// Dawn's neutral normals carry a baked self-occlusion term in .w. Here it darkens two eye sockets and
// the line of the mouth on the front of the head, which is what makes the blob read as a face.
float neutralOcclusion(Vec3 p) {
  auto spot = [&](Vec3 centre, Vec3 radii) {
    Vec3 d = p - centre;
    float x = d.x / radii.x, y = d.y / radii.y, z = d.z / radii.z;
    return std::exp(-(x * x + y * y + z * z));
  };
  float shade = 0.65f * spot({0.36f, 0.3f, 0.9f}, {0.12f, 0.1f, 0.2f}) +
                0.65f * spot({-0.36f, 0.3f, 0.9f}, {0.12f, 0.1f, 0.2f}) +
                0.55f * spot({0, -0.48f, 0.9f}, {0.3f, 0.05f, 0.25f});
  return 1 - shade;
}

float falloff(const BlendShape& shape, Vec3 p, float widthScale) {
  Vec3 d = p - shape.centre;
  float w = shape.width * widthScale;
  return std::exp(-dot(d, d) / (w * w));
}

Vec3 shapedHead(const BlendShape& shape, float u, float v) {
  Vec3 p = neutralHead(u, v);
  return p + falloff(shape, p, 1) * (shape.offset + shape.outward * normalize(p));
}

// Weight of shape k at time t: a clipped sine with its own rate and phase, so about half the shapes are
// active at a time and the set of the five heaviest keeps changing.
float shapeWeight(std::size_t k, float t) {
  auto i = static_cast<float>(k);
  return std::max(0.0f, std::sin((0.55f + 0.13f * i) * t + 1.7f * i));
}

struct ShapeStreams {
  VertexArray positionDiff;  // float3: target - neutral
  VertexArray normalDiff;    // float4: normal difference, .w the occlusion difference
};

class MorphScene final : public Scene {
 public:
  MorphScene() {
    constexpr int columns = 96, rows = 64;
    Mesh head = parametricMesh(columns, rows, neutralHead);
    std::vector<float> normals, tangents, weights, indices;
    for (std::size_t i = 0; i < head.vertexCount(); ++i) {
      Vec3 p = head.positions[i], n = head.normals[i];
      normals.insert(normals.end(), {n.x, n.y, n.z, neutralOcclusion(p)});
      Vec3 tangent = normalize(cross({0, 1, 0}, n));
      tangents.insert(tangents.end(), {tangent.x, tangent.y, tangent.z});
      // The lower head stays with the neck (bone 0); the rest turns with the head (bone 1).
      float x = std::clamp((p.y + 1.1f) / 0.8f, 0.0f, 1.0f);
      float headWeight = x * x * (3 - 2 * x);
      weights.insert(weights.end(), {headWeight, 1 - headWeight, 0, 0});
      indices.insert(indices.end(), {3, 0, 0, 0});  // 3 * bone number
    }
    neutralPositions_ = vertexArray(flatten(head.positions), 3);
    neutralNormals_ = vertexArray(std::move(normals), 4);
    tangents_ = vertexArray(std::move(tangents), 3);
    texCoords_ = vertexArray(head.texCoords, 2);
    boneWeights_ = vertexArray(std::move(weights), 4);
    boneIndices_ = vertexArray(std::move(indices), 4);
    triangles_ = std::move(head.indices);

    for (const BlendShape& shape : kShapes) {
      Mesh target = parametricMesh(columns, rows, [&](float u, float v) { return shapedHead(shape, u, v); });
      std::vector<float> positionDiff, normalDiff;
      for (std::size_t i = 0; i < target.vertexCount(); ++i) {
        Vec3 dp = target.positions[i] - head.positions[i], dn = target.normals[i] - head.normals[i];
        positionDiff.insert(positionDiff.end(), {dp.x, dp.y, dp.z});
        float occlusion = shape.occlusion * falloff(shape, head.positions[i], 0.55f);
        normalDiff.insert(normalDiff.end(), {dn.x, dn.y, dn.z, occlusion});
      }
      shapes_.push_back({vertexArray(std::move(positionDiff), 3), vertexArray(std::move(normalDiff), 4)});
    }
  }

  Frame frame(double t, float aspect) override {
    auto time = static_cast<float>(t);
    // The five heaviest shapes this frame (ties broken by shape order, so the choice is deterministic).
    std::vector<std::size_t> order(kShapes.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return shapeWeight(a, time) > shapeWeight(b, time); });

    DrawItem item;
    item.vertex = {"morph_dawn.cg", "morph_dawn"};
    item.fragment = {"view_dawnSkin.cg", "view_dawnSkin", true};
    item.inputs = {{"ATTR0", &neutralPositions_}, {"ATTR1", &boneWeights_}, {"ATTR2", &neutralNormals_},
                   {"ATTR3", &tangents_},         {"ATTR4", &texCoords_},   {"ATTR5", &boneIndices_}};
    std::vector<float> morphWeights;
    for (int slot = 0; slot < kActiveShapes; ++slot) {
      std::size_t shape = order[static_cast<std::size_t>(slot)];
      item.inputs.push_back({"ATTR" + std::to_string(6 + 2 * slot), &shapes_[shape].positionDiff});
      item.inputs.push_back({"ATTR" + std::to_string(7 + 2 * slot), &shapes_[shape].normalDiff});
      morphWeights.push_back(shapeWeight(shape, time));
    }

    Vec3 eye = orbit(4.6f, 0.2f, 0.3f * std::sin(0.4f * time));
    item.vertexUniforms = {
        uniform("morphWeight", morphWeights),
        uniform("boneMatrix", matrixPalette(skinAt(time))),
        uniform("viewProj", viewProjection(eye, {0, -0.1f, 0}, aspect)),
    };
    item.fragmentUniforms = {
        uniform("lightPosition", Vec3{3, 4, 6}),
        uniform("eyePosition", eye),
        uniform("lightColor", Vec3{1.0f, 0.96f, 0.9f}),
        uniform("skinColor", Vec3{0.86f, 0.62f, 0.5f}),
        uniform("ambient", Vec3{0.16f, 0.15f, 0.2f}),
        uniform("shininess", {24}),
    };
    item.vertexCount = neutralPositions_.count();
    item.indices = &triangles_;
    return frameOf(std::move(item));
  }

 private:
  // Bone 0 (neck) stays; bone 1 (head) nods and turns about a pivot under the chin.
  static std::vector<RigidTransform> skinAt(float time) {
    Vec3 pivot{0, -0.9f, 0};
    Quat turn = axisAngle({0, 1, 0}, 0.3f * std::sin(0.5f * time)) * axisAngle({1, 0, 0}, -0.12f * std::sin(0.8f * time));
    RigidTransform head = RigidTransform{{}, pivot} * RigidTransform{turn, {}} * RigidTransform{{}, -pivot};
    return {RigidTransform{}, head};
  }

  VertexArray neutralPositions_, neutralNormals_, tangents_, texCoords_, boneWeights_, boneIndices_;
  std::vector<ShapeStreams> shapes_;
  std::vector<std::uint32_t> triangles_;
};

}  // namespace

std::unique_ptr<Scene> makeMorphScene() { return std::make_unique<MorphScene>(); }

}  // namespace cgx::view
