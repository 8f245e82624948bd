// Conformance with NVIDIA's cgc 3.1 on real Cg nobody here wrote: the example programs and CgFX effects that
// Debian's non-free nvidia-cg-doc package ships (installed by tools/install-deps.sh beside cgc, never
// committed). cgc's verdict comes from `cgc -noentry -profile glslv`, which parses and type-checks every
// function; our front end must accept at least 98% of what cgc accepts. Skipped, with a message, where
// cgc or the corpus is not installed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "ParseHelpers.h"
#include "support/Cgc.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;
const fs::path kCorpus = "/usr/share/doc/nvidia-cg-doc/examples";

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> files;
  if (!fs::exists(kCorpus)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpus)) {
    std::string ext = entry.path().extension().string();
    if (ext == ".cg" || ext == ".cgfx") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

bool cgcAccepts(const fs::path& file) {
  std::string command = kCgc.string() + " -q -noentry -profile glslv '" + file.string() + "' -o /dev/null >/dev/null 2>&1";
  return std::system(command.c_str()) == 0;
}

TEST(CgcCorpus, AcceptsWhatCgcAccepts) {
  if (!fs::exists(kCgc) || corpusFiles().empty())
    GTEST_SKIP() << "cgc or nvidia-cg-doc is not installed (tools/install-deps.sh installs them)";
  std::size_t cgcAccepted = 0, bothAccepted = 0;
  std::string disagreements;
  for (const fs::path& file : corpusFiles()) {
    if (!cgcAccepts(file)) continue;
    ++cgcAccepted;
    Parsed parsed = parseFile(file, fs::relative(file, kCorpus).string());
    if (!parsed.diagnostics->hasErrors()) ++bothAccepted;
    else disagreements += parsed.diagnosticsText();
  }
  ASSERT_GT(cgcAccepted, 100u) << "the corpus looks incomplete";
  double rate = static_cast<double>(bothAccepted) / static_cast<double>(cgcAccepted);
  std::printf("cgx accepts %zu of the %zu corpus programs cgc 3.1 accepts (%.1f%%)\n", bothAccepted, cgcAccepted,
              100.0 * rate);
  EXPECT_GE(rate, 0.98) << disagreements;
}

// Every prefix cut at 16 points of every corpus file: any verdict is fine, a crash or hang is not.
TEST(CgcCorpus, TruncatedCopiesNeverCrash) {
  std::vector<fs::path> files = corpusFiles();
  if (files.empty()) GTEST_SKIP() << "nvidia-cg-doc is not installed";
  std::size_t runs = 0;
  for (const fs::path& file : files) {
    std::string text = readFile(file);
    for (std::size_t cut = 1; cut <= 16; ++cut) {
      Parsed parsed = parseText(text.substr(0, text.size() * cut / 17));
      ASSERT_NE(parsed.unit, nullptr);
      ++runs;
    }
  }
  EXPECT_EQ(runs, files.size() * 16);
}

}  // namespace
}  // namespace cgx::test
