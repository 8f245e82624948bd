// Vertices per second of C6E5v_skin4m on the CPU JIT: whole-mesh runs timed one by one after an untimed
// warm-up run (which faults in the output pages and wakes the thread pool).
#pragma once

#include <cstddef>
#include <string>

#include "SkinRun.h"

namespace cgx::demo {

struct Throughput {
  double bestSeconds = 0, medianSeconds = 0;
  double bestVerticesPerSecond = 0, medianVerticesPerSecond = 0;
};

// `runs` timed runs of the bound mesh of `vertexCount` vertices, with a progress line.
bool measureThroughput(SkinRun& skin, std::size_t vertexCount, int runs, Throughput* result, std::string* error);

}  // namespace cgx::demo
