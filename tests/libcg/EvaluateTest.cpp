// cgEvaluateProgram: a CG_PROFILE_GENERIC program run on cgx's CPU back end (libcgx-cgeval.so, loaded on
// first use) over a grid: POSITION reads each point's centre, PSIZE the spacing, COLOR is stored; the
// uniform values set through the API are the ones used; the manual's errors.
#include "LibCgTest.h"

#include <vector>

namespace {

using cgx::test::LibCg;

class Evaluate : public LibCg {
 protected:
  CGprogram generic(const char* source) {
    CGprogram program = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GENERIC, "main", nullptr);
    EXPECT_NE(program, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    return program;
  }
};

TEST_F(Evaluate, PointsSpacingAndUniforms) {
  CGprogram program = generic(
      "float4 main(float3 p : POSITION, float3 step : PSIZE, uniform float3x3 m, uniform float4 k) : COLOR {\n"
      "  return float4(mul(m, p), step.y) * k;\n"
      "}\n");
  ASSERT_NE(program, nullptr);
  EXPECT_TRUE(cgIsProfileSupported(CG_PROFILE_GENERIC));
  const float m[9] = {0, 1, 0, 1, 0, 0, 0, 0, 2};  // swaps x and y, doubles z
  cgSetMatrixParameterfr(cgGetNamedParameter(program, "m"), m);
  cgSetParameter4f(cgGetNamedParameter(program, "k"), 1, 2, 3, 10);
  std::vector<float> out(4 * 2 * 4 * 1, -1.0f);
  cgEvaluateProgram(program, out.data(), 4, 2, 4, 1);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 2; ++x) {
      const float* v = &out[static_cast<std::size_t>((y * 2 + x) * 4)];  // x varies fastest
      const float px = (x + 0.5f) / 2, py = (y + 0.5f) / 4, pz = 0.5f;
      EXPECT_FLOAT_EQ(v[0], py * 1) << x << "," << y;
      EXPECT_FLOAT_EQ(v[1], px * 2) << x << "," << y;
      EXPECT_FLOAT_EQ(v[2], 2 * pz * 3) << x << "," << y;
      EXPECT_FLOAT_EQ(v[3], 0.25f * 10) << x << "," << y;  // the y spacing
    }
  // Fewer components per point: the first ncomps of COLOR, packed.
  std::vector<float> two(2 * 2, -1.0f);
  cgSetParameter4f(cgGetNamedParameter(program, "k"), 1, 1, 1, 1);
  cgEvaluateProgram(program, two.data(), 2, 2, 1, 1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FLOAT_EQ(two[0], 0.5f);
  EXPECT_FLOAT_EQ(two[1], 0.25f);
  EXPECT_FLOAT_EQ(two[2], 0.5f);
  EXPECT_FLOAT_EQ(two[3], 0.75f);
  // An empty grid evaluates nothing.
  cgEvaluateProgram(program, two.data(), 2, 0, 1, 1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(Evaluate, Misuses) {
  CGprogram program = generic("float4 main(float3 p : POSITION) : COLOR { return float4(p, 1); }\n");
  float buffer[16];
  for (int ncomps : {0, 5, -1}) {
    cgEvaluateProgram(program, buffer, ncomps, 1, 1, 1);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << ncomps;
  }
  cgEvaluateProgram(program, nullptr, 4, 1, 1, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgEvaluateProgram(program, buffer, 4, 1, -1, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgEvaluateProgram(program, buffer, 4, 1 << 20, 1 << 20, 1);  // too many points to be a grid in memory
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgEvaluateProgram(nullptr, buffer, 4, 1, 1, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  CGprogram fragment = cgCreateProgram(context, CG_SOURCE, cgx::test::kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  cgEvaluateProgram(fragment, buffer, 4, 1, 1, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
}

// The program's compiler arguments reach the evaluation as they reached its compile (cgc's code-generation
// options among them accepted and dropped).
TEST_F(Evaluate, CompilerArgumentsReachTheEvaluation) {
  const char* args[] = {"-DSCALE=3", "-O3", "-unroll", "all", nullptr};
  CGprogram program = cgCreateProgram(context, CG_SOURCE,
                                      "float4 main(float3 p : POSITION) : COLOR { return float4(SCALE, p.x, 0, 1); }",
                                      CG_PROFILE_GENERIC, "main", args);
  ASSERT_NE(program, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
  float out[4] = {};
  cgEvaluateProgram(program, out, 4, 1, 1, 1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
  EXPECT_FLOAT_EQ(out[0], 3.0f);
  EXPECT_FLOAT_EQ(out[1], 0.5f);
}

// Integer and bool uniforms reach the evaluation with their values too.
TEST_F(Evaluate, IntAndBoolUniforms) {
  CGprogram program = generic(
      "float4 main(float3 p : POSITION, uniform int n, uniform bool flip) : COLOR {\n"
      "  return float4(n, flip ? 1 : -1, 0, 1);\n"
      "}\n");
  ASSERT_NE(program, nullptr);
  cgSetParameter1i(cgGetNamedParameter(program, "n"), 7);
  cgSetParameter1i(cgGetNamedParameter(program, "flip"), 1);
  float out[4] = {};
  cgEvaluateProgram(program, out, 4, 1, 1, 1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FLOAT_EQ(out[0], 7.0f);
  EXPECT_FLOAT_EQ(out[1], 1.0f);
  cgSetParameter1i(cgGetNamedParameter(program, "flip"), 0);
  cgEvaluateProgram(program, out, 4, 1, 1, 1);
  EXPECT_FLOAT_EQ(out[1], -1.0f);
}

// A program created in manual compile mode is compiled by the evaluation.
TEST_F(Evaluate, CompilesAProgramNotCompiledYet) {
  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  CGprogram program = generic("float4 main(float3 p : POSITION) : COLOR { return float4(p.zyx, 1); }\n");
  EXPECT_FALSE(cgIsProgramCompiled(program));
  float out[4] = {};
  cgEvaluateProgram(program, out, 4, 1, 1, 1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_TRUE(cgIsProgramCompiled(program));
  EXPECT_FLOAT_EQ(out[0], 0.5f);
  EXPECT_FLOAT_EQ(out[3], 1.0f);
}

}  // namespace
