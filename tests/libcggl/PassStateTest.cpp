// CgFX pass and sampler state through libCgGL's GL states (runtime/libcggl/StateCallbacks.cpp): what
// cgSetPassState, cgResetPassState and cgSetSamplerState do to GL, read back with glGet*, and which
// techniques validate. What is NVIDIA's was measured with its libCgGL under Xvfb's GLX (docs/libcg.md):
// reset restores OpenGL's initial values, and with a GL context the program states' latest profiles are
// the stages' latest GL profiles.
#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

// `draw` binds a program pair (the fragment one tints by an effect parameter and samples an effect
// sampler), `latest` the same with `compile latest`; `states` sets GL state away from GL's initial values;
// `unapplied` assigns a state cgx does not apply yet (Scissor), so it does not validate (NVIDIA's does);
// `otherStage` assigns a vertex program as the fragment program, which validates as in NVIDIA's;
// `expression` passes an expression of an effect parameter as a program's argument; `chosen` binds the
// element of a program array an effect parameter picks.
constexpr const char* kEffect =
    "float4 tint = {1, 0.5, 0.25, 1};\n"
    "float4x4 mvp = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};\n"
    "sampler2D image = sampler_state { minFilter = Nearest; magFilter = Nearest; wrapS = ClampToEdge;\n"
    "                                  wrapT = MirroredRepeat; };\n"
    "float4 vmain(float4 p : POSITION, float4 c : COLOR0, out float4 oc : COLOR0) : POSITION {\n"
    "  oc = c; return mul(mvp, p);\n"
    "}\n"
    "float4 fmain(float4 c : COLOR0, uniform float4 t) : COLOR { return c * t * tex2D(image, float2(0.5, 0.5)); }\n"
    "technique draw { pass {\n"
    "  VertexProgram = compile arbvp1 vmain();\n"
    "  FragmentProgram = compile arbfp1 fmain(tint);\n"
    "} }\n"
    "technique states { pass {\n"
    "  DepthTestEnable = true; DepthFunc = LEqual; CullFaceEnable = true; CullFace = Front;\n"
    "  BlendEnable = true; BlendFunc = int2(SrcAlpha, OneMinusSrcAlpha); PolygonMode = int2(FrontAndBack, Line);\n"
    "  LightEnable[2] = true; LightDiffuse[2] = float4(0.5, 0.25, 0.125, 1); DitherEnable = false;\n"
    "  ColorMask = bool4(true, false, true, false); LineWidth = 3;\n"
    "} }\n"
    "technique latest { pass {\n"
    "  VertexProgram = compile latest vmain();\n"
    "  FragmentProgram = compile latest fmain(tint);\n"
    "} }\n"
    "float k = 0.25;\n"
    "technique expression { pass {\n"
    "  VertexProgram = compile arbvp1 vmain();\n"
    "  FragmentProgram = compile arbfp1 fmain(float4(k, k * 2, 1 - k, -(-1)));\n"
    "} }\n"
    "float4 solid(uniform float4 c) : COLOR { return c; }\n"
    "pixelshader solids[2] = { compile arbfp1 solid(float4(1, 0, 0, 1)), compile arbfp1 solid(float4(0, 0, 1, 1)) };\n"
    "int pick = 0;\n"
    "technique chosen { pass {\n"
    "  VertexProgram = compile arbvp1 vmain();\n"
    "  FragmentProgram = (solids[pick]);\n"
    "} }\n"
    "technique unapplied { pass { Scissor = int4(0, 0, 4, 4); } }\n"
    "technique otherStage { pass { FragmentProgram = compile arbvp1 vmain(); } }\n";

