// cgx-demo's command line.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cgx::demo {

struct DemoOptions {
  std::string outDir = "build/demo";  // where the PNGs go (created)
  std::string examplesDir;            // examples/*.cg; default: the source tree's
  int poses = 6;                      // pictures over one loop of the animation
  int runs = 8;                       // timed CPU runs of the whole mesh
  int size = 512;                     // pixels, each half of a picture
  unsigned threads = 0;               // CPU threads (0: every core)
  bool skipProfiles = false;          // no profile matrix
  bool help = false;
};

// The options, or nullopt with the problem in *error.
std::optional<DemoOptions> parseDemoOptions(const std::vector<std::string>& args, std::string* error);
std::string demoUsage();

}  // namespace cgx::demo
