// Texture parameters: the texture set for a sampler is bound at its unit by cgGLEnableTextureParameter
// (or by cgGLBindProgram when textures are managed), cgGLGetTextureEnum names the unit, and misuses
// raise what the manual documents.
#include <cstdint>
#include <string>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

// Two samplers on the units cgc would give them (TEXUNIT2 by semantic; the other the first free one).
constexpr const char* kTwoTextures =
    "float4 main(uniform sampler2D a : TEXUNIT2, uniform sampler2D b) : COLOR {\n"
    "  return tex2D(a, float2(0.5, 0.5)) + tex2D(b, float2(0.5, 0.5));\n"
    "}\n";

GLuint solidTexture(unsigned char r, unsigned char g, unsigned char b) {
  GLuint texture = 0;
  glGenTextures(1, &texture);
  glBindTexture(GL_TEXTURE_2D, texture);
  const unsigned char texel[4] = {r, g, b, 255};
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, texel);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glBindTexture(GL_TEXTURE_2D, 0);
  return texture;
}

TEST_F(LibCgGL, TextureParametersBindAtTheirUnits) {
  CGprogram fragment = use(kTwoTextures, CG_PROFILE_ARBFP1);
  CGparameter a = cgGetNamedParameter(fragment, "a"), b = cgGetNamedParameter(fragment, "b");
  EXPECT_EQ(cgGLGetTextureEnum(a), static_cast<GLenum>(GL_TEXTURE2));
  const GLenum unitB = cgGLGetTextureEnum(b);
  EXPECT_NE(unitB, static_cast<GLenum>(GL_TEXTURE2));
  const GLuint red = solidTexture(255, 0, 0), blue = solidTexture(0, 0, 255);
  cgGLSetTextureParameter(a, red);
  cgGLSetTextureParameter(b, blue);
  EXPECT_EQ(cgGLGetTextureParameter(a), red);
  cgGLEnableTextureParameter(a);
  cgGLEnableTextureParameter(b);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 1, 1));
  GLint bound = 0;
  glActiveTexture(GL_TEXTURE2);
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
  glActiveTexture(GL_TEXTURE0);
  EXPECT_EQ(static_cast<GLuint>(bound), red);
  cgGLDisableTextureParameter(b);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 0, 1));  // an unbound unit samples black
  GLint active = 0;
  glGetIntegerv(GL_ACTIVE_TEXTURE, &active);
  EXPECT_EQ(active, GL_TEXTURE0);  // the application's selection is left alone
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  glDeleteTextures(1, &red);
  glDeleteTextures(1, &blue);
}

// The latest vertex profile reads textures where the GL's vertex shaders do (llvmpipe's), as the toolkit's
// vertex_texture app asks for it: vp40, whose tex2D arbvp1 refuses (C3004).
TEST_F(LibCgGL, LatestVertexProfileReadsTextures) {
  const CGprofile vertex = cgGLGetLatestProfile(CG_GL_VERTEX);
  ASSERT_EQ(vertex, CG_PROFILE_VP40);
  constexpr const char* kLookup =
      "void main(float4 p : POSITION, uniform sampler2D tint, out float4 o : POSITION, out float4 c : COLOR0) {\n"
      "  o = p;\n"
      "  c = tex2D(tint, float2(0.5, 0.5));\n"
      "}\n";
  CGprogram program = use(kLookup, vertex);
  CGparameter tint = cgGetNamedParameter(program, "tint");
  const GLuint blue = solidTexture(0, 0, 255);
  cgGLSetTextureParameter(tint, blue);
  cgGLEnableTextureParameter(tint);
  drawQuad();  // white vertices: the colour is the texture's, through the fixed-function fragment stage
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));
  cgGLDisableTextureParameter(tint);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, kLookup, CG_PROFILE_ARBVP1, "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(std::string(cgGetLastListing(context)).find("C3004"), std::string::npos) << cgGetLastListing(context);
  glDeleteTextures(1, &blue);
}

