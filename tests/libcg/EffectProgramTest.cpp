// An effect's parameters and the programs its `compile` values make: what NVIDIA's libCg answers, measured
// with tests/libcg/oracle/effect-programs.c, checked here without NVIDIA's library.
#include <string>
#include <utility>
#include <vector>

#include "LibCgTest.h"

namespace cgx::test {
namespace {

constexpr const char* kProgramsEffect =
    "float4x4 mvp : WorldViewProjection;\n"
    "float4 tint : Diffuse = {1, 0.5, 0.25, 1};\n"
    "float scale = 2;\n"
    "float2 offsets[3] = {1, 2, 3, 4, 5, 6};\n"
    "sampler2D tex;\n"
    "float4 vs(float4 p : POSITION, uniform float4x4 m, uniform float s) : POSITION { return mul(m, p) * s; }\n"
    "float4 fs(uniform float4 c) : COLOR { return c * tint; }\n"
    "technique T {\n"
    "  pass A { VertexProgram = compile glslv vs(mvp, 3); FragmentProgram = compile glslf fs(tint); }\n"
    "  pass B { VertexProgram = compile glslv vs(mvp, scale); }\n"
    "}\n";

class EffectPrograms : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    cgCreateState(context, "VertexProgram", CG_PROGRAM_TYPE);
    cgCreateState(context, "FragmentProgram", CG_PROGRAM_TYPE);
    ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  }
  std::string listing() const { return cgGetLastListing(context) ? cgGetLastListing(context) : ""; }
  // The context's programs as cgGetFirstProgram lists them (newest first).
  std::vector<CGprogram> programs() const {
    std::vector<CGprogram> out;
    for (CGprogram p = cgGetFirstProgram(context); p; p = cgGetNextProgram(p)) out.push_back(p);
    return out;
  }
  std::vector<float> value(CGparameter p, int n) {
    std::vector<float> out(static_cast<std::size_t>(n), -1.0f);
    cgGetParameterValuefr(p, n, out.data());
    return out;
  }
};

