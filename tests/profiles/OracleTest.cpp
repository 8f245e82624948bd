// cgx's profile checker against the cgc 3.1 oracle tables in tests/profiles/oracle (see its README.md):
// examples.tsv (every examples/*.cg x every profile of its stage) and corpus.tsv (NVIDIA Cg Toolkit programs
// with the profiles their own hosts declare). cgxc runs the full profile checks (-profile P -entry E);
// the verdict is "accept" when it exits 0. Every disagreement is printed with its row.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kToolkitExamples = "/usr/share/doc/nvidia-cg-doc/examples";
constexpr unsigned kParallel = 2;  // CI machines are small

// One row of an oracle table: column name -> value ("-" = empty / not applicable).
struct Row {
  std::map<std::string, std::string> cells;
  std::string text;  // the row as written, for messages
  const std::string& operator[](const std::string& column) const { return cells.at(column); }
  bool accepted() const { return cells.at("verdict") == "accept"; }
};

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> fields;
  std::istringstream in(line);
  for (std::string field; std::getline(in, field, '\t');) fields.push_back(field);
  return fields;
}

// Lines starting with '#' are comments; the first other line is the header.
std::vector<Row> readTable(const fs::path& table) {
  std::istringstream lines(readFile(sourcePath(table)));
  std::vector<std::string> header;
  std::vector<Row> rows;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields = splitTabs(line);
    if (header.empty()) {
      header = fields;
      continue;
    }
    EXPECT_EQ(fields.size(), header.size()) << table << ": " << line;
    Row row{{}, line};
    for (std::size_t i = 0; i < std::min(fields.size(), header.size()); ++i) row.cells[header[i]] = fields[i];
    rows.push_back(row);
  }
  EXPECT_FALSE(rows.empty()) << table << " has no rows";
  return rows;
}

std::vector<std::string> cgxcCommand(const Row& row, const std::vector<std::string>& extra, const std::string& file) {
  std::vector<std::string> argv{CGXC_PATH, "-q", "-profile", row["profile"], "-entry", row["entry"]};
  argv.insert(argv.end(), extra.begin(), extra.end());
  argv.push_back(file);
  return argv;
}

std::string verdictName(bool accepted) { return accepted ? "accept" : "reject"; }

std::string firstLines(const std::string& text, int count = 3) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; count > 0 && std::getline(in, line); --count) out += "\n      " + line;
  return out;
}

int number(const std::string& cell) { return std::atoi(cell.c_str()); }

// examples.tsv through cgxc with -reflect into a fresh temporary directory: results and reflection paths.
struct ExampleRuns {
  std::vector<Row> rows;
  std::vector<ProcessResult> results;
  std::vector<fs::path> reflections;

  ExampleRuns() : rows(readTable("tests/profiles/oracle/examples.tsv")) {
    fs::path dir = fs::temp_directory_path() / ("cgx-oracle-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::vector<std::vector<std::string>> commands;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      reflections.push_back(dir / (std::to_string(i) + ".json"));
      fs::remove(reflections.back());
      commands.push_back(cgxcCommand(rows[i], {"-reflect", reflections.back().string()}, rows[i]["file"]));
    }
    results = runCgxcAllInProcess(commands, kParallel);
  }
  json reflection(std::size_t i) const { return json::parse(readFile(reflections[i])); }
};

const ExampleRuns& exampleRuns() {
  static const ExampleRuns runs;  // both example tests share one pass over the table
  return runs;
}

TEST(Oracle, ExamplesVerdictsAndUniformRegisters) {
  const ExampleRuns& runs = exampleRuns();
  std::size_t verdictAgreements = 0, registerChecks = 0;
  for (std::size_t i = 0; i < runs.rows.size(); ++i) {
    const Row& row = runs.rows[i];
    const ProcessResult& r = runs.results[i];
    ASSERT_FALSE(r.abnormal()) << row.text << "\n  cgxc " << r.describe();
    bool cgx = r.exitedWith(0);
    verdictAgreements += cgx == row.accepted() ? 1 : 0;
    EXPECT_EQ(cgx, row.accepted()) << row.text << "\n  cgc " << verdictName(row.accepted()) << ", cgx "
                                   << verdictName(cgx) << ":" << firstLines(r.err);
    if (!row.accepted()) {
      std::string firstCode = row["codes"].substr(0, row["codes"].find_first_of(",; "));
      EXPECT_NE(r.err.find(firstCode), std::string::npos)
          << row.text << "\n  cgc's first code " << firstCode << " is not in cgx's output:" << firstLines(r.err);
    }
    if (!cgx || !row.accepted() || row["uniformRegs"] == "-") continue;
    int constants = 0;
    json reflection = runs.reflection(i);  // named: a temporary in the range-init would not outlive the loop
    for (const json& p : reflection.at("parameters"))
      if (p.at("space") == "constant") constants += p.at("registerCount").get<int>();
    ++registerChecks;
    EXPECT_EQ(constants, number(row["uniformRegs"])) << row.text << "\n  uniform constant registers differ";
  }
  std::printf("examples.tsv: %zu rows, verdict agrees on %zu; uniform registers checked on %zu accepted rows\n",
              runs.rows.size(), verdictAgreements, registerChecks);
}

