// Which program-private globals (`static`, `const`) the GLSL declares: exactly those the program mentions.
// An initializer the stage does not use (`static const float third = 1.0 / 3.0;` in a shared header) used
// to lose its declaration and keep its store in main() (`third = 0.33333334;`), which no GLSL compiler
// accepts. Each program is checked by glslang, and the unused globals must be gone entirely (as
// cgc drops them), the used ones declared and initialized.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "GlslangCheck.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

// A header engines share between stages: constants each stage uses only some of.
const char* const kHeader = R"(
static const float third = 1.0 / 3.0;
const float3 luma = 0.5 * float3(0.598, 1.174, 0.228);
const float weights[] = { 0.25, 0.5, 0.25 };
static float2 texel = float2(1.0 / 512.0, 1.0 / 256.0);
static float counter = 1.0 / 7.0;
)";

struct Compiled {
  ProcessResult cgxc;
  std::string validation;  // glslangErrors
};

Compiled compile(const std::string& source, const std::string& profile, const std::string& version) {
  fs::path dir = fs::temp_directory_path() / ("cgx_globals_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "common.cgh") << kHeader;
  std::ofstream(dir / "main.cg") << source;
  Compiled c;
  c.cgxc = runProcess({CGXC_PATH, "-q", "-profile", profile, "-po", "version=" + version, "-I", dir.string(), "-entry",
                       "main", (dir / "main.cg").string()});
  if (c.cgxc.exitedWith(0)) c.validation = glslangErrors(c.cgxc.out, profile == "glslv" ? "vert" : "frag");
  fs::remove_all(dir);
  return c;
}

bool mentions(const std::string& glsl, const std::string& name) {
  for (std::size_t at = glsl.find(name); at != std::string::npos; at = glsl.find(name, at + 1)) {
    bool before = at == 0 || !(std::isalnum(static_cast<unsigned char>(glsl[at - 1])) || glsl[at - 1] == '_');
    std::size_t end = at + name.size();
    bool after = end == glsl.size() || !(std::isalnum(static_cast<unsigned char>(glsl[end])) || glsl[end] == '_');
    if (before && after) return true;
  }
  return false;
}

class GlslGlobals : public ::testing::TestWithParam<std::string> {
 protected:
  void expectValid(const Compiled& c) {
    ASSERT_TRUE(c.cgxc.exitedWith(0)) << c.cgxc.describe();
    EXPECT_EQ(c.validation, "");
  }
};

// The stage uses none of the header's globals: none of them appears.
TEST_P(GlslGlobals, UnusedInitializedGlobalsAreGone) {
  Compiled c = compile("#include \"common.cgh\"\nfloat4 main(float4 b : TEXCOORD0) : COLOR { return b; }\n", "glslf",
                       GetParam());
  expectValid(c);
  for (const char* name : {"third", "luma", "weights", "texel", "counter"})
    EXPECT_FALSE(mentions(c.cgxc.out, name)) << name << " is unused:\n" << c.cgxc.out;
}

// Some are used: those are declared (and initialized), the rest are gone.
TEST_P(GlslGlobals, UsedGlobalsAreDeclaredAndTheRestGone) {
  Compiled c = compile(
      "#include \"common.cgh\"\n"
      "float4 main(float4 b : TEXCOORD0) : COLOR { return float4(b.xy + texel, dot(b.xyz, luma), b.w * third); }\n",
      "glslf", GetParam());
  expectValid(c);
  for (const char* name : {"third", "luma", "texel"})
    EXPECT_TRUE(mentions(c.cgxc.out, name)) << name << " is used:\n" << c.cgxc.out;
  for (const char* name : {"weights", "counter"})
    EXPECT_FALSE(mentions(c.cgxc.out, name)) << name << " is unused:\n" << c.cgxc.out;
}

// A global written but never read: through a function's out parameter it stays (declared, so the call
// compiles); written by assignment only, it goes with its stores.
TEST_P(GlslGlobals, GlobalsOnlyWrittenAreDeclaredOrGone) {
  Compiled c = compile(
      "#include \"common.cgh\"\n"
      "static float sink;\nstatic float4 scratch;\n"
      "float twice(float x, out float copy) { copy = x; return 2 * x; }\n"
      "float4 main(float4 b : TEXCOORD0) : COLOR { scratch = b * 3; return twice(b.x, sink).xxxx; }\n",
      "glslf", GetParam());
  expectValid(c);
  EXPECT_FALSE(mentions(c.cgxc.out, "scratch")) << c.cgxc.out;
}

// A vertex program, where the writer's globals share main() with the varyings.
TEST_P(GlslGlobals, VertexStageToo) {
  Compiled c = compile("#include \"common.cgh\"\n"
                       "float4 main(float4 p : POSITION, uniform float4x4 mvp) : POSITION { return mul(mvp, p); }\n",
                       "glslv", GetParam());
  expectValid(c);
  EXPECT_FALSE(mentions(c.cgxc.out, "third")) << c.cgxc.out;
}

INSTANTIATE_TEST_SUITE_P(Versions, GlslGlobals, ::testing::Values("110", "120", "330", "100", "300es"));

}  // namespace
}  // namespace cgx::test
