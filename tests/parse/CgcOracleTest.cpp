// Our own test programs, checked against NVIDIA's cgc 3.1 where it is installed (tools/install-deps.sh):
// - every example compiles with cgc for every profile its `// cgx-profiles:` header line lists, with the
//   entry its `// cgx-entry:` line names, so the examples are real Cg and their headers tell the truth;
// - every malformed program is rejected by cgc too, except those whose header says
//   `cgx-differs-from-cgc:` and why (cgx's deliberate limits and stricter choices).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "ParseHelpers.h"
#include "support/Cgc.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

// The value of a `// key: value` header line, or "".
bool cgcAccepts(const std::string& arguments) {
  std::string command = kCgc.string() + " -q " + arguments + " -o /dev/null >/dev/null 2>&1";
  return std::system(command.c_str()) == 0;
}

TEST(CgcOracle, ExamplesCompileForEveryProfileTheyList) {
  if (!fs::exists(kCgc)) GTEST_SKIP() << "cgc is not installed (tools/install-deps.sh installs it)";
  std::size_t runs = 0;
  for (const fs::path& file : cgFilesIn("examples")) {
    std::string text = readFile(file);
    std::istringstream entry(headerValue(text, "cgx-entry")), profiles(headerValue(text, "cgx-profiles"));
    std::string entryName;
    entry >> entryName;
    ASSERT_FALSE(entryName.empty()) << file << " has no cgx-entry header";
    std::size_t listed = 0;
    for (std::string profile; profiles >> profile; ++listed, ++runs)
      EXPECT_TRUE(cgcAccepts("-profile " + profile + " -entry " + entryName + " '" + file.string() + "'"))
          << file.filename() << " does not compile with cgc for " << profile;
    EXPECT_GT(listed, 0u) << file << " lists no profile";
  }
  EXPECT_GT(runs, 100u);
}

TEST(CgcOracle, MalformedProgramsAreRejectedByCgcToo) {
  if (!fs::exists(kCgc)) GTEST_SKIP() << "cgc is not installed (tools/install-deps.sh installs it)";
  std::size_t differing = 0;
  for (const fs::path& file : cgFilesIn("tests/parse/malformed")) {
    std::string text = readFile(file);
    bool accepted = cgcAccepts("-noentry -profile glslv -I'" + file.parent_path().string() + "' '" + file.string() + "'");
    if (!headerValue(text, "cgx-differs-from-cgc").empty()) {
      ++differing;
      EXPECT_TRUE(accepted) << file.filename() << " says cgc accepts it, but cgc rejects it: drop the header";
    } else {
      EXPECT_FALSE(accepted) << file.filename() << " is accepted by cgc: it is not malformed Cg";
    }
  }
  EXPECT_LE(differing, 6u) << "deliberate differences should stay few";
}

}  // namespace
}  // namespace cgx::test
