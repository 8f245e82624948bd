// Front-end benchmarks: preprocess + parse of every examples/*.cg (registered at run time).
//
// Warm: each benchmark parses its example once untimed, so ANTLR's DFA cache is built, then times the
// front end. Cold: the first parse in a fresh process is measured by re-running this binary in
// `--cold-child FILE` mode N times (the child times its first and second parse in-process), and the whole
// `cgxc -q -fsyntax-only` process is timed the same way. shared/TOOLCHAIN.md: ANTLR's first parse in a
// process costs 14-17 ms of DFA warm-up with a C-like grammar; a regression there is a bug.
//
// Budget (the issue): well under 1 ms a book program once warm. The summary prints each example's time
// in microseconds and its ratio to that budget.
//
// Then every example through `cgxc -profile glslv|glslf -o out` as a whole process (GlslProcessBench.h).
//
//   cgx-bench [--cold-runs=N] [--cold-file=examples/NAME.cg] [--glsl-runs=N] [google benchmark flags...]
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "Subprocess.h"
#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "FragmentBench.h"
#include "FragmentLlvmpipe.h"
#include "GlslProcessBench.h"
#include "JitBench.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "support/SourceManager.h"

namespace {

namespace fs = std::filesystem;
constexpr double kBudgetMicroseconds = 1000.0;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

// One front-end run; returns the number of errors (a benchmark of a program that does not parse would
// measure error recovery, not parsing, so callers check it).
std::size_t parseOnce(const std::string& path, const std::string& text) {
  cgx::SourceManager sources;
  cgx::DiagnosticSink sink(sources);
  cgx::FileId file = sources.addBuffer(path, text);
  cgx::Preprocessor preprocessor(sources, sink, cgx::PreprocessorOptions{});
  cgx::PreprocessedUnit unit = preprocessor.run(file);
  cgx::ast::AstContext context;
  cgx::ast::TranslationUnit* translationUnit = cgx::parseTranslationUnit(unit, context, sink);
  benchmark::DoNotOptimize(translationUnit);
  return sink.errorCount();
}

void warmParse(benchmark::State& state, const std::string& path, const std::string& text) {
  if (parseOnce(path, text) != 0) {  // untimed: builds the DFA cache
    state.SkipWithError("the example does not parse without errors");
    return;
  }
  for (auto _ : state) parseOnce(path, text);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

// Records each benchmark's real time per iteration (in microseconds) beside the normal console output.
// Keeps each benchmark's time for the summaries: with repetitions, the best (lowest) repetition, as a
// busy or noisy machine only ever adds time. The JIT's target benchmarks repeat, interleaved with each
// other (JitBench.cpp), so that a noisy spell does not fall on one side of a ratio only.
class SummaryReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred || run.run_type != Run::RT_Iteration) continue;
      const double scale = 1e6 / benchmark::GetTimeUnitMultiplier(run.time_unit);
      keepBest(microseconds, run.benchmark_name(), run.GetAdjustedRealTime() * scale);
      keepBest(cpuMicroseconds, run.benchmark_name(), run.GetAdjustedCPUTime() * scale);
    }
  }
  std::map<std::string, double> microseconds;
  std::map<std::string, double> cpuMicroseconds;  // the benchmark thread's CPU time

 private:
  static void keepBest(std::map<std::string, double>& times, const std::string& name, double value) {
    auto [it, inserted] = times.emplace(name, value);
    if (!inserted) it->second = std::min(it->second, value);
  }
};

int coldChild(const char* path) {
  std::string text = readFile(path);
  auto t0 = std::chrono::steady_clock::now();
  std::size_t errors = parseOnce(path, text);
  auto t1 = std::chrono::steady_clock::now();
  parseOnce(path, text);
  auto t2 = std::chrono::steady_clock::now();
  std::printf("%.1f %.1f %zu\n", std::chrono::duration<double, std::micro>(t1 - t0).count(),
              std::chrono::duration<double, std::micro>(t2 - t1).count(), errors);
  return errors == 0 ? 0 : 1;
}

struct ColdResult {
  double firstParse = 0, secondParse = 0, wholeCgxc = 0;
  int runs = 0;
  bool ok = true;
};

