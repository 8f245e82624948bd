#include "GlslProcessBench.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <vector>

#include <sys/resource.h>
#include <unistd.h>

#include "ExampleHeader.h"
#include "Subprocess.h"

namespace cgx::bench {

namespace {

namespace fs = std::filesystem;

constexpr double kBudgetMilliseconds = 5.0;  // issue 5: C6E5v_skin4m to GLSL as a whole process

// CPU time (user + system) of every child waited for so far, in milliseconds.
double childrenCpuMilliseconds() {
  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
  return ms(usage.ru_utime) + ms(usage.ru_stime);
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// Median wall time and median CPU time of `runs` runs of `argv`, in milliseconds; negative if a run fails.
// The CPU time is what a shared, busy machine does not inflate: wall time there includes waiting for a core.
struct Times {
  double wall = -1, cpu = -1;
};
Times medianMilliseconds(const std::vector<std::string>& argv, int runs) {
  std::vector<double> wall, cpu;
  for (int i = 0; i < runs; ++i) {
    double cpuBefore = childrenCpuMilliseconds();
    test::ProcessResult r = test::runProcess(argv);
    if (!r.exitedWith(0)) {
      std::cerr << "failed: " << argv.front() << ": " << r.describe() << '\n';
      return {};
    }
    wall.push_back(r.seconds * 1e3);
    cpu.push_back(childrenCpuMilliseconds() - cpuBefore);
  }
  return {median(wall), median(cpu)};
}

}  // namespace

bool reportGlslProcessTimes(const std::string& examplesFolder, int runs) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(examplesFolder))
    if (e.path().extension() == ".cg") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::string cgc = test::findExecutable("cgc"), glslang = test::findExecutable("glslangValidator");
  fs::path out = fs::temp_directory_path() / ("cgx_bench_" + std::to_string(getpid()));

  std::printf("\nGLSL as a whole process, median of %d runs (ms); budget %.0f ms for C6E5v_skin4m:\n", runs,
              kBudgetMilliseconds);
  std::printf("%-30s %9s %9s %9s %9s %12s\n", "example", "cgxc", "cgxc cpu", "cgc", "glslang", "cgxc/budget");
  bool ok = true;
  double total = 0, totalCpu = 0;
  for (const fs::path& file : files) {
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const examples::ExampleHeader header = examples::readExampleHeader(text);
    const std::string& entry = header.entry;
    const bool fragment = header.fragment;
    const std::string& profile = header.glslProfile;
    std::string shader = out.string() + (fragment ? ".frag" : ".vert");
    Times cgxc =
        medianMilliseconds({CGXC_PATH, "-q", "-profile", profile, "-entry", entry, file.string(), "-o", shader}, runs);
    double ours = cgxc.wall;
    if (ours < 0) {
      ok = false;
      continue;
    }
    double theirs = cgc.empty() ? -1 : medianMilliseconds({cgc, "-q", "-profile", profile, "-entry", entry, file.string(), "-o", out.string() + ".cgc"}, runs).wall;
    double validator = glslang.empty() ? -1 : medianMilliseconds({glslang, shader}, runs).wall;
    auto cell = [](double ms) {  // "-" when the tool is not installed
      char buffer[32];
      if (ms < 0) std::snprintf(buffer, sizeof buffer, "%9s", "-");
      else std::snprintf(buffer, sizeof buffer, "%9.2f", ms);
      return std::string(buffer);
    };
    std::printf("%-30s %s %s %s %s %11.2fx\n", file.filename().c_str(), cell(ours).c_str(), cell(cgxc.cpu).c_str(),
                cell(theirs).c_str(), cell(validator).c_str(), ours / kBudgetMilliseconds);
    total += ours;
    totalCpu += cgxc.cpu;
  }
  double count = static_cast<double>(std::max<std::size_t>(1, files.size()));
  std::printf("%zu examples: mean cgxc %.2f ms wall, %.2f ms cpu\n", files.size(), total / count, totalCpu / count);
  for (const char* ext : {".vert", ".frag", ".cgc"}) fs::remove(out.string() + ext);
  return ok;
}

}  // namespace cgx::bench
