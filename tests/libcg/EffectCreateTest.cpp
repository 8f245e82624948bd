// Effects built through the API (runtime/libcg/ApiEffectCreate.cpp, ApiAnnotationCreate.cpp): where NVIDIA's libCg crashes or makes
// what cgx does not (null names and arrays, string and aggregate parameter types), cgx's errors; the rest
// was measured with tests/libcg/oracle/effect-create.c and is checked here without NVIDIA's library.
#include <string>

#include "LibCgTest.h"

namespace cgx::test {

namespace {

class EffectCreate : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    color = cgCreateState(context, "Color", CG_FLOAT4);
    shade = cgCreateState(context, "Shade", CG_HALF);
    label = cgCreateState(context, "Label", CG_STRING);
    effect = cgCreateEffect(context, nullptr, nullptr);
    technique = cgCreateTechnique(effect, "T");
    pass = cgCreatePass(technique, "P");
    ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  }

  CGstate color = nullptr, shade = nullptr, label = nullptr;
  CGeffect effect = nullptr;
  CGtechnique technique = nullptr;
  CGpass pass = nullptr;
};

TEST_F(EffectCreate, NullArraysAndStringsAreInvalidPointersAndKeepTheValue) {
  CGstateassignment a = cgCreateStateAssignment(pass, color);
  const float four[4] = {1, 2, 3, 4};
  EXPECT_TRUE(cgSetFloatArrayStateAssignment(a, four));
  EXPECT_FALSE(cgSetFloatArrayStateAssignment(a, nullptr));
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  int n = 0;
  const float* values = cgGetFloatStateAssignmentValues(a, &n);
  ASSERT_EQ(n, 4);
  EXPECT_EQ(values[3], 4.0f);
  CGstateassignment s = cgCreateStateAssignment(pass, label);
  EXPECT_TRUE(cgSetStringStateAssignment(s, "x"));
  EXPECT_FALSE(cgSetStringStateAssignment(s, nullptr));
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  EXPECT_EQ(std::string(cgGetStringStateAssignmentValue(s)), "x");
  EXPECT_FALSE(cgSetIntArrayStateAssignment(a, nullptr));  // the type first: a float state
  EXPECT_EQ(cgGetError(), CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
}

TEST_F(EffectCreate, AHalfStateTakesFloats) {
  CGstateassignment a = cgCreateStateAssignment(pass, shade);
  EXPECT_TRUE(cgSetFloatStateAssignment(a, 0.5f));
  int n = 0;
  const float* values = cgGetFloatStateAssignmentValues(a, &n);
  ASSERT_EQ(n, 1);
  EXPECT_EQ(values[0], 0.5f);
}

TEST_F(EffectCreate, ParametersCgxDoesNotMake) {
  EXPECT_EQ(cgCreateEffectParameter(effect, nullptr, CG_FLOAT), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  for (CGtype type : {CG_STRING, CG_ARRAY, CG_STRUCT, CG_UNKNOWN_TYPE}) {
    EXPECT_EQ(cgCreateEffectParameter(effect, "p", type), nullptr);
    EXPECT_EQ(cgGetError(), CG_INVALID_VALUE_TYPE_ERROR) << type;
  }
  EXPECT_EQ(cgCreateEffectParameterArray(effect, "a", CG_FLOAT, 0), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgCreateEffectParameterArray(effect, "a", CG_FLOAT, (1 << 16) + 1), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetFirstEffectParameter(effect), nullptr);
}

TEST_F(EffectCreate, ArrayElementsHaveTheirTypeAndZeros) {
  CGparameter a = cgCreateEffectParameterArray(effect, "a", CG_FLOAT2, 3);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(cgGetParameterType(a), CG_ARRAY);
  EXPECT_EQ(cgGetArraySize(a, 0), 3);
  CGparameter last = cgGetArrayParameter(a, 2);
  EXPECT_EQ(cgGetParameterType(last), CG_FLOAT2);
  EXPECT_EQ(std::string(cgGetParameterName(last)), "a[2]");
  EXPECT_EQ(cgGetNamedEffectParameter(effect, "a[2]"), last);
  double values[2] = {7, 7};
  EXPECT_EQ(cgGetParameterValuedr(last, 2, values), 2);
  EXPECT_EQ(values[1], 0.0);
}

// A parameter of a name the effect has is made but not listed, and goes with the effect.
TEST_F(EffectCreate, AParameterOfATakenNameIsUnlisted) {
  CGparameter first = cgCreateEffectParameter(effect, "x", CG_FLOAT3);
  CGparameter second = cgCreateEffectParameter(effect, "x", CG_FLOAT);
  ASSERT_NE(second, nullptr);
  EXPECT_NE(first, second);
  EXPECT_EQ(cgGetNamedEffectParameter(effect, "x"), first);
  EXPECT_EQ(cgGetNextParameter(first), nullptr);
  EXPECT_EQ(cgGetNextParameter(second), nullptr);
  EXPECT_EQ(cgGetParameterEffect(second), effect);
  cgDestroyEffect(effect);
  EXPECT_FALSE(cgIsParameter(second));
}

// A pass or an assignment made in a validated technique makes it unvalidated (measured for assignments).
TEST_F(EffectCreate, MakingInAValidatedTechniqueUnvalidatesIt) {
  cgSetStateCallbacks(color, nullptr, nullptr, [](CGstateassignment) { return CG_TRUE; });
  cgCreateStateAssignment(pass, color);
  EXPECT_TRUE(cgValidateTechnique(technique));
  cgCreatePass(technique, "Q");
  EXPECT_FALSE(cgIsTechniqueValidated(technique));
  EXPECT_TRUE(cgValidateTechnique(technique));
  cgCreateStateAssignment(pass, color);
  EXPECT_FALSE(cgIsTechniqueValidated(technique));
}

// Annotation setters where NVIDIA's crashes follow the manual; a source's annotation takes a value too.
TEST_F(EffectCreate, AnnotationSettersOfAnotherTypeOrShape) {
  CGannotation i = cgCreateTechniqueAnnotation(technique, "i", CG_INT);
  EXPECT_FALSE(cgSetFloatAnnotation(i, 1.5f));
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_TYPE_ERROR);
  EXPECT_FALSE(cgSetStringAnnotation(i, "x"));
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_TYPE_ERROR);
  CGannotation s = cgCreatePassAnnotation(pass, "s", CG_STRING);
  EXPECT_FALSE(cgSetStringAnnotation(s, nullptr));
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  EXPECT_STREQ(cgGetStringAnnotationValue(s), "");

  CGeffect source = cgCreateEffect(context, "technique T <float2 v = {1, 2}; half h = 0.5; string s = \"a\";> { }\n",
                                   nullptr);
  ASSERT_NE(source, nullptr);
  CGtechnique t = cgGetFirstTechnique(source);
  EXPECT_FALSE(cgSetFloatAnnotation(cgGetNamedTechniqueAnnotation(t, "v"), 3));
  EXPECT_EQ(cgGetError(), CG_ARRAY_SIZE_MISMATCH_ERROR);
  CGannotation h = cgGetNamedTechniqueAnnotation(t, "h");
  EXPECT_TRUE(cgSetFloatAnnotation(h, 0.25f));
  int n = 0;
  const float* values = cgGetFloatAnnotationValues(h, &n);
  ASSERT_EQ(n, 1);
  EXPECT_EQ(values[0], 0.25f);
  EXPECT_TRUE(cgSetStringAnnotation(cgGetNamedTechniqueAnnotation(t, "s"), "b"));
  EXPECT_STREQ(cgGetStringAnnotationValue(cgGetNamedTechniqueAnnotation(t, "s")), "b");
}

TEST_F(EffectCreate, ProgramAnnotationsGoWithTheProgram) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, "float4 main(uniform float4 c) : COLOR { return c; }",
                                      CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr);
  CGannotation a = cgCreateProgramAnnotation(program, "a", CG_BOOL);
  EXPECT_TRUE(cgSetBoolAnnotation(a, CG_TRUE));
  EXPECT_EQ(cgGetNamedProgramAnnotation(program, "a"), a);
  EXPECT_EQ(cgGetNextAnnotation(a), nullptr);
  cgDestroyProgram(program);
  EXPECT_FALSE(cgIsAnnotation(a));
}

}  // namespace

}  // namespace cgx::test
