// cgx-view's scenes drawn in a GLFW window on both paths, in process: for every --program, the frame at
// a fixed time is a picture (not the clear colour, many colours), the picture changes with time, and the
// CPU path's picture (vertex program on the JIT) matches the GPU path's (the same program as GLSL).
//
// Why the CPU/GPU threshold is what it is: only the vertex stage differs between the paths (the same
// fragment GLSL runs on both). The JIT and Mesa's llvmpipe agree on every example's vertex outputs within
// 1e-5 (tests/jit, tests/glsl), far below one 8-bit step, so an interior pixel can differ only where a
// colour sits on a rounding boundary: 1/255. Positions that differ by 1e-5 of a pixel almost never move
// a triangle edge across a pixel centre, so at most a few edge pixels (well under 0.1%) may differ more.
// A real disagreement (a wrong uniform, a swapped matrix order, a bad stream) moves whole regions.
//
// CTest runs this under xvfb-run with CGX_REQUIRE_WINDOW=1 (no window is then a failure, not a skip).
#include <gtest/gtest.h>

#include <glad/gl.h>

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>

#include "ImageStats.h"
#include "Renderer.h"
#include "Scene.h"
#include "gl/WindowContext.h"

namespace cgx::test {
namespace {

using view::Frame;
using view::Renderer;

constexpr int kSize = 256;
constexpr double kTime = 2.3;  // every scene is mid-motion here (no pose at rest, the bars well twisted)
constexpr int kTolerance = 2;  // 1/255 steps
constexpr double kMinimumWithinTolerance = 0.999;
constexpr double kMaximumMeanDifference = 0.05;  // mean |cpu - gpu| per channel, in 1/255 steps

class ViewerScreenshots : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    std::string error;
    window_ = gl::WindowContext::create({kSize, kSize, "cgx-view tests", true, 0}, &error).release();
    if (window_ == nullptr) {
      windowError_ = new std::string(error);
      return;
    }
    shaders_ = new view::ShaderLibrary(view::ShaderDirectories{});
    gpu_ = view::makeGpuRenderer(*shaders_).release();
    cpu_ = view::makeCpuRenderer(*shaders_, &error).release();
    if (cpu_ == nullptr) windowError_ = new std::string(error);
  }

  static void TearDownTestSuite() {
    delete gpu_;
    delete cpu_;
    delete shaders_;
    delete window_;
    delete windowError_;
    gpu_ = cpu_ = nullptr;
    shaders_ = nullptr;
    window_ = nullptr;
    windowError_ = nullptr;
  }

  void SetUp() override {
    if (window_ != nullptr && cpu_ != nullptr) return;
    std::string why = windowError_ ? *windowError_ : "no window";
    if (std::getenv("CGX_REQUIRE_WINDOW") != nullptr) FAIL() << why;
    GTEST_SKIP() << why;
  }

  // The frame drawn with `renderer`, read back as RGBA8 (GL's bottom-up rows; both images alike).
  static std::vector<std::uint8_t> render(const Frame& frame, Renderer& renderer) {
    std::string error;
    EXPECT_TRUE(view::renderFrame(frame, renderer, kSize, kSize, &error)) << error;
    std::vector<std::uint8_t> pixels = window_->readPixels();
    window_->swapBuffers();
    return pixels;
  }

  static std::array<std::uint8_t, 3> clearColour(const Frame& frame) {
    std::array<std::uint8_t, 3> c{};
    for (std::size_t k = 0; k < 3; ++k) c[k] = static_cast<std::uint8_t>(std::lround(frame.clearColor[k] * 255.0f));
    return c;
  }

  static inline gl::WindowContext* window_ = nullptr;
  static inline view::ShaderLibrary* shaders_ = nullptr;
  static inline Renderer* gpu_ = nullptr;
  static inline Renderer* cpu_ = nullptr;
  static inline std::string* windowError_ = nullptr;
};

TEST_P(ViewerScreenshots, CpuAndGpuPathsDrawTheSamePicture) {
  const view::SceneInfo* info = view::findScene(GetParam());
  ASSERT_NE(info, nullptr);
  std::unique_ptr<view::Scene> scene = info->make();
  gpu_->forgetSceneData();
  cpu_->forgetSceneData();
  Frame frame = scene->frame(kTime, 1.0f);
  std::vector<std::uint8_t> gpu = render(frame, *gpu_);
  std::vector<std::uint8_t> cpu = render(frame, *cpu_);

  for (const auto* image : {&gpu, &cpu}) {
    Coverage coverage = measureCoverage(*image, clearColour(frame));
    const char* path = image == &gpu ? "gpu" : "cpu";
    EXPECT_GT(coverage.drawnFraction, 0.05) << path << ": the picture is (nearly) blank";
    EXPECT_GE(coverage.distinctColours, 64u) << path << ": too few colours for a lit or shaded scene";
  }
  Difference d = compareImages(cpu, gpu, kTolerance);
  RecordProperty("max_channel_difference", d.maxChannel);
  RecordProperty("mean_channel_difference_x1000", static_cast<int>(d.meanChannel * 1000));
  std::cout << "[ " << GetParam() << " ] cpu vs gpu: max " << d.maxChannel << "/255, mean " << d.meanChannel
            << "/255, " << 100.0 * d.withinTolerance << "% of pixels within " << kTolerance << "/255\n";
  EXPECT_GE(d.withinTolerance, kMinimumWithinTolerance);
  EXPECT_LE(d.meanChannel, kMaximumMeanDifference);
}

TEST_P(ViewerScreenshots, ThePictureMovesWithTime) {
  std::unique_ptr<view::Scene> scene = view::findScene(GetParam())->make();
  gpu_->forgetSceneData();
  std::vector<std::uint8_t> now = render(scene->frame(kTime, 1.0f), *gpu_);
  std::vector<std::uint8_t> later = render(scene->frame(kTime + 0.5, 1.0f), *gpu_);
  Difference d = compareImages(now, later, kTolerance);
  EXPECT_LT(d.withinTolerance, 0.98) << "half a second later, under 2% of the pixels changed";
}

std::vector<std::string> sceneNames() {
  std::vector<std::string> names;
  for (const view::SceneInfo& info : view::scenes()) names.push_back(info.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryProgram, ViewerScreenshots, ::testing::ValuesIn(sceneNames()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace cgx::test
