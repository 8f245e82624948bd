// cgx's accept/reject verdict against NVIDIA's cgc 3.1 (installed in CI by tools/install-deps.sh; skipped
// with a message where it is not). cgxc runs with -fsyntax-only (unless the options ask for the profile checks
// with -dump-ir or -resources, which cgc does not know and does not get); cgc compiles with the same options and
// `-o /dev/null`. A verdict is "accept" when the exit status is 0 (warnings included).
// (a) tests/sema/diagnostics/*.cg with their `// cgx-options:`;
// (b) examples/*.cg with `// cgx-entry:`, profile glslv for `// cgx-stage: vertex`, glslf for fragment;
// (c) tests/stdlib/calls/*.cg, if that directory exists, with -noentry and `// cgx-profile:` (default glslv);
// (d) NVIDIA's Cg Toolkit examples (nvidia-cg-doc), entries and profiles from tests/sema/corpus_entries.txt.
// (a)-(c) must agree completely, except the files in kAllowList (each with its reason); (d) must agree on at
// least 97% of its entries. Every disagreement is printed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const fs::path kCgc = "/usr/bin/cgc";
const fs::path kToolkitExamples = "/usr/share/doc/nvidia-cg-doc/examples";
constexpr double kToolkitAgreement = 0.97;

// Files of (a)-(c) on which cgx deliberately or knowingly differs from cgc: path relative to the source tree,
// and why. Keep it small; a stale entry (one that agrees) is reported.
struct Allowed {
  const char* path;
  const char* reason;
};
const std::vector<Allowed> kAllowList = {
    // {"tests/sema/diagnostics/NNN_name.cg", "why cgx differs"},
};

const char* allowedReason(const std::string& path) {
  for (const Allowed& a : kAllowList)
    if (path == a.path) return a.reason;
  return nullptr;
}

// One compilation to judge: a file, the directory to run in, and the options (without the file name).
struct Job {
  std::string label;  // shown in messages: the path relative to the source tree or the toolkit
  fs::path file;
  std::vector<std::string> options;
};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::vector<fs::path> filesIn(const fs::path& folder, const std::string& extension) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(sourcePath(folder), ec))
    if (e.path().extension() == extension) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::string relativeToSource(const fs::path& file) {
  return fs::relative(file, sourcePath(".")).generic_string();
}

struct Verdicts {
  std::vector<bool> cgc, cgx;
  std::vector<std::string> cgcOutput, cgxOutput;
};

// Runs every job through cgc and cgxc (in parallel, in the file's directory so relative #includes and
// -I. work) and returns both verdicts. A crash or hang of cgxc fails the test: it is never a verdict.
Verdicts judge(const std::vector<Job>& jobs) {
  std::vector<std::vector<std::string>> cgcCommands, cgxCommands;
  for (const Job& job : jobs) {
    // -dump-ir and -resources are cgxc's: a corpus file names one to ask for the checks after type checking
    // (loops, profile limits). cgc always runs those, so it gets the options without them.
    auto cgxOnly = [](const std::string& o) { return o == "-dump-ir" || o == "-resources"; };
    bool fullCompile = std::any_of(job.options.begin(), job.options.end(), cgxOnly);
    std::vector<std::string> cgc{kCgc.string(), "-q"};
    std::copy_if(job.options.begin(), job.options.end(), std::back_inserter(cgc),
                 [&](const std::string& o) { return !cgxOnly(o); });
    cgc.insert(cgc.end(), {"-I" + job.file.parent_path().string(), job.file.string(), "-o", "/dev/null"});
    cgcCommands.push_back(cgc);
    std::vector<std::string> cgx{CGXC_PATH, "-q"};
    cgx.insert(cgx.end(), job.options.begin(), job.options.end());
    cgx.push_back("-I" + job.file.parent_path().string());
    if (!fullCompile) cgx.push_back("-fsyntax-only");
    cgx.push_back(job.file.string());
    cgxCommands.push_back(cgx);
  }
  unsigned parallel = 2;  // CI machines are small; cgc and cgxc are quick on these files
  std::vector<ProcessResult> cgcResults = runProcesses(cgcCommands, {}, parallel);
  std::vector<ProcessResult> cgxResults = runCgxcAllInProcess(cgxCommands, parallel);
  Verdicts v;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    EXPECT_FALSE(cgxResults[i].abnormal()) << jobs[i].label << ": cgxc " << cgxResults[i].describe();
    EXPECT_TRUE(cgcResults[i].exitedWith(0) || cgcResults[i].exitedWith(1))
        << jobs[i].label << ": cgc " << cgcResults[i].describe();
    v.cgc.push_back(cgcResults[i].exitedWith(0));
    v.cgx.push_back(cgxResults[i].exitedWith(0));
    v.cgcOutput.push_back(cgcResults[i].err + cgcResults[i].out);
    v.cgxOutput.push_back(cgxResults[i].err);
  }
  return v;
}

