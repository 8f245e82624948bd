// State assignments of passes and sampler_state blocks: what NVIDIA's libCg answers, measured with
// tests/libcg/oracle/state-assignments.c, checked here without NVIDIA's library.
#include <string>
#include <vector>

#include "LibCgTest.h"

namespace cgx::test {

namespace {

constexpr const char* kAssignmentsEffect =
    "float4 tint = {1, 2, 3, 4};\n"
    "texture tx;\n"
    "sampler2D smp = sampler_state { Texture = <tx>; MinFilter = 2; MinFilter = 3; };\n"
    "float4 fs(uniform float4 c) : COLOR { return c; }\n"
    "technique T { pass P {\n"
    "  Color = float4(0.5, 1, 2, 3);\n"
    "  Depth = Less;\n"
    "  Light[2] = false;\n"
    "  Name = \"hello\";\n"
    "  VertexProgram = compile glslv fs(1);\n"
    "  VertexProgram = compile glslf fs(tint);\n"
    "  Sampler[1] = <smp>;\n"
    "  Color = tint;\n"
    "} }\n";

class StateAssignments : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    cgCreateState(context, "Color", CG_FLOAT4);
    cgAddStateEnumerant(cgCreateState(context, "Depth", CG_INT), "Less", 513);
    cgCreateArrayState(context, "Light", CG_BOOL, 4);
    cgCreateState(context, "Name", CG_STRING);
    cgCreateState(context, "VertexProgram", CG_PROGRAM_TYPE);
    cgCreateArrayState(context, "Sampler", CG_SAMPLER2D, 4);
    cgCreateSamplerState(context, "Texture", CG_TEXTURE);
    cgCreateSamplerState(context, "MinFilter", CG_INT);
    ASSERT_EQ(cgGetError(), CG_NO_ERROR);
    fx = cgCreateEffect(context, kAssignmentsEffect, nullptr);
    ASSERT_NE(fx, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    pass = cgGetFirstPass(cgGetFirstTechnique(fx));
  }
  std::string stateName(CGstateassignment sa) const {
    return cgGetStateName(cgGetStateAssignmentState(sa)) + std::string("[") +
           std::to_string(cgGetStateAssignmentIndex(sa)) + "]";
  }
  CGeffect fx = nullptr;
  CGpass pass = nullptr;
};

// One per state and index, the last in the source, in the order of those (NVIDIA's).
TEST_F(StateAssignments, ThePassKeepsTheLastAssignmentOfEachState) {
  std::string seen;
  for (CGstateassignment sa = cgGetFirstStateAssignment(pass); sa; sa = cgGetNextStateAssignment(sa)) {
    seen += stateName(sa) + " ";
    EXPECT_EQ(cgGetStateAssignmentPass(sa), pass);
    EXPECT_TRUE(cgIsStateAssignment(sa));
  }
  EXPECT_EQ(seen, "Depth[0] Light[2] Name[0] VertexProgram[0] Sampler[1] Color[0] ");
  // The replaced compile made no program: the context has the one of glslf.
  CGprogram program = cgGetFirstProgram(context);
  ASSERT_NE(program, nullptr);
  EXPECT_EQ(cgGetNextProgram(program), nullptr);
  EXPECT_EQ(cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "VertexProgram")), program);
  EXPECT_EQ(cgGetProgramProfile(program), CG_PROFILE_GLSLF);
  // Names match without case; an array state's carries the index.
  EXPECT_NE(cgGetNamedStateAssignment(pass, "depth"), nullptr);
  EXPECT_EQ(cgGetStateAssignmentIndex(cgGetNamedStateAssignment(pass, "LIGHT[2]")), 2);
  EXPECT_EQ(cgGetNamedStateAssignment(pass, "Light"), nullptr);
  EXPECT_EQ(cgGetNamedStateAssignment(pass, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(StateAssignments, ValuesOfEachTypeAndTheMismatches) {
  int n = -1;
  const int* depth = cgGetIntStateAssignmentValues(cgGetNamedStateAssignment(pass, "Depth"), &n);
  ASSERT_NE(depth, nullptr);
  EXPECT_EQ(std::vector<int>(depth, depth + n), std::vector<int>{513});  // the enumerant's value
  const CGbool* light = cgGetBoolStateAssignmentValues(cgGetNamedStateAssignment(pass, "Light[2]"), &n);
  ASSERT_NE(light, nullptr);
  EXPECT_EQ(n, 1);
  EXPECT_EQ(light[0], CG_FALSE);
  EXPECT_STREQ(cgGetStringStateAssignmentValue(cgGetNamedStateAssignment(pass, "Name")), "hello");
  CGstateassignment sampler = cgGetNamedStateAssignment(pass, "Sampler[1]");
  CGparameter smp = cgGetNamedEffectParameter(fx, "smp");
  EXPECT_EQ(cgGetSamplerStateAssignmentValue(sampler), smp);
  EXPECT_EQ(cgGetNumDependentStateAssignmentParameters(sampler), 1);
  EXPECT_EQ(cgGetDependentStateAssignmentParameter(sampler, 0), smp);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // A value naming an effect parameter reads its current value.
  CGstateassignment color = cgGetNamedStateAssignment(pass, "Color");
  cgSetParameter4f(cgGetNamedEffectParameter(fx, "tint"), 9, 8, 7, 6);
  const float* values = cgGetFloatStateAssignmentValues(color, &n);
  ASSERT_NE(values, nullptr);
  EXPECT_EQ(std::vector<float>(values, values + n), (std::vector<float>{9, 8, 7, 6}));
  // Another type's getter: null, CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR, the count left alone; a null
  // count is CG_INVALID_PARAMETER_ERROR first.
  n = -5;
  EXPECT_EQ(cgGetIntStateAssignmentValues(color, &n), nullptr);
  EXPECT_EQ(cgGetError(), CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
  EXPECT_EQ(n, -5);
  EXPECT_EQ(cgGetStringStateAssignmentValue(color), nullptr);
  EXPECT_EQ(cgGetError(), CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
  EXPECT_EQ(cgGetTextureStateAssignmentValue(color), nullptr);
  EXPECT_EQ(cgGetError(), CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
  EXPECT_EQ(cgGetIntStateAssignmentValues(color, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetDependentStateAssignmentParameter(color, 1), nullptr);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
}

TEST_F(StateAssignments, SamplerStateBlocks) {
  CGparameter smp = cgGetNamedEffectParameter(fx, "smp");
  CGstateassignment texture = cgGetFirstSamplerStateAssignment(smp);
  ASSERT_NE(texture, nullptr);
  EXPECT_STREQ(cgGetStateName(cgGetSamplerStateAssignmentState(texture)), "Texture");
  EXPECT_EQ(cgGetSamplerStateAssignmentParameter(texture), smp);
  EXPECT_EQ(cgGetTextureStateAssignmentValue(texture), cgGetNamedEffectParameter(fx, "tx"));
  EXPECT_EQ(cgGetStateAssignmentPass(texture), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  CGstateassignment filter = cgGetNextStateAssignment(texture);  // MinFilter once: the last, 3
  ASSERT_NE(filter, nullptr);
  EXPECT_EQ(cgGetNextStateAssignment(filter), nullptr);
  EXPECT_EQ(cgGetNamedSamplerStateAssignment(smp, "minfilter"), filter);
  int n = 0;
  const int* value = cgGetIntStateAssignmentValues(filter, &n);
  ASSERT_NE(value, nullptr);
  EXPECT_EQ(std::vector<int>(value, value + n), std::vector<int>{3});
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // NVIDIA's quirks: cgGetStateAssignmentState refuses a sampler_state assignment, and
  // cgGetSamplerStateAssignmentState a pass's, each with an error.
  EXPECT_EQ(cgGetStateAssignmentState(filter), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_STATE_HANDLE_ERROR);
  CGstateassignment first = cgGetFirstStateAssignment(pass);
  EXPECT_EQ(cgGetSamplerStateAssignmentState(first), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR);
  EXPECT_EQ(cgGetSamplerStateAssignmentParameter(first), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetFirstSamplerStateAssignment(cgGetNamedEffectParameter(fx, "tint")), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(StateAssignments, MisuseAndStaleHandles) {
  EXPECT_EQ(cgGetFirstStateAssignment(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PASS_HANDLE_ERROR);
  EXPECT_EQ(cgGetNamedStateAssignment(nullptr, "Depth"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PASS_HANDLE_ERROR);
  EXPECT_EQ(cgGetNextStateAssignment(bogus<CGstateassignment>()), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // NVIDIA's raises nothing here
  EXPECT_EQ(cgGetProgramStateAssignmentValue(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // nor here
  EXPECT_EQ(cgGetFirstSamplerStateAssignment(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  CGstateassignment stale = cgGetFirstStateAssignment(pass);
  cgDestroyEffect(fx);
  EXPECT_FALSE(cgIsStateAssignment(stale));
  EXPECT_EQ(cgGetStateAssignmentIndex(stale), 0);
  EXPECT_EQ(cgGetError(), CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR);
  EXPECT_EQ(cgGetStateAssignmentState(stale), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR);
}

}  // namespace
}  // namespace cgx::test
