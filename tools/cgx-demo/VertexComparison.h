// Two back ends' outputs of the same vertices compared component by component: the CPU JIT's against what
// the GLSL computed on GL (captured by transform feedback), both float, so they differ by float rounding
// (fused multiply-adds, the order of sums, pow and normalize's precision) and by nothing else.
#pragma once

#include <cstddef>

#include "VertexOutputs.h"

namespace cgx::demo {

// Relative differences divide by the larger magnitude of the two values, but never by less than this: a
// clip coordinate or a colour channel near zero has no meaningful relative difference of its own (both are
// computed from values of order 1, so their rounding is of that order's, not of the result's).
inline constexpr double kRelativeFloor = 1e-2;

// Beyond this absolute difference the two back ends disagree about the program (both round to float; on the
// demo's character they differ by ~1e-6).
inline constexpr double kMaxBackEndDifference = 1e-4;

struct OutputDifference {
  double position = 0;          // the largest |a - b| of any clip-space component
  double color = 0;             // the largest |a - b| of any colour component
  double positionRelative = 0;  // the largest |a - b| / max(|a|, |b|, kRelativeFloor), clip space
  double colorRelative = 0;     // the same for the colour
  std::size_t vertices = 0;     // how many vertices were compared
};

// `a` against `b`, over every vertex. A NaN in either (a non-finite output) makes the difference NaN, which
// fails every `<=` limit; outputs of different lengths differ by infinity (a missing vertex cannot agree).
OutputDifference compareOutputs(const VertexOutputs& a, const VertexOutputs& b);

// The larger of the two, where a NaN (a non-finite output) counts as the largest, so it cannot hide.
double worse(double current, double difference);

// Both absolute differences at most `limit` (false for NaN).
inline bool withinLimit(const OutputDifference& d, double limit) { return d.position <= limit && d.color <= limit; }

}  // namespace cgx::demo
