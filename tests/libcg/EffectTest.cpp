// cgCreateEffect and the handles it makes (effects, techniques, passes): what NVIDIA's libCg answers,
// measured with tests/libcg/oracle/effects.c, checked here without NVIDIA's library.
#include <string>
#include <vector>

#include "LibCgTest.h"

namespace cgx::test {
namespace {

constexpr const char* kEffect =
    "texture tex;\n"
    "sampler2D s = sampler_state { };\n"
    "technique Main { pass First { Depth = 1; } pass { Depth = 2; } pass Last { } }\n"
    "technique { pass P { } }\n"
    "technique Other { }\n";

class Effects : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    cgCreateState(context, "Depth", CG_INT);
    ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  }
  CGeffect effect(const char* source = kEffect, const char** args = nullptr) {
    CGeffect made = cgCreateEffect(context, source, args);
    EXPECT_NE(made, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
    return made;
  }
  std::string listing() const { return cgGetLastListing(context) ? cgGetLastListing(context) : ""; }
};

TEST_F(Effects, TechniquesAndPassesInSourceOrderUnnamedOnesNull) {
  CGeffect fx = effect();
  EXPECT_EQ(cgGetEffectContext(fx), context);
  EXPECT_STREQ(cgGetEffectName(fx), "");
  std::string seen;
  for (CGtechnique t = cgGetFirstTechnique(fx); t; t = cgGetNextTechnique(t)) {
    EXPECT_EQ(cgGetTechniqueEffect(t), fx);
    seen += std::string(cgGetTechniqueName(t) ? cgGetTechniqueName(t) : "-") + "(";
    for (CGpass p = cgGetFirstPass(t); p; p = cgGetNextPass(p)) {
      EXPECT_EQ(cgGetPassTechnique(p), t);
      seen += std::string(cgGetPassName(p) ? cgGetPassName(p) : "-") + " ";
    }
    seen += ")";
  }
  EXPECT_EQ(seen, "Main(First - Last )-(P )Other()");
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Effects, NamedLookupsMatchCaseAndSkipUnnamed) {
  CGeffect fx = effect();
  CGtechnique main = cgGetNamedTechnique(fx, "Main");
  EXPECT_EQ(main, cgGetFirstTechnique(fx));
  EXPECT_EQ(cgGetNamedTechnique(fx, "main"), nullptr);
  EXPECT_EQ(cgGetNamedTechnique(fx, ""), nullptr);
  EXPECT_EQ(cgGetNamedTechnique(fx, nullptr), nullptr);
  EXPECT_STREQ(cgGetPassName(cgGetNamedPass(main, "Last")), "Last");
  EXPECT_EQ(cgGetNamedPass(main, "last"), nullptr);
  EXPECT_EQ(cgGetNamedPass(main, ""), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Effects, ContextListsEffectsInCreationOrder) {
  CGeffect a = effect(), b = effect("technique T { }\n");
  EXPECT_EQ(cgGetFirstEffect(context), a);
  EXPECT_EQ(cgGetNextEffect(a), b);
  EXPECT_EQ(cgGetNextEffect(b), nullptr);
  cgDestroyEffect(a);
  EXPECT_FALSE(cgIsEffect(a));
  EXPECT_EQ(cgGetFirstEffect(context), b);
  EXPECT_EQ(cgGetNextEffect(b), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Effects, NameCanBeSetAndSetToNull) {
  CGeffect fx = effect();
  EXPECT_EQ(cgSetEffectName(fx, "mine"), CG_TRUE);
  EXPECT_STREQ(cgGetEffectName(fx), "mine");
  EXPECT_EQ(cgSetEffectName(fx, nullptr), CG_TRUE);
  EXPECT_EQ(cgGetEffectName(fx), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Effects, FailedCreationLeavesTheListing) {
  EXPECT_EQ(cgCreateEffect(context, "technique T { pass { Nope = 1; } }\n", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(listing().find("C8001"), std::string::npos) << listing();
  EXPECT_EQ(cgCreateEffect(context, "technique T { pass { Depth = ; } }\n", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(listing().find("C0000"), std::string::npos) << listing();
  EXPECT_EQ(cgCreateEffect(context, "", nullptr), nullptr);  // NVIDIA's grammar wants a declaration
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(listing().find("C0000"), std::string::npos) << listing();
  EXPECT_EQ(cgGetFirstEffect(context), nullptr);
  // A function no `compile` uses is not checked (NVIDIA's creates the effect), and success clears the listing.
  effect("float4 f() : COLOR { return undefined; }\ntechnique T { }\n");
  EXPECT_EQ(cgGetLastListing(context), nullptr);
}

TEST_F(Effects, ArgumentsDefineMacrosAndANullSourceIsAnEmptyEffect) {
  const char* args[] = {"-DDEPTH=4", nullptr};
  CGeffect fx = effect("technique T { pass { Depth = DEPTH; } }\n", args);
  EXPECT_NE(cgGetFirstPass(cgGetFirstTechnique(fx)), nullptr);
  CGeffect empty = effect(nullptr);
  EXPECT_EQ(cgGetFirstTechnique(empty), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Effects, MisuseGetsNvidiasErrors) {
  EXPECT_EQ(cgCreateEffect(nullptr, kEffect, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgCreateEffectFromFile(context, "no-such-file.cgfx", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_FILE_READ_ERROR);
  EXPECT_EQ(cgCreateEffectFromFile(context, nullptr, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_FILE_READ_ERROR);
  EXPECT_FALSE(cgIsEffect(bogus<CGeffect>()));
  EXPECT_FALSE(cgIsTechnique(nullptr));
  EXPECT_FALSE(cgIsPass(nullptr));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetEffectName(bogus<CGeffect>()), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR);
  EXPECT_EQ(cgGetFirstEffect(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgGetNamedTechnique(nullptr, "Main"), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);  // NVIDIA's raises nothing here
  EXPECT_EQ(cgGetFirstPass(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_HANDLE_ERROR);
  EXPECT_EQ(cgGetPassTechnique(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PASS_HANDLE_ERROR);
}

TEST_F(Effects, DestroyingAnEffectOrItsContextInvalidatesEveryHandle) {
  CGeffect fx = effect();
  CGtechnique t = cgGetFirstTechnique(fx);
  CGpass p = cgGetFirstPass(t);
  cgDestroyEffect(fx);
  EXPECT_FALSE(cgIsTechnique(t));
  EXPECT_FALSE(cgIsPass(p));
  EXPECT_EQ(cgGetTechniqueName(t), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_TECHNIQUE_HANDLE_ERROR);
  cgDestroyEffect(fx);
  EXPECT_EQ(cgGetError(), CG_INVALID_EFFECT_HANDLE_ERROR);
  CGcontext other = cgCreateContext();
  cgCreateState(other, "Depth", CG_INT);
  CGeffect kept = cgCreateEffect(other, kEffect, nullptr);
  ASSERT_NE(kept, nullptr);
  cgDestroyContext(other);
  EXPECT_FALSE(cgIsEffect(kept));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A program's texture parameters of every dimension are CG_TEXTURE, as in NVIDIA's libCg (measured).
TEST_F(Effects, TextureParametersOfAProgramAreCgTexture) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE,
                                      "texture gt;\ntexture2D g2;\nuniform float4 c;\n"
                                      "float4 main(uniform textureCUBE t) : COLOR { return c; }\n",
                                      CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr) << listing();
  for (const char* name : {"gt", "g2", "t"}) {
    CGparameter p = cgGetNamedParameter(program, name);
    ASSERT_NE(p, nullptr) << name;
    EXPECT_EQ(cgGetParameterType(p), CG_TEXTURE) << name;
  }
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A struct with a struct field, both implementing one interface, given to an interface parameter: the
// parameter holds a copy of the field, and giving that copy to the parameter itself is refused as a cycle
// rather than making the parameter's fields anew from one of them (NVIDIA's libCg crashes on it). Under
// ASan this reads freed memory when the check is missing.
TEST_F(Effects, AnInterfaceParameterIsNotGivenItsOwnField) {
  CGeffect fx = effect(
      "interface Shade { float4 eval(float2 uv); };\n"
      "struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };\n"
      "struct Outer : Shade { Flat inner; float4 eval(float2 uv) { return inner.c; } };\n"
      "Outer o = { { float4(1, 2, 3, 4) } };\n"
      "Shade base;\n"
      "technique T { pass { } }\n");
  CGparameter outer = cgGetNamedEffectParameter(fx, "o"), base = cgGetNamedEffectParameter(fx, "base");
  cgConnectParameter(outer, base);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  CGparameter inner = cgGetNamedStructParameter(base, "inner");
  ASSERT_NE(inner, nullptr);
  EXPECT_STREQ(cgGetParameterName(inner), "base.inner");
  cgConnectParameter(inner, base);
  EXPECT_EQ(cgGetError(), CG_BIND_CREATES_CYCLE_ERROR);
  EXPECT_EQ(cgGetNamedStructParameter(base, "inner"), inner);  // the fields stand
  float c[4] = {};
  cgGetParameterValuefr(cgGetNamedStructParameter(inner, "c"), 4, c);
  EXPECT_EQ(c[3], 4.0f);
  cgConnectParameter(cgGetNamedStructParameter(outer, "inner"), base);  // another parameter's field is fine
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetFirstStructParameter(cgGetFirstStructParameter(base)), nullptr);  // base.c, a float4
}

// An effect's program reads the struct given to an interface element through the element's fields. Giving
// the element another struct of the same type makes its fields anew: the program is compiled and connected
// again, though its -type bindings are the same, and reads the new struct's values.
TEST_F(Effects, AProgramFollowsAnInterfaceElementGivenAnotherStruct) {
  cgCreateState(context, "FragmentProgram", CG_PROGRAM_TYPE);
  CGeffect fx = effect(
      "interface Shade { float4 eval(float2 uv); };\n"
      "struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };\n"
      "Flat red = { float4(1, 0, 0, 1) };\n"
      "Flat blue = { float4(0, 0, 1, 1) };\n"
      "Shade layers[];\n"
      "float4 blend(float2 uv : TEXCOORD0) : COLOR {\n"
      "  float4 r = 0;\n"
      "  for (int i = 0; i < layers.length; i++) r += layers[i].eval(uv);\n"
      "  return r;\n"
      "}\n"
      "technique T { pass { FragmentProgram = compile glslf blend(); } }\n");
  CGparameter layers = cgGetNamedEffectParameter(fx, "layers");
  cgSetArraySize(layers, 1);
  cgConnectParameter(cgGetNamedEffectParameter(fx, "red"), cgGetArrayParameter(layers, 0));
  CGtechnique technique = cgGetFirstTechnique(fx);
  cgValidateTechnique(technique);  // no state callbacks validate it; the programs follow the structs first
  CGprogram program = cgGetPassProgram(cgGetFirstPass(technique), CG_FRAGMENT_DOMAIN);
  ASSERT_NE(program, nullptr);
  auto programColour = [&] {
    float c[4] = {};
    cgGetParameterValuefr(cgGetNamedParameter(program, "layers[0].c"), 4, c);
    return std::vector<float>(c, c + 4);
  };
  EXPECT_EQ(programColour(), (std::vector<float>{1, 0, 0, 1}));
  cgConnectParameter(cgGetNamedEffectParameter(fx, "blue"), cgGetArrayParameter(layers, 0));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgValidateTechnique(technique);
  EXPECT_EQ(programColour(), (std::vector<float>{0, 0, 1, 1}));
  float green[4] = {0, 1, 0, 1};
  cgSetParameterValuefr(cgGetNamedStructParameter(cgGetNamedEffectParameter(fx, "blue"), "c"), 4, green);
  EXPECT_EQ(programColour(), (std::vector<float>{0, 1, 0, 1}));  // through the connections
}

// A struct effect parameter's fields are valued from its initializer in order. A field cgx does not make
// (an array) still takes its values: the fields after it get their own, not the array's.
TEST_F(Effects, StructFieldsAfterAnArrayFieldKeepTheirValues) {
  CGeffect fx = effect(
      "struct Ramp { float2 w[2]; float4 c; float g; };\n"
      "Ramp r = { { float2(1, 2), float2(3, 4) }, float4(5, 6, 7, 8), 9 };\n"
      "technique T { pass { } }\n");
  CGparameter ramp = cgGetNamedEffectParameter(fx, "r");
  ASSERT_NE(ramp, nullptr);
  float c[4] = {}, g = 0;
  cgGetParameterValuefr(cgGetNamedStructParameter(ramp, "c"), 4, c);
  cgGetParameterValuefr(cgGetNamedStructParameter(ramp, "g"), 1, &g);
  EXPECT_EQ(std::vector<float>(c, c + 4), (std::vector<float>{5, 6, 7, 8}));
  EXPECT_EQ(g, 9.0f);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

}  // namespace
}  // namespace cgx::test
