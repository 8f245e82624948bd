// The CPU path: the scene's vertex program runs on the CPU JIT (cgx::Program: uniforms by Cg name, inputs
// and outputs by semantic), and its outputs are drawn through a generated pass-through vertex program
// (gl::passThroughVertexCg) linked with the scene's fragment program. Only the vertex stage differs from
// the GPU path, so the two images of a frame differ only by what the two vertex stages compute.
#include <map>
#include <optional>

#include <glad/gl.h>

#include "GlBuffers.h"
#include "Renderer.h"
#include <cgx/Context.h>
#include "gl/PassThroughVertex.h"

namespace cgx::view {

namespace {

constexpr int kOutputStrideFloats = 4;  // every output gets a float4 slot, whatever its size

struct VertexOutput {
  std::string semantic;  // canonical: POSITION, COLOR0, TEXCOORD2, PSIZE
  int components = 4;
  std::vector<float> values;
};

// A vertex program on the CPU, with where its outputs go and the GL program that draws them.
struct CpuVertexStage {
  std::optional<Program> program;
  std::vector<VertexOutput> outputs;
  std::map<std::string, std::unique_ptr<gl::CgProgram>> drawPrograms;  // by fragment program
};

class CpuRenderer final : public Renderer {
 public:
  CpuRenderer(ShaderLibrary& shaders, Context context) : shaders_(shaders), context_(std::move(context)) {}

  bool draw(const DrawItem& item, std::string* error) override {
    CpuVertexStage* stage = stageFor(item.vertex, error);
    if (stage == nullptr || !runVertexProgram(item, *stage, error)) return false;
    gl::CgProgram* drawProgram = drawProgramFor(*stage, item.fragment, error);
    if (drawProgram == nullptr) return false;
    glUseProgram(drawProgram->program().id());
    for (const UniformValue& u : item.fragmentUniforms)
      if (!drawProgram->set(u.name, u.values, error)) return false;
    buffers_.resetAttributes();
    for (std::size_t i = 0; i < stage->outputs.size(); ++i) {
      const VertexOutput& out = stage->outputs[i];
      int location = drawProgram->attributeLocation("ATTR" + std::to_string(i));
      if (location >= 0)
        buffers_.bindStream(static_cast<int>(i), location, out.values, out.components, kOutputStrideFloats);
    }
    buffers_.draw(item);
    return true;
  }

  void forgetSceneData() override { buffers_.forgetSceneData(); }

 private:
  CpuVertexStage* stageFor(const CgFile& file, std::string* error) {
    std::string key = shaders_.pathOf(file) + ":" + file.entry;
    auto found = stages_.find(key);
    if (found != stages_.end()) return &found->second;
    std::string text;
    if (!shaders_.source(file, &text, error)) return nullptr;
    ProgramResult built = context_.createProgram(text, file.entry, "glslv", {}, shaders_.pathOf(file));
    if (!built.ok()) {
      *error = "the CPU runtime cannot compile " + file.entry + ":\n" + built.diagnostics.text + built.status.toString();
      return nullptr;
    }
    CpuVertexStage stage;
    for (const ParameterInfo& p : built.program->parameters())
      if (p.variability == Variability::Varying && p.direction == Direction::Out)
        stage.outputs.push_back({p.semantic, static_cast<int>(p.components), {}});
    stage.program = std::move(built.program);
    return &stages_.emplace(key, std::move(stage)).first->second;
  }

  bool runVertexProgram(const DrawItem& item, CpuVertexStage& stage, std::string* error) {
    Program& program = *stage.program;
    // The scene sets every uniform on every frame, so both paths draw from exactly the same values.
    for (const UniformValue& u : item.vertexUniforms)
      if (Status s = program.setFloat(u.name, u.values); !s.ok()) return failed(s, "uniform " + u.name, error);
    for (const VertexBinding& input : item.inputs) {
      InputStream stream{input.array->values.data(), 0, 0, ComponentType::Float32,
                         static_cast<unsigned>(input.array->components)};
      if (Status s = program.bindInput(input.semantic, stream); !s.ok()) return failed(s, input.semantic, error);
    }
    for (VertexOutput& out : stage.outputs) {
      out.values.assign(item.vertexCount * kOutputStrideFloats, 0.0f);
      if (Status s = program.bindOutput(out.semantic, {out.values.data(), kOutputStrideFloats * sizeof(float)}); !s.ok())
        return failed(s, out.semantic, error);
    }
    if (Status s = program.run(item.vertexCount); !s.ok()) return failed(s, "run", error);
    return true;
  }

  gl::CgProgram* drawProgramFor(CpuVertexStage& stage, const CgFile& fragmentFile, std::string* error) {
    std::string key = shaders_.pathOf(fragmentFile) + ":" + fragmentFile.entry;
    auto found = stage.drawPrograms.find(key);
    if (found != stage.drawPrograms.end()) return found->second.get();
    std::vector<gl::PassThroughVarying> varyings;
    for (const VertexOutput& out : stage.outputs) varyings.push_back({out.semantic, out.components});
    const gl::CgStageSource* vertex = nullptr;
    const gl::CgStageSource* fragment = nullptr;
    std::string passThrough;
    if (!gl::passThroughVertexCg(varyings, &passThrough, error) ||
        !shaders_.glslFromText(passThrough, "<pass-through>", gl::kPassThroughEntry, false, &vertex, error) ||
        !shaders_.glsl(fragmentFile, true, &fragment, error))
      return nullptr;
    std::unique_ptr<gl::CgProgram> program = gl::CgProgram::create(*vertex, *fragment, error);
    if (!program) return nullptr;
    return stage.drawPrograms.emplace(key, std::move(program)).first->second.get();
  }

  static bool failed(const Status& status, const std::string& what, std::string* error) {
    *error = "CPU path, " + what + ": " + status.toString();
    return false;
  }

  ShaderLibrary& shaders_;
  Context context_;
  GlBuffers buffers_;
  std::map<std::string, CpuVertexStage> stages_;
};

}  // namespace

std::unique_ptr<Renderer> makeCpuRenderer(ShaderLibrary& shaders, std::string* error) {
  Result<Context> context = Context::create();
  if (!context.ok()) {
    *error = "cannot start the CPU runtime: " + context.status().toString();
    return nullptr;
  }
  return std::make_unique<CpuRenderer>(shaders, std::move(*context));
}

}  // namespace cgx::view
