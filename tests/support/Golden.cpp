#include "support/Golden.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace cgx::test {

std::filesystem::path sourcePath(const std::filesystem::path& relative) {
  if (relative.is_absolute()) return relative;
  return std::filesystem::path(CGX_SOURCE_DIR) / relative;
}

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(sourcePath(path), std::ios::binary);
  std::ostringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

bool updatingGoldens() {
  const char* flag = std::getenv("CGX_UPDATE_GOLDEN");
  return flag != nullptr && std::string(flag) != "0" && std::string(flag) != "";
}

std::string compareWithGolden(const std::filesystem::path& golden, const std::string& actual) {
  std::filesystem::path path = sourcePath(golden);
  if (updatingGoldens()) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << actual;
    return {};
  }
  if (!std::filesystem::exists(path))
    return "golden file " + path.string() + " is missing; run with CGX_UPDATE_GOLDEN=1 to create it";
  std::string expected = readFile(path);
  if (expected == actual) return {};
  std::istringstream e(expected), a(actual);
  std::string el, al;
  for (int line = 1;; ++line) {
    bool moreE = static_cast<bool>(std::getline(e, el));
    bool moreA = static_cast<bool>(std::getline(a, al));
    if (!moreE && !moreA) break;
    if (!moreE || !moreA || el != al) {
      return "output differs from " + path.string() + " at line " + std::to_string(line) + "\n  expected: " +
             (moreE ? el : "<end of file>") + "\n  actual:   " + (moreA ? al : "<end of file>") +
             "\n(run with CGX_UPDATE_GOLDEN=1 to accept the new output, then review the diff)";
    }
  }
  return "output differs from " + path.string() + " in line endings or trailing bytes";
}

}  // namespace cgx::test
