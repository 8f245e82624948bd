// Geometry programs (gp4gp, gp5gp, glslg) as GLSL 1.50 geometry shaders: the layout qualifiers the profile
// decides, AttribArray inputs read from gl_in[] through the compatibility built-ins (as cgc's glslg reads
// GL_EXT_geometry_shader4's gl_PositionIn / gl_FrontColorIn), emitVertex and restartStrip. Every shader
// written must compile as a geometry shader on Mesa (llvmpipe, headless): glslangValidator does not know the
// compatibility profile's geometry outputs (gl_FrontColor, gl_TexCoord), so it cannot be the judge here.
// What GLSL cannot say is C1600. libCgGL's tests draw with such programs (tests/libcggl/GeometryTest.cpp).
#include <glad/gl.h>
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "Subprocess.h"
#include "gl/HeadlessContext.h"
#include "support/Text.h"

namespace cgx::test {
namespace {

ProcessResult runCgxc(const std::string& source, const std::vector<std::string>& options) {
  std::vector<std::string> args = {CGXC_PATH, "-q"};
  args.insert(args.end(), options.begin(), options.end());
  args.push_back("-");
  ProcessOptions run;
  run.stdinText = source;
  return runProcess(args, run);
}

// The tests that compile what cgxc writes: with a GL context (one for the process), skipped without one.
class GlslGeometryOnGl : public ::testing::Test {
 protected:
  void SetUp() override {
    static std::string error;
    static std::unique_ptr<gl::HeadlessContext> context = gl::HeadlessContext::create(&error);
    if (!context) GTEST_SKIP() << "no headless GL context: " << error;
  }
};

// GL's verdict on a geometry shader: "" when it compiles, the info log otherwise.
std::string glCompileErrors(const std::string& glsl) {
  const GLuint shader = glCreateShader(GL_GEOMETRY_SHADER);
  const char* text = glsl.c_str();
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE, length = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
  std::string log(static_cast<std::size_t>(std::max(length, 1)), '\0');
  glGetShaderInfoLog(shader, length, nullptr, log.data());
  glDeleteShader(shader);
  return ok == GL_TRUE ? "" : log;
}

// Compiles `source` and checks GL compiles the GLSL as a geometry shader; the GLSL.
std::string geometryGlsl(const std::string& source, const std::vector<std::string>& options) {
  ProcessResult c = runCgxc(source, options);
  EXPECT_TRUE(c.exitedWith(0)) << c.describe();
  if (!c.exitedWith(0)) return c.out;
  const std::string errors = glCompileErrors(c.out);
  EXPECT_EQ(errors, "") << "\n--- GLSL ---\n" << c.out;
  return c.out;
}

// Shrinks each triangle towards its centre, as the toolkit's gs_shrinky does: a function of an AttribArray,
// a float2 position (the rest of gl_Position is (0, 0, 0, 1) at each vertex), a uniform.
const char* const kShrink = R"(
float2 centre(AttribArray<float2> p) {
  float2 sum = 0;
  for (int i = 0; i < p.length; i++) sum += p[i];
  return sum / p.length;
}
TRIANGLE void shrink(AttribArray<float2> position : POSITION, AttribArray<float4> colour : COLOR,
                     uniform float amount) {
  float2 c = centre(position);
  for (int i = 0; i < position.length; i++)
    emitVertex(lerp(position[i], c, amount) : POSITION, colour[i] : COLOR);
}
)";

TEST_F(GlslGeometryOnGl, ShrinkingTrianglesAsGlsl150) {
  // glslg writes GLSL of itself; the assembly profiles do with -glsl (their limits checked all the same).
  for (const std::vector<std::string>& options : {std::vector<std::string>{"-profile", "glslg"},
                                                  std::vector<std::string>{"-profile", "gp4gp", "-glsl", "150"},
                                                  std::vector<std::string>{"-profile", "gp5gp", "-glsl", "150"}}) {
    SCOPED_TRACE(options[1]);
    std::vector<std::string> all = options;
    all.insert(all.end(), {"-entry", "shrink"});
    const std::string glsl = geometryGlsl(kShrink, all);
    EXPECT_TRUE(contains(glsl, "#version 150 compatibility\n")) << glsl;
    EXPECT_TRUE(contains(glsl, "layout(triangles) in;\n")) << glsl;
    // The loop stays a loop in GLSL, so the profile's limit for a vertex of 8 components is the count.
    EXPECT_TRUE(contains(glsl, "layout(triangle_strip, max_vertices = ")) << glsl;
    // The whole AttribArray passed to a function, and one element read.
    EXPECT_TRUE(contains(glsl, "vec2[3](gl_in[0].gl_Position.xy, gl_in[1].gl_Position.xy, gl_in[2].gl_Position.xy)"))
        << glsl;
    EXPECT_TRUE(contains(glsl, "gl_FrontColor = gl_in[clamp(i, 0, 2)].gl_FrontColor;")) << glsl;
    EXPECT_TRUE(contains(glsl, "gl_Position = vec4(0.0, 0.0, 0.0, 1.0);\n")) << glsl;
    EXPECT_TRUE(contains(glsl, "EmitVertex();")) << glsl;
    EXPECT_TRUE(contains(glsl, "uniform float amount;")) << glsl;
  }
}

// One helper of an AttribArray called from entries of two primitives (the toolkit's gs_md2shadow has
// TRIANGLE and TRIANGLE_ADJ entries sharing makeFacesVector): each compile specializes it for its length.
TEST_F(GlslGeometryOnGl, AHelperServesEntriesOfTwoPrimitives) {
  const char* source = R"(
float4 first(AttribArray<float4> p) { return p[0]; }
float4 corner(AttribArray<float4> p, int i) { return p.length > 3 ? p[i * 2] : first(p); }
TRIANGLE void plain(AttribArray<float4> position : POSITION) {
  for (int i = 0; i < 3; i++) emitVertex(corner(position, i) : POSITION);
}
TRIANGLE_ADJ void adjacent(AttribArray<float4> position : POSITION) {
  for (int i = 0; i < 3; i++) emitVertex(corner(position, i) : POSITION);
}
)";
  const std::string plain = geometryGlsl(source, {"-profile", "glslg", "-entry", "plain"});
  EXPECT_TRUE(contains(plain, "vec4[3](gl_in[0].gl_Position, gl_in[1].gl_Position, gl_in[2].gl_Position)")) << plain;
  const std::string adjacent = geometryGlsl(source, {"-profile", "glslg", "-entry", "adjacent"});
  EXPECT_TRUE(contains(adjacent, "layout(triangles_adjacency) in;")) << adjacent;
  EXPECT_TRUE(contains(adjacent, "vec4[6](gl_in[0].gl_Position")) << adjacent;
}

