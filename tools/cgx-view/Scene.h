// What a scene hands the renderers each frame: draw items, each a Cg vertex+fragment pair with its
// uniform values (by Cg name, matrices in Cg's row order) and its vertex streams (by semantic). Both
// render paths (GpuRenderer: the pair as GLSL; CpuRenderer: the vertex program on the CPU JIT, then the
// fragment GLSL) draw exactly this, so a scene never knows which path runs it.
//
// Scenes are functions of time: frame(t) for the same t gives the same items whatever came before, which
// is what makes `--frames N` screenshots reproducible and the CPU and GPU images comparable.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cgx::view {

// Per-vertex data owned by a scene. `revision` changes whenever `values` do, so the GPU path knows to
// upload again (the particle fountain re-emits particles every frame; the meshes never change).
struct VertexArray {
  std::vector<float> values;
  int components = 3;
  std::uint64_t revision = 0;
  std::size_t count() const { return values.size() / static_cast<std::size_t>(components); }
};

struct CgFile {
  std::string path;  // relative to the examples directory (or to the viewer's shaders/ when fromViewer)
  std::string entry;
  // The viewer's own programs (tools/cgx-view/shaders/), for outputs no book fragment program reads.
  bool fromViewer = false;
};

struct UniformValue {
  std::string name;  // Cg path: "modelViewProj", "light.lightColor", "boneMatrix"
  std::vector<float> values;
};

struct VertexBinding {
  std::string semantic;  // "POSITION", "TEXCOORD1", "ATTR6"
  const VertexArray* array = nullptr;
};

enum class Primitive { Triangles, Points };

struct DrawItem {
  CgFile vertex;
  CgFile fragment;
  std::vector<UniformValue> vertexUniforms;
  std::vector<UniformValue> fragmentUniforms;
  std::vector<VertexBinding> inputs;
  std::size_t vertexCount = 0;
  Primitive primitive = Primitive::Triangles;
  const std::vector<std::uint32_t>* indices = nullptr;  // triangles; null draws vertices in order
};

struct Frame {
  std::vector<DrawItem> items;
  std::array<float, 3> clearColor{0.11f, 0.12f, 0.15f};
};

class Scene {
 public:
  virtual ~Scene() = default;
  // The frame at time t (seconds) for a viewport of the given aspect ratio. The items point into the
  // scene, valid until the next call.
  virtual Frame frame(double t, float aspect) = 0;
};

struct SceneInfo {
  std::string name;         // the --program name
  std::string description;  // one line for --help and the window title
  std::string vertexEntry;  // the book program it shows (first, when it has several)
  std::unique_ptr<Scene> (*make)();
};

// Every scene in the order Tab cycles through them.
const std::vector<SceneInfo>& scenes();
const SceneInfo* findScene(const std::string& name);

}  // namespace cgx::view
