// Profiles and programs through libCgGL: the latest and supported profiles, loading, binding and enabling
// per stage (a stage without an enabled program stays fixed-function), reloading after a recompile,
// destruction while bound, and the misuses the manual documents.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

TEST_F(LibCgGL, LatestAndSupportedProfiles) {
  // Fragment: what NVIDIA's libCgGL reports on Mesa, and what cgx runs as GLSL checked against its limits.
  // Vertex: the same (arbvp1), but vp40 where vertex shaders read textures, as llvmpipe's do.
  GLint vertexTextureUnits = 0;
  glGetIntegerv(GL_MAX_VERTEX_TEXTURE_IMAGE_UNITS, &vertexTextureUnits);
  EXPECT_GT(vertexTextureUnits, 0);
  const CGprofile latestVertex = vertexTextureUnits > 0 ? CG_PROFILE_VP40 : CG_PROFILE_ARBVP1;
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_VERTEX), latestVertex);
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_FRAGMENT), CG_PROFILE_ARBFP1);
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_GEOMETRY), CG_PROFILE_GP4GP);  // as GLSL 1.50 (GeometryTest.cpp)
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_TESSELLATION_CONTROL), CG_PROFILE_UNKNOWN);  // not run yet: no error
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_MODELVIEW_MATRIX), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  // The manual's environment override, taken when it names a profile of the class that runs here.
  setenv("CGGL_LATEST_VERTEX_PROFILE", "arbvp1", 1);
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_VERTEX), CG_PROFILE_ARBVP1);
  setenv("CGGL_LATEST_VERTEX_PROFILE", "arbfp1", 1);  // a fragment profile: not taken
  EXPECT_EQ(cgGLGetLatestProfile(CG_GL_VERTEX), latestVertex);
  unsetenv("CGGL_LATEST_VERTEX_PROFILE");

  for (CGprofile p : {CG_PROFILE_ARBVP1, CG_PROFILE_ARBFP1, CG_PROFILE_VP40, CG_PROFILE_FP40, CG_PROFILE_GLSLV})
    EXPECT_TRUE(cgGLIsProfileSupported(p)) << cgGetProfileString(p);
  for (CGprofile p : {CG_PROFILE_VS_2_0, CG_PROFILE_PS_3_0, CG_PROFILE_GP5TCP, CG_PROFILE_UNKNOWN})
    EXPECT_FALSE(cgGLIsProfileSupported(p)) << cgGetProfileString(p);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // cgx's compiler has no per-GPU options: none is the optimal set.
  cgGLSetOptimalOptions(CG_PROFILE_ARBVP1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  ASSERT_NE(cgGLGetOptimalOptions(CG_PROFILE_ARBFP1), nullptr);
  EXPECT_EQ(cgGLGetOptimalOptions(CG_PROFILE_ARBFP1)[0], nullptr);
  EXPECT_EQ(cgGLGetOptimalOptions(CG_PROFILE_VS_2_0), nullptr);
  cgGLSetOptimalOptions(CG_PROFILE_PS_2_0);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  // GL 4.5's GLSL is past Cg's newest GLSL version.
  EXPECT_EQ(cgGLDetectGLSLVersion(), CG_GL_GLSL_120);
}

// Names and enumerants as NVIDIA's libCgGL gives them (asked of it), plus the manual's "1.1" and its
// error for a null string, where NVIDIA's departs from the manual.
TEST_F(LibCgGL, GlslVersionNames) {
  EXPECT_EQ(cgGLGetGLSLVersion("1"), CG_GL_GLSL_100);
  EXPECT_EQ(cgGLGetGLSLVersion("100"), CG_GL_GLSL_100);
  EXPECT_EQ(cgGLGetGLSLVersion("1.10"), CG_GL_GLSL_110);
  EXPECT_EQ(cgGLGetGLSLVersion("1.1"), CG_GL_GLSL_110);
  EXPECT_EQ(cgGLGetGLSLVersion("120"), CG_GL_GLSL_120);
  EXPECT_EQ(cgGLGetGLSLVersion("1.30"), CG_GL_GLSL_DEFAULT);
  EXPECT_EQ(cgGLGetGLSLVersion("foo"), CG_GL_GLSL_DEFAULT);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGLGetGLSLVersion(nullptr), CG_GL_GLSL_DEFAULT);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_STREQ(cgGLGetGLSLVersionString(CG_GL_GLSL_120), "CG_GL_GLSL_120");
  EXPECT_STREQ(cgGLGetGLSLVersionString(CG_GL_GLSL_DEFAULT), "CG_GL_GLSL_DEFAULT");
  EXPECT_EQ(cgGLGetGLSLVersionString(static_cast<CGGLglslversion>(4)), nullptr);
  EXPECT_EQ(cgGLGetGLSLVersionString(static_cast<CGGLglslversion>(-1)), nullptr);
}

