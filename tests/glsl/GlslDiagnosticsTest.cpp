// What a GLSL version cannot express gets C1600 naming the feature and a version that has it, never invalid
// GLSL; the same program in a version that has the feature compiles. Also the reflection's GLSL names.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "Subprocess.h"

namespace cgx::test {
namespace {

ProcessResult compile(const std::string& source, const std::vector<std::string>& extra) {
  std::vector<std::string> argv{CGXC_PATH, "-q"};
  argv.insert(argv.end(), extra.begin(), extra.end());
  argv.push_back("-");
  ProcessOptions options;
  options.stdinText = source;
  return runProcess(argv, options);
}

const char* const kBitOperations = R"(
float4 main(float4 p : POSITION, uniform int mask) : POSITION
{
  int bits = mask & 3;
  return p * (float)bits;
}
)";

TEST(GlslDiagnostics, IntegerBitOperationsNeedGlsl130) {
  ProcessResult old = compile(kBitOperations, {"-profile", "glslv", "-po", "version=110"});
  EXPECT_TRUE(old.exitedWith(1)) << old.describe();
  EXPECT_NE(old.err.find("C1600"), std::string::npos) << old.err;
  EXPECT_NE(old.err.find("the integer operator &"), std::string::npos) << old.err;
  EXPECT_NE(old.err.find("330"), std::string::npos) << "the message names a version that has it: " << old.err;
  EXPECT_EQ(old.out.find("#version"), std::string::npos) << "no GLSL is written: " << old.out;

  ProcessResult modern = compile(kBitOperations, {"-profile", "glslv", "-po", "version=330"});
  EXPECT_TRUE(modern.exitedWith(0)) << modern.describe();
  EXPECT_NE(modern.out.find("mask & 3"), std::string::npos) << modern.out;
}

TEST(GlslDiagnostics, ThreeDimensionalTexturesNeedEs300) {
  const char* source = R"(
float4 main(float3 uvw : TEXCOORD0, uniform sampler3D volume) : COLOR
{
  return tex3D(volume, uvw);
}
)";
  ProcessResult es100 = compile(source, {"-profile", "glslf", "-po", "version=100"});
  EXPECT_TRUE(es100.exitedWith(1)) << es100.describe();
  EXPECT_NE(es100.err.find("3D textures"), std::string::npos) << es100.err;
  ProcessResult es300 = compile(source, {"-profile", "glslf", "-po", "version=300es"});
  EXPECT_TRUE(es300.exitedWith(0)) << es300.describe();
  EXPECT_NE(es300.out.find("texture(volume, cgx_TEXCOORD0.xyz)"), std::string::npos) << es300.out;
}

TEST(GlslDiagnostics, HardwareProfileWithGlslOptionChecksLimitsAndWritesGlsl) {
  const char* source = R"(
float4 main(float4 p : POSITION, uniform float4x4 mvp) : POSITION { return mul(mvp, p); }
)";
  ProcessResult r = compile(source, {"-profile", "arbvp1", "-glsl", "330"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_NE(r.out.find("#version 330 core"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("layout(location = 0) in vec4 p;"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("gl_Position = p * mvp;"), std::string::npos) << "mul(M, v) is v * M: " << r.out;
}

TEST(GlslDiagnostics, ReservedNamesAreRenamed) {
  // cgc keeps `input` and `output`, which GLSL reserves; glslang rejects its output for that.
  const char* source = R"(
struct VertexOut { float4 position : POSITION; };
VertexOut main(float4 input : POSITION, uniform float4 output)
{
  VertexOut o;
  o.position = input + output;
  return o;
}
)";
  ProcessResult r = compile(source, {"-profile", "glslv"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_NE(r.out.find("attribute vec4 input_1;"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("uniform vec4 output_1;"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find(" input;"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cgx::test
