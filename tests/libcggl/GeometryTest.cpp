// Geometry programs through libCgGL on llvmpipe: the geometry profiles are supported and gp4gp is the latest
// on a GL with GLSL 1.50 geometry shaders (NVIDIA's reports none off NVIDIA's GL), and a geometry program
// binds in the pipeline between the vertex and fragment programs, which meet it on GL's built-in varyings.
#include <string>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

// Moves each triangle's corners towards its centre by `amount` (0: the triangle as drawn).
constexpr const char* kShrink =
    "TRIANGLE void main(AttribArray<float4> position : POSITION, AttribArray<float4> colour : COLOR0,\n"
    "                   uniform float amount) {\n"
    "  float4 centre = (position[0] + position[1] + position[2]) / 3;\n"
    "  for (int i = 0; i < position.length; i++)\n"
    "    emitVertex(lerp(position[i], centre, amount) : POSITION, colour[i] : COLOR0);\n"
    "}\n";

// One point becomes a quad of half the target's size around it, coloured by its texture coordinates.
constexpr const char* kSprite =
    "POINT void main(AttribArray<float4> position : POSITION, uniform float size) {\n"
    "  float4 p = position[0];\n"
    "  emitVertex(p + float4(-size, -size, 0, 0) : POSITION, float2(0, 0) : TEXCOORD0);\n"
    "  emitVertex(p + float4(size, -size, 0, 0) : POSITION, float2(1, 0) : TEXCOORD0);\n"
    "  emitVertex(p + float4(-size, size, 0, 0) : POSITION, float2(0, 1) : TEXCOORD0);\n"
    "  emitVertex(p + float4(size, size, 0, 0) : POSITION, float2(1, 1) : TEXCOORD0);\n"
    "}\n";
constexpr const char* kTexcoordFragment = "float4 main(float2 uv : TEXCOORD0) : COLOR { return float4(uv, 1, 1); }\n";

class Geometry : public LibCgGL {
 protected:
  void TearDown() override {
    cgGLDisableProfile(CG_PROFILE_GP4GP);
    cgGLUnbindProgram(CG_PROFILE_GP4GP);
    LibCgGL::TearDown();
  }

  // One triangle over the whole 8x8 target, in `colour`.
  void drawTriangle(float r, float g, float b) {
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    glColor4f(r, g, b, 1);
    glBegin(GL_TRIANGLES);
    glVertex2f(-1, -1);
    glVertex2f(3, -1);
    glVertex2f(-1, 3);
    glEnd();
  }
};

