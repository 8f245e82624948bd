// Semantic analysis on whole programs: the annotations sema leaves on the AST (the contract lowering relies
// on: ast/Ast.h), storage classes, entry-point handling, the stdlib, and no cascades after syntax errors.
// The diagnostic corpus (DiagnosticCorpusTest) covers each error code; this file covers what is accepted.
#include <gtest/gtest.h>

#include <functional>

#include "Analyzed.h"
#include "ParseHelpers.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"
#include "ir/Intrinsic.h"
#include "sema/Sema.h"
#include "sema/StandardLibrary.h"

namespace cgx::test {
namespace {

using ir::Scalar;
using ir::TypeTable;

// The first expression in the unit (depth-first, pre-order) for which `pick` is true.
const ast::Expr* findExpr(const ast::TranslationUnit& unit, const std::function<bool(const ast::Expr*)>& pick);

const ast::Expr* findInExpr(const ast::Expr* e, const std::function<bool(const ast::Expr*)>& pick) {
  if (e == nullptr) return nullptr;
  if (pick(e)) return e;
  std::vector<const ast::Expr*> children;
  switch (e->kind) {
    case ast::ExprKind::Unary: children = {static_cast<const ast::UnaryExpr*>(e)->operand}; break;
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::BinaryExpr*>(e);
      children = {b->lhs, b->rhs};
      break;
    }
    case ast::ExprKind::Assign: {
      auto* a = static_cast<const ast::AssignExpr*>(e);
      children = {a->target, a->value};
      break;
    }
    case ast::ExprKind::Call: {
      auto* c = static_cast<const ast::CallExpr*>(e);
      children.push_back(c->callee);
      children.insert(children.end(), c->args.begin(), c->args.end());
      break;
    }
    case ast::ExprKind::Constructor: {
      auto* c = static_cast<const ast::ConstructorExpr*>(e);
      children.assign(c->args.begin(), c->args.end());
      break;
    }
    case ast::ExprKind::Member: children = {static_cast<const ast::MemberExpr*>(e)->base}; break;
    case ast::ExprKind::Index: {
      auto* i = static_cast<const ast::IndexExpr*>(e);
      children = {i->base, i->index};
      break;
    }
    case ast::ExprKind::Conditional: {
      auto* c = static_cast<const ast::ConditionalExpr*>(e);
      children = {c->condition, c->ifTrue, c->ifFalse};
      break;
    }
    case ast::ExprKind::Cast: children = {static_cast<const ast::CastExpr*>(e)->operand}; break;
    default: break;
  }
  for (const ast::Expr* child : children)
    if (const ast::Expr* found = findInExpr(child, pick)) return found;
  return nullptr;
}

const ast::Expr* findInStmt(const ast::Stmt* s, const std::function<bool(const ast::Expr*)>& pick) {
  if (s == nullptr) return nullptr;
  switch (s->kind) {
    case ast::StmtKind::Compound:
      for (const ast::Stmt* child : static_cast<const ast::CompoundStmt*>(s)->body)
        if (const ast::Expr* found = findInStmt(child, pick)) return found;
      return nullptr;
    case ast::StmtKind::Decl:
      for (const ast::Decl* d : static_cast<const ast::DeclStmt*>(s)->decls)
        if (d->kind == ast::DeclKind::Var)
          if (const ast::Expr* found = findInExpr(static_cast<const ast::VarDecl*>(d)->init, pick)) return found;
      return nullptr;
    case ast::StmtKind::Expr: return findInExpr(static_cast<const ast::ExprStmt*>(s)->expr, pick);
    case ast::StmtKind::Return: return findInExpr(static_cast<const ast::ReturnStmt*>(s)->value, pick);
    case ast::StmtKind::If: {
      auto* i = static_cast<const ast::IfStmt*>(s);
      if (const ast::Expr* found = findInExpr(i->condition, pick)) return found;
      if (const ast::Expr* found = findInStmt(i->thenBranch, pick)) return found;
      return findInStmt(i->elseBranch, pick);
    }
    default: return nullptr;
  }
}

const ast::Expr* findExpr(const ast::TranslationUnit& unit, const std::function<bool(const ast::Expr*)>& pick) {
  for (const ast::Decl* d : unit.decls) {
    if (d->kind == ast::DeclKind::Function)
      if (const ast::Expr* found = findInStmt(static_cast<const ast::FunctionDecl*>(d)->body, pick)) return found;
    if (d->kind == ast::DeclKind::Var)
      if (const ast::Expr* found = findInExpr(static_cast<const ast::VarDecl*>(d)->init, pick)) return found;
  }
  return nullptr;
}

const ast::Expr* findKind(const Analyzed& a, ast::ExprKind kind) {
  return findExpr(*a.parsed.unit, [kind](const ast::Expr* e) { return e->kind == kind; });
}

const char* kVertex = "float4 main(float4 p : POSITION) : POSITION { return p; }\n";

TEST(Sema, TheStandardLibraryAnalysesCleanly) {
  EXPECT_EQ(sema::stdlibDiagnostics(), "");
  ASSERT_NE(sema::stdlibFunctions("lerp"), nullptr);
  EXPECT_GE(sema::stdlibFunctions("lerp")->size(), 15u);  // float/half/fixed x scalar, 1-4
}

TEST(Sema, StandardLibraryFunctionsCallOnlyIntrinsics) {
  // Each name's overloads are parsed and analysed on their own when first used (StandardLibrary.cpp), which
  // is only right while no stdlib function calls another Cg-written one.
  std::vector<std::string> crossReferences = sema::stdlibCrossReferences();
  std::string listed;
  for (const std::string& r : crossReferences) listed += r + "\n";
  EXPECT_TRUE(crossReferences.empty()) << listed;
  ASSERT_NE(sema::stdlibFunctions("normalize"), nullptr);
  EXPECT_EQ(sema::stdlibFunctions("normalize"), sema::stdlibFunctions("normalize"))
      << "a name loads once; later lookups return the same overloads";
  EXPECT_EQ(sema::stdlibFunctions("no_such_function"), nullptr);
}

TEST(Sema, StandardLibraryOverloadsLoadAsPrototypesAndDefinitionsOnDemand) {
  // Overload resolution sees every overload's signature; only a chosen overload's body is parsed.
  const std::vector<ast::FunctionDecl*>* prototypes = sema::stdlibFunctions("reflect");
  ASSERT_NE(prototypes, nullptr);
  ASSERT_FALSE(prototypes->empty());
  for (ast::FunctionDecl* prototype : *prototypes) {
    EXPECT_EQ(prototype->body, nullptr);
    EXPECT_TRUE(prototype->semaFromStdlib);
    ast::FunctionDecl* definition = sema::stdlibDefinition(prototype);
    ASSERT_NE(definition, nullptr);
    ASSERT_NE(definition->body, nullptr);
    EXPECT_EQ(definition, sema::stdlibDefinition(prototype)) << "a definition loads once";
    EXPECT_EQ(definition->name, prototype->name);
    EXPECT_EQ(definition->semaType, prototype->semaType);
    ASSERT_EQ(definition->params.size(), prototype->params.size());
    for (std::size_t i = 0; i < definition->params.size(); ++i)
      EXPECT_EQ(definition->params[i]->semaType, prototype->params[i]->semaType);
  }
}

TEST(Sema, ACallToAStandardLibraryFunctionResolvesToItsDefinition) {
  auto a = analyze("float4 main(float4 p : POSITION) : POSITION { return float4(normalize(p.xyz), 1); }");
  ASSERT_EQ(a->codes(), "");
  const ast::Expr* found = findExpr(*a->parsed.unit, [](const ast::Expr* e) {
    return e->kind == ast::ExprKind::Call && static_cast<const ast::CallExpr*>(e)->semaFunction != nullptr;
  });
  ASSERT_NE(found, nullptr);
  const ast::FunctionDecl* callee = static_cast<const ast::CallExpr*>(found)->semaFunction;
  EXPECT_EQ(callee->name, "normalize");
  EXPECT_NE(callee->body, nullptr);
  EXPECT_EQ(callee->semaType, TypeTable::vector(Scalar::Float, 3));
}

TEST(Sema, LiteralsAreCompileTimeKindsUntilTheyMeetATypedOperand) {
  auto a = analyze("float4 main(float4 p : POSITION) : POSITION { return p * 2; }");
  ASSERT_EQ(a->codes(), "");
  auto* mul = static_cast<const ast::BinaryExpr*>(findKind(*a, ast::ExprKind::Binary));
  ASSERT_NE(mul, nullptr);
  EXPECT_EQ(mul->rhs->semaType, TypeTable::scalar(Scalar::CInt));
  EXPECT_EQ(mul->semaOperandType, TypeTable::vector(Scalar::Float, 4));
  EXPECT_EQ(mul->semaType, TypeTable::vector(Scalar::Float, 4));
  auto b = analyze("float4 main(float4 p : POSITION) : POSITION { return p * 2.0f; }");
  EXPECT_EQ(static_cast<const ast::BinaryExpr*>(findKind(*b, ast::ExprKind::Binary))->rhs->semaType,
            TypeTable::scalar(Scalar::Float));
}

TEST(Sema, ComparisonsOfVectorsGiveBoolVectors) {
  auto a = analyze("float4 main(float4 p : POSITION) : POSITION { bool4 b = p < 1; return b ? p : -p; }");
  ASSERT_EQ(a->codes(), "");
  auto* lt = static_cast<const ast::BinaryExpr*>(findKind(*a, ast::ExprKind::Binary));
  EXPECT_EQ(lt->semaType, TypeTable::vector(Scalar::Bool, 4));
  EXPECT_EQ(findKind(*a, ast::ExprKind::Conditional)->semaType, TypeTable::vector(Scalar::Float, 4));
}

TEST(Sema, SwizzlesRecordTheirComponents) {
  auto a = analyze("float4 main(float4 p : POSITION) : POSITION { p.wz = p.xy; return p.abgr; }");
  ASSERT_EQ(a->codes(), "");
  auto* m = static_cast<const ast::MemberExpr*>(findKind(*a, ast::ExprKind::Member));
  EXPECT_EQ(m->semaMember, ast::MemberKind::Swizzle);
  ASSERT_EQ(m->semaCount, 2);
  EXPECT_EQ(m->semaComponents[0], 3);
  EXPECT_EQ(m->semaComponents[1], 2);
  EXPECT_EQ(m->semaType, TypeTable::vector(Scalar::Float, 2));
}

TEST(Sema, MatrixSwizzlesAreRowTimesFourPlusColumn) {
  auto a = analyze("uniform float4x4 m;\nfloat4 main(float4 p : POSITION) : POSITION { return p * m._m01_m32_11.xyzz; }");
  ASSERT_EQ(a->codes(), "");
  auto* m = static_cast<const ast::MemberExpr*>(
      findExpr(*a->parsed.unit, [](const ast::Expr* e) {
        return e->kind == ast::ExprKind::Member &&
               static_cast<const ast::MemberExpr*>(e)->semaMember == ast::MemberKind::MatrixSwizzle;
      }));
  ASSERT_NE(m, nullptr);
  ASSERT_EQ(m->semaCount, 3);
  EXPECT_EQ(m->semaComponents[0], 0 * 4 + 1);
  EXPECT_EQ(m->semaComponents[1], 3 * 4 + 2);
  EXPECT_EQ(m->semaComponents[2], 0 * 4 + 0);  // _11 is 1-based
}

TEST(Sema, FieldsLengthAndIndexing) {
  auto a = analyze(
      "struct Light { float3 position; float4 color; };\n"
      "uniform Light lights[3];\n"
      "float4 main(float4 p : POSITION) : POSITION { float4 c = 0; for (int i = 0; i < lights.length; i++)"
      " c += lights[i].color; return c; }");
  ASSERT_EQ(a->codes(), "");
  auto* field = static_cast<const ast::MemberExpr*>(findExpr(*a->parsed.unit, [](const ast::Expr* e) {
    return e->kind == ast::ExprKind::Member && static_cast<const ast::MemberExpr*>(e)->member == "color";
  }));
  // (for statements are not searched by findExpr; check the global instead)
  const auto* global = static_cast<const ast::VarDecl*>(a->parsed.unit->decls[1]);
  EXPECT_EQ(a->types.name(global->semaType), "Light[3]");
  EXPECT_EQ(global->semaStorage, ast::VarStorage::Uniform);
  (void)field;
}

TEST(Sema, GlobalsAreUniformUnlessStaticOrConst) {
  auto a = analyze("float4 u; static float4 s = 1; const float k = 2; uniform const float uc = 3;\n" +
                   std::string(kVertex));
  ASSERT_EQ(a->codes(), "");
  ASSERT_EQ(a->result.globals.size(), 4u);
  EXPECT_EQ(a->result.globals[0]->semaStorage, ast::VarStorage::Uniform);
  EXPECT_EQ(a->result.globals[1]->semaStorage, ast::VarStorage::StaticGlobal);
  EXPECT_EQ(a->result.globals[2]->semaStorage, ast::VarStorage::ConstGlobal);
  EXPECT_EQ(a->result.globals[3]->semaStorage, ast::VarStorage::Uniform);
}

TEST(Sema, EntryParametersAreVaryingUnlessUniform) {
  auto a = analyze("void main(float4 p : POSITION, uniform float4x4 mvp, out float4 o : POSITION) { o = mul(mvp, p); }");
  ASSERT_EQ(a->codes(), "");
  ASSERT_NE(a->result.entry, nullptr);
  EXPECT_TRUE(a->result.entry->semaIsEntry);
  EXPECT_EQ(a->result.entry->params[0]->semaStorage, ast::VarStorage::EntryVarying);
  EXPECT_EQ(a->result.entry->params[1]->semaStorage, ast::VarStorage::Uniform);
  EXPECT_EQ(a->result.entry->params[2]->semaStorage, ast::VarStorage::EntryVarying);
  auto* call = static_cast<const ast::CallExpr*>(findKind(*a, ast::ExprKind::Call));
  EXPECT_EQ(call->semaFunction, nullptr);
  EXPECT_EQ(static_cast<ir::IntrinsicOp>(call->semaIntrinsic), ir::IntrinsicOp::Mul);
  EXPECT_EQ(call->semaType, TypeTable::vector(Scalar::Float, 4));
}

// cgc 3.1: a sampler parameter is a uniform with or without the word, TEXUNITn binding its unit
// (`#var sampler2D s0 : TEXUNIT0 : texunit 0`); without `uniform` cgx used to check TEXUNIT0 as a varying
// semantic (C5108).
TEST(Sema, SamplerEntryParametersAreUniform) {
  auto a = analyze("float4 main(float2 uv : TEXCOORD0, in sampler2D s0 : TEXUNIT0, sampler2D s1,\n"
                   "            uniform sampler2D s3 : TEXUNIT3) : COLOR\n"
                   "{ return tex2D(s0, uv) + tex2D(s1, uv) + tex2D(s3, uv); }",
                   "glslf");
  ASSERT_EQ(a->codes(), "");
  EXPECT_EQ(a->result.entry->params[0]->semaStorage, ast::VarStorage::EntryVarying);
  EXPECT_EQ(a->result.entry->params[1]->semaStorage, ast::VarStorage::Uniform);
  EXPECT_EQ(a->result.entry->params[2]->semaStorage, ast::VarStorage::Uniform);
  EXPECT_EQ(a->result.entry->params[3]->semaStorage, ast::VarStorage::Uniform);
}

// A varying struct parameter's members declared `uniform` are uniforms: their semantics are not varying
// semantics (C5 and TEXUNIT2 bind registers, as cgc lists them), in both stages; the varying members still
// are checked (TEXCOORD1 is fine, NORMAL is not a fragment input).
TEST(Sema, UniformMembersOfAVaryingStructAreNotVaryings) {
  const char* text = "struct pass_in { uniform float2 size : C5; uniform sampler2D texture : TEXUNIT2;\n"
                     "                 float2 coord : TEXCOORD1; };\n"
                     "float4 mainf(pass_in PREV) : COLOR { return tex2D(PREV.texture, PREV.coord / PREV.size); }\n"
                     "float4 mainv(pass_in PREV, float4 p : POSITION) : POSITION { return p * PREV.size.xyxy; }\n";
  EXPECT_EQ(analyze(text, "glslf", "mainf")->codes(), "");
  EXPECT_EQ(analyze(text, "glslv", "mainv")->codes(), "");
  EXPECT_EQ(analyze("struct S { uniform float k; float4 n : NORMAL; };\n"
                    "float4 main(S s) : COLOR { return s.n * s.k; }", "glslf")->codes(), "C5108");
}

TEST(Sema, StdlibCallsBindToCgFunctionsListedAfterTheUsersOwn) {
  auto a = analyze("float4 main(float4 p : POSITION) : POSITION { return lerp(p, p * 2, 0.5); }");
  ASSERT_EQ(a->codes(), "");
  auto* call = static_cast<const ast::CallExpr*>(findKind(*a, ast::ExprKind::Call));
  ASSERT_NE(call->semaFunction, nullptr);
  EXPECT_TRUE(call->semaFunction->semaFromStdlib);
  EXPECT_EQ(a->types.name(call->semaFunction->params[2]->semaType), "float");
  ASSERT_EQ(a->result.functions.size(), 2u);
  EXPECT_EQ(a->result.functions[0], a->result.entry);
  EXPECT_EQ(a->result.functions[1], call->semaFunction);
}

TEST(Sema, PrototypesBindToTheirDefinitions) {
  auto a = analyze("float f(float x);\nfloat4 main(float4 p : POSITION) : POSITION { return p * f(2); }\n"
                   "float f(float x) { return x * 3; }");
  ASSERT_EQ(a->codes(), "");
  auto* call = static_cast<const ast::CallExpr*>(findKind(*a, ast::ExprKind::Call));
  ASSERT_NE(call->semaFunction, nullptr);
  EXPECT_NE(call->semaFunction->body, nullptr);
}

TEST(Sema, MemberFunctionsSeeTheirFields) {
  auto a = analyze("struct S { float k; float twice() { return k * 2; } };\n"
                   "float4 main(float4 p : POSITION, uniform S s) : POSITION { return p * s.twice(); }");
  ASSERT_EQ(a->codes(), "");
  auto* call = static_cast<const ast::CallExpr*>(findKind(*a, ast::ExprKind::Call));
  ASSERT_NE(call->semaFunction, nullptr);
  EXPECT_NE(call->semaFunction->semaOwner, nullptr);
}

TEST(Sema, MutualRecursionIsReported) {
  auto a = analyze("float g(float x);\nfloat f(float x) { return g(x); }\nfloat g(float x) { return f(x); }\n"
                   "float4 main(float4 p : POSITION) : POSITION { return p * f(1); }");
  EXPECT_EQ(a->codes(), "C5005");
}

TEST(Sema, SyntaxErrorsDoNotCascade) {
  auto a = analyze("float4 main(float4 p : POSITION) : POSITION { float4 q = p + ; return q * undefinedThing; }");
  std::string codes = a->codes();
  EXPECT_EQ(codes.substr(0, 5), "C0000") << codes;
  EXPECT_EQ(codes.find("C3001"), std::string::npos) << codes;
}

TEST(Sema, NarrowingWarnsAndWideningFails) {
  EXPECT_EQ(analyze("float4 main(float4 p : POSITION) : POSITION { float3 q = p; return q.xyzz; }")->codes(), "C7011");
  EXPECT_EQ(analyze("float4 main(float4 p : POSITION) : POSITION { float4 q = p.xyz; return q; }")->codes(), "C1060");
}

TEST(Sema, EntryRulesFollowTheStage) {
  EXPECT_EQ(analyze("float4 main(float4 c : COLOR0) : COLOR { return c; }", "glslf")->codes(), "");
  EXPECT_EQ(analyze("float4 main(float4 c : NORMAL) : COLOR { return c; }", "glslf")->codes(), "C5108");
  EXPECT_EQ(analyze("float4 main(float4 c : COLOR0) : DEPTH { return c; }", "glslv")->codes(), "C5108");
  EXPECT_EQ(analyze("float4 main(float4 p : POSITION) : TEXCOORD8 { return p; }", "glslv")->codes(), "C5102");
  EXPECT_EQ(analyze("float4 main(float4 p : HPOS) : POSITION { return p; }", "glslv")->codes(), "C5109");
  EXPECT_EQ(analyze("float4 main(float4 p : POSITION) { return p; }", "glslv")->codes(), "C5029");
  EXPECT_EQ(analyze(kVertex, "glslv", "other")->codes(), "C3001");
  // Duplicate output bindings: an error for assembly profiles only (cgc's GLSL profiles accept them).
  const char* twice = "void main(float4 p : POSITION, out float4 a : POSITION, out float4 b : HPOS) { a = p; b = p; }";
  EXPECT_EQ(analyze(twice, "arbvp1")->codes(), "C5121");
  EXPECT_EQ(analyze(twice, "glslv")->codes(), "");
}

TEST(Sema, EveryExampleTypeChecks) {
  for (const auto& file : cgFilesIn("examples")) {
    std::string text = readFile(file);
    ExampleTarget target = exampleTarget(text);
    auto a = analyze(text, target.profile, target.entry);
    EXPECT_TRUE(a->result.ok) << file << "\n" << a->parsed.diagnosticsText();
    EXPECT_NE(a->result.entry, nullptr) << file;
  }
}

}  // namespace
}  // namespace cgx::test
