// NVIDIA's cgc 3.1 as the oracle: where it is installed (/usr/bin/cgc), its glslv/glslf output for every
// example runs on Mesa llvmpipe beside cgxc's GLSL 110 (cgc's only GLSL version) with the same 256 random
// invocations from the C++ reference's bindings, and every output component must agree within
// |cgxc - cgc| <= 1e-4 * |cgc| + 1e-4. This checks that we translate Cg's semantics rather than our reading
// of them, and it covers the shadow lookups (C9E6f, C9E7f) that the C++ reference cannot.
//
// cgc's GLSL speaks the compatibility profile: varying inputs are gl_Vertex, gl_Normal, gl_Color,
// gl_MultiTexCoordN or `attribute vec4 ATTRn`; outputs are gl_Position, gl_FrontColor, gl_TexCoord[n],
// gl_PointSize, gl_FragColor / gl_FragData[n]; uniforms are renamed (`_light2._lightColor`) and matrices
// become arrays of their rows. All of that is read from the `//var` header cgc writes above the GLSL.
// cgc's output is only ever produced at test time, never stored in the repository.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "DifferentialSupport.h"
#include "Subprocess.h"
#include "gl/VertexInput.h"
#include "support/Golden.h"

namespace cgx::test::differential {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* const kCgc = "/usr/bin/cgc";
constexpr Tolerance kTolerance{1e-4, 1e-4};

class CgcDifferential : public GlFixture, public ::testing::WithParamInterface<Case> {
 protected:
  void SetUp() override {
    if (!fs::exists(kCgc)) GTEST_SKIP() << "NVIDIA cgc is not installed at " << kCgc;
    GlFixture::SetUp();
  }
};

TEST_P(CgcDifferential, AgreesWithCgc) {
  const Case& c = GetParam();
  const reference::Example* example = reference::findExample(c.entry);
  ASSERT_NE(example, nullptr) << "no C++ reference (for its random bindings) for " << c.entry;
  std::vector<reference::Binding> bindings = makeBindings(*example);

  ProcessOptions options;
  options.workingDirectory = sourcePath(".").string();
  ProcessResult r = runProcess({kCgc, "-profile", c.fragment ? "glslf" : "glslv", "-entry", c.entry, c.file}, options);
  if (!r.exitedWith(0)) GTEST_SKIP() << "cgc rejects the example: " << r.describe();
  cgc::Program cgc;
  std::string skip, error;
  if (!cgc::readProgram(r.out, c.fragment, &cgc, &skip)) GTEST_SKIP() << skip;
  Results want;
  if (!runCgcProgram(cgc, c.fragment, bindings, &want, &error)) {
    std::string stage = c.fragment ? "fragment shader:" : "vertex shader:";
    if (error.rfind(stage, 0) == 0) GTEST_SKIP() << "cgc's GLSL does not compile: " << error;
    FAIL() << "cgc's GLSL: " << error << "\n--- cgc's GLSL ---\n" << cgc.glsl;
  }
  ASSERT_FALSE(want.empty() || want[0].empty()) << "cgc's header lists no outputs:\n" << cgc.glsl;
  textures_.clear();  // cgxc's program binds its textures from unit 0 again

  std::string glsl;
  json reflection;
  if (!compileWithCgxc(c, &glsl, &reflection)) return;
  Results got;
  ASSERT_TRUE(runCgxcProgram(glsl, reflection, c.fragment, false, bindings, &got, &error))
      << error << "\n--- cgxc's GLSL ---\n" << glsl;

  std::string report;
  int mismatches = compare(got, want, kTolerance, "cgxc", "cgc", &report);
  EXPECT_EQ(mismatches, 0) << mismatches << " values differ between cgxc's GLSL and cgc's:\n"
                           << report << "--- cgxc's GLSL ---\n" << glsl << "--- cgc's GLSL ---\n" << cgc.glsl;
}

INSTANTIATE_TEST_SUITE_P(Examples, CgcDifferential, ::testing::ValuesIn(cases({"110"})),
                         [](const auto& info) { return caseName(info.param); });

}  // namespace
}  // namespace cgx::test::differential
