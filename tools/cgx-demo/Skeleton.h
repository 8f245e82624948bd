// The character's skeleton: 24 bones, which is what C6E5v_skin4m's palette holds (boneMatrix[72] = 24 bones
// of 3 float4 rows). Each bone has a parent (parents come first), a joint it rotates about and a tip (the
// child's joint, or the end of the limb), both in the bind pose, in metres: the figure stands at the origin,
// up +Y, facing +Z, its left side towards +X, arms hanging at 40 degrees (an A pose).
#pragma once

#include <array>
#include <string_view>

#include "Affine.h"

namespace cgx::demo {

enum Bone : int {
  kRoot, kPelvis, kSpine, kChest, kNeck, kHead,
  kLeftClavicle, kLeftUpperArm, kLeftForearm, kLeftHand, kLeftFingers,
  kRightClavicle, kRightUpperArm, kRightForearm, kRightHand, kRightFingers,
  kLeftThigh, kLeftShin, kLeftFoot, kLeftToes,
  kRightThigh, kRightShin, kRightFoot, kRightToes,
  kBoneCount
};

struct BoneInfo {
  std::string_view name;
  int parent = -1;  // -1 for the root
  Vec3 joint;       // the pivot, bind pose
  Vec3 tip;         // where the bone's segment ends, bind pose
};

// The bind-pose skeleton (every bone's palette matrix is the identity there).
const std::array<BoneInfo, kBoneCount>& skeleton();

}  // namespace cgx::demo
