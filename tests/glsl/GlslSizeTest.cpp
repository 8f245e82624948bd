// The GLSL stays linear in the program: no operand is printed once per component, so nested componentwise
// && / ||, vector ?:, integer % and trunc (before GLSL 1.30) cannot grow exponentially (one real 22 KB
// program once became 1.46 MB). The bound: the GLSL is at most twice the size of cgxc's optimized IR dump
// (-dump-ir) of the same program, for every example and for generated programs nesting each of those
// operations six levels deep, in every GLSL version (those also pass glslang).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "GlslangCheck.h"
#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "support/Golden.h"
#include "support/GlslSizeBound.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kVersions = {"110", "120", "330", "100", "300es"};

// One nesting of `depth` levels of an operation the writer has no single GLSL operator for. Each level
// holds the previous one once, so the IR grows linearly with depth.
std::string nested(const std::string& kind, int depth) {
  std::string e;
  if (kind == "logical") {
    e = "(a > b)";
    for (int i = 0; i < depth; ++i) e = "((" + e + " && (a.yzwx > b)) || (a < b.wzyx))";
    return "float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1) : COLOR { return (float4)" + e + "; }\n";
  }
  if (kind == "select") {
    e = "a";
    for (int i = 0; i < depth; ++i) e = "((a.wxyz > b) ? " + e + " + a : b)";
    return "float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1) : COLOR { return " + e + "; }\n";
  }
  if (kind == "intSelect") {
    e = "k";
    for (int i = 0; i < depth; ++i) e = "((a.wxyz > b) ? " + e + " + k : k.yzwx)";
    return "float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1, uniform int4 k) : COLOR { return (float4)" + e +
           "; }\n";
  }
  if (kind == "remainder") {
    e = "k";
    for (int i = 0; i < depth; ++i) e = "((" + e + " + k) % int4(7, -5, 3, 9))";
    return "float4 main(uniform int4 k) : COLOR { return (float4)" + e + "; }\n";
  }
  // trunc
  e = "a";
  for (int i = 0; i < depth; ++i) e = "trunc(" + e + " * 1.5 + b)";
  return "float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1) : COLOR { return " + e + "; }\n";
}

struct Sizes {
  std::size_t glsl = 0, ir = 0;
  std::string failure;
  std::string text;  // the GLSL
};

Sizes measure(const std::vector<std::string>& argsBeforeFile, const std::string& file, const std::string& version) {
  Sizes s;
  std::vector<std::string> glsl = {CGXC_PATH, "-q", "-po", "version=" + version};
  std::vector<std::string> ir = {CGXC_PATH, "-q", "-dump-ir"};
  for (const std::string& a : argsBeforeFile) {
    glsl.push_back(a);
    ir.push_back(a);
  }
  glsl.push_back(file);
  ir.push_back(file);
  ProcessResult g = runCgxcInProcess(glsl), d = runCgxcInProcess(ir);
  if (!g.exitedWith(0)) s.failure = "GLSL: " + g.describe();
  if (!d.exitedWith(0)) s.failure += "IR dump: " + d.describe();
  s.glsl = g.out.size();
  s.text = g.out;
  s.ir = d.out.size();
  return s;
}

TEST(GlslSize, NestedOperationsStayLinear) {
  fs::path file = fs::temp_directory_path() / ("cgx_size_" + std::to_string(getpid()) + ".cg");
  for (const char* kind : {"logical", "select", "intSelect", "remainder", "trunc"})
    for (const std::string& version : kVersions) {
      std::ofstream(file) << nested(kind, 6);
      Sizes s = measure({"-profile", "glslf", "-entry", "main"}, file.string(), version);
      ASSERT_TRUE(s.failure.empty()) << kind << " in GLSL " << version << ": " << s.failure << "\n" << nested(kind, 6);
      EXPECT_TRUE(withinGlslSizeBound(s.glsl, s.ir))
          << kind << " nested 6 deep in GLSL " << version << ": " << s.glsl << " bytes of GLSL for " << s.ir
          << " bytes of IR";
      // The helpers must be GLSL of the version (mix selects int vectors only from 4.50, for instance).
      EXPECT_EQ(glslangErrors(s.text, "frag"), "") << kind << " in GLSL " << version;
    }
  fs::remove(file);
}

// The helpers' names are reserved: a Cg function or uniform spelled like one is renamed, not clashed with.
TEST(GlslSize, HelperNamesNeverClashWithCgNames) {
  fs::path file = fs::temp_directory_path() / ("cgx_helpers_" + std::to_string(getpid()) + ".cg");
  std::ofstream(file) << "bool4 cgx_and(bool4 a, bool4 b) { return a; }\n"
                         "float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1, uniform float cgx_select) : COLOR {\n"
                         "  return (float4)(cgx_and(a > b, b > a) && (a < b) ? a : b) * cgx_select;\n}\n";
  Sizes s = measure({"-profile", "glslf", "-entry", "main"}, file.string(), "110");
  fs::remove(file);
  ASSERT_TRUE(s.failure.empty()) << s.failure;
  EXPECT_NE(s.text.find("bvec4 cgx_and_1("), std::string::npos) << s.text;
  EXPECT_NE(s.text.find("uniform float cgx_select_1;"), std::string::npos) << s.text;
  EXPECT_EQ(glslangErrors(s.text, "frag"), "");
}

// The IR dump does not depend on the GLSL version: one per example, and the compiles run two at a time.
TEST(GlslSize, EveryExampleIsWithinTheBound) {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(sourcePath("examples")))
    if (entry.path().extension() == ".cg") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  ASSERT_GT(files.size(), 20u);
  std::vector<std::vector<std::string>> commands;  // per file: the IR dump, then each version's GLSL
  for (const std::string& f : files) {
    ExampleTarget target = exampleTarget(readFile(f));
    commands.push_back({CGXC_PATH, "-q", "-dump-ir", "-profile", target.profile, "-entry", target.entry, f});
    for (const std::string& version : kVersions)
      commands.push_back({CGXC_PATH, "-q", "-po", "version=" + version, "-profile", target.profile, "-entry",
                          target.entry, f});
  }
  std::vector<ProcessResult> results = runCgxcAllInProcess(commands, 2);
  std::size_t checked = 0;
  double worst = 0;
  std::string worstOf;
  const std::size_t stride = 1 + kVersions.size();
  for (std::size_t i = 0; i < files.size(); ++i) {
    const ProcessResult& ir = results[i * stride];
    if (!ir.exitedWith(0)) continue;
    for (std::size_t v = 0; v < kVersions.size(); ++v) {
      const ProcessResult& glsl = results[i * stride + 1 + v];
      if (!glsl.exitedWith(0)) continue;  // what a version cannot express is GlslExamplesTest's concern
      ++checked;
      double ratio = static_cast<double>(glsl.out.size()) / static_cast<double>(std::max<std::size_t>(ir.out.size(), 1));
      if (ratio > worst) {
        worst = ratio;
        worstOf = fs::path(files[i]).filename().string() + " GLSL " + kVersions[v];
      }
      EXPECT_TRUE(withinGlslSizeBound(glsl.out.size(), ir.out.size()))
          << files[i] << " in GLSL " << kVersions[v] << ": " << glsl.out.size() << " bytes of GLSL for "
          << ir.out.size() << " bytes of IR";
    }
  }
  std::printf("GLSL size / IR size over %zu example compiles: worst %.2f (%s)\n", checked, worst, worstOf.c_str());
  EXPECT_GE(checked, files.size() * 4) << "most examples must compile in most versions for the bound to mean much";
}

}  // namespace
}  // namespace cgx::test
