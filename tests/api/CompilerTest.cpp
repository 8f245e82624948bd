// cgx::compileToGlsl / compileFileToGlsl (include/cgx/Compiler.h) from libcgx.so: the GLSL and reflection
// cgxc writes for the same arguments, and a Status for every kind of failure.
#include <cgx/Compiler.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "Subprocess.h"

namespace {

const std::string kSkin = std::string(CGX_SOURCE_DIR) + "/examples/C6E5v_skin4m.cg";

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Without the header comment, which records each one's command line.
std::string withoutComments(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    if (line.rfind("//", 0) != 0) out += line + "\n";
  return out;
}

TEST(CompilerApi, GlslAndReflectionAreCgxcs) {
  const std::string json = testing::TempDir() + "cgx-api-skin.json";
  cgx::test::ProcessResult cgxc = cgx::test::runProcess(
      {CGXC_PATH, "-q", "-entry", "C6E5v_skin4m", "-profile", "arbvp1", "-glsl", "330", "-DUNUSED=1", "-reflect", json, kSkin});
  ASSERT_TRUE(cgxc.exitedWith(0)) << cgxc.describe();
  cgx::CompiledShader shader =
      cgx::compileFileToGlsl(kSkin, "C6E5v_skin4m", "arbvp1", {"-glsl", "330", "-DUNUSED=1"});
  ASSERT_TRUE(shader.ok()) << shader.status.toString() << "\n" << shader.diagnostics;
  EXPECT_EQ(withoutComments(shader.glsl), withoutComments(cgxc.out));
  EXPECT_NE(shader.glsl.find("#version 330"), std::string::npos);
  ASSERT_FALSE(shader.reflection.parameters.empty());
  for (const cgx::reflect::Parameter& parameter : shader.reflection.parameters)
    EXPECT_NE(readFile(json).find("\"" + parameter.name + "\""), std::string::npos) << parameter.name;
  std::filesystem::remove(json);
}

TEST(CompilerApi, ArgumentsReachTheCompile) {
  const char* source = "float4 main(float4 c : COLOR) : COLOR { return c * SCALE; }";
  cgx::CompiledShader scaled = cgx::compileToGlsl(source, "main", "glslf", {"-DSCALE=3", "-po", "version=120"});
  ASSERT_TRUE(scaled.ok()) << scaled.diagnostics;
  EXPECT_NE(scaled.glsl.find("#version 120"), std::string::npos) << scaled.glsl;
  EXPECT_NE(scaled.glsl.find("cgx_COLOR0 * 3.0;"), std::string::npos) << scaled.glsl;
  // Of two -po version= the last counts, as in cgxc.
  cgx::CompiledShader twice =
      cgx::compileToGlsl(source, "main", "glslf", {"-DSCALE=3", "-po", "version=120", "-po", "version=330"});
  ASSERT_TRUE(twice.ok()) << twice.diagnostics;
  EXPECT_NE(twice.glsl.find("#version 330"), std::string::npos) << twice.glsl;
  // Without the macro, SCALE is an undefined name: a compile error whose diagnostic names the file.
  cgx::CompiledShader unscaled = cgx::compileToGlsl(source, "main", "glslf", {}, "scale.cg");
  EXPECT_EQ(unscaled.status.code(), cgx::ErrorCode::CompileError);
  EXPECT_TRUE(unscaled.glsl.empty());
  EXPECT_NE(unscaled.diagnostics.find("scale.cg:1:"), std::string::npos) << unscaled.diagnostics;
  EXPECT_NE(unscaled.diagnostics.find("SCALE"), std::string::npos) << unscaled.diagnostics;
  // cgc's diagnostic format when asked for.
  cgx::CompiledShader cgcStyle =
      cgx::compileToGlsl(source, "main", "glslf", {"-fdiagnostics-format=cgc"}, "scale.cg");
  EXPECT_NE(cgcStyle.diagnostics.find("scale.cg(1) : error"), std::string::npos) << cgcStyle.diagnostics;
}

TEST(CompilerApi, MisuseIsInvalidArgument) {
  const char* source = "float4 main() : COLOR { return 1; }";
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"-o", "x.glsl"}, {"-E"}, {"-reflect", "x.json"}, {"-resources"},
                                             {"-profiles", "all"}, {"-glsl"}, {"-no-such-option"}, {"second.cg"},
                                             {"-nowarn"}, {"-entry", "other"}, {"-DX=1", "-q"}}) {
    cgx::CompiledShader shader = cgx::compileToGlsl(source, "main", "glslf", arguments);
    EXPECT_EQ(shader.status.code(), cgx::ErrorCode::InvalidArgument) << arguments.back();
    EXPECT_FALSE(shader.status.message().empty());
  }
  EXPECT_EQ(cgx::compileToGlsl(source, "main", "glslf", {"-glsl", "999"}).status.code(),
            cgx::ErrorCode::InvalidArgument);
  EXPECT_EQ(cgx::compileToGlsl(source, "main", "glslf", {"-po", "version=999"}).status.code(),
            cgx::ErrorCode::InvalidArgument);
  EXPECT_EQ(cgx::compileToGlsl(source, "main", "no_such_profile").status.code(), cgx::ErrorCode::InvalidProfile);
}

TEST(CompilerApi, UnreadableFileIsFileError) {
  EXPECT_EQ(cgx::compileFileToGlsl("/nonexistent/x.cg", "main", "glslv").status.code(), cgx::ErrorCode::FileError);
  EXPECT_EQ(cgx::compileFileToGlsl(CGX_SOURCE_DIR, "main", "glslv").status.code(), cgx::ErrorCode::FileError);
}

}  // namespace
