// Values reaching GL: libCg's setters in immediate and deferred mode, shared parameters through
// connections, cgGLSetParameter* (at once in either mode) and cgGLGetParameter*, arrays, matrices in both
// orders, GL's state matrices with their transforms, and the misuses the manual documents.
#include <cstdint>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

constexpr const char* kFill = "float4 main(uniform float4 c) : COLOR { return c; }\n";

TEST_F(LibCgGL, ImmediateValuesReachGlAtOnce) {
  CGprogram fragment = use(kFill, CG_PROFILE_ARBFP1);
  CGparameter c = cgGetNamedParameter(fragment, "c");
  cgSetParameter4f(c, 0, 1, 0, 1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));
  cgSetParameter4f(c, 1, 0, 1, 1);  // bound already: no update call needed
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 1, 1));
}

// Deferred mode: values wait for cgUpdateProgramParameters or the next cgGLBindProgram; cgGLSetParameter*
// goes at once all the same.
TEST_F(LibCgGL, DeferredValuesWaitForUpdateOrBind) {
  cgSetParameterSettingMode(context, CG_DEFERRED_PARAMETER_SETTING);
  CGprogram fragment = use(kFill, CG_PROFILE_ARBFP1);
  CGparameter c = cgGetNamedParameter(fragment, "c");
  cgSetParameter4f(c, 0, 1, 0, 1);
  cgUpdateProgramParameters(fragment);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));
  cgSetParameter4f(c, 1, 0, 0, 1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));  // not sent yet
  cgGLBindProgram(fragment);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 0, 1));
  cgGLSetParameter4f(c, 0, 0, 1, 1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));
  float back[4] = {};
  cgGLGetParameter4f(c, back);
  EXPECT_EQ(back[2], 1.0f);
  double backd[2] = {};
  cgGLGetParameter2d(c, backd);
  EXPECT_EQ(backd[1], 0.0);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// libCg's whole-value and matrix setters reach GL like its vector ones (the toolkit's apps set their
// matrices with cgSetMatrixParameterfr).
TEST_F(LibCgGL, LibCgMatrixAndWholeValueSettersReachGl) {
  CGprogram fragment = use(
      "float4 main(uniform float4x4 m, uniform float2 v[2]) : COLOR { return float4(m[0].w, m[1].w, v[1]); }\n",
      CG_PROFILE_ARBFP1);
  const float m[16] = {1, 0, 0, 0.25f, 0, 1, 0, 0.5f, 0, 0, 1, 0, 0, 0, 0, 1};
  cgSetMatrixParameterfr(cgGetNamedParameter(fragment, "m"), m);
  const double v[4] = {0, 0, 0.75f, 1};
  cgSetParameterValuedr(cgGetNamedParameter(fragment, "v"), 4, v);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 0.75f, 1.0f));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A shared parameter's value reaches every program parameter connected to it.
TEST_F(LibCgGL, SharedParameterValuesReachConnectedPrograms) {
  CGprogram fragment = use(kFill, CG_PROFILE_ARBFP1);
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
  cgSetParameter4f(shared, 0, 0, 1, 1);
  cgConnectParameter(shared, cgGetNamedParameter(fragment, "c"));
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));
  cgSetParameter4f(shared, 1, 1, 0, 1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 1, 0, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A program's own interface parameter, bound by connecting a shared struct that implements the interface
// (manual mode: the program cannot compile unbound): it draws with the struct's values, follows them, and
// is compiled for another implementation when that one is connected.
TEST_F(LibCgGL, AnInterfaceParameterDrawsWithTheStructConnectedToIt) {
  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  CGprogram fragment = cgCreateProgram(
      context, CG_SOURCE,
      "interface Shade { float4 eval(); };\n"
      "struct Flat : Shade { float4 c; float4 eval() { return c; } };\n"
      "struct Half : Shade { float4 c; float4 eval() { return c * 0.5; } };\n"
      "float4 main(uniform Shade shade) : COLOR { return shade.eval(); }\n",
      CG_PROFILE_ARBFP1, "main", nullptr);
  ASSERT_NE(fragment, nullptr);
  cgGLEnableProfile(CG_PROFILE_ARBFP1);
  // A shared struct of `type` with colour c, connected to the parameter; the program compiled and bound.
  auto bind = [&](const char* type, float r, float g, float b) {
    CGparameter shared = cgCreateParameter(context, cgGetNamedUserType(fragment, type));
    cgSetParameter4f(cgGetNamedStructParameter(shared, "c"), r, g, b, 1);
    cgConnectParameter(shared, cgGetNamedParameter(fragment, "shade"));
    cgCompileProgram(fragment);
    cgGLLoadProgram(fragment);
    cgGLBindProgram(fragment);
    return shared;
  };
  CGparameter flat = bind("Flat", 0, 1, 0);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR) << cgGetLastListing(context);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));
  cgSetParameter4f(cgGetNamedStructParameter(flat, "c"), 1, 0, 1, 1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 1, 1));

  bind("Half", 1, 1, 0);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR) << cgGetLastListing(context);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.5f, 0, 0.5f));
}

