// The GLSL spellings cgc 3.1 accepts in Cg (stdlib/glsl.cg; the type names of parse/TokenAdapter.cpp) and
// names as cgc resolves them (struct-named variables, profile-qualified overloads), end to end on the programs
// of tests/glsl/spellings/ (written here, in the style of engine shaders):
// - cgxc compiles each to every GLSL version and glslang accepts the result;
// - its GLSL 110 runs on Mesa llvmpipe beside NVIDIA cgc's GLSL for the same program (where /usr/bin/cgc is
//   installed), with the same 256 random invocations, every output component within 1e-4 (relative and
//   absolute). The inputs, uniforms and textures are random values of the shapes cgxc's reflection lists,
//   which is all a program here needs (each keeps its own divisors and lookups well-conditioned).
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "DifferentialSupport.h"
#include "semantic/Semantics.h"
#include "GlslangCheck.h"
#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test::differential {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* const kCgc = "/usr/bin/cgc";
const std::string kFolder = "tests/glsl/spellings";

std::vector<std::string> programFiles() {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(sourcePath(kFolder)))
    if (e.path().extension() == ".cg") files.push_back(kFolder + "/" + e.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

Case caseOf(const std::string& file, const std::string& version) {
  ExampleTarget t = exampleTarget(readFile(sourcePath(file)));
  return Case{file, t.entry, t.fragment, version};
}

reference::Values randomValues(std::mt19937& random, int count) {
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  reference::Values v;
  for (int i = 0; i < count; ++i) v.push_back(uniform(random));
  return v;
}

reference::Texture randomTexture(std::mt19937& random, const std::string& type) {
  reference::Texture t;
  t.width = t.height = 8;
  int texels = 8 * 8;
  if (type == "samplerCUBE") {
    t.kind = reference::TextureKind::Cube;
    texels *= 6;
  }
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  for (int i = 0; i < 4 * texels; ++i) t.texels.push_back(unit(random));
  return t;
}

// Random bindings for what the reflection lists: varying inputs by canonical semantic, uniforms by name.
reference::Example randomExample(const Case& c, const json& reflection) {
  reference::Example example;
  example.file = c.file;
  example.entry = c.entry;
  example.stage = c.fragment ? reference::Stage::Fragment : reference::Stage::Vertex;
  example.randomBinding = [reflection](std::mt19937& random) {
    reference::Binding b;
    for (const json& p : reflection["parameters"]) {
      std::string type = p["type"];
      if (p["variability"] == "varying" && p["direction"] == "in")
        b.inputs[semantic::canonical(p["semantic"].get<std::string>())] = randomValues(random, shapeOf(type).components());
      else if (p["variability"] == "uniform" && type.rfind("sampler", 0) == 0)
        b.textures[p["name"]] = randomTexture(random, type);
      else if (p["variability"] == "uniform")
        b.uniforms[p["name"]] = randomValues(random, shapeOf(type).components());
    }
    return b;
  };
  return example;
}

class GlslSpellingsAgainstCgc : public GlFixture, public ::testing::WithParamInterface<std::string> {
 protected:
  void SetUp() override {
    if (!fs::exists(kCgc)) GTEST_SKIP() << "NVIDIA cgc is not installed at " << kCgc;
    GlFixture::SetUp();
  }
};

TEST_P(GlslSpellingsAgainstCgc, AgreesWithCgc) {
  const Case c = caseOf(GetParam(), "110");
  std::string glsl;
  json reflection;
  if (!compileWithCgxc(c, &glsl, &reflection)) return;
  std::vector<reference::Binding> bindings = makeBindings(randomExample(c, reflection));

  ProcessOptions options;
  options.workingDirectory = sourcePath(".").string();
  ProcessResult r = runProcess({kCgc, "-profile", c.fragment ? "glslf" : "glslv", "-entry", c.entry, c.file}, options);
  ASSERT_TRUE(r.exitedWith(0)) << "cgc rejects " << c.file << ": " << r.describe();
  cgc::Program cgc;
  std::string skip, error;
  ASSERT_TRUE(cgc::readProgram(r.out, c.fragment, &cgc, &skip)) << skip;
  Results want;
  ASSERT_TRUE(runCgcProgram(cgc, c.fragment, bindings, &want, &error)) << error << "\n--- cgc's GLSL ---\n" << cgc.glsl;
  ASSERT_FALSE(want.empty() || want[0].empty()) << "cgc's header lists no outputs:\n" << cgc.glsl;
  textures_.clear();  // cgxc's program binds its textures from unit 0 again

  Results got;
  ASSERT_TRUE(runCgxcProgram(glsl, reflection, c.fragment, false, bindings, &got, &error))
      << error << "\n--- cgxc's GLSL ---\n" << glsl;
  std::string report;
  int mismatches = compare(got, want, Tolerance{1e-4, 1e-4}, "cgxc", "cgc", &report);
  EXPECT_EQ(mismatches, 0) << mismatches << " values differ between cgxc's GLSL and cgc's:\n"
                           << report << "--- cgxc's GLSL ---\n" << glsl << "--- cgc's GLSL ---\n" << cgc.glsl;
}

INSTANTIATE_TEST_SUITE_P(Programs, GlslSpellingsAgainstCgc, ::testing::ValuesIn(programFiles()),
                         [](const auto& info) { return fs::path(info.param).stem().string(); });

// Every version through glslang, but those a file's `// glslang-skips: 110 120 (why)` line names.
class GlslSpellingsValidate : public ::testing::TestWithParam<std::string> {};

bool glslangSkips(const std::string& text, const std::string& version) {
  std::size_t at = text.find("// glslang-skips:");
  if (at == std::string::npos) return false;
  std::string line = text.substr(at, text.find('\n', at) - at);
  return line.find(" " + version + " ") != std::string::npos;
}

TEST_P(GlslSpellingsValidate, EveryVersionValidates) {
  const std::string text = readFile(sourcePath(GetParam()));
  ExampleTarget target = exampleTarget(text);
  for (const char* version : {"110", "120", "330", "100", "300es"}) {
    if (glslangSkips(text, version)) continue;
    ProcessOptions options;
    options.workingDirectory = sourcePath(".").string();
    ProcessResult r = runCgxcInProcess({CGXC_PATH, "-q", "-profile", target.profile, "-po", std::string("version=") + version,
                                        "-entry", target.entry, GetParam()},
                                       options);
    ASSERT_TRUE(r.exitedWith(0)) << version << ": " << r.describe();
    EXPECT_EQ(glslangErrors(r.out, target.fragment ? "frag" : "vert"), "") << "the GLSL " << version << " of " << GetParam();
  }
}

INSTANTIATE_TEST_SUITE_P(Programs, GlslSpellingsValidate, ::testing::ValuesIn(programFiles()),
                         [](const auto& info) { return fs::path(info.param).stem().string(); });

// The folder must keep exercising what it is for: a test over no programs would pass vacuously.
TEST(GlslSpellings, ProgramsUseTheSpellings) {
  std::string all;
  for (const std::string& f : programFiles()) all += readFile(sourcePath(f));
  for (const char* spelling : {"mod(", "fract(", "mix(", "atan(", "inversesqrt(", "lessThan(", "not(",
                               "matrixCompMult(", "outerProduct(", "texture2DLod(", "texture2DProj(",
                               "textureCube(", "mat3x2 ", "mat2x3 ", "ivec2 ", "bvec4 ", "samplerCube ",
                               "tex_coords tex_coords", "glslf float"})
    EXPECT_NE(all.find(spelling), std::string::npos) << "no program in " << kFolder << " uses " << spelling;
}

}  // namespace
}  // namespace cgx::test::differential
