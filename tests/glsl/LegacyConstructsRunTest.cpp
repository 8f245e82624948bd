// What the GLSL 110/120/ES 100 forms of constructs those versions lack compute (GlslLegacyConstructsTest
// checks they validate): each vertex program runs once on Mesa llvmpipe (cgxc's GLSL through gl::CgProgram,
// uniforms by Cg name, one point) and on the CPU JIT (runtime API) with the same uniforms, and the colour
// it writes must agree within 1e-5 relative, in 110, 120, ES 100 and, as the control, 330.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "Subprocess.h"
#include <cgx/Context.h>
#include <cgx/Texture.h>
#include "gl/Texture.h"
#include "gl/CgProgram.h"
#include "gl/HeadlessContext.h"
#include "gl/PointRenderer.h"
#include "support/Golden.h"
#include "support/ReflectionFile.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

gl::CgStageSource compile(const std::string& source, const std::string& profile, const std::string& version) {
  fs::path reflect = fs::temp_directory_path() / ("cgx_legacy_run_" + std::to_string(getpid()) + "_" + profile + ".json");
  ProcessOptions options;
  options.stdinText = source;
  ProcessResult r = runProcess(
      {CGXC_PATH, "-q", "-profile", profile, "-po", "version=" + version, "-reflect", reflect.string(), "-"}, options);
  EXPECT_TRUE(r.exitedWith(0)) << r.describe();
  gl::CgStageSource stage{r.out, readReflection(reflect)};
  fs::remove(reflect);
  return stage;
}

struct RunCase {
  const char* name;
  const char* source;  // main(float4 p : POSITION, ..., out float4 oPosition : POSITION, out float4 color : COLOR0)
  std::vector<std::pair<std::string, std::vector<float>>> uniforms;  // Cg path -> values in Cg's order
  std::vector<float> color = {};  // where given, the colour worked out by hand: both back ends must give it
};

