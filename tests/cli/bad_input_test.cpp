// Hostile inputs for the real cgxc binary. Each is generated here (fixed seeds, no stored binaries) and run
// under a 20 s timeout. The rule for bad input: exit status 1, at least one error located as file:line:col,
// and never a crash, a hang or a sanitizer report. Truncated examples must end with status 0 or 1.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "Subprocess.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

class BadInput : public ::testing::Test {
 protected:
  void SetUp() override {
    const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "-" + info->name();
    for (char& c : name)
      if (c == '/') c = '_';
    dir_ = fs::temp_directory_path() / ("cgx-bad-input-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    if (!HasFailure()) fs::remove_all(dir_, ec);  // keep the inputs of a failing test for a look
  }

  std::string write(const std::string& name, const std::string& bytes) {
    fs::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path.string();
  }

  static std::vector<std::string> command(const std::string& file) {
    return {CGXC_PATH, "-q", "-fsyntax-only", "-noentry", file};
  }

  fs::path dir_;
};

// True when stderr has a line `<file>:<line>:<col>: error ...` or `... fatal error ...`.
bool hasLocatedError(const std::string& err, const std::string& file, unsigned* lineOut = nullptr) {
  std::size_t start = 0;
  while (start < err.size()) {
    std::size_t end = err.find('\n', start);
    if (end == std::string::npos) end = err.size();
    std::string_view line(err.data() + start, end - start);
    start = end + 1;
    if (!line.starts_with(file + ":")) continue;
    line.remove_prefix(file.size() + 1);
    auto number = [&](unsigned& value) {
      std::size_t digits = 0;
      value = 0;
      while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9')
        value = value * 10 + static_cast<unsigned>(line[digits++] - '0');
      if (digits == 0 || digits >= line.size() || line[digits] != ':') return false;
      line.remove_prefix(digits + 1);
      return true;
    };
    unsigned lineNumber = 0, column = 0;
    if (!number(lineNumber) || !number(column)) continue;
    if (line.starts_with(" error C") || line.starts_with(" fatal error C")) {
      if (lineOut != nullptr) *lineOut = lineNumber;
      return true;
    }
  }
  return false;
}

#define EXPECT_DIAGNOSED(result, file)                                                            \
  do {                                                                                            \
    EXPECT_FALSE((result).abnormal()) << (result).describe();                                     \
    EXPECT_TRUE((result).exitedWith(1)) << "expected exit status 1: " << (result).describe();     \
    EXPECT_TRUE(hasLocatedError((result).err, (file)))                                            \
        << "expected an error located as " << (file) << ":LINE:COL\n" << (result).describe();     \
  } while (0)

ProcessResult run(const std::vector<std::string>& argv) { return runProcess(argv); }

// ---- bytes that are not Cg ------------------------------------------------------------------------------

TEST_F(BadInput, NulByteInCode) {
  std::string file = write("nul.cg", std::string("float4 main() : POSITION {\n  return float4(0, ") + '\0' +
                                        ", 0, 1);\n}\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

TEST_F(BadInput, NulBytesEverywhere) {
  std::string file = write("nuls.cg", std::string(1000, '\0'));
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

TEST_F(BadInput, NonUtf8Bytes) {
  const char* samples[] = {
      "float4 main() : POSITION {\n  float x\xff\xfe = 1;\n  return x;\n}\n",  // not UTF-8 at all
      "float \xc0\xaf = 1;\n",                                                  // overlong encoding
      "float a\x80 = 1;\n",                                                     // lone continuation byte
      "float b = 1\xe2\x82;\n",                                                 // truncated sequence
      "\xef\xbb\xbf\xef\xbb\xbf float c;\n \xa0",                                // stray bytes after BOMs
  };
  int n = 0;
  for (const char* sample : samples) {
    std::string file = write("utf8_" + std::to_string(n++) + ".cg", sample);
    ProcessResult r = run(command(file));
    EXPECT_DIAGNOSED(r, file);
  }
}

TEST_F(BadInput, RandomBinary) {
  std::vector<std::vector<std::string>> commands;
  std::vector<std::string> files;
  for (std::uint32_t seed = 1; seed <= 8; ++seed) {
    std::mt19937 random(seed);  // mt19937's output sequence is fixed by the standard
    std::string bytes(4096 * seed, '\0');
    for (char& c : bytes) c = static_cast<char>(random() & 0xff);
    files.push_back(write("random_" + std::to_string(seed) + ".bin", bytes));
    commands.push_back(command(files.back()));
  }
  std::vector<ProcessResult> results = runProcesses(commands);
  for (std::size_t i = 0; i < files.size(); ++i) {
    SCOPED_TRACE(files[i]);
    EXPECT_DIAGNOSED(results[i], files[i]);
  }
}

// Random sequences of Cg's own tokens and directive fragments: no crash and a clean 0 or 1, whatever the
// parser makes of them.
TEST_F(BadInput, RandomTokenSoup) {
  const std::vector<std::string> pieces = {
      "float4", "float4x4", "half3", "int", "bool", "sampler2D", "struct", "return", "if", "else", "for",
      "while", "do", "discard", "uniform", "in", "out", "inout", "const", "static", "main", "x", "y", "mul",
      "tex2D", ":", "POSITION", "COLOR0", "TEXCOORD0", "(", ")", "{", "}", "[", "]", ";", ",", ".", ".xyz",
      "=", "+=", "*", "/", "-", "?", "!", "&&", "||", "<", ">=", "1", "0.5", "1e9", "0x1F", "2.f", "\"s\"",
      "'c'", "\n#define M(a) a a\n", "M(", "\n#if 1\n", "\n#endif\n", "\n#include \"nowhere.cgh\"\n", "##", "#",
      "\\\n", "/*", "*/", "//", "\n"};
  std::vector<std::vector<std::string>> commands;
  for (std::uint32_t seed = 1; seed <= 16; ++seed) {
    std::mt19937 random(seed);
    std::string text;
    for (int i = 0; i < 3000; ++i) text += pieces[random() % pieces.size()] + ((random() & 3) ? " " : "");
    commands.push_back(command(write("soup_" + std::to_string(seed) + ".cg", text)));
  }
  std::vector<ProcessResult> results = runProcesses(commands);
  for (std::size_t i = 0; i < results.size(); ++i) {
    SCOPED_TRACE(commands[i].back());
    EXPECT_FALSE(results[i].abnormal()) << results[i].describe();
    EXPECT_TRUE(results[i].exitedWith(0) || results[i].exitedWith(1)) << results[i].describe();
  }
}

// ---- size and depth ------------------------------------------------------------------------------------

TEST_F(BadInput, OneMegabyteLine) {
  std::string line = "  float v0";
  for (int i = 1; line.size() < (1u << 20); ++i) line += ", v" + std::to_string(i);
  std::string file = write("long_line.cg", "float4 main() : POSITION {\n" + line + " @;\n  return 0;\n}\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
  unsigned errorLine = 0;
  EXPECT_TRUE(hasLocatedError(r.err, file, &errorLine));
  EXPECT_EQ(errorLine, 2u) << r.describe();
  EXPECT_LT(r.err.size(), 4096u) << "a caret line must not print the whole 1 MB line";
}

TEST_F(BadInput, TenThousandNestedParentheses) {
  std::string file = write("parens.cg", "float4 main() : POSITION {\n  return " + std::string(10000, '(') + "1" +
                                            std::string(10000, ')') + ";\n}\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

TEST_F(BadInput, TenThousandUnclosedParentheses) {
  std::string file = write("open_parens.cg", "float4 main() : POSITION {\n  return " + std::string(10000, '(') + "\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

TEST_F(BadInput, TenThousandNestedBlocks) {
  std::string file = write("blocks.cg", "void f() {\n" + std::string(10000, '{') + std::string(10000, '}') + "\n}\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

TEST_F(BadInput, TenThousandNestedConditionals) {
  std::string text;
  for (int i = 0; i < 10000; ++i) text += "#if 1\n";
  text += "float x;\n";
  for (int i = 0; i < 10000; ++i) text += "#endif\n";
  std::string file = write("ifs.cg", text);
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

// Just under the parser's bracket limit (kMaxNestingDepth), so ANTLR itself sees the nesting and recovers
// from the missing ')'s.
TEST_F(BadInput, ThousandUnclosedParentheses) {
  std::string file = write("open_parens_1000.cg", "float x = " + std::string(1000, '(') + ";\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

// Four times the preprocessor's expansion-depth limit (256). Each level up to the limit collects and
// pre-expands the rest of the nest as its argument, so the work is the limit times the input's length: 3,000
// levels took 7 s under the sanitizers alone and passed this test's 20 s process timeout on a loaded machine.
TEST_F(BadInput, DeeplyNestedMacroCalls) {
  std::string text = "#define F(x) (x)\nfloat y = ";
  for (int i = 0; i < 1024; ++i) text += "F(";
  text += "1";
  text += std::string(1024, ')') + ";\n";
  std::string file = write("macro_nest.cg", text);
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

// ---- preprocessor traps ------------------------------------------------------------------------------

TEST_F(BadInput, IncludeCycle) {
  std::string a = write("cycle_a.cg", "// a\n#include \"cycle_b.cg\"\nfloat a;\n");
  write("cycle_b.cg", "// b\n#include \"cycle_a.cg\"\nfloat b;\n");
  ProcessResult r = run(command(a));
  EXPECT_FALSE(r.abnormal()) << r.describe();
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  // The error is located in one of the two files.
  EXPECT_TRUE(hasLocatedError(r.err, a) || hasLocatedError(r.err, (dir_ / "cycle_b.cg").string())) << r.describe();
}

TEST_F(BadInput, SelfInclude) {
  std::string file = write("self.cg", "#include \"self.cg\"\n");
  ProcessResult r = run(command(file));
  EXPECT_DIAGNOSED(r, file);
}

TEST_F(BadInput, UnterminatedCommentAndString) {
  std::string comment = write("comment.cg", "float x; /* never closed\n\n");
  ProcessResult r = run(command(comment));
  EXPECT_DIAGNOSED(r, comment);
  std::string string = write("string.cg", "#pragma message \"never closed\nfloat x;\n");
  ProcessResult s = run(command(string));
  EXPECT_DIAGNOSED(s, string);
}

TEST_F(BadInput, UnbalancedConditional) {
  std::string file = write("unbalanced.cg", "#if 1\nfloat x;\n");
  ProcessResult r = run(command(file));
  EXPECT_FALSE(r.abnormal()) << r.describe();
  EXPECT_TRUE(r.exitedWith(0) || r.exitedWith(1)) << r.describe();
  std::string divide = write("divide.cg", "#if 1 / 0\n#endif\n");
  ProcessResult d = run(command(divide));
  EXPECT_DIAGNOSED(d, divide);
}

// ---- every truncated prefix of two examples ----------------------------------------------------------

class TruncatedExample : public BadInput, public ::testing::WithParamInterface<const char*> {};

TEST_P(TruncatedExample, NeverCrashes) {
  fs::path example = sourcePath(std::string("examples/") + GetParam());
  ASSERT_TRUE(fs::exists(example)) << example << " is missing";
  std::string text = readFile(example);
  ASSERT_FALSE(text.empty());
  constexpr std::size_t kCuts = 40;
  std::vector<std::vector<std::string>> commands;
  for (std::size_t i = 0; i < kCuts; ++i) {
    std::size_t length = text.size() * i / kCuts;
    commands.push_back(command(write("prefix_" + std::to_string(length) + ".cg", text.substr(0, length))));
  }
  std::vector<ProcessResult> results = runProcesses(commands);
  for (std::size_t i = 0; i < commands.size(); ++i) {
    SCOPED_TRACE(commands[i].back());
    EXPECT_FALSE(results[i].abnormal()) << results[i].describe();
    EXPECT_TRUE(results[i].exitedWith(0) || results[i].exitedWith(1)) << results[i].describe();
  }
}

INSTANTIATE_TEST_SUITE_P(Examples, TruncatedExample, ::testing::Values("C6E5v_skin4m.cg", "C8E7f_bumpSpecDecal.cg"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           std::string name = info.param;
                           return name.substr(0, name.find('.'));
                         });

}  // namespace
}  // namespace cgx::test
