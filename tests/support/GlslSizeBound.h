// The bound on the GLSL writer's output size, shared by GlslSizeTest (examples, generated nestings) and
// EngineCorpusTest (the engine corpus): cgxc's GLSL is at most kMaxGlslBytesPerIrByte bytes per byte of its
// optimized IR dump (-dump-ir) of the same program, plus what every shader carries whatever its size
// (#version, ES precision statements, output declarations: a one-line program's GLSL is twice its IR).
// Linear output keeps the ratio small and flat (the examples measure 0.4-1.6); an operand printed once per
// component breaks the bound on the first nesting.
#pragma once

#include <cstddef>

namespace cgx::test {

inline constexpr double kMaxGlslBytesPerIrByte = 2.0;
inline constexpr std::size_t kGlslFixedBytes = 256;

inline bool withinGlslSizeBound(std::size_t glslBytes, std::size_t irBytes) {
  return static_cast<double>(glslBytes) <= kMaxGlslBytesPerIrByte * static_cast<double>(irBytes) + kGlslFixedBytes;
}

}  // namespace cgx::test