const RunCase kCases[] = {
    {"inverse_and_determinant", R"(
void main(float4 p : POSITION, uniform float4x4 m, uniform float3x3 n, uniform float2x2 q,
          out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  float4 v = float4(0.5, -1, 2, 1);
  color = mul(inverse(m), v) + float4(mul(inverse(n), v.xyz), determinant(m)) +
          float4(mul(inverse(q), v.xy), determinant(n), determinant(q)) * 0.25;
}
)",
     {{"m", {2, 0.5f, 0, 1, 0, 3, 0.25f, 0, 1, 0, 4, 0.5f, 0.5f, 0, 0, 1}},
      {"n", {1, 2, 0, 0, 1, 3, 4, 0, 1}},
      {"q", {3, 1, 2, 4}}}},
    {"non_square_matrix_products", R"(
void main(float4 p : POSITION, uniform float3x4 a, uniform float4x3 b, uniform float2x3 c,
          out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  float4 v = float4(1, -2, 0.5, 3);
  float3x3 ab = mul(a, b);
  float2x4 ca = mul(c, a);
  float4x4 ba = mul(b, a);
  color = float4(mul(ab, v.xyz), 1) + float4(mul(ca, v), ab[2][1], ca[1][3]) + mul(ba, v) * 0.5;
}
)",
     {{"a", {1, 2, 3, 4, -1, 0.5f, 2, 0, 0, 1, -2, 3}},
      {"b", {2, 0, 1, -1, 3, 0.5f, 0, 1, 2, 4, -2, 1}},
      {"c", {1, 0, 2, -1, 3, 0.25f}}}},
    // transpose() before GLSL 120 / ES 300 (a helper over the padded matN; found by tools/cgx-gen): square and
    // non-square, the colour worked out by hand.
    {"transpose", R"(
void main(float4 p : POSITION, uniform float2x3 a, uniform float3x3 b,
          out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  float3x2 t = transpose(a);
  float3 v = mul(transpose(b), float3(1, 0, 0));
  color = float4(t[0], t[2].y, v.z);
}
)",
     {{"a", {1, 2, 3, 4, 5, 6}}, {"b", {1, 2, 3, 4, 5, 6, 7, 8, 9}}},
     {1, 4, 6, 3}},
    {"arrays_as_out_and_inout_arguments", R"(
struct S { float4 v[2]; };
void fill(out float4 a[3], float4 x) { a[0] = x; a[1] = x * 2; a[2] = x * 3; }
void shift(inout float4 a[2], float4 x) { a[0] += x; a[1] -= x; }
void main(float4 p : POSITION, uniform float4 k[2], out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  float4 x = float4(0.5, 1, 2, 4);
  float4 arr[3];
  S s;
  fill(arr, x);
  s.v = k;
  shift(s.v, x);
  float4 c[2] = k;
  shift(c, x * 3);
  color = arr[0] + arr[1] * 0.5 + arr[2] * 0.25 + s.v[0] + s.v[1] * 2 + c[1];
}
)",
     {{"k", {1, 2, 3, 4, -1, -2, 5, 0.5f}}}},
    {"whole_array_stores", R"(
struct S { float4 v[2]; };
void main(float4 p : POSITION, uniform float4 k[2], out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  S s;
  s.v = k;
  float4 c[2] = k;
  c[0] += float4(1, 2, 3, 4);
  color = s.v[1] + c[0] * 2 + c[1];
}
)",
     {{"k", {1, 2, 3, 4, -1, -2, 5, 0.5f}}}},
    {"struct_parameter_with_uniform_members", R"(
struct pass_in { uniform float2 size; uniform float4 tint; float4 position : POSITION; };
void main(pass_in PREV, out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = PREV.position;
  color = PREV.tint * PREV.size.xyxy + PREV.position;
}
)",
     {{"PREV.size", {2, 0.5f}}, {"PREV.tint", {0.25f, 3, -1, 0.5f}}}},
    // Writes to uniforms (global, struct member, array element, matrix row, an entry parameter, through
    // inout/out arguments and from a called function): each run writes its own copy, as cgc's GLSL does.
    {"writes_to_uniforms", R"(
struct L { float4 pos; float3 col; };
L light;
float4 arr[3];
float4x4 M;
float4 k;
void setx(out float4 v) { v = float4(1, 2, 3, 4); }
void bump(inout float3 c) { c = c * 2; }
void twice() { k.x = k.x * 2; }
void main(float4 p : POSITION, uniform float4 pk, out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  k.xyz = 4;
  twice();
  light.pos.x = 5;
  bump(light.col);
  arr[2] += p + 1;
  M[1] = 7;
  pk.w = pk.w + 1;
  color = k + light.pos + light.col.xyzz + arr[1] + arr[2] * 0.5 + mul(M, float4(1, 2, 3, 4)) * 0.01 + pk;
  setx(pk);
  color += pk * 0.125;
}
)",
     {{"light.pos", {0.5f, -1, 2, 3}},
      {"light.col", {0.25f, 1, -2}},
      {"arr", {1, 2, 3, 4, -1, 0.5f, 2, 8, 3, 3, 3, 3}},
      {"M", {1, 2, 3, 4, 5, 6, 7, 8, -1, -2, -3, -4, 0.5f, 0, 0, 1}},
      {"k", {9, 9, 9, 0.75f}},
      {"pk", {2, -3, 0.5f, 6}}},
     // k (8, 4, 4, 0.75), light.pos (5, -1, 2, 3), light.col.xyzz (0.5, 2, -4, -4), arr[1], arr[2] * 0.5
     // (2, 2, 2, 2.5), mul(M, v) * 0.01 (0.3, 0.7, -0.3, 0.045), pk (2, -3, 0.5, 7), then (1, 2, 3, 4) / 8.
     {16.925f, 5.45f, 6.575f, 17.795f}},
    // Arrays of vectors and a local const array from flat lists of scalars, indexed by loop counters.
    {"flat_lists_initialise_arrays_of_vectors", R"(
static const float2 s[3] = { 0, 1, 1, 0, 0.5, -2 };
void main(float4 p : POSITION, uniform float2 w, out float4 oPosition : POSITION, out float4 color : COLOR0)
{
  oPosition = p;
  const float3 t[2] = { 1, 2, 3, 4, 5, 6 };
  float2 acc = 0;
  for (int i = 0; i < 3; i++) acc += s[i] * w * (i + 1);
  float3 u = 0;
  for (int j = 0; j < 2; j++) u += t[j] * (j + 1);
  color = float4(acc, u.xy) + u.z;
}
)",
     {{"w", {0.5f, -4}}},
     {16.75f, 35, 24, 27}},  // acc (1.75, 20), u (9, 12, 15)
};

