// The book's examples through the runtime API against the hand-written C++ references (tests/reference):
// uniforms set by their Cg paths, inputs bound by semantic, many invocations at once (a fresh random input
// for each, the first binding's uniforms and textures), every output within 1e-5 relative.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>

#include "Reference.h"
#include "ExampleRun.h"
#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

constexpr std::uint64_t kInvocations = 64;  // a multiple of 4 (fragment quads) and of every lane width

class Examples : public ::testing::TestWithParam<std::string> {};

TEST_P(Examples, MatchReference) {
  const reference::Example* example = reference::findExample(GetParam());
  ASSERT_NE(example, nullptr);
  Context context = test::makeContext(2);
  std::mt19937 random(20261122);
  std::vector<reference::Binding> bindings;
  for (std::uint64_t i = 0; i < kInvocations; ++i) bindings.push_back(example->randomBinding(random));
  // What the reference computes (with the first binding's uniforms and textures) names the outputs.
  std::vector<reference::Outputs> want;
  for (reference::Binding& binding : bindings) {
    binding.uniforms = bindings.front().uniforms;
    binding.textures = bindings.front().textures;
    want.push_back(example->run(binding));
  }
  std::map<std::string, std::size_t> outputComponents;
  for (const auto& [semantic, values] : want.front()) outputComponents[semantic] = values.size();
  test::CpuRun run;
  std::string error;
  ASSERT_TRUE(test::runExampleOnCpu(context, *example, bindings, outputComponents, &run, &error)) << error;
  const std::string profile = test::profileFor(*example);

  int mismatches = 0;
  for (std::uint64_t i = 0; i < kInvocations; ++i) {
    if (run.discarded[i] != 0) continue;
    for (const auto& [semantic, values] : want[i]) {
      const reference::Values& got = run.outputs[i].at(semantic);
      for (std::size_t c = 0; c < values.size(); ++c) {
        const float g = got[c], w = values[c];
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
