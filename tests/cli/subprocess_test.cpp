// The subprocess runner the CLI tests and the benchmarks share: exit codes, output, and the deadline for a
// child that closes its output but keeps running (the runner then waits on the child itself, not on pipes).
#include <gtest/gtest.h>

#include <chrono>

#include "Subprocess.h"

namespace cgx::test {
namespace {

TEST(Subprocess, ReportsOutputAndExitCode) {
  ProcessResult r = runProcess({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"});
  EXPECT_TRUE(r.exitedWith(3)) << r.describe();
  EXPECT_EQ(r.out, "out\n");
  EXPECT_EQ(r.err, "err\n");
  EXPECT_FALSE(r.timedOut);
}

TEST(Subprocess, AChildThatClosesItsOutputStillMeetsTheDeadline) {
  ProcessOptions options;
  options.timeout = std::chrono::milliseconds(300);
  auto start = std::chrono::steady_clock::now();
  ProcessResult r = runProcess({"/bin/sh", "-c", "exec >&- 2>&-; exec sleep 30"}, options);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(r.timedOut) << r.describe();
  EXPECT_LT(seconds, 10.0);  // the deadline, not the child's 30 s
}

}  // namespace
}  // namespace cgx::test
