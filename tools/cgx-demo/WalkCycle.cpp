#include "WalkCycle.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cgx::demo {

namespace {

constexpr double degrees(double d) { return d * std::numbers::pi / 180.0; }

const Vec3 kRight{1, 0, 0};    // about +X a positive angle tips +Y towards +Z: forward
const Vec3 kUp{0, 1, 0};       // about +Y a positive angle turns +Z towards +X: to the figure's left
const Vec3 kForward{0, 0, 1};  // about +Z a positive angle turns +X towards +Y

// A bone's own motion: a rotation about its joint, given as rotations applied in order.
Affine about(Bone bone, std::initializer_list<std::pair<Vec3, double>> rotations) {
  Affine r;
  for (const auto& [axis, angle] : rotations) r = Affine::rotation(axis, angle) * r;
  Vec3 joint = skeleton()[bone].joint;
  return Affine::translation(joint) * r * Affine::translation(-joint);
}

// How the leg of phase `p` (0: passing under the hip, moving forward) bends.
struct LegAngles {
  double thighForward, kneeBend, footFlex, toeBend;
};
LegAngles leg(double p) {
  LegAngles a;
  a.thighForward = degrees(26) * std::sin(p);
  double swing = std::max(0.0, std::cos(p));  // the knee folds while the leg swings through
  a.kneeBend = degrees(6) + degrees(48) * swing * swing;
  // The foot stays near level: undo most of what thigh and knee did to it, plus a push-off at the back.
  a.footFlex = 0.75 * (a.thighForward - a.kneeBend) + degrees(10) * std::max(0.0, -std::sin(p));
  a.toeBend = degrees(20) * std::max(0.0, -std::sin(p));
  return a;
}

}  // namespace

BonePose forwardKinematics(const std::array<Affine, kBoneCount>& localMotion) {
  BonePose world;
  for (std::size_t b = 0; b < kBoneCount; ++b) {
    int parent = skeleton()[b].parent;  // parents come before their children
    world[b] = parent < 0 ? localMotion[b] : world[static_cast<std::size_t>(parent)] * localMotion[b];
  }
  return world;
}

BonePose WalkCycle::pose(double seconds) const {
  double phase = std::fmod(seconds, kPeriodSeconds) / kPeriodSeconds;
  if (phase < 0) phase += 1;
  const double p = 2 * std::numbers::pi * phase;

  std::array<Affine, kBoneCount> local;  // identity: the bind pose
  // Hips: down at each heel strike (twice a cycle), over the standing foot, turning with the stride.
  local[kRoot] = Affine::translation({0.025 * std::sin(p), -0.03 * std::cos(2 * p) - 0.02, 0}) *
                 about(kRoot, {{kUp, degrees(6) * std::sin(p)}});
  local[kPelvis] = about(kPelvis, {{kForward, degrees(4) * std::sin(p)}});
  local[kSpine] = about(kSpine, {{kRight, degrees(5)}, {kUp, -degrees(4) * std::sin(p)}});
  local[kChest] = about(kChest, {{kUp, -degrees(6) * std::sin(p)}, {kForward, -degrees(3) * std::sin(p)}});
  local[kNeck] = about(kNeck, {{kRight, -degrees(4)}});
  // The head looks towards the viewer (front left) and nods with the steps.
  local[kHead] = about(kHead, {{kRight, degrees(3) * std::sin(2 * p)}, {kUp, degrees(18)}});

  const LegAngles left = leg(p), right = leg(p + std::numbers::pi);
  for (auto [thigh, angles] : {std::pair{kLeftThigh, left}, std::pair{kRightThigh, right}}) {
    const int shin = thigh + 1, foot = thigh + 2, toes = thigh + 3;
    local[thigh] = about(thigh, {{kRight, -angles.thighForward}});
    local[shin] = about(static_cast<Bone>(shin), {{kRight, angles.kneeBend}});
    local[foot] = about(static_cast<Bone>(foot), {{kRight, angles.footFlex}});
    local[toes] = about(static_cast<Bone>(toes), {{kRight, -angles.toeBend}});
  }

  // The left arm swings against the left leg, the elbow a little bent and more so when forward.
  const double armSwing = -degrees(24) * std::sin(p);
  local[kLeftUpperArm] = about(kLeftUpperArm, {{kRight, -armSwing}, {kForward, -degrees(6)}});
  local[kLeftForearm] = about(kLeftForearm, {{kRight, -degrees(14) - degrees(16) * std::max(0.0, -std::sin(p))}});
  local[kLeftFingers] = about(kLeftFingers, {{kRight, -degrees(25)}});

  // The right arm up and out, forearm raised towards the head and waving side to side twice a cycle.
  const double wave = std::sin(2 * p);
  local[kRightClavicle] = about(kRightClavicle, {{kForward, -degrees(12)}});
  local[kRightUpperArm] = about(kRightUpperArm, {{kForward, -degrees(95)}, {kRight, -degrees(20)}});
  local[kRightForearm] = about(kRightForearm, {{kForward, -degrees(45) - degrees(22) * wave}});
  local[kRightHand] = about(kRightHand, {{kForward, -degrees(12) * wave}});
  local[kRightFingers] = about(kRightFingers, {{kForward, -degrees(8)}});

  return forwardKinematics(local);
}

std::vector<float> paletteRows(const BonePose& pose) {
  std::vector<float> rows;
  rows.reserve(kBoneCount * 12);
  for (const Affine& bone : pose)
    for (const auto& row : bone.rows)
      for (double v : row) rows.push_back(static_cast<float>(v));
  return rows;
}

}  // namespace cgx::demo
