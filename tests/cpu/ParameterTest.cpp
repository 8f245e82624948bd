// Parameter paths (struct fields, whole arrays, elements, nested), reflection, getters, initializers,
// and row- vs column-major matrices.
#include <gtest/gtest.h>

#include <array>
#include <numeric>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

using test::compileOk;

// The output adds up pieces of every uniform so that each path's value shows in the result.
constexpr const char* kNested = R"(
struct Attenuation { float k[3]; };
struct Light { float3 position; float4 color; Attenuation att; };
uniform float scale = 2.5;
float4 main(float4 p : POSITION,
            uniform Light lights[2],
            uniform float4 palette[4],
            uniform float3x4 model,
            uniform int4 ids) : POSITION {
  float4 sum = lights[0].color + lights[1].color * 10 + palette[3] * 100;
  sum.x += lights[1].att.k[2] * 1000 + lights[0].position.y;
  sum.y += ids.w;
  return sum + float4(mul(model, p), 0) * scale;
}
)";

std::vector<float> runOnce(Program& program, std::array<float, 4> position) {
  std::vector<float> out(4);
  EXPECT_TRUE(program.bindInput("POSITION", InputStream{position.data()}).ok());
  EXPECT_TRUE(program.bindOutput("POSITION", OutputStream{out.data()}).ok());
  Status status = program.run(1);
  EXPECT_TRUE(status.ok()) << status.toString();
  return out;
}

TEST(Parameters, Reflection) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, kNested);
  const std::vector<ParameterInfo>& params = program.parameters();
  auto find = [&](const std::string& name) -> const ParameterInfo* {
    for (const ParameterInfo& p : params)
      if (p.name == name) return &p;
    return nullptr;
  };
  ASSERT_NE(find("lights"), nullptr);
  EXPECT_EQ(find("lights")->type, "Light[2]");
  EXPECT_EQ(find("lights")->components, 2u * (3 + 4 + 3));
  EXPECT_EQ(find("lights")->kind, ValueKind::Float);
  ASSERT_NE(find("model"), nullptr);
  EXPECT_EQ(find("model")->type, "float3x4");
  EXPECT_EQ(find("ids")->kind, ValueKind::Int);
  ASSERT_NE(find("p"), nullptr);
  EXPECT_EQ(find("p")->semantic, "POSITION");
  EXPECT_EQ(find("p")->variability, Variability::Varying);
  EXPECT_EQ(find("p")->direction, Direction::In);
  EXPECT_TRUE(find("p")->referenced);
  bool sawOutput = false;
  for (const ParameterInfo& p : params)
    if (p.direction == Direction::Out) {
      sawOutput = true;
      EXPECT_EQ(p.semantic, "POSITION");
    }
  EXPECT_TRUE(sawOutput);

  Result<ParameterInfo> k = program.parameterInfo("lights[1].att.k[2]");
  ASSERT_TRUE(k.ok()) << k.status().toString();
  EXPECT_EQ(k->type, "float");
  EXPECT_EQ(k->name, "lights[1].att.k[2]");
  std::vector<ParameterInfo> leaves = program.leafParameters();
  int lightLeaves = 0;
  for (const ParameterInfo& leaf : leaves)
    if (leaf.name.rfind("lights[", 0) == 0) ++lightLeaves;
  EXPECT_EQ(lightLeaves, 2 * (2 + 3));  // position, color, k[0..2] per light
}

// The runtime's leaves are the compiler's parameter model's (what cgxc -reflect writes and libCg reads):
// the same names in the same order, and `referenced` per leaf, so a member the program never reads is
// unreferenced even though its struct is read.
TEST(Parameters, LeavesAreTheCompilersParameterModel) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, kNested);
  const reflect::ProgramReflection& model = program.reflection();
  EXPECT_EQ(model.entry, "main");
  std::vector<std::string> modelLeaves;
  for (const reflect::Parameter& p : model.parameters)
    if (p.isUniform()) modelLeaves.push_back(p.name);
  std::vector<std::string> runtimeLeaves;
  for (const ParameterInfo& leaf : program.leafParameters()) runtimeLeaves.push_back(leaf.name);
  EXPECT_EQ(runtimeLeaves, modelLeaves);
  EXPECT_EQ(modelLeaves.front(), "lights[0].position");  // cgc's #var order: the entry's, then the globals
  EXPECT_EQ(modelLeaves.back(), "scale");
  auto leaf = [&](const std::string& name) {
    for (const ParameterInfo& info : program.leafParameters())
      if (info.name == name) return info;
    ADD_FAILURE() << name;
    return ParameterInfo{};
  };
  EXPECT_TRUE(leaf("lights[1].att.k[2]").referenced);
  EXPECT_FALSE(leaf("lights[1].att.k[0]").referenced);  // lights[1] is read, this member is not
  EXPECT_TRUE(leaf("lights[0].position").referenced);
  EXPECT_FALSE(leaf("lights[1].position").referenced);
  EXPECT_EQ(leaf("model").type, "float3x4");
  EXPECT_EQ(leaf("model").components, 12u);
}

