// The character's looping animation: a walk in place (hips bobbing and swaying, legs striding, knees and feet
// following, the left arm swinging against the right leg) while the right arm is raised and waves twice a
// cycle. Every angle is a periodic function of the phase, so time t and t + period give the same pose.
#pragma once

#include <array>
#include <vector>

#include "Affine.h"
#include "Skeleton.h"

namespace cgx::demo {

// Each bone's transform from the bind pose to the posed figure (what C6E5v_skin4m's palette holds).
using BonePose = std::array<Affine, kBoneCount>;

// Composes each bone's own motion (a transform of bind-pose space, e.g. a rotation about its joint) with its
// parents': the bone's palette transform.
BonePose forwardKinematics(const std::array<Affine, kBoneCount>& localMotion);

// No bone moved: every transform the identity.
inline BonePose bindPose() { return forwardKinematics({}); }

class WalkCycle {
 public:
  static constexpr double kPeriodSeconds = 1.2;

  // The pose at `seconds` (any real; wraps around the period).
  BonePose pose(double seconds) const;
};

// The pose as C6E5v_skin4m's `boneMatrix[72]`: bone b's 3x4 rows at float4s 3b, 3b+1, 3b+2 (288 floats).
std::vector<float> paletteRows(const BonePose& pose);

}  // namespace cgx::demo