TEST_F(LibCgGL, ArraysThroughGl) {
  CGprogram fragment =
      use("float4 main(uniform float4 a[3], uniform float s[2]) : COLOR {\n"
          "  return a[0] + a[1] + a[2] * (s[0] + s[1]);\n"
          "}\n",
          CG_PROFILE_ARBFP1);
  CGparameter a = cgGetNamedParameter(fragment, "a");
  const float values[] = {0.25f, 0, 0, 0, 0, 0.5f, 0, 0, 0, 0, 0.25f, 0.5f};
  cgGLSetParameterArray4f(a, 0, 0, values);  // nelements 0: to the end
  const double scales[] = {1, 1};
  cgGLSetParameterArray1d(cgGetNamedParameter(fragment, "s"), 0, 2, scales);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 0.5f, 1.0f));
  const float second[] = {0, 0, 0.5f, 0.5f};
  cgGLSetParameterArray4f(a, 2, 1, second);  // only the last element
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 1.0f, 1.0f));
  float back[8] = {};
  cgGLGetParameterArray4f(a, 1, 2, back);
  EXPECT_EQ(back[1], 0.5f);
  EXPECT_EQ(back[6], 0.5f);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);

  cgGLSetParameterArray4f(a, 2, 2, second);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  cgGLSetParameterArray4f(a, -1, 1, second);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  cgGLGetParameterArray4f(a, 3, 1, back);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  cgGLSetParameterArray4f(cgGetArrayParameter(a, 0), 0, 1, second);
  EXPECT_EQ(cgGetError(), CG_ARRAY_PARAM_ERROR);
  cgGLSetParameterArray4f(a, 0, 1, nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
}

