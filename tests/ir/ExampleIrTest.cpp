// IR golden dumps for every example program: what `cgxc -dump-ir -profile P -entry E` prints (after the
// optimization pipeline), compared with tests/ir/examples/<name>.ir. The entry and the stage come from the
// example's header (`// cgx-entry:`, `// cgx-stage:`); GLSL profiles, so the checks are the language's.
// CGX_UPDATE_GOLDEN=1 regenerates the files; review the diff.
#include <gtest/gtest.h>

#include <algorithm>

#include "Subprocess.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> exampleStems() {
  std::vector<std::string> stems;
  for (const auto& entry : fs::directory_iterator(sourcePath("examples")))
    if (entry.path().extension() == ".cg") stems.push_back(entry.path().stem().string());
  std::sort(stems.begin(), stems.end());
  return stems;
}

class ExampleIr : public testing::TestWithParam<std::string> {};

TEST_P(ExampleIr, MatchesGolden) {
  fs::path source = sourcePath("examples/" + GetParam() + ".cg");
  ExampleTarget target = exampleTarget(readFile(source));
  ASSERT_FALSE(target.entry.empty()) << "no cgx-entry header in " << source;
  ProcessOptions options;
  options.workingDirectory = sourcePath("examples").string();
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-dump-ir", "-profile", target.profile, "-entry", target.entry,
                                GetParam() + ".cg"}, options);
  ASSERT_FALSE(r.abnormal()) << r.describe();
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("entry"), std::string::npos);
  EXPECT_GOLDEN(sourcePath("tests/ir/examples/" + GetParam() + ".ir"), r.out);
}

INSTANTIATE_TEST_SUITE_P(Examples, ExampleIr, testing::ValuesIn(exampleStems()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace cgx::test
