// The GLSL vertex stage on GL (llvmpipe), captured by transform feedback through GlRender::captureGpu,
// against the CPU JIT's outputs for the same vertices: equal to float rounding, and a difference planted on
// the GL side (a uniform the JIT does not see, or one output component) is found. Skipped without a
// headless context.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "CharacterMesh.h"
#include "GlRender.h"
#include "PosePicture.h"
#include "Scene.h"
#include "SkinRun.h"
#include "VertexComparison.h"
#include "WalkCycle.h"
#include "gl/HeadlessContext.h"

namespace cgx::demo {
namespace {

class GlVertex : public ::testing::Test {
 protected:
  void SetUp() override {
    {
      std::string why;
      if (!gl::HeadlessContext::create(&why)) GTEST_SKIP() << "no headless GL context: " << why;
    }
    const std::string examples = std::string(CGX_SOURCE_DIR) + "/examples";
    std::string error;
    render_ = GlRender::create(examples, &error);
    ASSERT_NE(render_, nullptr) << error;
    skin_ = SkinRun::create(examples + "/C6E5v_skin4m.cg", 0, &error);
    ASSERT_NE(skin_, nullptr) << error;
    ASSERT_TRUE(skin_->bind(mesh_, &cpu_, &error)) << error;
    ASSERT_TRUE(render_->setMesh(mesh_, &error)) << error;
  }

  // The CPU JIT's outputs for the uniforms (into cpu_) and the GL vertex stage's for `glUniforms`.
  void run(const SkinUniforms& uniforms, const SkinUniforms& glUniforms, VertexOutputs* gpu) {
    std::string error;
    ASSERT_TRUE(skin_->setUniforms(uniforms, &error) && skin_->run(&error)) << error;
    ASSERT_TRUE(render_->captureGpu(glUniforms, gpu, &error)) << error;
    ASSERT_EQ(gpu->vertexCount(), mesh_.vertexCount());
  }

  const CharacterMesh mesh_ = buildCharacterMesh({12, 10});
  std::unique_ptr<GlRender> render_;
  std::unique_ptr<SkinRun> skin_;
  VertexOutputs cpu_;
};

TEST_F(GlVertex, OutputsAgreeWithTheJit) {
  for (double t : {0.0, 0.45, 0.9}) {
    SCOPED_TRACE(t);
    const SkinUniforms uniforms = sceneUniforms(WalkCycle().pose(t));
    VertexOutputs gpu;
    run(uniforms, uniforms, &gpu);
    const OutputDifference d = compareOutputs(cpu_, gpu);
    EXPECT_EQ(d.vertices, mesh_.vertexCount());
    EXPECT_LE(d.position, 1e-5);
    EXPECT_LE(d.color, 1e-5);
    EXPECT_LE(d.positionRelative, 1e-4);
    EXPECT_LE(d.colorRelative, 1e-4);
    // Not vacuous: the figure is in front of the camera (w > 0) and lit.
    float minW = 1e30f, maxRed = 0;
    for (std::size_t v = 0; v < gpu.vertexCount(); ++v) {
      minW = std::min(minW, gpu.clipPositions[v * 4 + 3]);
      maxRed = std::max(maxRed, gpu.colors[v * 4]);
    }
    EXPECT_GT(minW, 0.0f);
    EXPECT_GT(maxRed, 0.2f);
  }
}

TEST_F(GlVertex, FindsADifferencePlantedOnTheGlSide) {
  const SkinUniforms uniforms = sceneUniforms(WalkCycle().pose(0.3));
  // A light 1% greener on GL only: the colours differ, the positions do not.
  SkinUniforms greener = uniforms;
  greener.lightColor[1] *= 1.01f;
  VertexOutputs gpu;
  run(uniforms, greener, &gpu);
  OutputDifference d = compareOutputs(cpu_, gpu);
  EXPECT_LE(d.position, 1e-5);
  EXPECT_GT(d.color, 1e-3);
  EXPECT_FALSE(withinLimit(d, kMaxBackEndDifference));

  // Every bone moved 1 cm along x on GL only (the first of each bone's three rows ends in its x translation):
  // the positions differ.
  SkinUniforms moved = uniforms;
  for (std::size_t bone = 0; bone < moved.boneMatrix.size() / 12; ++bone) moved.boneMatrix[bone * 12 + 3] += 0.01f;
  run(uniforms, moved, &gpu);
  d = compareOutputs(cpu_, gpu);
  EXPECT_GT(d.position, 1e-3);
  EXPECT_FALSE(withinLimit(d, kMaxBackEndDifference));

  // The same uniforms, one captured component nudged by twice the limit: found, and by that much.
  run(uniforms, uniforms, &gpu);
  ASSERT_TRUE(withinLimit(compareOutputs(cpu_, gpu), 1e-5));
  gpu.clipPositions[gpu.clipPositions.size() / 2] += static_cast<float>(2 * kMaxBackEndDifference);
  d = compareOutputs(cpu_, gpu);
  EXPECT_NEAR(d.position, 2 * kMaxBackEndDifference, 1e-5);
  EXPECT_FALSE(withinLimit(d, kMaxBackEndDifference));
}

TEST_F(GlVertex, RenderPoseComparesTheBackEnds) {
  PoseResult pose;
  std::string error;
  ASSERT_TRUE(renderPose(*skin_, *render_, mesh_, cpu_, 0.6, 64, &pose, &error)) << error;
  EXPECT_EQ(pose.gpuVertices.vertexCount(), mesh_.vertexCount());
  EXPECT_EQ(pose.backEnds.vertices, mesh_.vertexCount());
  EXPECT_LE(pose.backEnds.position, 1e-5);
  EXPECT_LE(pose.backEnds.color, 1e-5);
}

}  // namespace
}  // namespace cgx::demo
