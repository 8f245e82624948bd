// The semantic-diagnostic corpus: tests/sema/diagnostics/NNN_<what>.cg, each a small Cg program that provokes
// one semantic diagnostic (or none: the accept files). Header lines at the top of each file:
//   // cgx-options: -profile glslv -entry main    options given to cgxc (and to cgc by CgcVerdictTest)
//   // cgx-expect: C1060                          the code(s) that must be reported, or `accept`
//   // cgx-allow: C1056                           optional: a code cgc also reports here that cgx may add
//   // cgc: <line>                                what NVIDIA's cgc 3.1 printed (one line per output line)
// For each file, the built cgxc runs with its options plus -q -fsyntax-only (unless the options ask for
// -dump-ir), and the test checks:
// - no crash, hang or sanitizer report;
// - the expected codes appear; the exit status is 1 when one is an error, else 0 (warnings, accept);
// - no code outside cgx-expect and cgx-allow appears (no cascades; accept files print nothing at all);
// - every diagnostic has file:line:col and a caret line (C3001, about the whole program, may have none);
// - the whole of stderr matches NNN_<what>.expected beside the input. The .expected files are snapshots:
//   run this test with CGX_UPDATE_GOLDEN=1 to (re)write them, then review the diff.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "Subprocess.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const std::string kFolder = "tests/sema/diagnostics";

enum class CodeSeverity { Error, Warning };

// The semantic codes of compiler/diag/DiagnosticCodes.def (cgc's numbers): every one must be provoked by
// some corpus file. Read from the table itself, so a code added there without a test case fails here.
struct TableCode {
  int number;
  CodeSeverity severity;
};

std::vector<TableCode> tableCodes() {
  std::vector<TableCode> codes;
#define CGX_DIAG(NUMBER, NAME, SEVERITY, SUMMARY) \
  codes.push_back({NUMBER, std::string_view(#SEVERITY) == "Warning" ? CodeSeverity::Warning : CodeSeverity::Error});
#include "diag/DiagnosticCodes.def"
#undef CGX_DIAG
  return codes;
}

// cgc's semantic codes: 1003..5121 (cgx-only codes 1500.. are excluded) and the semantic warnings.
bool isCgcSemanticCode(int number) {
  bool cgxOnly = number >= 1500 && number < 2000;
  return (number >= 1003 && number <= 5121 && !cgxOnly) || number == 7011 || number == 7017 || number == 7021 ||
         number == 7050;
}

std::string codeName(int number) {
  std::string digits = std::to_string(number);
  return "C" + std::string(4 - std::min<std::size_t>(4, digits.size()), '0') + digits;
}

CodeSeverity severityOf(const std::string& code) {
  static const std::map<std::string, CodeSeverity> table = [] {
    std::map<std::string, CodeSeverity> m;
    for (const TableCode& c : tableCodes()) m[codeName(c.number)] = c.severity;
    return m;
  }();
  auto it = table.find(code);
  return it == table.end() ? CodeSeverity::Error : it->second;
}

struct CorpusCase {
  std::string stem;
  std::vector<std::string> options;
  std::vector<std::string> expected;  // empty: accept
  std::vector<std::string> allowed;
  bool accept = false;
  bool wellFormed = false;
};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

CorpusCase readCase(const std::string& stem) {
  CorpusCase c;
  c.stem = stem;
  std::istringstream lines(readFile(kFolder + "/" + stem + ".cg"));
  bool sawOptions = false, sawExpect = false, sawCgc = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("//", 0) != 0) break;  // the header is the leading block of // lines
    auto value = [&](const char* key) -> std::optional<std::string> {
      std::string prefix = std::string("// ") + key + ":";
      if (line.rfind(prefix, 0) != 0) return std::nullopt;
      return line.substr(prefix.size());
    };
    if (auto v = value("cgx-options")) {
      c.options = words(*v);
      sawOptions = true;
    }
    if (auto v = value("cgx-expect")) {
      sawExpect = true;
      for (const std::string& w : words(*v)) {
        if (w == "accept") {
          c.accept = true;
        } else {
          c.expected.push_back(w);
        }
      }
    }
    if (auto v = value("cgx-allow")) {
      for (const std::string& w : words(*v)) c.allowed.push_back(w);
    }
    if (value("cgc")) sawCgc = true;
  }
  c.wellFormed = sawOptions && sawExpect && sawCgc && (c.accept != !c.expected.empty());
  return c;
}

std::vector<std::string> caseNames() {
  std::vector<std::string> stems;
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(sourcePath(kFolder), ec))
    if (e.path().extension() == ".cg") stems.push_back(e.path().stem().string());
  std::sort(stems.begin(), stems.end());
  return stems;
}

// One diagnostic as printed by cgxc's clang-style renderer: `file:line:col: error Cnnnn: message`, then the
// source line and a caret line; or `cgxc: error Cnnnn: message` when there is no location.
struct Printed {
  std::string code;
  CodeSeverity severity = CodeSeverity::Error;
  bool located = false;
  bool caret = false;
  std::string text;
};

