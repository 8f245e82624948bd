// Cg interfaces in the GLSL back end: a function with an interface parameter is written once per struct it
// is called with (lower/LowerInterfaces.cpp), and the GLSL must compile (glslangValidator). GLSL keeps
// user functions, so these are where a specialization's name and parameter types show.
#include <gtest/gtest.h>

#include <string>

#include "Subprocess.h"

namespace cgx::test {
namespace {

const char* const kShapes = R"(
interface Shape {
  float distance(float2 p);
};
struct Circle : Shape {
  float radius;
  float distance(float2 p) { return length(p) - radius; }
};
struct Band : Shape {
  float width;
  float distance(float2 p) { return abs(p.y) - width; }
};
float edge(Shape s, float2 p) { return s.distance(p); }
float coverage(Shape s, float2 p) { return saturate(-edge(s, p)); }
uniform Circle circle;
uniform Band band;
float4 main(float2 uv : TEXCOORD0) : COLOR {
  Shape local = band;  // an interface local is a Band local
  return float4(coverage(circle, uv), coverage(local, uv), 0, 1);
}
)";

ProcessResult cgxc(const std::string& source, const std::string& version) {
  ProcessOptions options;
  options.stdinText = source;
  return runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-po", "version=" + version, "-"}, options);
}

TEST(GlslInterfaces, SpecializationsCompile) {
  for (const char* version : {"110", "330"}) {
    SCOPED_TRACE(version);
    ProcessResult c = cgxc(kShapes, version);
    ASSERT_TRUE(c.exitedWith(0)) << c.describe();
    // Each struct's method and a copy of each function for each struct, called with the struct itself.
    EXPECT_NE(c.out.find("uniform Circle"), std::string::npos) << c.out;
    EXPECT_NE(c.out.find("uniform Band"), std::string::npos) << c.out;
    EXPECT_NE(c.out.find("coverage_Circle"), std::string::npos) << c.out;
    EXPECT_NE(c.out.find("coverage_Band"), std::string::npos) << c.out;
    const std::string validator = findExecutable("glslangValidator");
    if (validator.empty()) GTEST_SKIP() << "glslangValidator is not installed";
    ProcessOptions options;
    options.stdinText = c.out;
    ProcessResult v = runProcess({validator, "--stdin", "-S", "frag"}, options);
    EXPECT_TRUE(v.exitedWith(0)) << v.out << v.err << "\n--- GLSL ---\n" << c.out;
  }
}

// One struct per interface variable: cgc follows a variable given another struct later (and rejects one
// given different structs in the branches of an if, C1306); cgx reports both as not lowered yet.
TEST(GlslInterfaces, AnInterfaceLocalGivenTwoStructsIsC0165) {
  std::string source = std::string(kShapes) +
                       "float4 other(float2 uv : TEXCOORD0) : COLOR { Shape s = circle; s = band; return edge(s, uv).xxxx; }\n";
  ProcessOptions options;
  options.stdinText = source;
  ProcessResult c = runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-entry", "other", "-"}, options);
  EXPECT_TRUE(c.exitedWith(1)) << c.describe();
  EXPECT_NE(c.err.find("error C0165: cgx cannot lower an interface variable given a 'Band' after a 'Circle' yet"),
            std::string::npos)
      << c.err;
}

// A function that returns an interface (cgc follows the struct into the caller) is not lowered yet: an
// error, also where the value returned is an assignment to a local of no known struct (which crashed).
TEST(GlslInterfaces, AFunctionReturningAnInterfaceIsC0165) {
  for (const char* program : {"Shape pick() { return circle; }\n"
                              "float4 other(float2 uv : TEXCOORD0) : COLOR { return pick().distance(uv).xxxx; }\n",
                              "uniform Shape chosen;\nShape pick() { Shape s; return s = chosen; }\n"
                              "float4 other(float2 uv : TEXCOORD0) : COLOR { return edge(pick(), uv).xxxx; }\n"}) {
    ProcessOptions options;
    options.stdinText = std::string(kShapes) + program;
    ProcessResult c = runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-entry", "other", "-"}, options);
    EXPECT_TRUE(c.exitedWith(1)) << c.describe();
    EXPECT_NE(c.err.find("error C0165: cgx cannot lower a function that returns an interface yet"), std::string::npos)
        << c.err;
  }
}

// An interface uniform no -type binds: the function's Shape is the application's choice, unknown here.
TEST(GlslInterfaces, AnUnboundArgumentIsC1306) {
  std::string source = std::string(kShapes) + "uniform Shape chosen;\n"
                       "float4 other(float2 uv : TEXCOORD0) : COLOR { return coverage(chosen, uv).xxxx; }\n";
  ProcessOptions options;
  options.stdinText = source;
  ProcessResult c = runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-entry", "other", "-"}, options);
  EXPECT_TRUE(c.exitedWith(1)) << c.describe();
  EXPECT_NE(c.err.find("error C1306: cannot determine type of interface variable: the Shape passed to 'coverage'"),
            std::string::npos)
      << c.err;
}

}  // namespace
}  // namespace cgx::test
