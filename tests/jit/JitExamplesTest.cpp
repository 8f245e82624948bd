// Every example of examples/*.cg through the JIT at 4, 8 and 16 lanes against its C++ reference
// (tests/reference): a few hundred invocations with the first binding's uniforms and fresh inputs each,
// a count that is not a multiple of the lanes (so the partial last chunk runs) and a range that does not
// start at 0. The quick code tier's kernel must then give the optimized one's outputs bit for bit (tiered
// compilation swaps one for the other under running programs).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <random>
#include <sstream>

#include "JitSupport.h"
#include "Reference.h"
#ifdef CGX_HAVE_CPU_TEXTURE
#include <cgx/TextureTable.h>
#endif
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test::jit {
namespace {

namespace fs = std::filesystem;

struct ExampleCase {
  std::string file;  // examples/C6E5v_skin4m.cg
  unsigned lanes = 16;
};

std::vector<ExampleCase> exampleCases() {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(sourcePath("examples")))
    if (e.path().extension() == ".cg") files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  std::vector<ExampleCase> cases;
  for (const std::string& f : files)
    for (unsigned lanes : {4u, 8u, 16u}) cases.push_back({f, lanes});
  return cases;
}

class JitExample : public ::testing::TestWithParam<ExampleCase> {};

// The references' tolerance (as the GLSL differential tests): 1e-5 relative with a 1e-5 absolute floor,
// NaN agreeing with NaN.
int compareOutputs(const std::vector<Invocation>& got, const std::vector<reference::Outputs>& want, std::string* report) {
  int mismatches = 0;
  if (got.size() != want.size()) {
    *report += "  " + std::to_string(got.size()) + " invocations ran, " + std::to_string(want.size()) + " expected\n";
    return 1;
  }
  for (std::size_t i = 0; i < want.size(); ++i) {
    for (const auto& [semantic, wanted] : want[i]) {
      auto it = got[i].find(semantic);
      if (it == got[i].end()) {
        if (mismatches++ < 6) *report += "  invocation " + std::to_string(i) + ": no output " + semantic + "\n";
        continue;
      }
      if (it->second.size() != wanted.size()) {
        if (mismatches++ < 6)
          *report += "  invocation " + std::to_string(i) + " " + semantic + ": " + std::to_string(it->second.size()) +
                     " components, the reference has " + std::to_string(wanted.size()) + "\n";
        continue;
      }
      for (std::size_t k = 0; k < wanted.size(); ++k) {
        float g = it->second[k], w = wanted[k];
        double d = std::fabs(static_cast<double>(g) - w);
        if (d <= 1e-5 * std::fabs(w) + 1e-5 || (std::isnan(g) && std::isnan(w)) || (std::isinf(g) && g == w)) continue;
        if (mismatches++ < 6) {
          std::ostringstream line;
          line << "  invocation " << i << " " << semantic << "[" << k << "]: jit " << g << ", reference " << w << "\n";
          *report += line.str();
        }
      }
    }
  }
  return mismatches;
}

TEST_P(JitExample, MatchesReference) {
  const ExampleCase& c = GetParam();
  std::string text = readFile(sourcePath("examples/" + c.file));
  ExampleTarget target = exampleTarget(text);
  const reference::Example* example = reference::findExample(target.entry);
  if (!example) GTEST_SKIP() << "no C++ reference for " << target.entry;
  std::mt19937 random(20261122);
  reference::Binding first = example->randomBinding(random);
#ifdef CGX_HAVE_CPU_TEXTURE
  // The references sample the nearest texel with repeat wrapping (RECT: clamped), no mipmaps: bind each
  // texture to its own unit with that sampler state, and the unit number as the sampler uniform.
  cgx::TextureTable table;
  std::map<std::string, Values> samplerUnits;
  std::size_t unit = 0;
  for (const auto& [name, texture] : first.textures) {
    static const cgx::TextureKind kinds[] = {cgx::TextureKind::Tex1D, cgx::TextureKind::Tex2D, cgx::TextureKind::Tex3D,
                                             cgx::TextureKind::Cube, cgx::TextureKind::Rect};
    cgx::TextureShape shape;
    shape.kind = kinds[static_cast<int>(texture.kind)];
    shape.width = texture.width;
    shape.height = texture.height;
    shape.depth = texture.depth;
    std::string error;
    auto cpu = cgx::CpuTexture::fromFloats(shape, texture.texels, &error);
    ASSERT_TRUE(cpu) << name << ": " << error;
    cgx::SamplerState state;
    state.minFilter = cgx::MinFilter::Nearest;
    state.magFilter = cgx::MagFilter::Nearest;
    if (texture.kind == reference::TextureKind::Rect) state.wrapS = state.wrapT = cgx::Wrap::ClampToEdge;
    // The references' rule (Chapter9.cpp): C9E7f's shadowMap is a depth texture with comparison on
    // (GL_LEQUAL against its red channel); every other texture, C9E6f's projective one included, is a
    // colour texture, whose shadow-form lookups return the texel.
    state.compareEnabled = name == "shadowMap";
    ASSERT_TRUE(table.set(unit, cpu, state));
    samplerUnits[name] = {static_cast<float>(unit++)};
  }
#else
  if (!first.textures.empty()) GTEST_SKIP() << "samples textures: needs runtime/cpu/texture (cgx_cpu_texture)";
#endif
  Program program;
  std::string error;
  ASSERT_TRUE(compile(text, target.entry, target.fragment, c.lanes, &program, &error)) << error;
  EXPECT_EQ(program.kernel.lanes, c.lanes);

  constexpr int kInvocations = 301;  // not a multiple of any lane count
  std::vector<Invocation> inputs;
  std::vector<reference::Outputs> want;
  for (int i = 0; i < kInvocations; ++i) {
    reference::Binding b = i == 0 ? first : example->randomBinding(random);
    b.uniforms = first.uniforms;  // one draw: the first binding's uniforms and textures for all
    b.textures = first.textures;
    inputs.push_back(b.inputs);
    want.push_back(example->run(b));
  }
  std::vector<std::string> missing;
  std::map<std::string, Values> uniforms = first.uniforms;
#ifdef CGX_HAVE_CPU_TEXTURE
  uniforms.insert(samplerUnits.begin(), samplerUnits.end());
#endif
  std::vector<std::uint32_t> block = uniformBlock(program, uniforms, &missing);
  for (const std::string& m : missing) ADD_FAILURE() << "the reference binds no value for uniform " << m;
  RunOptions options;
  options.first = target.fragment ? 8 : 5;  // fragment ranges start at a multiple of 4 (2x2 quads)
#ifdef CGX_HAVE_CPU_TEXTURE
  options.samplers = table.kernelArgument();
#endif
  std::vector<Invocation> got = run(program, block, inputs, options);
  std::string report;
  int mismatches = compareOutputs(got, want, &report);
  EXPECT_EQ(mismatches, 0) << mismatches << " components differ:\n" << report;

  Program quick;
  ASSERT_TRUE(compile(text, target.entry, target.fragment, c.lanes, &quick, &error, {}, cgx::jit::CodeTier::Quick)) << error;
  std::vector<Invocation> quickGot = run(quick, block, inputs, options);
  ASSERT_EQ(quickGot.size(), got.size());
  int differing = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(quickGot[i].size(), got[i].size());
    for (const auto& [semantic, values] : got[i]) {
      auto q = quickGot[i].find(semantic);
      bool same = q != quickGot[i].end() && q->second.size() == values.size() &&
                  std::memcmp(q->second.data(), values.data(), values.size() * sizeof(float)) == 0;
      if (!same && differing++ < 6) ADD_FAILURE() << "invocation " << i << " " << semantic << ": the quick tier differs";
    }
  }
  EXPECT_EQ(differing, 0) << " outputs differ between the code tiers";
}

std::string caseName(const ::testing::TestParamInfo<ExampleCase>& info) {
  return fs::path(info.param.file).stem().string() + "_x" + std::to_string(info.param.lanes);
}

INSTANTIATE_TEST_SUITE_P(Examples, JitExample, ::testing::ValuesIn(exampleCases()), caseName);

}  // namespace
}  // namespace cgx::test::jit
