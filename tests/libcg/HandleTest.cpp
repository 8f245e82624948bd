// Every function that takes a handle refuses one that is not a live object of its kind: null, invented
// values, a real pointer to something else, a destroyed object's handle (also after its slot is reused),
// and a handle of another kind. Each raises the documented CG_INVALID_*_HANDLE_ERROR and returns its
// documented value; none may crash (the sanitizer build runs this).
#include "LibCgTest.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace {

using cgx::test::kLibCgFragment;
using cgx::test::LibCg;

template <typename Handle>
std::vector<Handle> forged(Handle destroyed, void* otherKind) {
  static int local = 0;
  return {nullptr,
          destroyed,
          reinterpret_cast<Handle>(otherKind),
          reinterpret_cast<Handle>(static_cast<std::uintptr_t>(1)),
          reinterpret_cast<Handle>(static_cast<std::uintptr_t>(0x1234)),
          reinterpret_cast<Handle>(~static_cast<std::uintptr_t>(0)),
          reinterpret_cast<Handle>(&local)};
}

TEST_F(LibCg, ForgedParameterHandles) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  CGparameter stale = named(program, "tint");
  cgDestroyProgram(program);
  // The destroyed parameter's slot is taken again: the stale handle must still not reach the new one.
  CGprogram again = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(again, nullptr);
  float f[16] = {};
  double d[16] = {};
  int n = 0;
  const std::vector<std::function<void(CGparameter)>> calls = {
      [](CGparameter p) { EXPECT_EQ(cgGetParameterName(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetStringParameterValue(p), nullptr); },
      [](CGparameter p) { cgSetStringParameterValue(p, "x"); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterResourceSize(p), -1); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterResourceType(p), CG_UNKNOWN_TYPE); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterBufferIndex(p), -1); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterBufferOffset(p), -1); },
      [](CGparameter p) { EXPECT_EQ(cgGetFirstDependentParameter(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgIsParameterUsed(p, nullptr), CG_FALSE); },
      [](CGparameter p) { EXPECT_EQ(cgGetEffectParameterBuffer(p), nullptr); },
      [](CGparameter p) { cgSetEffectParameterBuffer(p, nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterType(p), CG_UNKNOWN_TYPE); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterBaseType(p), CG_UNKNOWN_TYPE); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterColumns(p), 0); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterDirection(p), CG_ERROR); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterResource(p), CG_UNDEFINED); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterResourceIndex(p), 0ul); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterProgram(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterContext(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetNextParameter(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetNextLeafParameter(p), nullptr); },
      [](CGparameter p) { cgSetParameterSemantic(p, "X"); },
      [](CGparameter p) { EXPECT_EQ(cgCreateParameterAnnotation(p, "x", CG_INT), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetNamedStructParameter(p, "x"), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetNamedSubParameter(p, "x"), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetArraySize(p, 0), 0); },
      [](CGparameter p) { EXPECT_EQ(cgGetArrayDimension(p), 0); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterIndex(p), -1); },
      [&](CGparameter p) { EXPECT_EQ(cgGetParameterValuefc(p, 16, f), 0); },
      [&](CGparameter p) { EXPECT_EQ(cgGetParameterDefaultValuedr(p, 16, d), 0); },
      [&](CGparameter p) { cgSetParameterValuedr(p, 16, d); },
      [&](CGparameter p) { cgSetParameter3fv(p, f); },
      [](CGparameter p) { cgSetParameter2i(p, 1, 2); },
      [&](CGparameter p) { cgSetMatrixParameterfc(p, f); },
      [&](CGparameter p) { cgGetMatrixParameterdr(p, d); },
      [&](CGparameter p) { EXPECT_EQ(cgGetParameterValues(p, CG_CURRENT, &n), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetConnectedParameter(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetConnectedToParameter(p, 0), nullptr); },
      [](CGparameter p) { cgDisconnectParameter(p); },
      [](CGparameter p) { cgDestroyParameter(p); },
      [](CGparameter p) { EXPECT_EQ(cgGetParameterEffect(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetFirstSamplerStateAssignment(p), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetNamedSamplerStateAssignment(p, "x"), nullptr); },
      [](CGparameter p) { EXPECT_EQ(cgGetFirstParameterAnnotation(p), nullptr); },
      [](CGparameter p) { cgSetSamplerState(p); },
  };
  for (CGparameter bad : forged(stale, again)) {
    for (std::size_t i = 0; i < calls.size(); ++i) {
      calls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsParameter(bad));
  }
  EXPECT_NE(cgGetNamedParameter(again, "tint"), stale);
}

