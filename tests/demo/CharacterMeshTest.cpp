// The demo's character must be what C6E5v_skin4m can skin: 100k+ vertices, 20+ bones within the 24-bone
// palette, at most four influences a vertex with weights summing to one, indices that address whole bones.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "CharacterMesh.h"
#include "Skeleton.h"

namespace cgx::demo {
namespace {

TEST(CharacterMesh, DefaultMeshIsLargeAndUsesEveryBoneButTheRoot) {
  const CharacterMesh mesh = buildCharacterMesh();
  EXPECT_GE(mesh.vertexCount(), 100000u);
  EXPECT_GE(static_cast<int>(kBoneCount), 20);
  EXPECT_EQ(kBoneCount * 3, 72) << "C6E5v_skin4m's boneMatrix[72] holds 24 bones";
  std::set<int> used;
  for (std::size_t i = 0; i < mesh.weights.size(); ++i)
    if (mesh.weights[i] > 0) used.insert(static_cast<int>(mesh.matrixIndices[i]) / 3);
  EXPECT_GE(used.size(), 20u);
  EXPECT_EQ(used.size(), static_cast<std::size_t>(kBoneCount - 1)) << "every bone but the root carries skin";
  EXPECT_EQ(used.count(kRoot), 0u);
}

TEST(CharacterMesh, StreamsAreConsistent) {
  const CharacterMesh mesh = buildCharacterMesh({12, 9});
  const std::size_t n = mesh.vertexCount();
  ASSERT_GT(n, 0u);
  EXPECT_EQ(mesh.positions.size(), n * 3);
  EXPECT_EQ(mesh.normals.size(), n * 3);
  EXPECT_EQ(mesh.texCoords.size(), n * 2);
  EXPECT_EQ(mesh.weights.size(), n * 4);
  EXPECT_EQ(mesh.matrixIndices.size(), n * 4);
  ASSERT_GT(mesh.triangleCount(), 0u);
  for (std::uint32_t index : mesh.triangles) ASSERT_LT(index, n);
}

TEST(CharacterMesh, WeightsSumToOneOverAtMostFourBones) {
  const CharacterMesh mesh = buildCharacterMesh();
  std::size_t shared = 0;
  for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
    double sum = 0;
    int nonZero = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      float w = mesh.weights[v * 4 + i];
      float index = mesh.matrixIndices[v * 4 + i];
      ASSERT_GE(w, 0.0f) << "vertex " << v;
      ASSERT_LE(w, 1.0f) << "vertex " << v;
      // A float index 3 * bone: whole, a multiple of three, and the bone's three rows inside boneMatrix[72].
      ASSERT_EQ(index, std::floor(index)) << "vertex " << v;
      ASSERT_EQ(static_cast<int>(index) % 3, 0) << "vertex " << v;
      ASSERT_GE(index, 0.0f) << "vertex " << v;
      ASSERT_LE(index + 2, 71.0f) << "vertex " << v;
      sum += w;
      nonZero += w > 0;
    }
    ASSERT_NEAR(sum, 1.0, 1e-6) << "vertex " << v;
    ASSERT_GE(nonZero, 1) << "vertex " << v;
    ASSERT_LE(nonZero, 4) << "vertex " << v;
    shared += nonZero > 1;
  }
  // Joints blend: a good share of the skin moves with two or more bones.
  EXPECT_GT(shared, mesh.vertexCount() / 10);
}

TEST(CharacterMesh, NormalsAreUnitAndPointOutwards) {
  const CharacterMesh mesh = buildCharacterMesh({24, 18});
  // The figure's rough centre line: a normal points away from it more often than towards it (limbs
  // stick out, so this is a statistical check that the normals are not flipped).
  std::size_t outwards = 0;
  for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
    const float* n = &mesh.normals[v * 3];
    ASSERT_NEAR(std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]), 1.0, 1e-5) << "vertex " << v;
    const float* p = &mesh.positions[v * 3];
    outwards += (p[0] * n[0] + p[2] * n[2]) > 0;
  }
  EXPECT_GT(outwards, mesh.vertexCount() * 6 / 10);
}

TEST(CharacterMesh, StandsOnTheGroundAndIsHumanSized) {
  const CharacterMesh mesh = buildCharacterMesh({12, 9});
  float low = 1e9f, high = -1e9f, left = 0, right = 0;
  for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
    low = std::min(low, mesh.positions[v * 3 + 1]);
    high = std::max(high, mesh.positions[v * 3 + 1]);
    left = std::max(left, mesh.positions[v * 3]);
    right = std::min(right, mesh.positions[v * 3]);
  }
  EXPECT_NEAR(low, 0.0f, 0.03f);
  EXPECT_NEAR(high, 1.8f, 0.1f);
  EXPECT_NEAR(left, -right, 1e-5f) << "the two sides mirror each other";
}

TEST(CharacterMesh, TooCoarseAResolutionIsRefused) {
  EXPECT_THROW(buildCharacterMesh({2, 9}), std::invalid_argument);
}

}  // namespace
}  // namespace cgx::demo
