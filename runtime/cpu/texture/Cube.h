// Cube-map face selection (GL 4.5 section 8.13, table 8.19): the face a direction points at and the
// normalized (s, t) on it, plus the derivatives of (s, t) for the level of detail.
#pragma once

namespace cgx {

struct CubeFaceCoord {
  int face = 0;  // GL order: 0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z
  float s = 0.5f;
  float t = 0.5f;
};

// The face whose axis has the largest magnitude (ties: X before Y before Z, as the reference and Mesa do)
// and s = (sc / |ma| + 1) / 2, t = (tc / |ma| + 1) / 2. A zero direction (undefined in GL) gives the centre
// of +X. `direction` must not hold NaN (callers sanitize).
CubeFaceCoord selectCubeFace(const float direction[3]);

// d(s, t) for a change `delta` of the direction, on the face `direction` selects: the quotient rule on
// sc / |ma|, so the level of detail of a cube lookup follows its footprint on the face.
void cubeFaceDerivatives(const float direction[3], const float delta[3], float* ds, float* dt);

}  // namespace cgx
