// Cg's intrinsics at the edges of their domain, run as cgxc's GLSL on Mesa llvmpipe: the GLSL chosen for an
// intrinsic must compute Cg's definition wherever Cg defines it, not GLSL's twin where the two part
// (clamp with min > max, smoothstep with edge0 >= edge1, refract at grazing incidence, fmod's sign, round's
// halves, integer division of negatives, ...). Each row is one fragment program over three float4 inputs
// whose four components are four edge cases; the expected values are Cg's definitions worked by hand, and
// NVIDIA cgc's own GLSL for the same program is run beside ours where /usr/bin/cgc is installed, so the
// table itself is checked against the judge. The CPU JIT (cgx-run) runs the same table.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "Subprocess.h"
#include "gl/HeadlessContext.h"
#include "gl/PointRenderer.h"
#include "gl/Program.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

constexpr float kPi = 3.14159265f;

struct Row {
  const char* name;
  const char* expression;  // Cg, over float4 x, y, z
  std::vector<float> x, y, z, want;
  const char* cgcDiffers = nullptr;  // why cgc's GLSL does not compute Cg's definition on this machine
};

void PrintTo(const Row& r, std::ostream* os) { *os << r.name << ": " << r.expression; }

const std::vector<Row>& rows() {
  static const std::vector<Row> kRows = {
      // clamp(x, a, b) is max(a, min(b, x)): a wherever a > b.
      {"clamp", "clamp(x, y, z)", {0.5f, 2, -1, 0.5f}, {0.75f, 0, 0, 0}, {0.25f, 1, 1, 1}, {0.75f, 1, 0, 0.5f}},
      {"clampScalarBounds", "clamp(x, y.x, z.x)", {0.5f, 2, -1, 0.3f}, {0.75f, 0, 0, 0}, {0.25f, 0, 0, 0},
       {0.75f, 0.75f, 0.75f, 0.75f}},
      // smoothstep(a, b, x): t = clamp((x - a) / (b - a), 0, 1), t * t * (3 - 2t); a > b and a == b included.
      {"smoothstep", "smoothstep(y, z, x)", {0.25f, 0.25f, 0.75f, 0.25f}, {1, 0, 0.5f, 0.5f}, {0, 1, 0.5f, 0.5f},
       {0.84375f, 0.15625f, 1, 0}},
      // fmod(a, b) = a - b * trunc(a / b): the sign of a. Cg's % on floats is the same.
      {"fmod", "fmod(x, y)", {-5.5f, 5.5f, -5.5f, 3}, {2, -2, -2, 1.5f}, {0, 0, 0, 0}, {-1.5f, 1.5f, -1.5f, 0}},
      // round is floor(x + 0.5): halves go up.
      {"round", "round(x)", {0.5f, -0.5f, 2.5f, -2.5f}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 3, -2}},
      // atan2(y, x) on the axes.
      {"atan2", "atan2(x, y)", {1, -1, 0, 0}, {0, 0, -1, 1}, {0, 0, 0, 0}, {kPi / 2, -kPi / 2, kPi, 0}},
      // step(a, x) = x >= a.
      {"step", "step(x, y)", {1, 1, -1, 0}, {1, 0.999f, -1, -0.0f}, {0, 0, 0, 0}, {1, 0, 1, 1}},
      {"sign", "sign(x)", {0, -0.0f, -2, 3}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, -1, 1}},
      {"frac", "frac(x)", {-1.25f, 1.25f, -0.0f, 3}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0.75f, 0.25f, 0, 0}},
      {"saturate", "saturate(x)", {-1, 2, 0.5f, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 1, 0.5f, 1}},
      // refract at exactly grazing incidence (cost2 = 0): Cg gives 0, GLSL's refract the incident vector.
      {"refractGrazing", "float4(refract(x.xyz, y.xyz, z.x), 1)", {1, 0, 0, 0}, {0, 1, 0, 0}, {1, 0, 0, 0},
       {0, 0, 0, 1}},
      {"refract", "float4(refract(x.xyz, y.xyz, z.x), 1)", {0.70710677f, -0.70710677f, 0, 0}, {0, 1, 0, 0},
       {0.5f, 0, 0, 0}, {0.35355339f, -0.93541435f, 0, 1}},
      {"refractTotal", "float4(refract(x.xyz, y.xyz, z.x), 1)", {0.70710677f, -0.70710677f, 0, 0}, {0, 1, 0, 0},
       {2, 0, 0, 0}, {0, 0, 0, 1}},
      // lit: specular 0 where n.l <= 0.
      {"litBehind", "lit(x.x, x.y, x.z)", {-1, 0.5f, 2, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 1}},
      {"lit", "lit(x.x, x.y, x.z)", {0.5f, 0.5f, 2, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0.5f, 0.25f, 1}},
      // faceforward(n, i, ng) = dot(ng, i) < 0 ? n : -n: -n when the dot is 0.
      {"faceforward", "float4(faceforward(x.xyz, y.xyz, z.xyz), 1)", {1, 2, 3, 0}, {1, 0, 0, 0}, {0, 1, 0, 0},
       {-1, -2, -3, 1}},
      {"pow", "pow(x, y)", {0, 2, 4, 1}, {2, 0.5f, -0.5f, 7}, {0, 0, 0, 0}, {0, 1.41421356f, 0.5f, 1}},
      {"ldexp", "ldexp(x, y)", {1.5f, -3, 1, 0.75f}, {2, -1, 0, 3}, {0, 0, 0, 0}, {6, -1.5f, 1, 6}},
      {"lerp", "lerp(x, y, z)", {0, 1, -2, 4}, {1, 3, 2, 4}, {0.25f, 1, 0.5f, 2}, {0.25f, 3, 0, 4}},
      // Rounding toward zero, down and up, on both sides of zero (trunc is a helper before GLSL 1.30).
      {"trunc", "trunc(x)", {-1.5f, 1.5f, -0.5f, 2.75f}, {0, 0, 0, 0}, {0, 0, 0, 0}, {-1, 1, 0, 2}},
      {"floor", "floor(x)", {-1.5f, 1.5f, -0.5f, -2}, {0, 0, 0, 0}, {0, 0, 0, 0}, {-2, 1, -1, -2}},
      {"ceil", "ceil(x)", {-1.5f, 1.5f, -0.5f, -2}, {0, 0, 0, 0}, {0, 0, 0, 0}, {-1, 2, 0, -2}},
      {"fmodSmall", "fmod(x, y)", {1, -1, 0.5f, -0.5f}, {3, 3, -3, -3}, {0, 0, 0, 0}, {1, -1, 0.5f, -0.5f}},
      // (abs, min and max of int vectors are ambiguous in Cg 3.1, C1101 in cgc as in cgxc: not rows here.)
      {"exp2log2", "float4(exp2(x.xy), log2(y.xy))", {0, -1, 0, 0}, {8, 0.5f, 0, 0}, {0, 0, 0, 0}, {1, 0.5f, 3, -1}},
      {"sqrtRsqrt", "float4(sqrt(x.xy), rsqrt(y.xy))", {0, 4, 0, 0}, {4, 0.25f, 0, 0}, {0, 0, 0, 0}, {0, 2, 0.5f, 2}},
      // asin and acos at the ends of their domain; cgc's are Cg's polynomial approximations.
      {"asinAcos", "float4(asin(x.xy), acos(y.xy))", {1, -1, 0, 0}, {-1, 1, 0, 0}, {0, 0, 0, 0},
       {kPi / 2, -kPi / 2, kPi, 0}},
      // reflect(i, n) = i - 2 n dot(n, i); distance and length.
      {"reflect", "float4(reflect(x.xyz, y.xyz), distance(x.xyz, z.xyz))", {1, -1, 0, 0}, {0, 1, 0, 0}, {1, -1, 3, 0},
       {1, 1, 0, 3}},
      {"crossDegrees", "float4(cross(x.xyz, y.xyz).xz, degrees(z.x), radians(z.y))", {1, 0, 0, 0}, {0, 1, 0, 0},
       {kPi, 180, 0, 0}, {0, 1, 180, kPi}},
      // all and any of comparisons, and the bool-to-float conversion.
      {"allAny", "float4(all(x > y), any(x > y), all(x.xy == x.xy), any(x < x))", {1, 2, 3, 4}, {0, 2, 0, 0},
       {0, 0, 0, 0}, {0, 1, 1, 0}},
      {"determinant", "float4(determinant(float2x2(x.xy, y.xy)), determinant(float3x3(x.xyz, y.xyz, z.xyz)), 0, 1)",
       {2, 1, 0, 0}, {1, 3, 0, 0}, {0, 0, 4, 0}, {5, 20, 0, 1}},
      // Integer division truncates, % takes the dividend's sign (C's rules, which Cg keeps).
      {"intDivide", "(float4)((int4)x / (int4)y)", {-7, 7, -7, 7}, {2, -2, -2, 2}, {0, 0, 0, 0}, {-3, -3, 3, 3}},
      {"intRemainder", "(float4)((int4)x % (int4)y)", {-7, 7, -7, 7}, {2, -2, -2, 2}, {0, 0, 0, 0}, {-1, 1, -1, 1},
       "cgc writes GLSL's %, undefined for negative operands: llvmpipe computes it unsigned (-7 % 2 = 1) where "
       "cgc's own fp40 code truncates as C does"},
  };
  return kRows;
}

