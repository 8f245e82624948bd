// cgx measured on the engine-style corpus (tests/corpus/engine: programs written for cgx in the manner of
// multi-pass post-processing libraries and engine material libraries) with NVIDIA cgc 3.1 as the judge.
// cgc's verdicts are recorded in tests/corpus/engine.tsv (tests/corpus/harvest.py), so this test needs
// cgxc and glslang but not cgc. For every (file, entry) it runs cgxc (in process, tests/cli/InProcessCgxc.h):
//   -fsyntax-only, GLSL 110 / 120 / 330 / 100 (ES) / 300es, -dump-ir   at glslv or glslf, and
//   -profile P                                                          for each declared hardware profile,
// validates every GLSL it writes with glslang (in process), and prints five figures:
//   1. programs cgc accepts (glslv/glslf) that cgxc -fsyntax-only accepts,
//   2. the same verdict as cgc at glslv/glslf (cgxc's GLSL 110 compile),
//   3. the same verdict as cgc for each declared hardware profile,
//   4. programs cgc accepts whose cgxc GLSL glslang accepts, per version,
//   5. internal compiler errors: runs that exit above 1 (3 is an ICE) or crash.
// Every per-row difference must be listed in tests/corpus/known-differences.txt (file entry profile check
// why); an unlisted difference fails, and so does a listed one that no longer differs (a fix elsewhere
// makes the entry stale: delete it). ICEs are never known differences: an `ice` line there only records
// one that was reported; the ICE test prints every ICE loudly and fails on any, listed or not.
// CGX_UPDATE_GOLDEN=1 rewrites the file with today's differences (keeping the reasons of kept entries and
// taking cgxc's first diagnostic as the reason of new ones): review the diff.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "EngineCorpus.h"
#include "GlslangCheck.h"
#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "support/Golden.h"
#include "support/GlslSizeBound.h"