// Cg's row-major matrix reaches the program the right way round (rows are rows), also as a 3x4 and in
// an array; cgGLSetMatrixParameter*c takes columns.
TEST_F(LibCgGL, MatricesThroughGl) {
  CGprogram fragment = use(
      "float4 main(uniform float4x4 m, uniform float3x4 n, uniform float2x2 k[2]) : COLOR {\n"
      "  return float4(m[0].w, m[1].w, n[2].x, k[1][1].x);\n"
      "}\n",
      CG_PROFILE_ARBFP1);
  const float m[16] = {1, 0, 0, 0.25f, 0, 1, 0, 0.5f, 0, 0, 1, 0, 0, 0, 0, 1};
  cgGLSetMatrixParameterfr(cgGetNamedParameter(fragment, "m"), m);
  const double n[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0.75, 0, 0, 0};
  cgGLSetMatrixParameterdr(cgGetNamedParameter(fragment, "n"), n);
  const float k[8] = {0, 0, 0, 0, 0, 0, 1, 0};
  cgGLSetMatrixParameterArrayfr(cgGetNamedParameter(fragment, "k"), 0, 2, k);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 0.75f, 1.0f));
  // The same m given column after column.
  const float columns[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0.5f, 0.25f, 0, 1};
  cgGLSetMatrixParameterfc(cgGetNamedParameter(fragment, "m"), columns);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.25f, 0.75f, 1.0f));
  float back[16] = {};
  cgGLGetMatrixParameterfr(cgGetNamedParameter(fragment, "m"), back);
  EXPECT_EQ(back[3], 0.5f);
  double backArray[8] = {};
  cgGLGetMatrixParameterArraydc(cgGetNamedParameter(fragment, "k"), 1, 1, backArray);
  EXPECT_EQ(backArray[1], 1.0);  // k[1] column-major: (row 0 col 0), (row 1 col 0) = 1
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);

  cgGLSetMatrixParameterfr(cgGetNamedParameter(fragment, "n"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  CGprogram vector = create(kFill, CG_PROFILE_ARBFP1);
  cgGLLoadProgram(vector);
  cgGLSetMatrixParameterfr(cgGetNamedParameter(vector, "c"), m);
  EXPECT_EQ(cgGetError(), CG_NOT_MATRIX_PARAM_ERROR);
  CGprogram vectors = create("float4 main(uniform float4 v[2]) : COLOR { return v[0] + v[1]; }", CG_PROFILE_ARBFP1);
  cgGLSetMatrixParameterArrayfr(cgGetNamedParameter(vectors, "v"), 0, 1, m);
  EXPECT_EQ(cgGetError(), CG_NOT_MATRIX_PARAM_ERROR);
}

// Column-major matrices (#pragma pack_matrix; the GLSL holds the transposed matrix, as cgc's does): the
// values set row after row, or column after column, still reach the program as the declared matrix, also
// non-square (padded square in GLSL 1.10) and next to a row_major one.
TEST_F(LibCgGL, ColumnMajorMatricesThroughGl) {
  CGprogram fragment = use(
      "#pragma pack_matrix(column_major)\n"
      "float4 main(uniform float4x4 m, uniform float3x4 n, uniform row_major float3x4 r) : COLOR {\n"
      "  return float4(m[0].w, m[1].w, n[2].x, r[1].z);\n"
      "}\n",
      CG_PROFILE_ARBFP1);
  EXPECT_EQ(cgGetMatrixParameterOrder(cgGetNamedParameter(fragment, "n")), CG_COLUMN_MAJOR);
  EXPECT_EQ(cgGetMatrixParameterOrder(cgGetNamedParameter(fragment, "r")), CG_ROW_MAJOR);
  const float m[16] = {1, 0, 0, 0.25f, 0, 1, 0, 0.5f, 0, 0, 1, 0, 0, 0, 0, 1};
  cgGLSetMatrixParameterfr(cgGetNamedParameter(fragment, "m"), m);
  const float n[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0.75f, 0, 0, 0};
  cgGLSetMatrixParameterfr(cgGetNamedParameter(fragment, "n"), n);
  const float r[12] = {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
  cgSetMatrixParameterfr(cgGetNamedParameter(fragment, "r"), r);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 0.75f, 1.0f));
  const float columns[12] = {0, 0, 0.5f, 0, 0, 0, 0, 0, 0, 0, 0, 0};  // n's (2, 0) = 0.5
  cgGLSetMatrixParameterfc(cgGetNamedParameter(fragment, "n"), columns);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.5f, 0.5f, 1.0f));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// GL's matrix stacks read into a 4x4 parameter, as they are, transposed, inverted, inverse-transposed,
