// The cgx-view binary itself: --frames/--screenshot writes the PNG it was asked for and exits 0; a bad
// command line is status 2; without a display it says why and exits 1 instead of crashing.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

#include "ImageStats.h"
#include "Scene.h"
#include "Screenshot.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

bool haveDisplay() { return std::getenv("DISPLAY") != nullptr && *std::getenv("DISPLAY") != '\0'; }

TEST(ViewerProcess, ScreenshotIsWrittenAtTheRequestedSize) {
  if (!haveDisplay()) {
    if (std::getenv("CGX_REQUIRE_WINDOW") != nullptr) FAIL() << "no DISPLAY";
    GTEST_SKIP() << "needs a display (ctest runs it under xvfb-run)";
  }
  fs::path png = fs::temp_directory_path() / ("cgx_view_" + std::to_string(getpid()) + ".png");
  ProcessOptions slowUnderSanitizers;
  slowUnderSanitizers.timeout = std::chrono::seconds(120);
  ProcessResult r = runProcess({CGX_VIEW_PATH, "--program", "dqskin", "--path", "cpu", "--frames", "2", "--time",
                                "4", "--size", "160x120", "--screenshot", png.string()},
                               slowUnderSanitizers);
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  view::Image image;
  std::string error;
  ASSERT_TRUE(view::readPng(png.string(), &image, &error)) << error;
  fs::remove(png);
  EXPECT_EQ(image.width, 160);
  EXPECT_EQ(image.height, 120);
  // dqskin's clear colour: (0.11, 0.12, 0.15) -> (28, 31, 38).
  EXPECT_GT(measureCoverage(image.rgba, {28, 31, 38}).drawnFraction, 0.05);
}

// Keys pressed in a scripted run act as in the window: C then Tab before frame 2 of bulge on the GPU give
// the next program on the CPU path, the same picture as asking for that program and path at that time.
TEST(ViewerProcess, ScriptedKeysSwitchPathAndProgram) {
  if (!haveDisplay()) {
    if (std::getenv("CGX_REQUIRE_WINDOW") != nullptr) FAIL() << "no DISPLAY";
    GTEST_SKIP() << "needs a display (ctest runs it under xvfb-run)";
  }
  ProcessOptions slowUnderSanitizers;
  slowUnderSanitizers.timeout = std::chrono::seconds(120);
  auto shoot = [&](std::vector<std::string> args, const std::string& name) {
    fs::path png = fs::temp_directory_path() / ("cgx_view_keys_" + std::to_string(getpid()) + name + ".png");
    std::vector<std::string> argv = {CGX_VIEW_PATH, "--size", "128x96", "--screenshot", png.string()};
    argv.insert(argv.end(), args.begin(), args.end());
    ProcessResult r = runProcess(argv, slowUnderSanitizers);
    EXPECT_TRUE(r.exitedWith(0)) << r.describe();
    view::Image image;
    std::string error;
    EXPECT_TRUE(view::readPng(png.string(), &image, &error)) << error;
    fs::remove(png);
    return image;
  };
  const std::string next = view::scenes().at(1).name;
  char thirdFrame[32];
  std::snprintf(thirdFrame, sizeof thirdFrame, "%.17g", 2 * (1.0 / 60.0));  // frame 2's time, exactly
  view::Image scripted = shoot({"--program", view::scenes().at(0).name, "--path", "gpu", "--frames", "3", "--keys",
                                "1:c,2:tab"},
                               "scripted");
  view::Image asked = shoot({"--program", next, "--path", "cpu", "--frames", "1", "--time", thirdFrame}, "asked");
  ASSERT_EQ(scripted.rgba.size(), asked.rgba.size());
  EXPECT_TRUE(scripted.rgba == asked.rgba) << "the scripted run did not end on " << next << " on the CPU path";
  EXPECT_FALSE(scripted.rgba.empty());
}

TEST(ViewerProcess, BadCommandLineIsStatusTwo) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"--program", "teapot"},
                                               std::vector<std::string>{"--path", "fpga"},
                                               std::vector<std::string>{"--frames", "0"},
                                               std::vector<std::string>{"--size", "big"},
                                               std::vector<std::string>{"--frames", "2", "--keys", "1:q"},
                                               std::vector<std::string>{"--frames", "2", "--keys", "c"},
                                               std::vector<std::string>{"--keys", "0:c"},
                                               std::vector<std::string>{"--frames"}}) {
    std::vector<std::string> argv = {CGX_VIEW_PATH};
    argv.insert(argv.end(), args.begin(), args.end());
    ProcessResult r = runProcess(argv);
    EXPECT_TRUE(r.exitedWith(2)) << args[0] << ": " << r.describe();
    EXPECT_NE(r.err.find("cgx-view: error:"), std::string::npos) << r.err;
  }
}

TEST(ViewerProcess, NoDisplayIsAClearError) {
  if (haveDisplay()) GTEST_SKIP() << "a display is set; this case runs where none is (ctest's view-no-display)";
  ProcessResult r = runProcess({CGX_VIEW_PATH, "--frames", "1", "--screenshot", "/dev/null"});
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  EXPECT_NE(r.err.find("display"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace cgx::test
