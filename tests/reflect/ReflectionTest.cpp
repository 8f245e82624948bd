// The one parameter model (include/cgx/Reflection.h): what the profile stage fills in for a compiled
// program, its JSON written and read back field for field, the reader's errors on files that are not
// cgxc's, and Cg paths over the leaves.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "driver/Compile.h"
#include "reflect/Json.h"
#include "reflect/Path.h"

namespace cgx::test {
namespace {

using reflect::Parameter;
using reflect::ProgramReflection;

// Field by field, so a field the writer or the reader forgets shows by name.
void expectSameParameter(const Parameter& a, const Parameter& b) {
  SCOPED_TRACE(a.name);
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.type, b.type);
  EXPECT_EQ(a.semantic, b.semantic);
  EXPECT_EQ(a.direction, b.direction);
  EXPECT_EQ(a.variability, b.variability);
  EXPECT_EQ(a.resource, b.resource);
  EXPECT_EQ(a.space, b.space);
  EXPECT_EQ(a.registerIndex, b.registerIndex);
  EXPECT_EQ(a.registerCount, b.registerCount);
  EXPECT_EQ(a.ordinal, b.ordinal);
  EXPECT_EQ(a.referenced, b.referenced);
  ASSERT_EQ(a.glsl.has_value(), b.glsl.has_value());
  if (a.glsl) {
    EXPECT_EQ(a.glsl->name, b.glsl->name);
    EXPECT_EQ(a.glsl->kind, b.glsl->kind);
    EXPECT_EQ(a.glsl->location, b.glsl->location);
    EXPECT_EQ(a.glsl->note, b.glsl->note);
    EXPECT_EQ(a.glsl->interpolation, b.glsl->interpolation);
    EXPECT_EQ(a.glsl->droppedInterpolation, b.glsl->droppedInterpolation);
  }
  EXPECT_EQ(a.columnMajor, b.columnMajor);
  ASSERT_EQ(a.buffer.has_value(), b.buffer.has_value());
  if (a.buffer) {
    EXPECT_EQ(a.buffer->block, b.buffer->block);
    EXPECT_EQ(a.buffer->index, b.buffer->index);
    EXPECT_EQ(a.buffer->offset, b.buffer->offset);
  }
  EXPECT_EQ(a.defaultValue, b.defaultValue);
}

void expectSame(const ProgramReflection& a, const ProgramReflection& b) {
  EXPECT_EQ(a.profile, b.profile);
  EXPECT_EQ(a.stage, b.stage);
  EXPECT_EQ(a.entry, b.entry);
  EXPECT_EQ(a.constantRegisters, b.constantRegisters);
  ASSERT_EQ(a.parameters.size(), b.parameters.size());
  for (std::size_t i = 0; i < a.parameters.size(); ++i) expectSameParameter(a.parameters[i], b.parameters[i]);
  ASSERT_EQ(a.literals.size(), b.literals.size());
  for (std::size_t i = 0; i < a.literals.size(); ++i) {
    EXPECT_EQ(a.literals[i].index, b.literals[i].index);
    EXPECT_EQ(a.literals[i].values, b.literals[i].values);
  }
  EXPECT_EQ(a.estimate.instructions, b.estimate.instructions);
  EXPECT_EQ(a.estimate.arithmetic, b.estimate.arithmetic);
  EXPECT_EQ(a.estimate.texture, b.estimate.texture);
  EXPECT_EQ(a.estimate.temporaries, b.estimate.temporaries);
}

const Parameter* find(const ProgramReflection& r, const std::string& name) {
  for (const Parameter& p : r.parameters)
    if (p.name == name) return &p;
  return nullptr;
}

driver::GlslProgram compile(const std::string& source, const std::string& profile, const std::string& version,
                            const std::vector<std::string>& profileOptions = {}) {
  driver::SourceProgram program;
  program.source = source;
  program.profile = profile;
  program.profileOptions = profileOptions;
  return driver::compileToGlsl(program, version);
}

const char* const kLitProgram = R"(
struct Light { float3 position; float4 color; };
uniform Light light = { {1, 2, 3}, {0.5, 0.25, 0.125, 1} };
uniform float3x4 tint;
float4 main(float4 p : POSITION, float3 n : NORMAL, uniform float4x4 mvp, uniform sampler2D unused,
            out float2 uv : TEXCOORD0) : POSITION {
  uv = n.xy;
  float4 c = light.color * max(dot(n, normalize(light.position - p.xyz)), 0);
  return mul(mvp, p) + float4(mul(tint, c), 0);
}
)";

