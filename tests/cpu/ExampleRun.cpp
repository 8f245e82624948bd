#include "ExampleRun.h"

#include <cmath>
#include <fstream>
#include <memory>
#include <sstream>

#include <cgx/Program.h>

namespace cgx::test {

namespace {

const std::string kExamplesDir = std::string(CGX_SOURCE_DIR) + "/examples/";

bool fail(std::string* error, std::string message) {
  *error = std::move(message);
  return false;
}

// Nearest texel, repeat wrapping (RECT: clamped to the edge): how the references sample.
std::shared_ptr<const CpuTexture> toCpuTexture(const reference::Texture& texture, SamplerState* state,
                                               std::string* error) {
  TextureShape shape;
  shape.width = texture.width;
  shape.height = texture.height;
  shape.depth = texture.depth;
  switch (texture.kind) {
    case reference::TextureKind::Tex1D: shape.kind = TextureKind::Tex1D; break;
    case reference::TextureKind::Tex2D: shape.kind = TextureKind::Tex2D; break;
    case reference::TextureKind::Tex3D: shape.kind = TextureKind::Tex3D; break;
    case reference::TextureKind::Cube: shape.kind = TextureKind::Cube; break;
    case reference::TextureKind::Rect: shape.kind = TextureKind::Rect; break;
  }
  state->minFilter = MinFilter::Nearest;
  state->magFilter = MagFilter::Nearest;
  const Wrap wrap = texture.kind == reference::TextureKind::Rect ? Wrap::ClampToEdge : Wrap::Repeat;
  state->wrapS = state->wrapT = state->wrapR = wrap;
  return CpuTexture::fromFloats(shape, texture.texels, error);
}

Status setUniform(Program& program, const std::string& path, const reference::Values& values) {
  Result<ParameterInfo> info = program.parameterInfo(path);
  if (!info.ok()) return info.status();
  if (info->kind == ValueKind::Int) {
    std::vector<std::int32_t> ints(values.begin(), values.end());
    return program.setInt(path, ints);
  }
  if (info->kind == ValueKind::Bool) {
    std::unique_ptr<bool[]> bools(new bool[values.size()]);
    for (std::size_t i = 0; i < values.size(); ++i) bools[i] = values[i] != 0.0f;
    return program.setBool(path, std::span<const bool>(bools.get(), values.size()));
  }
  return program.setFloat(path, values);
}

}  // namespace

std::string profileFor(const reference::Example& example) {
  std::ifstream file(kExamplesDir + example.file);
  std::string line;
  while (std::getline(file, line)) {
    const std::string tag = "// cgx-profiles:";
    if (line.rfind(tag, 0) != 0) continue;
    std::istringstream words(line.substr(tag.size()));
    std::vector<std::string> profiles;
    for (std::string word; words >> word;) profiles.push_back(word);
    for (const std::string& p : profiles)
      if (p == "glslv" || p == "glslf") return p;
    if (!profiles.empty()) return profiles.front();
  }
  return example.stage == reference::Stage::Fragment ? "glslf" : "glslv";
}

bool runExampleOnCpu(Context& context, const reference::Example& example,
                     const std::vector<reference::Binding>& bindings,
                     const std::map<std::string, std::size_t>& outputComponents, CpuRun* run, std::string* error,
                     const std::set<std::string>& depthCompared) {
  const Stage stage = example.stage == reference::Stage::Fragment ? Stage::Fragment : Stage::Vertex;
  return runProgramOnCpu(context, kExamplesDir + example.file, example.entry, profileFor(example), stage, bindings,
                         outputComponents, run, error, depthCompared);
}

bool runProgramOnCpu(Context& context, const std::string& path, const std::string& entry, const std::string& profile,
                     Stage stage, const std::vector<reference::Binding>& bindings,
                     const std::map<std::string, std::size_t>& outputComponents, CpuRun* run, std::string* error,
                     const std::set<std::string>& depthCompared) {
  if (bindings.empty()) return fail(error, "no bindings");
  ProgramResult made = context.createProgramFromFile(path, entry, profile);
  if (!made.ok()) return fail(error, made.status.toString() + "\n" + made.diagnostics.text);
  Program& program = *made.program;
  if (program.stage() != stage) return fail(error, "the profile's stage is not the program's");
  const bool fragment = stage == Stage::Fragment;

  const reference::Binding& first = bindings.front();
  for (const auto& [path, values] : first.uniforms)
    if (Status status = setUniform(program, path, values); !status.ok()) return fail(error, path + ": " + status.toString());
  for (const auto& [name, texture] : first.textures) {
    SamplerState state;
    std::shared_ptr<const CpuTexture> cpuTexture = toCpuTexture(texture, &state, error);
    if (!cpuTexture) return false;
    state.compareEnabled = depthCompared.count(name) != 0;
    if (Status status = program.setTexture(name, cpuTexture, state); !status.ok())
      return fail(error, name + ": " + status.toString());
  }
  // The components each varying input declares: a binding may give more (a vec4 varying of GLSL's for a
  // float2 of the program), of which the program reads the first.
  std::map<std::string, std::size_t> declared;
  for (const ParameterInfo& p : program.parameters())
    if (p.variability == Variability::Varying && p.direction == Direction::In && !p.semantic.empty())
      declared[p.semantic] = p.components;
  // Invocation i reads bindings[i]'s inputs: one packed stream per semantic.
  const std::size_t count = bindings.size();
  std::map<std::string, std::vector<float>> inputs;
  for (const auto& [semantic, values] : first.inputs) {
    std::vector<float>& stream = inputs[semantic];
    auto it = declared.find(semantic);
    const std::size_t width = it != declared.end() && it->second > 0 ? std::min(it->second, values.size()) : values.size();
    for (const reference::Binding& binding : bindings) {
      const reference::Values& v = binding.inputs.at(semantic);
      if (v.size() != values.size()) return fail(error, "input " + semantic + " changes size between bindings");
      stream.insert(stream.end(), v.begin(), v.begin() + static_cast<std::ptrdiff_t>(width));
    }
    InputStream bound{stream.data()};
    bound.components = static_cast<unsigned>(width);
    if (Status status = program.bindInput(semantic, bound); !status.ok())
      return fail(error, semantic + ": " + status.toString());
  }
  std::map<std::string, std::vector<float>> outputs;
  for (const auto& [semantic, components] : outputComponents) {
    std::vector<float>& stream = outputs[semantic];
    stream.assign(components * count, std::nanf(""));
    if (Status status = program.bindOutput(semantic, OutputStream{stream.data(), components * sizeof(float)}); !status.ok())
      return fail(error, semantic + ": " + status.toString());
  }
  run->discarded.assign(count, 0);
  Status status = fragment ? program.runFragments(count, run->discarded.data()) : program.run(count);
  if (!status.ok()) return fail(error, status.toString());
  run->outputs.assign(count, {});
  for (std::size_t i = 0; i < count; ++i)
    for (const auto& [semantic, components] : outputComponents) {
      auto first = outputs.at(semantic).begin() + static_cast<std::ptrdiff_t>(i * components);
      run->outputs[i][semantic] = reference::Values(first, first + static_cast<std::ptrdiff_t>(components));
    }
  return true;
}

}  // namespace cgx::test