TEST_F(EffectPrograms, EachCompileMakesACompiledProgramBoundToTheEffect) {
  CGeffect fx = cgCreateEffect(context, kProgramsEffect, nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  EXPECT_EQ(cgGetLastListing(context), nullptr);  // the programs' own compiles leave no listing
  const std::vector<CGprogram> made = programs();
  ASSERT_EQ(made.size(), 3u);  // newest first: pass B's vs, pass A's fs, pass A's vs
  EXPECT_STREQ(cgGetProgramString(made[0], CG_PROGRAM_ENTRY), "vs");
  EXPECT_STREQ(cgGetProgramString(made[1], CG_PROGRAM_ENTRY), "fs");
  EXPECT_EQ(cgGetProgramProfile(made[1]), CG_PROFILE_GLSLF);
  for (CGprogram p : made) EXPECT_FALSE(cgIsProgramCompiled(p));  // until its first use (below)
  CGparameter mvp = cgGetNamedEffectParameter(fx, "mvp");
  CGparameter tint = cgGetNamedEffectParameter(fx, "tint");
  CGparameter scale = cgGetNamedEffectParameter(fx, "scale");
  // An argument naming an effect parameter connects the uniform to it; a literal sets it.
  EXPECT_EQ(cgGetConnectedParameter(cgGetNamedParameter(made[2], "m")), mvp);
  CGparameter literal = cgGetNamedParameter(made[2], "s");
  EXPECT_EQ(cgGetConnectedParameter(literal), nullptr);
  EXPECT_EQ(value(literal, 1), std::vector<float>{3});
  EXPECT_EQ(cgGetConnectedParameter(cgGetNamedParameter(made[0], "s")), scale);
  // The programs' globals are connected to the effect parameters of their names.
  EXPECT_EQ(cgGetConnectedParameter(cgGetNamedParameter(made[1], "tint")), tint);
  EXPECT_EQ(cgGetNumConnectedToParameters(mvp), 5);  // m and the global in pass A's and B's vs, and fs's global
  // Values set on the effect parameters are what the programs read.
  cgSetParameter4f(tint, 0.1f, 0.2f, 0.3f, 0.4f);
  EXPECT_EQ(value(cgGetNamedParameter(made[1], "c"), 4), (std::vector<float>{0.1f, 0.2f, 0.3f, 0.4f}));
  cgSetParameter1f(scale, 5);
  EXPECT_EQ(value(cgGetNamedParameter(made[0], "s"), 1), std::vector<float>{5});
  // Compiled again, the program is bound again (its parameter tree is new).
  cgCompileProgram(made[0]);
  EXPECT_EQ(cgGetConnectedParameter(cgGetNamedParameter(made[0], "s")), scale);
  EXPECT_EQ(cgGetConnectedParameter(cgGetNamedParameter(made[0], "m")), mvp);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // Destroying the effect destroys its programs and parameters; the context's own programs stay.
  CGprogram own = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  cgDestroyEffect(fx);
  for (CGprogram p : made) EXPECT_FALSE(cgIsProgram(p));
  EXPECT_FALSE(cgIsParameter(mvp));
  EXPECT_EQ(programs(), std::vector<CGprogram>{own});
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A `compile` that cannot bind or a program that does not compile fails the creation with the listing
// saying why, and leaves no program behind.
TEST_F(EffectPrograms, ACompileThatFailsFailsTheCreation) {
  const std::vector<std::pair<const char*, const char*>> cases = {
      {"C1103", "float4 fs(uniform float4 c, uniform float k) : COLOR { return c * k; }\n"
                "technique T { pass { FragmentProgram = compile glslf fs(1); } }\n"},
      {"C1104", "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile glslf fs(1, 2); } }\n"},
      {"C1102", "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile glslf fs(float2(1, 2)); } }\n"},
      {"C1008", "technique T { pass { FragmentProgram = compile glslf fs(1); } }\n"
                "float4 fs(uniform float4 c) : COLOR { return c; }\n"},
      {"(2) : error C1008", "float4 fs(uniform float4 c) : COLOR {\n return c * undefined; }\n"
                            "technique T { pass { FragmentProgram = compile glslf fs(1); } }\n"},
  };
  for (const auto& [code, source] : cases) {
    EXPECT_EQ(cgCreateEffect(context, source, nullptr), nullptr) << code;
    EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR) << code;
    EXPECT_NE(listing().find(code), std::string::npos) << listing();
    EXPECT_EQ(cgGetFirstProgram(context), nullptr) << code;
    EXPECT_EQ(cgGetFirstEffect(context), nullptr) << code;
  }
}

// The creation checks a `compile`'s entry with the front end only: a program its profile refuses (a loop
// arbfp1 cannot unroll, C5013) is made, and every program is uncompiled until its first use, which
// compiles it in any compile mode (NVIDIA's, measured with tests/libcg/oracle/effect-first-use.c).
TEST_F(EffectPrograms, ProgramsCompileAtTheirFirstUse) {
  for (CGenum mode : {CG_COMPILE_IMMEDIATE, CG_COMPILE_MANUAL, CG_COMPILE_LAZY}) {
    cgSetAutoCompile(context, mode);
    CGeffect fx = cgCreateEffect(context,
                                 "float4 bad(uniform int n) : COLOR {\n"
                                 "  float4 c = 0; for (int i = 0; i < n; i++) c += i; return c; }\n"
                                 "float4 good(uniform float4 c) : COLOR { return c; }\n"
                                 "technique Bad { pass { FragmentProgram = compile arbfp1 bad(3); } }\n"
                                 "technique Good { pass { FragmentProgram = compile arbfp1 good(0.5); } }\n",
                                 nullptr);
    ASSERT_NE(fx, nullptr) << listing();
    EXPECT_EQ(cgGetLastListing(context), nullptr);
    const std::vector<CGprogram> made = programs();  // newest first
    ASSERT_EQ(made.size(), 2u);
    CGprogram good = made[0], bad = made[1];
    EXPECT_FALSE(cgIsProgramCompiled(good));
    EXPECT_FALSE(cgIsProgramCompiled(bad));
    // The parameters are there before the first use, bound to the arguments; asking is not a use.
    EXPECT_EQ(value(cgGetNamedParameter(good, "c"), 4), (std::vector<float>{0.5f, 0.5f, 0.5f, 0.5f}));
    EXPECT_FALSE(cgIsProgramCompiled(good));
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
    // The compiled text is a first use whose failure is in the listing only; cgCompileProgram raises.
    EXPECT_STREQ(cgGetProgramString(bad, CG_COMPILED_PROGRAM), "");
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
    EXPECT_NE(listing().find("(2) : error C5013"), std::string::npos) << listing();
    EXPECT_FALSE(cgIsProgramCompiled(bad));
    cgSetLastListing(context, "");
    cgCompileProgram(bad);
    EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
    EXPECT_NE(listing().find("C5013"), std::string::npos) << listing();
    EXPECT_STRNE(cgGetProgramString(good, CG_COMPILED_PROGRAM), "");
    EXPECT_EQ(cgGetLastListing(context), nullptr);
    EXPECT_TRUE(cgIsProgramCompiled(good));
    EXPECT_FALSE(cgIsProgramCompiled(bad));
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
    cgDestroyEffect(fx);
  }
  // An entry its front end refuses still fails the creation.
  EXPECT_EQ(cgCreateEffect(context,
                           "float4 fs(uniform float4 c) : COLOR { return c * undefined; }\n"
                           "technique T { pass { FragmentProgram = compile arbfp1 fs(1); } }\n",
                           nullptr),
            nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(listing().find("C1008"), std::string::npos) << listing();
  EXPECT_EQ(cgGetFirstProgram(context), nullptr);
  // A generic program (`compile latest` without a latest profile) is checked for no stage in particular:
  // a geometry entry is made all the same, uncompiled until validation gives it a profile.
  CGeffect generic = cgCreateEffect(context,
                                    "TRIANGLE void gs(AttribArray<float4> p : POSITION) {\n"
                                    "  emitVertex(p[0] : POSITION); }\n"
                                    "technique T { pass { VertexProgram = compile latest gs(); } }\n",
                                    nullptr);
  ASSERT_NE(generic, nullptr) << listing();
  EXPECT_EQ(cgGetProgramProfile(cgGetFirstProgram(context)), CG_PROFILE_GENERIC);
  EXPECT_FALSE(cgIsProgramCompiled(cgGetFirstProgram(context)));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// `compile latest` takes the state's latest profile when the effect is made, generic without one (NVIDIA's).
TEST_F(EffectPrograms, CompileLatestIsTheStatesLatestProfile) {
  const char* source = "float4 vs(float4 p : POSITION) : POSITION { return p; }\n"
                       "technique T { pass { VertexProgram = compile latest vs(); } }\n";
  CGeffect fx = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  EXPECT_EQ(cgGetProgramProfile(cgGetFirstProgram(context)), CG_PROFILE_GENERIC);
  cgDestroyEffect(fx);
  cgSetStateLatestProfile(cgGetNamedState(context, "VertexProgram"), CG_PROFILE_GLSLV);
  fx = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  CGprogram program = cgGetFirstProgram(context);
  EXPECT_EQ(cgGetProgramProfile(program), CG_PROFILE_GLSLV);
  cgSetStateLatestProfile(cgGetNamedState(context, "VertexProgram"), CG_PROFILE_ARBVP1);
  EXPECT_EQ(cgGetProgramProfile(program), CG_PROFILE_GLSLV);  // made then: it stays
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// The programs an effect makes are limited (each compiles and keeps the whole source): past the limits the
// creation fails before compiling any, with the listing saying why.
TEST_F(EffectPrograms, TooManyOrTooLargeProgramsFailTheCreation) {
  auto effectWith = [](int passes, std::size_t padding) {
    std::string source = "/*" + std::string(padding, ' ') + "*/\n" +
                         "float4 fs(uniform float4 c) : COLOR { return c; }\ntechnique T {\n";
    for (int i = 0; i < passes; ++i) source += "  pass { FragmentProgram = compile glslf fs(1); }\n";
    return source + "}\n";
  };
  for (const auto& [passes, padding] : {std::pair{257, std::size_t{0}}, std::pair{200, std::size_t{2} << 20}}) {
    EXPECT_EQ(cgCreateEffect(context, effectWith(passes, padding).c_str(), nullptr), nullptr) << passes;
    EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
    EXPECT_NE(listing().find("more than cgx makes"), std::string::npos) << listing();
    EXPECT_EQ(cgGetFirstProgram(context), nullptr);
  }
}

// A profile cgx does not compile (NVIDIA's: any unknown name) still makes the program, uncompiled.
TEST_F(EffectPrograms, AnUnknownProfileMakesAnUncompiledProgram) {
  CGeffect fx = cgCreateEffect(context,
                               "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                               "technique T { pass { FragmentProgram = compile nosuch fs(1); } }\n",
                               nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  CGprogram p = cgGetFirstProgram(context);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(cgGetProgramProfile(p), CG_PROFILE_UNKNOWN);
  EXPECT_FALSE(cgIsProgramCompiled(p));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// The gp4 profiles' deprecated names compile as those profiles (the toolkit's gs_quadnormal writes them).
TEST_F(EffectPrograms, TheGpuProfileNamesAreTheGp4Profiles) {
  CGeffect fx = cgCreateEffect(context,
                               "float4 vs(float4 p : POSITION) : POSITION { return p; }\n"
                               "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                               "technique T { pass { VertexProgram = compile gpu_vp vs();\n"
                               "                     FragmentProgram = compile gpu_fp fs(1); } }\n",
                               nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  const std::vector<CGprogram> made = programs();
  ASSERT_EQ(made.size(), 2u);
  EXPECT_EQ(cgGetProgramProfile(made[0]), CG_PROFILE_GP4FP);
  EXPECT_EQ(cgGetProgramProfile(made[1]), CG_PROFILE_GP4VP);
  cgCompileProgram(made[0]);
  EXPECT_TRUE(cgIsProgramCompiled(made[0])) << listing();
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(EffectPrograms, EffectParametersWithTheirInitialValues) {
  CGeffect fx = cgCreateEffect(context, kProgramsEffect, nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  std::string seen;
  for (CGparameter p = cgGetFirstEffectParameter(fx); p; p = cgGetNextParameter(p)) {
    seen += std::string(cgGetParameterName(p)) + ":" + cgGetTypeString(cgGetParameterType(p)) + " ";
    EXPECT_EQ(cgGetParameterEffect(p), fx);
    EXPECT_EQ(cgGetParameterProgram(p), nullptr);
    EXPECT_EQ(cgGetParameterContext(p), context);
  }
  EXPECT_EQ(seen, "mvp:float4x4 tint:float4 scale:float offsets:array tex:sampler2D ");
  CGparameter tint = cgGetNamedEffectParameter(fx, "tint");
  EXPECT_EQ(value(tint, 4), (std::vector<float>{1, 0.5f, 0.25f, 1}));
  EXPECT_STREQ(cgGetParameterSemantic(tint), "DIFFUSE");  // upper case, as NVIDIA's
  CGparameter offsets = cgGetNamedEffectParameter(fx, "offsets");
  EXPECT_EQ(cgGetArraySize(offsets, 0), 3);
  EXPECT_EQ(value(cgGetArrayParameter(offsets, 2), 2), (std::vector<float>{5, 6}));
  EXPECT_EQ(cgGetNamedEffectParameter(fx, "offsets[1]"), cgGetArrayParameter(offsets, 1));
  EXPECT_EQ(cgGetNamedEffectParameter(fx, "TINT"), nullptr);  // names match with case
  EXPECT_EQ(cgGetEffectParameterBySemantic(fx, "diffuse"), tint);  // semantics without
  EXPECT_EQ(cgGetEffectParameterBySemantic(fx, "WorldViewProjection"), cgGetFirstEffectParameter(fx));
  EXPECT_EQ(cgGetEffectParameterBySemantic(fx, "NONE"), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(EffectPrograms, EffectParameterMisuseGetsNvidiasErrors) {
  CGeffect fx = cgCreateEffect(context, kProgramsEffect, nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  EXPECT_EQ(cgGetFirstEffectParameter(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR);
  EXPECT_EQ(cgGetNamedEffectParameter(bogus<CGeffect>(), "mvp"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR);
  EXPECT_EQ(cgGetNamedEffectParameter(fx, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetEffectParameterBySemantic(nullptr, "Diffuse"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR);
  EXPECT_EQ(cgGetEffectParameterBySemantic(fx, ""), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetEffectParameterBySemantic(fx, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetParameterEffect(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetParameterEffect(cgGetNamedParameter(cgGetFirstProgram(context), "s")), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // a program's parameter: no effect, no error
  CGparameter stale = cgGetFirstEffectParameter(fx);
  cgDestroyEffect(fx);
  EXPECT_EQ(cgGetParameterEffect(stale), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

// Arguments that are expressions (EffectArguments.h): what cgx evaluates when the program is bound, and
// what it leaves alone (the uniform keeps its value: 0 here).
TEST_F(EffectPrograms, ExpressionArgumentsCgxEvaluatesAndThoseItLeaves) {
  const char* source =
      "float2 ab = {2, 3};\n"
      "float k = 0.5;\n"
      "float4 f(uniform float4 c) : COLOR { return c; }\n"
      "float one() { return 1; }\n"
      "float2 steps() { return float2(ceil(ab.y / ab.x + 1), floor(-k)); }\n"  // cgfx_boxfilter's kind
      "float4 spread() { return float2(1 / ab.x, -k).xyxy * float2(1, 0.5).xxyy; }\n"
      "float twice(float x) { return 2 * x; }\n"
      "float forever() { return forever() + forever(); }\n"
      "technique T {\n"
      "  pass { FragmentProgram = compile glslf f(float4(ab * k, -k, ab.x - ab.y)); }\n"
      "  pass { FragmentProgram = compile glslf f(float4(ab / 4, k + 1, 1)); }\n"
      "  pass { FragmentProgram = compile glslf f(k * 2); }\n"                 // one component: fills all
      "  pass { FragmentProgram = compile glslf f(float4(one(), 1, 1, 1)); }\n"
      "  pass { FragmentProgram = compile glslf f(float4(ab, ab) * float3(1, 1, 1)); }\n"  // 4 * 3: left
      "  pass { FragmentProgram = compile glslf f(float4(steps(), ab.yx)); }\n"
      "  pass { FragmentProgram = compile glslf f(spread()); }\n"
      "  pass { FragmentProgram = compile glslf f(twice(k)); }\n"   // a function with parameters: left
      "  pass { FragmentProgram = compile glslf f(forever()); }\n"  // past the limits: left
      "  pass { FragmentProgram = compile glslf f(ab.xyzw); }\n"    // no such component: left
      "  pass { FragmentProgram = compile glslf f(float4(int2(ab / 2), -int2(ab.yx / 2))); }\n"
      "}\n";
  CGeffect fx = cgCreateEffect(context, source, nullptr);
  ASSERT_NE(fx, nullptr) << listing();
  std::vector<std::vector<float>> got;
  for (CGpass p = cgGetFirstPass(cgGetFirstTechnique(fx)); p; p = cgGetNextPass(p)) {
    CGprogram program = cgGetProgramStateAssignmentValue(cgGetFirstStateAssignment(p));
    got.push_back(value(cgGetNamedParameter(program, "c"), 4));
  }
  ASSERT_EQ(got.size(), 11u);
  EXPECT_EQ(got[0], (std::vector<float>{1, 1.5f, -0.5f, -1}));
  EXPECT_EQ(got[1], (std::vector<float>{0.5f, 0.75f, 1.5f, 1}));
  EXPECT_EQ(got[2], (std::vector<float>{1, 1, 1, 1}));
  EXPECT_EQ(got[3], (std::vector<float>{1, 1, 1, 1}));
  EXPECT_EQ(got[4], (std::vector<float>{0, 0, 0, 0}));
  EXPECT_EQ(got[5], (std::vector<float>{3, -1, 3, 2}));
  EXPECT_EQ(got[6], (std::vector<float>{0.5f, -0.5f, 0.25f, -0.25f}));
  EXPECT_EQ(got[7], (std::vector<float>{0, 0, 0, 0}));
  EXPECT_EQ(got[8], (std::vector<float>{0, 0, 0, 0}));
  EXPECT_EQ(got[9], (std::vector<float>{0, 0, 0, 0}));
  EXPECT_EQ(got[10], (std::vector<float>{1, 1, -1, -1}));  // int2 converts toward zero
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

}  // namespace
}  // namespace cgx::test
