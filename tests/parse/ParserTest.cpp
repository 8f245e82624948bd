// The parser's shape decisions, one construct at a time: precedence and associativity, every declaration
// form Cg has, CgFX, and the recovery and limit behaviour.
#include <gtest/gtest.h>

#include "ParseHelpers.h"
#include "parse/Parser.h"
#include "support/LargeStack.h"

namespace cgx::test {
namespace {

using namespace ast;

// Parses `float x = <expr>;` and renders the initializer.
std::string initOf(const std::string& expr) {
  Parsed parsed = parseText("float x = " + expr + ";\n");
  EXPECT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  if (parsed.unit->decls.size() != 1 || parsed.unit->decls[0]->kind != DeclKind::Var) return "<no var>";
  return sexpr(static_cast<VarDecl*>(parsed.unit->decls[0])->init);
}

// Parses a function body and returns its statements.
std::vector<Stmt*> bodyOf(Parsed& parsed, const std::string& body) {
  parsed = parseText("void f() {\n" + body + "\n}\n");
  EXPECT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls.at(0));
  return fn->body->body;
}

TEST(ParserExpressions, PrecedenceFollowsC) {
  EXPECT_EQ(initOf("a + b * c"), "(+ a (* b c))");
  EXPECT_EQ(initOf("a * b + c"), "(+ (* a b) c)");
  EXPECT_EQ(initOf("a - b - c"), "(- (- a b) c)");
  EXPECT_EQ(initOf("a < b == c > d"), "(== (< a b) (> c d))");
  EXPECT_EQ(initOf("a || b && c | d ^ e & f"), "(|| a (&& b (| c (^ d (& e f)))))");
  EXPECT_EQ(initOf("a << 1 + 2"), "(<< a (+ 1 2))");
  EXPECT_EQ(initOf("a % b / c"), "(/ (% a b) c)");
}

TEST(ParserExpressions, AssignmentIsRightAssociative) {
  Parsed parsed;
  auto body = bodyOf(parsed, "a = b += c;");
  ASSERT_EQ(body.size(), 1u);
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(body[0])->expr), "(= a (+= b c))");
}

TEST(ParserExpressions, ConditionalNestsToTheRight) {
  EXPECT_EQ(initOf("a ? b : c ? d : e"), "(? a b (? c d e))");
  EXPECT_EQ(initOf("a > 0 ? b + 1 : c"), "(? (> a 0) (+ b 1) c)");
}

// Cg.g4 gives binary operators and assignments as flat lists (so ANTLR decides each on the next token);
// the builder must group them exactly as the left-recursive grammar did.
TEST(ParserExpressions, EveryPrecedenceLevelBindsToTheLeft) {
  EXPECT_EQ(initOf("a || b || c && d && e"), "(|| (|| a b) (&& (&& c d) e))");
  EXPECT_EQ(initOf("a * b + c << d < e == f & g ^ h | i && j || k"),
            "(|| (&& (| (^ (& (== (< (<< (+ (* a b) c) d) e) f) g) h) i) j) k)");
  EXPECT_EQ(initOf("a || b && c | d ^ e & f == g < h << i + j * k"),
            "(|| a (&& b (| c (^ d (& e (== f (< g (<< h (+ i (* j k))))))))))");
  EXPECT_EQ(initOf("a - b * c - d"), "(- (- a (* b c)) d)");
  EXPECT_EQ(initOf("a < b > c <= d >= e"), "(>= (<= (> (< a b) c) d) e)");
  EXPECT_EQ(initOf("(a + b) * -c[1] / d.x++"), "(/ (* (+ a b) (- ([] c 1))) (post++ (. d x)))");
}

TEST(ParserExpressions, ConditionalEndsAnAssignmentChain) {
  Parsed parsed;
  auto body = bodyOf(parsed, "a = b ? c : d = e;\na ? b : c = d;\na += b ? c, d : e ? f : g;\nx = y = z;");
  ASSERT_EQ(body.size(), 4u);
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(body[0])->expr), "(= a (? b c (= d e)))");
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(body[1])->expr), "(? a b (= c d))");
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(body[2])->expr), "(+= a (? b (, c d) (? e f g)))");
  EXPECT_EQ(sexpr(static_cast<ExprStmt*>(body[3])->expr), "(= x (= y z))");
}

