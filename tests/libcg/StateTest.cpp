// CgFX state definitions (runtime/libcg/ApiStates.cpp): creation and its refusals, the two lists and lookup
// by name, enumerants, callbacks and a program state's latest profile, and every state function refusing a
// handle that is not a live state. The behaviours the manual leaves open were measured from NVIDIA's libCg;
// tests/libcg/oracle/states.c compares the two libraries call for call where NVIDIA's is installed.
#include "LibCgTest.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace {

using cgx::test::LibCg;

CGbool setCallback(CGstateassignment) { return CG_TRUE; }
CGbool resetCallback(CGstateassignment) { return CG_FALSE; }

std::vector<std::string> names(CGstate first) {
  std::vector<std::string> out;
  for (CGstate s = first; s != nullptr; s = cgGetNextState(s)) out.push_back(cgGetStateName(s));
  return out;
}

TEST_F(LibCg, StateDefinitionsListAndLookUp) {
  CGstate depth = cgCreateState(context, "DepthTest", CG_BOOL);
  CGstate lights = cgCreateArrayState(context, "Light", CG_FLOAT4, 8);
  CGstate filter = cgCreateSamplerState(context, "Filter", CG_INT);
  CGstate program = cgCreateState(context, "Program", CG_PROGRAM_TYPE);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(names(cgGetFirstState(context)), (std::vector<std::string>{"DepthTest", "Light", "Program"}));
  EXPECT_EQ(names(cgGetFirstSamplerState(context)), std::vector<std::string>{"Filter"});
  EXPECT_EQ(cgGetStateType(lights), CG_FLOAT4);  // an array state's type is its element's
  EXPECT_EQ(cgGetStateContext(depth), context);
  EXPECT_TRUE(cgIsState(program));
  // Names compare without case; pass states and sampler states are looked up apart.
  EXPECT_EQ(cgGetNamedState(context, "depthtest"), depth);
  EXPECT_EQ(cgGetNamedState(context, "Filter"), nullptr);
  EXPECT_EQ(cgGetNamedSamplerState(context, "FILTER"), filter);
  EXPECT_EQ(cgGetNamedSamplerState(context, "DepthTest"), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // A name may be defined again: both are listed, the lookup finds the later one.
  CGstate again = cgCreateState(context, "DEPTHTEST", CG_INT);
  ASSERT_NE(again, nullptr);
  EXPECT_NE(again, depth);
  EXPECT_EQ(cgGetNamedState(context, "DepthTest"), again);
  EXPECT_EQ(names(cgGetFirstState(context)).size(), 4u);
  // Another context does not see them, and they go with theirs.
  CGcontext other = cgCreateContext();
  EXPECT_EQ(cgGetFirstState(other), nullptr);
  cgDestroyContext(other);
  cgDestroyContext(context);
  EXPECT_FALSE(cgIsState(depth));
  EXPECT_FALSE(cgIsState(filter));
  context = cgCreateContext();
}

TEST_F(LibCg, StateCreationRefusals) {
  // Names are identifiers (keywords are fine); types are anything but unknown, struct and array ones.
  for (const char* bad : {"", "1x", "a b", "Light.Enable", "a\xc3\xa9"}) {
    EXPECT_EQ(cgCreateState(context, bad, CG_FLOAT), nullptr) << bad;
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << bad;
  }
  EXPECT_EQ(cgCreateState(context, nullptr, CG_FLOAT), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  // 2000: no type, but a value CGtype holds in C++ (which the application's C may pass any int for).
  for (CGtype bad : {CG_UNKNOWN_TYPE, CG_STRUCT, CG_ARRAY, CG_TYPELESS_STRUCT, static_cast<CGtype>(2000)}) {
    EXPECT_EQ(cgCreateSamplerState(context, "S", bad), nullptr) << bad;
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << bad;
  }
  for (CGtype good : {CG_STRING, CG_TEXTURE, CG_SAMPLER2D, CG_HALF3, CG_FLOAT4x4, CG_PROGRAM_TYPE}) {
    EXPECT_NE(cgCreateState(context, "pass", good), nullptr) << good;
    EXPECT_EQ(cgGetError(), CG_NO_ERROR) << good;
  }
  // No elements is an array state too (the manual says positive; NVIDIA's takes 0), fewer is refused.
  EXPECT_NE(cgCreateArrayState(context, "A0", CG_FLOAT, 0), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgCreateArraySamplerState(context, "A1", CG_FLOAT, -1), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetNamedState(context, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
}

TEST_F(LibCg, StateEnumerants) {
  CGstate s = cgCreateState(context, "Func", CG_INT);
  cgAddStateEnumerant(s, "Less", 1);
  cgAddStateEnumerant(s, "lt", 1);
  cgAddStateEnumerant(s, "never", -7);
  cgAddStateEnumerant(s, "less", 3);  // the same name but for case: replaced in place
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  ASSERT_EQ(cgGetNumStateEnumerants(s), 3);
  int value = 42;
  EXPECT_STREQ(cgGetStateEnumerant(s, 0, &value), "less");
  EXPECT_EQ(value, 3);
  EXPECT_STREQ(cgGetStateEnumerant(s, 2, &value), "never");
  EXPECT_EQ(value, -7);
  EXPECT_STREQ(cgGetStateEnumerantName(s, 1), "lt");  // the first name with the value
  EXPECT_EQ(cgGetStateEnumerantValue(s, "NEVER"), -7);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);

  EXPECT_EQ(cgGetStateEnumerant(s, 3, &value), nullptr);
  EXPECT_EQ(value, 0);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetStateEnumerant(s, 0, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  EXPECT_EQ(cgGetStateEnumerantName(s, 99), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  for (const char* bad : {static_cast<const char*>(nullptr), "", "nope"}) {
    EXPECT_EQ(cgGetStateEnumerantValue(s, bad), -1);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  }
  cgAddStateEnumerant(s, "", 5);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetNumStateEnumerants(s), 3);
}

TEST_F(LibCg, StateCallbacksAndLatestProfile) {
  CGstate s = cgCreateState(context, "Blend", CG_BOOL);
  EXPECT_EQ(cgGetStateSetCallback(s), nullptr);
  cgSetStateCallbacks(s, setCallback, resetCallback, nullptr);
  EXPECT_EQ(cgGetStateSetCallback(s), &setCallback);
  EXPECT_EQ(cgGetStateResetCallback(s), &resetCallback);
  EXPECT_EQ(cgGetStateValidateCallback(s), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // Only a program state has a latest profile.
  EXPECT_EQ(cgGetStateLatestProfile(s), CG_PROFILE_UNKNOWN);
  cgSetStateLatestProfile(s, CG_PROFILE_ARBVP1);
  EXPECT_EQ(cgGetError(), CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
  CGstate vertex = cgCreateState(context, "VertexProgram", CG_PROGRAM_TYPE);
  EXPECT_EQ(cgGetStateLatestProfile(vertex), CG_PROFILE_UNKNOWN);
  cgSetStateLatestProfile(vertex, CG_PROFILE_ARBVP1);
  EXPECT_EQ(cgGetStateLatestProfile(vertex), CG_PROFILE_ARBVP1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCg, ForgedStateHandles) {
  CGcontext gone = cgCreateContext();
  CGstate stale = cgCreateState(gone, "X", CG_FLOAT);
  cgDestroyContext(gone);
  // The destroyed state's slot is taken again: the stale handle must still not reach the new one.
  CGstate fresh = cgCreateState(context, "Y", CG_FLOAT);
  ASSERT_NE(fresh, nullptr);
  int value = 0;
  const std::vector<std::function<void(CGstate)>> calls = {
      [](CGstate s) { EXPECT_EQ(cgGetStateName(s), nullptr); },
      [](CGstate s) { EXPECT_EQ(static_cast<int>(cgGetStateType(s)), -1); },
      [](CGstate s) { EXPECT_EQ(cgGetStateContext(s), nullptr); },
      [](CGstate s) { EXPECT_EQ(cgGetNextState(s), nullptr); },
      [](CGstate s) { cgAddStateEnumerant(s, "a", 1); },
      [](CGstate s) { EXPECT_EQ(cgGetNumStateEnumerants(s), 0); },
      [&](CGstate s) { EXPECT_EQ(cgGetStateEnumerant(s, 0, &value), nullptr); },
      [](CGstate s) { EXPECT_EQ(cgGetStateEnumerantName(s, 1), nullptr); },
      [](CGstate s) { EXPECT_EQ(cgGetStateEnumerantValue(s, "a"), -1); },
      [](CGstate s) { cgSetStateCallbacks(s, setCallback, nullptr, nullptr); },
      [](CGstate s) { EXPECT_EQ(cgGetStateSetCallback(s), nullptr); },
      [](CGstate s) { EXPECT_EQ(cgGetStateResetCallback(s), nullptr); },
      [](CGstate s) { EXPECT_EQ(cgGetStateValidateCallback(s), nullptr); },
      [](CGstate s) { cgSetStateLatestProfile(s, CG_PROFILE_ARBVP1); },
      [](CGstate s) { EXPECT_EQ(cgGetStateLatestProfile(s), CG_PROFILE_UNKNOWN); },
  };
  static int local = 0;
  for (CGstate bad : {static_cast<CGstate>(nullptr), stale, reinterpret_cast<CGstate>(context),
                      reinterpret_cast<CGstate>(static_cast<std::uintptr_t>(0x1234)),
                      reinterpret_cast<CGstate>(~static_cast<std::uintptr_t>(0)), reinterpret_cast<CGstate>(&local)}) {
    for (std::size_t i = 0; i < calls.size(); ++i) {
      calls[i](bad);
      EXPECT_EQ(cgGetError(), CG_INVALID_STATE_HANDLE_ERROR) << "call " << i << " with " << bad;
    }
    EXPECT_FALSE(cgIsState(bad));
  }
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // cgIsState raises nothing
  EXPECT_STREQ(cgGetStateName(fresh), "Y");
  for (CGcontext bad : {static_cast<CGcontext>(nullptr), gone}) {
    EXPECT_EQ(cgCreateState(bad, "Z", CG_FLOAT), nullptr);
    EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
    EXPECT_EQ(cgCreateArraySamplerState(bad, "Z", CG_FLOAT, 2), nullptr);
    EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
    EXPECT_EQ(cgGetFirstSamplerState(bad), nullptr);
    EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
    EXPECT_EQ(cgGetNamedState(bad, "Y"), nullptr);
    EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  }
}

}  // namespace