class PassState : public LibCgGL {
 protected:
  void SetUp() override {
    LibCgGL::SetUp();
    if (IsSkipped()) return;
    cgGLRegisterStates(context);
    effect = cgCreateEffect(context, kEffect, nullptr);
    ASSERT_NE(effect, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
  }

  CGpass firstPass(const char* technique) { return cgGetFirstPass(cgGetNamedTechnique(effect, technique)); }

  static GLint integer(GLenum what) {
    GLint values[4] = {};
    glGetIntegerv(what, values);
    return values[0];
  }

  CGeffect effect = nullptr;
};

TEST_F(PassState, GlStatesAreSetAndResetToGlsInitialValues) {
  CGpass pass = firstPass("states");
  cgSetPassState(pass);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_TRUE(glIsEnabled(GL_DEPTH_TEST));
  EXPECT_EQ(integer(GL_DEPTH_FUNC), GL_LEQUAL);
  EXPECT_TRUE(glIsEnabled(GL_CULL_FACE));
  EXPECT_EQ(integer(GL_CULL_FACE_MODE), GL_FRONT);
  EXPECT_TRUE(glIsEnabled(GL_BLEND));
  EXPECT_EQ(integer(GL_BLEND_SRC_RGB), GL_SRC_ALPHA);
  EXPECT_EQ(integer(GL_BLEND_DST_RGB), GL_ONE_MINUS_SRC_ALPHA);
  EXPECT_EQ(integer(GL_POLYGON_MODE), GL_LINE);
  EXPECT_TRUE(glIsEnabled(GL_LIGHT2));
  EXPECT_FALSE(glIsEnabled(GL_LIGHT0));  // the index names the light
  GLfloat diffuse[4] = {};
  glGetLightfv(GL_LIGHT2, GL_DIFFUSE, diffuse);
  EXPECT_FLOAT_EQ(diffuse[1], 0.25f);
  EXPECT_FALSE(glIsEnabled(GL_DITHER));
  GLboolean mask[4] = {};
  glGetBooleanv(GL_COLOR_WRITEMASK, mask);
  EXPECT_TRUE(mask[0] && !mask[1] && mask[2] && !mask[3]);
  GLfloat width = 0;
  glGetFloatv(GL_LINE_WIDTH, &width);
  EXPECT_FLOAT_EQ(width, 3.0f);

  cgResetPassState(pass);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FALSE(glIsEnabled(GL_DEPTH_TEST));
  EXPECT_EQ(integer(GL_DEPTH_FUNC), GL_LESS);
  EXPECT_FALSE(glIsEnabled(GL_CULL_FACE));
  EXPECT_EQ(integer(GL_CULL_FACE_MODE), GL_BACK);
  EXPECT_FALSE(glIsEnabled(GL_BLEND));
  EXPECT_EQ(integer(GL_BLEND_SRC_RGB), GL_ONE);
  EXPECT_EQ(integer(GL_BLEND_DST_RGB), GL_ZERO);
  EXPECT_EQ(integer(GL_POLYGON_MODE), GL_FILL);
  EXPECT_FALSE(glIsEnabled(GL_LIGHT2));
  glGetLightfv(GL_LIGHT2, GL_DIFFUSE, diffuse);
  EXPECT_FLOAT_EQ(diffuse[1], 0.0f);  // lights but the first start black
  EXPECT_TRUE(glIsEnabled(GL_DITHER));
  glGetBooleanv(GL_COLOR_WRITEMASK, mask);
  EXPECT_TRUE(mask[0] && mask[1] && mask[2] && mask[3]);
  glGetFloatv(GL_LINE_WIDTH, &width);
  EXPECT_FLOAT_EQ(width, 1.0f);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// NVIDIA's libCgGL applies GL state through callbacks the API does not show (docs/libcg.md).
TEST_F(PassState, GlCallbacksStayInternal) {
  CGstate depthFunc = cgGetNamedState(context, "DepthFunc");
  EXPECT_EQ(cgGetStateSetCallback(depthFunc), nullptr);
  EXPECT_EQ(cgGetStateResetCallback(depthFunc), nullptr);
  EXPECT_EQ(cgGetStateValidateCallback(depthFunc), nullptr);
  EXPECT_EQ(cgGetStateSetCallback(cgGetNamedSamplerState(context, "MinFilter")), nullptr);
  EXPECT_TRUE(cgValidateTechnique(cgGetNamedTechnique(effect, "states")));
}

TEST_F(PassState, ValidationNeedsStatesCgxAppliesAndProgramsOfProfilesItRuns) {
  EXPECT_TRUE(cgValidateTechnique(cgGetNamedTechnique(effect, "draw")));
  EXPECT_TRUE(cgValidateTechnique(cgGetNamedTechnique(effect, "otherStage")));
  EXPECT_FALSE(cgValidateTechnique(cgGetNamedTechnique(effect, "unapplied")));
  cgSetPassState(firstPass("unapplied"));
  EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_ERROR);
}

TEST_F(PassState, ProgramStatesBindThePassProgramsWithTheEffectsSamplerTexture) {
  GLuint white = 0;
  glGenTextures(1, &white);
  glBindTexture(GL_TEXTURE_2D, white);
  const unsigned char texel[4] = {255, 255, 255, 255};
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, texel);
  glBindTexture(GL_TEXTURE_2D, 0);
  cgGLSetManageTextureParameters(context, CG_TRUE);
  CGparameter image = cgGetNamedEffectParameter(effect, "image");
  cgGLSetTextureParameter(image, white);
  EXPECT_EQ(cgGLGetTextureParameter(image), white);
  cgSetSamplerState(image);  // white's filters (the default would need mipmaps it lacks)
  CGpass pass = firstPass("draw");
  cgSetPassState(pass);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0.5f, 0.25f, 1));
  cgSetParameter4f(cgGetNamedEffectParameter(effect, "tint"), 0, 1, 0, 1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));
  cgResetPassState(pass);  // fixed function again
  drawQuad(0.5f, 0.5f, 0.5f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.5f, 0.5f, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgGLSetManageTextureParameters(context, CG_FALSE);
  glDeleteTextures(1, &white);
}