// What the profile stage put in the model for one program, each fact checked where it comes from: the
// allocation (registers), the GLSL writer (names, locations, padding notes) and the IR (defaults).
TEST(Reflection, TheProfileStageFillsEveryPlacement) {
  driver::GlslProgram glsl = compile(kLitProgram, "glslv", "110");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
  const ProgramReflection& r = glsl.reflection;
  EXPECT_EQ(r.profile, "glslv");
  EXPECT_EQ(r.stage, reflect::Stage::Vertex);
  EXPECT_EQ(r.entry, "main");
  EXPECT_FALSE(r.constantRegisters.has_value());  // GLSL numbers no constant registers

  const Parameter* color = find(r, "light.color");
  ASSERT_NE(color, nullptr);
  EXPECT_TRUE(color->isUniform());
  EXPECT_EQ(color->type, "float4");
  EXPECT_EQ(color->ordinal, -1);
  EXPECT_EQ(color->defaultValue, (std::vector<double>{0.5, 0.25, 0.125, 1}));
  ASSERT_TRUE(color->glsl.has_value());
  EXPECT_EQ(color->glsl->kind, "uniform");
  EXPECT_FALSE(color->glsl->name.empty());
  const Parameter* position = find(r, "light.position");
  ASSERT_NE(position, nullptr);
  EXPECT_EQ(position->defaultValue, (std::vector<double>{1, 2, 3}));

  const Parameter* tint = find(r, "tint");
  ASSERT_NE(tint, nullptr);
  ASSERT_TRUE(tint->glsl.has_value());
  EXPECT_TRUE(tint->glsl->padded()) << "GLSL 110 has no mat3x4: " << tint->glsl->note;
  EXPECT_TRUE(tint->defaultValue.empty());

  const Parameter* normal = find(r, "n");
  ASSERT_NE(normal, nullptr);
  EXPECT_EQ(normal->variability, reflect::Variability::Varying);
  EXPECT_EQ(normal->semantic, "NORMAL");
  EXPECT_EQ(normal->ordinal, 1);
  ASSERT_TRUE(normal->glsl.has_value());
  EXPECT_EQ(normal->glsl->kind, "attribute");
  EXPECT_GE(normal->glsl->location, 0);

  const Parameter* uv = find(r, "uv");
  ASSERT_NE(uv, nullptr);
  EXPECT_TRUE(uv->isOutput());

  const Parameter* unused = find(r, "unused");
  ASSERT_NE(unused, nullptr);
  EXPECT_FALSE(unused->referenced);
  EXPECT_EQ(unused->registerCount, 0u);
  EXPECT_EQ(unused->space, reflect::Space::None);
}

TEST(Reflection, AssemblyProfilesNumberRegistersAndLiterals) {
  driver::GlslProgram glsl = compile(kLitProgram, "arbvp1", "110");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
  const ProgramReflection& r = glsl.reflection;
  ASSERT_TRUE(r.constantRegisters.has_value());
  EXPECT_GT(*r.constantRegisters, 0u);
  EXPECT_FALSE(r.literals.empty());
  const Parameter* mvp = find(r, "mvp");
  ASSERT_NE(mvp, nullptr);
  EXPECT_EQ(mvp->space, reflect::Space::Constant);
  ASSERT_TRUE(mvp->registerIndex.has_value());
  EXPECT_EQ(mvp->registerCount, 4u);  // a register per row
  EXPECT_EQ(mvp->resource, "c[" + std::to_string(*mvp->registerIndex) + "], 4");  // as cgc lists it
  EXPECT_GT(r.estimate.instructions, 0u);
}