TEST_F(Geometry, ProfilesOnAGlWithGeometryShaders) {
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_GEOMETRY), CG_PROFILE_GP4GP);
  for (CGprofile p : {CG_PROFILE_GP4GP, CG_PROFILE_GP5GP, CG_PROFILE_GLSLG})
    EXPECT_TRUE(cgGLIsProfileSupported(p)) << cgGetProfileString(p);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Geometry, AGeometryProgramShrinksTriangles) {
  CGprogram vertex = use(kPassVertex, CG_PROFILE_ARBVP1);
  CGprogram geometry = use(kShrink, CG_PROFILE_GP4GP);
  CGprogram fragment = use(kTintFragment, CG_PROFILE_ARBFP1);
  cgSetParameter4f(cgGetNamedParameter(vertex, "scale"), 1, 1, 1, 1);
  cgSetParameter4f(cgGetNamedParameter(fragment, "tint"), 1, 1, 1, 1);
  CGparameter amount = cgGetNamedParameter(geometry, "amount");
  ASSERT_NE(amount, nullptr);

  cgSetParameter1f(amount, 0);  // the triangle as drawn covers the target
  drawTriangle(0.25f, 0.5f, 1);
  EXPECT_TRUE(Rgba(pixel(0, 0), 0.25f, 0.5f, 1, 1));
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 1, 1));

  // Halfway to the centre (1/3, 1/3): corners (-1/3, -1/3), (5/3, -1/3), (-1/3, 5/3). The target's corner
  // pixel is outside, its centre inside.
  cgSetParameter1f(amount, 0.5f);
  drawTriangle(0.25f, 0.5f, 1);
  EXPECT_TRUE(Rgba(pixel(0, 0), 0, 0, 0, 0));
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 1, 1));

  // The geometry stage off: the triangle as drawn again.
  cgGLDisableProfile(CG_PROFILE_GP4GP);
  drawTriangle(0.25f, 0.5f, 1);
  EXPECT_TRUE(Rgba(pixel(0, 0), 0.25f, 0.5f, 1, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// glslv, glslg and glslf combined (as the toolkit's gs_simple combines them), a point grown into a quad
// with -po TRIANGLE_OUT, texture coordinates through gl_TexCoord[0].
TEST_F(Geometry, ACombinationOfThreeGrowsPointsIntoQuads) {
  CGprogram vertex = cgCreateProgram(context, CG_SOURCE, kPassVertex, CG_PROFILE_GLSLV, "main", nullptr);
  const char* args[] = {"-po", "TRIANGLE_OUT", nullptr};
  CGprogram geometry = cgCreateProgram(context, CG_SOURCE, kSprite, CG_PROFILE_GLSLG, "main", args);
  CGprogram fragment = cgCreateProgram(context, CG_SOURCE, kTexcoordFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_TRUE(vertex && geometry && fragment) << cgGetLastListing(context);
  CGprogram combined = cgCombinePrograms3(vertex, geometry, fragment);
  ASSERT_NE(combined, nullptr);
  EXPECT_EQ(cgGetNumProgramDomains(combined), 3);
  cgGLLoadProgram(combined);
  cgGLBindProgram(combined);
  cgGLEnableProgramProfiles(combined);
  cgSetParameter4f(cgGetNamedParameter(combined, "scale"), 1, 1, 1, 1);
  cgSetParameter1f(cgGetNamedParameter(combined, "size"), 0.5f);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR) << cgGetLastListing(context);

  glClearColor(0, 0, 0, 0);
  glClear(GL_COLOR_BUFFER_BIT);
  glBegin(GL_POINTS);
  glVertex2f(0, 0);
  glEnd();
  // The quad covers NDC [-0.5, 0.5]: pixels 2..5. Its texture coordinates run 0..1 across it.
  EXPECT_TRUE(Rgba(pixel(0, 0), 0, 0, 0, 0));
  EXPECT_TRUE(Rgba(pixel(7, 7), 0, 0, 0, 0));
  const std::array<int, 4> low = pixel(2, 2), high = pixel(5, 5);
  EXPECT_EQ(low[2], 255);
  EXPECT_EQ(high[2], 255);
  EXPECT_LT(low[0], 80);   // u = 1/8 at the first pixel's centre
  EXPECT_GT(high[0], 175);  // u = 7/8 at the last
  EXPECT_LT(low[1], 80);
  EXPECT_GT(high[1], 175);
  cgGLDisableProgramProfiles(combined);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// CgFX: a pass's GeometryProgram binds the geometry stage at cgSetPassState and unbinds it at
// cgResetPassState; `compile latest` compiles for the state's latest profile, gp4gp.
TEST_F(Geometry, AnEffectPassBindsAGeometryProgram) {
  cgGLRegisterStates(context);
  const std::string effectSource =
      std::string(kPassVertex) + "\n" +
      std::string(kShrink).replace(std::string(kShrink).find("main"), 4, "shrink") +
      "float4 tint(float4 c : COLOR0) : COLOR { return c; }\n"
      "technique T { pass P {\n"
      "  VertexProgram = compile arbvp1 main(float4(1, 1, 1, 1));\n"
      "  GeometryProgram = compile latest shrink(0.5);\n"
      "  FragmentProgram = compile arbfp1 tint();\n"
      "} }\n";
  CGeffect effect = cgCreateEffect(context, effectSource.c_str(), nullptr);
  ASSERT_NE(effect, nullptr) << cgGetLastListing(context);
  CGtechnique technique = cgGetFirstTechnique(effect);
  EXPECT_EQ(cgValidateTechnique(technique), CG_TRUE) << cgGetLastListing(context);
  CGpass pass = cgGetFirstPass(technique);
  CGprogram geometry = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "GeometryProgram"));
  EXPECT_EQ(cgGetProgramProfile(geometry), CG_PROFILE_GP4GP);
  cgSetPassState(pass);
  drawTriangle(0.25f, 0.5f, 1);
  EXPECT_TRUE(Rgba(pixel(0, 0), 0, 0, 0, 0));  // shrunk: the corner is outside
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 1, 1));
  cgResetPassState(pass);  // fixed function: the triangle as drawn
  drawTriangle(0.25f, 0.5f, 1);
  EXPECT_TRUE(Rgba(pixel(0, 0), 0.25f, 0.5f, 1, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

}  // namespace
}  // namespace cgx::test