// With a GL context, cgGLRegisterStates gives the program states their stage's latest profile, which
// `compile latest` compiles for when the effect is made.
TEST_F(PassState, ProgramStatesHaveTheStagesLatestProfile) {
  EXPECT_EQ(cgGetStateLatestProfile(cgGetNamedState(context, "VertexProgram")), cgGLGetLatestProfile(CG_GL_VERTEX));
  EXPECT_EQ(cgGetStateLatestProfile(cgGetNamedState(context, "PixelShader")), cgGLGetLatestProfile(CG_GL_FRAGMENT));
  EXPECT_EQ(cgGetStateLatestProfile(cgGetNamedState(context, "GeometryProgram")), CG_PROFILE_GP4GP);
  EXPECT_EQ(cgGetStateLatestProfile(cgGetNamedState(context, "TessellationControlProgram")), CG_PROFILE_UNKNOWN);
  CGpass pass = firstPass("latest");
  CGprogram vertex = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "VertexProgram"));
  EXPECT_EQ(cgGetProgramProfile(vertex), cgGLGetLatestProfile(CG_GL_VERTEX));
}

// A state without a latest profile makes `compile latest` generic (libCg, as NVIDIA's); validation then
// compiles it for the stage's latest GL profile (cgx's choice: not measured).
TEST_F(PassState, CompileLatestWithoutALatestProfileTakesTheStagesAtValidation) {
  cgSetStateLatestProfile(cgGetNamedState(context, "VertexProgram"), CG_PROFILE_UNKNOWN);
  cgSetStateLatestProfile(cgGetNamedState(context, "FragmentProgram"), CG_PROFILE_UNKNOWN);
  cgDestroyEffect(effect);
  effect = cgCreateEffect(context, kEffect, nullptr);
  ASSERT_NE(effect, nullptr);
  CGpass pass = firstPass("latest");
  CGprogram vertex = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "VertexProgram"));
  CGprogram fragment = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "FragmentProgram"));
  EXPECT_EQ(cgGetProgramProfile(vertex), CG_PROFILE_GENERIC);
  EXPECT_TRUE(cgValidateTechnique(cgGetNamedTechnique(effect, "latest")));
  EXPECT_EQ(cgGetProgramProfile(vertex), cgGLGetLatestProfile(CG_GL_VERTEX));
  EXPECT_EQ(cgGetProgramProfile(fragment), cgGLGetLatestProfile(CG_GL_FRAGMENT));
  EXPECT_TRUE(cgIsProgramCompiled(fragment));
  GLuint white = 0;
  glGenTextures(1, &white);
  glBindTexture(GL_TEXTURE_2D, white);
  const unsigned char texel[4] = {255, 255, 255, 255};
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, texel);
  glBindTexture(GL_TEXTURE_2D, 0);
  cgGLSetManageTextureParameters(context, CG_TRUE);
  cgGLSetupSampler(cgGetNamedEffectParameter(effect, "image"), white);  // the texture and its filters
  cgSetPassState(pass);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0.5f, 0.25f, 1));
  cgResetPassState(pass);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgGLSetManageTextureParameters(context, CG_FALSE);
  glDeleteTextures(1, &white);
}

