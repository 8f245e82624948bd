// `cgxc -profile glslv|glslf -o out` on every example as a whole process: the GLSL back end's end-to-end
// latency, with its ratio to issue 5's budget (5 ms for C6E5v_skin4m) and, where installed, the same
// program through NVIDIA's cgc and through glslangValidator for scale. cgxc's CPU time (user + system, from
// the children's rusage) is shown beside its wall time: on a busy machine only the CPU time is comparable.
#pragma once

#include <string>

namespace cgx::bench {

// Prints the table; returns false when a compile fails. `runs`: processes per example (medians are shown).
bool reportGlslProcessTimes(const std::string& examplesFolder, int runs);

}  // namespace cgx::bench
