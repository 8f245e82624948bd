// Cg's interpolation modifiers through libCg and libCgGL on llvmpipe, as the toolkit's interpolation_modifier
// draws them: a fragment program reading TEXCOORD0.FLAT (.NOPERSPECTIVE, .CENTROID) after the fixed-function
// vertex stage. libCg writes it in GLSL 1.50 compatibility with a qualified input (compiler/glsl/Writer.h) and
// libCgGL feeds it from its stand-in for fixed function (runtime/libcggl/FixedFunctionVertex.h); after an
// application's vertex program it reads the built-ins that program writes, the modifier lost (as before).
//
// The triangle: corners (-1, -1) red, (1, -1) green and (0, 1) blue on the 8x8 target, the blue one given
// w = 5 (as the app's "to give perspective"), each corner's texture coordinate its colour. Blue, the last
// corner, is GL's provoking vertex.
#include <array>
#include <cstring>
#include <string>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

using Weights = std::array<double, 3>;  // of the red, green and blue corners

// The corners' positions on the screen (normalized device coordinates) and their w.
constexpr double kCornerX[3] = {-1, 1, 0}, kCornerY[3] = {-1, -1, 1}, kCornerW[3] = {1, 1, 5};

// The screen-space barycentric weights of pixel (x, y)'s centre: what noperspective interpolates with.
Weights screenWeights(int x, int y) {
  const double px = (x + 0.5) / 4 - 1, py = (y + 0.5) / 4 - 1;  // the 8x8 viewport's pixel centre in NDC
  const double area = (kCornerX[1] - kCornerX[0]) * (kCornerY[2] - kCornerY[0]) -
                      (kCornerX[2] - kCornerX[0]) * (kCornerY[1] - kCornerY[0]);
  Weights w{};
  for (int i = 0; i < 3; ++i) {
    const int a = (i + 1) % 3, b = (i + 2) % 3;
    w[i] = ((kCornerX[b] - kCornerX[a]) * (py - kCornerY[a]) - (px - kCornerX[a]) * (kCornerY[b] - kCornerY[a])) / area;
  }
  return w;
}

// Perspective-correct weights: the screen weights over each corner's w, normalized (GL's smooth shading).
Weights perspectiveWeights(int x, int y) {
  Weights w = screenWeights(x, y);
  double sum = 0;
  for (int i = 0; i < 3; ++i) sum += w[i] /= kCornerW[i];
  for (double& v : w) v /= sum;
  return w;
}

::testing::AssertionResult Rgb(const std::array<int, 4>& got, const Weights& want) {
  return Rgba(got, static_cast<float>(want[0]), static_cast<float>(want[1]), static_cast<float>(want[2]), 1);
}

// The colour a fragment program gives its input as read: r, g, b from one semantic, alpha 1.
std::string passThrough(const std::string& semantic) {
  return "float4 main(float4 c : " + semantic + ") : COLOR { return float4(c.rgb, 1); }\n";
}

// A pixel well inside the triangle, where the three interpolations differ by far more than rounding
// (noperspective's blue is 0.56, smooth's 0.20).
constexpr int kX = 4, kY = 4;

class Interpolation : public LibCgGL {
 protected:
  void TearDown() override {
    for (CGprofile profile : {CG_PROFILE_GP4FP, CG_PROFILE_GLSLF}) {
      cgGLDisableProfile(profile);
      cgGLUnbindProgram(profile);
    }
    LibCgGL::TearDown();
  }

  // Each corner's fog coordinate (glFogCoord) is 0.25, 0.5, 0.75.
  void drawTriangle() {
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    glBegin(GL_TRIANGLES);
    for (int i = 0; i < 3; ++i) {
      const float rgb[3] = {i == 0 ? 1.f : 0.f, i == 1 ? 1.f : 0.f, i == 2 ? 1.f : 0.f};
      glColor3fv(rgb);
      glTexCoord3fv(rgb);
      glFogCoordf(0.25f * static_cast<float>(i + 1));
      const auto w = static_cast<float>(kCornerW[i]);
      glVertex4f(static_cast<float>(kCornerX[i]) * w, static_cast<float>(kCornerY[i]) * w, 0, w);
    }
    glEnd();
  }
};

