// Runs a program as a child process (posix_spawn), feeds it standard input, captures standard output and
// standard error separately, and kills it when a deadline passes. Used by the CLI tests, the bad-input
// tests and the cold-start benchmark.
//
// Sanitizers: the child inherits the environment, with ASAN_OPTIONS/UBSAN_OPTIONS extended so that a
// sanitizer report exits with kSanitizerExitCode instead of 1 (1 is cgxc's "errors diagnosed" status, and
// a memory error must never pass for a diagnosed error).
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace cgx::test {

inline constexpr int kSanitizerExitCode = 86;

struct ProcessResult {
  int exitCode = -1;    // valid when !signaled && !timedOut
  bool signaled = false;
  int signal = 0;
  bool timedOut = false;
  bool spawnFailed = false;
  std::string out;
  std::string err;
  double seconds = 0;  // wall time

  bool exitedWith(int code) const { return !signaled && !timedOut && !spawnFailed && exitCode == code; }
  // True when the child crashed, hung, or a sanitizer reported an error.
  bool abnormal() const;
  // A one-paragraph description for test failure messages: status, and the start of stderr.
  std::string describe() const;
};

struct ProcessOptions {
  std::string stdinText;
  std::chrono::milliseconds timeout{20'000};
  std::string workingDirectory;  // empty: inherit
};

ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& options = {});

// runProcess does not search PATH (argv[0] is a path): the executable `name` found as a shell would, or "".
std::string findExecutable(const std::string& name);

// Runs many commands, at most `parallel` at once (0: the number of cores), results in input order.
std::vector<ProcessResult> runProcesses(const std::vector<std::vector<std::string>>& commands,
                                        const ProcessOptions& options = {}, unsigned parallel = 0);

}  // namespace cgx::test