TEST_F(LibCgGL, ManagedTexturesBindWithTheProgram) {
  EXPECT_FALSE(cgGLGetManageTextureParameters(context));
  cgGLSetManageTextureParameters(context, CG_TRUE);
  EXPECT_TRUE(cgGLGetManageTextureParameters(context));
  CGprogram fragment = create(kTwoTextures, CG_PROFILE_ARBFP1);
  cgGLLoadProgram(fragment);
  const GLuint green = solidTexture(0, 255, 0);
  cgGLSetTextureParameter(cgGetNamedParameter(fragment, "a"), green);
  cgGLBindProgram(fragment);  // binds the textures: no cgGLEnableTextureParameter
  cgGLEnableProfile(CG_PROFILE_ARBFP1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));
  cgGLUnbindProgram(CG_PROFILE_ARBFP1);  // and unbinding resets them
  GLint bound = -1;
  glActiveTexture(GL_TEXTURE2);
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
  glActiveTexture(GL_TEXTURE0);
  EXPECT_EQ(bound, 0);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  glDeleteTextures(1, &green);
}

// GL forbids samplers of different types on one texture unit in what a draw runs; Mesa's llvmpipe
// crashes on such a program pipeline instead of refusing the draw. A vertex program (vp40 reads
// textures) and a fragment program that put a 2D and a cube sampler on unit 0 are therefore not
// installed together: binding the second raises CG_PROGRAM_BIND_ERROR and its stage stays fixed-function.
TEST_F(LibCgGL, ConflictingSamplerUnitsAcrossStagesAreRefused) {
  use("void main(float4 p : POSITION, uniform sampler2D h : TEXUNIT0, out float4 op : POSITION,\n"
      "          out float4 c : COLOR0) { op = p; c = tex2Dlod(h, float4(0.5, 0.5, 0, 0)); }\n",
      CG_PROFILE_VP40);
  CGprogram fragment = create(
      "float4 main(float4 c : COLOR0, uniform samplerCube e : TEXUNIT0) : COLOR {\n"
      "  return c * 0.5 + texCUBE(e, float3(1, 0, 0));\n"
      "}\n",
      CG_PROFILE_FP40);
  cgGLLoadProgram(fragment);
  cgGLBindProgram(fragment);
  cgGLEnableProfile(CG_PROFILE_FP40);
  EXPECT_EQ(cgGetError(), CG_PROGRAM_BIND_ERROR);
  drawQuad();  // the vertex program with fixed-function fragments: no crash
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
  cgGLDisableProfile(CG_PROFILE_VP40);  // alone, the fragment program runs
  cgGLEnableProfile(CG_PROFILE_FP40);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  drawQuad(1, 1, 1, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.5f, 0.5f, 1.0f));
  cgGLDisableProfile(CG_PROFILE_FP40);
}

TEST_F(LibCgGL, TextureMisuses) {
  const CGparameter bogus = reinterpret_cast<CGparameter>(static_cast<std::uintptr_t>(0x1234));
  cgGLSetTextureParameter(bogus, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgGLEnableTextureParameter(nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  EXPECT_EQ(cgGLGetTextureEnum(bogus), static_cast<GLenum>(GL_INVALID_OPERATION));
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  CGprogram fragment = create("float4 main(uniform float4 c) : COLOR { return c; }", CG_PROFILE_ARBFP1);
  CGparameter c = cgGetNamedParameter(fragment, "c");
  cgGLSetTextureParameter(c, 1);  // not a texture parameter
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgGLDisableTextureParameter(c);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGLGetTextureEnum(c), static_cast<GLenum>(GL_INVALID_OPERATION));
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  // A shared sampler has no profile (the manual says so of cgGLEnableTextureParameter).
  CGparameter shared = cgCreateParameter(context, CG_SAMPLER2D);
  cgGLEnableTextureParameter(shared);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
}

}  // namespace
}  // namespace cgx::test
