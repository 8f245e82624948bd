// The viewer's window and loop: interactive (keys switch program and path, wall-clock time) or a fixed
// number of frames at a fixed time step, optionally saved as a PNG.
#pragma once

#include "CommandLine.h"

namespace cgx::view {

// Process exit status: 0 done, 1 an error (no display, a program that does not compile, a failed draw).
int runViewer(const ViewerOptions& options);

}  // namespace cgx::view
