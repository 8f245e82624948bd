// Every example (examples/*.cg) compiled to each GLSL version by cgxc (in process) must be accepted by glslang,
// the reference GLSL front end: "real drivers accept it" starts there (the llvmpipe runs check the values).
// The 330 output is also compared with a golden file, so a change in what the writer prints shows in review.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "GlslangCheck.h"
#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

struct Case {
  std::string file;     // examples/C6E5v_skin4m.cg
  std::string version;  // 110 120 330 100 300es
  std::string name() const {
    std::string stem = fs::path(file).stem().string();
    std::string v = version;
    std::replace(v.begin(), v.end(), ',', '_');
    return stem + "_" + v;
  }
};

std::vector<Case> cases() {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(sourcePath("examples")))
    if (entry.path().extension() == ".cg") files.push_back("examples/" + entry.path().filename().string());
  std::sort(files.begin(), files.end());
  std::vector<Case> all;
  for (const std::string& f : files)
    // "110,builtins": the compatibility built-ins (gl_Vertex, gl_TexCoord[n]) instead of generic varyings.
    for (const char* v : {"110", "120", "150", "330", "100", "300es", "110,builtins", "120,builtins", "150,builtins"})
      all.push_back({f, v});
  return all;
}


void PrintTo(const Case& c, std::ostream* os) { *os << c.file << " as GLSL " << c.version; }

class GlslExample : public ::testing::TestWithParam<Case> {};

TEST_P(GlslExample, CompilesAndValidates) {
  const Case& c = GetParam();
  ExampleTarget target = exampleTarget(readFile(sourcePath(c.file)));
  std::string ext = target.fragment ? ".frag" : ".vert";
  ProcessOptions options;
  options.workingDirectory = sourcePath(".").string();
  ProcessResult r = runCgxcInProcess(
      {CGXC_PATH, "-q", "-profile", target.profile, "-po", "version=" + c.version, "-entry", target.entry, c.file}, options);
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  ASSERT_NE(r.out.find("#version"), std::string::npos) << r.out;
  if (c.version == "330") EXPECT_GOLDEN("tests/glsl/expected/" + target.entry + ".330" + ext, r.out);

  EXPECT_EQ(glslangErrors(r.out, target.fragment ? "frag" : "vert"), "") << "the GLSL " << c.version << " of " << c.file;
}

INSTANTIATE_TEST_SUITE_P(Examples, GlslExample, ::testing::ValuesIn(cases()),
                         [](const auto& info) { return info.param.name(); });

}  // namespace
}  // namespace cgx::test
