// The book's examples through the runtime API against the hand-written C++ references (tests/reference):
// uniforms set by their Cg paths, inputs bound by semantic, many invocations at once (a fresh random input
// for each, the first binding's uniforms and textures), every output within 1e-5 relative.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "Reference.h"
#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

constexpr std::uint64_t kInvocations = 64;  // a multiple of 4 (fragment quads) and of every lane width

// The profile to compile for: glslv/glslf when the example lists it ("// cgx-profiles: ..."), else its first.
std::string profileFor(const reference::Example& example) {
  std::ifstream file(test::kExamplesDir / example.file);
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

std::shared_ptr<const CpuTexture> toCpuTexture(const reference::Texture& texture, SamplerState* state) {
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
  // The references sample the nearest texel with repeat wrapping (RECT: clamped to the edge).
  state->minFilter = MinFilter::Nearest;
  state->magFilter = MagFilter::Nearest;
  const Wrap wrap = texture.kind == reference::TextureKind::Rect ? Wrap::ClampToEdge : Wrap::Repeat;
  state->wrapS = state->wrapT = state->wrapR = wrap;
  std::string error;
  auto made = CpuTexture::fromFloats(shape, texture.texels, &error);
  EXPECT_NE(made, nullptr) << error;
  return made;
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

class Examples : public ::testing::TestWithParam<std::string> {};

TEST_P(Examples, MatchReference) {
  const reference::Example* example = reference::findExample(GetParam());
  ASSERT_NE(example, nullptr);
  Context context = test::makeContext(2);
  const std::string profile = profileFor(*example);
  Program program = test::compileExample(context, example->entry, profile);
  ASSERT_EQ(program.stage() == Stage::Fragment, example->stage == reference::Stage::Fragment);

  std::mt19937 random(20261122);
  std::vector<reference::Binding> bindings;
  for (std::uint64_t i = 0; i < kInvocations; ++i) bindings.push_back(example->randomBinding(random));
  const reference::Binding& first = bindings.front();
  for (const auto& [path, values] : first.uniforms) {
    Status status = setUniform(program, path, values);
    ASSERT_TRUE(status.ok()) << path << ": " << status.toString();
  }
  for (const auto& [name, texture] : first.textures) {
    SamplerState state;
    auto cpuTexture = toCpuTexture(texture, &state);
    ASSERT_NE(cpuTexture, nullptr);
    Status status = program.setTexture(name, cpuTexture, state);
    ASSERT_TRUE(status.ok()) << name << ": " << status.toString();
  }
  // Inputs: invocation i gets bindings[i]'s inputs, in one packed stream per semantic.
  std::map<std::string, std::vector<float>> inputs;
  for (const auto& [semantic, values] : first.inputs) {
    std::vector<float>& stream = inputs[semantic];
    for (const reference::Binding& binding : bindings) {
      const reference::Values& v = binding.inputs.at(semantic);
      ASSERT_EQ(v.size(), values.size());
      stream.insert(stream.end(), v.begin(), v.end());
    }
    InputStream bound{stream.data()};
    bound.components = static_cast<unsigned>(values.size());
    Status status = program.bindInput(semantic, bound);
    ASSERT_TRUE(status.ok()) << semantic << ": " << status.toString();
  }
  // Outputs: what the reference computes for the first binding names them and their sizes.
  std::vector<reference::Outputs> want;
  for (reference::Binding& binding : bindings) {
    binding.uniforms = first.uniforms;
    binding.textures = first.textures;
    want.push_back(example->run(binding));
  }
  std::map<std::string, std::vector<float>> outputs;
  for (const auto& [semantic, values] : want.front()) {
    std::vector<float>& stream = outputs[semantic];
    stream.assign(values.size() * kInvocations, std::nanf(""));
    Status status = program.bindOutput(semantic, OutputStream{stream.data(), values.size() * sizeof(float)});
    ASSERT_TRUE(status.ok()) << semantic << ": " << status.toString();
  }
  std::vector<std::uint8_t> discarded(kInvocations, 0);
  Status status = example->stage == reference::Stage::Fragment ? program.runFragments(kInvocations, discarded.data())
                                                                : program.run(kInvocations);
  ASSERT_TRUE(status.ok()) << status.toString();

  int mismatches = 0;
  for (std::uint64_t i = 0; i < kInvocations; ++i) {
    if (discarded[i] != 0) continue;
    for (const auto& [semantic, values] : want[i]) {
      const std::vector<float>& got = outputs.at(semantic);
      for (std::size_t c = 0; c < values.size(); ++c) {
        const float g = got[i * values.size() + c], w = values[c];
        if (std::fabs(g - w) <= 1e-5f * std::max(1.0f, std::fabs(w))) continue;
        if (++mismatches <= 5)
          ADD_FAILURE() << example->entry << " (" << profile << ") invocation " << i << " " << semantic << "[" << c
                        << "]: got " << g << ", want " << w;
      }
    }
  }
  EXPECT_EQ(mismatches, 0);
}

std::vector<std::string> allEntries() {
  std::vector<std::string> entries;
  // C9E7f_shadowMap: cgx (like cgc) reads tex2Dproj(sampler2D, float4) as a shadow lookup, the reference as a
  // colour lookup (the GLSL differential tests skip it for the same reason).
  for (const reference::Example& example : reference::allExamples())
    if (example.entry != "C9E7f_shadowMap") entries.push_back(example.entry);
  return entries;
}

INSTANTIATE_TEST_SUITE_P(Book, Examples, ::testing::ValuesIn(allEntries()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace cgx