std::string firstLines(const std::string& text, int count = 3) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; count > 0 && std::getline(in, line); --count) out += "\n      " + line;
  return out;
}

std::string verdictName(bool accepted) { return accepted ? "accepts" : "rejects"; }

// (a)-(c): full agreement, allow-list aside. Prints cgc's accept count for the category.
Verdicts expectFullAgreement(const std::string& category, const std::vector<Job>& jobs) {
  EXPECT_FALSE(jobs.empty()) << "no files for " << category;
  Verdicts v = judge(jobs);
  std::size_t cgcAccepts = 0, agreements = 0;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    cgcAccepts += v.cgc[i] ? 1 : 0;
    bool agree = v.cgc[i] == v.cgx[i];
    agreements += agree ? 1 : 0;
    const char* reason = allowedReason(jobs[i].label);
    if (reason != nullptr) {
      if (agree) std::printf("note: %s agrees with cgc now; drop it from kAllowList\n", jobs[i].label.c_str());
      continue;
    }
    EXPECT_TRUE(agree) << jobs[i].label << ": cgc " << verdictName(v.cgc[i]) << ", cgx " << verdictName(v.cgx[i])
                       << "\n    cgc:" << firstLines(v.cgcOutput[i]) << "\n    cgx:" << firstLines(v.cgxOutput[i]);
  }
  std::printf("%s: %zu files, cgc accepts %zu, cgx agrees on %zu\n", category.c_str(), jobs.size(), cgcAccepts,
              agreements);
  return v;
}

class CgcVerdict : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!fs::exists(kCgc)) GTEST_SKIP() << "cgc is not installed at " << kCgc << " (tools/install-deps.sh installs it)";
  }
};

