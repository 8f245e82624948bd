// compiler/effect: the model buildEffect makes of an effect (parameters, techniques, passes, state values
// evaluated against a state table, sampler_state blocks, annotations) and its diagnostics, whose codes and
// messages are the ones NVIDIA's libCg lists for cgCreateEffect (measured with Cg 3.1.0013; the states here
// are a few of cgGLRegisterStates' with their types and enumerants).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ParseHelpers.h"
#include "effect/Effect.h"
#include "support/Limits.h"

namespace {

using namespace cgx::effect;

StateTable glStates() {
  StateTable t;
  const std::vector<std::pair<std::string, int>> boolean = {{"true", 1}, {"false", 0}};
  t.pass.push_back({"DepthTestEnable", {BaseType::Bool, 1}, 0, boolean});
  t.pass.push_back({"DepthFunc", {BaseType::Int, 1}, 0, {{"less", 513}, {"lequal", 515}, {"lessequal", 515}}});
  t.pass.push_back({"BlendFunc", {BaseType::Int, 2}, 0, {{"one", 1}, {"srcalpha", 770}, {"oneminussrcalpha", 771}}});
  t.pass.push_back({"BlendColor", {BaseType::Float, 4}, 0, {}});
  t.pass.push_back({"LightEnable", {BaseType::Bool, 1}, 8, boolean});
  t.pass.push_back({"VertexProgram", {BaseType::Program, 1}, 0, {{"null", 0}}});
  t.pass.push_back({"Texture2D", {BaseType::Sampler, 1}, 16, {}});
  t.sampler.push_back({"Texture", {BaseType::Texture, 1}, 0, {}});
  t.sampler.push_back({"MinFilter", {BaseType::Int, 1}, 0, {{"nearest", 9728}, {"linear", 9729}}});
  return t;
}

struct Built {
  cgx::test::Parsed parsed;
  StateTable states = glStates();
  Effect effect;
  std::string codes() const {
    std::string out;
    for (const cgx::Diagnostic& d : parsed.diagnostics->diagnostics())
      out += (out.empty() ? "" : " ") + cgx::diagCodeString(d.code);
    return out;
  }
};

std::unique_ptr<Built> build(const std::string& text) {
  auto b = std::make_unique<Built>();
  b->parsed = cgx::test::parseText(text);
  EXPECT_FALSE(b->parsed.diagnostics->hasErrors()) << "the parser: " << b->parsed.diagnosticsText();
  b->effect = buildEffect(*b->parsed.unit, b->states, *b->parsed.diagnostics);
  return b;
}

constexpr const char* kEffect = R"(float4x4 mvp : WorldViewProjection <string UIName = "MVP";>;
float4 tint <string UIWidget = "color"; float UIMin = -0.5; float3 Axis = {1, 0, 0};> = {1, 0.5, 0.25, 1};
static float hidden = 2;
sampler2D diffuse = sampler_state { MinFilter = LINEAR; };
vertexshader prog = compile arbvp1 vmain(mvp);
void vmain(float4 p : POSITION, out float4 op : POSITION, uniform float4x4 m) { op = mul(m, p); }
technique Main <string Script = "Pass=p0;";> {
  pass p0 <float Weight = 2;> {
    DepthTestEnable = true;
    depthfunc = LEqual;
    BlendFunc = int2(SrcAlpha, OneMinusSrcAlpha);
    BlendColor = 0.5;
    LightEnable[3] = false;
    VertexProgram = compile arbvp1 vmain(mvp);
    Texture2D[0] = <diffuse>;
  }
  pass {
    BlendColor = tint;
    VertexProgram = prog;
    VertexProgram = NULL;
  }
}
technique { }
)";

