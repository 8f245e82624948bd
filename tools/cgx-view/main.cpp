// cgx-view: The Cg Tutorial's animation programs (chapter 6, plus Dawn's morphing and dual-quaternion
// skinning) in a window, with the vertex stage on the GPU (GLSL) or the CPU JIT. See CommandLine.h.
#include <iostream>

#include "CommandLine.h"
#include "Viewer.h"

int main(int argc, char** argv) {
  using namespace cgx::view;
  ParsedCommandLine parsed = parseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.error.empty()) {
    std::cerr << "cgx-view: error: " << parsed.error << "\n" << usage();
    return 2;
  }
  if (parsed.help) {
    std::cout << usage();
    return 0;
  }
  return runViewer(parsed.options);
}