TEST_F(PassState, SamplerStatesGoToTheSamplersTextureAndLeaveTheBindingAlone) {
  GLuint textures[2] = {};
  glGenTextures(2, textures);
  glBindTexture(GL_TEXTURE_2D, textures[0]);
  glBindTexture(GL_TEXTURE_2D, textures[1]);  // the application's binding, which must stay
  CGparameter image = cgGetNamedEffectParameter(effect, "image");
  cgGLSetTextureParameter(image, textures[0]);
  cgSetSamplerState(image);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(integer(GL_TEXTURE_BINDING_2D), static_cast<GLint>(textures[1]));
  GLint value = 0;
  glGetTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, &value);
  EXPECT_EQ(value, GL_NEAREST_MIPMAP_LINEAR);  // textures[1] untouched: GL's initial filter
  glBindTexture(GL_TEXTURE_2D, textures[0]);
  glGetTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, &value);
  EXPECT_EQ(value, GL_NEAREST);
  glGetTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, &value);
  EXPECT_EQ(value, GL_NEAREST);
  glGetTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, &value);
  EXPECT_EQ(value, GL_CLAMP_TO_EDGE);
  glGetTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, &value);
  EXPECT_EQ(value, GL_MIRRORED_REPEAT);
  glBindTexture(GL_TEXTURE_2D, 0);
  glDeleteTextures(2, textures);
}

// An effect built through the API draws as one from source (the toolkit's cgfx_procfx): programs of the
// context as the pass's program states, an effect parameter connected to the fragment program's uniform,
// and a sampler whose `Texture` names a texture parameter never given a texture, which keeps the texture
// cgGLSetTextureParameter gave the sampler (its filters go to that texture).
TEST_F(PassState, AnEffectBuiltThroughTheApiDraws) {
  CGeffect built = cgCreateEffect(context, nullptr, nullptr);
  CGtechnique technique = cgCreateTechnique(built, "t");
  CGpass pass = cgCreatePass(technique, "p");
  CGprogram vertex = cgCreateProgram(context, CG_SOURCE,
                                     "float4 main(float4 p : POSITION, float4 c : COLOR0, out float4 oc : COLOR0)"
                                     " : POSITION { oc = c; return p; }",
                                     CG_PROFILE_ARBVP1, "main", nullptr);
  CGprogram fragment = cgCreateProgram(context, CG_SOURCE,
                                       "float4 main(float4 c : COLOR0, uniform float4 t, uniform sampler2D s)"
                                       " : COLOR { return c * t * tex2D(s, float2(0.5, 0.5)); }",
                                       CG_PROFILE_ARBFP1, "main", nullptr);
  EXPECT_TRUE(cgSetProgramStateAssignment(cgCreateStateAssignment(pass, cgGetNamedState(context, "VertexProgram")),
                                          vertex));
  EXPECT_TRUE(cgSetProgramStateAssignment(
      cgCreateStateAssignment(pass, cgGetNamedState(context, "FragmentProgram")), fragment));
  EXPECT_TRUE(cgValidateTechnique(technique));
  CGparameter tint = cgCreateEffectParameter(built, "tint", CG_FLOAT4);
  cgSetParameter4f(tint, 1, 0.5f, 0.25f, 1);
  cgConnectParameter(tint, cgGetNamedParameter(fragment, "t"));
  CGparameter texture = cgCreateEffectParameter(built, "tx", CG_TEXTURE);
  CGparameter sampler = cgCreateEffectParameter(built, "s", CG_SAMPLER2D);
  EXPECT_TRUE(cgSetTextureStateAssignment(
      cgCreateSamplerStateAssignment(sampler, cgGetNamedSamplerState(context, "Texture")), texture));
  EXPECT_TRUE(cgSetIntStateAssignment(
      cgCreateSamplerStateAssignment(sampler, cgGetNamedSamplerState(context, "MinFilter")), GL_NEAREST));
  cgConnectParameter(sampler, cgGetNamedParameter(fragment, "s"));
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);

  GLuint white = 0;
  glGenTextures(1, &white);
  glBindTexture(GL_TEXTURE_2D, white);
  const unsigned char texel[4] = {255, 255, 255, 255};
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, texel);
  glBindTexture(GL_TEXTURE_2D, 0);
  cgGLSetManageTextureParameters(context, CG_TRUE);
  cgGLSetTextureParameter(sampler, white);
  cgSetSamplerState(sampler);
  EXPECT_EQ(cgGLGetTextureParameter(sampler), white);
  glBindTexture(GL_TEXTURE_2D, white);
  GLint filter = 0;
  glGetTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, &filter);
  EXPECT_EQ(filter, GL_NEAREST);  // without it white lacks the mipmaps the default filter samples
  glBindTexture(GL_TEXTURE_2D, 0);
  cgSetPassState(pass);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0.5f, 0.25f, 1));
  cgResetPassState(pass);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgGLSetManageTextureParameters(context, CG_FALSE);
  glDeleteTextures(1, &white);
  cgDestroyEffect(built);  // and the programs its passes were given (NVIDIA's, measured)
  EXPECT_FALSE(cgIsProgram(fragment));
}