TEST_F(Interpolation, TheWeightsDiscriminate) {
  // The test's own arithmetic: weights sum to 1, and the pixel tells the three interpolations apart.
  const Weights screen = screenWeights(kX, kY), smooth = perspectiveWeights(kX, kY);
  EXPECT_NEAR(screen[0] + screen[1] + screen[2], 1.0, 1e-12);
  EXPECT_NEAR(screen[2], 0.5625, 1e-12);
  EXPECT_GT(screen[2] - smooth[2], 0.3);
  EXPECT_GT(smooth[2], 0.1) << "not the flat (0, 0, 1) either";
}

// FLAT: the provoking vertex's value over the whole triangle, for a colour and a texture coordinate, in
// gp4fp (the app's profile) and glslf; libCg wrote the program in GLSL 1.50 with the switch.
TEST_F(Interpolation, FlatIsTheProvokingVertexsValue) {
  for (CGprofile profile : {CG_PROFILE_GP4FP, CG_PROFILE_GLSLF})
    for (const char* semantic : {"TEXCOORD0.FLAT", "COLOR0.FLAT"}) {
      SCOPED_TRACE(std::string(cgGetProfileString(profile)) + " " + semantic);
      CGprogram program = use(passThrough(semantic).c_str(), profile);
      const char* glsl = cgGetProgramString(program, CG_COMPILED_PROGRAM);
      ASSERT_NE(glsl, nullptr);
      EXPECT_EQ(std::strncmp(glsl, "#version 150 compatibility", 26), 0) << glsl;
      EXPECT_NE(std::strstr(glsl, "flat in vec4"), nullptr) << glsl;
      drawTriangle();
      EXPECT_TRUE(Rgba(pixel(kX, kY), 0, 0, 1, 1));
      EXPECT_TRUE(Rgba(pixel(2, 1), 0, 0, 1, 1));
      EXPECT_EQ(cgGetError(), CG_NO_ERROR);
      cgGLDisableProfile(profile);
      cgDestroyProgram(program);
    }
}

// NOPERSPECTIVE: linear in screen space; without a modifier (and with CENTROID, without multisampling):
// perspective-correct, as fixed function interpolates.
TEST_F(Interpolation, NoPerspectiveIsLinearOnTheScreen) {
  struct Case {
    const char* semantic;
    Weights want;
  };
  for (const Case& c : {Case{"TEXCOORD0.NOPERSPECTIVE", screenWeights(kX, kY)}, Case{"TEXCOORD0", perspectiveWeights(kX, kY)},
                        Case{"TEXCOORD0.CENTROID", perspectiveWeights(kX, kY)},
                        Case{"COLOR0.NOPERSPECTIVE", screenWeights(kX, kY)}}) {
    SCOPED_TRACE(c.semantic);
    CGprogram program = use(passThrough(c.semantic).c_str(), CG_PROFILE_GP4FP);
    drawTriangle();
    EXPECT_TRUE(Rgb(pixel(kX, kY), c.want));
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
    cgDestroyProgram(program);
  }
}

