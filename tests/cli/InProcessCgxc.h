// cgxc run in process: the executable's own command line (driver::runCommandLine), its status and output in a
// ProcessResult, without a process per compile. Under the sanitizers a cgxc process spends about 40 ms
// starting before it compiles anything (measured: 20 runs of a one-line shader, 0.83 s), and it loads the
// standard library again each time; for the tests that compile thousands of programs (the corpora, every
// example in every GLSL version) that was most of their time.
//
// What a process gives and this does not: a crash or a sanitizer report ends the test binary instead of
// failing one case, there is no timeout, and the working directory is the test's (a different one is refused,
// as spawnFailed: a thread cannot change it). The tests of the executable itself (tests/cli) start it.
#pragma once

#include <string>
#include <vector>

#include "Subprocess.h"

namespace cgx::test {

// `argv` as runProcess takes it: argv[0] (cgxc's path) is not read, the rest are cgxc's arguments.
ProcessResult runCgxcInProcess(const std::vector<std::string>& argv, const ProcessOptions& options = {});

// Many command lines, `parallel` at a time on threads (0: the number of cores), results in input order.
// `inputs`, when given, is each command's standard input.
std::vector<ProcessResult> runCgxcAllInProcess(const std::vector<std::vector<std::string>>& commands,
                                               unsigned parallel, const std::vector<std::string>& inputs = {});

}  // namespace cgx::test