// and modelview-projection; the draw shows the value reached GL.
TEST_F(LibCgGL, StateMatrices) {
  CGprogram fragment = use("float4 main(uniform float4x4 m) : COLOR { return float4(m[0].w, m[1].w, m[2].w, 1); }",
                           CG_PROFILE_ARBFP1);
  CGparameter m = cgGetNamedParameter(fragment, "m");
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glScalef(1, 2, 1);
  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
  glTranslatef(0.25f, 0.125f, 0.75f);
  float v[16] = {};
  cgGLSetStateMatrixParameter(m, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.125f, 0.75f, 1.0f));
  cgGLSetStateMatrixParameter(m, CG_GL_MODELVIEW_PROJECTION_MATRIX, CG_GL_MATRIX_IDENTITY);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.25f, 0.25f, 0.75f, 1.0f));  // the projection doubles y
  cgGetMatrixParameterfr(m, v);
  EXPECT_EQ(v[5], 2.0f);
  cgGLSetStateMatrixParameter(m, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_INVERSE);
  cgGetMatrixParameterfr(m, v);
  EXPECT_FLOAT_EQ(v[3], -0.25f);
  EXPECT_FLOAT_EQ(v[11], -0.75f);
  cgGLSetStateMatrixParameter(m, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_TRANSPOSE);
  cgGetMatrixParameterfr(m, v);
  EXPECT_FLOAT_EQ(v[12], 0.25f);
  EXPECT_FLOAT_EQ(v[3], 0.0f);
  cgGLSetStateMatrixParameter(m, CG_GL_PROJECTION_MATRIX, CG_GL_MATRIX_INVERSE_TRANSPOSE);
  cgGetMatrixParameterfr(m, v);
  EXPECT_FLOAT_EQ(v[5], 0.5f);
  glLoadIdentity();
  glMatrixMode(GL_TEXTURE);
  glTranslatef(0, 0, 0.5f);
  cgGLSetStateMatrixParameter(m, CG_GL_TEXTURE_MATRIX, CG_GL_MATRIX_IDENTITY);
  glLoadIdentity();
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glMatrixMode(GL_MODELVIEW);
  cgGetMatrixParameterfr(m, v);
  EXPECT_FLOAT_EQ(v[11], 0.5f);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);

  cgGLSetStateMatrixParameter(m, CG_GL_VERTEX, CG_GL_MATRIX_IDENTITY);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  cgGLSetStateMatrixParameter(m, CG_GL_MODELVIEW_MATRIX, CG_GL_PROJECTION_MATRIX);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  CGprogram other = create("float4 main(uniform float4 c, uniform float3x3 r) : COLOR { return c + r[0].xxxx; }",
                           CG_PROFILE_ARBFP1);
  cgGLSetStateMatrixParameter(cgGetNamedParameter(other, "c"), CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  EXPECT_EQ(cgGetError(), CG_NOT_MATRIX_PARAM_ERROR);
  cgGLSetStateMatrixParameter(cgGetNamedParameter(other, "r"), CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  EXPECT_EQ(cgGetError(), CG_NOT_4x4_MATRIX_ERROR);
}

TEST_F(LibCgGL, ValueMisuses) {
  const CGparameter bogus = reinterpret_cast<CGparameter>(static_cast<std::uintptr_t>(0x1234));
  float v[16] = {};
  cgGLSetParameter4f(bogus, 1, 2, 3, 4);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgGLGetParameter1f(nullptr, v);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgGLSetMatrixParameterfr(bogus, v);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgGLSetParameterArray2f(bogus, 0, 1, v);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgGLSetStateMatrixParameter(bogus, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  // A shared parameter has no profile.
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4x4);
  cgGLSetParameter1f(shared, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  cgGLSetMatrixParameterfc(shared, v);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  // A program in a profile libCgGL does not run.
  CGprogram d3d = create(kFill, CG_PROFILE_PS_2_0);
  cgGLSetParameter4fv(cgGetNamedParameter(d3d, "c"), v);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  CGprogram fragment = create(kFill, CG_PROFILE_ARBFP1);
  cgGLSetParameter4fv(cgGetNamedParameter(fragment, "c"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  cgGLGetParameter4d(cgGetNamedParameter(fragment, "c"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  // Values set before loading are there when the program loads.
  cgGLSetParameter4f(cgGetNamedParameter(fragment, "c"), 0, 0.5f, 0, 1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgGLLoadProgram(fragment);
  cgGLBindProgram(fragment);
  cgGLEnableProfile(CG_PROFILE_ARBFP1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0.5f, 0, 1));
}

}  // namespace
}  // namespace cgx::test
