// The demo's two pictures of one pose, both rasterized by GL (Mesa llvmpipe on a headless EGL context):
//  - GPU: cgxc's GLSL 330 of C6E5v_skin4m, fed the bind-pose mesh and the scene's uniforms, skins and lights;
//  - CPU: the CPU JIT's outputs (clip position, COLOR0) go through gl::passThroughVertexCg's program.
// Both pair with the same fragment program (C2E2f_passthru as GLSL) and draw the same triangles into the
// same kind of target, so any difference between the images comes from the vertex stage.
#pragma once

#include <memory>
#include <string>

#include "CharacterMesh.h"
#include "Image.h"
#include "OffscreenTarget.h"
#include "Scene.h"
#include "VertexOutputs.h"
#include "gl/CgProgram.h"
#include "gl/HeadlessContext.h"

namespace cgx::demo {

// The clear colour behind the figure.
inline constexpr Rgba kBackground{34, 38, 48, 255};

class GlRender {
 public:
  // Makes the headless context and compiles and links both program pairs from the examples in
  // `examplesDir`. Null with the reason in *error (no EGL / llvmpipe, a compile or link error).
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

 private:
  GlRender() = default;
  bool target(int size, std::string* error);
  bool drawTriangles(const gl::CgProgram& program, unsigned int vertexArray, int size, RgbaImage* image,
                     std::string* error);

  // Declared first so it is destroyed last: every GL object below goes while it is current.
  std::unique_ptr<gl::HeadlessContext> context_;
  std::unique_ptr<gl::CgProgram> skin_, passThrough_;
  std::unique_ptr<OffscreenTarget> target_;
  unsigned int skinArray_ = 0, passThroughArray_ = 0;  // vertex array objects
  unsigned int meshBuffers_[6] = {};                   // 5 skin inputs and the triangles
  unsigned int outputBuffers_[2] = {};                 // CPU clip positions and colours
  int indexCount_ = 0;
};

}  // namespace cgx::demo
