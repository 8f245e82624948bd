#include "SkinBenchmark.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "Progress.h"

namespace cgx::demo {

bool measureThroughput(SkinRun& skin, std::size_t vertexCount, int runs, Throughput* result, std::string* error) {
  if (!skin.run(error)) return false;  // warm-up: compiles the kernel, at the quick tier first
  skin.waitForOptimizedKernels();
  std::vector<double> seconds;
  Progress progress("skinning", static_cast<std::size_t>(runs), "runs");
  for (int r = 0; r < runs; ++r) {
    auto start = std::chrono::steady_clock::now();
    if (!skin.run(error)) return false;
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    progress.advance();
  }
  progress.finish();
  std::sort(seconds.begin(), seconds.end());
  result->bestSeconds = seconds.front();
  result->medianSeconds = seconds[seconds.size() / 2];
  result->bestVerticesPerSecond = double(vertexCount) / result->bestSeconds;
  result->medianVerticesPerSecond = double(vertexCount) / result->medianSeconds;
  return true;
}

}  // namespace cgx::demo