// Initializers of global uniforms and of uniform entry parameters are the values a program starts with,
// whatever their shape; a set replaces them.
TEST(Parameters, UniformInitializersAreTheDefaults) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, R"(
struct Tint { float gain; float2 offset; };
uniform float3 base = float3(1, 2, 3);
uniform int count = 4;
uniform Tint tint = {5, {6, 7}};
uniform float4 rows[2] = {float4(10, 20, 30, 40), float4(0.5, 0.25, 0.125, 2)};
uniform float2x2 m = {1, 2, 3, 4};
float4 main(float4 p : POSITION, uniform float k = 0.5) : POSITION {
  float4 r = float4(base, count) + rows[0] * rows[1] + float4(tint.gain, tint.offset, k);
  r.xy += mul(m, float2(1, 10));
  return r + p;
})");
  std::vector<float> out = runOnce(program, {0, 0, 0, 0});
  EXPECT_FLOAT_EQ(out[0], 1 + 10 * 0.5f + 5 + (1 + 2 * 10));
  EXPECT_FLOAT_EQ(out[1], 2 + 20 * 0.25f + 6 + (3 + 4 * 10));
  EXPECT_FLOAT_EQ(out[2], 3 + 30 * 0.125f + 7);
  EXPECT_FLOAT_EQ(out[3], 4 + 40 * 2 + 0.5f);

  ASSERT_TRUE(program.setFloat("k", std::array{100.f}).ok());
  ASSERT_TRUE(program.setInt("count", std::array{0}).ok());
  out = runOnce(program, {0, 0, 0, 0});
  EXPECT_FLOAT_EQ(out[3], 0 + 40 * 2 + 100);
}

TEST(Parameters, PathsReachTheRightWords) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, kNested);
  // A uniform starts at its initializer (Cg's default value), the rest of the block at zero.
  std::array<float, 1> scale{-1.0f};
  ASSERT_TRUE(program.getFloat("scale", scale).ok());
  EXPECT_EQ(scale[0], 2.5f);
  std::array<float, 4> unset{-1.0f, -1.0f, -1.0f, -1.0f};
  ASSERT_TRUE(program.getFloat("lights[1].color", unset).ok());
  EXPECT_EQ(unset, (std::array{0.f, 0.f, 0.f, 0.f}));

  ASSERT_TRUE(program.setFloat("lights[0].color", std::array{1.f, 2.f, 3.f, 4.f}).ok());
  ASSERT_TRUE(program.setFloat("lights[1].color", std::array{0.5f, 0.f, 0.f, 0.f}).ok());
  std::vector<float> palette(16, 0.0f);
  palette[12] = 0.01f;  // palette[3].x
  ASSERT_TRUE(program.setFloat("palette", palette).ok());
  ASSERT_TRUE(program.setFloat("lights[1].att.k[2]", std::array{0.002f}).ok());
  ASSERT_TRUE(program.setFloat("lights[0].position", std::array{0.f, 7.f, 0.f}).ok());
  ASSERT_TRUE(program.setInt("ids", std::array{0, 0, 0, 40}).ok());
  std::vector<float> out = runOnce(program, {0, 0, 0, 1});
  EXPECT_FLOAT_EQ(out[0], 1 + 5 + 1 + 2 + 7);
  EXPECT_FLOAT_EQ(out[1], 2 + 40);
  EXPECT_FLOAT_EQ(out[2], 3);
  EXPECT_FLOAT_EQ(out[3], 4);

  // Element and whole-array access agree; a whole struct array in one call.
  ASSERT_TRUE(program.setFloat("palette[3]", std::array{0.f, 0.f, 0.f, 0.f}).ok());
  std::vector<float> back(16);
  ASSERT_TRUE(program.getFloat("palette", back).ok());
  EXPECT_EQ(back[12], 0.0f);
  std::vector<float> lights(20);
  std::iota(lights.begin(), lights.end(), 1.0f);
  ASSERT_TRUE(program.setFloat("lights", lights).ok());
  std::array<float, 4> color{};
  ASSERT_TRUE(program.getFloat("lights[1].color", color).ok());
  EXPECT_EQ(color, (std::array{14.f, 15.f, 16.f, 17.f}));  // lights[1] starts at 11: position 11..13, color 14..17
  std::array<float, 3> k{};
  ASSERT_TRUE(program.getFloat("lights[0].att", k).ok());
  EXPECT_EQ(k, (std::array{8.f, 9.f, 10.f}));
  std::array<std::int32_t, 4> ids{};
  ASSERT_TRUE(program.getInt("ids", ids).ok());
  EXPECT_EQ(ids[3], 40);
}

