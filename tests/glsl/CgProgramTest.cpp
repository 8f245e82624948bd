// gl::CgProgram: a cgxc vertex+fragment pair linked by semantic, uniforms set by Cg name (leaf, whole array,
// row- or column-major matrices, padded float3x4 in GLSL 110), attributes found by semantic, and each misuse
// an error. Runs on Mesa llvmpipe; skips without a headless context.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include "Subprocess.h"
#include "support/ShadeLayers.h"
#include "gl/CgProgram.h"
#include "gl/HeadlessContext.h"
#include "gl/PointRenderer.h"
#include "support/AliasSpellingPrograms.h"
#include "support/Golden.h"
#include "support/ReflectionFile.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

// cgxc's GLSL and reflection for `source` (Cg text) compiled as `profile` (glslv / glslf) in `version`, with
// cgc's -type `typeBindings`.
gl::CgStageSource compile(const std::string& source, const std::string& profile, const std::string& version,
                          const std::string& entry, const std::vector<std::string>& typeBindings = {}) {
  fs::path reflect = fs::temp_directory_path() / ("cgx_cgprogram_" + std::to_string(getpid()) + "_" + profile + ".json");
  ProcessOptions options;
  options.stdinText = source;
  std::vector<std::string> argv{CGXC_PATH, "-q", "-profile", profile, "-po", "version=" + version, "-entry", entry,
                                "-reflect", reflect.string()};
  for (const std::string& binding : typeBindings) argv.insert(argv.end(), {"-type", binding});
  argv.push_back("-");
  ProcessResult r = runProcess(argv, options);
  EXPECT_TRUE(r.exitedWith(0)) << r.describe();
  gl::CgStageSource stage{r.out, readReflection(reflect)};
  fs::remove(reflect);
  return stage;
}

const char* const kVertex = R"(
void main(float4 position : POSITION,
          uniform float3x4 tint,
          uniform float4 offsets[2],
          out float4 oPosition : POSITION,
          out float3 color : COLOR0)
{
  oPosition = position;
  color = mul(tint, position + offsets[0] + offsets[1]);
}
)";

const char* const kFragment = R"(
float4 main(float4 color : COLOR0) : COLOR { return color; }
)";

class CgProgramTest : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    std::string error;
    context_ = gl::HeadlessContext::create(&error);
    if (!context_) GTEST_SKIP() << "no headless GL context: " << error;
    program_ = gl::CgProgram::create(compile(kVertex, "glslv", GetParam(), "main"),
                                     compile(kFragment, "glslf", GetParam(), "main"), &error);
    ASSERT_NE(program_, nullptr) << error;
  }
  void TearDown() override {
    program_.reset();
    context_.reset();
  }

  // Replaces the program with `vertex` (Cg source, entry main) and the fixture's fragment program.
  bool useVertex(const char* vertex) {
    std::string error;
    program_ = gl::CgProgram::create(compile(vertex, "glslv", GetParam(), "main"),
                                     compile(kFragment, "glslf", GetParam(), "main"), &error);
    EXPECT_NE(program_, nullptr) << error;
    return program_ != nullptr;
  }

  // The colour one point at the centre of a 1x1 target gets, with position (0, 0, 0, 1).
  std::array<float, 4> draw() {
    int location = program_->attributeLocation("POSITION");
    EXPECT_GE(location, 0);
    gl::PointTarget target;
    gl::PointImage image;
    std::string error;
    EXPECT_TRUE(gl::renderPoints(program_->program(), {{location, 4, {0, 0, 0, 1}}}, 1, target, &image, &error)) << error;
    if (image.colors.empty()) return {};
    return {image.colors[0][0], image.colors[0][1], image.colors[0][2], image.colors[0][3]};
  }

  std::unique_ptr<gl::HeadlessContext> context_;
  std::unique_ptr<gl::CgProgram> program_;
};