TEST(ParserExpressions, CommaInParentheses) {
  EXPECT_EQ(initOf("(a, b)"), "(, a b)");
}

TEST(ParserExpressions, UnaryAndPostfix) {
  EXPECT_EQ(initOf("-a.x"), "(- (. a x))");
  EXPECT_EQ(initOf("!-~a"), "(! (- (~ a)))");
  EXPECT_EQ(initOf("- - a"), "(- (- a))");
  EXPECT_EQ(initOf("a++ + ++b"), "(+ (post++ a) (++ b))");
  EXPECT_EQ(initOf("m[1][2]"), "([] ([] m 1) 2)");
  EXPECT_EQ(initOf("f(a, b).xyz"), "(. (call f a b) xyz)");
  EXPECT_EQ(initOf("obj.method(1)"), "(call (. obj method) 1)");
}

TEST(ParserExpressions, ConstructorsCastsAndSwizzles) {
  EXPECT_EQ(initOf("float4(p.xyz, 1)"), "(ctor 0x4 (. p xyz) 1)");
  EXPECT_EQ(initOf("float3x3(m[0].xyz, m[1].xyz, m[2].xyz)"),
            "(ctor 3x3 (. ([] m 0) xyz) (. ([] m 1) xyz) (. ([] m 2) xyz))");
  EXPECT_EQ(initOf("(float3)v"), "(cast 0x3 v)");
  EXPECT_EQ(initOf("(float)(a + b)"), "(cast 0x0 (+ a b))");
  EXPECT_EQ(initOf("(float4(1,2,3,4)).w"), "(. (ctor 0x4 1 2 3 4) w)");
  EXPECT_EQ(initOf("s.xxxx"), "(. s xxxx)");
  EXPECT_EQ(initOf("m._m00_m11"), "(. m _m00_m11)");
  EXPECT_EQ(initOf("m._11_22"), "(. m _11_22)");
  EXPECT_EQ(initOf("c.rgba + t.stpq"), "(+ (. c rgba) (. t stpq))");
  EXPECT_EQ(initOf("-(float2)v"), "(- (cast 0x2 v))");
}