TEST_F(LibCg, ForgedProgramAndContextHandles) {
  CGprogram stale = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  CGparameter tint = named(stale, "tint");
  cgDestroyProgram(stale);
  const std::vector<std::function<void(CGprogram)>> programCalls = {
      [](CGprogram p) { EXPECT_EQ(cgGetFirstParameter(p, CG_PROGRAM), nullptr); },
      [](CGprogram p) { EXPECT_EQ(cgGetFirstLeafParameter(p, CG_GLOBAL), nullptr); },
      [](CGprogram p) { EXPECT_EQ(cgGetNamedParameter(p, "tint"), nullptr); },
      [](CGprogram p) { EXPECT_STREQ(cgGetProgramString(p, CG_COMPILED_PROGRAM), ""); },
      [](CGprogram p) { EXPECT_EQ(cgGetProgramProfile(p), CG_PROFILE_UNKNOWN); },
      [](CGprogram p) { EXPECT_EQ(cgGetProgramContext(p), nullptr); },
      [](CGprogram p) { EXPECT_EQ(cgGetNextProgram(p), nullptr); },
      [](CGprogram p) { EXPECT_FALSE(cgIsProgramCompiled(p)); },
      [](CGprogram p) { EXPECT_EQ(cgGetProgramOutputVertices(p), -1); },
      [](CGprogram p) { cgSetProgramOutputVertices(p, 3); },
      [](CGprogram p) { EXPECT_EQ(cgGetProgramBuffer(p, 0), nullptr); },
      [](CGprogram p) { cgSetProgramBuffer(p, 0, nullptr); },
      [](CGprogram p) { EXPECT_EQ(cgCopyProgram(p), nullptr); },
      [](CGprogram p) { cgSetPassProgramParameters(p); },
      [](CGprogram p) { cgCompileProgram(p); },
      [](CGprogram p) { cgSetProgramProfile(p, CG_PROFILE_GLSLF); },
      [](CGprogram p) { cgUpdateProgramParameters(p); },
      [](CGprogram p) { EXPECT_EQ(cgCreateProgramAnnotation(p, "x", CG_INT), nullptr); },
      [](CGprogram p) { cgDestroyProgram(p); },
  };
  for (CGprogram bad : forged(stale, tint)) {
    for (std::size_t i = 0; i < programCalls.size(); ++i) {
      programCalls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsProgram(bad));
  }
  CGcontext gone = cgCreateContext();
  cgDestroyContext(gone);
  const std::vector<std::function<void(CGcontext)>> contextCalls = {
      [](CGcontext c) { EXPECT_EQ(cgCreateProgram(c, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgCreateProgramFromFile(c, CG_SOURCE, "x.cg", CG_PROFILE_GLSLF, "main", nullptr), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgCreateParameter(c, CG_FLOAT), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetNamedEffect(c, "E"), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgCreateBuffer(c, 4, nullptr, CG_BUFFER_USAGE_STATIC_DRAW), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetFirstProgram(c), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetLastListing(c), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetAutoCompile(c), CG_UNKNOWN); },
      [](CGcontext c) { cgSetAutoCompile(c, CG_COMPILE_LAZY); },
      [](CGcontext c) { EXPECT_EQ(cgGetContextBehavior(c), CG_BEHAVIOR_UNKNOWN); },
      [](CGcontext c) { EXPECT_EQ(cgCreateEffect(c, "technique T { }", nullptr), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgCreateEffectFromFile(c, "x.cgfx", nullptr), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetFirstEffect(c), nullptr); },
      [](CGcontext c) { cgDestroyContext(c); },
  };
  for (CGcontext bad : forged(gone, tint)) {
    for (std::size_t i = 0; i < contextCalls.size(); ++i) {
      contextCalls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsContext(bad));
  }
}

// Effects, techniques and passes: each kind refuses the others' handles and its own stale ones, with the
// error NVIDIA's libCg raises (tests/libcg/oracle/effects.c).
TEST_F(LibCg, ForgedEffectTechniqueAndPassHandles) {
  CGstate depth = cgCreateState(context, "Depth", CG_INT);
  const char* source = "technique T { pass P { } }\n";
  CGeffect stale = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(stale, nullptr);
  CGtechnique staleTechnique = cgGetFirstTechnique(stale);
  CGpass stalePass = cgGetFirstPass(staleTechnique);
  cgDestroyEffect(stale);
  // The slots are taken again: the stale handles must still not reach the new objects.
  CGeffect again = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(again, nullptr);
  CGtechnique technique = cgGetFirstTechnique(again);
  CGpass pass = cgGetFirstPass(technique);
  const std::vector<std::function<void(CGeffect)>> effectCalls = {
      [](CGeffect e) { EXPECT_EQ(cgGetEffectName(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgSetEffectName(e, "x"), CG_FALSE); },
      [](CGeffect e) { EXPECT_EQ(cgGetEffectContext(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgGetNextEffect(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgGetFirstTechnique(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgGetFirstEffectParameter(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgGetFirstLeafEffectParameter(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgCopyEffect(e), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgCreateProgramFromEffect(e, CG_PROFILE_GLSLF, "main", nullptr), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgGetNamedEffectParameter(e, "x"), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgGetEffectParameterBySemantic(e, "X"), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgCreateTechnique(e, "T"), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgCreateEffectParameter(e, "x", CG_FLOAT), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgCreateEffectParameterArray(e, "x", CG_FLOAT, 2), nullptr); },
      [](CGeffect e) { EXPECT_EQ(cgCreateEffectAnnotation(e, "x", CG_INT), nullptr); },
      [](CGeffect e) { cgDestroyEffect(e); },
  };
  for (CGeffect bad : forged(stale, technique)) {
    for (std::size_t i = 0; i < effectCalls.size(); ++i) {
      effectCalls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsEffect(bad));
    EXPECT_EQ(cgGetNamedTechnique(bad, "T"), nullptr);  // NVIDIA's raises nothing here
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  }
  const std::vector<std::function<void(CGtechnique)>> techniqueCalls = {
      [](CGtechnique t) { EXPECT_EQ(cgGetTechniqueName(t), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgGetNextTechnique(t), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgGetTechniqueEffect(t), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgGetFirstPass(t), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgGetNamedPass(t, "P"), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgIsTechniqueValidated(t), CG_FALSE); },
      [](CGtechnique t) { EXPECT_EQ(cgGetFirstTechniqueAnnotation(t), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgCreatePass(t, "P"), nullptr); },
      [](CGtechnique t) { EXPECT_EQ(cgCreateTechniqueAnnotation(t, "x", CG_INT), nullptr); },
  };
  for (CGtechnique bad : forged(staleTechnique, pass)) {
    for (std::size_t i = 0; i < techniqueCalls.size(); ++i) {
      techniqueCalls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsTechnique(bad));
  }
  const std::vector<std::function<void(CGpass)>> passCalls = {
      [](CGpass p) { cgUpdatePassParameters(p); },
      [](CGpass p) { EXPECT_EQ(cgGetPassName(p), nullptr); },
      [](CGpass p) { EXPECT_EQ(cgGetNextPass(p), nullptr); },
      [](CGpass p) { EXPECT_EQ(cgGetPassTechnique(p), nullptr); },
      [](CGpass p) { EXPECT_EQ(cgGetFirstStateAssignment(p), nullptr); },
      [](CGpass p) { EXPECT_EQ(cgGetNamedStateAssignment(p, "Depth"), nullptr); },
      [](CGpass p) { EXPECT_EQ(cgGetFirstPassAnnotation(p), nullptr); },
      [](CGpass p) { cgSetPassState(p); },
      [](CGpass p) { cgResetPassState(p); },
      [](CGpass p) { EXPECT_EQ(cgGetPassProgram(p, CG_VERTEX_DOMAIN), nullptr); },
      [&](CGpass p) { EXPECT_EQ(cgCreateStateAssignment(p, depth), nullptr); },
      [&](CGpass p) { EXPECT_EQ(cgCreateStateAssignmentIndex(p, depth, 0), nullptr); },
      [](CGpass p) { EXPECT_EQ(cgCreatePassAnnotation(p, "x", CG_INT), nullptr); },
  };
  for (CGpass bad : forged(stalePass, again)) {
    for (std::size_t i = 0; i < passCalls.size(); ++i) {
      passCalls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_PASS_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsPass(bad));
  }
  EXPECT_STREQ(cgGetPassName(pass), "P");
  EXPECT_TRUE(cgIsEffect(again));
}

// State assignments (of passes and of sampler_state blocks) refuse other kinds' handles and their own stale
// ones with CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR (oracle/state-assignments.c); the functions NVIDIA's
// answers without an error are checked for that.
TEST_F(LibCg, ForgedStateAssignmentHandles) {
  cgCreateState(context, "Depth", CG_INT);
  const char* source = "technique T { pass P { Depth = 1; } }\n";
  CGeffect stale = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(stale, nullptr);
  CGstateassignment staleAssignment = cgGetFirstStateAssignment(cgGetFirstPass(cgGetFirstTechnique(stale)));
  ASSERT_NE(staleAssignment, nullptr);
  cgDestroyEffect(stale);
  CGeffect again = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(again, nullptr);
  CGpass pass = cgGetFirstPass(cgGetFirstTechnique(again));
  int n = 0;
  const std::vector<std::function<void(CGstateassignment)>> calls = {
      [](CGstateassignment a) { EXPECT_EQ(cgGetStateAssignmentState(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetStateAssignmentPass(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetStateAssignmentIndex(a), 0); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetConnectedStateAssignmentParameter(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetNumDependentProgramArrayStateAssignmentParameters(a), 0); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetDependentProgramArrayStateAssignmentParameter(a, 0), nullptr); },
      [&](CGstateassignment a) { EXPECT_EQ(cgGetFloatStateAssignmentValues(a, &n), nullptr); },
      [&](CGstateassignment a) { EXPECT_EQ(cgGetIntStateAssignmentValues(a, &n), nullptr); },
      [&](CGstateassignment a) { EXPECT_EQ(cgGetBoolStateAssignmentValues(a, &n), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetStringStateAssignmentValue(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetSamplerStateAssignmentValue(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetTextureStateAssignmentValue(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetNumDependentStateAssignmentParameters(a), 0); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetDependentStateAssignmentParameter(a, 0), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetSamplerStateAssignmentParameter(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgGetSamplerStateAssignmentState(a), nullptr); },
      [](CGstateassignment a) { EXPECT_EQ(cgCallStateSetCallback(a), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgCallStateValidateCallback(a), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgCallStateResetCallback(a), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetFloatStateAssignment(a, 1), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetIntStateAssignment(a, 1), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetBoolStateAssignment(a, CG_TRUE), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetStringStateAssignment(a, "x"), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetFloatArrayStateAssignment(a, nullptr), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetIntArrayStateAssignment(a, nullptr), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetBoolArrayStateAssignment(a, nullptr), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetProgramStateAssignment(a, nullptr), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetSamplerStateAssignment(a, nullptr), CG_FALSE); },
      [](CGstateassignment a) { EXPECT_EQ(cgSetTextureStateAssignment(a, nullptr), CG_FALSE); },
  };
  for (CGstateassignment bad : forged(staleAssignment, pass)) {
    for (std::size_t i = 0; i < calls.size(); ++i) {
      calls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsStateAssignment(bad));
    EXPECT_EQ(cgGetNextStateAssignment(bad), nullptr);
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  }
  EXPECT_EQ(n, 0);  // no call wrote the count
  EXPECT_TRUE(cgIsStateAssignment(cgGetFirstStateAssignment(pass)));
}

// Annotations refuse other kinds' handles and their own stale ones with CG_INVALID_ANNOTATION_HANDLE_ERROR
// (oracle/annotations.c).
TEST_F(LibCg, ForgedAnnotationHandles) {
  const char* source = "technique T <float W = 1; string S = \"s\";> { }\n";
  CGeffect stale = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(stale, nullptr);
  CGannotation staleAnnotation = cgGetFirstTechniqueAnnotation(cgGetFirstTechnique(stale));
  ASSERT_NE(staleAnnotation, nullptr);
  cgDestroyEffect(stale);
  CGeffect again = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(again, nullptr);
  CGtechnique technique = cgGetFirstTechnique(again);
  int n = 0;
  const std::vector<std::function<void(CGannotation)>> calls = {
      [](CGannotation a) { EXPECT_EQ(cgGetNextAnnotation(a), nullptr); },
      [](CGannotation a) { EXPECT_EQ(cgGetAnnotationName(a), nullptr); },
      [](CGannotation a) { EXPECT_EQ(cgGetAnnotationType(a), CG_UNKNOWN_TYPE); },
      [&](CGannotation a) { EXPECT_EQ(cgGetFloatAnnotationValues(a, &n), nullptr); },
      [&](CGannotation a) { EXPECT_EQ(cgGetIntAnnotationValues(a, &n), nullptr); },
      [&](CGannotation a) { EXPECT_EQ(cgGetBoolAnnotationValues(a, &n), nullptr); },
      [&](CGannotation a) { EXPECT_EQ(cgGetBooleanAnnotationValues(a, &n), nullptr); },
      [](CGannotation a) { EXPECT_EQ(cgGetStringAnnotationValue(a), nullptr); },
      [&](CGannotation a) { EXPECT_EQ(cgGetStringAnnotationValues(a, &n), nullptr); },
      [](CGannotation a) { EXPECT_EQ(cgSetIntAnnotation(a, 1), CG_FALSE); },
      [](CGannotation a) { EXPECT_EQ(cgSetFloatAnnotation(a, 1), CG_FALSE); },
      [](CGannotation a) { EXPECT_EQ(cgSetBoolAnnotation(a, CG_TRUE), CG_FALSE); },
      [](CGannotation a) { EXPECT_EQ(cgSetStringAnnotation(a, "x"), CG_FALSE); },
  };
  for (CGannotation bad : forged(staleAnnotation, technique)) {
    for (std::size_t i = 0; i < calls.size(); ++i) {
      calls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_ANNOTATION_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsAnnotation(bad));
  }
  EXPECT_EQ(n, 0);
  EXPECT_STREQ(cgGetAnnotationName(cgGetFirstTechniqueAnnotation(technique)), "W");
}

TEST_F(LibCg, ForgedBufferHandles) {
  CGbuffer stale = cgCreateBuffer(context, 4, nullptr, CG_BUFFER_USAGE_STATIC_DRAW);
  ASSERT_NE(stale, nullptr);
  cgDestroyBuffer(stale);
  CGbuffer again = cgCreateBuffer(context, 4, nullptr, CG_BUFFER_USAGE_STATIC_DRAW);
  ASSERT_NE(again, nullptr);
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  const unsigned char bytes[4] = {1, 2, 3, 4};
  const std::vector<std::function<void(CGbuffer)>> calls = {
      [](CGbuffer b) { EXPECT_EQ(cgGetBufferSize(b), -1); },
      [&](CGbuffer b) { cgSetBufferData(b, 4, bytes); },
      [&](CGbuffer b) { cgSetBufferSubData(b, 0, 4, bytes); },
      [](CGbuffer b) { EXPECT_EQ(cgMapBuffer(b, CG_MAP_READ), nullptr); },
      [](CGbuffer b) { cgUnmapBuffer(b); },
      [](CGbuffer b) { cgDestroyBuffer(b); },
  };
  for (CGbuffer bad : forged(stale, program)) {
    if (!bad) continue;  // a null buffer unbinds in cgSetProgramBuffer; the others refuse it below
    for (std::size_t i = 0; i < calls.size(); ++i) {
      calls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_BUFFER_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    cgSetProgramBuffer(program, 0, bad);
    EXPECT_EQ(cgGetError(), CG_INVALID_BUFFER_HANDLE_ERROR);
    EXPECT_EQ(cgGetProgramBuffer(program, 0), nullptr);
    EXPECT_FALSE(cgIsBuffer(bad));
  }
  EXPECT_EQ(cgGetBufferSize(nullptr), -1);
  EXPECT_EQ(cgGetError(), CG_INVALID_BUFFER_HANDLE_ERROR);
  EXPECT_EQ(cgGetBufferSize(again), 4);
  cgSetProgramBuffer(program, 0, again);
  EXPECT_EQ(cgGetProgramBuffer(program, 0), again);
}

// The user-type calls take a program or an effect: any other handle is CG_INVALID_PARAMETER_ERROR (NVIDIA's,
// measured: a context too).
TEST_F(LibCg, ForgedUserTypeHandles) {
  CGprogram stale = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  cgDestroyProgram(stale);
  CGprogram again = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(again, nullptr);
  for (CGprogram bad : forged(stale, context)) {
    EXPECT_EQ(cgGetNumUserTypes(bad), 0);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << bad;
    EXPECT_EQ(cgGetUserType(bad, 0), CG_UNKNOWN_TYPE);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << bad;
    EXPECT_EQ(cgGetNamedUserType(bad, "Light"), CG_UNKNOWN_TYPE);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << bad;
  }
  EXPECT_EQ(cgGetNumUserTypes(again), 0);  // its source declares no struct
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

}  // namespace