// An interface parameter bound by -type is the struct's fields, as cgc 3.1 lists them for
// `-type "main.key = Bulb"`: `#var float3 key.color :  : c[0] : 1 : 1`, the parameter's ordinal on each.
TEST(Reflection, AnInterfaceParameterBoundByTypeListsTheStructsFields) {
  driver::SourceProgram program;
  program.source =
      "interface Lamp { float3 glow(float3 n); };\n"
      "struct Bulb : Lamp { float3 color; float3 dir; float3 glow(float3 n) { return color * dot(n, dir); } };\n"
      "float4 main(float4 n : TEXCOORD0, uniform Lamp key) : COLOR { return float4(key.glow(n.xyz), 1); }\n";
  program.profile = "arbfp1";
  EXPECT_FALSE(driver::compileToGlsl(program, "110").ok());  // unbound: C1306
  program.typeBindings = {"main.key = Bulb"};
  driver::GlslProgram glsl = driver::compileToGlsl(program, "110");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
  EXPECT_EQ(find(glsl.reflection, "key"), nullptr);
  for (const char* name : {"key.color", "key.dir"}) {
    const Parameter* p = find(glsl.reflection, name);
    ASSERT_NE(p, nullptr) << name;
    EXPECT_TRUE(p->isUniform());
    EXPECT_EQ(p->type, "float3");
    EXPECT_EQ(p->ordinal, 1);
    EXPECT_EQ(p->space, reflect::Space::Constant);
    EXPECT_TRUE(p->referenced);
  }
}

// An unsized array of interfaces bound element by element (`-type "layers[0] = Flat"` ..., the strings libCg
// passes) is a uniform per element: for this program in arbfp1 cgc 3.1 lists `#var float2 ls[0].k :  : c[0] :
// 1 : 1`, `ls[0].c` c[1], `#var float4 layers[0].c :  : c[2] : -1 : 1`, `layers[1].k` c[3], `layers[1].c` c[4],
// `layers[2].c` c[5] (and the GLSL uniforms `_layers0._c` ...). Each element is a struct node of its own
// struct, as libCg's tree needs; an entry parameter's elements carry its ordinal.
TEST(Reflection, AnInterfaceArrayBoundElementByElementListsEachElementsFields) {
  driver::SourceProgram program;
  program.source =
      "interface Shade { float4 eval(float2 uv); };\n"
      "struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };\n"
      "struct Stripe : Shade { float2 k; float4 c;\n"
      "  float4 eval(float2 uv) { return frac(uv.x * k.x) > 0.5 ? c : float4(0); } };\n"
      "Shade layers[];\n"
      "float4 main(float2 uv : TEXCOORD0, uniform Shade ls[]) : COLOR {\n"
      "  float4 r = float4(0, 0, 0, 1);\n"
      "  for (int i = 0; i < layers.length; i++) { float4 l = layers[i].eval(uv); r = l + (1 - l.a) * r; }\n"
      "  for (int j = 0; j < ls.length; j++) r *= ls[j].eval(uv);\n"
      "  return r;\n"
      "}\n";
  program.profile = "arbfp1";
  driver::GlslProgram unbound = driver::compileToGlsl(program, "110");
  ASSERT_TRUE(unbound.ok()) << unbound.renderDiagnostics();  // length 0: the loops never run
  for (const Parameter& p : unbound.reflection.parameters) EXPECT_EQ(p.name.find('['), std::string::npos) << p.name;

  program.typeBindings = {"layers[0] = Flat", "layers[1] = Stripe", "layers[2] = Flat", "main.ls = { Stripe }"};
  driver::GlslProgram glsl = driver::compileToGlsl(program, "110");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
  struct Leaf {
    const char* name;
    const char* type;
    const char* resource;
    const char* glsl;
    int ordinal;
  };
  const Leaf leaves[] = {{"ls[0].k", "float2", "c[0]", "ls_0.k", 1},
                         {"ls[0].c", "float4", "c[1]", "ls_0.c", 1},
                         {"layers[0].c", "float4", "c[2]", "layers_0.c", -1},
                         {"layers[1].k", "float2", "c[3]", "layers_1.k", -1},
                         {"layers[1].c", "float4", "c[4]", "layers_1.c", -1},
                         {"layers[2].c", "float4", "c[5]", "layers_2.c", -1}};
  for (const Leaf& leaf : leaves) {
    SCOPED_TRACE(leaf.name);
    const Parameter* p = find(glsl.reflection, leaf.name);
    ASSERT_NE(p, nullptr);
    EXPECT_TRUE(p->isUniform());
    EXPECT_EQ(p->type, leaf.type);
    EXPECT_EQ(p->resource, leaf.resource);
    EXPECT_EQ(p->ordinal, leaf.ordinal);
    EXPECT_TRUE(p->referenced);
    ASSERT_TRUE(p->glsl.has_value());
    EXPECT_EQ(p->glsl->name, leaf.glsl);
    EXPECT_EQ(p->glsl->kind, "uniform");
  }
  std::vector<std::pair<std::string, std::string>> nodes;
  for (const reflect::StructNode& n : glsl.reflection.structNodes) nodes.emplace_back(n.path, n.type);
  EXPECT_EQ(nodes, (std::vector<std::pair<std::string, std::string>>{
                       {"layers[0]", "Flat"}, {"layers[1]", "Stripe"}, {"layers[2]", "Flat"}, {"ls[0]", "Stripe"}}));
  // The paths the runtimes take: an element names its struct's leaves, the array all of them.
  EXPECT_EQ(reflect::leavesUnder(glsl.reflection.parameters, "layers[1]").size(), 2u);
  EXPECT_EQ(reflect::leavesUnder(glsl.reflection.parameters, "layers").size(), 4u);
}