ColdResult measureCold(const std::string& self, const std::string& file, int runs) {
  ColdResult result;
  for (int i = 0; i < runs; ++i) {
    cgx::test::ProcessResult child = cgx::test::runProcess({self, "--cold-child", file});
    double first = 0, second = 0;
    if (!child.exitedWith(0) || std::sscanf(child.out.c_str(), "%lf %lf", &first, &second) != 2) {
      std::cerr << "cold child failed: " << child.describe() << '\n';
      result.ok = false;
      return result;
    }
    cgx::test::ProcessResult cgxc = cgx::test::runProcess({CGXC_PATH, "-q", "-fsyntax-only", "-noentry", file});
    if (!cgxc.exitedWith(0)) {
      std::cerr << "cgxc failed: " << cgxc.describe() << '\n';
      result.ok = false;
      return result;
    }
    result.firstParse += first;
    result.secondParse += second;
    result.wholeCgxc += cgxc.seconds * 1e6;
    ++result.runs;
  }
  result.firstParse /= runs;
  result.secondParse /= runs;
  result.wholeCgxc /= runs;
  return result;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--cold-child") == 0) return coldChild(argv[2]);
  if (argc == 4 && std::strcmp(argv[1], "--llvmpipe-fragment-worker") == 0)
    return cgx::bench::llvmpipeFragmentWorkerMain(std::atoi(argv[2]), std::atoi(argv[3]));

  int coldRuns = 20;
  int glslRuns = 9;
  std::size_t jitVertices = 1000000;  // 0: no JIT benchmarks
  int fragmentWidth = 1920, fragmentHeight = 1080;  // --fragments=0: no fragment benchmarks
  std::string coldFile = std::string(CGX_SOURCE_DIR) + "/examples/C6E5v_skin4m.cg";
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.starts_with("--cold-runs=")) {
      coldRuns = std::max(0, std::atoi(arg.c_str() + sizeof("--cold-runs=") - 1));
    } else if (arg.starts_with("--glsl-runs=")) {
      glslRuns = std::max(0, std::atoi(arg.c_str() + sizeof("--glsl-runs=") - 1));
    } else if (arg.starts_with("--jit-vertices=")) {
      jitVertices = static_cast<std::size_t>(std::max(0L, std::atol(arg.c_str() + sizeof("--jit-vertices=") - 1)));
    } else if (arg.starts_with("--fragments=")) {
      const std::string size = arg.substr(sizeof("--fragments=") - 1);
      if (std::sscanf(size.c_str(), "%dx%d", &fragmentWidth, &fragmentHeight) != 2) fragmentWidth = fragmentHeight = 0;
    } else if (arg.starts_with("--cold-file=")) {
      coldFile = arg.substr(sizeof("--cold-file=") - 1);
    } else {
      args.push_back(argv[i]);
    }
  }
  // Repetitions of different benchmarks run in random order rather than back to back (JitBench.cpp).
  static char interleave[] = "--benchmark_enable_random_interleaving=true";
  args.insert(args.begin() + 1, interleave);
  int benchArgc = static_cast<int>(args.size());
  benchmark::Initialize(&benchArgc, args.data());
  if (benchmark::ReportUnrecognizedArguments(benchArgc, args.data())) return 2;

  std::vector<fs::path> examples;
  fs::path folder = fs::path(CGX_SOURCE_DIR) / "examples";
  for (const fs::directory_entry& entry : fs::directory_iterator(folder))
    if (entry.path().extension() == ".cg") examples.push_back(entry.path());
  std::sort(examples.begin(), examples.end());
  if (examples.empty()) {
    std::cerr << "no examples/*.cg under " << folder << '\n';
    return 1;
  }
  std::map<std::string, std::pair<std::string, std::size_t>> info;  // benchmark name -> file, lines
  for (const fs::path& path : examples) {
    std::string text = readFile(path);
    std::string name = "parse/" + path.stem().string();
    info[name] = {path.filename().string(), static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'))};
    benchmark::RegisterBenchmark(name.c_str(), warmParse, path.string(), text)->Unit(benchmark::kMicrosecond);
  }

  if (jitVertices > 0 && !cgx::bench::registerJitBenchmarks({folder.string(), CGXC_PATH, jitVertices})) return 1;
  const std::string self = argv[0][0] == '/' ? argv[0] : fs::absolute(argv[0]).string();
  const cgx::bench::FragmentBenchOptions fragments{self, folder.string(), fragmentWidth, fragmentHeight};
  const bool fragmentBench = fragmentWidth > 0 && fragmentHeight > 0;
  if (fragmentBench && !cgx::bench::registerFragmentBenchmarks(fragments)) return 1;

  SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);

  std::printf("\nwarm preprocess+parse (after one untimed parse in the process), budget %.0f us:\n",
              kBudgetMicroseconds);
  std::printf("%-32s %6s %12s %10s\n", "example", "lines", "time (us)", "of budget");
  double total = 0, worst = 0;
  std::size_t parses = 0;
  for (const auto& [name, micros] : reporter.microseconds) {
    if (!name.starts_with("parse/")) continue;
    ++parses;
    auto it = info.find(name);
    std::printf("%-32s %6zu %12.1f %9.2fx\n", it != info.end() ? it->second.first.c_str() : name.c_str(),
                it != info.end() ? it->second.second : 0, micros, micros / kBudgetMicroseconds);
    total += micros;
    worst = std::max(worst, micros);
  }
  if (parses > 0)
    std::printf("%zu examples: mean %.1f us, worst %.1f us (%.2fx budget)\n", parses,
                total / static_cast<double>(parses), worst, worst / kBudgetMicroseconds);
  if (jitVertices > 0) cgx::bench::reportJitResults(reporter.microseconds, reporter.cpuMicroseconds, jitVertices);
  if (fragmentBench) cgx::bench::reportFragmentResults(reporter.microseconds, fragments);

  if (coldRuns > 0) {
    ColdResult cold = measureCold(self, coldFile, coldRuns);
    if (!cold.ok) return 1;
    std::printf("\ncold (fresh process, mean of %d runs) %s:\n", cold.runs, fs::path(coldFile).filename().c_str());
    std::printf("  first preprocess+parse in the process: %10.1f us (%.2fx budget)\n", cold.firstParse,
                cold.firstParse / kBudgetMicroseconds);
    std::printf("  second parse, same process:            %10.1f us\n", cold.secondParse);
    std::printf("  whole `cgxc -q -fsyntax-only` process: %10.1f us\n", cold.wholeCgxc);
  }
  if (glslRuns > 0 && !cgx::bench::reportGlslProcessTimes(folder.string(), glslRuns)) return 1;
  benchmark::Shutdown();
  return 0;
}