// Literal registers depend on codegen (README: "literalRegs is an oracle for codegen-level parity"); cgx's
// checker estimates them, so only the agreement rate is held.
TEST(Oracle, ExamplesLiteralRegistersReported) {
  // Measured: 347 of 428 accepted rows (81.1%). The bound is that rate rounded down to the next 5%, so a
  // regression of the estimate fails while small improvements need no edit here.
  constexpr double kMinimumAgreement = 0.80;
  const ExampleRuns& runs = exampleRuns();
  struct Miss {
    int difference;
    std::size_t row;
    int cgx;
  };
  std::vector<Miss> misses;
  std::size_t compared = 0;
  for (std::size_t i = 0; i < runs.rows.size(); ++i) {
    const Row& row = runs.rows[i];
    if (!row.accepted() || row["literalRegs"] == "-" || !runs.results[i].exitedWith(0)) continue;
    ++compared;
    int cgx = static_cast<int>(runs.reflection(i).at("literals").size());
    int cgc = number(row["literalRegs"]);
    if (cgx != cgc) misses.push_back({std::abs(cgx - cgc), i, cgx});
  }
  ASSERT_GT(compared, 0u);
  double rate = 1.0 - static_cast<double>(misses.size()) / static_cast<double>(compared);
  std::printf("literal registers: cgx matches cgc on %zu of %zu accepted rows (%.1f%%); worst rows:\n",
              compared - misses.size(), compared, 100.0 * rate);
  std::stable_sort(misses.begin(), misses.end(), [](const Miss& a, const Miss& b) { return a.difference > b.difference; });
  for (std::size_t k = 0; k < std::min<std::size_t>(10, misses.size()); ++k) {
    const Row& row = runs.rows[misses[k].row];
    std::printf("  %s %s: cgc %s, cgx %d\n", row["file"].c_str(), row["profile"].c_str(), row["literalRegs"].c_str(),
                misses[k].cgx);
  }
  EXPECT_GE(rate, kMinimumAgreement);
}

// corpus.tsv: cgxc runs in each file's directory (grouped by directory, as cgc was run) with -I of it.
TEST(Oracle, ToolkitCorpusVerdicts) {
  if (!fs::is_directory(kToolkitExamples))
    GTEST_SKIP() << kToolkitExamples << " is missing (the nvidia-cg-doc package; tools/install-deps.sh installs it)";
  std::vector<Row> rows = readTable("tests/profiles/oracle/corpus.tsv");
  std::map<fs::path, std::vector<std::size_t>> byDirectory;
  for (std::size_t i = 0; i < rows.size(); ++i)
    byDirectory[(kToolkitExamples / rows[i]["file"]).parent_path()].push_back(i);
  std::vector<ProcessResult> results(rows.size());
  for (const auto& [dir, indices] : byDirectory) {
    std::vector<std::vector<std::string>> commands;
    for (std::size_t i : indices)
      commands.push_back(cgxcCommand(rows[i], {"-I" + dir.string()}, fs::path(rows[i]["file"]).filename().string()));
    ProcessOptions options;
    options.workingDirectory = dir.string();
    std::vector<ProcessResult> some = runProcesses(commands, options, kParallel);
    for (std::size_t k = 0; k < indices.size(); ++k) results[indices[k]] = some[k];
  }
  std::size_t agreements = 0;
  std::string disagreements;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_FALSE(results[i].abnormal()) << rows[i].text << "\n  cgxc " << results[i].describe();
    bool cgx = results[i].exitedWith(0);
    if (cgx == rows[i].accepted()) {
      ++agreements;
      continue;
    }
    disagreements += "  " + rows[i].text + "\n    cgx " + verdictName(cgx) + ":" + firstLines(results[i].err, 2) + "\n";
  }
  double rate = static_cast<double>(agreements) / static_cast<double>(rows.size());
  std::printf("corpus.tsv: %zu rows, cgx agrees with cgc on %zu (%.1f%%)\n%s", rows.size(), agreements, 100.0 * rate,
              disagreements.c_str());
  // Issue 4 asks for 95%. The disagreements left (8 of 177) are one cgc quirk: cgc resolves names only in
  // functions the entry reaches, so cgfx_tessellation.cgfx's gp5-only fma() in its tessellation functions
  // does not stop its gp4 entries; cgx resolves every function (C1008).
  EXPECT_GE(rate, 0.95) << "disagreements:\n" << disagreements;
}

}  // namespace
}  // namespace cgx::test