// The context's GLSL version: the #version its glslv and glslf programs are written in from then on.
TEST_F(LibCgGL, ContextGlslVersion) {
  auto versionLine = [](CGprogram program) {
    const std::string text = cgGetProgramString(program, CG_COMPILED_PROGRAM);
    return text.substr(0, text.find('\n'));
  };
  EXPECT_EQ(cgGLGetContextGLSLVersion(context), CG_GL_GLSL_DEFAULT);
  EXPECT_EQ(versionLine(create(kPassVertex, CG_PROFILE_GLSLV)), "#version 110");
  cgGLSetContextGLSLVersion(context, CG_GL_GLSL_120);
  EXPECT_EQ(cgGLGetContextGLSLVersion(context), CG_GL_GLSL_120);
  EXPECT_EQ(versionLine(create(kPassVertex, CG_PROFILE_GLSLV)), "#version 120");
  EXPECT_EQ(versionLine(create(kTintFragment, CG_PROFILE_GLSLF)), "#version 120");
  const char* own[] = {"-po", "version=110", nullptr};  // the program's own arguments win
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kPassVertex, CG_PROFILE_GLSLV, "main", own);
  EXPECT_EQ(versionLine(program), "#version 110");
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // The manual's environment variable is used instead of what the application sets.
  setenv("CGGL_GLSL_VERSION", "1.10", 1);
  cgGLSetContextGLSLVersion(context, CG_GL_GLSL_120);
  EXPECT_EQ(cgGLGetContextGLSLVersion(context), CG_GL_GLSL_110);
  EXPECT_EQ(versionLine(create(kPassVertex, CG_PROFILE_GLSLV)), "#version 110");
  unsetenv("CGGL_GLSL_VERSION");
  cgGLSetContextGLSLVersion(context, static_cast<CGGLglslversion>(7));
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  cgGLSetContextGLSLVersion(nullptr, CG_GL_GLSL_110);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgGLGetContextGLSLVersion(nullptr), CG_GL_GLSL_DEFAULT);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
}

TEST_F(LibCgGL, VertexAndFragmentPairDraws) {
  CGprogram vertex = use(kPassVertex, CG_PROFILE_ARBVP1);
  CGprogram fragment = use(kTintFragment, CG_PROFILE_ARBFP1);
  EXPECT_TRUE(cgGLIsProgramLoaded(vertex));
  EXPECT_NE(cgGLGetProgramID(vertex), 0u);
  EXPECT_NE(cgGLGetProgramID(vertex), cgGLGetProgramID(fragment));
  cgSetParameter4f(cgGetNamedParameter(vertex, "scale"), 1, 0.5f, 1, 1);
  cgSetParameter4f(cgGetNamedParameter(fragment, "tint"), 0.5f, 1, 0.25f, 1);
  drawQuad(1, 1, 1, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.5f, 0.25f, 1.0f));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// Each stage binds on its own; a stage with no enabled program runs GL's fixed function, which feeds or