TEST(ParserExpressions, CastToStructName) {
  Parsed parsed = parseText("struct S { float a; };\nfloat x = ((S)y).a;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  EXPECT_EQ(sexpr(static_cast<VarDecl*>(parsed.unit->decls[1])->init), "(. (cast S y) a)");
}

TEST(ParserExpressions, Literals) {
  EXPECT_EQ(initOf("0x1F + 017 + 12u"), "(+ (+ 31 15) 12)");
  EXPECT_EQ(initOf("1.5f * .5h * 2.x * 1e-3"), "(* (* (* 1.5 0.5) 2) 0.001)");
  EXPECT_EQ(initOf("true && false"), "(&& true false)");
  Parsed parsed = parseText("float a = 1.5h; int b = 3u;\n");
  auto* a = static_cast<FloatLiteralExpr*>(static_cast<VarDecl*>(parsed.unit->decls[0])->init);
  EXPECT_EQ(a->suffix, 'h');
  auto* b = static_cast<IntLiteralExpr*>(static_cast<VarDecl*>(parsed.unit->decls[1])->init);
  EXPECT_EQ(b->suffix, "u");
}

TEST(ParserExpressions, CharacterConstantsAreIntegersAsInCgc) {
  EXPECT_EQ(initOf("'a' + '\\n' + '\\x41' + '\\101' + '\\''"), "(+ (+ (+ (+ 97 10) 65) 65) 39)");
}

TEST(ParserExpressions, InitializerLists) {
  EXPECT_EQ(initOf("{1, 2, {3, 4},}"), "{ 1 2 { 3 4 } }");
}

TEST(ParserDeclarations, EntryFunctionWithSemanticsAndOutParams) {
  Parsed parsed = parseText(
      "void main(float4 position : POSITION, uniform float4x4 mvp : state.matrix.mvp,\n"
      "          out float4 oPosition : POSITION, out float4 oColor : COLOR0)\n"
      "{ oPosition = mul(mvp, position); oColor = float4(0, 1, 0, 1); }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls.at(0));
  ASSERT_EQ(fn->params.size(), 4u);
  EXPECT_EQ(fn->params[0]->semantic->text, "POSITION");
  EXPECT_EQ(fn->params[1]->qualifiers, QualUniform);
  EXPECT_EQ(fn->params[1]->type->builtin.rows, 4);
  EXPECT_EQ(fn->params[1]->type->builtin.cols, 4);
  EXPECT_EQ(fn->params[1]->semantic->text, "state.matrix.mvp");
  EXPECT_EQ(fn->params[2]->qualifiers, QualOut);
  EXPECT_EQ(fn->params[3]->semantic->text, "COLOR0");
  EXPECT_EQ(fn->body->body.size(), 2u);
}

TEST(ParserDeclarations, SemanticForms) {
  Parsed parsed = parseText(
      "uniform float4 a : register(c12);\nuniform float4 b : C12;\nuniform sampler2D s : TEXUNIT0;\n"
      "float4 f(float4 c : TEXCOORD0.FLAT) : COLOR { return c; }\n"
      "uniform struct { float4 d; } cb : BUFFER[0];\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto& decls = parsed.unit->decls;
  ASSERT_EQ(decls.size(), 6u);  // a struct defined in place is listed before the variable using it
  auto* a = static_cast<VarDecl*>(decls[0]);
  EXPECT_TRUE(a->semantic->isRegister);
  EXPECT_EQ(a->semantic->registerArgs, std::vector<std::string>{"c12"});
  EXPECT_EQ(static_cast<VarDecl*>(decls[1])->semantic->text, "C12");
  EXPECT_EQ(static_cast<VarDecl*>(decls[2])->semantic->text, "TEXUNIT0");
  EXPECT_EQ(static_cast<FunctionDecl*>(decls[3])->params[0]->semantic->text, "TEXCOORD0.FLAT");
  EXPECT_EQ(decls[4]->kind, DeclKind::Struct);
  EXPECT_EQ(static_cast<VarDecl*>(decls[5])->semantic->text, "BUFFER[0]");
}

TEST(ParserDeclarations, StructsWithMemberFunctionsAndInterfaces) {
  Parsed parsed = parseText(
      "interface Light { float3 illuminate(float3 p, out float3 l); };\n"
      "struct PointLight : Light {\n  float3 position, color;\n"
      "  float3 illuminate(float3 p, out float3 l) { l = normalize(position - p); return color; }\n};\n"
      "PointLight lights[2];\nLight any;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto& decls = parsed.unit->decls;
  ASSERT_EQ(decls.size(), 4u);
  auto* iface = static_cast<InterfaceDecl*>(decls[0]);
  EXPECT_EQ(iface->methods.size(), 1u);
  auto* st = static_cast<StructDecl*>(decls[1]);
  ASSERT_EQ(st->interfaces.size(), 1u);
  EXPECT_EQ(st->interfaces[0].name, "Light");
  EXPECT_EQ(st->interfaces[0].span.begin.line, 2u);  // `struct PointLight : Light` (the span C1302 and C1303 name)
  ASSERT_EQ(st->members.size(), 3u);
  EXPECT_EQ(st->members[2]->kind, DeclKind::Function);
  auto* lights = static_cast<VarDecl*>(decls[2]);
  EXPECT_EQ(lights->type->kind, TypeSpec::Kind::Named);
  EXPECT_EQ(lights->arrayDims.size(), 1u);
}

TEST(ParserDeclarations, AnonymousStructsHaveABody) {
  Parsed parsed = parseText("struct { float a; } s;\nstruct Named t;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  ASSERT_EQ(parsed.unit->decls.size(), 3u);
  auto* anonymous = static_cast<StructDecl*>(parsed.unit->decls[0]);
  EXPECT_EQ(anonymous->name, "");
  EXPECT_TRUE(anonymous->hasBody);
  EXPECT_EQ(parsed.unit->decls[1]->name, "s");
  EXPECT_EQ(parsed.unit->decls[2]->name, "t");
  Parsed bodiless = parseText("struct s;\nstruct;\n");
  ASSERT_EQ(bodiless.diagnostics->errorCount(), 1u) << bodiless.diagnosticsText();  // `struct s;` is fine
  EXPECT_EQ(bodiless.diagnostics->diagnostics()[0].span.begin.line, 2u);
}

TEST(ParserDeclarations, TypedefsMakeTypeNames) {
  Parsed parsed = parseText("typedef float4 vec, vecs[3];\ntypedef struct { float a; } S;\nvec v; S s; vecs w;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  // typedef vec, typedef vecs, anonymous struct, typedef S, then three variables
  ASSERT_EQ(parsed.unit->decls.size(), 7u);
  EXPECT_EQ(parsed.unit->decls[0]->kind, DeclKind::Typedef);
  EXPECT_EQ(static_cast<VarDecl*>(parsed.unit->decls[4])->type->name, "vec");
}

TEST(ParserDeclarations, UnsizedArraysDefaultsOverloadsAndVoidParams) {
  Parsed parsed = parseText(
      "float sum(float v[], int n = 4);\nfloat f(void) { return 1; }\nfloat f(float a) { return a; }\n"
      "half3 g(half3 a, const in half s = 0.5h) { return a * s; }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* sum = static_cast<FunctionDecl*>(parsed.unit->decls[0]);
  EXPECT_EQ(sum->body, nullptr);
  EXPECT_EQ(sum->params[0]->arrayDims, std::vector<Expr*>{nullptr});
  EXPECT_EQ(sexpr(sum->params[1]->init), "4");
  EXPECT_TRUE(static_cast<FunctionDecl*>(parsed.unit->decls[1])->params.empty());
  auto* g = static_cast<FunctionDecl*>(parsed.unit->decls[3]);
  EXPECT_EQ(g->params[1]->qualifiers, QualConst | QualIn);
}

TEST(ParserDeclarations, EveryScalarVectorMatrixAndSamplerType) {
  std::string source;
  int count = 0;
  for (const char* scalar : {"float", "half", "fixed", "int", "bool", "cint", "cfloat"}) {
    source += std::string("uniform ") + scalar + " s" + std::to_string(count++) + ";\n";
    for (int n = 1; n <= 4; ++n) {
      source += std::string("uniform ") + scalar + std::to_string(n) + " v" + std::to_string(count++) + ";\n";
      for (int m = 1; m <= 4; ++m)
        source += std::string("uniform ") + scalar + std::to_string(n) + "x" + std::to_string(m) + " m" +
                  std::to_string(count++) + ";\n";
    }
  }
  for (const char* sampler : {"sampler", "sampler1D", "sampler2D", "sampler3D", "samplerCUBE", "samplerRECT"})
    source += std::string("uniform ") + sampler + " t" + std::to_string(count++) + ";\n";
  Parsed parsed = parseText(source);
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  ASSERT_EQ(parsed.unit->decls.size(), static_cast<std::size_t>(count));
  auto* m23 = static_cast<VarDecl*>(parsed.unit->decls[1 + 5 + 3]);  // float, float1 block, float2 float2x1 float2x2
  EXPECT_EQ(m23->type->builtin.rows, 2);
  EXPECT_EQ(m23->type->builtin.cols, 3);
}

TEST(ParserDeclarations, EveryQualifier) {
  Parsed parsed = parseText(
      "static const float a = 1;\nextern uniform float b;\nvarying float4 c;\npacked float4 d;\n"
      "row_major float4x4 e;\ncolumn_major float4x4 f;\ninline float g(inout float x) { return x; }\n"
      "unsigned int h;\nshared float i;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto qualifiersOf = [&](std::size_t i) { return static_cast<VarDecl*>(parsed.unit->decls[i])->qualifiers; };
  EXPECT_EQ(qualifiersOf(0), QualStatic | QualConst);
  EXPECT_EQ(qualifiersOf(1), QualExtern | QualUniform);
  EXPECT_EQ(qualifiersOf(4), QualRowMajor);
  EXPECT_EQ(qualifiersOf(5), QualColumnMajor);
  EXPECT_EQ(static_cast<FunctionDecl*>(parsed.unit->decls[6])->qualifiers, QualInline);
  EXPECT_EQ(static_cast<FunctionDecl*>(parsed.unit->decls[6])->params[0]->qualifiers, QualInOut);
  EXPECT_EQ(qualifiersOf(7), QualUnsigned);
}

TEST(ParserDeclarations, QualifierNamesRoundTrip) {
  for (std::uint32_t bit = 1; bit <= QualPrecise; bit <<= 1) {
    std::string name = qualifierNames(bit);
    ASSERT_FALSE(name.empty()) << "qualifier bit " << bit << " has no name";
    EXPECT_EQ(qualifierFromName(name), bit) << name;
  }
  EXPECT_EQ(qualifierFromName("float"), QualNone);
}

TEST(ParserDeclarations, GeometryProgram) {
  Parsed parsed = parseText(
      "TRIANGLE void gs(AttribArray<float4> position : POSITION) {\n"
      "  for (int i = 0; i < position.length; i++) emitVertex(position[i]);\n}\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls[0]);
  EXPECT_EQ(fn->primitive, PrimitiveKind::Triangle);
  EXPECT_EQ(fn->params[0]->type->kind, TypeSpec::Kind::AttribArray);
}

TEST(ParserDeclarations, GeometryProgramEmitsWithSemantics) {
  Parsed parsed = parseText(
      "TRIANGLE void gs(AttribArray<float4> p : POSITION, AttribArray<float4> c : COLOR) {\n"
      "  for (int i = 0; i < 3; i++) emitVertex(lerp(p[i], p[0], 0.5) : POSITION, c[i] : COLOR, i);\n}\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls[0]);
  auto* loop = static_cast<ForStmt*>(fn->body->body[0]);
  auto* call = static_cast<CallExpr*>(static_cast<ExprStmt*>(loop->body)->expr);
  ASSERT_EQ(call->argSemantics.size(), 3u);
  EXPECT_EQ(call->argSemantics[0]->text, "POSITION");
  EXPECT_EQ(call->argSemantics[1]->text, "COLOR");
  EXPECT_EQ(call->argSemantics[2], nullptr);
  EXPECT_EQ(sexpr(call->args[0]), "(call lerp ([] p i) ([] p 0) 0.5)");
}

TEST(ParserDeclarations, TessellationModifiersAndPrecise) {
  Parsed parsed = parseText(
      "gp5tep TRIANGLES PATCH_3 SPACE_FRACTIONAL_EVEN ORDER_CCW\n"
      "void main(in float3 uvw : TESSCOORD, out precise float4 oPos : POSITION) {\n"
      "  precise float3 p = uvw; oPos = float4(p, 1);\n}\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls[0]);
  EXPECT_EQ(fn->modifiers, (std::vector<std::string>{"gp5tep", "TRIANGLES", "PATCH_3", "SPACE_FRACTIONAL_EVEN",
                                                      "ORDER_CCW"}));
  EXPECT_EQ(fn->primitive, PrimitiveKind::None);
  EXPECT_EQ(fn->params[1]->qualifiers, QualOut | QualPrecise);
}

TEST(ParserDeclarations, PrimitiveWordsStayIdentifiersElsewhere) {
  Parsed parsed = parseText("float LINE = 1;\nfloat y = LINE * 2;\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  EXPECT_EQ(sexpr(static_cast<VarDecl*>(parsed.unit->decls[1])->init), "(* LINE 2)");
}

TEST(ParserStatements, EveryStatementKind) {
  Parsed parsed;
  auto body = bodyOf(parsed,
                     "float a = 0, b[2];\n"
                     "if (a > 0) a = 1; else { a = 2; }\n"
                     "for (int i = 0; i < 4; i++) { if (i == 2) break; continue; }\n"
                     "for (;;) break;\n"
                     "while (a < 10) a += 1;\n"
                     "do { a -= 1; } while (a > 0);\n"
                     "switch (int(a)) { case 1: a = 3; break; default: a = 4; }\n"
                     "discard;\n"
                     ";\n"
                     "return;\n");
  std::vector<StmtKind> kinds;
  for (Stmt* s : body) kinds.push_back(s->kind);
  EXPECT_EQ(kinds, (std::vector<StmtKind>{StmtKind::Decl, StmtKind::If, StmtKind::For, StmtKind::For,
                                           StmtKind::While, StmtKind::DoWhile, StmtKind::Switch, StmtKind::Discard,
                                           StmtKind::Empty, StmtKind::Return}));
  auto* loop = static_cast<ForStmt*>(body[2]);
  EXPECT_EQ(loop->init->kind, StmtKind::Decl);
  EXPECT_EQ(sexpr(loop->condition), "(< i 4)");
  EXPECT_EQ(sexpr(loop->step), "(post++ i)");
  auto* forever = static_cast<ForStmt*>(body[3]);
  EXPECT_EQ(forever->init, nullptr);
  EXPECT_EQ(forever->condition, nullptr);
  EXPECT_EQ(forever->step, nullptr);
  auto* sw = static_cast<SwitchStmt*>(body[6]);
  EXPECT_EQ(sw->body->body[0]->kind, StmtKind::Case);
}

TEST(ParserStatements, ForWithOnlyAStep) {
  Parsed parsed;
  auto body = bodyOf(parsed, "for (;; i++) break;");
  auto* loop = static_cast<ForStmt*>(body[0]);
  EXPECT_EQ(loop->condition, nullptr);
  EXPECT_EQ(sexpr(loop->step), "(post++ i)");
}

TEST(ParserStatements, DanglingElseBindsToTheNearestIf) {
  Parsed parsed;
  auto body = bodyOf(parsed, "if (a) if (b) x = 1; else x = 2;");
  auto* outer = static_cast<IfStmt*>(body[0]);
  EXPECT_EQ(outer->elseBranch, nullptr);
  EXPECT_NE(static_cast<IfStmt*>(outer->thenBranch)->elseBranch, nullptr);
}

TEST(ParserCgFX, TechniquesPassesStatesAndAnnotations) {
  Parsed parsed = parseText(
      "float4 color : DIFFUSE < string UIName = \"Color\"; float UIMin = -1.5; > = {1, 1, 1, 1};\n"
      "sampler2D decal = sampler_state { MinFilter = LinearMipMapLinear; Texture = <decalTex>; };\n"
      "float4 vs(float4 p : POSITION, uniform float4x4 m) : POSITION { return mul(m, p); }\n"
      "technique Main < string Script = \"Pass=p0;\"; > {\n"
      "  pass p0 {\n    VertexProgram = compile arbvp1 vs(mvp);\n    DepthTestEnable = true;\n"
      "    BlendFunc = int2(SrcAlpha, OneMinusSrcAlpha);\n    Texture[0] = <decal>;\n  }\n}\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto& decls = parsed.unit->decls;
  ASSERT_EQ(decls.size(), 4u);
  auto* color = static_cast<VarDecl*>(decls[0]);
  ASSERT_EQ(color->annotations.size(), 2u);
  EXPECT_EQ(sexpr(color->annotations[0]->value), "\"Color\"");
  EXPECT_EQ(sexpr(color->annotations[1]->value), "(- 1.5)");
  EXPECT_EQ(sexpr(static_cast<VarDecl*>(decls[1])->init), "sampler_state");
  auto* technique = static_cast<TechniqueDecl*>(decls[3]);
  EXPECT_EQ(technique->name, "Main");
  ASSERT_EQ(technique->passes.size(), 1u);
  auto& states = technique->passes[0]->states;
  ASSERT_EQ(states.size(), 4u);
  EXPECT_EQ(states[0]->name, "VertexProgram");
  EXPECT_EQ(sexpr(states[0]->value), "(compile arbvp1)");
  EXPECT_EQ(sexpr(states[3]->value), "<decal>");
  EXPECT_EQ(sexpr(states[3]->index), "0");
}

TEST(ParserCgFX, ProgramArraysAndSelectedPrograms) {
  Parsed parsed = parseText(
      "float4 v(float4 p : POSITION, uniform float2 r) : POSITION { return p; }\n"
      "vertexshader progs[2] = { compile gp4vp v(float2(1, 2)), compile arbvp1 v(float2(1, 2)) };\n"
      "int select = 0;\n"
      "technique T { pass { VertexProgram = (progs[select]); } }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  auto* progs = static_cast<VarDecl*>(parsed.unit->decls[1]);
  EXPECT_EQ(progs->type->builtin.kind, BuiltinKind::Program);
  EXPECT_EQ(sexpr(progs->init), "{ (compile gp4vp) (compile arbvp1) }");
  auto* technique = static_cast<TechniqueDecl*>(parsed.unit->decls[3]);
  EXPECT_EQ(sexpr(technique->passes[0]->states[0]->value), "([] progs select)");
}

TEST(ParserDeclarations, UniformBufferBlocks) {
  Parsed parsed = parseText("uniform Material {\n  float4 diffuse;\n  float4 specular;\n} material : BUFFER[0];\n"
                            "float4 f() : COLOR { return material.diffuse; }\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  ASSERT_EQ(parsed.unit->decls.size(), 3u);
  auto* block = static_cast<StructDecl*>(parsed.unit->decls[0]);
  EXPECT_TRUE(block->isBufferBlock);
  EXPECT_EQ(block->name, "Material");
  EXPECT_EQ(block->members.size(), 2u);
  auto* instance = static_cast<VarDecl*>(parsed.unit->decls[1]);
  EXPECT_EQ(instance->qualifiers, QualUniform);
  EXPECT_EQ(instance->semantic->text, "BUFFER[0]");
}

TEST(ParserPragmas, KeptInOrder) {
  Parsed parsed = parseText("#pragma pack_matrix(row_major)\nfloat x;\n#pragma parameter y \"Y\" 0 0 1 0.1\n");
  ASSERT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  ASSERT_EQ(parsed.unit->pragmas.size(), 2u);
  EXPECT_EQ(parsed.unit->pragmas[0].text, "pack_matrix(row_major)");
  EXPECT_EQ(parsed.unit->pragmas[1].span.begin.line, 3u);
}

TEST(ParserSpans, CoverTheWholeConstruct) {
  Parsed parsed = parseText("float4 f(float4 p) {\n  return p.xyzw * 2;\n}\n");
  auto* fn = static_cast<FunctionDecl*>(parsed.unit->decls[0]);
  EXPECT_EQ(fn->span.begin.line, 1u);
  EXPECT_EQ(fn->span.begin.col, 1u);
  EXPECT_EQ(fn->span.end.line, 3u);
  auto* ret = static_cast<ReturnStmt*>(fn->body->body[0]);
  EXPECT_EQ(ret->value->span.begin.col, 10u);
  EXPECT_EQ(ret->value->span.end.col, 19u);
  auto* member = static_cast<MemberExpr*>(static_cast<BinaryExpr*>(ret->value)->lhs);
  EXPECT_EQ(member->memberSpan.begin.col, 12u);
}

TEST(ParserErrors, RecoversAndReportsEachError) {
  Parsed parsed = parseText("float a = ;\nfloat b = 1;\nfloat c = * 2;\nfloat d = 4;\n");
  EXPECT_EQ(parsed.diagnostics->errorCount(), 2u) << parsed.diagnosticsText();
  // What parsed is still there for later stages.
  std::vector<std::string> names;
  for (Decl* d : parsed.unit->decls) names.push_back(d->name);
  EXPECT_NE(std::find(names.begin(), names.end(), "b"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "d"), names.end());
}

TEST(ParserErrors, MissingTokenIsNamed) {
  Parsed parsed = parseText("float4 main() : POSITION { return 0 }\n");
  ASSERT_EQ(parsed.diagnostics->errorCount(), 1u) << parsed.diagnosticsText();
  const Diagnostic& d = parsed.diagnostics->diagnostics()[0];
  EXPECT_EQ(d.code, DiagCode::SyntaxError);
  EXPECT_EQ(d.message, "syntax error, missing ';' before '}'");
  EXPECT_EQ(d.span.begin.line, 1u);
  EXPECT_EQ(d.span.begin.col, 37u);
}

TEST(ParserErrors, MissingOneOfSeveralTokensIsNamedInWords) {
  Parsed parsed = parseText("float4 main(float4 p : POSITION) : POSITION { return p.; }\n");
  ASSERT_EQ(parsed.diagnostics->errorCount(), 1u) << parsed.diagnosticsText();
  EXPECT_EQ(parsed.diagnostics->diagnostics()[0].message,
            "syntax error, missing type or identifier before ';'");
}

TEST(ParserErrors, UnexpectedTokenListsWhatWasExpected) {
  Parsed parsed = parseText("float x = 1 2;\n");
  ASSERT_EQ(parsed.diagnostics->errorCount(), 1u) << parsed.diagnosticsText();
  EXPECT_EQ(parsed.diagnostics->diagnostics()[0].message,
            "syntax error, unexpected integer constant '2', expecting ';' or ','");
}

TEST(ParserLimits, DeepNestingIsOneErrorNotACrash) {
  std::string deep(100000, '(');
  Parsed parsed = parseText("float x = " + deep + "1" + std::string(100000, ')') + ";\n");
  ASSERT_EQ(parsed.diagnostics->errorCount(), 1u) << parsed.diagnosticsText();
  EXPECT_EQ(parsed.diagnostics->diagnostics()[0].code, DiagCode::NestingTooDeep);
}

TEST(ParserLimits, LongChainsAreBoundedByTheAstDepthLimit) {
  std::string chain = "1";
  for (int i = 0; i < 100000; ++i) chain += " + 1";
  Parsed parsed = parseText("float x = " + chain + ";\n");
  ASSERT_EQ(parsed.diagnostics->errorCount(), 1u);
  EXPECT_EQ(parsed.diagnostics->diagnostics()[0].code, DiagCode::NestingTooDeep);
  std::string prefixes(100000, '-');
  Parsed unary = parseText("float y = " + prefixes + "1;\n");
  EXPECT_EQ(unary.diagnostics->errorCount(), 1u);
}

TEST(ParserLimits, LongAssignmentChainsAreBoundedToo) {
  std::string chain;
  for (int i = 0; i < 100000; ++i) chain += "a = ";
  Parsed parsed = parseText("void f() { float a; " + chain + "1; }\n");
  ASSERT_EQ(parsed.diagnostics->errorCount(), 1u) << parsed.diagnosticsText();
  EXPECT_EQ(parsed.diagnostics->diagnostics()[0].code, DiagCode::NestingTooDeep);
}

TEST(ParserLimits, ChainsWithinTheLimitParse) {
  std::string chain = "1";
  for (int i = 0; i < 1000; ++i) chain += " + 1";
  Parsed parsed = parseText("float x = " + chain + ";\n");
  EXPECT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
}

TEST(ParserLimits, RepairBudgetBoundsRecoveryWhenTheErrorCapIsOff) {
  // An API user may lift the error cap (limit 0); recovery is still bounded by the repair budget.
  std::string hostile;
  for (int i = 0; i < 3000; ++i) hostile += "float = ;\n";
  Parsed parsed;
  parsed.diagnostics->setErrorLimit(0);
  FileId file = parsed.sources->addBuffer("test.cg", hostile);
  runWithLargeStack([&] {
    Preprocessor preprocessor(*parsed.sources, *parsed.diagnostics, {});
    parsed.unit = parseTranslationUnit(preprocessor.run(file), *parsed.context, *parsed.diagnostics);
  });
  ASSERT_FALSE(parsed.diagnostics->diagnostics().empty());
  EXPECT_EQ(parsed.diagnostics->diagnostics().back().code, DiagCode::TooManyErrors);
  EXPECT_LT(parsed.diagnostics->errorCount(), 3000u);
}

TEST(ParserLimits, TooManyErrorsStops) {
  std::string garbage;
  for (int i = 0; i < 5000; ++i) garbage += "float = ;\n";
  Parsed parsed = parseText(garbage);
  EXPECT_TRUE(parsed.diagnostics->tooManyErrors());
  EXPECT_LE(parsed.diagnostics->errorCount(), 101u);
}

TEST(ParserInput, EmptyFileIsAnEmptyUnit) {
  Parsed parsed = parseText("");
  EXPECT_FALSE(parsed.diagnostics->hasErrors()) << parsed.diagnosticsText();
  EXPECT_TRUE(parsed.unit->decls.empty());
}

}  // namespace
}  // namespace cgx::test
