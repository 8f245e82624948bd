// cgx-view's command line:
//   cgx-view [--program NAME] [--path cpu|gpu] [--frames N] [--time T] [--screenshot out.png]
//            [--size WxH] [--examples DIR] [--keys FRAME:KEY,...]
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Controls.h"
#include "Renderer.h"

namespace cgx::view {

struct ViewerOptions {
  std::string program = "bulge";
  RenderPath path = RenderPath::Gpu;
  // With frames: render that many frames at a fixed step of 1/60 s from `time`, then exit (saving the
  // last one when screenshot is set). Without: interactive, on the wall clock.
  std::optional<int> frames;
  double time = 0;
  std::string screenshot;
  int width = 640;
  int height = 480;
  std::string examplesDir;  // empty: the checkout's examples/, compiled in
  // With frames: keys pressed before a frame (0-based), in order, as if typed in the window.
  struct ScriptedKey {
    int frame = 0;
    Control control = Control::NextProgram;
  };
  std::vector<ScriptedKey> keys;
};

struct ParsedCommandLine {
  ViewerOptions options;
  bool help = false;
  std::string error;  // non-empty: a bad command line
};

ParsedCommandLine parseCommandLine(const std::vector<std::string>& arguments);
std::string usage();

}  // namespace cgx::view
