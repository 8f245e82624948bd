// UnresolvedCalls: a call of an interface method no application has bound is C1306 only where it is still
// reachable after dead-code removal (a loop over an unsized array, length 0, is not).
#include "PassHelpers.h"
#include "passes/Pipeline.h"

namespace cgx::test {
namespace {

const char* const kLayers =
    "interface Layer { float4 evaluate(float2 uv); };\n"
    "Layer layers[];\n";

unsigned reported(const std::string& body) {
  auto l = lowerText(std::string(kLayers) + body);
  EXPECT_TRUE(l.module.has_value()) << l.diagnostics();
  if (!l.module) return 0;
  SourceManager sources;
  DiagnosticSink sink(sources);
  passes::runPipeline(*l.module, passes::PassOptions{}, sink);
  unsigned count = 0;
  for (const Diagnostic& d : sink.diagnostics()) count += d.code == DiagCode::UnresolvedInterfaceCall ? 1 : 0;
  return count;
}

TEST(UnresolvedCalls, DeadCallsInALoopOverAnUnsizedArrayAreFine) {
  EXPECT_EQ(reported("float4 main(float2 uv : TEXCOORD0) : COLOR { float4 r = 0;"
                     " for (int i = 0; i < layers.length; i++) r += layers[i].evaluate(uv); return r; }"),
            0u);
}

TEST(UnresolvedCalls, AReachableCallIsReported) {
  EXPECT_EQ(reported("float4 main(float2 uv : TEXCOORD0) : COLOR { return layers[0].evaluate(uv); }"), 1u);
}

}  // namespace
}  // namespace cgx::test
