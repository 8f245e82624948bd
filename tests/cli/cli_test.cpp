// Runs the real cgxc binary and checks exit codes and output for each option.
// Inputs are in tests/cli/inputs/; the tests run from the source tree (see tests/CMakeLists.txt).
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "Subprocess.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const std::string kInputs = "tests/cli/inputs/";

ProcessResult cgxc(std::vector<std::string> args, std::string stdinText = {}) {
  args.insert(args.begin(), CGXC_PATH);
  ProcessOptions options;
  options.stdinText = std::move(stdinText);
  options.workingDirectory = CGX_SOURCE_DIR;
  return runProcess(args, options);
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// A scratch directory under the build's temp area, removed at the end of the test.
class ScratchDir {
 public:
  ScratchDir() {
    path_ = fs::temp_directory_path() /
            ("cgx-cli-" + std::to_string(::getpid()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

#define EXPECT_EXIT_STATUS(result, code) \
  EXPECT_TRUE((result).exitedWith(code)) << "expected exit status " << (code) << ", got " << (result).describe()

// ---- usage errors: C0162, exit 2 ---------------------------------------------------------------------

void expectUsageError(const std::vector<std::string>& args, const std::string& messagePart) {
  ProcessResult r = cgxc(args);
  EXPECT_EXIT_STATUS(r, 2);
  EXPECT_TRUE(contains(r.err, "error C0162: ")) << r.describe();
  EXPECT_TRUE(contains(r.err, messagePart)) << "expected '" << messagePart << "' in\n" << r.describe();
  EXPECT_TRUE(r.out.empty()) << r.describe();
}

TEST(CliUsage, NoArguments) { expectUsageError({}, "no input file"); }
TEST(CliUsage, UnknownOption) { expectUsageError({"-frobnicate", kInputs + "ok.cg"}, "unknown option '-frobnicate'"); }
TEST(CliUsage, AttachedOutputIsNotAnOption) { expectUsageError({"-oout.txt", kInputs + "ok.cg"}, "unknown option '-oout.txt'"); }
TEST(CliUsage, TwoInputs) {
  expectUsageError({kInputs + "ok.cg", kInputs + "warning.cg"}, "more than one input file");
}
TEST(CliUsage, OnlyOptions) { expectUsageError({"-q", "-fsyntax-only"}, "no input file"); }
TEST(CliUsage, MissingOptionArgument) {
  for (const char* option : {"-o", "-entry", "-profile", "-po", "-profileopts", "-D", "-U", "-I"}) {
    SCOPED_TRACE(option);
    expectUsageError({kInputs + "ok.cg", option}, std::string("option '") + option + "' requires an argument");
  }
}
TEST(CliUsage, BadDiagnosticsFormat) {
  expectUsageError({"-fdiagnostics-format=gcc", kInputs + "ok.cg"}, "unknown diagnostics format 'gcc'");
}
TEST(CliUsage, BadWarningNumber) { expectUsageError({"-nowarn=abc", kInputs + "ok.cg"}, "invalid warning number 'abc'"); }
TEST(CliUsage, BadMacroName) { expectUsageError({"-D1X=2", kInputs + "ok.cg"}, "invalid macro name '1X'"); }
TEST(CliUsage, PreprocessAndDumpAstTogether) { expectUsageError({"-E", "-dump-ast", kInputs + "ok.cg"}, "cannot be used together"); }
TEST(CliUsage, EveryErrorIsReported) {
  ProcessResult r = cgxc({"-x", "-y"});
  EXPECT_EXIT_STATUS(r, 2);
  EXPECT_TRUE(contains(r.err, "unknown option '-x'")) << r.describe();
  EXPECT_TRUE(contains(r.err, "unknown option '-y'")) << r.describe();
  EXPECT_TRUE(contains(r.err, "no input file")) << r.describe();
  EXPECT_TRUE(contains(r.err, "cgxc -help")) << r.describe();
}
TEST(CliUsage, ClangStyle) {
  ProcessResult r = cgxc({"-x", kInputs + "ok.cg"});
  EXPECT_TRUE(r.err.starts_with("cgxc: error C0162: unknown option '-x'\n")) << r.describe();
}
TEST(CliUsage, CgcStyle) {
  ProcessResult r = cgxc({"-fdiagnostics-format=cgc", "-x", kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 2);
  EXPECT_TRUE(r.err.starts_with("(0) : error C0162: unknown option '-x'\n")) << r.describe();
}

// ---- help and version -----------------------------------------------------------------------------------

TEST(CliInfo, Help) {
  for (const char* option : {"-h", "-help", "--help"}) {
    SCOPED_TRACE(option);
    ProcessResult r = cgxc({option});
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_TRUE(r.out.starts_with("usage: cgxc")) << r.describe();
    EXPECT_TRUE(contains(r.out, "-fdiagnostics-format=clang|cgc")) << r.describe();
  }
}
TEST(CliInfo, Version) {
  for (const char* option : {"-v", "--version"}) {
    SCOPED_TRACE(option);
    ProcessResult r = cgxc({option});
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_EQ(r.out, std::string("cgxc version ") + CGX_PROJECT_VERSION + "\n") << r.describe();
  }
}

// ---- a plain run, -fsyntax-only, -q ------------------------------------------------------------------

TEST(CliCompile, SyntaxOnlySucceeds) {
  ProcessResult r = cgxc({"-fsyntax-only", kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_EQ(r.out, kInputs + "ok.cg\n");  // cgc prints the file name first
  EXPECT_EQ(r.err, "3 lines, 0 warnings, 0 errors.\n");
}
TEST(CliCompile, QuietPrintsNothing) {
  for (const char* option : {"-q", "-quiet"}) {
    SCOPED_TRACE(option);
    ProcessResult r = cgxc({option, "-fsyntax-only", kInputs + "ok.cg"});
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "");
  }
}
TEST(CliCompile, SyntaxErrorExitsOne) {
  ProcessResult r = cgxc({"-q", "-fsyntax-only", kInputs + "syntax_error.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(r.err.starts_with(kInputs + "syntax_error.cg:3:1: error C0000: syntax error")) << r.describe();
}
TEST(CliCompile, SummaryCountsErrors) {
  ProcessResult r = cgxc({"-fsyntax-only", kInputs + "syntax_error.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(contains(r.err, "3 lines, 0 warnings, 1 errors.\n")) << r.describe();
}
TEST(CliCompile, HardwareProfileRunSaysItWritesNoCodeAndWritesNothing) {
  ScratchDir dir;
  std::string output = dir.file("out.vert");
  ProcessResult r = cgxc({"-profile", "arbvp1", "-entry", "main", "-po", "NumTemps=12", "-o", output, kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_TRUE(contains(r.err, "note: no code is written for arbvp1")) << r.describe();
  EXPECT_TRUE(contains(r.err, "-glsl")) << "the note says how to get GLSL: " << r.describe();
  EXPECT_TRUE(contains(r.err, "'" + output + "' was not written")) << r.describe();
  EXPECT_FALSE(fs::exists(output));
}
TEST(CliCompile, GlslOptionWritesTheOutputFile) {
  ScratchDir dir;
  std::string output = dir.file("out.vert");
  ProcessResult r = cgxc({"-q", "-profile", "arbvp1", "-glsl", "120", "-entry", "main", "-o", output, kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  ASSERT_TRUE(fs::exists(output));
  EXPECT_TRUE(contains(readFile(output), "#version 120")) << readFile(output);
}
TEST(CliCompile, SyntaxOnlyHasNoBackEndNote) {
  ProcessResult r = cgxc({"-fsyntax-only", "-noentry", kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_FALSE(contains(r.err, "note:")) << r.describe();
}

// ---- diagnostics formats ------------------------------------------------------------------------------

TEST(CliDiagnostics, ClangStyleHasCaret) {
  ProcessResult r = cgxc({"-q", "-fsyntax-only", kInputs + "syntax_error.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(contains(r.err, "\n}\n^\n")) << r.describe();
}
TEST(CliDiagnostics, CgcStyle) {
  ProcessResult r = cgxc({"-q", "-fdiagnostics-format=cgc", "-fsyntax-only", kInputs + "syntax_error.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  // The shape is cgc's; the wording after "syntax error" belongs to the parser's tests.
  EXPECT_TRUE(r.err.starts_with(kInputs + "syntax_error.cg(3) : error C0000: syntax error")) << r.describe();
  EXPECT_FALSE(contains(r.err, "^")) << "cgc style has no caret lines\n" << r.describe();
}
TEST(CliDiagnostics, ErrorDirectiveIsC0000) {
  ProcessResult r = cgxc({"-q", "-fdiagnostics-format=cgc", "-fsyntax-only", "-"}, "\n#error stop here\n");
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(r.err.starts_with("<stdin>(2) : error C0000: ")) << r.describe();
  EXPECT_TRUE(contains(r.err, "stop here")) << r.describe();
}

// ---- -nowarn -------------------------------------------------------------------------------------------

TEST(CliNowarn, WarningIsShownByDefault) {
  ProcessResult r = cgxc({"-fsyntax-only", kInputs + "warning.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_TRUE(contains(r.err, kInputs + "warning.cg:2:")) << r.describe();
  EXPECT_TRUE(contains(r.err, "warning C7101")) << r.describe();
  EXPECT_TRUE(contains(r.err, "5 lines, 1 warnings, 0 errors.")) << r.describe();
}
TEST(CliNowarn, SilencesWarnings) {
  for (const char* option : {"-nowarn", "-nowarn=7101", "-nowarn=C7101", "-nowarn=7011,7101"}) {
    SCOPED_TRACE(option);
    ProcessResult r = cgxc({option, "-fsyntax-only", kInputs + "warning.cg"});
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_FALSE(contains(r.err, "C7101")) << r.describe();
    EXPECT_TRUE(contains(r.err, "5 lines, 0 warnings, 0 errors.")) << r.describe();
  }
}
TEST(CliNowarn, OtherNumbersDoNotSilence) {
  ProcessResult r = cgxc({"-nowarn=7011", "-fsyntax-only", kInputs + "warning.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_TRUE(contains(r.err, "warning C7101")) << r.describe();
}

// ---- -E, -D, -U, -I --------------------------------------------------------------------------------------

TEST(CliPreprocess, PrintsTokensAndNoChatter) {
  ProcessResult r = cgxc({"-E", kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_TRUE(contains(r.out, "float4 main")) << r.describe();
  EXPECT_TRUE(contains(r.out, "return position")) << r.describe();
  EXPECT_FALSE(contains(r.out, "ok.cg\n" "float4")) << "no file-name line with -E\n" << r.describe();
  EXPECT_EQ(r.err, "");
}
TEST(CliPreprocess, WritesOutputFile) {
  ScratchDir dir;
  std::string output = dir.file("ok.i");
  ProcessResult toStdout = cgxc({"-E", kInputs + "ok.cg"});
  ProcessResult toFile = cgxc({"-E", "-o", output, kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(toFile, 0);
  EXPECT_EQ(toFile.out, "");
  EXPECT_EQ(readFile(output), toStdout.out);
}
TEST(CliPreprocess, UnwritableOutputExitsOne) {
  ProcessResult r = cgxc({"-E", "-o", "/nonexistent-dir/cgx/out.i", kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(contains(r.err, "fatal error C0163: cannot write output file")) << r.describe();
}
TEST(CliPreprocess, NoMacros) {
  ProcessResult r = cgxc({"-E", kInputs + "macros.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_TRUE(contains(r.out, "foo_undefined")) << r.describe();
  EXPECT_FALSE(contains(r.out, "foo_defined")) << r.describe();
  EXPECT_FALSE(contains(r.out, "bar_defined")) << r.describe();
}
TEST(CliPreprocess, DefineSpellings) {
  for (std::vector<std::string> args : {std::vector<std::string>{"-DFOO"}, {"-D", "FOO"}}) {
    args.insert(args.end(), {"-E", kInputs + "macros.cg"});
    ProcessResult r = cgxc(args);
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_TRUE(contains(r.out, "foo_defined = 1")) << r.describe();
  }
  for (std::vector<std::string> args : {std::vector<std::string>{"-DFOO=42", "-DBAR=x"}, {"-D", "FOO=42", "-D", "BAR=x"}}) {
    args.insert(args.end(), {"-E", kInputs + "macros.cg"});
    ProcessResult r = cgxc(args);
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_TRUE(contains(r.out, "foo_defined = 42")) << r.describe();
    EXPECT_TRUE(contains(r.out, "bar_defined = x")) << r.describe();
  }
}
TEST(CliPreprocess, UndefineInCommandLineOrder) {
  ProcessResult r = cgxc({"-DFOO", "-DBAR=3", "-UFOO", "-E", kInputs + "macros.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_TRUE(contains(r.out, "foo_undefined")) << r.describe();
  EXPECT_TRUE(contains(r.out, "bar_defined = 3")) << r.describe();
  ProcessResult again = cgxc({"-U", "FOO", "-DFOO=7", "-E", kInputs + "macros.cg"});
  EXPECT_EXIT_STATUS(again, 0);
  EXPECT_TRUE(contains(again.out, "foo_defined = 7")) << again.describe();
}
TEST(CliPreprocess, IncludeNeedsDashI) {
  ProcessResult r = cgxc({"-q", "-fsyntax-only", kInputs + "include_user.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(contains(r.err, kInputs + "include_user.cg:2:")) << r.describe();
  EXPECT_TRUE(contains(r.err, "C0150")) << r.describe();
}
TEST(CliPreprocess, IncludeSpellings) {
  for (const std::vector<std::string>& includes : {std::vector<std::string>{"-I" + kInputs + "include"},
                                                   {"-I", kInputs + "include"},
                                                   {"-I", kInputs + "nonexistent", "-I", kInputs + "include"}}) {
    std::vector<std::string> args = includes;
    args.insert(args.end(), {"-E", kInputs + "include_user.cg"});
    ProcessResult r = cgxc(args);
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_TRUE(contains(r.out, "float4 scaled")) << r.describe();
    args = includes;
    args.insert(args.end(), {"-q", "-fsyntax-only", kInputs + "include_user.cg"});
    ProcessResult parsed = cgxc(args);
    EXPECT_EXIT_STATUS(parsed, 0);
  }
}

// ---- -dump-ast -----------------------------------------------------------------------------------------

TEST(CliDumpAst, MatchesGolden) {
  ProcessResult r = cgxc({"-dump-ast", kInputs + "dump_ast.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_FALSE(r.out.empty());
  EXPECT_GOLDEN(kInputs + "dump_ast.cg.ast", r.out);
  EXPECT_TRUE(contains(r.err, "11 lines, 0 warnings, 0 errors.")) << r.describe();
}
TEST(CliDumpAst, WritesOutputFile) {
  ScratchDir dir;
  std::string output = dir.file("ast.txt");
  ProcessResult toStdout = cgxc({"-q", "-dump-ast", kInputs + "dump_ast.cg"});
  ProcessResult toFile = cgxc({"-dump-ast", "-o", output, kInputs + "dump_ast.cg"});
  EXPECT_EXIT_STATUS(toFile, 0);
  EXPECT_EQ(toFile.out, kInputs + "dump_ast.cg\n");  // the file-name line, as stdout is free
  EXPECT_EQ(readFile(output), toStdout.out);
}

// ---- standard input, unreadable input -----------------------------------------------------------------

TEST(CliInput, StandardInput) {
  ProcessResult r = cgxc({"-q", "-fsyntax-only", "-"}, readFile(kInputs + "ok.cg"));
  EXPECT_EXIT_STATUS(r, 0);
  ProcessResult pre = cgxc({"-E", "-DFOO=5", "-"}, readFile(kInputs + "macros.cg"));
  EXPECT_EXIT_STATUS(pre, 0);
  EXPECT_TRUE(contains(pre.out, "foo_defined = 5")) << pre.describe();
}
TEST(CliInput, StandardInputErrorsNameStdin) {
  ProcessResult r = cgxc({"-fsyntax-only", "-"}, readFile(kInputs + "syntax_error.cg"));
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(r.out.starts_with("<stdin>\n")) << r.describe();
  EXPECT_TRUE(contains(r.err, "<stdin>:3:1: error C0000")) << r.describe();
}
TEST(CliInput, EmptyStandardInput) {
  ProcessResult r = cgxc({"-q", "-fsyntax-only", "-noentry", "-"});
  EXPECT_EXIT_STATUS(r, 0);
}
TEST(CliInput, MissingFileExitsOneWithC0159) {
  ProcessResult r = cgxc({"-fsyntax-only", kInputs + "does_not_exist.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(contains(r.err, "fatal error C0159: cannot read input file '" + kInputs +
                                  "does_not_exist.cg': no such file or directory"))
      << r.describe();
}
TEST(CliInput, DirectoryExitsOneWithC0159) {
  ProcessResult r = cgxc({"-fsyntax-only", kInputs + "include"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(contains(r.err, "C0159")) << r.describe();
  EXPECT_TRUE(contains(r.err, "is a directory")) << r.describe();
}
TEST(CliInput, MissingFileCgcStyle) {
  ProcessResult r = cgxc({"-fdiagnostics-format=cgc", "-fsyntax-only", kInputs + "does_not_exist.cg"});
  EXPECT_EXIT_STATUS(r, 1);
  EXPECT_TRUE(r.err.starts_with("(0) : fatal error C0159: ")) << r.describe();
}
TEST(CliInput, DashDashEndsOptions) {
  ProcessResult r = cgxc({"-q", "-fsyntax-only", "--", kInputs + "ok.cg"});
  EXPECT_EXIT_STATUS(r, 0);
}

// ---- the book's examples -----------------------------------------------------------------------------

TEST(CliExamples, EveryExampleParses) {
  std::vector<std::string> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(sourcePath("examples")))
    if (entry.path().extension() == ".cg") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  ASSERT_FALSE(files.empty()) << "no examples/*.cg found under " << sourcePath("examples");
  std::vector<std::vector<std::string>> commands;
  for (const std::string& file : files) commands.push_back({CGXC_PATH, "-q", "-fsyntax-only", "-noentry", file});
  std::vector<ProcessResult> results = runProcesses(commands);
  for (std::size_t i = 0; i < files.size(); ++i)
    EXPECT_TRUE(results[i].exitedWith(0)) << files[i] << ": " << results[i].describe();
}

}  // namespace
}  // namespace cgx::test