TEST(Parameters, RowAndColumnMajorMatricesAgree) {
  Context context = test::makeContext(1);
  Program rowMajor = compileOk(context, kNested);
  Program columnMajor = compileOk(context, kNested);
  const std::array<float, 12> rows{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};  // 3 rows of 4
  std::array<float, 12> columns{};
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c) columns[c * 3 + r] = rows[r * 4 + c];
  ASSERT_TRUE(rowMajor.setFloat("scale", std::array{2.5f}).ok());
  ASSERT_TRUE(columnMajor.setFloat("scale", std::array{2.5f}).ok());
  ASSERT_TRUE(rowMajor.setMatrix("model", rows, MatrixOrder::RowMajor).ok());
  ASSERT_TRUE(columnMajor.setMatrix("model", columns, MatrixOrder::ColumnMajor).ok());
  const std::vector<float> a = runOnce(rowMajor, {1, 2, 3, 1});
  const std::vector<float> b = runOnce(columnMajor, {1, 2, 3, 1});
  EXPECT_EQ(a, b);
  // mul(model, p) * 2.5 with p = (1, 2, 3, 1): rows dot p = 18, 46, 74.
  EXPECT_FLOAT_EQ(a[0], 18 * 2.5f);
  EXPECT_FLOAT_EQ(a[1], 46 * 2.5f);
  EXPECT_FLOAT_EQ(a[2], 74 * 2.5f);
  std::array<float, 12> readBack{};
  ASSERT_TRUE(rowMajor.getMatrix("model", readBack, MatrixOrder::ColumnMajor).ok());
  EXPECT_EQ(readBack, columns);
  ASSERT_TRUE(columnMajor.getFloat("model", readBack).ok());
  EXPECT_EQ(readBack, rows);
}

// `#pragma pack_matrix(column_major)` changes where cgc and cgx's GLSL store a matrix, not its value: the
// runtime's uniform block is its own, so its API keeps the declared type (float3x4, not the float4x3 cgc
// lists) and takes Cg's rows, and a default comes back in Cg's order.
TEST(Parameters, ColumnMajorPackingKeepsTheDeclaredMatrix) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, R"(
#pragma pack_matrix(column_major)
uniform float2x3 d = float2x3(1, 2, 3, 4, 5, 6);
float4 main(float4 p : POSITION, uniform float3x4 model) : POSITION {
  return float4(mul(model, p), 0) + float4(d[1], 0);
}
)");
  const ParameterInfo* model = nullptr;
  for (const ParameterInfo& p : program.parameters())
    if (p.name == "model") model = &p;
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->type, "float3x4");
  const std::array<float, 12> rows{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  ASSERT_TRUE(program.setMatrix("model", rows, MatrixOrder::RowMajor).ok());
  const std::vector<float> out = runOnce(program, {1, 2, 3, 1});
  EXPECT_FLOAT_EQ(out[0], 18 + 4);  // row 0 of model . p, plus d[1].x
  EXPECT_FLOAT_EQ(out[1], 46 + 5);
  EXPECT_FLOAT_EQ(out[2], 74 + 6);
  std::array<float, 6> d{};
  ASSERT_TRUE(program.getMatrix("d", d, MatrixOrder::RowMajor).ok());
  EXPECT_EQ(d, (std::array<float, 6>{1, 2, 3, 4, 5, 6}));
}

