// What the CPU back end's benchmarks (JitBench.cpp, FragmentBench.cpp) share: the thread counts they run
// at, and their results' names without what Google Benchmark appends.
#pragma once

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

namespace cgx::bench {

inline unsigned everyCore() { return std::max(1u, std::thread::hardware_concurrency()); }

// 1, 2 and every core, each once, ascending (issue 20 reports 1, 2 and N threads).
inline std::vector<unsigned> benchThreadCounts() {
  std::vector<unsigned> counts{1u, 2u, everyCore()};
  std::sort(counts.begin(), counts.end());
  counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
  return counts;
}

// "skin4m/scalar_cpp/repeats:5/real_time" -> "skin4m/scalar_cpp": without the repetition count and the
// timing kind ("/real_time", "/manual_time") that benchmarks registered with them get.
inline std::string plainBenchmarkName(std::string name) {
  for (const char* kind : {"/real_time", "/manual_time"})
    if (name.ends_with(kind)) name.resize(name.size() - std::char_traits<char>::length(kind));
  if (std::size_t repeats = name.find("/repeats:"); repeats != std::string::npos) name.resize(repeats);
  return name;
}

}  // namespace cgx::bench
