// The C6E5v_skin4m workload every skinning benchmark runs (bench/JitBench.cpp): the same vertices and
// uniforms for the JIT, the scalar C++ baseline and Mesa llvmpipe, so their outputs can be compared before
// they are timed. Layouts are interleaved (AoS), as an application hands them over: 64 bytes of input and
// 40 bytes of output a vertex, 104 bytes in all (DESIGN.md's memory-bound figure).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgx::bench {

struct SkinVertex {
  float position[3];
  float normal[3];
  float texCoord[2];
  float weight[4];       // sums to 1
  float matrixIndex[4];  // 3 * bone number
};
static_assert(sizeof(SkinVertex) == 64);

struct SkinOutput {
  float position[4];
  float texCoord[2];
  float color[4];
};
static_assert(sizeof(SkinOutput) == 40);

struct SkinUniforms {
  float eyePosition[3];
  float lightPosition[3];
  float lightColor[4];
  float specularExponent;
  float ambient;
  float boneMatrix[72][4];    // 24 bones, 3 rows each (Cg float3x4 rows)
  float modelViewProj[4][4];  // row-major, Cg's order
};

struct SkinScene {
  SkinUniforms uniforms;
  std::vector<SkinVertex> vertices;
};

// Deterministic (fixed seed): unit normals, rigid bone transforms, weights summing to 1.
SkinScene makeSkinScene(std::size_t vertexCount);

// The baseline: C6E5v_skin4m written as plain scalar C++ (Skin4mScalar.cpp, built at -O2).
void skin4mScalar(const SkinUniforms& uniforms, const SkinVertex* vertices, SkinOutput* outputs, std::size_t count);

// Largest relative difference (absolute below 1) between two output arrays of the same length.
double maxRelativeDifference(const std::vector<SkinOutput>& a, const std::vector<SkinOutput>& b);

}  // namespace cgx::bench