std::vector<Printed> parseDiagnostics(const std::string& err) {
  static const std::regex header(R"(^(.*?)(error|warning|fatal error) (C[0-9]{4}): .*$)");
  static const std::regex location(R"(^.+:([0-9]+):([0-9]+): $)");
  static const std::regex caretLine(R"(^[ \t]*(\.\.\.)?[ \t]*\^~*$)");
  std::vector<std::string> lines;
  std::istringstream in(err);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::vector<Printed> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::smatch m;
    if (!std::regex_match(lines[i], m, header)) continue;
    Printed p;
    p.text = lines[i];
    p.code = m[3];
    p.severity = m[2] == "warning" ? CodeSeverity::Warning : CodeSeverity::Error;
    std::string prefix = m[1];
    std::smatch lm;
    if (std::regex_match(prefix, lm, location)) p.located = std::stoul(lm[1]) > 0 && std::stoul(lm[2]) > 0;
    p.caret = i + 2 < lines.size() && std::regex_match(lines[i + 2], caretLine);
    out.push_back(p);
  }
  return out;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

ProcessResult runCgxc(const CorpusCase& c) {
  std::vector<std::string> argv{CGXC_PATH, "-q"};  // -q: no file-name and line-count banner, as with cgc
  argv.insert(argv.end(), c.options.begin(), c.options.end());
  // Checks that need code generation (C5013: a loop a profile cannot run) name `-dump-ir -o /dev/null` in
  // their options; the rest stop after type checking.
  if (!contains(c.options, "-dump-ir") && !contains(c.options, "-resources")) argv.push_back("-fsyntax-only");
  argv.push_back(c.stem + ".cg");
  ProcessOptions options;
  options.workingDirectory = sourcePath(kFolder).string();  // so diagnostics name the file as NNN_x.cg
  return runProcess(argv, options);
}

class DiagnosticCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(DiagnosticCorpus, ReportsExactlyTheExpectedCode) {
  CorpusCase c = readCase(GetParam());
  ASSERT_TRUE(c.wellFormed) << c.stem << ".cg needs `// cgx-options:`, `// cgx-expect:` (codes or accept) and "
                            << "`// cgc:` header lines";
  ProcessResult r = runCgxc(c);
  ASSERT_FALSE(r.abnormal()) << "cgxc crashed, hung or reported a sanitizer error: " << r.describe();

  std::vector<Printed> printed = parseDiagnostics(r.err);
  bool expectsError = std::any_of(c.expected.begin(), c.expected.end(),
                                  [](const std::string& code) { return severityOf(code) == CodeSeverity::Error; });
  int status = expectsError ? 1 : 0;
  EXPECT_TRUE(r.exitedWith(status)) << "expected exit status " << status << "; " << r.describe();

  std::set<std::string> seen;
  for (const Printed& p : printed) seen.insert(p.code);
  for (const std::string& code : c.expected)
    EXPECT_TRUE(seen.count(code)) << code << " was not reported; stderr:\n" << r.err;
  if (c.accept) {
    EXPECT_EQ(r.err, "") << "an accept file must compile without any diagnostic";
  }
  for (const Printed& p : printed) {
    EXPECT_TRUE(contains(c.expected, p.code) || contains(c.allowed, p.code))
        << "unexpected " << p.code << " (a cascade or a wrong code): " << p.text;
    if (p.code == "C3001" && !p.located) continue;  // about the whole program: no place in the source
    EXPECT_TRUE(p.located) << "diagnostic without file:line:col: " << p.text;
    EXPECT_TRUE(p.caret) << "diagnostic without a caret line: " << p.text;
  }
  EXPECT_GOLDEN(kFolder + "/" + c.stem + ".expected", r.err);
}

INSTANTIATE_TEST_SUITE_P(Programs, DiagnosticCorpus, ::testing::ValuesIn(caseNames()),
                         [](const auto& info) { return info.param; });

// The corpus itself: big enough, well-formed headers, and every cgc semantic code in the table provoked.
TEST(DiagnosticCorpusContents, AtLeastSeventyCases) { EXPECT_GE(caseNames().size(), 70u); }

TEST(DiagnosticCorpusContents, EverySemanticCodeHasACase) {
  std::set<std::string> covered;
  std::size_t accepts = 0;
  for (const std::string& stem : caseNames()) {
    CorpusCase c = readCase(stem);
    EXPECT_TRUE(c.wellFormed) << stem << ".cg has a malformed header";
    covered.insert(c.expected.begin(), c.expected.end());
    accepts += c.accept ? 1 : 0;
  }
  for (const TableCode& code : tableCodes()) {
    if (!isCgcSemanticCode(code.number)) continue;
    EXPECT_TRUE(covered.count(codeName(code.number))) << "no corpus file expects " << codeName(code.number);
  }
  EXPECT_GE(accepts, 10u) << "keep tricky valid programs in the corpus too";
}

TEST(DiagnosticCorpusContents, NoStaleSnapshots) {
  std::vector<std::string> stems = caseNames();
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(sourcePath(kFolder), ec)) {
    if (e.path().extension() != ".expected") continue;
    EXPECT_TRUE(std::binary_search(stems.begin(), stems.end(), e.path().stem().string()))
        << e.path().filename() << " has no .cg input";
  }
}

}  // namespace
}  // namespace cgx::test
