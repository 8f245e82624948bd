#include "ProfileMatrix.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <thread>

#include "ExampleHeader.h"
#include "Progress.h"
#include "driver/Compile.h"

namespace cgx::demo {

namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Cell {
  bool accepted = false;
  bool listed = false;  // the header lists the profile
};

void printTable(const std::vector<ExampleHeader>& headers, const std::vector<std::vector<Cell>>& cells, bool fragment,
                std::ostream& out) {
  const std::vector<std::string>& profiles = fragment ? fragmentProfiles() : vertexProfiles();
  std::size_t nameWidth = 8;
  for (const ExampleHeader& h : headers)
    if (h.fragment == fragment) nameWidth = std::max(nameWidth, h.entry.size());
  // Every column as wide as its profile's name plus a space, except that no line ends in blanks.
  auto cell = [&](const std::string& text, std::size_t column) {
    if (column + 1 == profiles.size()) {
      out << text;
      return;
    }
    out << std::setw(static_cast<int>(std::max<std::size_t>(profiles[column].size(), 3) + 1)) << text;
  };
  out << std::left << std::setw(static_cast<int>(nameWidth + 2)) << (fragment ? "fragment" : "vertex");
  for (std::size_t p = 0; p < profiles.size(); ++p) cell(profiles[p], p);
  out << '\n';
  for (std::size_t e = 0; e < headers.size(); ++e) {
    if (headers[e].fragment != fragment) continue;
    out << std::setw(static_cast<int>(nameWidth + 2)) << headers[e].entry;
    for (std::size_t p = 0; p < profiles.size(); ++p) {
      const Cell& c = cells[e][p];
      cell(std::string(c.accepted ? "ok" : "--") + (c.accepted != c.listed ? "!" : ""), p);
    }
    out << '\n';
  }
  out << std::right;
}

}  // namespace

const std::vector<std::string>& vertexProfiles() {
  static const std::vector<std::string> p = {"arbvp1", "vp20",   "vp30",   "vp40",  "vs_1_1",
                                             "vs_2_0", "vs_2_x", "vs_3_0", "glslv", "gp4vp"};
  return p;
}

const std::vector<std::string>& fragmentProfiles() {
  static const std::vector<std::string> p = {"arbfp1", "fp20",   "fp30",   "fp40",  "ps_1_1",
                                             "ps_2_0", "ps_2_x", "ps_3_0", "glslf", "gp4fp"};
  return p;
}

bool readExampleHeaders(const std::string& dir, std::vector<ExampleHeader>* headers, std::string* error) {
  headers->clear();
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
    if (entry.path().extension() != ".cg") continue;
    std::string text = readFile(entry.path());
    std::string stage = examples::headerValue(text, "cgx-stage");
    examples::ExampleHeader read = examples::readExampleHeader(text);
    if (read.entry.empty() || (stage != "vertex" && stage != "fragment")) {
      *error = entry.path().string() + ": no `// cgx-entry:` or `// cgx-stage: vertex|fragment` header line";
      return false;
    }
    headers->push_back(ExampleHeader{entry.path().filename().string(), read.entry, read.fragment, read.profiles});
  }
  if (ec) {
    *error = "cannot list " + dir + ": " + ec.message();
    return false;
  }
  if (headers->empty()) {
    *error = "no .cg files in " + dir;
    return false;
  }
  std::sort(headers->begin(), headers->end(), [](const auto& a, const auto& b) { return a.file < b.file; });
  return true;
}

MatrixSummary printProfileMatrix(const std::string& dir, const std::vector<ExampleHeader>& headers, unsigned threads,
                                 std::ostream& out) {
  struct Job {
    std::size_t example, profile;
  };
  std::vector<Job> jobs;
  std::vector<std::vector<Cell>> cells(headers.size());
  std::vector<std::string> sources(headers.size());
  for (std::size_t e = 0; e < headers.size(); ++e) {
    sources[e] = readFile(fs::path(dir) / headers[e].file);
    const auto& profiles = headers[e].fragment ? fragmentProfiles() : vertexProfiles();
    cells[e].resize(profiles.size());
    for (std::size_t p = 0; p < profiles.size(); ++p) {
      cells[e][p].listed = std::find(headers[e].profiles.begin(), headers[e].profiles.end(), profiles[p]) !=
                           headers[e].profiles.end();
      jobs.push_back({e, p});
    }
  }

  // Compiles are independent; the workers take jobs in order and the main thread reports progress.
  std::atomic<std::size_t> next{0}, done{0};
  auto work = [&] {
    for (std::size_t j; (j = next.fetch_add(1)) < jobs.size();) {
      const ExampleHeader& h = headers[jobs[j].example];
      driver::SourceProgram program;
      program.source = sources[jobs[j].example];
      program.fileName = (fs::path(dir) / h.file).string();
      program.entry = h.entry;
      program.profile = (h.fragment ? fragmentProfiles() : vertexProfiles())[jobs[j].profile];
      cells[jobs[j].example][jobs[j].profile].accepted = driver::compileToIr(program).ok();
      done.fetch_add(1);
    }
  };
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < std::max(1u, threads); ++t) workers.emplace_back(work);
  {
    Progress progress("profiles", jobs.size(), "compiles");
    for (std::size_t reported = 0; reported < jobs.size();) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      std::size_t now = done.load();
      progress.advance(now - reported);
      reported = now;
    }
  }
  for (std::thread& w : workers) w.join();

  MatrixSummary summary;
  for (std::size_t e = 0; e < headers.size(); ++e) {
    const auto& profiles = headers[e].fragment ? fragmentProfiles() : vertexProfiles();
    for (std::size_t p = 0; p < profiles.size(); ++p) {
      const Cell& c = cells[e][p];
      ++summary.compiles;
      ++(c.accepted ? summary.accepted : summary.rejected);
      if (c.accepted != c.listed)
        summary.disagreements.push_back(headers[e].file + " " + profiles[p] +
                                        (c.accepted ? ": accepted, the header does not list it"
                                                    : ": rejected, the header lists it"));
    }
  }
  printTable(headers, cells, false, out);
  out << '\n';
  printTable(headers, cells, true, out);
  return summary;
}

}  // namespace cgx::demo
