// What a GLSL version cannot express gets C1600 naming the feature and a version that has it, never invalid
// GLSL; the same program in a version that has the feature compiles. Also the reflection's GLSL names.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "GlslangCheck.h"
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

TEST(GlslDiagnostics, CompatibilityBuiltinsOnRequest) {
  const char* source = R"(
void main(float4 position : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0,
          out float4 oPosition : POSITION, out float2 oUv : TEXCOORD0, out float4 color : COLOR0)
{
  oPosition = position;
  oUv = uv;
  color = float4(normal, 1);
}
)";
  ProcessResult r = compile(source, {"-profile", "glslv", "-po", "builtins"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  for (const char* expected : {"gl_Position = gl_Vertex;", "gl_TexCoord[0].xy = gl_MultiTexCoord0.xy;",
                               "gl_FrontColor = vec4(gl_Normal, 1.0);", "gl_TexCoord[0] = vec4(0.0, 0.0, 0.0, 1.0);"})
    EXPECT_NE(r.out.find(expected), std::string::npos) << expected << " in:\n" << r.out;
  EXPECT_EQ(r.out.find("attribute"), std::string::npos) << r.out;

  ProcessResult core = compile(source, {"-profile", "glslv", "-po", "version=330,builtins"});
  EXPECT_TRUE(core.exitedWith(1)) << core.describe();
  EXPECT_NE(core.err.find("GLSL 110, 120 and 150 have them"), std::string::npos) << core.err;
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

// A varying wider than one vec4 (a matrix or array between the stages, a matrix through a built-in such as
// WPOS, FACE or POSITION) has no GLSL form here: C1600 naming it, in every version and stage. The writer
// used to spell its components first: `"." + string("xyzw", 8)` read past the swizzle table (ASan), and
// WPOS, FACE and fragment colours of matrix type got no diagnostic at all (`gl_FrontFacing[0]`).
TEST(GlslDiagnostics, VaryingsWiderThanAVec4AreReportedInEveryStage) {
  struct Case {
    const char* profile;
    const char* source;
    const char* varying;
  };
  const Case cases[] = {
      {"glslv", "void main(float4 p : POSITION, out float4 oPos : POSITION, out float2x4 m : TEXCOORD0)"
                " { oPos = p; m = float2x4(p, p); }", "float2x4 (m)"},
      {"glslv", "void main(float4 p : POSITION, out float2x4 o : POSITION) { o = float2x4(p, p); }", "float2x4 (o)"},
      {"glslv", "void main(float4 p : POSITION, out float4 oPos : POSITION, out float4x4 c : COLOR0)"
                " { oPos = p; c = float4x4(p, p, p, p); }", "float4x4 (c)"},
      {"glslf", "float4 main(float2x4 t : TEXCOORD0) : COLOR { return t[0]; }", "float2x4 (t)"},
      {"glslf", "float4 main(float4x4 p : WPOS) : COLOR { return p[0]; }", "float4x4 (p)"},
      {"glslf", "float4 main(float4x4 f : FACE) : COLOR { return f[0]; }", "float4x4 (f)"},
      {"glslf", "void main(float4 uv : TEXCOORD0, out float2x4 c : COLOR0) { c = float2x4(uv, uv); }", "float2x4 (c)"},
      {"glslf", "float4 main(float2x4 t[2] : TEXCOORD0) : COLOR { return t[0][0] + t[1][1]; }", "float2x4[2] (t)"},
  };
  for (const Case& c : cases)
    for (const char* version : {"110", "120", "330", "100", "300es"}) {
      SCOPED_TRACE(std::string(c.profile) + " " + version + ": " + c.source);
      ProcessResult r = compile(c.source, {"-profile", c.profile, "-po", std::string("version=") + version});
      EXPECT_TRUE(r.exitedWith(1)) << r.describe();
      EXPECT_NE(r.err.find("error C1600"), std::string::npos) << r.err;
      EXPECT_NE(r.err.find(std::string("cannot express a varying of type ") + c.varying), std::string::npos) << r.err;
      EXPECT_EQ(r.out.find("#version"), std::string::npos) << "no GLSL is written: " << r.out;
    }
  // A matrix vertex input is a GLSL attribute matrix, no varying: still accepted.
  ProcessResult input = compile("void main(float2x4 p : POSITION, out float4 oPos : POSITION) { oPos = p[0]; }",
                                {"-profile", "glslv"});
  EXPECT_TRUE(input.exitedWith(0)) << input.describe();
}

// A fragment program's array input (`float3 t[3] : TEXCOORD1`) is one varying per element at consecutive
// semantics, as cgc binds it, copied into an array that any index reads; glslang accepts it in
// every version, built-ins too.
TEST(GlslDiagnostics, FragmentArrayInputsAreOneVaryingPerElement) {
  const char* source = "float4 main(float3 t[3] : TEXCOORD1, uniform int n) : COLOR {\n"
                       "  float3 sum = 0;\n"
                       "  for (int i = 0; i < n; i++) sum += t[i];\n"
                       "  return float4(sum, 1);\n"
                       "}\n";
  for (const char* version : {"110", "120", "150", "330", "100", "300es", "110,builtins", "150,builtins"}) {
    SCOPED_TRACE(version);
    ProcessResult r = compile(source, {"-profile", "glslf", "-po", std::string("version=") + version});
    ASSERT_TRUE(r.exitedWith(0)) << r.describe();
    const bool builtins = std::string(version).find("builtins") != std::string::npos;
    for (int e = 0; e < 3; ++e) {
      const std::string varying = builtins ? "gl_TexCoord[" + std::to_string(e + 1) + "]" : "cgx_TEXCOORD" + std::to_string(e + 1);
      EXPECT_NE(r.out.find("t[" + std::to_string(e) + "] = " + varying + ".xyz;"), std::string::npos) << r.out;
    }
    EXPECT_EQ(glslangErrors(r.out, "frag"), "");
  }
}

}  // namespace
}  // namespace cgx::test
