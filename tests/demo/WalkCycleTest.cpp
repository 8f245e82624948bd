// The animation: the bind pose is the identity palette, poses are rigid, joints stay attached, and the walk
// loops with its period while actually moving in between.
#include <gtest/gtest.h>

#include <cmath>

#include "Skeleton.h"
#include "WalkCycle.h"

namespace cgx::demo {
namespace {

double maxDifference(const std::vector<float>& a, const std::vector<float>& b) {
  double d = 0;
  for (std::size_t i = 0; i < a.size(); ++i) d = std::max(d, std::abs(double(a[i]) - double(b[i])));
  return d;
}

TEST(WalkCycle, BindPosePaletteIsIdentityRows) {
  const std::vector<float> rows = paletteRows(bindPose());
  ASSERT_EQ(rows.size(), 72u * 4u);
  for (std::size_t bone = 0; bone < kBoneCount; ++bone)
    for (std::size_t r = 0; r < 3; ++r)
      for (std::size_t c = 0; c < 4; ++c)
        EXPECT_EQ(rows[(bone * 3 + r) * 4 + c], r == c ? 1.0f : 0.0f) << "bone " << bone << " row " << r;
}

TEST(WalkCycle, ForwardKinematicsComposesParentsFirst) {
  // Turning only the left upper arm moves its descendants with it and nothing else.
  std::array<Affine, kBoneCount> local{};
  local[kLeftUpperArm] = Affine::rotationAbout(skeleton()[kLeftUpperArm].joint, {0, 0, 1}, 0.5);
  const BonePose pose = forwardKinematics(local);
  for (int b : {kLeftUpperArm, kLeftForearm, kLeftHand, kLeftFingers})
    EXPECT_NEAR(pose[static_cast<std::size_t>(b)].rows[0][1], local[kLeftUpperArm].rows[0][1], 1e-15) << b;
  for (int b : {kChest, kLeftClavicle, kRightForearm, kLeftThigh})
    EXPECT_EQ(pose[static_cast<std::size_t>(b)].rows[0][1], 0.0) << b;
}

TEST(WalkCycle, LoopsWithItsPeriod) {
  const WalkCycle walk;
  for (double t : {0.0, 0.13, 0.5, 1.1, 3.7}) {
    SCOPED_TRACE(t);
    EXPECT_LE(maxDifference(paletteRows(walk.pose(t)), paletteRows(walk.pose(t + WalkCycle::kPeriodSeconds))), 1e-6);
    EXPECT_LE(maxDifference(paletteRows(walk.pose(t)), paletteRows(walk.pose(t - 2 * WalkCycle::kPeriodSeconds))), 1e-6);
    // Half a period later the legs have swapped: the figure moved.
    EXPECT_GT(maxDifference(paletteRows(walk.pose(t)), paletteRows(walk.pose(t + WalkCycle::kPeriodSeconds / 2))), 0.05);
  }
}

TEST(WalkCycle, BonesStayRigidAndAttached) {
  const WalkCycle walk;
  for (double t : {0.0, 0.3, 0.77}) {
    const BonePose pose = walk.pose(t);
    for (std::size_t b = 0; b < kBoneCount; ++b) {
      SCOPED_TRACE(std::string(skeleton()[b].name) + " at " + std::to_string(t));
      // C6E5v_skin4m turns normals with the upper 3x3: it must be a rotation (orthonormal rows).
      for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t j = 0; j < 3; ++j) {
          double d = 0;
          for (std::size_t k = 0; k < 3; ++k) d += pose[b].rows[i][k] * pose[b].rows[j][k];
          EXPECT_NEAR(d, i == j ? 1.0 : 0.0, 1e-12);
        }
      // A child turns about its joint, so parent and child put that joint at the same place.
      int parent = skeleton()[b].parent;
      if (parent < 0) continue;
      Vec3 byChild = pose[b].apply(skeleton()[b].joint);
      Vec3 byParent = pose[static_cast<std::size_t>(parent)].apply(skeleton()[b].joint);
      EXPECT_NEAR(length(byChild - byParent), 0.0, 1e-12);
    }
  }
}

}  // namespace
}  // namespace cgx::demo
