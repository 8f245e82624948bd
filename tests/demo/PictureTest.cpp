// The demo's two pictures of one pose: the CPU JIT's outputs drawn through the pass-through program and
// cgxc's GLSL skinning on Mesa llvmpipe must show the same lit figure. Skipped without a headless context.
#include <gtest/gtest.h>

#include "CharacterMesh.h"
#include "GlRender.h"
#include "PosePicture.h"
#include "SkinRun.h"
#include "gl/HeadlessContext.h"

namespace cgx::demo {
namespace {

TEST(Picture, CpuAndGpuPicturesOfAPoseAgree) {
  {
    std::string why;
    if (!gl::HeadlessContext::create(&why)) GTEST_SKIP() << "no headless GL context: " << why;
  }
  const std::string examples = std::string(CGX_SOURCE_DIR) + "/examples";
  std::string error;
  std::unique_ptr<GlRender> render = GlRender::create(examples, &error);
  ASSERT_NE(render, nullptr) << error;
  std::unique_ptr<SkinRun> skin = SkinRun::create(examples + "/C6E5v_skin4m.cg", 0, &error);
  ASSERT_NE(skin, nullptr) << error;

  const CharacterMesh mesh = buildCharacterMesh({16, 12});
  VertexOutputs outputs;
  ASSERT_TRUE(skin->bind(mesh, &outputs, &error)) << error;
  ASSERT_TRUE(render->setMesh(mesh, &error)) << error;
  PoseResult pose;
  const int size = 128;
  ASSERT_TRUE(renderPose(*skin, *render, mesh, outputs, 0.45, size, &pose, &error)) << error;

  EXPECT_LE(pose.vertices.position, 1e-5);
  EXPECT_LE(pose.vertices.color, 1e-5);
  // Not blank: the figure covers a fair part of the frame in both, and it is lit (not one flat colour).
  EXPECT_GT(coverage(pose.cpu, kBackground), 0.05);
  EXPECT_GT(coverage(pose.gpu, kBackground), 0.05);
  int darkest = 255, brightest = 0;
  for (std::size_t i = 0; i < pose.gpu.pixels.size(); i += 4) {
    if (pose.gpu.at(int(i / 4) % size, int(i / 4) / size) == kBackground) continue;
    darkest = std::min<int>(darkest, pose.gpu.pixels[i]);
    brightest = std::max<int>(brightest, pose.gpu.pixels[i]);
  }
  EXPECT_GT(brightest - darkest, 60) << "lighting should shade the figure";
  // The same triangles from vertices equal to float rounding: a sample on an edge may flip, no more.
  EXPECT_LE(pose.image.maxChannel, 2 * 255 / (kSupersample * kSupersample) + 1);
  EXPECT_LE(pose.image.differingPixels, static_cast<std::size_t>(size * size / 100));

  RgbaImage picture = posePicture(pose);
  EXPECT_EQ(picture.width, 2 * size + 3 * 3);
  EXPECT_EQ(picture.height, size + 2 * 3);
}

}  // namespace
}  // namespace cgx::demo