// "C7011" -> true: the code's severity in compiler/diag/DiagnosticCodes.def is Warning (most C7xxx are;
// C7004 is an error).
bool isWarningCode(const std::string& code) {
  static const std::set<std::string> warnings = [] {
    std::set<std::string> names;
#define CGX_DIAG(NUMBER, NAME, SEVERITY, SUMMARY)                                  \
  if (std::string_view(#SEVERITY) == "Warning") {                                  \
    std::string digits = std::to_string(NUMBER);                                   \
    names.insert("C" + std::string(4 - std::min<std::size_t>(4, digits.size()), '0') + digits); \
  }
#include "diag/DiagnosticCodes.def"
#undef CGX_DIAG
    return names;
  }();
  return warnings.count(code) != 0;
}

TEST_F(CgcVerdict, DiagnosticCorpus) {
  std::vector<Job> jobs;
  std::vector<bool> claimsAccept;
  for (const fs::path& file : filesIn("tests/sema/diagnostics", ".cg")) {
    std::string text = readFile(file);
    jobs.push_back({relativeToSource(file), file, words(headerValue(text, "cgx-options"))});
    std::vector<std::string> expected = words(headerValue(text, "cgx-expect"));
    claimsAccept.push_back(std::all_of(expected.begin(), expected.end(), [](const std::string& code) {
      return code == "accept" || isWarningCode(code);
    }));
  }
  Verdicts v = expectFullAgreement("diagnostic corpus", jobs);
  // The headers' claims about cgc must be true: accept and warning-only files compile, error files do not.
  for (std::size_t i = 0; i < jobs.size(); ++i)
    EXPECT_EQ(v.cgc[i], claimsAccept[i]) << jobs[i].label << ": its cgx-expect header says cgc "
                                         << verdictName(claimsAccept[i]) << " it, but cgc says:"
                                         << firstLines(v.cgcOutput[i]);
}

TEST_F(CgcVerdict, Examples) {
  std::vector<Job> jobs;
  for (const fs::path& file : filesIn("examples", ".cg")) {
    std::string text = readFile(file);
    std::vector<std::string> entry = words(headerValue(text, "cgx-entry"));
    std::vector<std::string> stage = words(headerValue(text, "cgx-stage"));
    ASSERT_EQ(entry.size(), 1u) << file << ": needs one `// cgx-entry:`";
    ASSERT_EQ(stage.size(), 1u) << file << ": needs `// cgx-stage: vertex|fragment`";
    ASSERT_TRUE(stage[0] == "vertex" || stage[0] == "fragment") << file << ": unknown stage " << stage[0];
    std::string profile = stage[0] == "vertex" ? "glslv" : "glslf";
    jobs.push_back({relativeToSource(file), file, {"-profile", profile, "-entry", entry[0]}});
  }
  expectFullAgreement("examples", jobs);
}

TEST_F(CgcVerdict, StdlibCalls) {
  const fs::path folder = "tests/stdlib/calls";
  if (!fs::is_directory(sourcePath(folder))) GTEST_SKIP() << folder << " does not exist yet";
  std::vector<Job> jobs;
  for (const fs::path& file : filesIn(folder, ".cg")) {
    std::vector<std::string> profile = words(headerValue(readFile(file), "cgx-profile"));
    jobs.push_back({relativeToSource(file), file, {"-noentry", "-profile", profile.empty() ? "glslv" : profile[0]}});
  }
  if (jobs.empty()) GTEST_SKIP() << folder << " has no .cg files yet";
  expectFullAgreement("stdlib calls", jobs);
}

// tests/sema/corpus_entries.txt: `path entry profile` per line ('#' comments; entry "-" is -noentry).
std::vector<Job> toolkitJobs() {
  std::vector<Job> jobs;
  std::istringstream lines(readFile("tests/sema/corpus_entries.txt"));
  int lineNumber = 0;
  for (std::string line; std::getline(lines, line);) {
    ++lineNumber;
    std::vector<std::string> w = words(line);
    if (w.empty() || w[0][0] == '#') continue;
    EXPECT_EQ(w.size(), 3u) << "corpus_entries.txt:" << lineNumber << ": expected `path entry profile`";
    if (w.size() != 3) continue;
    EXPECT_TRUE(w[2] == "glslv" || w[2] == "glslf" || w[2] == "gp4gp")
        << "corpus_entries.txt:" << lineNumber << ": profile " << w[2];
    std::vector<std::string> options{"-profile", w[2]};
    if (w[1] == "-") options.push_back("-noentry");
    else options.insert(options.end(), {"-entry", w[1]});
    std::string label = w[0] + (w[1] == "-" ? "" : " (" + w[1] + ")");
    jobs.push_back({label, kToolkitExamples / w[0], options});
  }
  return jobs;
}

TEST_F(CgcVerdict, CgToolkitExamples) {
  if (!fs::is_directory(kToolkitExamples))
    GTEST_SKIP() << kToolkitExamples << " is missing (the nvidia-cg-doc package; tools/install-deps.sh installs it)";
  std::vector<Job> jobs = toolkitJobs();
  ASSERT_GT(jobs.size(), 100u);

  // The list must cover every program in the corpus and name only files that exist.
  std::set<std::string> listed;
  for (const Job& job : jobs) {
    listed.insert(fs::relative(job.file, kToolkitExamples).generic_string());
    EXPECT_TRUE(fs::exists(job.file)) << job.file << " is listed in corpus_entries.txt but does not exist";
  }
  for (const fs::directory_entry& e : fs::recursive_directory_iterator(kToolkitExamples)) {
    std::string extension = e.path().extension().string();
    if (extension != ".cg" && extension != ".cgfx") continue;
    std::string relative = fs::relative(e.path(), kToolkitExamples).generic_string();
    EXPECT_TRUE(listed.count(relative)) << relative << " is not in tests/sema/corpus_entries.txt";
  }

  Verdicts v = judge(jobs);
  std::size_t cgcAccepts = 0, agreements = 0;
  std::string disagreements;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    cgcAccepts += v.cgc[i] ? 1 : 0;
    if (v.cgc[i] == v.cgx[i]) {
      ++agreements;
      continue;
    }
    disagreements += "  " + jobs[i].label + ": cgc " + verdictName(v.cgc[i]) + ", cgx " + verdictName(v.cgx[i]) +
                     "\n    cgc:" + firstLines(v.cgcOutput[i], 2) + "\n    cgx:" + firstLines(v.cgxOutput[i], 2) +
                     "\n";
  }
  double rate = static_cast<double>(agreements) / static_cast<double>(jobs.size());
  std::printf("Cg Toolkit examples: %zu programs, cgc accepts %zu, cgx agrees on %zu (%.1f%%)\n%s", jobs.size(),
              cgcAccepts, agreements, 100.0 * rate, disagreements.c_str());
  EXPECT_GE(rate, kToolkitAgreement) << "agreement with cgc " << 100.0 * rate << "% is below "
                                     << 100.0 * kToolkitAgreement << "%; disagreements:\n"
                                     << disagreements;
}

}  // namespace
}  // namespace cgx::test