// The JSON holds every field of the model: written and read back, nothing is lost or changed, for the GLSL
// and the assembly shapes (named and numbered placements, literals, defaults, notes).
TEST(Reflection, JsonReadsBackWhatItWrote) {
  // With a column-major matrix too: "matrixOrder" is written and read back.
  const std::string packed = std::string("#pragma pack_matrix(column_major)\n") + kLitProgram;
  for (const char* profile : {"glslv", "arbvp1", "vp40"}) {
    SCOPED_TRACE(profile);
    driver::GlslProgram glsl = compile(packed, profile, "110");
    ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
    const std::string text = reflect::toJson(glsl.reflection);
    std::string error;
    std::optional<ProgramReflection> read = reflect::fromJson(text, &error);
    ASSERT_TRUE(read.has_value()) << error;
    expectSame(glsl.reflection, *read);
    EXPECT_EQ(reflect::toJson(*read), text);
    EXPECT_NE(text.find("\"matrixOrder\": \"column_major\""), std::string::npos);
  }
}

// Uniform buffers (profile/UniformBuffers.h), as cgc 3.1's gp4vp listing places them: a block's name, the
// index (the first one free for `: BUFFER` without one) and each leaf's byte offset, a 16-byte register per
// leaf, array element and matrix row; in gp4 the leaves take no constant register and read "buffer[i][o]".
TEST(Reflection, UniformBuffersPlaceTheirLeaves) {
  const std::string source = R"(
uniform myBuf { float4 var; float2 w[2]; float3x3 m; } a : BUFFER;
uniform other { float k; } b : BUFFER[0];
uniform float plain;
float4 main(float4 p : POSITION) : POSITION {
  return p * float4(a.var.r, a.m[1].y, a.var.b + b.k + plain, a.w[1].x);
}
)";
  driver::GlslProgram glsl = compile(source, "gp4vp", "110");
  ASSERT_TRUE(glsl.ok()) << glsl.renderDiagnostics();
  struct Expected {
    const char* name;
    const char* block;
    std::uint32_t index, offset;
    const char* resource;
  };
  const Expected expected[] = {{"a.var", "myBuf", 1, 0, "buffer[1][0]"},     {"a.w[0]", "myBuf", 1, 16, "buffer[1][16]"},
                               {"a.w[1]", "myBuf", 1, 32, "buffer[1][32]"},  {"a.m", "myBuf", 1, 48, "buffer[1][48], 3"},
                               {"b.k", "other", 0, 0, "buffer[0][0]"}};
  for (const Expected& e : expected) {
    SCOPED_TRACE(e.name);
    const Parameter* p = find(glsl.reflection, e.name);
    ASSERT_NE(p, nullptr);
    ASSERT_TRUE(p->buffer.has_value());
    EXPECT_EQ(p->buffer->block, e.block);
    EXPECT_EQ(p->buffer->index, e.index);
    EXPECT_EQ(p->buffer->offset, e.offset);
    EXPECT_EQ(p->resource, e.resource);
    EXPECT_EQ(p->registerCount, 0u);
  }
  const Parameter* plain = find(glsl.reflection, "plain");
  ASSERT_NE(plain, nullptr);
  EXPECT_FALSE(plain->buffer.has_value());
  EXPECT_EQ(plain->resource, "c[0]");  // the buffers take no constant register
  std::string error;
  std::optional<ProgramReflection> read = reflect::fromJson(reflect::toJson(glsl.reflection), &error);
  ASSERT_TRUE(read.has_value()) << error;
  expectSame(glsl.reflection, *read);
}