TEST_P(CgProgramTest, UniformsByCgNameAndVaryingsBySemantic) {
  std::string error;
  // tint's rows pick (w, 2w, 3w) from position + offsets = (1, 2, 3, 1 + 0.5).
  const std::vector<float> tint = {0, 0, 0, 1,  //
                                   0, 0, 0, 2,  //
                                   0, 0, 0, 3};
  ASSERT_TRUE(program_->set("tint", tint, &error)) << error;
  ASSERT_TRUE(program_->set("offsets", std::vector<float>{1, 2, 3, 0.25f, 0, 0, 0, 0.25f}, &error)) << error;
  std::array<float, 4> c = draw();
  EXPECT_FLOAT_EQ(c[0], 1.5f);
  EXPECT_FLOAT_EQ(c[1], 3.0f);
  EXPECT_FLOAT_EQ(c[2], 4.5f);
  EXPECT_FLOAT_EQ(c[3], 1.0f) << "a float3 COLOR0 reaches the fragment program with w = 1";

  // One element by its own name, and the matrix given column after column.
  ASSERT_TRUE(program_->set("offsets[1]", std::vector<float>{0, 0, 0, 1}, &error)) << error;
  const std::vector<float> columns = {1, 0, 0,  //
                                      0, 1, 0,  //
                                      0, 0, 1,  //
                                      0, 0, 0};
  ASSERT_TRUE(program_->set("tint", columns, &error, gl::MatrixOrder::ColumnMajor)) << error;
  c = draw();  // the identity's first three rows: (1, 2, 3)
  EXPECT_FLOAT_EQ(c[0], 1.0f);
  EXPECT_FLOAT_EQ(c[1], 2.0f);
  EXPECT_FLOAT_EQ(c[2], 3.0f);
}

TEST_P(CgProgramTest, MisuseIsAnError) {
  std::string error;
  EXPECT_FALSE(program_->set("nosuch", std::vector<float>{1}, &error));
  EXPECT_NE(error.find("no uniform named 'nosuch'"), std::string::npos) << error;
  EXPECT_FALSE(program_->set("tint", std::vector<float>{1, 2, 3}, &error));
  EXPECT_NE(error.find("takes 12 values, 3 given"), std::string::npos) << error;
  EXPECT_FALSE(program_->setSampler("tint", 0, &error));
  EXPECT_NE(error.find("not a sampler"), std::string::npos) << error;
  EXPECT_EQ(program_->attributeLocation("NORMAL"), -1);
}

// Uniform initializers are Cg's default values: the reflection carries them ("default") and CgProgram
// starts the program with them, globals and entry parameters, matrices in Cg's row order; a set replaces one.
TEST_P(CgProgramTest, UniformInitializersAreTheStartValues) {
  const char* vertex = R"(
uniform float3 base = float3(0.5, 0.25, 2);
uniform float2x3 m = {1, 0, 0,  0, 0, 3};
void main(float4 position : POSITION, uniform float k = 4,
          out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = position;
  color = float4(base + float3(mul(m, float3(1, 1, 1)), 0), k);
}
)";
  ASSERT_TRUE(useVertex(vertex));
  std::string error;
  std::array<float, 4> c = draw();
  EXPECT_FLOAT_EQ(c[0], 0.5f + 1);
  EXPECT_FLOAT_EQ(c[1], 0.25f + 3);
  EXPECT_FLOAT_EQ(c[2], 2.0f);
  EXPECT_FLOAT_EQ(c[3], 4.0f);
  ASSERT_TRUE(program_->set("k", std::vector<float>{-1}, &error)) << error;
  EXPECT_FLOAT_EQ(draw()[3], -1.0f);
}