TEST(Effect, ModelOfAnEffect) {
  auto b = build(kEffect);
  ASSERT_EQ(b->codes(), "") << b->parsed.diagnosticsText();
  const Effect& e = b->effect;

  // Parameters: the uniform globals (not `static`), with their annotations and sampler states.
  ASSERT_EQ(e.parameters.size(), 4u);
  EXPECT_EQ(e.parameters[0].name, "mvp");
  EXPECT_EQ(e.parameters[0].decl->semantic->text, "WorldViewProjection");
  ASSERT_EQ(e.parameters[0].annotations.size(), 1u);
  EXPECT_EQ(e.parameters[0].annotations[0].value.kind, ValueKind::String);
  EXPECT_EQ(e.parameters[0].annotations[0].value.text, "MVP");
  const std::vector<Annotation>& tint = e.parameters[1].annotations;
  ASSERT_EQ(tint.size(), 3u);
  EXPECT_EQ(tint[1].name, "UIMin");
  EXPECT_EQ(tint[1].value.numbers, std::vector<double>{-0.5});
  EXPECT_EQ(tint[2].value.numbers, (std::vector<double>{1, 0, 0}));
  EXPECT_EQ(e.parameters[2].name, "diffuse");
  ASSERT_EQ(e.parameters[2].samplerStates.size(), 1u);
  EXPECT_EQ(e.parameters[2].samplerStates[0].value.numbers, std::vector<double>{9729});  // LINEAR, any case

  ASSERT_EQ(e.techniques.size(), 2u);
  const Technique& main = e.techniques[0];
  EXPECT_EQ(main.name, "Main");
  EXPECT_EQ(main.annotations[0].value.text, "Pass=p0;");
  ASSERT_EQ(main.passes.size(), 2u);
  EXPECT_EQ(main.passes[0].annotations[0].value.numbers, std::vector<double>{2});
  EXPECT_EQ(main.passes[1].name, "");
  EXPECT_TRUE(e.techniques[1].passes.empty());

  const std::vector<StateAssignment>& s = main.passes[0].states;
  ASSERT_EQ(s.size(), 7u);
  EXPECT_EQ(s[0].definition->name, "DepthTestEnable");
  EXPECT_EQ(s[0].value.numbers, std::vector<double>{1});
  EXPECT_EQ(s[1].definition->name, "DepthFunc");  // written depthfunc
  EXPECT_EQ(s[1].value.numbers, std::vector<double>{515});
  EXPECT_EQ(s[2].value.numbers, (std::vector<double>{770, 771}));
  EXPECT_EQ(s[3].value.numbers, (std::vector<double>{0.5, 0.5, 0.5, 0.5}));  // a scalar smears
  EXPECT_EQ(s[4].index, 3);
  EXPECT_EQ(s[4].value.numbers, std::vector<double>{0});
  EXPECT_EQ(s[5].value.kind, ValueKind::Compile);
  EXPECT_EQ(s[5].value.profile, "arbvp1");
  EXPECT_EQ(s[5].value.entry, "vmain");
  ASSERT_EQ(s[5].value.args.size(), 1u);
  EXPECT_EQ(cgx::test::sexpr(s[5].value.args[0]), "mvp");
  EXPECT_EQ(s[6].index, 0);
  EXPECT_EQ(s[6].value.kind, ValueKind::Reference);
  EXPECT_EQ(s[6].value.text, "diffuse");

  const std::vector<StateAssignment>& t = main.passes[1].states;
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].value.kind, ValueKind::Reference);  // a bare name that is no enumerant: the parameter
  EXPECT_EQ(t[0].value.text, "tint");
  EXPECT_EQ(t[1].value.kind, ValueKind::Reference);  // a program variable to a program state
  EXPECT_EQ(t[2].value.kind, ValueKind::Numbers);    // the program state's enumerant
  EXPECT_EQ(t[2].value.numbers, std::vector<double>{0});
}

