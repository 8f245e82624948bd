// How the parser reads the names cgc 3.1 gives special meanings: GLSL type spellings (vec3 is float3, a
// user's typedef of the name wins), a variable that takes a struct's name and is then used in expressions,
// and profile names written before a function (`arbfp1 float f()`), kept as its modifiers for sema.
#include <gtest/gtest.h>

#include "CgLexer.h"
#include "CgParser.h"
#include "ParseHelpers.h"
#include "parse/TokenAdapter.h"

namespace cgx::test {
namespace {

using namespace ast;

TEST(GlslTypeSpellings, MapToCgSpellings) {
  const std::pair<const char*, const char*> want[] = {
      {"vec2", "float2"},     {"vec4", "float4"},       {"ivec3", "int3"},         {"uvec2", "uint2"},
      {"bvec4", "bool4"},     {"dvec3", "double3"},     {"mat2", "float2x2"},      {"mat4", "float4x4"},
      {"mat2x3", "float2x3"}, {"mat4x2", "float4x2"},   {"mat3x3", "float3x3"},    {"dmat2x4", "double2x4"},
      {"samplerCube", "samplerCUBE"}, {"sampler2DShadow", "sampler2D"}, {"sampler2DRect", "samplerRECT"},
      {"sampler2DArray", "sampler2DARRAY"}};
  for (auto [glsl, cg] : want) EXPECT_EQ(parse::glslTypeSpelling(glsl), cg) << glsl;
  // cgc: syntax errors (measured): no 1-vectors, no 1-row or 1-column matrices, no other prefixes.
  for (const char* name : {"vec1", "ivec1", "bvec1", "mat1", "mat1x2", "mat2x1", "mat4x1", "hvec2", "fvec2",
                           "sampler2DSHADOW", "vec", "mat", "float4"})
    EXPECT_EQ(parse::glslTypeSpelling(name), "") << name;
}

TEST(GlslTypeSpellings, ParseAsBuiltinTypes) {
  Parsed parsed = parseText("mat2x3 m; vec3 v = vec3(1, 2, 3); float4 f(ivec2 i) { return (vec4)i.xyxy; }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* m = static_cast<VarDecl*>(parsed.unit->decls.at(0));
  ASSERT_EQ(m->type->kind, TypeSpec::Kind::Builtin);
  EXPECT_EQ(m->type->builtin.scalar, ScalarKind::Float);
  EXPECT_EQ(m->type->builtin.rows, 2);  // Cg's rows, as cgc reads it
  EXPECT_EQ(m->type->builtin.cols, 3);
  auto* v = static_cast<VarDecl*>(parsed.unit->decls.at(1));
  EXPECT_EQ(sexpr(v->init), "(ctor 0x3 1 2 3)");  // float3(1, 2, 3)
}

TEST(GlslTypeSpellings, AUsersTypedefOfTheNameIsATypeName) {
  Parsed parsed = parseText("typedef float3 vec4;\nvec4 a;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* a = static_cast<VarDecl*>(parsed.unit->decls.at(1));
  EXPECT_EQ(a->type->kind, TypeSpec::Kind::Named);
  EXPECT_EQ(a->type->name, "vec4");
}

// cgc 3.1 (measured) takes texture and each sampler suffix after it; textureCube and Texture are syntax errors.
TEST(TextureTypes, SpellingsAreTheSamplersSuffixes) {
  for (const char* name : {"texture", "texture1D", "texture2D", "texture3D", "textureCUBE", "textureRECT",
                           "texture1DARRAY", "texture2DARRAY", "textureCUBEARRAY", "textureBUF"})
    EXPECT_TRUE(parse::isTextureTypeName(name)) << name;
  for (const char* name : {"textureCube", "Texture", "texture4D", "textures", "texture2Dx", "sampler2D", "tex"})
    EXPECT_FALSE(parse::isTextureTypeName(name)) << name;
}

TEST(TextureTypes, DeclareTexturesOfEachDimension) {
  Parsed parsed = parseText("texture t; texture2D u[2]; textureCUBE c < string file = \"c.dds\"; >;\n"
                            "typedef texture3D T3; struct S { textureRECT r; };\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  const std::pair<std::size_t, BuiltinKind> want[] = {
      {0, BuiltinKind::Sampler}, {1, BuiltinKind::Sampler2D}, {2, BuiltinKind::SamplerCube}};
  for (auto [index, textured] : want) {
    auto* v = static_cast<VarDecl*>(parsed.unit->decls.at(index));
    ASSERT_EQ(v->type->kind, TypeSpec::Kind::Builtin) << index;
    EXPECT_EQ(v->type->builtin.kind, BuiltinKind::Texture) << index;
    EXPECT_EQ(v->type->builtin.textured, textured) << index;
  }
}

// cgc compiles `float texture = 1;` and `tex2D(texture, uv)`: the names are types only before a declarator.
TEST(TextureTypes, TheNamesStayIdentifiersElsewhere) {
  Parsed parsed = parseText(
      "float texture = 1;\n"
      "float4 f(sampler2D texture2D, float2 uv) { return tex2D(texture2D, uv) * texture; }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* v = static_cast<VarDecl*>(parsed.unit->decls.at(0));
  EXPECT_EQ(v->name, "texture");
  EXPECT_EQ(v->type->builtin.kind, BuiltinKind::Numeric);
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls.at(1));
  ASSERT_EQ(fn->params.size(), 2u);
  EXPECT_EQ(fn->params[0]->name, "texture2D");
  EXPECT_EQ(fn->params[0]->type->builtin.kind, BuiltinKind::Sampler2D);
}

TEST(StructNamedVariables, TheNameIsAnExpression) {
  Parsed parsed = parseText(
      "struct tex_coords { float4 c0; };\n"
      "void f(float4 t) { tex_coords tex_coords; tex_coords.c0 = t; t = (tex_coords).c0 + ((tex_coords)t).c0; }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls.at(1));
  ASSERT_EQ(fn->body->body.size(), 3u);
  EXPECT_EQ(fn->body->body[0]->kind, StmtKind::Decl);
  ASSERT_EQ(fn->body->body[1]->kind, StmtKind::Expr);
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(fn->body->body[1])->expr), "(= (. tex_coords c0) t)");
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(fn->body->body[2])->expr),
            "(= t (+ (. tex_coords c0) (. (cast tex_coords t) c0)))");
}

TEST(ProfileQualifiers, AreAFunctionsModifiers) {
  Parsed parsed = parseText("arbfp1 fp40 float depthOf(float4 p);\nglslf vec4 g() { return vec4(0); }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  EXPECT_EQ(static_cast<FunctionDecl*>(parsed.unit->decls.at(0))->modifiers,
            (std::vector<std::string>{"arbfp1", "fp40"}));
  EXPECT_EQ(static_cast<FunctionDecl*>(parsed.unit->decls.at(1))->modifiers, (std::vector<std::string>{"glslf"}));
}

}  // namespace
}  // namespace cgx::test
