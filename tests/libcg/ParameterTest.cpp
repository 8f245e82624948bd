// The parameter tree: name spaces (CG_PROGRAM: the entry function's parameters; CG_GLOBAL: the globals,
// as NVIDIA's libCg splits them), struct members, array elements, named lookup with paths, and what each
// parameter is. tests/libcg/oracle compares the same tree with NVIDIA's libCg.
#include "LibCgTest.h"

#include <string>
#include <vector>

namespace {

using cgx::test::bogus;
using cgx::test::kLibCgFragment;
using cgx::test::LibCg;

std::vector<std::string> names(CGparameter first, CGparameter (*next)(CGparameter)) {
  std::vector<std::string> out;
  for (CGparameter p = first; p; p = next(p)) out.push_back(cgGetParameterName(p));
  return out;
}

TEST_F(LibCg, NameSpacesAndIteration) {
  CGprogram program = vertexProgram();
  EXPECT_EQ(names(cgGetFirstParameter(program, CG_PROGRAM), cgGetNextParameter),
            (std::vector<std::string>{"p", "uv", "op", "oc", "k"}));
  EXPECT_EQ(names(cgGetFirstParameter(program, CG_GLOBAL), cgGetNextParameter),
            (std::vector<std::string>{"light", "mvp", "a", "m23", "tex", "unused"}));
  EXPECT_EQ(names(cgGetFirstLeafParameter(program, CG_PROGRAM), cgGetNextLeafParameter),
            (std::vector<std::string>{"p", "uv", "op", "oc", "k"}));
  EXPECT_EQ(names(cgGetFirstLeafParameter(program, CG_GLOBAL), cgGetNextLeafParameter),
            (std::vector<std::string>{"light.pos", "light.color", "mvp", "a[0]", "a[1]", "a[2]", "m23", "tex",
                                      "unused"}));
  EXPECT_EQ(cgGetFirstParameter(program, CG_UNIFORM), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgGetFirstLeafParameter(program, CG_VARYING), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgGetFirstParameter(bogus<CGprogram>(), CG_PROGRAM), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetNextParameter(bogus<CGparameter>()), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

TEST_F(LibCg, StructMembers) {
  CGprogram program = vertexProgram();
  CGparameter light = named(program, "light");
  EXPECT_EQ(cgGetParameterType(light), CG_STRUCT);
  EXPECT_EQ(cgGetParameterClass(light), CG_PARAMETERCLASS_STRUCT);
  EXPECT_EQ(names(cgGetFirstStructParameter(light), cgGetNextParameter),
            (std::vector<std::string>{"light.pos", "light.color"}));
  EXPECT_EQ(cgGetNamedStructParameter(light, "color"), cgGetNamedParameter(program, "light.color"));
  EXPECT_EQ(cgGetNamedStructParameter(light, "nope"), nullptr);
  EXPECT_EQ(cgGetNamedSubParameter(light, "pos"), cgGetNamedParameter(program, "light.pos"));
  EXPECT_EQ(cgGetFirstStructParameter(named(program, "mvp")), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_TYPE_ERROR);
  EXPECT_EQ(cgGetNamedStructParameter(named(program, "a"), "x"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_TYPE_ERROR);
}

TEST_F(LibCg, ArrayElements) {
  CGprogram program = vertexProgram();
  CGparameter a = named(program, "a");
  EXPECT_EQ(cgGetParameterType(a), CG_ARRAY);
  EXPECT_EQ(cgGetParameterClass(a), CG_PARAMETERCLASS_ARRAY);
  EXPECT_EQ(cgGetArraySize(a, 0), 3);
  EXPECT_EQ(cgGetArrayDimension(a), 1);
  EXPECT_EQ(cgGetArrayTotalSize(a), 3);
  EXPECT_EQ(cgGetArrayType(a), CG_FLOAT);
  EXPECT_EQ(cgGetParameterBaseType(a), CG_FLOAT);
  EXPECT_EQ(cgGetParameterRows(a), 1);  // the element's shape (NVIDIA's libCg too)
  CGparameter a2 = cgGetArrayParameter(a, 2);
  EXPECT_EQ(a2, cgGetNamedParameter(program, "a[2]"));
  EXPECT_EQ(cgGetParameterIndex(a2), 2);
  EXPECT_STREQ(cgGetParameterName(a2), "a[2]");
  // Iteration does not walk the elements (NVIDIA's: cgGetNextParameter of an element is null); the leaves
  // do go through them.
  EXPECT_EQ(cgGetNextParameter(cgGetArrayParameter(a, 0)), nullptr);
  EXPECT_EQ(cgGetNextLeafParameter(cgGetArrayParameter(a, 0)), cgGetArrayParameter(a, 1));
  EXPECT_EQ(cgGetArrayParameter(a, 3), nullptr);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  EXPECT_EQ(cgGetArrayParameter(a, -1), nullptr);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  EXPECT_EQ(cgGetArrayParameter(named(program, "mvp"), 0), nullptr);
  EXPECT_EQ(cgGetError(), CG_ARRAY_PARAM_ERROR);
  EXPECT_EQ(cgGetArrayType(named(program, "mvp")), CG_UNKNOWN_TYPE);
  EXPECT_EQ(cgGetError(), CG_ARRAY_PARAM_ERROR);
  EXPECT_EQ(cgGetArraySize(a, -1), 0);
  EXPECT_EQ(cgGetError(), CG_INVALID_DIMENSION_ERROR);
  EXPECT_EQ(cgGetArraySize(named(program, "mvp"), 0), 0);
  EXPECT_EQ(cgGetArrayTotalSize(named(program, "mvp")), 0);
  EXPECT_EQ(cgGetParameterIndex(named(program, "mvp")), -1);
  EXPECT_EQ(cgGetError(), CG_ARRAY_PARAM_ERROR);
}

TEST_F(LibCg, NestedArraysOfStructs) {
  const char* source =
      "struct L { float4 c; float w[2]; };\n"
      "uniform L lights[2];\n"
      "float4 main() : COLOR { return lights[0].c * lights[1].w[1]; }\n";
  CGprogram program = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr) << cgGetLastListing(context);
  CGparameter lights = named(program, "lights");
  EXPECT_EQ(cgGetArraySize(lights, 0), 2);
  EXPECT_EQ(cgGetArrayType(lights), CG_STRUCT);
  CGparameter second = cgGetArrayParameter(lights, 1);
  EXPECT_EQ(cgGetParameterType(second), CG_STRUCT);
  CGparameter w = cgGetNamedStructParameter(second, "w");
  ASSERT_NE(w, nullptr);
  EXPECT_STREQ(cgGetParameterName(w), "lights[1].w");
  EXPECT_EQ(cgGetArraySize(w, 0), 2);
  EXPECT_EQ(cgGetArrayParameter(w, 1), cgGetNamedParameter(program, "lights[1].w[1]"));
  EXPECT_EQ(cgGetNamedSubParameter(lights, "[1].w[1]"), cgGetNamedParameter(program, "lights[1].w[1]"));
  EXPECT_EQ(names(cgGetFirstLeafParameter(program, CG_GLOBAL), cgGetNextLeafParameter),
            (std::vector<std::string>{"lights[0].c", "lights[0].w[0]", "lights[0].w[1]", "lights[1].c",
                                      "lights[1].w[0]", "lights[1].w[1]", "main"}));
  // An element has no next (measured with NVIDIA's libCg: lights[0], k[0] and lights[1].w[0] each alone).
  EXPECT_EQ(names(cgGetArrayParameter(lights, 0), cgGetNextParameter), (std::vector<std::string>{"lights[0]"}));
  // The return value is named after the entry function and listed last among the globals, as NVIDIA's
  // libCg lists it (tests/libcg/oracle/resources.c compares the same).
  CGparameter result = named(program, "main");
  EXPECT_EQ(cgGetParameterDirection(result), CG_OUT);
  EXPECT_STREQ(cgGetParameterSemantic(result), "COLOR");
  EXPECT_EQ(cgGetParameterResource(result), CG_COL0);
  EXPECT_EQ(cgGetNamedProgramParameter(program, CG_PROGRAM, "main"), nullptr);
  EXPECT_EQ(cgGetNamedProgramParameter(program, CG_GLOBAL, "main"), result);
  EXPECT_EQ(cgGetNamedParameter(program, "lights[2]"), nullptr);
  EXPECT_EQ(cgGetNamedParameter(program, "lights[1]."), nullptr);
  EXPECT_EQ(cgGetNamedParameter(program, ""), nullptr);
  EXPECT_EQ(cgGetNamedParameter(program, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // an unknown name is no error (NVIDIA's libCg agrees)
}

TEST_F(LibCg, WhatAParameterIs) {
  CGprogram program = vertexProgram();
  CGparameter uv = named(program, "uv");
  EXPECT_EQ(cgGetParameterType(uv), CG_FLOAT2);
  EXPECT_EQ(cgGetParameterBaseType(uv), CG_FLOAT);
  EXPECT_EQ(cgGetParameterClass(uv), CG_PARAMETERCLASS_VECTOR);
  EXPECT_EQ(cgGetParameterRows(uv), 1);
  EXPECT_EQ(cgGetParameterColumns(uv), 2);
  EXPECT_STREQ(cgGetParameterSemantic(uv), "TEXCOORD0");
  EXPECT_EQ(cgGetParameterVariability(uv), CG_VARYING);
  EXPECT_EQ(cgGetParameterDirection(uv), CG_IN);
  EXPECT_TRUE(cgIsParameterReferenced(uv));
  EXPECT_EQ(cgGetParameterProgram(uv), program);
  EXPECT_EQ(cgGetParameterContext(uv), context);
  EXPECT_FALSE(cgIsParameterGlobal(uv));
  EXPECT_EQ(cgGetParameterDirection(named(program, "oc")), CG_OUT);
  EXPECT_STREQ(cgGetParameterSemantic(named(program, "oc")), "COLOR");
  CGparameter mvp = named(program, "mvp");
  EXPECT_EQ(cgGetParameterClass(mvp), CG_PARAMETERCLASS_MATRIX);
  EXPECT_EQ(cgGetParameterRows(mvp), 4);
  EXPECT_EQ(cgGetParameterVariability(mvp), CG_UNIFORM);
  EXPECT_EQ(cgGetParameterResource(mvp), CG_GLSL_UNIFORM);
  CGparameter tex = named(program, "tex");
  EXPECT_EQ(cgGetParameterClass(tex), CG_PARAMETERCLASS_SAMPLER);
  EXPECT_EQ(cgGetParameterResource(tex), CG_TEXUNIT0);
  EXPECT_EQ(cgGetParameterRows(tex), 0);
  EXPECT_FALSE(cgIsParameterReferenced(named(program, "unused")));
  EXPECT_FALSE(cgIsParameterReferenced(named(program, "a[0]")));
  EXPECT_TRUE(cgIsParameterReferenced(named(program, "a[1]")));
  EXPECT_TRUE(cgIsParameterReferenced(named(program, "a")));
  EXPECT_EQ(cgGetParameterResource(named(program, "light")), CG_UNDEFINED);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);  // the manual: resources are for leaves
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCg, ParameterQueriesOnBadHandles) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  CGparameter tint = named(program, "tint");
  cgDestroyProgram(program);
  for (CGparameter bad : {tint, bogus<CGparameter>(), static_cast<CGparameter>(nullptr)}) {
    EXPECT_EQ(cgGetParameterName(bad), nullptr);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
    EXPECT_EQ(cgGetParameterType(bad), CG_UNKNOWN_TYPE);
    EXPECT_EQ(cgGetParameterClass(bad), CG_PARAMETERCLASS_UNKNOWN);
    EXPECT_EQ(cgGetParameterRows(bad), 0);
    EXPECT_STREQ(cgGetParameterSemantic(bad), "");
    EXPECT_EQ(cgGetParameterVariability(bad), CG_ERROR);
    EXPECT_EQ(cgGetArrayParameter(bad, 0), nullptr);
    EXPECT_EQ(cgGetFirstStructParameter(bad), nullptr);
    EXPECT_FALSE(cgIsParameterReferenced(bad));
    EXPECT_FALSE(cgIsParameter(bad));
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  }
}

}  // namespace
