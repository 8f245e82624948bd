// The GLSL cgxc writes, run on Mesa llvmpipe (headless EGL), against the hand-written C++ references of
// tests/reference: every example in every GLSL version, 256 invocations with the reference's random
// inputs. Vertex programs run through transform feedback; fragment programs draw one point per pixel into
// float targets, fed by a pass-through vertex shader that writes the varyings cgxc's fragment GLSL reads.
// Uniforms, attributes, varyings and outputs are found through cgxc's -reflect JSON, as an application
// would. A value agrees when |got - want| <= 1e-5 * |want| + 1e-5.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "DifferentialSupport.h"
#include "semantic/Semantics.h"

namespace cgx::test::differential {
namespace {

using nlohmann::json;

// Examples whose GLSL is not compared, and why.
const std::map<std::string, std::string> kNotCompared = {
    {"C9E6f_projTex",
     "tex2Dproj(sampler2D, float4) is a shadow lookup in cgc's GLSL and in ours (sampler2DShadow), while the "
     "reference reads projectiveMap as a colour texture (CgcDifferentialTest compares it with cgc)"},
    {"C9E7f_shadowMap", "as C9E6f_projTex: projectiveMap is a colour texture in the reference"},
};

class GlslDifferential : public GlFixture, public ::testing::WithParamInterface<Case> {};

TEST_P(GlslDifferential, MatchesTheReference) {
  const Case& c = GetParam();
  if (auto skip = kNotCompared.find(c.entry); skip != kNotCompared.end()) GTEST_SKIP() << skip->second;
  const reference::Example* example = reference::findExample(c.entry);
  ASSERT_NE(example, nullptr) << "no C++ reference for " << c.entry;
  std::string glsl;
  json reflection;
  if (!compileWithCgxc(c, &glsl, &reflection)) return;

  std::vector<reference::Binding> bindings = makeBindings(*example);
  Results expected;
  for (const reference::Binding& b : bindings) expected.push_back(example->run(b));

  std::vector<Input> inputs;
  std::vector<Output> outputs;
  cgxcVaryings(reflection, &inputs, &outputs);
  bool es = c.version == "100" || c.version == "300es";
  auto setUniforms = [&](gl::Program& program) {
    return setReflectedUniforms(program, reflection, glsl, bindings[0], es);
  };
  std::string error;
  Results results;
  if (!c.fragment) {
    gl::ProgramSource source;
    source.vertex = glsl;
    ASSERT_TRUE(runVertex(source, inputs, outputs, bindings, setUniforms, &results, &error))
        << error << "\n--- GLSL ---\n" << glsl;
  } else {
    std::vector<FragmentFeed> feeds;
    for (const json& p : reflection["parameters"]) {
      if (p["variability"] != "varying" || p["direction"] != "in" || p["glslName"].is_null()) continue;
      if (p["glslKind"] != "varying")
        GTEST_SKIP() << "fragment input " << p["glslName"] << " is a built-in the harness does not feed";
      feeds.push_back({semantic::canonical(p["semantic"].get<std::string>()), p["glslName"], true});
    }
    std::string versionLine = glsl.substr(0, glsl.find('\n'));
    ASSERT_TRUE(runFragment(glsl, versionLine, feeds, outputs, bindings, setUniforms, &results, &error))
        << error << "\n--- GLSL ---\n" << glsl;
  }
  std::string report;
  int mismatches = compare(results, expected, Tolerance{1e-5, 1e-5}, "got", "want", &report);
  EXPECT_EQ(mismatches, 0) << mismatches << " values differ from the reference:\n" << report << "--- GLSL ---\n" << glsl;
}

INSTANTIATE_TEST_SUITE_P(Examples, GlslDifferential,
                         ::testing::ValuesIn(cases({"110", "120", "330", "100", "300es"})),
                         [](const auto& info) { return caseName(info.param); });

}  // namespace
}  // namespace cgx::test::differential