namespace cgx::test {
namespace {

using namespace corpus;

namespace fs = std::filesystem;

const char* const kKnown = "tests/corpus/known-differences.txt";
// The GLSL versions cgxc writes, as -po version= takes them; the first is the verdict run (cgc's 110).
const std::vector<std::string> kVersions{"110", "120", "330", "100", "300es"};

// What one cgxc run was, and for the GLSL runs what glslang said.
struct CgxcRun {
  std::string name;     // syntax, glsl-110 ... glsl-300es, dump-ir, profile
  std::string profile;  // the -profile given
  ProcessResult result;
  bool validated = false, valid = false;
  std::string validation;
  bool ok() const { return result.exitedWith(0); }
  bool ice() const { return result.abnormal() || (!result.spawnFailed && !result.signaled && result.exitCode > 1); }
};

struct Measured {
  Entry entry;
  std::vector<CgxcRun> runs;  // syntax, one per kVersions, dump-ir, then one per hardware row
  const CgxcRun& syntax() const { return runs[0]; }
  const CgxcRun& glsl(std::size_t v) const { return runs[1 + v]; }
  const CgxcRun& dumpIr() const { return runs[1 + kVersions.size()]; }
  const CgxcRun& hardware(std::size_t h) const { return runs[2 + kVersions.size() + h]; }
};

// The first error line of a diagnostic listing, with the corpus directory taken off its paths (the reasons
// written into known-differences.txt must not name the checkout they were measured in).
std::string firstDiagnostic(std::string text) {
  const std::string dir = fs::absolute(sourcePath(kCorpus)).string() + "/";
  for (std::size_t at; (at = text.find(dir)) != std::string::npos;) text.erase(at, dir.size());
  std::istringstream in(text);
  std::string first;
  for (std::string line; std::getline(in, line);) {
    if (line.find("error") != std::string::npos || line.find("fatal") != std::string::npos ||
        line.find("ERROR:") != std::string::npos) {
      std::size_t start = line.find_first_not_of(" \t");
      return line.substr(start == std::string::npos ? 0 : start, 200);
    }
    if (first.empty() && line.find_first_not_of(" \t") != std::string::npos) first = line.substr(0, 200);
  }
  return first;
}

// Every run for every entry, then glslang on every GLSL written; cgxc in process on two threads (the machines
// that run this have few cores and other jobs), glslang in process.
std::vector<Measured> measure() {
  std::vector<Measured> all;
  std::vector<std::vector<std::string>> commands;
  for (const Entry& e : sample(entries(readTsv()))) {
    Measured m{e, {}};
    std::string path = e.path().string();
    auto add = [&](const std::string& name, const std::string& profile, std::vector<std::string> extra) {
      std::vector<std::string> cmd{CGXC_PATH, "-q", "-profile", profile, "-entry", e.entry};
      cmd.insert(cmd.end(), extra.begin(), extra.end());
      cmd.push_back(path);
      commands.push_back(cmd);
      m.runs.push_back({name, profile, {}, false, false, {}});
    };
    add("syntax", e.glslProfile, {"-fsyntax-only"});
    for (const std::string& v : kVersions) add("glsl-" + v, e.glslProfile, {"-po", "version=" + v});
    add("dump-ir", e.glslProfile, {"-dump-ir"});
    for (const Row& h : e.hardware) add("profile", h.profile, {});
    all.push_back(std::move(m));
  }
  std::vector<ProcessResult> results = runCgxcAllInProcess(commands, 2);
  std::size_t k = 0;
  for (Measured& m : all)
    for (CgxcRun& r : m.runs) r.result = std::move(results[k++]);

  // glslang on each GLSL cgxc wrote.
  for (Measured& m : all)
    for (std::size_t v = 0; v < kVersions.size(); ++v) {
      CgxcRun& r = m.runs[1 + v];
      if (!r.ok()) continue;
      r.validated = true;
      r.validation = glslangLog(r.result.out, m.entry.fragment ? "frag" : "vert");
      r.valid = r.validation.empty();
    }
  return all;
}

// Measured once, by the first test that asks.
const std::vector<Measured>& corpus() {
  static const std::vector<Measured> measured = measure();
  return measured;
}

// A difference from cgc, keyed as known-differences.txt keys it.
struct Difference {
  std::string key;  // "file entry profile check"
  std::string what;
};

std::string key(const Entry& e, const std::string& profile, const std::string& check) {
  return e.file + " " + e.entry + " " + profile + " " + check;
}

std::string cgcSays(const Row& r) { return r.accept ? "cgc accepts" : "cgc rejects (" + r.codes + ")"; }

std::string cgxSays(const CgxcRun& r) {
  return r.ok() ? "cgxc accepts" : "cgxc rejects: " + firstDiagnostic(r.result.err + r.result.out);
}

struct Figures {
  std::size_t syntaxOf = 0, syntax = 0;
  std::size_t verdictOf = 0, verdict = 0;
  std::size_t hardwareOf = 0, hardware = 0;
  std::map<std::string, std::pair<std::size_t, std::size_t>> perProfile;  // profile -> (same, rows)
  std::size_t validOf = 0;
  std::vector<std::size_t> written = std::vector<std::size_t>(kVersions.size());
  std::vector<std::size_t> valid = std::vector<std::size_t>(kVersions.size());
  std::size_t runs = 0, ices = 0;
  // cgxc's GLSL against its optimized IR (-dump-ir), in bytes: the writer must stay linear in the program.
  double worstRatio = 0;
  std::string worstRatioOf;
  std::string oversized;  // runs over the bound (support/GlslSizeBound.h)
};

std::vector<Difference> differences(const std::vector<Measured>& all, Figures* n) {
  std::vector<Difference> out;
  // A run that crashed is the ICE test's business, never a known difference: what it would differ in is
  // not recorded.
  auto add = [&](const CgxcRun& run, Difference d) {
    if (!run.ice()) out.push_back(std::move(d));
  };
  for (const Measured& m : all) {
    const Entry& e = m.entry;
    n->runs += m.runs.size();
    for (const CgxcRun& r : m.runs) n->ices += r.ice() ? 1 : 0;
    if (e.glsl.accept) {
      ++n->syntaxOf;
      if (m.syntax().ok())
        ++n->syntax;
      else
        add(m.syntax(), {key(e, e.glslProfile, "syntax"), "cgc accepts; -fsyntax-only: " + cgxSays(m.syntax())});
    }
    ++n->verdictOf;
    if (m.glsl(0).ok() == e.glsl.accept)
      ++n->verdict;
    else
      add(m.glsl(0), {key(e, e.glslProfile, "verdict"), cgcSays(e.glsl) + "; " + cgxSays(m.glsl(0))});
    for (std::size_t h = 0; h < e.hardware.size(); ++h) {
      const Row& row = e.hardware[h];
      const CgxcRun& run = m.hardware(h);
      ++n->hardwareOf;
      auto& p = n->perProfile[row.profile];
      ++p.second;
      if (run.ok() == row.accept) {
        ++n->hardware;
        ++p.first;
      } else {
        add(run, {key(e, row.profile, "verdict"), cgcSays(row) + "; " + cgxSays(run)});
      }
    }
    if (!e.glsl.accept) continue;
    ++n->validOf;
    for (std::size_t v = 0; v < kVersions.size(); ++v) {
      const CgxcRun& r = m.glsl(v);
      n->written[v] += r.ok() ? 1 : 0;
      if (r.ok() && m.dumpIr().ok() && !m.dumpIr().result.out.empty()) {
        std::size_t glsl = r.result.out.size(), ir = m.dumpIr().result.out.size();
        double ratio = static_cast<double>(glsl) / static_cast<double>(ir);
        if (ratio > n->worstRatio) {
          n->worstRatio = ratio;
          n->worstRatioOf = e.label() + " " + r.name;
        }
        if (!withinGlslSizeBound(glsl, ir))
          n->oversized += "  " + e.label() + " " + r.name + ": " + std::to_string(glsl) + " bytes of GLSL for " +
                          std::to_string(ir) + " bytes of IR\n";
      }
      n->valid[v] += r.valid ? 1 : 0;
      // A version cgxc does not write is a difference only where it wrote GLSL 110 (else the verdict says
      // it); GLSL it wrote that glslang rejects always is.
      if (r.ok() && !r.valid)
        add(r, {key(e, e.glslProfile, r.name), "glslang rejects cgxc's GLSL: " + firstDiagnostic(r.validation)});
      else if (!r.ok() && v > 0 && m.glsl(0).ok())
        add(r, {key(e, e.glslProfile, r.name), "not written: " + firstDiagnostic(r.result.err)});
    }
  }
  return out;
}

// known-differences.txt: `file entry profile check why...` lines, `ice file entry profile run why...`
// lines, `#` comments.
struct Known {
  std::map<std::string, std::string> differences;  // key -> why
  std::map<std::string, std::string> ices;
  std::vector<std::string> preamble;  // the leading comment block, kept when rewriting
};

Known readKnown() {
  Known known;
  fs::path path = sourcePath(kKnown);
  if (!fs::exists(path)) return known;
  std::istringstream lines(readFile(path));
  bool head = true;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') {
      if (head) known.preamble.push_back(line);
      continue;
    }
    head = false;
    std::vector<std::string> w = words(line);
    bool ice = !w.empty() && w[0] == "ice";
    std::size_t first = ice ? 1 : 0;
    if (w.size() < first + 4) continue;
    std::string k = w[first] + " " + w[first + 1] + " " + w[first + 2] + " " + w[first + 3];
    std::size_t why = 0;
    for (std::size_t i = 0; i < first + 4; ++i) why = line.find(w[i], why) + w[i].size();
    std::size_t start = line.find_first_not_of(" \t", why);
    (ice ? known.ices : known.differences)[k] = start == std::string::npos ? "" : line.substr(start);
  }
  return known;
}