// Interpolation modifiers (compiler/glsl/Writer.h): the qualifier each varying declares, the one it asked
// for and lost (C1605), and which inputs are varyings of the writer's own, element by element for an array
// whose later elements have no built-in; libCg and libCgGL read these, and they go through the JSON.
const char* const kModifiedInputs = R"(
float4 main(float4 c : TEXCOORD0.FLAT, float4 plain : TEXCOORD1, float4 s[3] : TEXCOORD6) : COLOR {
  return c + plain + s[0] + s[1] + s[2];
}
)";

TEST(Reflection, InterpolationAndOwnVaryings) {
  driver::GlslProgram qualified = compile(kModifiedInputs, "glslf", "150", {"builtins"});
  ASSERT_TRUE(qualified.ok()) << qualified.renderDiagnostics();
  const Parameter* c = find(qualified.reflection, "c");
  ASSERT_TRUE(c && c->glsl);
  EXPECT_EQ(c->glsl->name, "cgx_TEXCOORD0");
  EXPECT_EQ(c->glsl->kind, "varying");
  EXPECT_EQ(c->glsl->interpolation, "flat");
  EXPECT_EQ(c->glsl->droppedInterpolation, "");
  const Parameter* plain = find(qualified.reflection, "plain");
  ASSERT_TRUE(plain && plain->glsl);
  EXPECT_EQ(plain->glsl->kind, "builtin");
  EXPECT_EQ(plain->glsl->interpolation, "");
  // TEXCOORD6 and 7 are GL's gl_TexCoord[6] and [7]; TEXCOORD8 is past them, a varying of the writer's.
  const Parameter* s7 = find(qualified.reflection, "s[1]");
  const Parameter* s8 = find(qualified.reflection, "s[2]");
  ASSERT_TRUE(s7 && s7->glsl && s8 && s8->glsl);
  EXPECT_EQ(s7->glsl->name, "gl_TexCoord[7]");
  EXPECT_EQ(s7->glsl->kind, "builtin");
  EXPECT_EQ(s8->glsl->name, "cgx_TEXCOORD8");
  EXPECT_EQ(s8->glsl->kind, "varying");

  driver::GlslProgram dropped = compile(kModifiedInputs, "glslf", "110", {"builtins"});
  ASSERT_TRUE(dropped.ok()) << dropped.renderDiagnostics();
  c = find(dropped.reflection, "c");
  ASSERT_TRUE(c && c->glsl);
  EXPECT_EQ(c->glsl->name, "gl_TexCoord[0]");
  EXPECT_EQ(c->glsl->kind, "builtin");
  EXPECT_EQ(c->glsl->interpolation, "");
  EXPECT_EQ(c->glsl->droppedInterpolation, "flat");

  for (const driver::GlslProgram* glsl : {&qualified, &dropped}) {
    const std::string text = reflect::toJson(glsl->reflection);
    std::string error;
    std::optional<ProgramReflection> read = reflect::fromJson(text, &error);
    ASSERT_TRUE(read.has_value()) << error;
    expectSame(glsl->reflection, *read);
    EXPECT_EQ(reflect::toJson(*read), text);
  }
  EXPECT_NE(reflect::toJson(qualified.reflection).find("\"glslInterpolation\": \"flat\""), std::string::npos);
  EXPECT_NE(reflect::toJson(dropped.reflection).find("\"glslDroppedInterpolation\": \"flat\""), std::string::npos);
}

// A geometry program's layout (cgc's PRIMITIVE_IN, PRIMITIVE_OUT, VERTICES_OUT) goes through the JSON and
// back; a malformed one is refused with the field named. (tests/profiles/GeometryLayoutTest.cpp checks the
// values cgxc gives real programs.)
TEST(Reflection, GeometryLayoutReadsBack) {
  ProgramReflection written;
  written.profile = "gp4gp";
  written.stage = reflect::Stage::Geometry;
  written.entry = "main";
  written.geometry = reflect::GeometryLayout{"LINES_ADJACENCY", "LINE_STRIP", 85};
  const std::string text = reflect::toJson(written);
  EXPECT_NE(text.find("\"stage\": \"geometry\""), std::string::npos) << text;
  std::string error;
  std::optional<ProgramReflection> read = reflect::fromJson(text, &error);
  ASSERT_TRUE(read.has_value()) << error;
  EXPECT_EQ(read->stage, reflect::Stage::Geometry);
  ASSERT_TRUE(read->geometry.has_value());
  EXPECT_EQ(read->geometry->inputPrimitive, "LINES_ADJACENCY");
  EXPECT_EQ(read->geometry->outputPrimitive, "LINE_STRIP");
  EXPECT_EQ(read->geometry->maxVertices, 85u);
  EXPECT_EQ(reflect::toJson(*read), text);

  std::string broken = text;
  broken.replace(broken.find("\"maxVertices\": 85"), 17, "\"maxVertices\": \"x\"");
  EXPECT_FALSE(reflect::fromJson(broken, &error).has_value()) << broken;
  EXPECT_NE(error.find("reflection geometry: \"maxVertices\" is not an integer"), std::string::npos) << error;
}