// One bad assignment per line: the code, the line, and cgc's message.
TEST(Effect, StateDiagnostics) {
  auto b = build(R"(float4 c;
float f;
technique t { pass p {
  Foo = 1;
  DepthFunc = bogus;
  BlendColor = <nope>;
  DepthTestEnable[2] = true;
  LightEnable[8] = true;
  DepthFunc = "less";
  DepthTestEnable = compile arbvp1 f();
  BlendColor = float2(1, 2);
  DepthTestEnable = float4(1, 2, 3, 4);
  Texture2D[0] = 1;
  VertexProgram = 0;
  VertexProgram = <c>;
  BlendColor = 1 + 2;
  DepthTestEnable = f;
} }
sampler2D s = sampler_state { MagFilter = Linear; MinFilter = <c>; };
)");
  std::vector<std::string> got;
  for (const cgx::Diagnostic& d : b->parsed.diagnostics->diagnostics())
    got.push_back(std::to_string(d.span.begin.line) + " " +
                  cgx::diagCodeString(d.code) + " " + d.message);
  const std::vector<std::string> expected = {
      "4 C8001 Unknown state 'Foo'",
      "5 C1008 undefined variable \"bogus\"",
      "6 C1008 undefined variable \"nope\"",
      "7 C1011 cannot index a non-array value",
      "8 C1068 array index out of bounds",
      "9 C1056 invalid initialization",
      "10 C1056 invalid initialization",
      "11 C1056 invalid initialization",
      "12 C7011 implicit cast from \"float4\" to \"bool1\"",
      "13 C1056 invalid initialization",
      "14 C1056 invalid initialization",
      "15 C1056 invalid initialization",
      "16 C1056 invalid initialization",
      "19 C8001 Unknown state 'MagFilter'",
  };
  EXPECT_EQ(got, expected);
  // What was diagnosed is left out of the model; the rest is there.
  const std::vector<StateAssignment>& s = b->effect.techniques.at(0).passes.at(0).states;
  ASSERT_EQ(s.size(), 14u);
  EXPECT_EQ(s[0].definition, nullptr);
  EXPECT_EQ(s[1].value.kind, ValueKind::Invalid);
  EXPECT_EQ(s[8].value.numbers, std::vector<double>{1});  // narrowed to the state's one component
  EXPECT_EQ(s[13].value.kind, ValueKind::Reference);      // a float parameter to a bool state: fine
  ASSERT_EQ(b->effect.parameters.at(2).samplerStates.size(), 2u);
  EXPECT_EQ(b->effect.parameters.at(2).samplerStates[1].value.kind, ValueKind::Reference);
}

// An array state is assigned element by element: without an index it is C1056, as NVIDIA's libCg lists it.
TEST(Effect, AnArrayStateNeedsAnIndex) {
  auto b = build("technique t { pass p { LightEnable = true; LightEnable[1] = true; } }\n");
  EXPECT_EQ(b->codes(), "C1056");
  const std::vector<StateAssignment>& s = b->effect.techniques.at(0).passes.at(0).states;
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].value.kind, ValueKind::Invalid);
  EXPECT_EQ(s[1].value.numbers, std::vector<double>{1});
}

// A `compile` binds the entry's uniform parameters in order: each argument is a reference to an effect
// parameter or a constant; the entry must be declared before and get as many arguments as it has uniforms
// (NVIDIA's libCg, measured: "(2) : error C1103: too few parameters in function call"). A parameter's
// constant initializer is its initial value.
TEST(Effect, CompileArgumentsAndInitialValues) {
  auto b = build(R"(float4 g = {1, 2, 3, 4};
float k;
float4 fs(float4 p : COLOR, uniform float4 c, uniform float s) : COLOR { return c * s; }
technique t { pass p {
  VertexProgram = compile arbfp1 fs(g, -2.5);
  VertexProgram = compile arbfp1 fs(float4(0, 1, 0, 1), k * 2);
  VertexProgram = compile arbfp1 fs(g);
  VertexProgram = compile arbfp1 fs(g, 1, 2);
  VertexProgram = compile arbfp1 later(g);
  VertexProgram = compile arbfp1 fs(nope, 1);
  VertexProgram = compile arbfp1 fs(g, "s");
  VertexProgram = compile arbfp1 fs(float3(1, 2, 3), 1);
  VertexProgram = compile arbfp1 fs(g, g);
  VertexProgram = compile arbfp1 fs(g, int3(1, 2, 3));
} }
float4 later(uniform float4 c) : COLOR { return c; }
)");
  std::vector<std::string> got;
  for (const cgx::Diagnostic& d : b->parsed.diagnostics->diagnostics())
    got.push_back(std::to_string(d.span.begin.line) + " " + cgx::diagCodeString(d.code) + " " + d.message);
  const std::vector<std::string> expected = {
      "7 C1103 too few parameters in function call",
      "8 C1104 too many parameters in function call",
      "9 C1008 undefined variable \"later\"",
      "10 C1008 undefined variable \"nope\"",
      // Numbered among the uniforms (NVIDIA's: #2 for the second uniform after a varying parameter).
      "11 C1102 incompatible type for parameter #2 (\"s\")",
      "12 C1102 incompatible type for parameter #1 (\"c\")",
      "13 C7011 implicit cast from \"float4\" to \"float\"",
      "14 C7011 implicit cast from \"int3\" to \"float\"",
  };
  EXPECT_EQ(got, expected);
  const std::vector<StateAssignment>& s = b->effect.techniques.at(0).passes.at(0).states;
  ASSERT_EQ(s.size(), 10u);
  ASSERT_EQ(s[0].value.arguments.size(), 2u);
  EXPECT_EQ(s[0].value.arguments[0].kind, ValueKind::Reference);
  EXPECT_EQ(s[0].value.arguments[0].text, "g");
  EXPECT_EQ(s[0].value.arguments[1].kind, ValueKind::Numbers);
  EXPECT_EQ(s[0].value.arguments[1].numbers, std::vector<double>{-2.5});
  ASSERT_EQ(s[1].value.arguments.size(), 2u);
  EXPECT_EQ(s[1].value.arguments[0].numbers, (std::vector<double>{0, 1, 0, 1}));
  EXPECT_EQ(s[1].value.arguments[1].kind, ValueKind::Invalid);  // an expression binds nothing
  for (std::size_t i = 2; i < 8; ++i) EXPECT_EQ(s[i].value.kind, ValueKind::Invalid) << i;
  EXPECT_EQ(s[8].value.kind, ValueKind::Compile);  // a warning only
  EXPECT_EQ(s[9].value.arguments.at(1).numbers, (std::vector<double>{1, 2, 3}));  // bound by the first
  ASSERT_EQ(b->effect.parameters.size(), 2u);
  EXPECT_EQ(b->effect.parameters[0].initial, (std::vector<double>{1, 2, 3, 4}));
  EXPECT_TRUE(b->effect.parameters[1].initial.empty());
}

