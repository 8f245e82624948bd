#include "Skin4mLlvmpipe.h"

#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "Subprocess.h"
#include "gl/HeadlessContext.h"
#include "gl/Program.h"
#include "gl/TransformFeedback.h"

namespace cgx::bench {

struct LlvmpipeSkinner::State {
  std::unique_ptr<gl::HeadlessContext> context;
  std::unique_ptr<gl::Program> program;
  std::vector<gl::VertexStream> streams;
  std::vector<gl::Capture> captures;
  int count = 0;
};

LlvmpipeSkinner::LlvmpipeSkinner(std::unique_ptr<State> state) : state_(std::move(state)) {}
LlvmpipeSkinner::~LlvmpipeSkinner() = default;

namespace {

bool fail(std::string* error, std::string message) {
  *error = std::move(message);
  return false;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Semantic -> GLSL attribute location, and output semantic -> GLSL name, from cgxc's -reflect JSON.
struct Interface {
  std::map<std::string, int> attributes;
  std::map<std::string, std::string> outputs;
};

Interface readInterface(const std::string& reflectionJson) {
  Interface result;
  nlohmann::json reflection = nlohmann::json::parse(reflectionJson);
  for (const nlohmann::json& p : reflection.at("parameters")) {
    if (p.value("variability", "") != "varying") continue;
    std::string semantic = p.value("semantic", "");
    if (p.value("direction", "") == "in" && p.contains("glslLocation") && p["glslLocation"].is_number())
      result.attributes[semantic] = p["glslLocation"].get<int>();
    else if (p.value("direction", "") == "out")
      result.outputs[semantic] = p.value("glslName", "");
  }
  return result;
}

// Component `first`..`first + n` of every vertex, as one tightly packed stream.
std::vector<float> gatherStream(const std::vector<SkinVertex>& vertices, std::size_t first, int n) {
  std::vector<float> data;
  data.reserve(vertices.size() * static_cast<std::size_t>(n));
  for (const SkinVertex& v : vertices) {
    const float* base = reinterpret_cast<const float*>(&v) + first;
    data.insert(data.end(), base, base + n);
  }
  return data;
}

}  // namespace

std::unique_ptr<LlvmpipeSkinner> LlvmpipeSkinner::create(const std::string& cgxcPath, const std::string& examplePath,
                                                         const SkinScene& scene, std::string* error) {
  std::string stem = "/tmp/cgx-bench-skin4m-" + std::to_string(::getpid());
  const std::string vertexFile = stem + ".vert", reflectFile = stem + ".json";
  test::ProcessResult cgxc = test::runProcess({cgxcPath, "-q", "-profile", "glslv", "-po", "version=330", "-entry",
                                               "C6E5v_skin4m", examplePath, "-o", vertexFile, "-reflect", reflectFile});
  if (!cgxc.exitedWith(0)) {
    fail(error, "cgxc failed: " + cgxc.describe());
    return nullptr;
  }
  std::string glsl = readFile(vertexFile), reflection = readFile(reflectFile);
  std::remove(vertexFile.c_str());
  std::remove(reflectFile.c_str());
  auto state = std::make_unique<State>();
  state->context = gl::HeadlessContext::create(error);
  if (!state->context) return nullptr;
  Interface interface;
  try {
    interface = readInterface(reflection);
  } catch (const std::exception& e) {
    fail(error, std::string("cgxc's reflection: ") + e.what());
    return nullptr;
  }
  // The vertex layout of SkinVertex, by semantic: first float and count.
  const std::pair<const char*, std::pair<std::size_t, int>> inputs[] = {
      {"POSITION", {0, 3}}, {"NORMAL", {3, 3}}, {"TEXCOORD0", {6, 2}}, {"TEXCOORD1", {8, 4}}, {"TEXCOORD2", {12, 4}}};
  gl::ProgramSource source;
  source.vertex = glsl;
  for (const auto& [semantic, place] : inputs) {
    auto it = interface.attributes.find(semantic);
    if (it == interface.attributes.end()) {
      fail(error, std::string("no attribute for ") + semantic);
      return nullptr;
    }
    state->streams.push_back({it->second, place.second, gatherStream(scene.vertices, place.first, place.second)});
  }
  for (const char* semantic : {"POSITION", "TEXCOORD0", "COLOR"}) {
    source.feedbackVaryings.push_back(interface.outputs[semantic]);
    state->captures.push_back({interface.outputs[semantic], 4});
  }
  state->program = gl::Program::create(source, error);
  if (!state->program) return nullptr;
  const SkinUniforms& u = scene.uniforms;
  gl::Program& p = *state->program;
  // Cg's rows become GLSL's columns (glsl/Writer.h), so the row-major matrix is uploaded untransposed.
  bool ok = p.setFloat("light.eyePosition", 3, u.eyePosition, error) &&
            p.setFloat("light.lightPosition", 3, u.lightPosition, error) &&
            p.setFloat("light.lightColor", 4, u.lightColor, error) &&
            p.setFloat("light.specularExponent", 1, std::span<const float>(&u.specularExponent, 1), error) &&
            p.setFloat("light.ambient", 1, std::span<const float>(&u.ambient, 1), error) &&
            p.setFloat("boneMatrix", 4, std::span<const float>(&u.boneMatrix[0][0], 72 * 4), error) &&
            p.setMatrix("modelViewProj", 4, 4, std::span<const float>(&u.modelViewProj[0][0], 16), false, error);
  if (!ok) return nullptr;
  state->count = static_cast<int>(scene.vertices.size());
  return std::unique_ptr<LlvmpipeSkinner>(new LlvmpipeSkinner(std::move(state)));
}

bool LlvmpipeSkinner::run(std::vector<SkinOutput>* outputs, std::string* error) {
  std::vector<std::vector<float>> captured;
  if (!gl::runTransformFeedback(*state_->program, state_->streams, state_->captures, state_->count, &captured, error))
    return false;
  if (outputs == nullptr) return true;
  outputs->assign(static_cast<std::size_t>(state_->count), SkinOutput{});
  for (std::size_t i = 0; i < outputs->size(); ++i) {
    SkinOutput& out = (*outputs)[i];
    for (int c = 0; c < 4; ++c) out.position[c] = captured[0][i * 4 + c];
    for (int c = 0; c < 2; ++c) out.texCoord[c] = captured[1][i * 4 + c];
    for (int c = 0; c < 4; ++c) out.color[c] = captured[2][i * 4 + c];
  }
  return true;
}

}  // namespace cgx::bench