TEST(Reflection, JsonReaderNamesWhatIsWrong) {
  struct Case {
    const char* text;
    const char* expected;  // in the error
  };
  const std::string good = reflect::toJson(compile(kLitProgram, "glslv", "110").reflection);
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string s = good;
    const std::size_t at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? s : s.replace(at, from.size(), to);
  };
  const std::string noVersion = replaced("\"cgxReflection\": 1", "\"cgxReflection\": 2");
  const std::string badSpace = replaced("\"space\": \"none\"", "\"space\": \"moon\"");
  const std::string badOrdinal = replaced("\"ordinal\": -1", "\"ordinal\": \"first\"");
  const std::string badDefault = replaced("0.25", "\"quarter\"");
  const std::string hugeIndex = replaced("\"registerCount\": 0", "\"registerCount\": 99999999999");
  const Case cases[] = {
      {"", "not JSON"},
      {"[1, 2]", "cgxReflection"},
      {noVersion.c_str(), "cgxReflection"},
      {"{\"cgxReflection\": 1, \"profile\": \"glslv\", \"stage\": \"vertex\", \"entry\": \"main\"}", "parameters"},
      {badSpace.c_str(), "moon"},
      {badOrdinal.c_str(), "\"ordinal\" is not an integer"},
      {badDefault.c_str(), "\"default\""},
      {hugeIndex.c_str(), "out of range"},
  };
  for (const Case& c : cases) {
    std::string error;
    EXPECT_FALSE(reflect::fromJson(c.text, &error).has_value()) << c.text;
    EXPECT_NE(error.find(c.expected), std::string::npos) << "error: " << error;
  }
  std::string error;
  reflect::fromJson(badSpace, &error);
  EXPECT_NE(error.find("reflection parameter "), std::string::npos) << "says which parameter: " << error;
}

TEST(Reflection, PathsSplitIntoPrefixes) {
  std::vector<reflect::PathStep> steps = reflect::splitPath("lights[12].shadow.map");
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0].prefix, "lights");
  EXPECT_FALSE(steps[0].index);
  EXPECT_EQ(steps[1].prefix, "lights[12]");
  EXPECT_TRUE(steps[1].index);
  EXPECT_EQ(steps[1].value, 12);
  EXPECT_EQ(steps[3].prefix, "lights[12].shadow.map");
  for (const char* bad : {"", ".a", "a.", "a[", "a[]", "a[x]", "[0]", "a..b", "a[999999999999]"})
    EXPECT_TRUE(reflect::splitPath(bad).empty()) << bad;
}

TEST(Reflection, LeavesUnderAPathInListingOrder) {
  std::vector<Parameter> leaves(5);
  const char* names[] = {"light.position", "light.color", "lights[0]", "lights[1]", "lightsOn"};
  for (std::size_t i = 0; i < leaves.size(); ++i) leaves[i].name = names[i];
  auto names_of = [](const std::vector<const Parameter*>& found) {
    std::vector<std::string> result;
    for (const Parameter* p : found) result.push_back(p->name);
    return result;
  };
  EXPECT_EQ(names_of(reflect::leavesUnder(leaves, "light")), (std::vector<std::string>{"light.position", "light.color"}));
  EXPECT_EQ(names_of(reflect::leavesUnder(leaves, "lights")), (std::vector<std::string>{"lights[0]", "lights[1]"}));
  EXPECT_EQ(names_of(reflect::leavesUnder(leaves, "lights[1]")), (std::vector<std::string>{"lights[1]"}));
  EXPECT_TRUE(reflect::leavesUnder(leaves, "ligh").empty());
  EXPECT_TRUE(reflect::leavesUnder(leaves, "").empty());
}

}  // namespace
}  // namespace cgx::test