// Annotations as NVIDIA's libCg checks them (measured through cgCreateEffect: each of these fails the
// creation with the code, but for the scalar filling a vector and the conversions).
TEST(Effect, AnnotationValuesAndTheirDiagnostics) {
  auto b = build(R"(technique t <
  string w = 3;
  float x = "s";
  string a = "x"; string a = "y";
  float3 v = 1;
  float3 u = {1, 2};
  float f = {1, 2};
  int i = 2.5;
  bool c = 2;
  float2x2 m = {1, 2, 3, 4};
  float e = {};
> { }
)");
  std::vector<std::string> got;
  for (const cgx::Diagnostic& d : b->parsed.diagnostics->diagnostics())
    got.push_back(std::to_string(d.span.begin.line) + " " + cgx::diagCodeString(d.code) + " " + d.message);
  const std::vector<std::string> expected = {
      "2 C1060 incompatible types in initialization",
      "3 C1060 incompatible types in initialization",
      "4 C1038 declaration of \"a\" conflicts with previous declaration",
      "6 C1057 too little data in initialization",
      "7 C1058 too much data in initialization",
      "11 C1057 too little data in initialization",
  };
  EXPECT_EQ(got, expected);
  const std::vector<Annotation>& a = b->effect.techniques.at(0).annotations;
  ASSERT_EQ(a.size(), 10u);  // the second "a" is left out
  EXPECT_EQ(a[2].value.text, "x");
  EXPECT_EQ(a[3].value.numbers, (std::vector<double>{1, 1, 1}));
  EXPECT_EQ(a[6].value.numbers, std::vector<double>{2});  // truncated to an int
  EXPECT_EQ(a[7].value.numbers, std::vector<double>{1});  // a bool
  EXPECT_EQ(a[8].value.numbers, (std::vector<double>{1, 2, 3, 4}));
  for (std::size_t i : {0, 1, 4, 5, 9}) EXPECT_EQ(a[i].value.kind, ValueKind::Invalid) << i;
}

