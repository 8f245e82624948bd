// Shared by the libCg tests: a context per test, a program with structs, arrays, matrices, samplers and
// defaults, and the error check every misuse test makes.
#pragma once

#include <Cg/cg.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace cgx::test {

// The first n floats of a parameter's value (cgGetParameterValuefr, which must return n); -1 where unset.
inline std::vector<float> valueOf(CGparameter p, int n) {
  std::vector<float> v(static_cast<std::size_t>(n), -1.0f);
  EXPECT_EQ(cgGetParameterValuefr(p, n, v.data()), n);
  return v;
}

inline constexpr const char* kLibCgVertex =
    "struct Light { float3 pos; float4 color; };\n"
    "uniform Light light;\n"
    "uniform float4x4 mvp;\n"
    "uniform float a[3] = {1, 2, 3};\n"
    "uniform float2x3 m23 = {1, 2, 3, 4, 5, 6};\n"
    "uniform sampler2D tex;\n"
    "uniform float unused;\n"
    "void main(float4 p : POSITION, float2 uv : TEXCOORD0, out float4 op : POSITION,\n"
    "          out float4 oc : COLOR, uniform float k = 2.0) {\n"
    "  op = mul(mvp, p) + float4(light.pos, 0) * a[1] * k + float4(mul(m23, float3(1, 1, 1)), 0, 0);\n"
    "  oc = light.color + tex2D(tex, uv);\n"
    "}\n";

inline constexpr const char* kLibCgFragment =
    "float4 main(float4 c : COLOR0, uniform float4 tint) : COLOR { return c * tint; }\n";

// A bogus handle of each kind: never returned by the library (no kind tag), so it must be refused.
template <typename Handle>
Handle bogus() {
  return reinterpret_cast<Handle>(static_cast<std::uintptr_t>(0x1234));
}

class LibCg : public ::testing::Test {
 protected:
  void SetUp() override {
    cgGetError();  // no error left over from another test
    context = cgCreateContext();
    ASSERT_NE(context, nullptr);
  }
  void TearDown() override { cgDestroyContext(context); }

  CGprogram vertexProgram() {
    CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgVertex, CG_PROFILE_GLSLV, "main", nullptr);
    EXPECT_NE(program, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    EXPECT_EQ(cgGetError(), CG_NO_ERROR);
    return program;
  }
  CGparameter named(CGprogram program, const char* name) {
    CGparameter parameter = cgGetNamedParameter(program, name);
    EXPECT_NE(parameter, nullptr) << name;
    return parameter;
  }

  CGcontext context = nullptr;
};

}  // namespace cgx::test
