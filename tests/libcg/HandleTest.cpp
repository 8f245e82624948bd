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
      [](CGprogram p) { cgCompileProgram(p); },
      [](CGprogram p) { cgSetProgramProfile(p, CG_PROFILE_GLSLF); },
      [](CGprogram p) { cgUpdateProgramParameters(p); },
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
      [](CGcontext c) { EXPECT_EQ(cgGetFirstProgram(c), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetLastListing(c), nullptr); },
      [](CGcontext c) { EXPECT_EQ(cgGetAutoCompile(c), CG_UNKNOWN); },
      [](CGcontext c) { cgSetAutoCompile(c, CG_COMPILE_LAZY); },
      [](CGcontext c) { EXPECT_EQ(cgGetContextBehavior(c), CG_BEHAVIOR_UNKNOWN); },
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

}  // namespace