// Column-major matrices (#pragma pack_matrix, `column_major`): cgxc's GLSL holds the transposed matrix, as
// cgc's does; CgProgram still takes Cg's values row after row (and a default in Cg's order), so the program
// computes what the declared matrix says, in every GLSL version (a padded square one in 110 and ES 100).
TEST_P(CgProgramTest, ColumnMajorMatricesTakeCgsValues) {
  const char* vertex = R"(
#pragma pack_matrix(column_major)
uniform float2x3 d = {1, 0, 0,  0, 0, 3};
void main(float4 position : POSITION, uniform float3x4 m, uniform row_major float3x4 r,
          out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = position;
  float4 p = float4(1, 2, 3, 4);
  color = float4(mul(m, p) - mul(r, p), mul(d, float3(1, 1, 1)).y);
}
)";
  ASSERT_TRUE(useVertex(vertex));
  std::string error;
  // Rows picking (x, 2y, 3w) of p = (1, 2, 3, 4), and r zero.
  ASSERT_TRUE(program_->set("m", std::vector<float>{1, 0, 0, 0,  0, 2, 0, 0,  0, 0, 0, 3}, &error)) << error;
  ASSERT_TRUE(program_->set("r", std::vector<float>(12, 0.0f), &error)) << error;
  std::array<float, 4> c = draw();
  EXPECT_FLOAT_EQ(c[0], 1.0f);
  EXPECT_FLOAT_EQ(c[1], 4.0f);
  EXPECT_FLOAT_EQ(c[2], 12.0f);
  EXPECT_FLOAT_EQ(c[3], 3.0f) << "d's default, row 1 = (0, 0, 3)";
  // The same matrix given column after column, and a row-major one beside it for contrast.
  ASSERT_TRUE(program_->set("m", std::vector<float>{1, 0, 0,  0, 2, 0,  0, 0, 0,  0, 0, 3}, &error,
                            gl::MatrixOrder::ColumnMajor)) << error;
  ASSERT_TRUE(program_->set("r", std::vector<float>{1, 0, 0, 0,  0, 0, 0, 0,  0, 0, 0, 1}, &error)) << error;
  c = draw();
  EXPECT_FLOAT_EQ(c[0], 0.0f);
  EXPECT_FLOAT_EQ(c[1], 4.0f);
  EXPECT_FLOAT_EQ(c[2], 8.0f);
}

// Whole reads of column-major storage: an array of matrices passed whole (read from a copy the program fills
// in the declared layout) and a struct passed whole (rebuilt with its constructor) hold Cg's matrices.
TEST_P(CgProgramTest, ColumnMajorArraysAndStructsReadWhole) {
  const char* vertex = R"(
#pragma pack_matrix(column_major)
struct S { float2x3 m; float4 v; };
uniform float2x3 arr[2];
uniform S s;
float3 second(float2x3 a[2]) { return a[1][0] + a[1][1] * 10; }
float3 rows(S x) { return x.m[0] + x.m[1] * 10 + x.v.xyz; }
void main(float4 position : POSITION, out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = position;
  color = float4(second(arr) + rows(s) * 100, 0);
}
)";
  ASSERT_TRUE(useVertex(vertex));
  std::string error;
  ASSERT_TRUE(program_->set("arr", std::vector<float>{0, 0, 0, 0, 0, 0,  1, 2, 3, 0.5f, 0, 0}, &error)) << error;
  ASSERT_TRUE(program_->set("s.m", std::vector<float>{0.01f, 0, 0, 0, 0.002f, 0}, &error)) << error;
  ASSERT_TRUE(program_->set("s.v", std::vector<float>{0, 0, 0.03f, 0}, &error)) << error;
  std::array<float, 4> c = draw();
  EXPECT_NEAR(c[0], 1 + 5 + 1, 1e-5f);  // arr[1] rows (1, 2, 3) + 10 * (0.5, 0, 0); s's (0.01, 0.02, 0.03) * 100
  EXPECT_NEAR(c[1], 2 + 0 + 2, 1e-5f);
  EXPECT_NEAR(c[2], 3 + 0 + 3, 1e-5f);
}