// Points grown into quads: -po TRIANGLE_OUT, texture coordinates through gl_TexCoord[n], restartStrip,
// and two emitVertex paths (one quad or two).
TEST_F(GlslGeometryOnGl, PointsToStripsWithTexcoords) {
  const char* source = R"(
POINT void sprite(AttribArray<float4> position : POSITION, AttribArray<float2> size : TEXCOORD1,
                  uniform bool twice) {
  float4 p = position[0];
  float2 s = size[0];
  emitVertex(p + float4(-s.x, -s.y, 0, 0) : POSITION, float2(0, 0) : TEXCOORD0);
  emitVertex(p + float4(s.x, -s.y, 0, 0) : POSITION, float2(1, 0) : TEXCOORD0);
  emitVertex(p + float4(-s.x, s.y, 0, 0) : POSITION, float2(0, 1) : TEXCOORD0);
  emitVertex(p + float4(s.x, s.y, 0, 0) : POSITION, float2(1, 1) : TEXCOORD0);
  if (twice) {
    restartStrip();
    emitVertex(p : POSITION, float2(0.5, 0.5) : TEXCOORD0);
    emitVertex(p + float4(s.x, 0, 0, 0) : POSITION, float2(1, 0.5) : TEXCOORD0);
    emitVertex(p + float4(0, s.y, 0, 0) : POSITION, float2(0.5, 1) : TEXCOORD0);
  }
}
)";
  const std::string glsl = geometryGlsl(source, {"-profile", "gp4gp", "-glsl", "150", "-po", "TRIANGLE_OUT", "-entry", "sprite"});
  EXPECT_TRUE(contains(glsl, "layout(points) in;\n")) << glsl;
  EXPECT_TRUE(contains(glsl, "layout(triangle_strip, max_vertices = 7) out;\n")) << glsl;
  EXPECT_TRUE(contains(glsl, "gl_in[0].gl_TexCoord[1].xy")) << glsl;
  EXPECT_TRUE(contains(glsl, "gl_TexCoord[0] = vec4(0.0, 0.0, 0.0, 1.0);\n")) << glsl;
  EXPECT_TRUE(contains(glsl, "gl_TexCoord[0].xy = ")) << glsl;
  EXPECT_TRUE(contains(glsl, "EndPrimitive();")) << glsl;
}