void writeKnown(const Known& old, const std::vector<Difference>& diffs) {
  std::ofstream out(sourcePath(kKnown));
  for (const std::string& line : old.preamble) out << line << "\n";
  for (const auto& [k, why] : old.ices) out << "ice " << k << "  " << why << "\n";
  for (const Difference& d : diffs) {
    auto it = old.differences.find(d.key);
    out << d.key << "  " << (it != old.differences.end() && !it->second.empty() ? it->second : d.what) << "\n";
  }
}

std::string percent(std::size_t a, std::size_t b) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%4zu / %-4zu (%5.1f%%)", a, b,
                100.0 * static_cast<double>(a) / static_cast<double>(std::max<std::size_t>(b, 1)));
  return buffer;
}

void printFigures(const Figures& n) {
  std::printf("Engine-style corpus (tests/corpus/engine), cgxc against cgc 3.1's recorded verdicts:\n");
  std::printf("  1. cgc accepts (glslv/glslf), cgxc -fsyntax-only accepts  %s\n", percent(n.syntax, n.syntaxOf).c_str());
  std::printf("  2. same verdict as cgc at glslv/glslf                     %s\n", percent(n.verdict, n.verdictOf).c_str());
  std::printf("  3. same verdict as cgc, declared hardware profiles         %s\n",
              percent(n.hardware, n.hardwareOf).c_str());
  for (const auto& [profile, p] : n.perProfile)
    std::printf("       %-8s %s\n", profile.c_str(), percent(p.first, p.second).c_str());
  std::printf("  4. cgc accepts (glslv/glslf), glslang accepts cgxc's GLSL (of %zu):\n", n.validOf);
  for (std::size_t v = 0; v < kVersions.size(); ++v)
    std::printf("       GLSL %-6s written %4zu, valid %s\n", kVersions[v].c_str(), n.written[v],
                percent(n.valid[v], n.validOf).c_str());
  std::printf("  5. internal compiler errors (exit > 1 or crash)           %zu of %zu runs\n", n.ices, n.runs);
  std::printf("  6. GLSL size / IR size (-dump-ir), worst                  %.2f (%s)\n", n.worstRatio,
              n.worstRatioOf.c_str());
  if (sampleEvery() > 1)
    std::printf("  (every %zu-th entry measured: CGX_CORPUS_EVERY=1 or tools/corpus.sh for all)\n", sampleEvery());
}