// A program array (`pixelshader F[2] = { compile ..., ... }`) holds one Compile value per element, and a
// program state's `(F[select])` is an element chosen later by its index; the diagnostics are NVIDIA's libCg's
// where it gives one (measured: C1008 for an undefined name in the index, C1056 for the array named whole or
// for an element of a value that is no program array; NVIDIA's stops with C9999 for an element that is no
// `compile`, cgx says C1056).
TEST(Effect, ProgramArraysAndTheirElements) {
  auto b = build(R"(float4 fs(uniform float4 c) : COLOR { return c; }
int select = 0;
float4 cs[2];
pixelshader F[2] = { compile arbfp1 fs(1), compile fp20 fs(cs[0]) };
pixelshader G[2] = { compile arbfp1 fs(1), 3 };
technique t { pass p {
  VertexProgram = (F[select + 1]);
  VertexProgram = (F[nope]);
  VertexProgram = F;
  VertexProgram = (cs[select]);
  BlendColor = (F[select]);
} }
)");
  std::vector<std::string> got;
  for (const cgx::Diagnostic& d : b->parsed.diagnostics->diagnostics())
    got.push_back(std::to_string(d.span.begin.line) + " " + cgx::diagCodeString(d.code) + " " + d.message);
  const std::vector<std::string> expected = {
      "5 C1056 invalid initialization",
      "8 C1008 undefined variable \"nope\"",
      "9 C1056 invalid initialization",
      "10 C1056 invalid initialization",
      "11 C1056 invalid initialization",
  };
  EXPECT_EQ(got, expected);
  ASSERT_EQ(b->effect.parameters.size(), 4u);
  const std::vector<Value>& f = b->effect.parameters[2].programs;
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].kind, ValueKind::Compile);
  EXPECT_EQ(f[1].profile, "fp20");
  EXPECT_EQ(f[1].arguments.at(0).kind, ValueKind::Invalid);  // an expression: evaluated by the consumer
  const std::vector<Value>& g = b->effect.parameters[3].programs;
  ASSERT_EQ(g.size(), 2u);
  EXPECT_EQ(g[1].kind, ValueKind::Invalid);
  const std::vector<StateAssignment>& s = b->effect.techniques.at(0).passes.at(0).states;
  ASSERT_EQ(s.size(), 5u);
  EXPECT_EQ(s[0].value.kind, ValueKind::ProgramElement);
  EXPECT_EQ(s[0].value.text, "F");
  ASSERT_NE(s[0].value.index, nullptr);
  EXPECT_EQ(s[0].value.index->kind, cgx::ast::ExprKind::Binary);
  for (std::size_t i = 1; i < s.size(); ++i) EXPECT_EQ(s[i].value.kind, ValueKind::Invalid) << i;
}

// Values nested as deep as the parser allows are evaluated (the evaluation recurses over the value, never
// deeper than the syntax tree), and deeper ones are the parser's error (C0157) with the model still built.
TEST(Effect, DeeplyNestedValues) {
  struct Case {
    std::string open, close;
    int depth;
    bool parses;
  };
  const int brackets = static_cast<int>(cgx::limits::kBracketNesting) - 8;  // the technique and pass's own
  const int signs = static_cast<int>(cgx::limits::kAstDepth) - 16;
  for (const Case& c : {Case{"{", "}", brackets, true}, Case{"float4(", ")", brackets, true},
                        Case{"- ", "", signs, true}, Case{"- ", "", signs + 200, false}}) {
    std::string value;
    for (int i = 0; i < c.depth; ++i) value += c.open;
    value += "1";
    for (int i = 0; i < c.depth; ++i) value += c.close;
    auto b = std::make_unique<Built>();
    b->parsed = cgx::test::parseText("technique t { pass p { BlendColor = " + value + "; } }");
    b->effect = buildEffect(*b->parsed.unit, b->states, *b->parsed.diagnostics);
    EXPECT_EQ(b->codes(), c.parses ? "" : "C0157") << c.open << c.depth;
    ASSERT_EQ(b->effect.techniques.size(), 1u) << c.open << c.depth;
    const Value& v = b->effect.techniques[0].passes.at(0).states.at(0).value;
    if (c.parses) {
      EXPECT_EQ(v.numbers, std::vector<double>(4, c.open == "- " && c.depth % 2 ? -1 : 1)) << c.open;
    }
  }
}

// Names of states and enumerants compare without case, and the last definition of a name wins.
TEST(Effect, StateTableLookup) {
  StateTable t = glStates();
  t.pass.push_back({"depthfunc", {BaseType::Float, 1}, 0, {}});
  EXPECT_EQ(t.find("DEPTHFUNC", false), &t.pass.back());
  EXPECT_EQ(t.find("MinFilter", false), nullptr);
  EXPECT_EQ(t.find("minfilter", true), &t.sampler[1]);
}

}  // namespace