const char* const kFragment = "float4 main(float4 color : COLOR0) : COLOR { return color; }\n";

class LegacyRun : public ::testing::TestWithParam<std::tuple<RunCase, const char*>> {};

TEST_P(LegacyRun, LlvmpipeAgreesWithTheJit) {
  const auto& [c, version] = GetParam();
  if (std::string(version) == "110" && std::string(c.name) == "arrays_as_out_and_inout_arguments")
    GTEST_SKIP() << "GLSL 110 has no out or inout array parameters (C1600; GlslLegacyConstructsTest)";
  // The CPU JIT.
  Result<Context> context = Context::create(ContextOptions{1, 0});
  ASSERT_TRUE(context.ok()) << context.status().toString();
  // The CPU compile checks what the profile's GLSL version can express too: the version under test.
  ProgramOptions cpuOptions;
  cpuOptions.profileOptions.push_back(std::string("version=") + version);
  ProgramResult built = context.value().createProgram(c.source, "main", "glslv", cpuOptions);
  ASSERT_TRUE(built.ok()) << built.diagnostics.text << built.status.toString();
  Program& cpu = *built.program;
  for (const auto& [path, values] : c.uniforms) ASSERT_TRUE(cpu.setFloat(path, values).ok()) << path;
  const std::array<float, 4> position = {0, 0, 0, 1};
  std::array<float, 4> jit{};
  std::array<float, 4> clip{};
  ASSERT_TRUE(cpu.bindInput("POSITION", {position.data()}).ok());
  ASSERT_TRUE(cpu.bindOutput("COLOR0", {jit.data()}).ok());
  ASSERT_TRUE(cpu.bindOutput("POSITION", {clip.data()}).ok());
  ASSERT_TRUE(cpu.run(1).ok());
  ASSERT_TRUE(c.color.empty() || c.color.size() == 4u);
  for (std::size_t i = 0; i < c.color.size(); ++i)
    EXPECT_NEAR(jit[i], c.color[i], 1e-5 * std::max(1.0f, std::fabs(c.color[i]))) << "component " << i << " on the JIT";

  // llvmpipe.
  std::string error;
  auto headless = gl::HeadlessContext::create(&error);
  if (!headless) GTEST_SKIP() << "no headless GL context: " << error;
  auto program = gl::CgProgram::create(compile(c.source, "glslv", version), compile(kFragment, "glslf", version), &error);
  ASSERT_NE(program, nullptr) << error;
  for (const auto& [path, values] : c.uniforms) ASSERT_TRUE(program->set(path, values, &error)) << error;
  int location = program->attributeLocation("POSITION");
  ASSERT_GE(location, 0);
  gl::PointTarget target;
  gl::PointImage image;
  ASSERT_TRUE(gl::renderPoints(program->program(), {{location, 4, {0, 0, 0, 1}}}, 1, target, &image, &error)) << error;
  ASSERT_FALSE(image.colors.empty());
  for (int i = 0; i < 4; ++i) {
    float gpu = image.colors[0][static_cast<std::size_t>(i)];
    EXPECT_NEAR(gpu, jit[static_cast<std::size_t>(i)], 1e-5 * std::max(1.0f, std::fabs(gpu)))
        << "component " << i << " in GLSL " << version;
  }
}

INSTANTIATE_TEST_SUITE_P(Programs, LegacyRun,
                         ::testing::Combine(::testing::ValuesIn(kCases), ::testing::Values("110", "120", "100", "330")),
                         [](const auto& info) {
                           return std::string(std::get<0>(info.param).name) + "_" + std::get<1>(info.param);
                         });

// tex2Dlod in a fragment program (GL_ARB_shader_texture_lod before 330) through a sampler that is a uniform
// member of a varying struct parameter, bound by its Cg name `PREV.texture` on both back ends: level 1 of a
// mipmapped 4x4 texture (box-filtered on both), nearest filtering, at a texel centre.
TEST(LegacyRun, LodLookupThroughAStructMemberSampler) {
  const char* vertex = R"(
void main(float4 p : POSITION, uniform float4 uv, out float4 o : POSITION, out float4 t : TEXCOORD0)
{
  o = p;
  t = uv;
}
)";
  const char* fragment = R"(
