// What C6E5v_skin4m needs besides the mesh: the bone palette of a pose, a camera looking at the figure from
// the front left and a little above (a three-quarter view that fills most of a square image), and a point
// light beside the camera. Shared by the CPU and the GL paths so both draw the same scene.
#pragma once

#include <array>
#include <vector>

#include "WalkCycle.h"

namespace cgx::demo {

struct SkinUniforms {
  std::vector<float> boneMatrix;        // boneMatrix[72]: 288 floats
  std::array<float, 16> modelViewProj;  // Cg's rows (mul(modelViewProj, p) with p a column)
  // Light's fields, in object space (the model matrix is the identity: object space is world space).
  std::array<float, 3> eyePosition;
  std::array<float, 3> lightPosition;
  std::array<float, 4> lightColor;
  float specularExponent = 0;
  float ambient = 0;
};

// The uniforms for `pose` seen through a square viewport.
SkinUniforms sceneUniforms(const BonePose& pose);

}  // namespace cgx::demo
