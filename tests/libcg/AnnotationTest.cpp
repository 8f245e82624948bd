// Annotations of techniques, passes and effect parameters: what NVIDIA's libCg answers, measured with
// tests/libcg/oracle/annotations.c, checked here without NVIDIA's library.
#include <string>
#include <vector>

#include "LibCgTest.h"

namespace cgx::test {
namespace {

constexpr const char* kAnnotatedEffect =
    "float4 tint <string UIName = \"Tint\"; half h = 2; float2x2 m = {1, 2, 3, 4}; int2 i2 = {4, 5};\n"
    "             bool2 b2 = {true, false}; float3 axis = 1; string none;> = {1, 0, 0, 1};\n"
    "technique T <string Script = \"Pass=p0;\"; float Weight = 2;> { pass p0 <int Order = -2;> { } }\n";

class Annotations : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    fx = cgCreateEffect(context, kAnnotatedEffect, nullptr);
    ASSERT_NE(fx, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    technique = cgGetFirstTechnique(fx);
    tint = cgGetNamedEffectParameter(fx, "tint");
  }
  CGeffect fx = nullptr;
  CGtechnique technique = nullptr;
  CGparameter tint = nullptr;
};

TEST_F(Annotations, EachOwnersAnnotationsInOrderWithTheirTypes) {
  std::string seen;
  for (CGannotation a = cgGetFirstParameterAnnotation(tint); a; a = cgGetNextAnnotation(a)) {
    seen += std::string(cgGetAnnotationName(a)) + ":" + cgGetTypeString(cgGetAnnotationType(a)) + " ";
    EXPECT_TRUE(cgIsAnnotation(a));
  }
  EXPECT_EQ(seen, "UIName:string h:half m:float2x2 i2:int2 b2:bool2 axis:float3 ");  // `none` has no value
  EXPECT_STREQ(cgGetAnnotationName(cgGetFirstTechniqueAnnotation(technique)), "Script");
  CGannotation order = cgGetFirstPassAnnotation(cgGetFirstPass(technique));
  EXPECT_STREQ(cgGetAnnotationName(order), "Order");
  EXPECT_EQ(cgGetNextAnnotation(order), nullptr);
  EXPECT_EQ(cgGetNamedTechniqueAnnotation(technique, "Weight"), cgGetNextAnnotation(cgGetFirstTechniqueAnnotation(technique)));
  EXPECT_EQ(cgGetNamedParameterAnnotation(tint, "uiname"), nullptr);  // names match with case
  // Effects and programs made from source have none.
  EXPECT_EQ(cgGetFirstEffectAnnotation(fx), nullptr);
  EXPECT_EQ(cgGetNamedEffectAnnotation(fx, "x"), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Annotations, ValuesAndPairings) {
  int n = -5;
  const float* m = cgGetFloatAnnotationValues(cgGetNamedParameterAnnotation(tint, "m"), &n);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(std::vector<float>(m, m + n), (std::vector<float>{1, 2, 3, 4}));
  const float* axis = cgGetFloatAnnotationValues(cgGetNamedParameterAnnotation(tint, "axis"), &n);
  ASSERT_NE(axis, nullptr);
  EXPECT_EQ(std::vector<float>(axis, axis + n), (std::vector<float>{1, 1, 1}));  // one number fills it
  const float* h = cgGetFloatAnnotationValues(cgGetNamedParameterAnnotation(tint, "h"), &n);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h[0], 2.0f);  // half is read as float
  const int* i2 = cgGetIntAnnotationValues(cgGetNamedParameterAnnotation(tint, "i2"), &n);
  ASSERT_NE(i2, nullptr);
  EXPECT_EQ(std::vector<int>(i2, i2 + n), (std::vector<int>{4, 5}));
  const CGbool* b2 = cgGetBoolAnnotationValues(cgGetNamedParameterAnnotation(tint, "b2"), &n);
  ASSERT_NE(b2, nullptr);
  EXPECT_EQ(std::vector<CGbool>(b2, b2 + n), (std::vector<CGbool>{CG_TRUE, CG_FALSE}));
  CGannotation name = cgGetNamedParameterAnnotation(tint, "UIName");
  EXPECT_STREQ(cgGetStringAnnotationValue(name), "Tint");
  const char* const* strings = cgGetStringAnnotationValues(name, &n);
  ASSERT_NE(strings, nullptr);
  EXPECT_EQ(n, 1);
  EXPECT_STREQ(strings[0], "Tint");
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // Another kind's getter: null, no error, the count left alone.
  n = -5;
  EXPECT_EQ(cgGetIntAnnotationValues(name, &n), nullptr);
  EXPECT_EQ(cgGetFloatAnnotationValues(cgGetNamedParameterAnnotation(tint, "i2"), &n), nullptr);
  EXPECT_EQ(cgGetStringAnnotationValue(cgGetNamedParameterAnnotation(tint, "m")), nullptr);
  EXPECT_EQ(cgGetStringAnnotationValues(cgGetNamedParameterAnnotation(tint, "m"), &n), nullptr);
  EXPECT_EQ(n, -5);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // A null count and a null name are errors.
  EXPECT_EQ(cgGetFloatAnnotationValues(name, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetNamedTechniqueAnnotation(technique, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  EXPECT_EQ(cgGetNumDependentAnnotationParameters(name), 0);
  EXPECT_EQ(cgGetDependentAnnotationParameter(name, 0), nullptr);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
}

TEST_F(Annotations, AnAnnotationThatDoesNotFitFailsTheCreation) {
  for (const char* bad : {"string w = 3;", "float x = \"s\";", "string a = \"x\"; string a = \"y\";",
                          "float3 v = {1, 2};", "float v = {1, 2};", "texture t = 1;"}) {
    const std::string source = std::string("technique T <") + bad + "> { }\n";
    EXPECT_EQ(cgCreateEffect(context, source.c_str(), nullptr), nullptr) << bad;
    EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR) << bad;
  }
}

TEST_F(Annotations, MisuseAndStaleHandles) {
  EXPECT_EQ(cgGetFirstTechniqueAnnotation(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_HANDLE_ERROR);
  EXPECT_EQ(cgGetFirstParameterAnnotation(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetFirstProgramAnnotation(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetNamedEffectAnnotation(nullptr, "x"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR);
  EXPECT_EQ(cgGetNumDependentAnnotationParameters(nullptr), 0);
  EXPECT_EQ(cgGetDependentAnnotationParameter(nullptr, 0), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // NVIDIA's raises nothing for these two
  CGannotation stale = cgGetFirstTechniqueAnnotation(technique);
  cgDestroyEffect(fx);
  EXPECT_FALSE(cgIsAnnotation(stale));
  EXPECT_EQ(cgGetAnnotationName(stale), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_ANNOTATION_HANDLE_ERROR);
  EXPECT_EQ(cgGetAnnotationType(stale), CG_UNKNOWN_TYPE);
  EXPECT_EQ(cgGetError(), CG_INVALID_ANNOTATION_HANDLE_ERROR);
}

}  // namespace
}  // namespace cgx::test
