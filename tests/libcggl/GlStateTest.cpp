// Cg's glstate through libCgGL: an arbvp1 program reading glstate.matrix.mvp and a light's diffuse colour
// draws what the same program draws with the matrix set by cgGLSetStateMatrixParameter and the colour by
// cgSetParameter. The modelview matrix translates, so a transposed matrix would move the quad off the
// right half (compiler/ir/GlState.cpp: Cg's glstate matrices are GL's as written).
#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

constexpr const char* kGlStateVertex =
    "void main(float4 p : POSITION, out float4 op : POSITION, out float4 oc : COLOR0) {\n"
    "  op = mul(glstate.matrix.mvp, p); oc = glstate.light[0].diffuse;\n"
    "}\n";
constexpr const char* kUniformVertex =
    "void main(float4 p : POSITION, out float4 op : POSITION, out float4 oc : COLOR0,\n"
    "          uniform float4x4 mvp, uniform float4 diffuse) {\n"
    "  op = mul(mvp, p); oc = diffuse;\n"
    "}\n";

TEST_F(LibCgGL, GlStateDrawsAsTheStateMatrixParameterDoes) {
  const GLfloat diffuse[4] = {0.25f, 0.5f, 0.75f, 1.0f};
  glLightfv(GL_LIGHT0, GL_DIFFUSE, diffuse);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glScalef(1.0f, 0.5f, 1.0f);  // the quad covers the middle half of the rows
  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
  glTranslatef(0.5f, 0.0f, 0.0f);
  glScalef(0.5f, 1.0f, 1.0f);  // and the right half of the columns

  std::array<std::array<int, 4>, 3> drawn[2];
  for (int run = 0; run < 2; ++run) {
    CGprogram program = use(run == 0 ? kGlStateVertex : kUniformVertex, CG_PROFILE_ARBVP1);
    if (run == 1) {
      cgGLSetStateMatrixParameter(cgGetNamedParameter(program, "mvp"), CG_GL_MODELVIEW_PROJECTION_MATRIX,
                                  CG_GL_MATRIX_IDENTITY);
      cgSetParameter4fv(cgGetNamedParameter(program, "diffuse"), diffuse);
    }
    drawQuad();
    drawn[run] = {pixel(6, 4), pixel(1, 4), pixel(6, 0)};
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  }
  glLoadIdentity();
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glMatrixMode(GL_MODELVIEW);
  EXPECT_TRUE(Rgba(drawn[0][0], 0.25f, 0.5f, 0.75f, 1.0f));  // inside the quad: the light's colour
  EXPECT_TRUE(Rgba(drawn[0][1], 0, 0, 0, 0));                 // left of it
  EXPECT_TRUE(Rgba(drawn[0][2], 0, 0, 0, 0));                 // below it
  EXPECT_EQ(drawn[0], drawn[1]);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

}  // namespace
}  // namespace cgx::test