// The stand-in also writes the built-ins the program reads beside its own varyings: a smooth colour.
TEST_F(Interpolation, BuiltinsBesideQualifiedInputs) {
  use("float4 main(float4 t : TEXCOORD0.FLAT, float4 c : COLOR0) : COLOR { return float4(c.r, t.g, t.b, 1); }\n",
      CG_PROFILE_GP4FP);
  drawTriangle();
  const Weights smooth = perspectiveWeights(kX, kY);
  EXPECT_TRUE(Rgb(pixel(kX, kY), {smooth[0], 0, 1}));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// FOG: fixed function's fog coordinate, here glFogCoord's (GL_FOG_COORD_SRC when the program is loaded), in
// a varying of its own (FLAT: the blue corner's 0.75) and in the built-in gl_FogFragCoord (smooth).
TEST_F(Interpolation, FogCoordinates) {
  glFogi(GL_FOG_COORD_SRC, GL_FOG_COORD);
  CGprogram flat = use("float4 main(float f : FOG.FLAT, float4 t : TEXCOORD0.NOPERSPECTIVE) : COLOR {\n"
                       "  return float4(f, t.g, 0, 1);\n"
                       "}\n",
                       CG_PROFILE_GP4FP);
  drawTriangle();
  EXPECT_TRUE(Rgba(pixel(kX, kY), 0.75f, static_cast<float>(screenWeights(kX, kY)[1]), 0, 1));
  cgDestroyProgram(flat);
  use("float4 main(float f : FOG, float4 t : TEXCOORD0.FLAT) : COLOR { return float4(f, t.b, 0, 1); }\n",
      CG_PROFILE_GP4FP);
  drawTriangle();
  const Weights smooth = perspectiveWeights(kX, kY);
  EXPECT_TRUE(Rgba(pixel(kX, kY), static_cast<float>(0.25 * smooth[0] + 0.5 * smooth[1] + 0.75 * smooth[2]), 1, 0, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  glFogi(GL_FOG_COORD_SRC, GL_FRAGMENT_DEPTH);  // GL's default, for the next test
}

// After an application's vertex program, which writes only GL's built-ins, the fragment program reads those:
// it draws as before the modifiers were honoured (smooth), with no error; with the vertex stage back to
// fixed function, the stand-in serves again.
TEST_F(Interpolation, AfterAVertexProgramTheBuiltinsAreRead) {
  use("void main(float4 p : POSITION, float4 t : TEXCOORD0, out float4 op : POSITION, out float4 ot : TEXCOORD0)"
      " { op = p; ot = t; }\n",
      CG_PROFILE_ARBVP1);
  use(passThrough("TEXCOORD0.FLAT").c_str(), CG_PROFILE_GP4FP);
  drawTriangle();
  EXPECT_TRUE(Rgb(pixel(kX, kY), perspectiveWeights(kX, kY)));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);

  cgGLDisableProfile(CG_PROFILE_ARBVP1);
  drawTriangle();
  EXPECT_TRUE(Rgba(pixel(kX, kY), 0, 0, 1, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// Likewise after a geometry program (between an application's vertex program and the fragment program).
TEST_F(Interpolation, AfterAGeometryProgramTheBuiltinsAreRead) {
  use("void main(float4 p : POSITION, float4 t : TEXCOORD0, out float4 op : POSITION, out float4 ot : TEXCOORD0)"
      " { op = p; ot = t; }\n",
      CG_PROFILE_ARBVP1);
  use("TRIANGLE void main(AttribArray<float4> p : POSITION, AttribArray<float4> t : TEXCOORD0) {\n"
      "  for (int i = 0; i < p.length; i++) emitVertex(p[i] : POSITION, t[i] : TEXCOORD0);\n"
      "}\n",
      CG_PROFILE_GP4GP);
  use(passThrough("TEXCOORD0.FLAT").c_str(), CG_PROFILE_GP4FP);
  drawTriangle();
  EXPECT_TRUE(Rgb(pixel(kX, kY), perspectiveWeights(kX, kY)));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
  cgGLDisableProfile(CG_PROFILE_GP4GP);
  cgGLUnbindProgram(CG_PROFILE_GP4GP);
}

// A version the application asks for is kept: glslf in GLSL 1.10 has no flat varyings, so the modifier is
// dropped with warning C1605 in the listing, and the triangle is smooth.
TEST_F(Interpolation, AnAskedVersionIsKept) {
  cgGLSetContextGLSLVersion(context, CG_GL_GLSL_110);
  CGprogram program = use(passThrough("TEXCOORD0.FLAT").c_str(), CG_PROFILE_GLSLF);
  const char* glsl = cgGetProgramString(program, CG_COMPILED_PROGRAM);
  ASSERT_NE(glsl, nullptr);
  EXPECT_EQ(std::strncmp(glsl, "#version 110", 12), 0) << glsl;
  const char* listing = cgGetLastListing(context);
  EXPECT_NE(listing ? std::strstr(listing, "C1605") : nullptr, nullptr) << (listing ? listing : "(none)");
  drawTriangle();
  EXPECT_TRUE(Rgb(pixel(kX, kY), perspectiveWeights(kX, kY)));
}

}  // namespace
}  // namespace cgx::test
