// The GPU path: the scene's vertex and fragment programs compiled to GLSL and linked as one CgProgram;
// uniforms by Cg name, vertex arrays by the semantic the reflection maps to an attribute.
#include <map>

#include <glad/gl.h>

#include "GlBuffers.h"
#include "Renderer.h"

namespace cgx::view {

namespace {

class GpuRenderer final : public Renderer {
 public:
  explicit GpuRenderer(ShaderLibrary& shaders) : shaders_(shaders) {}

  bool draw(const DrawItem& item, std::string* error) override {
    gl::CgProgram* program = programFor(item, error);
    if (program == nullptr) return false;
    glUseProgram(program->program().id());
    for (const auto* list : {&item.vertexUniforms, &item.fragmentUniforms})
      for (const UniformValue& u : *list)
        if (!program->set(u.name, u.values, error)) return false;
    buffers_.resetAttributes();
    for (const VertexBinding& input : item.inputs) {
      // -1: the program never reads this input (the compiler dropped it), so nothing to bind.
      int location = program->attributeLocation(input.semantic);
      if (location >= 0) buffers_.bindArray(location, *input.array);
    }
    buffers_.draw(item);
    return true;
  }

  void forgetSceneData() override { buffers_.forgetSceneData(); }

 private:
  gl::CgProgram* programFor(const DrawItem& item, std::string* error) {
    std::string key = shaders_.pathOf(item.vertex) + ":" + item.vertex.entry + "+" + shaders_.pathOf(item.fragment) +
                      ":" + item.fragment.entry;
    auto found = programs_.find(key);
    if (found != programs_.end()) return found->second.get();
    const gl::CgStageSource* vertex = nullptr;
    const gl::CgStageSource* fragment = nullptr;
    if (!shaders_.glsl(item.vertex, false, &vertex, error) || !shaders_.glsl(item.fragment, true, &fragment, error))
      return nullptr;
    std::unique_ptr<gl::CgProgram> program = gl::CgProgram::create(*vertex, *fragment, error);
    if (!program) return nullptr;
    return programs_.emplace(key, std::move(program)).first->second.get();
  }

  ShaderLibrary& shaders_;
  GlBuffers buffers_;
  std::map<std::string, std::unique_ptr<gl::CgProgram>> programs_;
};

}  // namespace

std::unique_ptr<Renderer> makeGpuRenderer(ShaderLibrary& shaders) { return std::make_unique<GpuRenderer>(shaders); }

}  // namespace cgx::view