// takes GL's built-in varyings (COLOR0 here) just as the Cg program would.
TEST_F(LibCgGL, StagesBindIndependentlyOverFixedFunction) {
  CGprogram vertex = use(kPassVertex, CG_PROFILE_ARBVP1);
  CGprogram fragment = use(kTintFragment, CG_PROFILE_ARBFP1);
  cgSetParameter4f(cgGetNamedParameter(vertex, "scale"), 0.5f, 0.5f, 0.5f, 1);
  cgSetParameter4f(cgGetNamedParameter(fragment, "tint"), 1, 0, 1, 1);

  cgGLDisableProfile(CG_PROFILE_ARBVP1);  // fixed-function vertex, Cg fragment
  drawQuad(0.8f, 0.6f, 0.4f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.8f, 0.0f, 0.4f, 1.0f));

  cgGLEnableProfile(CG_PROFILE_ARBVP1);  // Cg vertex, fixed-function fragment
  cgGLDisableProfile(CG_PROFILE_ARBFP1);
  drawQuad(0.8f, 0.6f, 0.4f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.4f, 0.3f, 0.2f, 1.0f));

  cgGLDisableProfile(CG_PROFILE_ARBVP1);  // all fixed function
  drawQuad(0.8f, 0.6f, 0.4f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.8f, 0.6f, 0.4f, 1.0f));

  cgGLEnableProfile(CG_PROFILE_ARBVP1);  // both again; unbinding one stage leaves it fixed-function
  cgGLEnableProfile(CG_PROFILE_ARBFP1);
  cgGLUnbindProgram(CG_PROFILE_ARBVP1);
  drawQuad(0.8f, 0.6f, 0.4f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.8f, 0.0f, 0.4f, 1.0f));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// A glslv+glslf pair meets on GL's built-in varyings (GLSL 1.10, as cgc writes it), whatever order each
// declares them in and whether the fragment reads them all: Mesa matches separable programs' own
// varyings by position, not by name, so generic varyings would mix up here (they did).
TEST_F(LibCgGL, GlslProfilePairDraws) {
  use("void main(float4 p : POSITION, out float4 op : POSITION, out float4 a : TEXCOORD1,\n"
      "          out float4 b : TEXCOORD3, out float4 c : COLOR0) {\n"
      "  op = p; a = float4(0.5, 0, 0, 0); b = float4(0, 0.25, 0.75, 1); c = float4(1, 1, 1, 1);\n"
      "}\n",
      CG_PROFILE_GLSLV);
  use("float4 main(float4 b : TEXCOORD3, float4 a : TEXCOORD1) : COLOR { return a + b; }\n", CG_PROFILE_GLSLF);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.25f, 0.75f, 1.0f));
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
  cgGLDisableProfile(CG_PROFILE_GLSLV);
  cgGLDisableProfile(CG_PROFILE_GLSLF);
}

// A fragment program's array input (`float4 t[3] : TEXCOORD1`) is three varyings, TEXCOORD1 to 3, as cgc
// binds them, read at any index (the toolkit's gs_interp_quad loops over such arrays).
TEST_F(LibCgGL, AFragmentArrayInputReadsConsecutiveTexcoords) {
  use("void main(float4 p : POSITION, out float4 op : POSITION, out float4 a : TEXCOORD1,\n"
      "          out float4 b : TEXCOORD2, out float4 c : TEXCOORD3) {\n"
      "  op = p; a = float4(0.125, 0, 0, 0); b = float4(0, 0.25, 0, 0); c = float4(0, 0, 0.5, 1);\n"
      "}\n",
      CG_PROFILE_GLSLV);
  CGprogram fragment = use("float4 main(float4 t[3] : TEXCOORD1, uniform int n) : COLOR {\n"
                           "  float4 sum = 0;\n"
                           "  for (int i = 0; i < n; i++) sum += t[i];\n"
                           "  return sum;\n"
                           "}\n",
                           CG_PROFILE_GLSLF);
  cgSetParameter1i(cgGetNamedParameter(fragment, "n"), 3);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.125f, 0.25f, 0.5f, 1.0f));
  cgSetParameter1i(cgGetNamedParameter(fragment, "n"), 2);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.125f, 0.25f, 0, 0));
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
  cgGLDisableProfile(CG_PROFILE_GLSLV);
  cgGLDisableProfile(CG_PROFILE_GLSLF);
}