TEST(Parameters, BoolAndSampler) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, R"(
float4 main(float2 uv : TEXCOORD0, uniform bool flip, uniform sampler2D a, uniform sampler2D b) : COLOR {
  return flip ? tex2D(a, uv) : tex2D(b, uv);
})", "main", "fp40");
  unsigned unitA = 99, unitB = 99;
  ASSERT_TRUE(program.getSampler("a", &unitA).ok());
  ASSERT_TRUE(program.getSampler("b", &unitB).ok());
  EXPECT_NE(unitA, unitB);  // each sampler starts on its own unit
  const std::array<float, 4> red{1, 0, 0, 1}, green{0, 1, 0, 1};
  std::string error;
  auto redTexture = CpuTexture::fromFloats(TextureShape{TextureKind::Tex2D, 1, 1}, red, &error);
  auto greenTexture = CpuTexture::fromFloats(TextureShape{TextureKind::Tex2D, 1, 1}, green, &error);
  ASSERT_TRUE(redTexture && greenTexture) << error;
  ASSERT_TRUE(program.setTexture("a", redTexture).ok());
  ASSERT_TRUE(program.setTexture("b", greenTexture).ok());
  std::vector<float> uv(8, 0.5f), out(16);
  std::vector<std::uint8_t> discarded(4, 7);
  ASSERT_TRUE(program.bindInput("TEXCOORD0", InputStream{uv.data()}).ok());
  ASSERT_TRUE(program.bindOutput("COLOR", OutputStream{out.data()}).ok());
  ASSERT_TRUE(program.setBool("flip", std::array{true}).ok());
  ASSERT_TRUE(program.runFragments(4, discarded.data()).ok());
  EXPECT_EQ(out[0], 1.0f);
  EXPECT_EQ(out[1], 0.0f);
  EXPECT_EQ(discarded, std::vector<std::uint8_t>(4, 0));
  ASSERT_TRUE(program.setBool("flip", std::array{false}).ok());
  ASSERT_TRUE(program.runFragments(4).ok());
  EXPECT_EQ(out[0], 0.0f);
  EXPECT_EQ(out[1], 1.0f);
  // Pointing both samplers at one unit.
  ASSERT_TRUE(program.setSampler("b", unitA).ok());
  ASSERT_TRUE(program.runFragments(4).ok());
  EXPECT_EQ(out[0], 1.0f);
  EXPECT_EQ(program.setSampler("b", 1000).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.setTexture("a", nullptr).code(), ErrorCode::InvalidArgument);
  std::array<bool, 1> flip{true};
  ASSERT_TRUE(program.getBool("flip", flip).ok());
  EXPECT_FALSE(flip[0]);
}

TEST(Parameters, DiscardOutput) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, "float4 main(float4 c : COLOR0) : COLOR { if (c.a < 0.5) discard; return c; }",
                              "main", "glslf");
  std::vector<float> colors{1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 0.7f, 1, 1, 1, 0.2f};
  std::vector<float> out(16);
  std::vector<std::uint8_t> discarded(4, 9);
  ASSERT_TRUE(program.bindInput("COLOR", InputStream{colors.data()}).ok());
  ASSERT_TRUE(program.bindOutput("COLOR0", OutputStream{out.data()}).ok());
  ASSERT_TRUE(program.runFragments(4, discarded.data()).ok());
  EXPECT_EQ(discarded, (std::vector<std::uint8_t>{0, 1, 0, 1}));
  EXPECT_FLOAT_EQ(out[11], 0.7f);
}

// Cg's predefined glstate (compiler/ir/GlState.h) on the CPU: a uniform like any other, each member set by
// its path. No GL supplies it here: the application sets what it reads.
TEST(Parameters, GlStateMembersAreUniformsSetByPath) {
  Context context = test::makeContext(1);
  Program program = compileOk(context,
                              "float4 main(float4 p : POSITION) : POSITION {\n"
                              "  return mul(glstate.matrix.mvp, p) + glstate.light[2].diffuse * glstate.point.size;\n"
                              "}\n");
  const std::array<float, 16> translate = {1, 0, 0, 10, 0, 1, 0, 20, 0, 0, 1, 30, 0, 0, 0, 1};  // rows
  ASSERT_TRUE(program.setMatrix("glstate.matrix.mvp", translate, MatrixOrder::RowMajor).ok());
  const std::array<float, 4> diffuse = {0.5f, 0.25f, 2, 4};
  ASSERT_TRUE(program.setFloat("glstate.light[2].diffuse", diffuse).ok());
  const std::array<float, 1> size = {2};
  ASSERT_TRUE(program.setFloat("glstate.point.size", size).ok());
  std::vector<float> out = runOnce(program, {1, 2, 3, 1});
  EXPECT_EQ(out, (std::vector<float>{12, 22.5f, 37, 9}));  // p translated, plus diffuse * 2
}

}  // namespace
}  // namespace cgx
