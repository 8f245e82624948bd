// Golden-file comparison for snapshot tests. With CGX_UPDATE_GOLDEN=1 in the environment the golden file
// is (re)written and the check passes; otherwise a missing or different golden file fails the test with
// the first differing line, so a regression shows where it starts.
#pragma once

#include <filesystem>
#include <string>

namespace cgx::test {

// Paths are relative to the source tree (tests run from it); absolute paths are used as they are.
std::filesystem::path sourcePath(const std::filesystem::path& relative);
std::string readFile(const std::filesystem::path& path);
bool updatingGoldens();

// Returns an empty string when `actual` matches the golden file, else a description of the difference.
std::string compareWithGolden(const std::filesystem::path& golden, const std::string& actual);

}  // namespace cgx::test

#define EXPECT_GOLDEN(goldenPath, actual)                                      \
  do {                                                                         \
    std::string cgx_golden_difference = ::cgx::test::compareWithGolden((goldenPath), (actual)); \
    EXPECT_TRUE(cgx_golden_difference.empty()) << cgx_golden_difference;       \
  } while (0)
