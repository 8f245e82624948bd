// Geometry programs lowered: the input primitive on the module, AttribArray inputs as arrays of one value
// per input vertex, and each emitVertex a statement whose arguments go to one output per semantic.
#include <gtest/gtest.h>

#include "LowerHelpers.h"

namespace cgx::test {
namespace {

std::size_t count(const std::string& hay, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) ++n;
  return n;
}

Lowered lowerGeometry(const std::string& text, ast::PrimitiveKind option = ast::PrimitiveKind::None) {
  sema::SemaOptions opts;
  opts.stage = sema::Stage::Geometry;
  opts.profile = "gp4gp";
  opts.inputPrimitive = option;
  return lowerParsed(parseText(text), opts);
}

const char* const kShrink =
    "TRIANGLE void main(AttribArray<float4> position : POSITION, AttribArray<float4> color : COLOR0,\n"
    "                   uniform float shrink) {\n"
    "  float4 c = (position[0] + position[1] + position[2]) / 3;\n"
    "  for (int i = 0; i < 3; i++) emitVertex(lerp(position[i], c, shrink) : POSITION, color[i] : COLOR0);\n"
    "  restartStrip();\n"
    "}\n";

TEST(LowerGeometry, EmitVertexArgumentsGoToOneOutputPerSemantic) {
  Lowered l = lowerGeometry(kShrink);
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  std::string d = l.dump();
  EXPECT_EQ(count(d, "input primitive TRIANGLES\n"), 1u) << d;
  EXPECT_EQ(count(d, "in float4[3] 'position' : POSITION"), 1u) << d;
  EXPECT_EQ(count(d, "in float4[3] 'color' : COLOR0"), 1u) << d;
  // One output per semantic, however many calls emit it; nothing stores to them.
  EXPECT_EQ(count(d, "global g3 out float4 'POSITION' : POSITION\n"), 1u) << d;
  EXPECT_EQ(count(d, "global g4 out float4 'COLOR0' : COLOR0\n"), 1u) << d;
  EXPECT_EQ(count(d, " out "), 2u) << d;
  EXPECT_EQ(count(d, ") to g3, g4\n"), 1u) << d;  // the call in the loop body
  EXPECT_EQ(count(d, "store g3"), 0u) << d;
  EXPECT_EQ(count(d, "intrinsic restartStrip/0()"), 1u) << d;
}

TEST(LowerGeometry, StructArgumentEmitsEachFieldWithItsSemantic) {
  Lowered l = lowerGeometry(
      "struct V { float4 p : POSITION; float2 uv : TEXCOORD0; };\n"
      "POINT void main(AttribArray<float4> position : POSITION) {\n"
      "  V v; v.p = position[0]; v.uv = position[0].xy; emitVertex(v);\n"
      "  emitVertex(position[0] * 2 : POSITION, position[0].zw : TEXCOORD0);\n"
      "}\n");
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  std::string d = l.dump();
  EXPECT_EQ(count(d, "in float4[1] 'position' : POSITION"), 1u) << d;
  EXPECT_EQ(count(d, "out float2 'TEXCOORD0' : TEXCOORD0"), 1u) << d;
  EXPECT_EQ(count(d, "out float4 'POSITION' : POSITION"), 1u) << d;
  EXPECT_EQ(count(d, ") to g1, g2\n"), 2u) << d;  // both calls: the struct's leaves, then the written ones
}

TEST(LowerGeometry, EmitVertexInAHelperFunction) {
  // cgc emits from any function the entry calls (measured: VERTICES_OUT 2 for two calls of put).
  Lowered l = lowerGeometry(
      "void put(float4 p) { emitVertex(p : POSITION); }\n"
      "LINE void main(AttribArray<float4> p : POSITION) { put(p[0]); put(p[1]); }\n");
  ASSERT_TRUE(l.module) << l.diagnostics();
  EXPECT_TRUE(l.errors.empty()) << l.dump();
  EXPECT_EQ(count(l.dump(), "intrinsic emitVertex/0((load float4 p0)) to g0\n"), 1u) << l.dump();
}

TEST(LowerGeometry, PrimitiveOptionSizesTheInputs) {
  // -po LINE_ADJ wins over the entry's TRIANGLE, as in cgc: four vertices a primitive.
  Lowered l = lowerGeometry(kShrink, ast::PrimitiveKind::LineAdj);
  ASSERT_TRUE(l.module) << l.diagnostics();
  std::string d = l.dump();
  EXPECT_EQ(count(d, "input primitive LINES_ADJACENCY\n"), 1u) << d;
  EXPECT_EQ(count(d, "in float4[4] 'position' : POSITION"), 1u) << d;
}

TEST(LowerGeometry, SameSemanticInTwoWidthsIsAnError) {
  Lowered l = lowerGeometry(
      "POINT void main(AttribArray<float4> p : POSITION) {\n"
      "  emitVertex(p[0] : POSITION, p[0].xy : TEXCOORD0); emitVertex(p[0] : POSITION, p[0] : TEXCOORD0); }\n");
  EXPECT_NE(l.diagnostics().find("emitVertex writes TEXCOORD0 as float4 here and as float2 before"), std::string::npos)
      << l.diagnostics();
}

}  // namespace
}  // namespace cgx::test