std::string program(const Row& r) {
  return std::string("float4 main(float4 x : TEXCOORD0, float4 y : TEXCOORD1, float4 z : TEXCOORD2) : COLOR {\n") +
         "  return " + r.expression + ";\n}\n";
}

// A vertex shader putting the one point on the pixel and passing the three inputs to `names`.
std::string passThrough(bool modern, const std::vector<std::string>& names, bool declare) {
  std::string s = modern ? "#version 330\nlayout(location = 0) in vec2 position;\n" : "#version 110\nattribute vec2 position;\n";
  for (int i = 0; i < 3; ++i) {
    std::string input = "a" + std::to_string(i);
    s += modern ? "layout(location = " + std::to_string(i + 1) + ") in vec4 " + input + ";\n" : "attribute vec4 " + input + ";\n";
    if (declare) s += std::string(modern ? "out" : "varying") + " vec4 " + names[i] + ";\n";
  }
  s += "void main() {\n  gl_Position = vec4(position, 0.0, 1.0);\n";
  for (int i = 0; i < 3; ++i) s += "  " + names[i] + " = a" + std::to_string(i) + ";\n";
  return s + "}\n";
}

class IntrinsicEdges : public ::testing::TestWithParam<Row> {
 protected:
  static void SetUpTestSuite() {
    context_ = gl::HeadlessContext::create(&contextError_).release();
  }
  static void TearDownTestSuite() {
    delete context_;
    context_ = nullptr;
  }
  void SetUp() override {
    if (context_ == nullptr) GTEST_SKIP() << "no headless GL context: " << contextError_;
  }

