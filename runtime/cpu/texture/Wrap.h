// Texel coordinates: from a texel-space coordinate to integer texel indices, and the wrap modes applied to
// those indices (GL 4.5 section 8.14.2 and table 8.20).
#pragma once

#include <cstdint>

#include <cgx/SamplerState.h>

namespace cgx {

// Returned by wrapIndex for a ClampToBorder index outside the level: read the border colour.
inline constexpr int kBorderTexel = -1;

// floor(u) as an integer. NaN gives 0; |u| is first clamped to 2^23, where floats have no fraction left,
// so the result always fits and any wrap arithmetic on it cannot overflow.
std::int64_t floorToIndex(float u);

// The texel index in [0, size) that integer index `i` of a level `size` texels wide reads, or kBorderTexel.
int wrapIndex(Wrap mode, std::int64_t i, int size);

// wrapIndex of i and of i + 1, the two texels a linear filter reads on an axis: under Repeat the second
// follows from the first, so each axis is wrapped once rather than once per texel.
void wrapPair(Wrap mode, std::int64_t i, int size, int* first, int* second);

// Request values are sanitized before use: NaN counts as 0.
float notNan(float value);

// A texel-space coordinate made safe for the samplers: NaN becomes 0 and |u| is clamped to 2^23, so
// floor, fractions and int conversion stay defined.
float saneTexelCoordinate(float u);

}  // namespace cgx
