// compareOutputs (tools/cgx-demo/VertexComparison.h), the vertex-by-vertex comparison of the CPU JIT's
// outputs with the GL vertex stage's: it finds a planted difference, its size and where, and does not let a
// NaN or a missing vertex pass.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "VertexComparison.h"

namespace cgx::demo {
namespace {

VertexOutputs someOutputs(std::size_t vertices) {
  VertexOutputs o;
  for (std::size_t i = 0; i < vertices * 4; ++i) {
    o.clipPositions.push_back(0.25f * static_cast<float>(i % 7) - 0.5f);
    o.colors.push_back(0.1f * static_cast<float>(i % 5));
  }
  return o;
}

TEST(VertexComparison, EqualOutputsDifferByNothing) {
  const VertexOutputs a = someOutputs(50);
  const OutputDifference d = compareOutputs(a, a);
  EXPECT_EQ(d.vertices, 50u);
  EXPECT_EQ(d.position, 0.0);
  EXPECT_EQ(d.color, 0.0);
  EXPECT_EQ(d.positionRelative, 0.0);
  EXPECT_EQ(d.colorRelative, 0.0);
  EXPECT_TRUE(withinLimit(d, 0.0));
}

TEST(VertexComparison, FindsAPlantedDifferenceInEitherOutput) {
  const VertexOutputs a = someOutputs(50);
  VertexOutputs b = a;
  b.clipPositions[4 * 31 + 2] += 2e-3f;  // one component of one vertex
  OutputDifference d = compareOutputs(a, b);
  EXPECT_NEAR(d.position, 2e-3, 1e-6);
  EXPECT_EQ(d.color, 0.0);
  EXPECT_FALSE(withinLimit(d, kMaxBackEndDifference));

  b = a;
  b.colors[4 * 49 + 3] -= 5e-4f;  // the last component of the last vertex
  d = compareOutputs(a, b);
  EXPECT_EQ(d.position, 0.0);
  EXPECT_NEAR(d.color, 5e-4, 1e-6);
  EXPECT_FALSE(withinLimit(d, kMaxBackEndDifference));
  EXPECT_TRUE(withinLimit(d, 1e-3));
}

TEST(VertexComparison, RelativeDifferencesHaveAnAbsoluteFloor) {
  VertexOutputs a, b;
  a.clipPositions = {100, 1e-6f, 0, 1};
  b.clipPositions = {100.1f, 2e-6f, 0, 1};
  a.colors = b.colors = {0, 0, 0, 0};
  const OutputDifference d = compareOutputs(a, b);
  EXPECT_NEAR(d.position, 0.1, 1e-5);
  // 100 against 100.1: 1e-3 relative. 1e-6 against 2e-6 is 1e-6 against the floor (1e-4), not 0.5.
  EXPECT_NEAR(d.positionRelative, 1e-3, 1e-5);
}

TEST(VertexComparison, NanAndMissingVerticesNeverAgree) {
  const VertexOutputs a = someOutputs(8);
  VertexOutputs b = a;
  b.colors[5] = std::numeric_limits<float>::quiet_NaN();
  OutputDifference d = compareOutputs(a, b);
  EXPECT_TRUE(std::isnan(d.color));
  EXPECT_FALSE(withinLimit(d, 1.0));
  // A NaN earlier in the stream is not replaced by a later, finite difference.
  b.colors[30] += 1.0f;
  EXPECT_TRUE(std::isnan(compareOutputs(a, b).color));

  b = a;
  b.clipPositions.resize(7 * 4);
  b.colors.resize(7 * 4);
  d = compareOutputs(a, b);
  EXPECT_EQ(d.vertices, 7u);
  EXPECT_FALSE(withinLimit(d, 1.0));
}

}  // namespace
}  // namespace cgx::demo
