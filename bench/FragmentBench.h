// The fragment benchmark (issue 20): the three FragmentScene cases over a width x height grid of fragments,
// on the JIT (Program::runFragments) and on Mesa llvmpipe drawing the same full-screen quad into a float
// target (FragmentLlvmpipe.h), at 1, 2 and every core's worth of threads. Before anything is timed, each
// case's JIT picture is compared with llvmpipe's, and the JIT's pictures at every thread count with each
// other (the same bits).
#pragma once

#include <map>
#include <string>

namespace cgx::bench {

struct FragmentBenchOptions {
  std::string self;  // this executable, started again as the llvmpipe workers
  std::string examplesFolder;
  int width = 1920;
  int height = 1080;
};

// Registers fragments/<case>/jit/threads:T and fragments/<case>/llvmpipe/threads:T; false (with the
// reason printed) when a path cannot run or the pictures disagree.
bool registerFragmentBenchmarks(const FragmentBenchOptions& options);

// After the run: fragments per second of each path and the JIT/llvmpipe ratio at each thread count
// (target >= 2x). `microseconds`: the best repetition's time per iteration by benchmark name.
void reportFragmentResults(const std::map<std::string, double>& microseconds, const FragmentBenchOptions& options);

}  // namespace cgx::bench