// A combination (cgCombinePrograms) loads, binds and enables both its stages in one call each; its values
// reach GL through the domain programs' parameters.
TEST_F(LibCgGL, ACombinationBindsBothStages) {
  CGprogram vertex = create(kPassVertex, CG_PROFILE_ARBVP1);
  CGprogram fragment = create(kTintFragment, CG_PROFILE_ARBFP1);
  CGprogram combined = cgCombinePrograms2(vertex, fragment);
  ASSERT_NE(combined, nullptr);
  cgDestroyProgram(vertex);
  cgDestroyProgram(fragment);
  EXPECT_FALSE(cgGLIsProgramLoaded(combined));
  cgGLLoadProgram(combined);
  EXPECT_TRUE(cgGLIsProgramLoaded(combined));
  EXPECT_TRUE(cgGLIsProgramLoaded(cgGetProgramDomainProgram(combined, 1)));
  EXPECT_EQ(cgGLGetProgramID(combined), cgGLGetProgramID(cgGetProgramDomainProgram(combined, 0)));
  cgGLBindProgram(combined);
  cgGLEnableProgramProfiles(combined);
  cgSetParameter4f(cgGetNamedParameter(combined, "scale"), 1, 0.5f, 1, 1);
  cgSetParameter4f(cgGetNamedParameter(combined, "tint"), 0.5f, 1, 0.25f, 1);
  drawQuad(1, 1, 1, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.5f, 0.25f, 1.0f));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgGLDisableProgramProfiles(combined);  // both stages fixed-function again
  drawQuad(0.8f, 0.6f, 0.4f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.8f, 0.6f, 0.4f, 1.0f));
  cgGLUnloadProgram(combined);
  EXPECT_FALSE(cgGLIsProgramLoaded(combined));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// cgGLSetDebugMode: in debug mode (the default) libCgGL checks GL's error flag around its own GL work,
// taking the application's pending error first so as not to blame it on libCgGL; with debug mode off it
// leaves GL's error flag alone.
TEST_F(LibCgGL, DebugModeChecksGlErrorsAroundLibCgGLsWork) {
  CGprogram program = create(kPassVertex, CG_PROFILE_ARBVP1);
  glEnable(0xFFFF);  // the application's own GL error: GL_INVALID_ENUM
  cgGLLoadProgram(program);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // not libCgGL's
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));  // taken before the load
  cgGLSetDebugMode(CG_FALSE);
  glEnable(0xFFFF);
  cgGLLoadProgram(program);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_INVALID_ENUM));  // untouched
  cgGLSetDebugMode(CG_TRUE);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// A second fragment program replaces the first on its stage; the vertex stage keeps its program.
TEST_F(LibCgGL, BindingAnotherProgramReplacesTheStagesProgram) {
  CGprogram vertex = use(kPassVertex, CG_PROFILE_ARBVP1);
  cgSetParameter4f(cgGetNamedParameter(vertex, "scale"), 1, 1, 1, 1);
  CGprogram red = use("float4 main() : COLOR { return float4(1, 0, 0, 1); }", CG_PROFILE_ARBFP1);
  CGprogram green = use("float4 main() : COLOR { return float4(0, 1, 0, 1); }", CG_PROFILE_ARBFP1);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));
  cgGLBindProgram(red);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 0, 1));
  cgGLEnableProgramProfiles(green);  // the program's profile: the fragment stage
  cgGLDisableProgramProfiles(green);
  drawQuad(0, 0, 1, 1);
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A program compiled again is loaded again when next bound, with its new parameters; a destroyed program
// leaves its stage fixed-function.
TEST_F(LibCgGL, RecompiledAndDestroyedPrograms) {
  CGprogram fragment = use(kTintFragment, CG_PROFILE_ARBFP1);
  cgCompileProgram(fragment);
  cgSetParameter4f(cgGetNamedParameter(fragment, "tint"), 0, 1, 0, 1);
  cgGLBindProgram(fragment);
  EXPECT_TRUE(cgGLIsProgramLoaded(fragment));
  EXPECT_NE(cgGLGetProgramID(fragment), 0u);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  drawQuad(1, 1, 1, 1);
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));

  cgDestroyProgram(fragment);
  drawQuad(0.2f, 0.4f, 0.6f, 1);
  EXPECT_TRUE(Rgba(pixel(), 0.2f, 0.4f, 0.6f, 1));
  cgGLUnloadProgram(fragment);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// Loading a bound program again (after cgSetProgramProfile or new arguments, say) runs the new object.
