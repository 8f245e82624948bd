// The llvmpipe baseline of the skinning benchmark: cgxc's GLSL 330 of C6E5v_skin4m run through transform
// feedback on Mesa llvmpipe in a headless EGL context (runtime/gl), over the same scene as the JIT.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "Skin4mScene.h"

namespace cgx::bench {

class LlvmpipeSkinner {
 public:
  // Compiles the example with cgxc (a subprocess), links it on a headless context and sets the uniforms;
  // null with *error when GL or cgxc is unavailable.
  static std::unique_ptr<LlvmpipeSkinner> create(const std::string& cgxcPath, const std::string& examplePath,
                                                 const SkinScene& scene, std::string* error);
  ~LlvmpipeSkinner();

  // One draw over every vertex of the scene: upload, transform feedback, read back. `outputs` (may be null)
  // receives the results as SkinOutputs.
  bool run(std::vector<SkinOutput>* outputs, std::string* error);

 private:
  struct State;
  explicit LlvmpipeSkinner(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

}  // namespace cgx::bench