// No run may exit above 1. An ICE found here is reported to whoever owns the code and recorded as an `ice`
// line so the report can say which are known, but it fails the test until it is fixed.
void expectNoIce(const std::vector<Measured>& all, const Known& known) {
  std::set<std::string> seen;
  std::string unlisted, listed, stale;
  for (const Measured& m : all)
    for (const CgxcRun& r : m.runs) {
      if (!r.ice()) continue;
      std::string k = key(m.entry, r.profile, r.name);
      seen.insert(k);
      std::string line = "  " + k + ": " + r.result.describe() + "\n";
      (known.ices.count(k) ? listed : unlisted) += line;
    }
  for (const auto& [k, why] : known.ices)
    if (!seen.count(k) && sampleEvery() == 1) stale += "  ice " + k + "\n";
  if (!listed.empty() || !unlisted.empty())
    std::printf("\n!!!!!!!! INTERNAL COMPILER ERRORS on the engine corpus !!!!!!!!\nreported (`ice` in %s):\n%s"
                "new:\n%s!!!!!!!!\n", kKnown, listed.c_str(), unlisted.c_str());
  EXPECT_TRUE(listed.empty() && unlisted.empty()) << "internal compiler errors (exit > 1 or a crash):\n"
                                                  << listed << unlisted;
  EXPECT_TRUE(stale.empty()) << "`ice` lines in " << kKnown << " that no longer crash (delete them):\n" << stale;
}

