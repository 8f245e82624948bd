// The two back ends against each other: every example run on the CPU JIT (through the runtime API) and as
// cgxc's GLSL 330 on Mesa llvmpipe, over the same 256 invocations (the reference's random bindings), every
// output within 1e-5 relative. The JIT and the GLSL are each checked against the C++ references elsewhere;
// this checks them against each other directly, shadow lookups included (C9E6f/C9E7f, which the references
// read as colour lookups: here both back ends compare against a depth texture).
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "DifferentialSupport.h"
#include "ExampleRun.h"
#include <cgx/Context.h>

namespace cgx::test::differential {
namespace {

using json = nlohmann::json;

class JitAgainstGl : public GlFixture, public ::testing::WithParamInterface<Case> {};

TEST_P(JitAgainstGl, SameOutputs) {
  const Case& c = GetParam();
  const reference::Example* example = reference::findExample(c.entry);
  ASSERT_NE(example, nullptr) << "no C++ reference for " << c.entry;
  std::string glsl;
  json reflection;
  if (!compileWithCgxc(c, &glsl, &reflection)) return;
  std::vector<reference::Binding> bindings = makeBindings(*example);

  // The outputs and their sizes, as the reference names them for the first binding.
  std::map<std::string, std::size_t> outputComponents;
  for (const auto& [semantic, values] : example->run(bindings.front())) outputComponents[semantic] = values.size();

  Result<Context> context = Context::create(ContextOptions{2, 0});
  ASSERT_TRUE(context.ok()) << context.status().toString();
  // The samplers cgxc's GLSL declares shadow samplers: GL gets a depth texture with comparison there, so the
  // CPU gets the same texture with comparison on.
  std::set<std::string> shadowSamplers;
  for (const json& p : reflection["parameters"])
    if (p["glslName"].is_string() && isShadowSampler(glsl, p["glslName"].get<std::string>()))
      shadowSamplers.insert(p["name"].get<std::string>());
  CpuRun cpu;
  std::string error;
  ASSERT_TRUE(runExampleOnCpu(context.value(), *example, bindings, outputComponents, &cpu, &error, shadowSamplers))
      << error;

  Results gl;
  ASSERT_TRUE(runCgxcProgram(glsl, reflection, c.fragment, false, bindings, &gl, &error))
      << error << "\n--- GLSL ---\n" << glsl;
  // A fragment the JIT discarded has unspecified outputs: take GL's there, so only the rest is compared.
  Results jit = cpu.outputs;
  ASSERT_EQ(jit.size(), gl.size()) << "invocations: the JIT's against llvmpipe's";
  ASSERT_EQ(cpu.discarded.size(), jit.size());
  for (std::size_t i = 0; i < jit.size(); ++i)
    if (cpu.discarded[i] != 0) jit[i] = gl[i];
  std::string report;
  int mismatches = compare(jit, gl, Tolerance{1e-5, 1e-5, true}, "jit", "llvmpipe", &report);
  EXPECT_EQ(mismatches, 0) << mismatches << " values differ between the JIT and llvmpipe:\n" << report;
}

INSTANTIATE_TEST_SUITE_P(Examples, JitAgainstGl, ::testing::ValuesIn(cases({"330"})),
                         [](const auto& info) { return caseName(info.param); });

}  // namespace
}  // namespace cgx::test::differential
