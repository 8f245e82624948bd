// An internal compiler error reaches the user of cgxc as diagnostic C1602 at the span of the construct the
// stage was handling, naming the stage and the cgx source line that raised it, with exit status 3 and no
// output written. CGX_DEBUG_ICE=<stage> (driver/CompileUnit.cpp) raises one as the stage starts, so every
// stage's path to the user is checked without keeping a bug around for it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "Subprocess.h"

namespace cgx::test {
namespace {

// The entry on line 3, column 1: where the stages after parsing report.
const std::string kProgram =
    "// internal error test\n"
    "uniform float4 tint;\n"
    "float4 main(float4 color : COLOR0) : COLOR { return color * tint; }\n";

// cgxc with CGX_DEBUG_ICE=`stage` in its environment (the child inherits it), the program on stdin.
ProcessResult cgxcWithIce(const std::string& stage, std::vector<std::string> args) {
  ::setenv("CGX_DEBUG_ICE", stage.c_str(), 1);
  args.insert(args.begin(), CGXC_PATH);
  args.push_back("-");
  ProcessOptions options;
  options.stdinText = kProgram;
  ProcessResult r = runProcess(args, options);
  ::unsetenv("CGX_DEBUG_ICE");
  return r;
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

struct StageCase {
  const char* keyword;
  const char* name;       // support/InternalError.cpp stageName
  int line, column;       // where the stage reports (the span's start)
  std::string lineText;   // that source line, which the caret line follows
};

TEST(InternalError, EachStageReportsC1602WithStageAndSpanAndExitStatus3) {
  const std::string entryLine = "float4 main(float4 color : COLOR0) : COLOR { return color * tint; }";
  const std::vector<StageCase> cases = {
      // The start of the file, before there is any construct; then the first declaration (its name);
      // then the entry function.
      {"preprocess", "the preprocessor", 1, 1, "// internal error test"},
      {"parse", "the parser", 1, 1, "// internal error test"},
      {"sema", "semantic analysis", 2, 16, "uniform float4 tint;"},
      {"lower", "lowering to IR", 3, 1, entryLine},
      {"passes", "the IR passes", 3, 1, entryLine},
      {"glsl", "the GLSL writer", 3, 1, entryLine},
      {"profile", "the profile checks", 3, 1, entryLine},
  };
  for (const StageCase& c : cases) {
    SCOPED_TRACE(c.keyword);
    ProcessResult r = cgxcWithIce(c.keyword, {"-profile", "glslf"});
    EXPECT_TRUE(r.exitedWith(3)) << r.describe();
    std::string expected = "<stdin>:" + std::to_string(c.line) + ":" + std::to_string(c.column) + ": fatal error C1602: internal compiler error in " + c.name +
                           ": CGX_DEBUG_ICE=" + c.keyword + " asked for an internal error here";
    EXPECT_TRUE(contains(r.err, expected)) << "expected '" << expected << "' in\n" << r.err;
    std::string caret = "\n" + c.lineText + "\n" + std::string(static_cast<std::size_t>(c.column - 1), ' ') + "^";
    EXPECT_TRUE(contains(r.err, caret)) << r.err;
    EXPECT_TRUE(contains(r.err, "raised at compiler/driver/CompileUnit.cpp:")) << r.err;
    EXPECT_TRUE(contains(r.err, "this is a bug in cgx, please report it")) << r.err;
    EXPECT_FALSE(contains(r.out, "void main")) << "no GLSL is written after an internal error\n" << r.out;
  }
}

TEST(InternalError, CgcStyleDiagnosticsCarryTheStageToo) {
  ProcessResult r = cgxcWithIce("lower", {"-profile", "arbfp1", "-fdiagnostics-format=cgc"});
  EXPECT_TRUE(r.exitedWith(3)) << r.describe();
  EXPECT_TRUE(contains(r.err, "(3) : fatal error C1602: internal compiler error in lowering to IR")) << r.err;
}

TEST(InternalError, WithoutTheVariableTheSameCompileSucceeds) {
  // The control: the program itself is fine, so the status above comes from the injected error alone.
  ProcessOptions options;
  options.stdinText = kProgram;
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-"}, options);
  EXPECT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_TRUE(contains(r.out, "void main")) << r.out;
}

}  // namespace
}  // namespace cgx::test