TEST(EngineCorpus, TsvCoversEveryHeaderEntry) {
  // The TSV is harvested from the headers: a header edited without re-running harvest.py leaves it stale.
  std::set<std::string> declared, recorded;
  for (const fs::directory_entry& f : fs::recursive_directory_iterator(sourcePath(kCorpus))) {
    if (f.path().extension() != ".cg") continue;
    std::string file = fs::relative(f.path(), sourcePath(kCorpus)).generic_string();
    std::istringstream lines(readFile(f.path()));
    bool any = false;
    for (std::string line; std::getline(lines, line);) {
      std::vector<std::string> w = words(line);
      if (w.size() < 3 || w[0] != "//" || (w[1] != "cgx-vertex:" && w[1] != "cgx-fragment:")) continue;
      any = true;
      bool fragment = w[1] == "cgx-fragment:";
      declared.insert(file + " " + w[2] + " " + (fragment ? "glslf" : "glslv"));
      for (std::size_t i = 3; i < w.size(); ++i) declared.insert(file + " " + w[2] + " " + w[i]);
    }
    EXPECT_TRUE(any) << file << " has no // cgx-vertex: or // cgx-fragment: line";
  }
  for (const Row& r : readTsv()) recorded.insert(r.file + " " + r.entry + " " + r.profile);
  for (const std::string& d : declared) EXPECT_TRUE(recorded.count(d)) << d << " is not in " << kTsv << " (run harvest.py)";
  for (const std::string& r : recorded) EXPECT_TRUE(declared.count(r)) << r << " is in " << kTsv << " but no header declares it";
  EXPECT_GE(declared.size(), 1000u);
}

// One test, so the corpus is compiled once a ctest run (each test is its own process there): the figures,
// the known differences and the ICEs.
TEST(EngineCorpus, MatchesCgcOrKnownDifferences) {
  const std::vector<Measured>* all = &corpus();
  Figures n;
  std::vector<Difference> diffs = differences(*all, &n);
  printFigures(n);
  ASSERT_GE(n.verdictOf, 250u / sampleEvery()) << kTsv << " lost its rows";
  EXPECT_TRUE(n.oversized.empty()) << "GLSL over the size bound, not linear in the program:\n" << n.oversized;
  Known known = readKnown();
  expectNoIce(*all, known);
  if (updatingGoldens()) {
    ASSERT_EQ(sampleEvery(), 1u) << "rewriting " << kKnown << " needs the whole corpus: CGX_CORPUS_EVERY=1";
    writeKnown(known, diffs);
    return;
  }
  // A listed difference of an entry this run did not measure is neither seen nor stale.
  std::set<std::string> measured;
  for (const Measured& m : *all) measured.insert(m.entry.file + " " + m.entry.entry);
  auto wasMeasured = [&](const std::string& k) {
    std::vector<std::string> w = words(k);
    return w.size() >= 2 && measured.count(w[0] + " " + w[1]);
  };
  std::set<std::string> seen;
  std::string unlisted, stale;
  for (const Difference& d : diffs) {
    seen.insert(d.key);
    if (!known.differences.count(d.key)) unlisted += "  " + d.key + "  " + d.what + "\n";
  }
  for (const auto& [k, why] : known.differences)
    if (wasMeasured(k) && !seen.count(k)) stale += "  " + k + "  (" + why + ")\n";
  std::printf("known differences: %zu listed, %zu measured\n", known.differences.size(), diffs.size());
  EXPECT_TRUE(unlisted.empty()) << "differences from cgc not in " << kKnown << ":\n" << unlisted;
  EXPECT_TRUE(stale.empty()) << "listed in " << kKnown << " but cgxc now agrees with cgc (delete them):\n" << stale;
}

}  // namespace
}  // namespace cgx::test
