// Constructs GLSL 110/120 (and ES 100) lack but cgc 3.1 writes for them, and the sampler placements engines
// use: each program compiles in every version and glslang accepts the GLSL. What the versions
// compute is checked on llvmpipe against the CPU JIT (tests/glsl/LegacyConstructsRunTest.cpp).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "GlslangCheck.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

struct Program {
  const char* name;
  const char* profile;  // glslv / glslf
  const char* source;
  const char* expect;  // text the 110 output contains
  const char* unavailableIn = "";  // the version that cannot express it: C1600 naming this text there
};

const Program kPrograms[] = {
    {"lod_lookups_in_a_fragment_program", "glslf", R"(
float4 main(float4 uv : TEXCOORD0, uniform sampler2D s, uniform samplerCUBE c) : COLOR
{
  return tex2Dlod(s, uv) + texCUBElod(c, uv);
}
)", "texture2DLod(s, "},
    {"derivative_lookups_in_a_fragment_program", "glslf", R"(
float4 main(float4 uv : TEXCOORD0, uniform sampler2D s, uniform samplerCUBE c) : COLOR
{
  return tex2D(s, uv.xy, uv.zw, uv.wz) + texCUBE(c, uv.xyz, uv.xyz, uv.zyx);
}
)", "texture2DGradARB(s, "},
    {"inverse_and_determinant", "glslv", R"(
float4 main(float4 p : POSITION, uniform float4x4 m, uniform float3x3 n, uniform float2x2 q) : POSITION
{
  return mul(inverse(m), p) + float4(mul(inverse(n), p.xyz), determinant(m)) +
         float4(mul(inverse(q), p.xy), determinant(n), determinant(q));
}
)", "cgx_inverse(m)"},
    {"non_square_matrix_products", "glslv", R"(
float4 main(float4 p : POSITION, uniform float3x4 a, uniform float4x3 b, uniform float2x3 c) : POSITION
{
  float3x3 ab = mul(a, b);
  float2x4 ca = mul(c, a);
  float4x4 ba = mul(b, a);
  return float4(mul(ab, p.xyz), 1) + float4(mul(ca, p), 0, 0) + mul(ba, p);
}
)", "cgx_mat3("},
    {"transpose", "glslv", R"(
float4 main(float4 p : POSITION, uniform float2x3 a, uniform float4x4 b) : POSITION
{
  return float4(mul(transpose(a), p.xy), 1) + mul(transpose(b), p);
}
)", "cgx_transpose(a)"},
    {"sampler_parameters_with_texture_units", "glslf", R"(
float4 main(float2 uv : TEXCOORD0, in sampler2D s0 : TEXUNIT0, uniform sampler2D s3 : TEXUNIT3,
            sampler2D sx) : COLOR
{
  return tex2D(s0, uv) + tex2D(s3, uv) + tex2D(sx, uv);
}
)", "uniform sampler2D s0;"},
    {"generic_samplers", "glslf", R"(
float4 main(float4 uv : TEXCOORD0, uniform sampler s, uniform sampler t) : COLOR
{
  return tex2D(s, uv.xy) + texCUBE(t, uv.xyz);
}
)", "uniform samplerCube t;"},
    {"struct_parameter_with_uniform_members_fragment", "glslf", R"(
struct pass_in { uniform float2 size; uniform sampler2D texture; float2 coord : TEXCOORD0; };
float4 main(pass_in PREV) : COLOR
{
  return tex2D(PREV.texture, PREV.coord / PREV.size);
}
)", "uniform sampler2D PREV_texture;"},
    {"struct_parameter_with_uniform_members_vertex", "glslv", R"(
struct pass_in { uniform float2 size; uniform sampler2D texture; float2 coord : TEXCOORD0; };
struct vout { float4 pos : POSITION; float2 coord : TEXCOORD0; };
vout main(float4 p : POSITION, pass_in PREV)
{
  vout o;
  o.pos = p + PREV.size.xyxy;
  o.coord = PREV.coord;
  return o;
}
)", "uniform vec2 PREV_size;"},
    {"arrays_as_out_and_inout_arguments", "glslv", R"(
struct S { float4 v[2]; };
void fill(out float4 a[3], float4 p) { a[0] = p; a[1] = p * 2; a[2] = p * 3; }
void shift(inout float4 a[2], float4 p) { a[0] += p; a[1] -= p; }
float4 main(float4 p : POSITION, uniform float4 k[2]) : POSITION
{
  float4 arr[3];
  S s;
  fill(arr, p);
  s.v = k;
  shift(s.v, p);
  float4 c[2] = k;
  shift(c, p);
  return arr[0] + arr[1] + arr[2] + s.v[0] + c[1];
}
)", "", "110"},
    {"whole_array_stores", "glslv", R"(
struct S { float4 v[2]; };
float4 main(float4 p : POSITION, uniform float4 k[2]) : POSITION
{
  S s;
  s.v = k;
  float4 c[2] = k;
  c[0] += p;
  return s.v[1] + c[0] + c[1];
}
)", "c[1] = k[1];"},
};

class LegacyConstruct : public ::testing::TestWithParam<std::tuple<Program, const char*>> {};

TEST_P(LegacyConstruct, CompilesAndValidates) {
  const auto& [program, version] = GetParam();
  ProcessOptions options;
  options.stdinText = program.source;
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", program.profile, "-po", std::string("version=") + version, "-"},
                               options);
  if (std::string(version) == program.unavailableIn) {
    // Mesa: "arrays cannot be out or inout parameters in GLSL 1.10" (glslang accepts them).
    EXPECT_TRUE(r.exitedWith(1)) << r.describe();
    EXPECT_NE(r.err.find("C1600"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("GLSL 120"), std::string::npos) << r.err;
    return;
  }
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  if (std::string(version) == "110" && *program.expect != '\0') {
    EXPECT_NE(r.out.find(program.expect), std::string::npos) << r.out;
  }

  EXPECT_EQ(glslangErrors(r.out, std::string(program.profile) == "glslf" ? "frag" : "vert"), "") << "GLSL " << version;
}

INSTANTIATE_TEST_SUITE_P(Programs, LegacyConstruct,
                         ::testing::Combine(::testing::ValuesIn(kPrograms),
                                            ::testing::Values("110", "120", "330", "100", "300es")),
                         [](const auto& info) {
                           std::string v = std::get<1>(info.param);
                           return std::string(std::get<0>(info.param).name) + "_" + v;
                         });

}  // namespace
}  // namespace cgx::test
