// Filtered lookups of one texture: the level of detail from derivatives (GL 4.5 section 8.14.1), the
// choice of level(s) by the minification or magnification filter (8.14.3), nearest or linear filtering
// within a level (8.14.2), and shadow comparison of each texel before filtering (8.23.1).
#pragma once

#include <array>
#include <cstdint>

#include <cgx/SamplerState.h>
#include <cgx/Texture.h>

namespace cgx {

using Rgba = std::array<float, 4>;

// Where to sample, after cube face selection and array layer selection.
struct SamplePoint {
  float coord[3] = {0, 0, 0};  // s, t, r normalized to [0, 1] per level (Rect: texel units); unused ones 0
  int layer = 0;               // array layer or cube face, inside the texture
};

// A shadow lookup: each texel becomes (v, v, v, 1), v = 1 when `reference func texel.r` holds, else 0.
struct Comparison {
  float reference = 0;
  CompareFunc func = CompareFunc::LessEqual;
};

// Whether the minification filter filters linearly within a level (GL_LINEAR, GL_LINEAR_MIPMAP_*).
bool filtersWithinLevelLinearly(MinFilter filter);

// log2(rho): rho = max(|d(u,v,w)/dx|, |d(u,v,w)/dy|), (u, v, w) the coordinates scaled by level 0's size
// (Rect: already texel units). Derivatives of components the kind does not use are ignored. -infinity for
// zero derivatives (vertex kernels), i.e. magnification.
float levelOfDetail(const CpuTexture& texture, const float ddx[3], const float ddy[3]);

// The filtered texel at `point` for the level of detail `lambda` (every bias already added; NaN counts as
// 0): clamped to [minLod, maxLod], magnification when it is <= 0, else the minification filter choosing
// and blending levels, lambda never beyond the last level. `comparison` may be null (plain colour).
Rgba sampleFiltered(const CpuTexture& texture, const SamplerState& state, const SamplePoint& point, float lambda,
                    const Comparison* comparison);

// texelFetch: the texel at integer (x, y, z) of `layer` on `level`, unfiltered and unwrapped; (0, 0, 0, 0)
// when the level or any index is outside the texture.
Rgba fetchTexel(const CpuTexture& texture, std::int64_t level, const std::int64_t xyz[3], std::int64_t layer);

}  // namespace cgx
