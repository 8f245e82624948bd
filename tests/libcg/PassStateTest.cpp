// Validation and pass state through custom states' callbacks: what NVIDIA's libCg does, measured with
// tests/libcg/oracle/pass-state.c, checked here without NVIDIA's library; and callbacks that call back
// into the API, up to destroying the effect mid-pass (which NVIDIA's oracle does not try).
#include <string>
#include <vector>

#include "LibCgTest.h"

namespace cgx::test {
namespace {

// What the callbacks saw, in order: "set Color 5" (the first value for numeric states).
std::vector<std::string> seen;
bool validateResult = true;
CGeffect destroyInCallback = nullptr;

std::string describe(const char* what, CGstateassignment sa) {
  CGstate state = cgGetStateAssignmentState(sa);
  if (!state) {
    cgGetError();
    state = cgGetSamplerStateAssignmentState(sa);
  }
  std::string out = std::string(what) + " " + cgGetStateName(state);
  int n = 0;
  if (cgGetStateType(state) == CG_FLOAT4) out += " " + std::to_string(static_cast<int>(cgGetFloatStateAssignmentValues(sa, &n)[0]));
  if (cgGetStateType(state) == CG_INT) out += " " + std::to_string(cgGetIntStateAssignmentValues(sa, &n)[0]);
  return out;
}
CGbool set(CGstateassignment sa) {
  seen.push_back(describe("set", sa));
  if (destroyInCallback) {
    cgDestroyEffect(destroyInCallback);
    destroyInCallback = nullptr;
  }
  return CG_TRUE;
}
CGbool reset(CGstateassignment sa) {
  seen.push_back(describe("reset", sa));
  return CG_TRUE;
}
CGbool validate(CGstateassignment sa) {
  seen.push_back(describe("validate", sa));
  return validateResult ? CG_TRUE : CG_FALSE;
}

constexpr const char* kPassEffect =
    "float4 tint = {1, 2, 3, 4};\n"
    "sampler2D smp = sampler_state { MinFilter = 5; };\n"
    "technique T { pass A { Depth = 3; Color = tint; Depth = 7; } pass B { Color = float4(9, 9, 9, 9); } }\n"
    "technique U { pass { Depth = 1; } }\n"
    "technique V { pass { Plain = 1; } }\n"
    "technique Z { }\n";

class PassState : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    seen.clear();
    validateResult = true;
    destroyInCallback = nullptr;
    cgSetStateCallbacks(cgCreateState(context, "Color", CG_FLOAT4), set, reset, validate);
    cgSetStateCallbacks(cgCreateState(context, "Depth", CG_INT), set, reset, validate);
    cgCreateState(context, "Plain", CG_INT);
    cgSetStateCallbacks(cgCreateSamplerState(context, "MinFilter", CG_INT), set, reset, validate);
    fx = cgCreateEffect(context, kPassEffect, nullptr);
    ASSERT_NE(fx, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    t = cgGetNamedTechnique(fx, "T");
  }
  CGeffect fx = nullptr;
  CGtechnique t = nullptr;
};

TEST_F(PassState, SettingAPassValidatesItsTechniqueFirstThenSetsInOrder) {
  EXPECT_FALSE(cgIsTechniqueValidated(t));
  cgSetParameter4f(cgGetNamedEffectParameter(fx, "tint"), 5, 6, 7, 8);
  CGpass a = cgGetFirstPass(t);
  cgSetPassState(a);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // Every pass validated, then A's assignments set: Color (read now: 5), then Depth's last value.
  EXPECT_EQ(seen, (std::vector<std::string>{"validate Color 5", "validate Depth 7", "validate Color 9", "set Color 5",
                                            "set Depth 7"}));
  EXPECT_TRUE(cgIsTechniqueValidated(t));
  seen.clear();
  cgResetPassState(a);  // in the same order, without validating again
  EXPECT_EQ(seen, (std::vector<std::string>{"reset Color 5", "reset Depth 7"}));
  seen.clear();
  EXPECT_TRUE(cgValidateTechnique(t));  // cached: no callback runs
  EXPECT_TRUE(seen.empty());
  cgSetSamplerState(cgGetNamedEffectParameter(fx, "smp"));
  EXPECT_EQ(seen, std::vector<std::string>{"set MinFilter 5"});
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(PassState, AFailedValidationSetsNothing) {
  validateResult = false;
  CGtechnique u = cgGetNamedTechnique(fx, "U");
  EXPECT_FALSE(cgValidateTechnique(u));
  EXPECT_FALSE(cgIsTechniqueValidated(u));
  seen.clear();
  cgSetPassState(cgGetFirstPass(u));
  EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_ERROR);
  EXPECT_EQ(seen, std::vector<std::string>{"validate Depth 1"});  // tried again, no set
  validateResult = true;
  EXPECT_TRUE(cgValidateTechnique(u));
  // A state without a validate callback fails; a technique without passes is NVIDIA's pass-handle error.
  EXPECT_FALSE(cgValidateTechnique(cgGetNamedTechnique(fx, "V")));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FALSE(cgValidateTechnique(cgGetNamedTechnique(fx, "Z")));
  EXPECT_EQ(cgGetError(), CG_INVALID_PASS_HANDLE_ERROR);
}

TEST_F(PassState, CallbackCallsAndMisuse) {
  CGstateassignment color = cgGetNamedStateAssignment(cgGetFirstPass(t), "Color");
  EXPECT_TRUE(cgCallStateSetCallback(color));
  EXPECT_EQ(seen, std::vector<std::string>{"set Color 1"});
  EXPECT_TRUE(cgCallStateSetCallback(cgGetFirstStateAssignment(cgGetFirstPass(cgGetNamedTechnique(fx, "V")))));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // no callback: true
  cgSetPassState(nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PASS_HANDLE_ERROR);
  EXPECT_FALSE(cgValidateTechnique(nullptr));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // NVIDIA's raises nothing here
  EXPECT_FALSE(cgIsTechniqueValidated(nullptr));
  EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_HANDLE_ERROR);
  EXPECT_FALSE(cgCallStateResetCallback(nullptr));
  EXPECT_EQ(cgGetError(), CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR);
  EXPECT_EQ(cgGetPassProgram(cgGetFirstPass(t), static_cast<CGdomain>(7)), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgGetPassProgram(cgGetFirstPass(t), CG_VERTEX_DOMAIN), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A set callback that destroys the effect: the pass's remaining assignments are not reached, nothing
// crashes (the sanitizer build runs this), and the handles are stale afterwards.
TEST_F(PassState, ACallbackMayDestroyTheEffect) {
  CGpass a = cgGetFirstPass(t);
  ASSERT_TRUE(cgValidateTechnique(t));
  seen.clear();
  destroyInCallback = fx;
  cgSetPassState(a);
  EXPECT_EQ(seen, std::vector<std::string>{"set Color 1"});
  EXPECT_FALSE(cgIsEffect(fx));
  EXPECT_FALSE(cgIsPass(a));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

}  // namespace
}  // namespace cgx::test
