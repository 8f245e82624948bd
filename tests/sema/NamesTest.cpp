// Names as cgc 3.1 resolves them, and the GLSL spellings it accepts, on whole programs. Every expectation was
// measured with cgc 3.1.0013 (`cgc -q -profile P -entry main`) on the program beside it; what cgc printed is
// quoted where it is an error.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "Analyzed.h"
#include "ParseHelpers.h"
#include "sema/Sema.h"

namespace cgx::test {
namespace {

using Names = std::vector<std::string>;

// ---- Profile-qualified overloads ----

const char* const kThreeWay =
    "arbfp1 float depthOf(float4 p) { return p.x; }\n"
    "fp40 float depthOf(float4 p) { return p.y; }\n"
    "float depthOf(float4 p) { return p.z; }\n"
    "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";

TEST(ProfileQualified, TheCompileProfilesDefinitionWinsElseThePlainOne) {
  // cgc: arbfp1 reads t.x, fp40 t.y, fp30 and glslf t.z.
  EXPECT_EQ(analyze(kThreeWay, "arbfp1")->reached(), (Names{"depthOf[arbfp1]", "main[]"}));
  EXPECT_EQ(analyze(kThreeWay, "fp40")->reached(), (Names{"depthOf[fp40]", "main[]"}));
  EXPECT_EQ(analyze(kThreeWay, "fp30")->reached(), (Names{"depthOf[]", "main[]"}));
  auto glslf = analyze(kThreeWay, "glslf");
  EXPECT_EQ(glslf->codes(), "");
  EXPECT_EQ(glslf->reached(), (Names{"depthOf[]", "main[]"}));
}

TEST(ProfileQualified, SeveralForOtherProfilesOnlyHideEachOther) {
  const char* two =
      "arbfp1 float depthOf(float4 p) { return p.x; }\n"
      "fp40 float depthOf(float4 p) { return p.y; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";
  EXPECT_EQ(analyze(two, "arbfp1")->reached(), (Names{"depthOf[arbfp1]", "main[]"}));
  // cgc (fp30, glslf): error C1115: unable to find compatible overloaded function "depthOf(float4)"
  EXPECT_EQ(analyze(two, "fp30")->codes(), "C1115");
  EXPECT_EQ(analyze(two, "glslf")->codes(), "C1115");
  const char* three =
      "arbfp1 float depthOf(float4 p) { return p.x; }\n"
      "fp40 float depthOf(float4 p) { return p.y; }\n"
      "fp30 float depthOf(float4 p) { return p.w; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";
  EXPECT_EQ(analyze(three, "vp40")->codes(), "C1115");  // cgc: the same C1115
  // Hidden ones take no part in overload resolution: cgc calls the float3 one (and warns C7011).
  const char* plainOther =
      "arbfp1 float depthOf(float4 p) { return p.x; }\n"
      "fp40 float depthOf(float4 p) { return p.y; }\n"
      "float depthOf(float3 p) { return p.z; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";
  auto fp30 = analyze(plainOther, "fp30");
  EXPECT_EQ(fp30->codes(), "C7011");
  EXPECT_EQ(fp30->reached(), (Names{"depthOf[]", "main[]"}));
  // Like an undefined name, only in a function the entry reaches (cgc accepts this file for fp30).
  const char* unreached =
      "arbfp1 float depthOf(float4 p) { return p.x; }\n"
      "fp40 float depthOf(float4 p) { return p.y; }\n"
      "float4 unused(float4 t) { return depthOf(t); }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n";
  EXPECT_EQ(analyze(unreached, "fp30")->codes(), "");
}

TEST(ProfileQualified, ALoneOneForAnotherProfileIsCalledAndReportedC3004) {
  const char* lone =
      "fp40 float depthOf(float4 p) { return p.x; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";
  // cgc (fp30): error C3004: function "float depthOf(float4){ not supported in this profile
  EXPECT_EQ(analyze(lone, "fp30")->codes(), "C3004");
  EXPECT_EQ(analyze(lone, "fp40")->codes(), "");
}

TEST(ProfileQualified, PrototypesAndDefinitionsPairUpPerQualification) {
  // A qualified prototype, a plain definition, the call, then the qualified definition.
  const char* text =
      "arbfp1 float depthOf(float4 p);\n"
      "float depthOf(float4 p) { return p.z; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n"
      "arbfp1 float depthOf(float4 p) { return p.x; }\n";
  auto arbfp1 = analyze(text, "arbfp1");
  EXPECT_EQ(arbfp1->codes(), "");
  EXPECT_EQ(arbfp1->reached(), (Names{"main[]", "depthOf[arbfp1]"}));
  EXPECT_EQ(analyze(text, "fp30")->reached(), (Names{"depthOf[]", "main[]"}));
}

TEST(ProfileQualified, ACallBindsToTheBestDeclarationVisibleThen) {
  // cgc (arbfp1) reads t.z: the qualified definition comes after the call.
  const char* text =
      "float depthOf(float4 p) { return p.z; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n"
      "arbfp1 float depthOf(float4 p) { return p.x; }\n";
  EXPECT_EQ(analyze(text, "arbfp1")->reached(), (Names{"depthOf[]", "main[]"}));
}

TEST(ProfileQualified, SeveralProfilesOnOneDefinition) {
  const char* text =
      "arbfp1 fp40 float depthOf(float4 p) { return p.x; }\n"
      "float depthOf(float4 p) { return p.z; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";
  EXPECT_EQ(analyze(text, "fp40")->reached(), (Names{"depthOf[arbfp1 fp40]", "main[]"}));
  EXPECT_EQ(analyze(text, "fp30")->reached(), (Names{"depthOf[]", "main[]"}));
}

TEST(ProfileQualified, TwoDefinitionsForOneProfileConflict) {
  const char* text =
      "arbfp1 float depthOf(float4 p) { return p.x; }\n"
      "arbfp1 float depthOf(float4 p) { return p.y; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return depthOf(t); }\n";
  // cgc (arbfp1 and fp30): error C1013: function "depthOf" is already defined at (1)
  EXPECT_EQ(analyze(text, "arbfp1")->codes(), "C1013");
  EXPECT_EQ(analyze(text, "fp30")->codes(), "C1013");
}

TEST(ProfileQualified, EntryFunctions) {
  const char* two =
      "arbfp1 float4 main(float4 t : TEXCOORD0) : COLOR { return t.x; }\n"
      "fp40 float4 main(float4 t : TEXCOORD0) : COLOR { return t.y; }\n";
  EXPECT_EQ(analyze(two, "arbfp1")->reached(), (Names{"main[arbfp1]"}));
  EXPECT_EQ(analyze(two, "fp40")->reached(), (Names{"main[fp40]"}));
  EXPECT_EQ(analyze(two, "fp30")->codes(), "C3001");  // cgc: error C3001: no program defined
  // A lone entry qualified for another profile compiles (cgc, fp30).
  EXPECT_EQ(analyze("arbfp1 float4 main(float4 t : TEXCOORD0) : COLOR { return t.x; }\n", "fp30")->codes(), "");
  const char* plainFirst =
      "float4 main(float4 t : TEXCOORD0) : COLOR { return t.x; }\n"
      "arbfp1 float4 main(float4 t : TEXCOORD0) : COLOR { return t.y; }\n";
  EXPECT_EQ(analyze(plainFirst, "arbfp1")->reached(), (Names{"main[arbfp1]"}));
  EXPECT_EQ(analyze(plainFirst, "fp30")->reached(), (Names{"main[]"}));
}

// ---- A variable named like a struct ----

TEST(StructNamedVariables, LocalsAndParametersTakeAStructsName) {
  const char* text =
      "struct tex_coords { float4 c0; float4 c1; };\n"
      "tex_coords g(tex_coords tex_coords, tex_coords other) {\n"
      "  tex_coords.c1 = tex_coords.c0 * 2 + other.c1; return tex_coords; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR {\n"
      "  tex_coords tex_coords = { t, t };\n"
      "  tex_coords.c0 = t;\n"
      "  tex_coords = g(tex_coords, tex_coords);\n"
      "  return (tex_coords).c0 + tex_coords.c1;\n"
      "}\n";
  auto a = analyze(text, "arbfp1");
  EXPECT_EQ(a->codes(), "") << a->parsed.diagnosticsText();
}

TEST(StructNamedVariables, MembersTakeAStructsName) {
  const char* text =
      "struct tex_coords { float4 c0; float4 c1; };\n"
      "struct outer { tex_coords tex_coords; float4 other; };\n"
      "float4 main(float4 t : TEXCOORD0, uniform outer o) : COLOR { return o.tex_coords.c0 + o.other + t; }\n";
  EXPECT_EQ(analyze(text, "arbfp1")->codes(), "");
}

TEST(StructNamedVariables, InTheVariablesScopeTheNameIsNoLongerAType) {
  // cgc: error C0000: syntax error, unexpected ';', expecting "::" at token ";" (cgx: C1500 undefined type).
  const char* nested =
      "struct tex_coords { float4 c0; float4 c1; };\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR {\n"
      "  tex_coords tex_coords; tex_coords.c0 = t;\n"
      "  { tex_coords x; x.c0 = t; tex_coords.c1 = x.c0; }\n"
      "  return tex_coords.c0;\n"
      "}\n";
  EXPECT_EQ(analyze(nested, "arbfp1")->codes(), "C1500");
  const char* member =
      "struct tex_coords { float4 c0; float4 c1; };\n"
      "struct outer { tex_coords tex_coords; tex_coords other; };\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n";
  EXPECT_EQ(analyze(member, "arbfp1")->codes(), "C1500");
  // Other functions still see the type (cgc accepts).
  const char* other =
      "struct tex_coords { float4 c0; float4 c1; };\n"
      "float4 f(float4 t) { tex_coords a; a.c0 = t; return a.c0; }\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { tex_coords tex_coords; tex_coords.c0 = t;\n"
      "  return f(tex_coords.c0); }\n";
  EXPECT_EQ(analyze(other, "arbfp1")->codes(), "");
}

TEST(StructNamedVariables, AVariableAndATypeInOneScopeAreC1002) {
  // cgc: error C1002: the name "tex_coords" is already defined at (1)
  EXPECT_EQ(analyze("struct tex_coords { float4 c0; };\nuniform tex_coords tex_coords;\n"
                    "float4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n",
                    "arbfp1")
                ->codes(),
            "C1002");
  EXPECT_EQ(analyze("float4 S;\nstruct S { float4 a; };\nfloat4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n",
                    "arbfp1")
                ->codes(),
            "C1002");
  EXPECT_EQ(analyze("typedef float4 F;\nfloat4 F;\nfloat4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n",
                    "arbfp1")
                ->codes(),
            "C1002");
  // Two variables stay C1038 (cgc: error C1038: declaration of "a" conflicts with previous declaration).
  EXPECT_EQ(analyze("float a; float a;\nfloat4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n", "arbfp1")->codes(),
            "C1038");
}

// ---- GLSL type names ----

TEST(GlslTypeNames, AreCgTypesWithCgsRows) {
  const char* text =
      "vec2 a; vec3 b; vec4 c; ivec2 d; ivec4 e; bvec3 f; uvec2 g; mat2 h; mat3 i; mat4 j;\n"
      "mat2x3 k; mat3x2 l; mat4x2 m; uniform samplerCube n; uniform sampler2DShadow o;\n"
      "float4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n";
  auto a = analyze(text, "glslf");
  ASSERT_EQ(a->codes(), "") << a->parsed.diagnosticsText();
  const std::pair<const char*, const char*> want[] = {
      {"a", "float2"},   {"b", "float3"},   {"c", "float4"},   {"d", "int2"},     {"e", "int4"},
      {"f", "bool3"},    {"g", "unsigned int2"},    {"h", "float2x2"}, {"i", "float3x3"}, {"j", "float4x4"},
      {"k", "float2x3"}, {"l", "float3x2"}, {"m", "float4x2"}, {"n", "samplerCUBE"}, {"o", "sampler2D"}};
  for (auto [name, type] : want) EXPECT_EQ(a->typeOf(name), type) << name;
}

TEST(GlslTypeNames, ConstructorsTakeRowsAsCgs) {
  // cgc: mat2x3(1,2,3,4,5,6)[1] is (4,5,6), and mul(mat2x3, vec3) is a vec2.
  const char* text =
      "float4 main(float4 t : TEXCOORD0) : COLOR {\n"
      "  mat2x3 m = mat2x3(1, 2, 3, 4, 5, 6); vec3 row = m[1]; vec2 v = mul(m, t.xyz);\n"
      "  mat3 b = mat3(t.xyz, t.yzw, t.zwx); ivec2 i = ivec2(1, 2); bvec2 f = bvec2(true, false);\n"
      "  return vec4(row, v.x) + b[1].xyzz + vec4(i, f);\n"
      "}\n";
  EXPECT_EQ(analyze(text, "glslf")->codes(), "");
}

TEST(GlslTypeNames, AUsersTypedefOrStructOfTheNameWins) {
  // cgc: `typedef float3 vec4;` makes vec4 a float3 (the file compiles with vec4 a = p.xyz).
  auto a = analyze("typedef float3 vec4;\nvec4 a;\nfloat4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n",
                   "glslf");
  EXPECT_EQ(a->codes(), "");
  EXPECT_EQ(a->typeOf("a"), "float3");
  auto s = analyze("struct mat2 { float4 m; };\nmat2 a;\nfloat4 main(float4 t : TEXCOORD0) : COLOR { return t; }\n",
                   "glslf");
  EXPECT_EQ(s->codes(), "");
  EXPECT_EQ(s->typeOf("a"), "mat2");
}

// ---- GLSL function spellings (stdlib/glsl.cg) ----

TEST(GlslFunctions, ResolveInEveryStage) {
  const char* common =
      "float4 main(float4 p : TEXCOORD0, float4 q : TEXCOORD1) : COLOR {\n"
      "  float4 r = fract(p) + mix(p, q, 0.5) + mix(p, q, p) + mod(p, q) + mod(p, 2.0) + inversesqrt(p)\n"
      "      + atan(p, q) + atan(p) + float4(lessThan(p, q)) + float4(not(equal(p, q)));\n"
      "  float3x4 o = outerProduct(p.xyz, q); float2x2 c = matrixCompMult(float2x2(p.x, p.y, p.z, p.w), float2x2(q.x, q.y, q.z, q.w));\n"
      "  return r + o[1] + c[0].xyxy;\n"
      "}\n";
  for (const char* profile : {"arbvp1", "vp40", "glslv", "arbfp1", "fp40", "glslf"})
    EXPECT_EQ(analyze(common, profile)->codes(), "") << profile;
}

TEST(GlslFunctions, RejectedOnesStayUndefinedOrUnmatched) {
  // cgc rejects roundEven, floatBitsToInt, texelFetch and textureSize in every profile (C1115), and reads
  // texture2D(...) as a constructor of its texture2D type (C1066); cgx has none of these names (C1008).
  for (const char* call : {"roundEven(p)", "floatBitsToInt(p)", "texture2D(s, p.xy)"}) {
    std::string text = std::string("float4 main(float4 p : TEXCOORD0, uniform sampler2D s) : COLOR { return ") +
                       call + "; }\n";
    EXPECT_NE(analyze(text, "glslf")->codes(), "") << call;
  }
}

}  // namespace
}  // namespace cgx::test
