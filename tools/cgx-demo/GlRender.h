// The demo's two pictures of one pose, both rasterized by GL (Mesa llvmpipe on a headless EGL context):
//  - GPU: cgxc's GLSL 330 of C6E5v_skin4m, fed the bind-pose mesh and the scene's uniforms, skins and lights;
//  - CPU: the CPU JIT's outputs (clip position, COLOR0) go through gl::passThroughVertexCg's program.
// Both pair with the same fragment program (C2E2f_passthru as GLSL) and draw the same triangles into the
// same kind of target, so any difference between the images comes from the vertex stage.
//
// The GPU's vertex stage is also read back directly: the same GLSL, linked alone as a gl::Program whose
// transform-feedback varyings are the GLSL names cgxc's reflection gives the POSITION and COLOR0 outputs,
// runs over every vertex with the rasterizer off (gl::runTransformFeedback), for a vertex-by-vertex
// comparison with the CPU JIT's outputs. Its uniforms are set by the GLSL names the reflection gives each
// Cg leaf ("boneMatrix[5]", "light.lightColor").
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "CharacterMesh.h"
#include "Image.h"
#include "OffscreenTarget.h"
#include "Scene.h"
#include "VertexOutputs.h"
#include "gl/CgProgram.h"
#include "gl/HeadlessContext.h"
#include "gl/Program.h"
#include "gl/VertexInput.h"

namespace cgx::demo {

// The clear colour behind the figure.
inline constexpr Rgba kBackground{34, 38, 48, 255};

class GlRender {
 public:
  // Makes the headless context and compiles and links both program pairs, and the skinning GLSL alone for
  // the capture, from the examples in `examplesDir`. Null with the reason in *error (no EGL / llvmpipe, a
  // compile or link error, a reflection without the outputs to capture).
  static std::unique_ptr<GlRender> create(const std::string& examplesDir, std::string* error);
  ~GlRender();
  GlRender(const GlRender&) = delete;
  GlRender& operator=(const GlRender&) = delete;

  std::string renderer() const { return context_->renderer(); }

  // Uploads the mesh's bind-pose streams and triangles (once; every draw uses them).
  bool setMesh(const CharacterMesh& mesh, std::string* error);
  // The GPU picture of the pose whose uniforms are given, `size` pixels square.
  bool drawGpu(const SkinUniforms& uniforms, int size, RgbaImage* image, std::string* error);
  // The picture of vertex outputs computed elsewhere (one element per mesh vertex).
  bool drawCpu(const VertexOutputs& outputs, int size, RgbaImage* image, std::string* error);
  // The GLSL vertex stage's outputs for the pose whose uniforms are given, captured by transform feedback:
  // one element per mesh vertex (clip position and COLOR0, as the GPU picture's vertices had them).
  bool captureGpu(const SkinUniforms& uniforms, VertexOutputs* outputs, std::string* error);

 private:
  GlRender() = default;
  bool target(int size, std::string* error);
  bool drawTriangles(const gl::CgProgram& program, unsigned int vertexArray, int size, RgbaImage* image,
                     std::string* error);
  bool makeCapture(const gl::CgStageSource& skin, std::string* error);

  // One uniform leaf of the skinning program as its reflection names it.
  struct UniformLeaf {
    std::string cgName;    // "boneMatrix[5]"
    std::string cgType;    // "float4"
    std::string glslName;  // "boneMatrix[5]"
  };

  // Declared first so it is destroyed last: every GL object below goes while it is current.
  std::unique_ptr<gl::HeadlessContext> context_;
  std::unique_ptr<gl::CgProgram> skin_, passThrough_;
  std::unique_ptr<OffscreenTarget> target_;
  unsigned int skinArray_ = 0, passThroughArray_ = 0;  // vertex array objects
  unsigned int meshBuffers_[6] = {};                   // 5 skin inputs and the triangles
  unsigned int outputBuffers_[2] = {};                 // CPU clip positions and colours
  int indexCount_ = 0;
  std::size_t vertexCount_ = 0;
  // The vertex-stage capture: the skinning GLSL alone, its uniform leaves, the mesh's streams for it, and
  // the two captured varyings (POSITION's, COLOR0's), in that order.
  std::unique_ptr<gl::Program> capture_;
  std::vector<UniformLeaf> captureUniforms_;
  std::vector<gl::VertexStream> captureStreams_;
  std::string capturedPosition_, capturedColor_;
};

}  // namespace cgx::demo