  // Draws the row's one point with `vertex` + `fragment`; the colour, or empty with *error set.
  static std::vector<float> run(const Row& r, const std::string& vertex, const std::string& fragment, bool modern,
                                std::string* error) {
    gl::ProgramSource source;
    source.vertex = vertex;
    source.fragment = fragment;
    if (!modern) source.attributeLocations = {{"position", 0}, {"a0", 1}, {"a1", 2}, {"a2", 3}};
    std::unique_ptr<gl::Program> p = gl::Program::create(source, error);
    if (!p) return {};
    std::vector<gl::VertexStream> streams = {{0, 2, gl::pixelCenterPositions(1, 1)}, {1, 4, r.x}, {2, 4, r.y}, {3, 4, r.z}};
    gl::PointTarget target;
    gl::PointImage image;
    if (!gl::renderPoints(*p, streams, 1, target, &image, error)) return {};
    return std::vector<float>(image.colors.at(0).begin(), image.colors.at(0).begin() + 4);
  }

  static void expectCg(const Row& r, const std::vector<float>& got, double tolerance, const std::string& who,
                       const std::string& glsl) {
    ASSERT_EQ(got.size(), 4u);
    for (int i = 0; i < 4; ++i) {
      double want = r.want[i];
      EXPECT_NEAR(got[i], want, tolerance * std::max(1.0, std::fabs(want)))
          << who << ", component " << i << " of " << r.expression << " with x=" << r.x[i] << " y=" << r.y[i]
          << " z=" << r.z[i] << "\n--- GLSL ---\n" << glsl;
    }
  }

