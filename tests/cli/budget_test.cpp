// Resource budgets (compiler/support/Limits.h): inputs that ask for too much of something (inlined size,
// array bytes, include fan-out, preprocessed tokens, syntax-tree and IR size, register indices) get the
// limit's diagnostic, located, and the compile stays small. Each input is generated here. Peak memory is
// the child's maximum resident set (getrusage RUSAGE_CHILDREN, which keeps the largest of all children
// waited for so far, so each test checks it right after its own run). No test here asserts on elapsed
// time (scaling_test.cpp compares the times of two sizes).
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "Subprocess.h"
#include "support/Sanitizers.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

// The bound on any compile. Under AddressSanitizer the same allocations cost more (redzones,
// quarantine, shadow), so the sanitize build allows twice as much.
#if CGX_TEST_UNDER_ASAN
constexpr long kPeakKiB = 2L << 20;
#else
constexpr long kPeakKiB = 1L << 20;
#endif

long childrenPeakKiB() {
  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  return usage.ru_maxrss;  // KiB on Linux
}

class Budget : public ::testing::Test {
 protected:
  void SetUp() override {
    const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("cgx-budget-" + std::to_string(::getpid()) + "-" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  std::string write(const std::string& name, const std::string& text) {
    fs::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
  }

  // Runs cgxc on `file` and expects: exit status 1, `code` reported at file:line, no internal error, and a
  // peak resident set under kPeakKiB.
  ProcessResult expectDiagnosed(const std::vector<std::string>& options, const std::string& file,
                                const std::string& code, unsigned line) {
    std::vector<std::string> argv = {CGXC_PATH, "-q"};
    argv.insert(argv.end(), options.begin(), options.end());
    argv.push_back(file);
    ProcessOptions process;
    process.timeout = std::chrono::milliseconds(120'000);  // a hang guard only; no test is about speed
    ProcessResult r = runProcess(argv, process);
    EXPECT_TRUE(r.exitedWith(1)) << r.describe();
    std::string where = file + ":" + std::to_string(line) + ":";
    EXPECT_NE(r.err.find(where), std::string::npos) << "expected a diagnostic at " << where << "\n" << r.err;
    EXPECT_NE(r.err.find("error " + code), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("C1602"), std::string::npos) << "internal compiler error\n" << r.err;
    EXPECT_LT(childrenPeakKiB(), kPeakKiB) << "peak resident set of the compile";
    return r;
  }

  fs::path dir_;
};

// Issue 19 #6: 40 functions each calling the previous twice inline to 2^40 copies; the inliner's budget
// stops it with C1603 at a call (line 3 or later: the entry's call grows the entry past the budget after
// some levels have been spliced in).
TEST_F(Budget, InliningDoublingStopsWithC1603) {
  std::string text = "float f0(float x) { return x * 1.5; }\n";
  for (int i = 1; i <= 40; ++i)
    text += "float f" + std::to_string(i) + "(float x) { return f" + std::to_string(i - 1) + "(x) + f" +
            std::to_string(i - 1) + "(x + 1); }\n";
  text += "float4 main(float4 p : POSITION) : POSITION { return p * f40(p.x); }\n";
  std::string file = write("inline.cg", text);
  std::vector<std::string> argv = {CGXC_PATH, "-q", "-profile", "glslv", file};
  ProcessResult r = runProcess(argv, ProcessOptions{{}, std::chrono::milliseconds(120'000), {}});
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  EXPECT_NE(r.err.find("error C1603"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(file + ":"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("C1602"), std::string::npos) << r.err;
  EXPECT_LT(childrenPeakKiB(), kPeakKiB);
}

// Void calls without arguments add no expressions; each inlined call still costs one, so 2^40 calls of
// nothing stop too instead of running for hours.
TEST_F(Budget, InliningEmptyCallsStopsWithC1603) {
  std::string text = "void g0() { }\n";
  for (int i = 1; i <= 40; ++i)
    text += "void g" + std::to_string(i) + "() { g" + std::to_string(i - 1) + "(); g" + std::to_string(i - 1) + "(); }\n";
  text += "float4 main(float4 p : POSITION) : POSITION { g40(); return p; }\n";
  std::string file = write("empty.cg", text);
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "glslv", file},
                               ProcessOptions{{}, std::chrono::milliseconds(120'000), {}});
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  EXPECT_NE(r.err.find("error C1603"), std::string::npos) << r.err;
  EXPECT_LT(childrenPeakKiB(), kPeakKiB);
}

// Issue 19 #7: each dimension passes C1043; the product, in bytes, is C1503, for every declaration kind.
TEST_F(Budget, ArrayProductOfUniformIsC1503) {
  std::string file = write("uniform.cg",
                           "uniform float4 a[65536][65536];\n"
                           "float4 main(float4 p : POSITION) : POSITION { return p + a[1][2]; }\n");
  expectDiagnosed({"-profile", "glslv"}, file, "C1503", 1);
}

TEST_F(Budget, ArrayProductThroughStructMemberIsC1503) {
  std::string file = write("member.cg",
                           "struct S { float4 a[65536]; };\n"
                           "uniform S s[65536];\n"
                           "float4 main(float4 p : POSITION) : POSITION { return p + s[1].a[2]; }\n");
  expectDiagnosed({"-profile", "glslv"}, file, "C1503", 2);
}

TEST_F(Budget, ArrayProductOfLocalIsC1503) {
  std::string file = write("local.cg",
                           "float4 main(float4 p : POSITION) : POSITION {\n"
                           "  float4 a[4096][4096];\n"
                           "  a[1][2] = p;\n"
                           "  return a[1][2];\n"
                           "}\n");
  expectDiagnosed({"-profile", "glslv"}, file, "C1503", 2);
}

TEST_F(Budget, ArrayProductOfParameterIsC1503) {
  std::string file = write("parameter.cg",
                           "float4 main(float4 p : POSITION,\n"
                           "            uniform float4x4 m[1024][1024]) : POSITION { return mul(m[1][2], p); }\n");
  expectDiagnosed({"-profile", "glslv"}, file, "C1503", 2);
}

// A struct member in a struct: no array at all, but each level doubles (2^40 bytes at the top).
TEST_F(Budget, NestedStructDoublingIsC1503) {
  std::string text = "struct S0 { float4 a; float4 b; };\n";
  for (int i = 1; i <= 40; ++i)
    text += "struct S" + std::to_string(i) + " { S" + std::to_string(i - 1) + " a; S" + std::to_string(i - 1) + " b; };\n";
  text += "uniform S40 s;\n";
  text += "float4 main(float4 p : POSITION) : POSITION { return p; }\n";
  std::string file = write("nested.cg", text);
  // S20 is the first level over 16 MiB (2^20 x 32 bytes); it is a member of S21, on line 22.
  expectDiagnosed({"-profile", "glslv"}, file, "C1503", 22);
}

// Issue 19 #8: 30 files each including the next twice, without guards: 2^30 inclusions. Each costs
// against the token budget, so C0152 comes after a bounded number, at an #include line.
TEST_F(Budget, IncludeFanOutStopsWithC0152) {
  for (int i = 0; i < 30; ++i) {
    std::string next = "f" + std::to_string(i + 1) + ".h";
    write("f" + std::to_string(i) + ".h",
          i == 29 ? std::string("+1\n") : "#include \"" + next + "\"\n#include \"" + next + "\"\n");
  }
  std::string file = write("fanout.cg",
                           "float4 main(float4 p : POSITION) : POSITION { float k = 0\n"
                           "#include \"f0.h\"\n"
                           "; return p * k; }\n");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "glslv", file},
                               ProcessOptions{{}, std::chrono::milliseconds(120'000), {}});
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  EXPECT_NE(r.err.find("error C0152: #include produces too many tokens"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("C1602"), std::string::npos) << r.err;
  EXPECT_LT(childrenPeakKiB(), kPeakKiB);
}

// Issue 19 #8: a 100 MB expression (50 million tokens) stops at the unit's token limit, and nothing after
// the preprocessor sees the 4 million tokens it kept.
TEST_F(Budget, HugeExpressionStopsWithC0152) {
  fs::path path = dir_ / "expression.cg";
  {
    std::ofstream out(path, std::ios::binary);
    out << "float4 main(float4 p : POSITION) : POSITION { float k = 0";
    std::string line;
    for (int i = 0; i < 1000; ++i) line += "+1";
    line += "\n";
    for (int i = 0; i < 50'000; ++i) out << line;
    out << "; return p * k; }\n";
  }
  expectDiagnosed({"-profile", "glslv"}, path.string(), "C0152", 2000);
}

// The syntax tree's size (limits::kSyntaxTreeNodes): 150,000 statements of `s += 1;` (600,000 tokens, well
// under the token budget) make some 2.1 million parse-tree nodes. The parser stops at the statement where
// the tree outgrows the limit (the 142,854th, line 142,856), before the tree takes the memory that
// a million such tokens took (850 MB).
TEST_F(Budget, SyntaxTreeSizeIsC0166) {
  std::string text = "float4 main(float4 p : POSITION) : POSITION {\n  float s = 0;\n";
  for (int i = 0; i < 150'000; ++i) text += "  s += 1;\n";
  text += "  return p * s;\n}\n";
  std::string file = write("tree.cg", text);
  ProcessResult r = expectDiagnosed({"-profile", "glslv"}, file, "C0166", 142'856);
  EXPECT_NE(r.err.find("fatal error C0166: the program's syntax tree has more than 2000000 nodes"), std::string::npos)
      << r.err;
}

// The IR's size (limits::kIrNodes): 1,000 iterations of a 3,000-statement body would be 30 million
// statements and expressions (minutes and gigabytes before the limit). arbvp1 cannot run loops, so the loop
// that is too large to unroll is C1604 at the loop (and not C5013); vp40 keeps it a loop.
TEST_F(Budget, UnrollingPastTheIrSizeIsC1604) {
  std::string text = "float4 main(float4 p : POSITION) : POSITION {\n  float4 s = p;\n"
                     "  for (int i = 0; i < 1000; i++) {\n";
  for (int k = 0; k < 3000; ++k) text += "    s = s * 0.5 + i * " + std::to_string(k) + ".5;\n";
  text += "  }\n  return s;\n}\n";
  std::string file = write("unroll.cg", text);
  ProcessResult r = expectDiagnosed({"-profile", "arbvp1"}, file, "C1604", 3);
  EXPECT_EQ(r.err.find("error C5013"), std::string::npos) << r.err;
  ProcessResult loops = runProcess({CGXC_PATH, "-q", "-profile", "vp40", file, "-o", (dir_ / "vp40.txt").string()});
  EXPECT_EQ(loops.err.find("error C1604"), std::string::npos) << loops.err;
  EXPECT_EQ(loops.err.find("error C1602"), std::string::npos) << loops.err;
}

// An array of interfaces bound element by element (-type "layers[K] = S"): an index or a sized array past
// limits::kBoundInterfaceElements is C1505 with nothing allocated for it (cgc makes a million elements for
// `layers[999999]`); calls through run-time indices nested in each other's arguments, each a dispatch over
// 1,024 elements, would multiply to 10^12 calls: C1604 where they pass the IR's size.
TEST_F(Budget, InterfaceArrayBindingsStayWithinTheLimits) {
  const std::string shade = "interface Shade { float4 eval(float4 v); };\n"
                            "struct Flat : Shade { float4 c; float4 eval(float4 v) { return c + v; } };\n"
                            "Shade layers[];\nShade big[100000];\nuniform int a, b, c, d;\n";
  std::string file = write("bound.cg", shade +
                                           "float4 main(float4 v : TEXCOORD0) : COLOR {\n"
                                           "  return big[0].eval(layers[a].eval(layers[b].eval(layers[c].eval(v))));\n"
                                           "}\n");
  for (const char* binding : {"layers[999999999999] = Flat", "big[0] = Flat"}) {
    SCOPED_TRACE(binding);
    ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "glslf", "-type", binding, file});
    EXPECT_TRUE(r.exitedWith(1)) << r.describe();
    EXPECT_NE(r.err.find("<-type>:1:"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("error C1505"), std::string::npos) << r.err;
    EXPECT_LT(childrenPeakKiB(), kPeakKiB) << "peak resident set of the compile";
  }
  std::string nested = write("nested.cg", shade +
                                              "float4 main(float4 v : TEXCOORD0) : COLOR {\n"
                                              "  return layers[a].eval(layers[b].eval(layers[c].eval(layers[d].eval(v))));\n"
                                              "}\n");
  ProcessResult r = expectDiagnosed({"-profile", "glslf", "-type", "layers[0] = Flat", "-type", "layers[1023] = Flat",
                                     "-o", (dir_ / "out.glsl").string()},
                                    nested, "C1604", 7);
  EXPECT_NE(r.err.find("calling through the elements of an array of interfaces"), std::string::npos) << r.err;
}

// Issue 19 #10: register indices are checked against the profile before any register is taken (cgc's
// limits, measured: glslv takes C255, not C256) and read without wrapping around (C4294967300 is not c[4]).
TEST_F(Budget, RegisterIndexPastProfileIsC5102) {
  std::string ok = write("c255.cg",
                         "uniform float4 b : C255;\n"
                         "float4 main(float4 p : POSITION) : POSITION { return p + b; }\n");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "glslv", ok, "-o", (dir_ / "c255.glsl").string()});
  EXPECT_TRUE(r.exitedWith(0)) << r.describe();
  std::string over = write("c256.cg",
                           "uniform float4 b : C256;\n"
                           "float4 main(float4 p : POSITION) : POSITION { return p + b; }\n");
  expectDiagnosed({"-profile", "glslv"}, over, "C5102", 1);
}

TEST_F(Budget, HugeRegisterIndexIsC5102WithoutAllocating) {
  std::string file = write("huge.cg",
                           "uniform float4 b : C2147483647;\n"
                           "float4 main(float4 p : POSITION) : POSITION { return p + b; }\n");
  ProcessResult r = expectDiagnosed({"-profile", "arbvp1"}, file, "C5102", 1);
  EXPECT_NE(r.err.find("(2147483647)"), std::string::npos) << r.err;
}

TEST_F(Budget, RegisterIndexDoesNotWrapAround) {
  std::string file = write("wrap.cg",
                           "uniform float4 b : C4294967300;\n"
                           "float4 main(float4 p : POSITION) : POSITION { return p + b; }\n");
  ProcessResult r = expectDiagnosed({"-profile", "vp40"}, file, "C5102", 1);
  EXPECT_EQ(r.err.find("(4)"), std::string::npos) << r.err;
  // fp20 has no limit of cgc's; cgx's own (limits::kRegisterIndex) still applies.
  std::string fragment = write("wrap-fp20.cg",
                               "uniform float4 b : C4294967300;\n"
                               "float4 main(float4 c : COLOR0) : COLOR { return c * b; }\n");
  expectDiagnosed({"-profile", "fp20"}, fragment, "C5102", 1);
}

}  // namespace
}  // namespace cgx::test
