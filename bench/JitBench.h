// The CPU back end's benchmarks (issue: "LLVM JIT CPU back end"): C6E5v_skin4m over a million vertices on
// the JIT with one thread and with every core, against the same program as scalar C++ at -O2 and as cgxc's
// GLSL on Mesa llvmpipe; and the compile latency, source to callable kernel, of every example.
#pragma once

#include <map>
#include <string>

namespace cgx::bench {

struct JitBenchOptions {
  std::string examplesFolder;
  std::string cgxcPath;
  std::size_t vertices = 1000000;
};

// Registers skin4m/jit/threads:1, skin4m/jit/threads:N, skin4m/scalar_cpp, skin4m/llvmpipe and
// compile/<example>. Before registering, runs each skinning path once and checks that the three agree with
// the scalar C++ (printed); returns false when a path fails or disagrees.
bool registerJitBenchmarks(const JitBenchOptions& options);

// After the run: vertices per second of each skinning path, the ratios the issue sets targets for, and
// the compile latencies. `microseconds`: real time per iteration by benchmark name; `cpuMicroseconds`: the
// benchmark thread's CPU time per iteration, also reported for the single-threaded paths, since on a shared,
// loaded machine real time measures the neighbours as much as the code.
void reportJitResults(const std::map<std::string, double>& microseconds, const std::map<std::string, double>& cpuMicroseconds,
                      std::size_t vertices);

}  // namespace cgx::bench
