// C6E5v_skin4m on the CPU JIT (through SkinRun, the demo's use of the runtime API) against the
// double-precision C++ evaluation of the same program, on a small mesh.
#include <gtest/gtest.h>

#include "CharacterMesh.h"
#include "ReferenceSkin.h"
#include "Scene.h"
#include "SkinRun.h"
#include "WalkCycle.h"

namespace cgx::demo {
namespace {

std::unique_ptr<SkinRun> makeSkin() {
  std::string error;
  std::unique_ptr<SkinRun> skin = SkinRun::create(std::string(CGX_SOURCE_DIR) + "/examples/C6E5v_skin4m.cg", 0, &error);
  EXPECT_NE(skin, nullptr) << error;
  return skin;
}

TEST(SkinJit, MatchesTheDoublePrecisionReference) {
  const CharacterMesh mesh = buildCharacterMesh({10, 8});
  std::unique_ptr<SkinRun> skin = makeSkin();
  ASSERT_NE(skin, nullptr);
  VertexOutputs outputs;
  std::string error;
  ASSERT_TRUE(skin->bind(mesh, &outputs, &error)) << error;
  for (double t : {0.0, 0.37, 0.9}) {
    SCOPED_TRACE(t);
    const SkinUniforms uniforms = sceneUniforms(WalkCycle().pose(t));
    ASSERT_TRUE(skin->setUniforms(uniforms, &error)) << error;
    ASSERT_TRUE(skin->run(&error)) << error;
    VertexDifference d = compareWithReference(mesh, uniforms, outputs);
    EXPECT_EQ(d.vertices, mesh.vertexCount());
    EXPECT_LE(d.position, 1e-5);
    EXPECT_LE(d.color, 1e-5);
  }
}

TEST(SkinJit, BindPoseLeavesTheMeshWhereItIs) {
  // Identity palette and projection: the clip position is the bind-pose position with w = 1.
  const CharacterMesh mesh = buildCharacterMesh({8, 6});
  std::unique_ptr<SkinRun> skin = makeSkin();
  ASSERT_NE(skin, nullptr);
  VertexOutputs outputs;
  std::string error;
  ASSERT_TRUE(skin->bind(mesh, &outputs, &error)) << error;
  SkinUniforms uniforms = sceneUniforms(bindPose());
  uniforms.modelViewProj = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  ASSERT_TRUE(skin->setUniforms(uniforms, &error)) << error;
  ASSERT_TRUE(skin->run(&error)) << error;
  for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
    for (std::size_t c = 0; c < 3; ++c) ASSERT_NEAR(outputs.clipPositions[v * 4 + c], mesh.positions[v * 3 + c], 1e-6) << v;
    ASSERT_EQ(outputs.clipPositions[v * 4 + 3], 1.0f) << v;
  }
}

TEST(SkinJit, ComparisonSeesADifference) {
  // The comparison itself must notice a wrong output, or the tests above prove nothing.
  const CharacterMesh mesh = buildCharacterMesh({6, 4});
  std::unique_ptr<SkinRun> skin = makeSkin();
  ASSERT_NE(skin, nullptr);
  VertexOutputs outputs;
  std::string error;
  ASSERT_TRUE(skin->bind(mesh, &outputs, &error)) << error;
  const SkinUniforms uniforms = sceneUniforms(WalkCycle().pose(0.2));
  ASSERT_TRUE(skin->setUniforms(uniforms, &error)) << error;
  ASSERT_TRUE(skin->run(&error)) << error;
  outputs.clipPositions[17] += 1e-3f;
  outputs.colors[5] = std::numeric_limits<float>::quiet_NaN();
  VertexDifference d = compareWithReference(mesh, uniforms, outputs);
  EXPECT_NEAR(d.position, 1e-3, 1e-5);
  EXPECT_TRUE(std::isnan(d.color)) << "a NaN output must not hide";
}

TEST(SkinJit, MissingProgramIsAnError) {
  std::string error;
  EXPECT_EQ(SkinRun::create("/nonexistent/C6E5v_skin4m.cg", 1, &error), nullptr);
  EXPECT_NE(error.find("nonexistent"), std::string::npos) << error;
}

}  // namespace
}  // namespace cgx::demo
