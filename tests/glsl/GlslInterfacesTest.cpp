// Cg interfaces in the GLSL back end: a function with an interface parameter is written once per struct it
// is called with (lower/LowerInterfaces.cpp), and the GLSL must compile (glslang). GLSL keeps
// user functions, so these are where a specialization's name and parameter types show. An array of
// interfaces bound element by element (-type "layers = { Flat, Stripe }", lower/LowerInterfaceArrays.cpp)
// is a uniform per element; GLSL keeps loops, so a call through `layers[i]` stays a dispatch on i.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "GlslangCheck.h"
#include "Subprocess.h"
#include "support/ShadeLayers.h"

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

ProcessResult cgxc(const std::string& source, const std::string& version, const std::vector<std::string>& bindings = {}) {
  ProcessOptions options;
  options.stdinText = source;
  std::vector<std::string> argv{CGXC_PATH, "-q", "-profile", "glslf", "-po", "version=" + version};
  for (const std::string& binding : bindings) argv.insert(argv.end(), {"-type", binding});
  argv.push_back("-");
  return runProcess(argv, options);
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
    EXPECT_EQ(glslangErrors(c.out, "frag"), "");
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

const std::string kLayers = std::string(kShadeLayers) + R"(
uniform int pick;
float4 twice(Shade s, float2 uv) { return 2 * s.eval(uv); }
float4 main(float2 uv : TEXCOORD0) : COLOR {
  float4 r = float4(0, 0, 0, 1);
  for (int i = 0; i < layers.length; i++) { float4 l = layers[i].eval(uv); r = l + (1 - l.a) * r; }
  Shade last = layers[2];
  return r + layers[pick].eval(uv) + twice(layers[1], uv) + last.eval(uv);
}
)";

// Each element is a uniform of its own struct (GLSL `layers_1` for Cg's `layers[1]`), the loop and the
// run-time index dispatch to each element's method, an element passes for an interface parameter and
// initializes an interface local; every version compiles.
TEST(GlslInterfaces, InterfaceArrayElementsAreUniformsOfTheirStructs) {
  for (const char* version : {"110", "120", "330", "100es", "300es"}) {
    SCOPED_TRACE(version);
    ProcessResult c = cgxc(kLayers, version, {"layers[0] = Flat", "layers[1] = Stripe", "layers[2] = Flat"});
    ASSERT_TRUE(c.exitedWith(0)) << c.describe();
    for (const char* text : {"uniform Flat layers_0;", "uniform Stripe layers_1;", "uniform Flat layers_2;",
                             "Flat_eval(layers_0,", "Stripe_eval(layers_1,", "Flat_eval(layers_2,",
                             "twice_Stripe_(layers_1,", "last = layers_2;", "< 3;"})
      EXPECT_NE(c.out.find(text), std::string::npos) << text << "\n" << c.out;
    EXPECT_EQ(glslangErrors(c.out, "frag"), "");
  }
  // The brace list is the same; with no binding the array has no elements: the loop never runs, and the
  // calls through a run-time index or a constant one have no struct (C1306, as cgc has it).
  auto code = [](const std::string& glsl) { return glsl.substr(glsl.find("\nstruct")); };  // not the command line
  ProcessResult list = cgxc(kLayers, "110", {"layers = { Flat, Stripe, Flat }"});
  ASSERT_TRUE(list.exitedWith(0)) << list.describe();
  EXPECT_EQ(code(list.out), code(cgxc(kLayers, "110", {"layers[0] = Flat", "layers[1] = Stripe", "layers[2] = Flat"}).out));
  ProcessResult unbound = cgxc(kLayers, "110");
  EXPECT_TRUE(unbound.exitedWith(1)) << unbound.describe();
  EXPECT_NE(unbound.err.find("error C1306"), std::string::npos) << unbound.err;
}

// An element past the ones bound is C1306 where it is called (cgc: C1306); a run-time element for an
// interface local (cgx gives a local one struct) and the whole array (no one value) are C0165.
TEST(GlslInterfaces, InterfaceArrayElementsCgxCannotUse) {
  const std::string head = std::string(kLayers).substr(0, std::string(kLayers).find("float4 twice"));
  struct Case {
    const char* body;
    const char* error;
  };
  const Case cases[] = {
      {"float4 main(float2 uv : TEXCOORD0) : COLOR { return layers[3].eval(uv); }",
       "error C1306: cannot determine type of interface variable: 'layers[3]' is outside the 3 elements the "
       "bindings gave 'layers'"},
      {"float4 main(float2 uv : TEXCOORD0) : COLOR { Shade s = layers[pick]; return s.eval(uv); }",
       "error C0165: cgx cannot lower an interface variable given an element of an array of interfaces chosen at "
       "run time yet"},
      {"float4 all(Shade a[], float2 uv) { return a[0].eval(uv); }\n"
       "float4 main(float2 uv : TEXCOORD0) : COLOR { return all(layers, uv); }",
       "error C0165: cgx cannot lower a use of the whole array of interfaces 'layers', whose elements are bound one "
       "by one (only its elements and its length) yet"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.body);
    ProcessResult r = cgxc(head + c.body, "110", {"layers = { Flat, Stripe, Flat }"});
    EXPECT_TRUE(r.exitedWith(1)) << r.describe();
    EXPECT_NE(r.err.find(c.error), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace cgx::test