TEST_F(LibCgGL, ReloadingABoundProgramRunsTheNewObject) {
  CGprogram fragment = use(kTintFragment, CG_PROFILE_ARBFP1);
  cgSetParameter4f(cgGetNamedParameter(fragment, "tint"), 0, 0, 1, 1);
  cgGLLoadProgram(fragment);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));
  GLint current = 0;
  glGetProgramPipelineiv(static_cast<GLuint>([] {
                           GLint pipeline = 0;
                           glGetIntegerv(GL_PROGRAM_PIPELINE_BINDING, &pipeline);
                           return pipeline;
                         }()),
                         GL_FRAGMENT_SHADER, &current);
  EXPECT_EQ(static_cast<GLuint>(current), cgGLGetProgramID(fragment));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCgGL, UnloadedPrograms) {
  CGprogram fragment = create(kTintFragment, CG_PROFILE_ARBFP1);
  EXPECT_FALSE(cgGLIsProgramLoaded(fragment));
  EXPECT_EQ(cgGLGetProgramID(fragment), 0u);
  cgGLBindProgram(fragment);  // the manual: load before binding
  EXPECT_EQ(cgGetError(), CG_PROGRAM_BIND_ERROR);
  cgGLLoadProgram(fragment);
  EXPECT_TRUE(cgGLIsProgramLoaded(fragment));
  cgGLUnloadProgram(fragment);
  EXPECT_FALSE(cgGLIsProgramLoaded(fragment));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// Manual compilation: loading compiles a program that was not compiled yet.
TEST_F(LibCgGL, LoadingCompilesAProgramInManualMode) {
  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  CGprogram fragment = create(kTintFragment, CG_PROFILE_ARBFP1);
  EXPECT_FALSE(cgIsProgramCompiled(fragment));
  cgGLLoadProgram(fragment);
  EXPECT_TRUE(cgIsProgramCompiled(fragment));
  EXPECT_TRUE(cgGLIsProgramLoaded(fragment));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

int callbacks = 0;
void countCallback() { ++callbacks; }

TEST_F(LibCgGL, ProgramMisuses) {
  const CGprogram bogus = reinterpret_cast<CGprogram>(static_cast<std::uintptr_t>(0x1234));
  cgGLLoadProgram(bogus);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  cgGLBindProgram(bogus);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_FALSE(cgGLIsProgramLoaded(bogus));
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGLGetProgramID(nullptr), 0u);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  cgGLEnableProgramProfiles(bogus);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  // A profile libCgGL does not run (Direct3D's), for a program and by value.
  CGprogram d3d = create(kTintFragment, CG_PROFILE_PS_2_0);
  cgGLLoadProgram(d3d);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  cgGLBindProgram(d3d);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  cgGLEnableProfile(CG_PROFILE_PS_2_0);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  cgGLDisableProfile(CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  cgGLUnbindProgram(static_cast<CGprofile>(12345));
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  cgGLSetManageTextureParameters(nullptr, CG_TRUE);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  cgGLSetContextOptimalOptions(context, CG_PROFILE_VS_1_1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
  // libCgGL's errors reach libCg's callback like libCg's own.
  callbacks = 0;
  cgSetErrorCallback(countCallback);
  cgGLBindProgram(bogus);
  cgSetErrorCallback(nullptr);
  EXPECT_EQ(callbacks, 1);
  CGerror error = CG_NO_ERROR;
  EXPECT_STREQ(cgGetLastErrorString(&error), cgGetErrorString(CG_INVALID_PROGRAM_HANDLE_ERROR));
  EXPECT_EQ(error, CG_INVALID_PROGRAM_HANDLE_ERROR);
  cgGetError();
}

}  // namespace
}  // namespace cgx::test