  static gl::HeadlessContext* context_;
  static std::string contextError_;
};

gl::HeadlessContext* IntrinsicEdges::context_ = nullptr;
std::string IntrinsicEdges::contextError_;

TEST_P(IntrinsicEdges, CgxcGlslComputesCgsDefinition) {
  const Row& r = GetParam();
  for (const std::string version : {"110", "330"}) {
    ProcessOptions options;
    options.stdinText = program(r);
    ProcessResult c = runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-po", "version=" + version, "-entry", "main", "-"},
                                 options);
    ASSERT_TRUE(c.exitedWith(0)) << c.describe() << "\n" << program(r);
    bool modern = version == "330";
    std::string error;
    std::vector<float> got =
        run(r, passThrough(modern, {"cgx_TEXCOORD0", "cgx_TEXCOORD1", "cgx_TEXCOORD2"}, true), c.out, modern, &error);
    ASSERT_FALSE(got.empty()) << error << "\n--- GLSL ---\n" << c.out;
    expectCg(r, got, 1e-5, "cgxc's GLSL " + version, c.out);
  }
}

// The CPU JIT (through cgx-run) computes the same: the standard library's Cg definitions are what both back
// ends compile (clamp was min(max(x, a), b) there: b, not a, when a > b).
TEST_P(IntrinsicEdges, CpuJitComputesCgsDefinition) {
  const Row& r = GetParam();
  fs::path dir = fs::temp_directory_path() / ("cgx_edges_jit_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "edge.cg") << program(r);
  nlohmann::json input;  // fragments run in 2x2 quads: four invocations of the same inputs
  for (int i = 0; i < 4; ++i) {
    input["inputs"]["TEXCOORD0"].push_back(r.x);
    input["inputs"]["TEXCOORD1"].push_back(r.y);
    input["inputs"]["TEXCOORD2"].push_back(r.z);
  }
  std::ofstream(dir / "in.json") << input.dump();
  ProcessResult c = runProcess({CGX_RUN_PATH, (dir / "edge.cg").string(), "-entry", "main", "-profile", "fp40", "-input",
                                (dir / "in.json").string()});
  fs::remove_all(dir);
  ASSERT_TRUE(c.exitedWith(0)) << c.describe();
  nlohmann::json out = nlohmann::json::parse(c.out);
  std::vector<float> got;
  for (const nlohmann::json& v : out["outputs"]["COLOR0"][0]) got.push_back(v.is_number() ? v.get<float>() : NAN);
  expectCg(r, got, 1e-5, "the CPU JIT", program(r));
}

// The table's expected values are cgc's: its GLSL (110, gl_TexCoord[n] inputs) on the same machine.
TEST_P(IntrinsicEdges, CgcGlslAgreesWithTheTable) {
  const Row& r = GetParam();
  if (!fs::exists("/usr/bin/cgc")) GTEST_SKIP() << "NVIDIA cgc is not installed";
  if (r.cgcDiffers) GTEST_SKIP() << r.cgcDiffers;
  ProcessOptions options;
  options.stdinText = program(r);
  fs::path file = fs::temp_directory_path() / ("cgx_edges_" + std::to_string(getpid()) + ".cg");
  std::ofstream(file) << program(r);
  ProcessResult c = runProcess({"/usr/bin/cgc", "-q", "-profile", "glslf", "-entry", "main", file.string()});
  fs::remove(file);
  ASSERT_TRUE(c.exitedWith(0)) << c.describe();
  std::string error;
  std::vector<float> got =
      run(r, passThrough(false, {"gl_TexCoord[0]", "gl_TexCoord[1]", "gl_TexCoord[2]"}, false), c.out, false, &error);
  ASSERT_FALSE(got.empty()) << error << "\n--- cgc's GLSL ---\n" << c.out;
  expectCg(r, got, 1e-4, "cgc's GLSL", c.out);  // cgc's atan2 is a polynomial good to about 1e-5
}

INSTANTIATE_TEST_SUITE_P(Table, IntrinsicEdges, ::testing::ValuesIn(rows()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace cgx::test
