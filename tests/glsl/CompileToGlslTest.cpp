// driver::compileToGlsl, the in-process GLSL compile the viewer and the demo use, must give what cgxc gives
// on the command line: the same GLSL (apart from the header comment's command line) and the same
// reflection, for every example; and bad input must come back as diagnostics.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <unistd.h>

#include "Subprocess.h"
#include "driver/Compile.h"
#include "gl/PassThroughVertex.h"
#include "reflect/Json.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

// The GLSL without its header comment (which quotes the command line, so it differs by construction).
std::string withoutCommentLines(const std::string& glsl) {
  std::istringstream in(glsl);
  std::string line, out;
  while (std::getline(in, line))
    if (line.rfind("//", 0) != 0) out += line + "\n";
  return out;
}

std::vector<std::string> exampleFiles() {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(sourcePath("examples")))
    if (entry.path().extension() == ".cg") files.push_back("examples/" + entry.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(CompileToGlsl, MatchesCgxcForEveryExample) {
  fs::path reflectPath = fs::temp_directory_path() / ("cgx-compile-to-glsl-" + std::to_string(::getpid()) + ".json");
  for (const std::string& file : exampleFiles()) {
    SCOPED_TRACE(file);
    ExampleTarget target = exampleTarget(readFile(sourcePath(file)));
    driver::SourceProgram program;
    program.source = readFile(sourcePath(file));
    program.fileName = file;
    program.entry = target.entry;
    program.profile = target.profile;
    driver::GlslProgram glsl = driver::compileToGlsl(program, "330");
    ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();

    ProcessOptions options;
    options.workingDirectory = sourcePath(".").string();
    ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", target.profile, "-glsl", "330", "-entry", target.entry,
                                  "-reflect", reflectPath.string(), file},
                                 options);
    ASSERT_TRUE(r.exitedWith(0)) << r.err;
    EXPECT_EQ(withoutCommentLines(glsl.glsl), withoutCommentLines(r.out));
    EXPECT_EQ(reflect::toJson(glsl.reflection), readFile(reflectPath));
  }
  fs::remove(reflectPath);
}

TEST(CompileToGlsl, UnknownVersionIsADiagnostic) {
  driver::SourceProgram program;
  program.source = "float4 main(float4 p : POSITION) : POSITION { return p; }";
  driver::GlslProgram glsl = driver::compileToGlsl(program, "450");
  EXPECT_FALSE(glsl.ok());
  EXPECT_TRUE(glsl.glsl.empty());
  EXPECT_NE(glsl.renderDiagnostics().find("unknown GLSL version '450'"), std::string::npos) << glsl.renderDiagnostics();
}

TEST(CompileToGlsl, BadSourceGivesLocatedDiagnosticsAndNoGlsl) {
  driver::SourceProgram program;
  program.fileName = "bad.cg";
  program.source = "float4 main(float4 p : POSITION) : POSITION {\n  return q;\n}\n";
  driver::GlslProgram glsl = driver::compileToGlsl(program, "120");
  EXPECT_FALSE(glsl.ok());
  EXPECT_TRUE(glsl.glsl.empty());
  EXPECT_TRUE(glsl.reflection.parameters.empty());
  EXPECT_NE(glsl.renderDiagnostics().find("bad.cg:2:"), std::string::npos) << glsl.renderDiagnostics();
}

TEST(CompileToGlsl, FragmentProfileWritesAFragmentShader) {
  driver::SourceProgram program;
  program.source = "float4 main(float4 c : COLOR) : COLOR { return c * 0.5; }";
  program.profile = "glslf";
  driver::GlslProgram glsl = driver::compileToGlsl(program, "100");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
  EXPECT_NE(glsl.glsl.find("precision"), std::string::npos) << glsl.glsl;  // ES 100 declares a precision
  EXPECT_NE(glsl.glsl.find("gl_FragColor"), std::string::npos) << glsl.glsl;
}

// The pass-through vertex program (gl/PassThroughVertex.h) compiles, and writes each semantic where the
// original program's output of that semantic goes: gl_Position, gl_PointSize, cgx's varyings.
TEST(PassThroughVertex, CompilesAndWritesEachSemantic) {
  driver::SourceProgram program;
  std::string error;
  ASSERT_TRUE(gl::passThroughVertexCg({{"POSITION", 4}, {"COLOR0", 3}, {"PSIZE", 1}, {"TEXCOORD3", 2}}, &program.source,
                                      &error))
      << error;
  program.entry = gl::kPassThroughEntry;
  driver::GlslProgram glsl = driver::compileToGlsl(program, "330");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics() << program.source;
  for (const char* expected : {"gl_Position = in0;", "cgx_COLOR0.xyz = in1;", "gl_PointSize = in2;",
                               "cgx_TEXCOORD3.xy = in3;", "layout(location = 3) in vec2 in3;"})
    EXPECT_NE(glsl.glsl.find(expected), std::string::npos) << expected << "\n" << glsl.glsl;
}

// A bad list is an error, not an exception (issue 19: no exception escapes runtime/gl).
TEST(PassThroughVertex, RejectsAListWithoutPositionOrWithBadSizes) {
  auto reason = [](const std::vector<gl::PassThroughVarying>& varyings) {
    std::string source = "untouched", error;
    EXPECT_FALSE(gl::passThroughVertexCg(varyings, &source, &error));
    EXPECT_EQ(source, "untouched");
    return error;
  };
  EXPECT_EQ(reason({{"COLOR0", 4}}), "a pass-through vertex program needs a POSITION varying");
  EXPECT_EQ(reason({{"POSITION", 5}}), "varying 'POSITION' has 5 components (a varying has 1 to 4)");
  EXPECT_EQ(reason({{"POSITION", 4}, {"FOG", 0}}), "varying 'FOG' has 0 components (a varying has 1 to 4)");
  EXPECT_EQ(reason(std::vector<gl::PassThroughVarying>(17, {"POSITION", 4})), "at most 16 varyings pass through (ATTR0-15)");
}

}  // namespace
}  // namespace cgx::test
