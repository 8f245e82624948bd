// Helpers the CPU texture tests share: one-lane lookups through cgx_rt_sample (the kernels' real entry
// point), texture construction that fails the test on a bad shape, and texel data.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <random>
#include <vector>

#include <cgx/Texture.h>
#include <cgx/TextureTable.h>
#include "ir/Types.h"
#include "llvm/KernelAbi.h"

namespace cgx::texture_test {

using Rgba = std::array<float, 4>;
using ir::SamplerDim;
using jit::SampleKind;

// One texture lookup, as a kernel lane would ask for it.
struct Lookup {
  SampleKind kind = SampleKind::Implicit;
  SamplerDim dim = SamplerDim::D2;
  std::array<float, 4> coord{0, 0, 0, 0};
  std::array<float, 3> ddx{0, 0, 0};
  std::array<float, 3> ddy{0, 0, 0};
  float lodOrBias = 0;
  float ref = 0;
  bool compare = false;
  std::uint32_t unit = 0;
};

// Puts `lookup` in lane 0 of a 4-lane request (lanes 1-3 inactive) and returns lane 0's result.
inline Rgba sampleOne(const TextureTable* table, const Lookup& lookup) {
  jit::SampleRequest request;
  request.kind = lookup.kind;
  request.dim = static_cast<std::uint32_t>(lookup.dim);
  request.lanes = 4;
  request.activeMask = 1;
  request.compare = lookup.compare ? 1 : 0;
  request.unit[0] = lookup.unit;
  for (int c = 0; c < 4; ++c) request.coord[c][0] = lookup.coord[static_cast<std::size_t>(c)];
  for (int c = 0; c < 3; ++c) {
    request.ddx[c][0] = lookup.ddx[static_cast<std::size_t>(c)];
    request.ddy[c][0] = lookup.ddy[static_cast<std::size_t>(c)];
  }
  request.lodOrBias[0] = lookup.lodOrBias;
  request.ref[0] = lookup.ref;
  for (auto& component : request.result) component[0] = -12345.0f;  // must be overwritten
  cgx_rt_sample(table == nullptr ? nullptr : table->kernelArgument(), &request);
  return {request.result[0][0], request.result[1][0], request.result[2][0], request.result[3][0]};
}

inline Rgba sampleOne(const TextureTable& table, const Lookup& lookup) { return sampleOne(&table, lookup); }

// The texture, or a failed test (and null) when the factory refuses the shape.
inline std::shared_ptr<CpuTexture> makeTexture(const TextureShape& shape, const std::vector<float>& rgba) {
  std::string error;
  std::shared_ptr<CpuTexture> texture = CpuTexture::fromFloats(shape, rgba, &error);
  EXPECT_NE(texture, nullptr) << error;
  return texture;
}

inline TextureShape shape(TextureKind kind, int width, int height = 1, int depth = 1, int layers = 1) {
  return TextureShape{kind, width, height, depth, layers};
}

// `count` RGBA texels with components uniform in [0, 1).
inline std::vector<float> randomTexels(std::size_t count, std::mt19937& random) {
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  std::vector<float> rgba(count * 4);
  for (float& value : rgba) value = unit(random);
  return rgba;
}

// Texel i is (i, 10 + i, 100 + i, 1000 + i): the value says which texel was read.
inline std::vector<float> indexTexels(std::size_t count) {
  std::vector<float> rgba;
  for (std::size_t i = 0; i < count; ++i) {
    const float v = static_cast<float>(i);
    rgba.insert(rgba.end(), {v, 10 + v, 100 + v, 1000 + v});
  }
  return rgba;
}

inline Rgba texelAt(const std::vector<float>& rgba, std::size_t index) {
  return {rgba[index * 4], rgba[index * 4 + 1], rgba[index * 4 + 2], rgba[index * 4 + 3]};
}

inline SamplerState nearestState(Wrap wrap = Wrap::Repeat) {
  SamplerState state;
  state.minFilter = MinFilter::Nearest;
  state.magFilter = MagFilter::Nearest;
  state.wrapS = state.wrapT = state.wrapR = wrap;
  return state;
}

inline SamplerState linearState(Wrap wrap = Wrap::Repeat) {
  SamplerState state;
  state.minFilter = MinFilter::Linear;
  state.magFilter = MagFilter::Linear;
  state.wrapS = state.wrapT = state.wrapR = wrap;
  return state;
}

inline void expectRgbaNear(const Rgba& actual, const Rgba& expected, float tolerance, const std::string& what = "") {
  for (std::size_t c = 0; c < 4; ++c)
    EXPECT_NEAR(actual[c], expected[c], tolerance) << what << " component " << c;
}

}  // namespace cgx::texture_test
