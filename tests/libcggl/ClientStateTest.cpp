// Vertex arrays by parameter: cgGLSetParameterPointer and cgGLEnable/DisableClientState on a vertex
// program's inputs, GL's built-in arrays (POSITION, COLOR0, TEXCOORD1) and a generic one (ATTR6).
#include <cstdint>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

constexpr const char* kArrays =
    "void main(float2 p : POSITION, float4 c : COLOR0, float2 t : TEXCOORD1, float4 w : ATTR6,\n"
    "          out float4 op : POSITION, out float4 oc : COLOR0) {\n"
    "  op = float4(p, 0, 1); oc = c * float4(t, 1, 1) + w;\n"
    "}\n";

TEST_F(LibCgGL, VertexArraysBySemantic) {
  CGprogram vertex = use(kArrays, CG_PROFILE_ARBVP1);
  CGparameter p = cgGetNamedParameter(vertex, "p"), c = cgGetNamedParameter(vertex, "c");
  CGparameter t = cgGetNamedParameter(vertex, "t"), w = cgGetNamedParameter(vertex, "w");
  // Two triangles over the target; every vertex the same colour, texcoord and weight. Stride 0 is tightly
  // packed, so every array holds all six vertices.
  const float positions[] = {-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1};
  const unsigned char colours[] = {255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
                                   255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};
  const float texcoords[] = {0.5f, 0.25f, 0.5f, 0.25f, 0.5f, 0.25f, 0.5f, 0.25f, 0.5f, 0.25f, 0.5f, 0.25f};
  const float weights[] = {0, 0, 0.5f, 0, 0, 0, 0.5f, 0, 0, 0, 0.5f, 0, 0, 0, 0.5f, 0, 0, 0, 0.5f, 0, 0, 0, 0.5f, 0};
  cgGLSetParameterPointer(p, 2, GL_FLOAT, 0, positions);
  cgGLSetParameterPointer(c, 4, GL_UNSIGNED_BYTE, 0, colours);
  cgGLSetParameterPointer(t, 2, GL_FLOAT, 2 * sizeof(float), texcoords);
  cgGLSetParameterPointer(w, 4, GL_FLOAT, 0, weights);
  for (CGparameter input : {p, c, t, w}) cgGLEnableClientState(input);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  glClearColor(0, 0, 0, 0);
  glClear(GL_COLOR_BUFFER_BIT);
  glDrawArrays(GL_TRIANGLES, 0, 6);
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.25f, 1.0f, 1.0f));
  GLint enabled = 0;
  glClientActiveTexture(GL_TEXTURE1);
  glGetIntegerv(GL_TEXTURE_COORD_ARRAY, &enabled);
  glClientActiveTexture(GL_TEXTURE0);
  EXPECT_EQ(enabled, GL_TRUE);
  for (CGparameter input : {p, c, t, w}) cgGLDisableClientState(input);
  EXPECT_FALSE(glIsEnabled(GL_VERTEX_ARRAY));
  GLint attribute = 1;
  glGetVertexAttribiv(6, GL_VERTEX_ATTRIB_ARRAY_ENABLED, &attribute);
  EXPECT_EQ(attribute, 0);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

TEST_F(LibCgGL, VertexArrayMisuses) {
  const float data[4] = {};
  cgGLSetParameterPointer(reinterpret_cast<CGparameter>(static_cast<std::uintptr_t>(0x1234)), 4, GL_FLOAT, 0, data);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgGLEnableClientState(nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  CGprogram vertex = create(
      "void main(float4 p : POSITION, float3 n : NORMAL, uniform float4 u, out float4 o : POSITION) {\n"
      "  o = p + n.xyzz + u;\n"
      "}\n",
      CG_PROFILE_ARBVP1);
  cgGLSetParameterPointer(cgGetNamedParameter(vertex, "u"), 4, GL_FLOAT, 0, data);  // a uniform
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgGLEnableClientState(cgGetNamedParameter(vertex, "o"));  // an output
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgGLSetParameterPointer(cgGetNamedParameter(vertex, "n"), 2, GL_FLOAT, 0, data);  // normals have 3
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgGLSetParameterPointer(cgGetNamedParameter(vertex, "p"), 5, GL_FLOAT, 0, data);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  CGprogram fragment = create("float4 main(float4 c : COLOR0) : COLOR { return c; }", CG_PROFILE_ARBFP1);
  cgGLEnableClientState(cgGetNamedParameter(fragment, "c"));  // a fragment program's input
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
  cgGLDisableClientState(shared);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

}  // namespace
}  // namespace cgx::test