// Every input primitive's layout word, the other outputs' built-ins, the primitive's number, and a
// semantic with no built-in as a declared array (`in vec4 cgx_TANGENT[]`).
TEST_F(GlslGeometryOnGl, PrimitivesAndOtherBuiltins) {
  const struct {
    const char* word;
    const char* layout;
  } primitives[] = {{"POINT", "points"},
                    {"LINE", "lines"},
                    {"LINE_ADJ", "lines_adjacency"},
                    {"TRIANGLE", "triangles"},
                    {"TRIANGLE_ADJ", "triangles_adjacency"}};
  for (const auto& p : primitives) {
    SCOPED_TRACE(p.word);
    const std::string source =
        std::string(p.word) +
        " void main(AttribArray<float4> position : POSITION, AttribArray<float3> tangent : TANGENT,\n"
        "           AttribArray<float4> back : BCOL0, AttribArray<float> fog : FOG, int id : PRIMITIVEID) {\n"
        "  for (int i = 0; i < position.length; i++)\n"
        "    emitVertex(position[i] : POSITION, float4(tangent[i], fog[i]) : TEXCOORD2, back[i] : COLOR1,\n"
        "               float4(id, 0, 0, 1) : TEXCOORD3);\n"
        "}\n";
    const std::string glsl = geometryGlsl(source, {"-profile", "glslg"});
    EXPECT_TRUE(contains(glsl, std::string("layout(") + p.layout + ") in;\n")) << glsl;
    EXPECT_TRUE(contains(glsl, "in vec4 cgx_TANGENT[];")) << glsl;
    EXPECT_TRUE(contains(glsl, "].gl_BackColor")) << glsl;
    EXPECT_TRUE(contains(glsl, "].gl_FogFragCoord")) << glsl;
    EXPECT_TRUE(contains(glsl, "gl_FrontSecondaryColor = ")) << glsl;
    EXPECT_TRUE(contains(glsl, "gl_PrimitiveIDIn")) << glsl;
  }
}

// What a GLSL geometry shader cannot say here, each C1600 with the place: a version but 150 (330 core has
// no compatibility built-ins, and a colour passed through would be `in` and `out` under one name), a
// clip-plane output (as in vertex shaders).
TEST(GlslGeometry, WhatGlslCannotSayIsC1600) {
  const char* simple = "TRIANGLE void main(AttribArray<float4> p : POSITION) {\n"
                       "  for (int i = 0; i < 3; i++) emitVertex(p[i] : POSITION);\n"
                       "}\n";
  for (const char* version : {"110", "330"}) {
    ProcessResult old = runCgxc(simple, {"-profile", "glslg", "-po", std::string("version=") + version});
    EXPECT_TRUE(old.exitedWith(1)) << old.describe();
    EXPECT_TRUE(contains(old.err, "<stdin>:1:1: error C1600: GLSL " + std::string(version) +
                                      " cannot express a geometry program (cgx writes geometry shaders in GLSL 150)"))
        << old.err;
  }
  const char* clip = "TRIANGLE void main(AttribArray<float4> p : POSITION) {\n"
                     "  for (int i = 0; i < 3; i++) emitVertex(p[i] : POSITION, p[i].x : CLP0);\n"
                     "}\n";
  ProcessResult plane = runCgxc(clip, {"-profile", "glslg"});
  EXPECT_TRUE(plane.exitedWith(1)) << plane.describe();
  EXPECT_TRUE(contains(plane.err, "error C1600: GLSL 150 cannot express clip-plane output CLP0")) << plane.err;
}

}  // namespace
}  // namespace cgx::test