// libCgGL's GL states read the values the API's setters give, as a source's (an array state's index too).
TEST_F(PassState, GlStatesOfAPassBuiltThroughTheApi) {
  CGeffect built = cgCreateEffect(context, nullptr, nullptr);
  CGtechnique technique = cgCreateTechnique(built, "t");
  CGpass pass = cgCreatePass(technique, "p");
  EXPECT_TRUE(cgSetBoolStateAssignment(cgCreateStateAssignment(pass, cgGetNamedState(context, "DepthTestEnable")),
                                       CG_TRUE));
  EXPECT_TRUE(cgSetIntStateAssignment(cgCreateStateAssignment(pass, cgGetNamedState(context, "DepthFunc")),
                                      GL_LEQUAL));
  EXPECT_TRUE(cgSetBoolStateAssignment(
      cgCreateStateAssignmentIndex(pass, cgGetNamedState(context, "LightEnable"), 2), CG_TRUE));
  const float diffuse[4] = {0.5f, 0.25f, 0.125f, 1};
  EXPECT_TRUE(cgSetFloatArrayStateAssignment(
      cgCreateStateAssignmentIndex(pass, cgGetNamedState(context, "LightDiffuse"), 2), diffuse));
  EXPECT_TRUE(cgValidateTechnique(technique));
  cgSetPassState(pass);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_TRUE(glIsEnabled(GL_DEPTH_TEST));
  EXPECT_EQ(integer(GL_DEPTH_FUNC), GL_LEQUAL);
  EXPECT_TRUE(glIsEnabled(GL_LIGHT2));
  GLfloat read[4] = {};
  glGetLightfv(GL_LIGHT2, GL_DIFFUSE, read);
  EXPECT_FLOAT_EQ(read[1], 0.25f);
  cgResetPassState(pass);
  EXPECT_FALSE(glIsEnabled(GL_DEPTH_TEST));
  EXPECT_EQ(integer(GL_DEPTH_FUNC), GL_LESS);
  EXPECT_FALSE(glIsEnabled(GL_LIGHT2));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgDestroyEffect(built);
}