// The assembly spellings and their canonical names are one semantic (semantic/Semantics.h): a vertex program
// writing HPOS, COL0 and TEX3 links with a fragment program reading COLOR0 and TEXCOORD3, and its DIFFUSE
// input is found by either name.
TEST_P(CgProgramTest, AliasSpellingsLinkWithCanonicalOnes) {
  std::string error;
  auto program = gl::CgProgram::create(compile(kAliasWriter, "glslv", GetParam(), "main"),
                                       compile(kCanonicalReader, "glslf", GetParam(), "main"), &error);
  ASSERT_NE(program, nullptr) << error;
  int position = program->attributeLocation("POSITION0");
  int tint = program->attributeLocation("DIFFUSE");
  ASSERT_GE(position, 0);
  ASSERT_GE(tint, 0);
  EXPECT_EQ(program->attributeLocation("COLOR0"), tint);
  EXPECT_EQ(program->attributeLocation("color"), tint);
  EXPECT_EQ(program->attributeLocation("SPECULAR"), -1);
  gl::PointTarget target;
  gl::PointImage image;
  ASSERT_TRUE(gl::renderPoints(program->program(), {{position, 4, {0, 0, 0, 1}}, {tint, 4, {0.2f, 0.4f, 0.6f, 0.8f}}},
                               1, target, &image, &error))
      << error;
  ASSERT_FALSE(image.colors.empty());
  // color + 2 * color * 0.25 = 1.5 * tint
  EXPECT_NEAR(image.colors[0][0], 0.3f, 1e-6);
  EXPECT_NEAR(image.colors[0][1], 0.6f, 1e-6);
  EXPECT_NEAR(image.colors[0][2], 0.9f, 1e-6);
  EXPECT_NEAR(image.colors[0][3], 1.2f, 1e-6);
}

// An array of interfaces bound element by element (-type "layers = { Flat, Stripe, Flat }"): each element a
// uniform of its struct, set by its Cg name (`layers[1].k`), the loop over them and a run-time index (a
// dispatch in the GLSL, which keeps loops) running each element's own method.
TEST_P(CgProgramTest, InterfaceArrayElementsByCgName) {
  const std::string vertex = std::string(kShadeLayers) + R"(
void main(float4 position : POSITION, uniform float2 uv, uniform float pick,
          out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = position;
  float4 r = float4(0, 0, 0, 1);
  for (int i = 0; i < layers.length; i++) { float4 l = layers[i].eval(uv); r = l + (1 - l.a) * r; }
  color = r + 10 * layers[(int)pick].eval(uv);
}
)";
  std::string error;
  program_ = gl::CgProgram::create(compile(vertex, "glslv", GetParam(), "main", {"layers = { Flat, Stripe, Flat }"}),
                                   compile(kFragment, "glslf", GetParam(), "main"), &error);
  ASSERT_NE(program_, nullptr) << error;
  const std::vector<float> flat0{0.25f, 0.5f, 0.75f, 0.5f}, k{3, 0}, stripe{1, 0.5f, 0.25f, 0.75f},
      flat2{0.125f, 1, 0.5f, 0.25f};
  ASSERT_TRUE(program_->set("layers[0].c", flat0, &error)) << error;
  ASSERT_TRUE(program_->set("layers[1].k", k, &error)) << error;
  ASSERT_TRUE(program_->set("layers[1].c", stripe, &error)) << error;
  ASSERT_TRUE(program_->set("layers[2].c", flat2, &error)) << error;
  for (float u : {0.1f, 0.3f}) {  // frac(3u) = 0.3 (the stripe is 0), 0.9 (the stripe is its colour)
    SCOPED_TRACE(u);
    ASSERT_TRUE(program_->set("uv", std::vector<float>{u, 0}, &error)) << error;
    const float x = 3 * u;
    const std::vector<float> striped = x - std::floor(x) > 0.5f ? stripe : std::vector<float>{0, 0, 0, 0};
    std::array<float, 4> composite{0, 0, 0, 1};
    for (const std::vector<float>* l : {&flat0, &striped, &flat2})
      for (int c = 0; c < 4; ++c) composite[c] = (*l)[c] + (1 - (*l)[3]) * composite[c];
    for (int pick = 0; pick < 3; ++pick) {
      ASSERT_TRUE(program_->set("pick", std::vector<float>{static_cast<float>(pick)}, &error)) << error;
      const std::vector<float>& picked = pick == 0 ? flat0 : pick == 1 ? striped : flat2;
      std::array<float, 4> got = draw();
      for (int c = 0; c < 4; ++c) EXPECT_NEAR(got[c], composite[c] + 10 * picked[c], 1e-5f) << "pick " << pick << " component " << c;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Versions, CgProgramTest, ::testing::Values("110", "330", "100", "300es"),
                         [](const auto& info) { return std::string(info.param); });

}  // namespace
}  // namespace cgx::test
