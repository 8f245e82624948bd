// The whole pipeline on every program in examples/: the result validates, no calls are left, loops are
// gone (the examples' loops all have constant trip counts), and with requireNoLoops nothing is reported.
#include "PassHelpers.h"
#include "passes/Pipeline.h"
#include "support/InternalError.h"

namespace cgx::test {
namespace {

using namespace cgx::ir;

class PipelineOnExample : public ::testing::TestWithParam<std::string> {};

TEST_P(PipelineOnExample, OptimizesToOneLoopFreeFunction) {
  Lowered l = lowerExample(std::filesystem::path(CGX_SOURCE_DIR) / "examples" / (GetParam() + ".cg"));
  ASSERT_LOWERED(l);
  Module& m = *l.module;
  bool hadLoops = countStmts<LoopStmt>(m) != 0;
  passes::PassOptions opts;
  opts.requireNoLoops = true;  // every example is meant for arbvp1/fp20-class profiles too
  DiagnosticSink sink(*l.parsed.sources);
  bool ok = false;
  ASSERT_NO_THROW(ok = passes::runPipeline(m, opts, sink));
  EXPECT_TRUE(ok);
  EXPECT_EQ(sink.errorCount(), 0u);
  EXPECT_VALID(m);
  EXPECT_EQ(m.functions.size(), 1u);
  EXPECT_EQ(countStmts<CallStmt>(m), 0u) << dump(m);
  EXPECT_EQ(countStmts<LoopStmt>(m), 0u) << (hadLoops ? "loop example: " : "") << dump(m);
  // Something still reads an input or a uniform (no example is a constant program but C2E1v_green's
  // color; the position is always read).
  bool anyReferenced = false;
  for (const Global& g : m.globals) anyReferenced |= g.referenced;
  EXPECT_TRUE(anyReferenced) << dump(m);
}

INSTANTIATE_TEST_SUITE_P(Examples, PipelineOnExample, ::testing::ValuesIn(cgFileStems("examples")),
                         [](const auto& info) { return info.param; });

TEST(Pipeline, LoopExamplesHadLoops) {
  // Guards the test above against lowering changes that would make it vacuous.
  for (const char* name : {"C6E5v_skin4m", "C5E4v_twoLights"}) {
    Lowered l = lowerExample(std::filesystem::path(CGX_SOURCE_DIR) / "examples" / (std::string(name) + ".cg"));
    ASSERT_LOWERED(l);
    EXPECT_GT(countStmts<LoopStmt>(*l.module), 0u) << name;
  }
}

TEST(Pipeline, SkinIndicesBecomeConstant) {
  Lowered l = lowerExample(std::filesystem::path(CGX_SOURCE_DIR) / "examples" / "C6E5v_skin4m.cg");
  ASSERT_LOWERED(l);
  DiagnosticSink sink(*l.parsed.sources);
  ASSERT_TRUE(passes::runPipeline(*l.module, {}, sink));
  std::string d = dump(*l.module);
  // weight[i] and matrixIndex[i] with i = 0..3 are now constant component reads.
  EXPECT_TRUE(contains(d, "[int(3)]")) << d;
  EXPECT_FALSE(contains(d, "'i'")) << d;
}

TEST(Pipeline, InvalidIrIsALogicError) {
  TypeTable types;
  Module m(types);
  Function fn;
  fn.name = "main";
  fn.isEntry = true;
  fn.body.stmts.push_back(Stmt{BreakStmt{}, {}});  // break outside a loop
  m.entry = m.addFunction(std::move(fn));
  SourceManager sources;
  DiagnosticSink sink(sources);
  passes::PassOptions opts;
  opts.inlineCalls = false;
  try {
    passes::runPipeline(m, opts, sink);
    ADD_FAILURE() << "expected an InternalError";
  } catch (const cgx::InternalError& e) {
    EXPECT_EQ(e.stage(), cgx::CompilerStage::Passes);
    EXPECT_TRUE(contains(e.message(), "break outside a loop")) << e.what();
    EXPECT_TRUE(contains(e.message(), "after pass")) << e.what();
    EXPECT_TRUE(contains(e.origin(), "compiler/passes/Pipeline.cpp:")) << e.origin();
  }
}

TEST(Pipeline, NoLoopProfileReportsC5013) {
  auto l = lowerText(
      "float4 main(float4 p : POSITION, uniform int n) : POSITION { float s = 0;"
      " for (int i = 0; i < n; i++) s += i; return s; }");
  ASSERT_LOWERED(l);
  DiagnosticSink sink(*l.parsed.sources);
  passes::PassOptions opts;
  opts.requireNoLoops = true;
  EXPECT_FALSE(passes::runPipeline(*l.module, opts, sink));
  ASSERT_EQ(sink.errorCount(), 1u);
  EXPECT_EQ(sink.diagnostics()[0].code, DiagCode::LoopNotUnrollable);
  EXPECT_VALID(*l.module);
}

}  // namespace
}  // namespace cgx::test
