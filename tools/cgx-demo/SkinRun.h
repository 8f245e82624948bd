// C6E5v_skin4m on the CPU through cgx's runtime API (cgx::Context / cgx::Program): the mesh's streams bound
// by semantic, the scene's uniforms by Cg name, outputs into packed float arrays.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "CharacterMesh.h"
#include "Scene.h"
#include "VertexOutputs.h"
#include <cgx/Context.h>

namespace cgx::demo {

class SkinRun {
 public:
  // Compiles `sourcePath` (examples/C6E5v_skin4m.cg) for arbvp1 on a Context with `threads` threads (0: every
  // core). Null with the diagnostics in *error when it does not compile.
  static std::unique_ptr<SkinRun> create(const std::string& sourcePath, unsigned threads, std::string* error);

  // Binds the mesh's streams and sizes the outputs; the mesh and *outputs must outlive every run.
  bool bind(const CharacterMesh& mesh, VertexOutputs* outputs, std::string* error);
  bool setUniforms(const SkinUniforms& uniforms, std::string* error);
  // One run over every vertex of the bound mesh.
  bool run(std::string* error);
  // Blocks until the background compile has replaced the first run's quick kernel with the optimized one.
  void waitForOptimizedKernels() const { program_.waitForOptimizedKernels(); }

  unsigned threadCount() const { return context_.threadCount(); }

 private:
  SkinRun(Context context, Program program) : context_(std::move(context)), program_(std::move(program)) {}
  Context context_;
  Program program_;
  std::size_t vertexCount_ = 0;
};

}  // namespace cgx::demo