struct pass_in { uniform float2 size; uniform sampler2D texture; float4 coord : TEXCOORD0; };
float4 main(pass_in PREV) : COLOR
{
  return tex2Dlod(PREV.texture, float4(PREV.coord.xy, 0, PREV.size.x)) * PREV.size.y;
}
)";
  std::vector<float> rgba(4 * 4 * 4);
  for (std::size_t i = 0; i < rgba.size(); ++i) rgba[i] = static_cast<float>((i * 7) % 13) / 13.0f;
  const std::vector<float> uv = {0.3f, 0.7f, 0, 1};
  const std::vector<float> size = {1, 2};  // level 1, scaled by 2

  Result<Context> context = Context::create(ContextOptions{1, 0});
  ASSERT_TRUE(context.ok()) << context.status().toString();
  std::string error;
  std::shared_ptr<CpuTexture> texture = CpuTexture::fromFloats(TextureShape{TextureKind::Tex2D, 4, 4}, rgba, &error);
  ASSERT_NE(texture, nullptr) << error;
  texture->generateMipmaps();
  SamplerState nearest;
  nearest.minFilter = MinFilter::NearestMipmapNearest;
  nearest.magFilter = MagFilter::Nearest;

  auto headless = gl::HeadlessContext::create(&error);
  if (!headless) GTEST_SKIP() << "no headless GL context: " << error;
  gl::TextureImage image{gl::TextureKind::Texture2D, 4, 4, 1, rgba, gl::Filter::Nearest, std::nullopt, true};
  auto glTexture = gl::Texture::create(image, &error);
  ASSERT_NE(glTexture, nullptr) << error;

  for (const char* version : {"110", "120", "330"}) {
    SCOPED_TRACE(version);
    ProgramOptions options;
    options.profileOptions.push_back(std::string("version=") + version);
    ProgramResult built = context.value().createProgram(fragment, "main", "glslf", options);
    ASSERT_TRUE(built.ok()) << built.diagnostics.text << built.status.toString();
    Program& cpu = *built.program;
    ASSERT_TRUE(cpu.setFloat("PREV.size", size).ok());
    ASSERT_TRUE(cpu.setTexture("PREV.texture", texture, nearest).ok());
    std::vector<float> coords;
    for (int i = 0; i < 4; ++i) coords.insert(coords.end(), uv.begin(), uv.end());
    std::vector<float> jit(16);
    ASSERT_TRUE(cpu.bindInput("TEXCOORD0", {coords.data()}).ok());
    ASSERT_TRUE(cpu.bindOutput("COLOR0", {jit.data()}).ok());
    ASSERT_TRUE(cpu.runFragments(4).ok());

    auto program = gl::CgProgram::create(compile(vertex, "glslv", version), compile(fragment, "glslf", version), &error);
    ASSERT_NE(program, nullptr) << error;
    ASSERT_TRUE(program->set("uv", uv, &error)) << error;
    ASSERT_TRUE(program->set("PREV.size", size, &error)) << error;
    ASSERT_TRUE(glTexture->bind(0, &error)) << error;
    ASSERT_TRUE(program->setSampler("PREV.texture", 0, &error)) << error;
    int location = program->attributeLocation("POSITION");
    ASSERT_GE(location, 0);
    gl::PointTarget target;
    gl::PointImage picture;
    ASSERT_TRUE(gl::renderPoints(program->program(), {{location, 4, {0, 0, 0, 1}}}, 1, target, &picture, &error))
        << error;
    ASSERT_FALSE(picture.colors.empty());
    // Level 1's texel (0, 1): the mean of level 0's texels (0..1, 2..3), times 2.
    float expected = 0;
    for (int y = 2; y < 4; ++y)
      for (int x = 0; x < 2; ++x) expected += rgba[static_cast<std::size_t>((y * 4 + x) * 4)] / 4.0f;
    EXPECT_NEAR(jit[0], 2 * expected, 1e-6);
    for (std::size_t i = 0; i < 4; ++i) EXPECT_NEAR(picture.colors[0][i], jit[i], 1e-5) << "component " << i;
  }
}

}  // namespace
}  // namespace cgx::test
