// Contexts: creation, destruction (programs and parameters go with them), handle validation, the
// listing, auto-compile and parameter-setting modes, behavior, policies.
#include "LibCgTest.h"

#include <string>

namespace {

using cgx::test::bogus;
using cgx::test::kLibCgVertex;
using cgx::test::LibCg;

TEST_F(LibCg, ContextsAreDistinctAndDestroyedOnesInvalid) {
  CGcontext other = cgCreateContext();
  ASSERT_NE(other, nullptr);
  EXPECT_NE(other, context);
  EXPECT_TRUE(cgIsContext(other));
  cgDestroyContext(other);
  EXPECT_FALSE(cgIsContext(other));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // cgIsContext raises nothing
  cgDestroyContext(other);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  // A new context in the same slot is a new handle: the stale one stays invalid.
  CGcontext reused = cgCreateContext();
  EXPECT_NE(reused, other);
  EXPECT_FALSE(cgIsContext(other));
  cgDestroyContext(reused);
}

TEST_F(LibCg, BogusAndWrongKindHandlesAreRefused) {
  EXPECT_FALSE(cgIsContext(nullptr));
  EXPECT_FALSE(cgIsContext(bogus<CGcontext>()));
  CGprogram program = vertexProgram();
  // A program handle passed as a context (a C caller's cast) is not a context.
  EXPECT_FALSE(cgIsContext(reinterpret_cast<CGcontext>(program)));
  EXPECT_EQ(cgGetAutoCompile(reinterpret_cast<CGcontext>(program)), CG_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
}

TEST_F(LibCg, DestroyingAContextDestroysItsProgramsAndParameters) {
  CGcontext other = cgCreateContext();
  CGprogram program = cgCreateProgram(other, CG_SOURCE, kLibCgVertex, CG_PROFILE_GLSLV, "main", nullptr);
  ASSERT_NE(program, nullptr);
  CGparameter k = cgGetNamedParameter(program, "k");
  ASSERT_NE(k, nullptr);
  cgDestroyContext(other);
  EXPECT_FALSE(cgIsProgram(program));
  EXPECT_FALSE(cgIsParameter(k));
  EXPECT_EQ(cgGetParameterType(k), CG_UNKNOWN_TYPE);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

TEST_F(LibCg, ListingHoldsCgcStyleDiagnosticsOfTheLastCompile) {
  EXPECT_EQ(cgGetLastListing(context), nullptr);
  CGprogram bad = cgCreateProgram(context, CG_SOURCE, "float4 main() : COLOR { return nothing; }",
                                  CG_PROFILE_GLSLF, "main", nullptr);
  EXPECT_EQ(bad, nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  const char* listing = cgGetLastListing(context);
  ASSERT_NE(listing, nullptr);
  // cgc's format, without a file name for a program from a string: NVIDIA's libCg lists this program as
  // `(1) : error C1008: undefined variable "nothing"`.
  EXPECT_EQ(std::string(listing).rfind("(1) : error C1008: undefined variable \"nothing\"", 0), 0u) << listing;
  EXPECT_EQ(cgGetLastListing(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  cgSetLastListing(context, "mine");
  EXPECT_STREQ(cgGetLastListing(context), "mine");
}

TEST_F(LibCg, AutoCompileAndSettingModes) {
  EXPECT_EQ(cgGetAutoCompile(context), CG_COMPILE_IMMEDIATE);
  cgSetAutoCompile(context, CG_COMPILE_LAZY);
  EXPECT_EQ(cgGetAutoCompile(context), CG_COMPILE_LAZY);
  cgSetAutoCompile(context, CG_SOURCE);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgGetAutoCompile(context), CG_COMPILE_LAZY);
  EXPECT_EQ(cgGetParameterSettingMode(context), CG_IMMEDIATE_PARAMETER_SETTING);
  cgSetParameterSettingMode(context, CG_DEFERRED_PARAMETER_SETTING);
  EXPECT_EQ(cgGetParameterSettingMode(context), CG_DEFERRED_PARAMETER_SETTING);
  cgSetParameterSettingMode(context, CG_COMPILE_LAZY);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  cgSetParameterSettingMode(bogus<CGcontext>(), CG_IMMEDIATE_PARAMETER_SETTING);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
}

TEST_F(LibCg, BehaviorAndPolicies) {
  EXPECT_EQ(cgGetContextBehavior(context), CG_BEHAVIOR_2200);  // the manual's default (oracle/behavior.c)
  cgSetContextBehavior(context, CG_BEHAVIOR_3100);
  EXPECT_EQ(cgGetContextBehavior(context), CG_BEHAVIOR_3100);
  cgSetContextBehavior(context, static_cast<CGbehavior>(77));
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgGetContextBehavior(context), CG_BEHAVIOR_2200);  // the fallback
  EXPECT_EQ(cgGetBehavior("CG_BEHAVIOR_3000"), CG_BEHAVIOR_3000);
  EXPECT_STREQ(cgGetBehaviorString(CG_BEHAVIOR_3100), "CG_BEHAVIOR_3100");
  EXPECT_EQ(cgGetBehavior(nullptr), CG_BEHAVIOR_UNKNOWN);
  EXPECT_EQ(cgSetLockingPolicy(CG_NO_LOCKS_POLICY), CG_THREAD_SAFE_POLICY);
  EXPECT_EQ(cgGetLockingPolicy(), CG_NO_LOCKS_POLICY);
  EXPECT_EQ(cgSetLockingPolicy(CG_THREAD_SAFE_POLICY), CG_NO_LOCKS_POLICY);
  EXPECT_EQ(cgSetLockingPolicy(CG_SOURCE), CG_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgSetSemanticCasePolicy(CG_UNCHANGED_CASE_POLICY), CG_FORCE_UPPER_CASE_POLICY);
  EXPECT_EQ(cgSetSemanticCasePolicy(CG_FORCE_UPPER_CASE_POLICY), CG_UNCHANGED_CASE_POLICY);
  EXPECT_EQ(cgGetSemanticCasePolicy(), CG_FORCE_UPPER_CASE_POLICY);
}

}  // namespace
