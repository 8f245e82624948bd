#include "Skeleton.h"

#include <cmath>
#include <numbers>

namespace cgx::demo {

namespace {

// The left side mirrored to the right (x negated).
Vec3 mirrored(Vec3 p) { return {-p.x, p.y, p.z}; }

std::array<BoneInfo, kBoneCount> buildSkeleton() {
  std::array<BoneInfo, kBoneCount> b{};
  b[kRoot] = {"root", -1, {0, 0.95, 0}, {0, 0.95, 0}};
  b[kPelvis] = {"pelvis", kRoot, {0, 0.95, 0}, {0, 1.06, 0}};
  b[kSpine] = {"spine", kPelvis, {0, 1.06, 0}, {0, 1.24, 0.005}};
  b[kChest] = {"chest", kSpine, {0, 1.24, 0.005}, {0, 1.44, 0}};
  b[kNeck] = {"neck", kChest, {0, 1.47, -0.01}, {0, 1.56, 0}};
  b[kHead] = {"head", kNeck, {0, 1.59, 0.005}, {0, 1.71, 0.012}};

  // The arm hangs down and out at 40 degrees from the vertical.
  const double armAngle = 40.0 * std::numbers::pi / 180.0;
  const Vec3 armDirection{std::sin(armAngle), -std::cos(armAngle), 0};
  const Vec3 shoulder{0.19, 1.43, -0.01};
  const Vec3 elbow = shoulder + 0.29 * armDirection;
  const Vec3 wrist = elbow + 0.26 * armDirection;
  const Vec3 knuckles = wrist + 0.09 * armDirection;
  const Vec3 fingertips = knuckles + 0.08 * armDirection;
  b[kLeftClavicle] = {"left clavicle", kChest, {0.03, 1.42, -0.01}, shoulder};
  b[kLeftUpperArm] = {"left upper arm", kLeftClavicle, shoulder, elbow};
  b[kLeftForearm] = {"left forearm", kLeftUpperArm, elbow, wrist};
  b[kLeftHand] = {"left hand", kLeftForearm, wrist, knuckles};
  b[kLeftFingers] = {"left fingers", kLeftHand, knuckles, fingertips};

  const Vec3 hip{0.095, 0.92, 0}, knee{0.10, 0.50, 0.01}, ankle{0.10, 0.09, -0.01};
  const Vec3 ball{0.105, 0.03, 0.12}, toeTip{0.11, 0.03, 0.20};
  b[kLeftThigh] = {"left thigh", kPelvis, hip, knee};
  b[kLeftShin] = {"left shin", kLeftThigh, knee, ankle};
  b[kLeftFoot] = {"left foot", kLeftShin, ankle, ball};
  b[kLeftToes] = {"left toes", kLeftFoot, ball, toeTip};

  const std::array<std::pair<Bone, Bone>, 9> mirror{{{kRightClavicle, kLeftClavicle},
                                                     {kRightUpperArm, kLeftUpperArm},
                                                     {kRightForearm, kLeftForearm},
                                                     {kRightHand, kLeftHand},
                                                     {kRightFingers, kLeftFingers},
                                                     {kRightThigh, kLeftThigh},
                                                     {kRightShin, kLeftShin},
                                                     {kRightFoot, kLeftFoot},
                                                     {kRightToes, kLeftToes}}};
  const std::array<std::string_view, 9> rightNames{"right clavicle", "right upper arm", "right forearm",
                                                   "right hand",     "right fingers",   "right thigh",
                                                   "right shin",     "right foot",      "right toes"};
  for (std::size_t i = 0; i < mirror.size(); ++i) {
    const BoneInfo& left = b[mirror[i].second];
    // A left bone's parent on the left side has its right twin at the same offset in the enum; the chest and
    // pelvis are shared.
    int parent = left.parent;
    if (parent >= kLeftClavicle && parent <= kLeftFingers) parent += kRightClavicle - kLeftClavicle;
    if (parent >= kLeftThigh && parent <= kLeftToes) parent += kRightThigh - kLeftThigh;
    b[mirror[i].first] = {rightNames[i], parent, mirrored(left.joint), mirrored(left.tip)};
  }
  return b;
}

}  // namespace

const std::array<BoneInfo, kBoneCount>& skeleton() {
  static const std::array<BoneInfo, kBoneCount> bones = buildSkeleton();
  return bones;
}

}  // namespace cgx::demo
