// Large and hostile inputs: each must be handled without error (or with the expected limit diagnostic) and
// without deep recursion. The times are printed, not asserted (a timed test fails on a loaded machine and
// is not how cgx states speed): a release build takes milliseconds for most; 5,000 nested invocations take
// about 1.5 s, quadratic in the nesting until the limit stops it (issue 19, item 2).
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

#include "preprocess/Preprocessor.h"
#include "support/Golden.h"

namespace cgx {
namespace {

struct Timed {
  SourceManager sources;
  DiagnosticSink sink{sources};
  PreprocessedUnit unit;
  double seconds = 0;
  double printSeconds = 0;
};

void run(Timed& t, FileId file, PreprocessorOptions options = {}) {
  auto start = std::chrono::steady_clock::now();
  Preprocessor preprocessor(t.sources, t.sink, std::move(options));
  t.unit = preprocessor.run(file);
  auto middle = std::chrono::steady_clock::now();
  std::string printed = printPreprocessed(t.unit, t.sources);
  auto end = std::chrono::steady_clock::now();
  t.seconds = std::chrono::duration<double>(middle - start).count();
  t.printSeconds = std::chrono::duration<double>(end - middle).count();
  EXPECT_FALSE(printed.empty() && t.unit.tokens.size() > 1);
}

void runText(Timed& t, const std::string& text, PreprocessorOptions options = {}) {
  run(t, t.sources.addBuffer("stress.cg", text), std::move(options));
}

void report(const char* what, const Timed& t) {
  std::printf("[ timing   ] %-36s %8zu tokens  preprocess %.4f s  print %.4f s\n", what, t.unit.tokens.size(),
              t.seconds, t.printSeconds);
}

TEST(Stress, OneMegabyteLine) {
  std::string text = "#define F(x) (x + 1)\nfloat v = ";
  while (text.size() < (1u << 20)) text += "F(a) * b + c.xyz - 1.5 ";
  text += ";\n";
  Timed t;
  runText(t, text);
  report("1 MB line", t);
  EXPECT_FALSE(t.sink.hasErrors());
  EXPECT_GT(t.unit.tokens.size(), 300000u);
}

TEST(Stress, OneMegabyteLineInsideAMacroArgument) {
  std::string text = "#define ID(x) x\nID(";
  while (text.size() < (1u << 20)) text += "a + b, ";
  text += "c)\n";
  Timed t;
  runText(t, text);
  report("1 MB of macro arguments", t);
  ASSERT_EQ(t.sink.diagnostics().size(), 1u);  // too many arguments, once
  EXPECT_EQ(t.sink.diagnostics()[0].code, DiagCode::MacroTooManyArgs);
}

TEST(Stress, TenThousandNestedParentheses) {
  const int depth = 10000;
  std::string nested = std::string(depth, '(') + "x" + std::string(depth, ')');
  std::string text = "#define ID(v) v\n#define TWO(a, b) a b\n";
  text += "float a = " + nested + ";\n";
  text += "float b = ID(" + nested + ");\n";
  text += "float c = TWO(" + nested + ", " + nested + ");\n";
  text += "#if " + std::string(depth, '(') + "1" + std::string(depth, ')') + "\nyes\n#endif\n";
  Timed t;
  runText(t, text);
  report("10,000 nested parentheses", t);
  EXPECT_FALSE(t.sink.hasErrors());
  EXPECT_EQ(t.unit.tokens.size(), 4u * (2u * depth + 1) + 4 * 3 + 1 + 1);
}

TEST(Stress, HundredThousandLineFile) {
  std::string text = "#define SCALE(v) ((v) * 2.0)\n#ifndef GUARD\n#define GUARD\n#endif\n";
  for (int i = 0; i < 100000; ++i) {
    text += "float value" + std::to_string(i) + " = SCALE(" + std::to_string(i) + ".5); // line\n";
    if (i % 1000 == 0) text += "#if 0\nskipped text\n#endif\n";
  }
  Timed t;
  runText(t, text);
  report("100,000-line file", t);
  EXPECT_FALSE(t.sink.hasErrors());
  EXPECT_EQ(t.unit.tokens.size(), 100000u * 11 + 1);  // float valueN = ( ( N.5 ) * 2.0 ) ;
}

TEST(Stress, HugeMacroDefinitionStaysLinear) {
  // 50,000 parameters whose arguments are pasted into one identifier: no quadratic parameter lookup and
  // no quadratic re-lexing of a growing pasted token.
  const int count = 50000;
  std::string params, body, args;
  for (int i = 0; i < count; ++i) {
    std::string n = std::to_string(i);
    params += (i ? ", p" : "p") + n;
    body += (i ? " ## p" : "p") + n;
    args += (i ? ", a" : "a") + n;
  }
  Timed t;
  runText(t, "#define BIG(" + params + ") " + body + "\nBIG(" + args + ")\n");
  report("50,000-parameter paste chain", t);
  EXPECT_FALSE(t.sink.hasErrors());
  ASSERT_EQ(t.unit.tokens.size(), 2u);
  EXPECT_EQ(t.unit.tokens[0].kind, TokenKind::Identifier);
  EXPECT_GT(t.unit.tokens[0].text.size(), 200000u);
}

TEST(Stress, IncludeCycleEndsWithC0151) {
  std::filesystem::current_path(CGX_SOURCE_DIR);
  Timed t;
  std::optional<FileId> file = t.sources.openFile("tests/preprocess/corpus/include/cycle_a.h");
  ASSERT_TRUE(file.has_value());
  run(t, *file);
  report("include cycle (default limit)", t);
  ASSERT_EQ(t.sink.diagnostics().size(), 1u);
  const Diagnostic& d = t.sink.diagnostics()[0];
  EXPECT_EQ(d.code, DiagCode::IncludeTooDeep);
  EXPECT_EQ(d.message,
            "#include nested too deeply (limit 64): include cycle tests/preprocess/corpus/include/cycle_b.h -> "
            "tests/preprocess/corpus/include/cycle_a.h -> tests/preprocess/corpus/include/cycle_b.h");
  EXPECT_EQ(t.sources.fileCount(), 65u);
}

TEST(Stress, SelfIncludeTwiceIsNotExponential) {
  // A file that includes itself twice would open 2^64 files if each failing branch went on.
  auto dir = std::filesystem::temp_directory_path() / ("cgx-pp-stress-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "twice.cg") << "x\n#include \"twice.cg\"\n#include \"twice.cg\"\n";
  Timed t;
  std::optional<FileId> file = t.sources.openFile((dir / "twice.cg").string());
  ASSERT_TRUE(file.has_value());
  run(t, *file);
  report("self-include twice", t);
  std::size_t c0151 = 0;
  for (const Diagnostic& d : t.sink.diagnostics()) c0151 += d.code == DiagCode::IncludeTooDeep;
  EXPECT_EQ(c0151, 2u);  // one per #include line of the main file
  EXPECT_LT(t.sources.fileCount(), 200u);
  std::filesystem::remove_all(dir);
}

TEST(Stress, ExponentialExpansionWithDefaultLimitsStopsQuickly) {
  std::string text = "#define A0 x\n";
  for (int i = 1; i <= 40; ++i)
    text += "#define A" + std::to_string(i) + " A" + std::to_string(i - 1) + " A" + std::to_string(i - 1) + "\n";
  text += "A40\n";
  Timed t;
  runText(t, text);
  report("2^40 expansion, default limits", t);
  ASSERT_EQ(t.sink.diagnostics().size(), 1u);
  EXPECT_EQ(t.sink.diagnostics()[0].code, DiagCode::MacroTooDeep);
  EXPECT_LE(t.unit.tokens.size(), PreprocessorOptions{}.maxOutputTokens + 1);
}

TEST(Stress, ExponentialArgumentGrowthStops) {
  std::string text = "#define D(x) x x x x x x x x x x\n";
  std::string call = "1";
  for (int i = 0; i < 12; ++i) call = "D(" + call + ")";
  text += call + "\n";
  PreprocessorOptions options;
  options.maxOutputTokens = 100000;
  Timed t;
  runText(t, text, options);
  report("10^12 argument growth", t);
  ASSERT_EQ(t.sink.diagnostics().size(), 1u);
  EXPECT_EQ(t.sink.diagnostics()[0].code, DiagCode::MacroTooDeep);
}

TEST(Stress, DeepRecursionThroughArgumentsIsBounded) {
  // f(f(f(...))) nests argument pre-expansion: bounded by maxExpansionDepth, not by the input.
  std::string call = "1";
  for (int i = 0; i < 5000; ++i) call = "f(" + call + ")";
  Timed t;
  runText(t, "#define f(x) [x]\n" + call + "\n");
  report("5,000 nested invocations", t);
  ASSERT_EQ(t.sink.diagnostics().size(), 1u);
  EXPECT_EQ(t.sink.diagnostics()[0].code, DiagCode::MacroTooDeep);
}

TEST(Stress, DeepConditionalNesting) {
  std::string text;
  for (int i = 0; i < 100000; ++i) text += "#if 1\n";
  text += "x\n";
  for (int i = 0; i < 100000; ++i) text += "#endif\n";
  text += "y\n";
  Timed t;
  runText(t, text);
  report("100,000 nested #if", t);
  ASSERT_EQ(t.sink.diagnostics().size(), 1u);
  EXPECT_EQ(t.sink.diagnostics()[0].code, DiagCode::ConditionalTooDeep);
  ASSERT_EQ(t.unit.tokens.size(), 2u);
  EXPECT_EQ(t.unit.tokens[0].text, "y");
}

TEST(Stress, RandomBytesNeverCrash) {
  std::mt19937 random(12345);
  const std::string alphabet = std::string("#define(x)y,##\"'\\/*\n\r \t@$\x80\xff\xc3\xa9") + '\0' + "0123456789.e+-<>=&|?:ifendlu";
  for (int round = 0; round < 300; ++round) {
    std::string text;
    std::size_t length = random() % 400;
    for (std::size_t i = 0; i < length; ++i) text += alphabet[random() % alphabet.size()];
    Timed t;
    runText(t, text);
    ASSERT_FALSE(t.unit.tokens.empty());
    EXPECT_EQ(t.unit.tokens.back().kind, TokenKind::EndOfFile);
  }
}

TEST(Stress, EveryPrefixOfTheCorpusPreprocesses) {
  // Truncated input: every prefix of a few corpus files (cut mid-token, mid-directive, mid-argument list).
  for (const char* name : {"016_c99_example3.cg", "022_stringize.cg", "041_elif_chain.cg", "080_skinning_shader.cg"}) {
    std::string text = test::readFile(std::string("tests/preprocess/corpus/") + name);
    ASSERT_FALSE(text.empty()) << name;
    for (std::size_t n = 0; n <= text.size(); n += 3) {
      Timed t;
      runText(t, text.substr(0, n));
      ASSERT_FALSE(t.unit.tokens.empty());
      EXPECT_EQ(t.unit.tokens.back().kind, TokenKind::EndOfFile);
    }
  }
}

}  // namespace
}  // namespace cgx