// A `compile` argument that is an expression of effect parameters has its value when the effect is made,
// and follows the parameters at each cgSetPassState (the toolkit's cgfx_latest and gs_quadnormal draw so).
TEST_F(PassState, ExpressionArgumentsFollowTheirParameters) {
  CGpass pass = firstPass("expression");
  CGprogram fragment = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "FragmentProgram"));
  double t[4] = {};
  cgGetParameterValuedr(cgGetNamedParameter(fragment, "t"), 4, t);
  EXPECT_DOUBLE_EQ(t[0], 0.25);
  EXPECT_DOUBLE_EQ(t[1], 0.5);
  EXPECT_DOUBLE_EQ(t[2], 0.75);
  EXPECT_DOUBLE_EQ(t[3], 1.0);
  GLuint white = 0;
  glGenTextures(1, &white);
  glBindTexture(GL_TEXTURE_2D, white);
  const unsigned char texel[4] = {255, 255, 255, 255};
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, texel);
  glBindTexture(GL_TEXTURE_2D, 0);
  cgGLSetManageTextureParameters(context, CG_TRUE);
  cgGLSetupSampler(cgGetNamedEffectParameter(effect, "image"), white);
  cgSetParameter1f(cgGetNamedEffectParameter(effect, "k"), 0.5f);
  cgSetPassState(pass);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 1, 0.5f, 1));
  cgResetPassState(pass);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgGLSetManageTextureParameters(context, CG_FALSE);
  glDeleteTextures(1, &white);
}

// `FragmentProgram = (solids[pick])` binds the element `pick` chooses at each cgSetPassState (the toolkit's
// cgfx_bumpdemo_array switches its programs so).
TEST_F(PassState, AProgramArraysElementFollowsItsIndex) {
  CGpass pass = firstPass("chosen");
  CGparameter pick = cgGetNamedEffectParameter(effect, "pick");
  ASSERT_TRUE(cgValidateTechnique(cgGetNamedTechnique(effect, "chosen")));
  for (int i : {0, 1, 0}) {
    cgSetParameter1i(pick, i);
    cgSetPassState(pass);
    drawQuad();
    EXPECT_TRUE(Rgba(pixel(), i == 0 ? 1.0f : 0.0f, 0, i == 0 ? 0.0f : 1.0f, 1)) << i;
    cgResetPassState(pass);
  }
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// The toolkit's CgFX apps set their effect's matrices from GL's; the programs' uniforms follow.
TEST_F(PassState, StateMatrixOfAnEffectParameter) {
  glMatrixMode(GL_MODELVIEW);
  glPushMatrix();
  glLoadIdentity();
  glTranslatef(0.5f, 0.25f, 0);
  CGparameter mvp = cgGetNamedEffectParameter(effect, "mvp");
  cgGLSetStateMatrixParameter(mvp, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  glPopMatrix();
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  double m[16] = {};
  cgGetMatrixParameterdr(mvp, m);
  EXPECT_DOUBLE_EQ(m[3], 0.5);  // row 0, column 3: the translation
  EXPECT_DOUBLE_EQ(m[7], 0.25);
  CGprogram vertex = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(firstPass("draw"), "VertexProgram"));
  double used[16] = {};
  cgGetMatrixParameterdr(cgGetNamedParameter(vertex, "mvp"), used);
  EXPECT_DOUBLE_EQ(used[3], 0.5);
}

// An effect's parameter that is neither a sampler nor a texture takes no texture.
TEST_F(PassState, ATextureForANonSamplerEffectParameterIsAnError) {
  cgGLSetTextureParameter(cgGetNamedEffectParameter(effect, "tint"), 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
}

// The application's callbacks on a GL state run instead of libCgGL's (not measured from NVIDIA's).
TEST_F(PassState, ApplicationCallbacksReplaceLibCgGLs) {
  static int calls = 0;
  calls = 0;
  CGstatecallback mine = [](CGstateassignment) -> CGbool {
    ++calls;
    return CG_TRUE;
  };
  cgSetStateCallbacks(cgGetNamedState(context, "DepthFunc"), mine, mine, mine);
  CGpass pass = firstPass("states");
  cgSetPassState(pass);
  EXPECT_EQ(integer(GL_DEPTH_FUNC), GL_LESS);
  EXPECT_TRUE(glIsEnabled(GL_DEPTH_TEST));  // the others still libCgGL's
  EXPECT_EQ(calls, 2);                      // validate, set
  cgResetPassState(pass);
  EXPECT_EQ(calls, 3);
  EXPECT_FALSE(glIsEnabled(GL_DEPTH_TEST));
}

}  // namespace
}  // namespace cgx::test
