// tests/stdlib/calls/<function>.cg call every form of every standard-library function; NVIDIA's cgc 3.1 must
// accept each of them (without warnings) for the profile its `// cgx-profile:` header names, so the call
// files, and hence the signature tables they were generated from, tell the truth.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;
const fs::path kCgc = "/usr/bin/cgc";

TEST(StdlibCalls, CgcAcceptsEveryCallFile) {
  if (!fs::exists(kCgc)) GTEST_SKIP() << "cgc is not installed";
  std::size_t files = 0;
  for (const auto& entry : fs::directory_iterator(sourcePath("tests/stdlib/calls"))) {
    if (entry.path().extension() != ".cg") continue;
    std::string text = readFile(entry.path());
    std::string profile = "glslv";
    if (std::size_t at = text.find("// cgx-profile: "); at != std::string::npos) {
      std::size_t start = at + 16;
      profile = text.substr(start, text.find('\n', start) - start);
    }
    fs::path log = fs::temp_directory_path() / ("cgx-stdlib-" + entry.path().stem().string() + ".log");
    std::string command = kCgc.string() + " -q -noentry -profile " + profile + " " + entry.path().string() +
                          " -o /dev/null >" + log.string() + " 2>&1";
    int rc = std::system(command.c_str());
    std::string output = readFile(log);
    fs::remove(log);
    EXPECT_TRUE(rc == 0 && output.empty()) << entry.path().filename() << ":\n" << output;
    ++files;
  }
  EXPECT_GE(files, 120u);
}

}  // namespace
}  // namespace cgx::test
