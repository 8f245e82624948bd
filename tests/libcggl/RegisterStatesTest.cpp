// cgGLRegisterStates (runtime/libcggl/ApiRegisterStates.cpp, table GlStates.def): what it defines, checked
// against GL's own constants where the value is GL's, and how it registers over existing definitions (as
// NVIDIA's does: a pass state of a name already defined is left alone; sampler states are added every
// time). It needs no GL context, so these tests run without one. tests/libcg/oracle/states.c compares the
// whole table with NVIDIA's.
#include <glad/gl.h>
#define CGGL_NO_OPENGL
#include <Cg/cgGL.h>
#include <gtest/gtest.h>

namespace {

int count(CGstate first) {
  int n = 0;
  for (CGstate s = first; s != nullptr; s = cgGetNextState(s)) ++n;
  return n;
}

class RegisterStates : public ::testing::Test {
 protected:
  void SetUp() override {
    cgGetError();
    context = cgCreateContext();
  }
  void TearDown() override { cgDestroyContext(context); }
  CGcontext context = nullptr;
};

TEST_F(RegisterStates, DefinesGlStatesWithGlEnumerants) {
  cgGLRegisterStates(context);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  // NVIDIA's libCgGL 3.1 defines 239 pass states and 21 sampler states.
  EXPECT_EQ(count(cgGetFirstState(context)), 239);
  EXPECT_EQ(count(cgGetFirstSamplerState(context)), 21);
  EXPECT_STREQ(cgGetStateName(cgGetFirstState(context)), "AlphaBlendEnable");

  CGstate depthFunc = cgGetNamedState(context, "DepthFunc");
  ASSERT_NE(depthFunc, nullptr);
  EXPECT_EQ(cgGetStateType(depthFunc), CG_INT);
  EXPECT_EQ(cgGetStateEnumerantValue(depthFunc, "lessequal"), GL_LEQUAL);
  EXPECT_STREQ(cgGetStateEnumerantName(depthFunc, GL_LEQUAL), "lequal");  // the first of two names
  CGstate minFilter = cgGetNamedSamplerState(context, "MinFilter");
  ASSERT_NE(minFilter, nullptr);
  EXPECT_EQ(cgGetStateEnumerantValue(minFilter, "LinearMipMapLinear"), GL_LINEAR_MIPMAP_LINEAR);
  EXPECT_EQ(cgGetStateType(cgGetNamedState(context, "BlendFunc")), CG_INT2);
  EXPECT_EQ(cgGetStateType(cgGetNamedState(context, "Texture2D")), CG_SAMPLER2D);
  EXPECT_EQ(cgGetNamedState(context, "MinFilter"), nullptr);  // a sampler state only

  // Program states, without a GL context: no latest profile, and (as NVIDIA's) no callbacks on any state.
  CGstate vertex = cgGetNamedState(context, "VertexProgram");
  ASSERT_NE(vertex, nullptr);
  EXPECT_EQ(cgGetStateType(vertex), CG_PROGRAM_TYPE);
  EXPECT_EQ(cgGetStateLatestProfile(vertex), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetStateSetCallback(vertex), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(RegisterStates, OverExistingDefinitions) {
  CGstate own = cgCreateState(context, "depthtestenable", CG_FLOAT);
  CGstate ownSampler = cgCreateSamplerState(context, "MinFilter", CG_FLOAT);
  cgGLRegisterStates(context);
  cgGLRegisterStates(context);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(count(cgGetFirstState(context)), 239);  // the application's own DepthTestEnable stays
  EXPECT_EQ(cgGetNamedState(context, "DepthTestEnable"), own);
  EXPECT_EQ(cgGetStateType(own), CG_FLOAT);
  EXPECT_EQ(count(cgGetFirstSamplerState(context)), 1 + 2 * 21);
  EXPECT_NE(cgGetNamedSamplerState(context, "MinFilter"), ownSampler);  // the last definition
}

TEST_F(RegisterStates, InvalidContext) {
  CGcontext gone = cgCreateContext();
  cgDestroyContext(gone);
  for (CGcontext bad : {static_cast<CGcontext>(nullptr), gone}) {
    cgGLRegisterStates(bad);
    EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  }
}

}  // namespace
