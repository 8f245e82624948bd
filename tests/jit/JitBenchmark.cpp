// A timing tool for the JIT (not a CTest test): C6E5v_skin4m over 1,000,000 vertices on one thread, and
// the source -> callable latency (front end + JIT). Usage: cgx-jit-benchmark [lanes] [--ir]
//   --ir prints the optimized LLVM IR of the kernel (feed it to llc -O3 -mcpu=native to read the assembly).
// cgx-jit-benchmark --compile EXAMPLE [lanes] [--ir]: only the compile latency of examples/EXAMPLE.cg
//   (packed float32 streams), e.g. C2E1v_green, and its IR.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <iostream>
#include <map>
#include <random>

#include "JitSupport.h"
#include "Reference.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

using namespace cgx::test::jit;
using Clock = std::chrono::steady_clock;

namespace {
// The calling thread's CPU time: the build machines are shared and loaded, so wall time measures the
// neighbours as much as the kernel.
double cpuSeconds(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}
double threadSeconds() { return cpuSeconds(CLOCK_THREAD_CPUTIME_ID); }
// Compiles run partly on helper threads (the front end runs on a large-stack thread): process CPU time.
double processSeconds() { return cpuSeconds(CLOCK_PROCESS_CPUTIME_ID); }
}  // namespace

namespace {
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Median process CPU time of compiling one example (front end + JIT), after one untimed compile.
int compileOnly(const std::string& example, unsigned lanes, bool printIr) {
  std::string text = cgx::test::readFile(cgx::test::sourcePath("examples/" + example + ".cg"));
  cgx::test::ExampleTarget target = cgx::test::exampleTarget(text);
  engine().setKeepIr(printIr);
  std::string error;
  Program warm;
  if (!compile(text, target.entry, target.fragment, lanes, &warm, &error)) {
    std::cerr << error;
    return 1;
  }
  // CGX_BENCH_RECORD=1 (C6E5v_skin4m): inputs specialized as cgx-bench's interleaved 64-byte vertex record.
  std::vector<cgx::jit::StreamFormat> formats;
  if (std::getenv("CGX_BENCH_RECORD") && example == "C6E5v_skin4m") {
    const std::map<std::string, std::uint32_t> offsets{{"POSITION", 0}, {"NORMAL", 12}, {"TEXCOORD0", 24}, {"TEXCOORD1", 32}, {"TEXCOORD2", 48}};
    for (const auto& slot : warm.layout.inputs) {
      cgx::jit::StreamFormat f;
      f.stride = 64;
      f.record = 0;
      f.recordOffset = offsets.at(slot.semantic);
      formats.push_back(f);
    }
    if (!compile(text, target.entry, target.fragment, lanes, &warm, &error, formats)) {
      std::cerr << error;
      return 1;
    }
  }
  if (printIr) std::cout << engine().lastIr();
  std::vector<double> whole, frontEnd;
  const int reps = std::getenv("CGX_BENCH_REPS") ? std::max(1, std::atoi(std::getenv("CGX_BENCH_REPS"))) : 15;
  for (int i = 0; i < reps; ++i) {
    Program p;
    double t0 = processSeconds();
    if (!compile(text, target.entry, target.fragment, lanes, &p, &error, formats)) return 1;
    whole.push_back((processSeconds() - t0) * 1e3);
    cgx::driver::SourceProgram sp;
    sp.source = text;
    sp.entry = target.entry;
    sp.profile = target.profile;
    t0 = processSeconds();
    auto ir = cgx::driver::compileToIr(sp);
    frontEnd.push_back((processSeconds() - t0) * 1e3);
  }
  std::cerr << example << ": compile " << median(whole) << " ms median (process CPU), of which front end "
            << median(frontEnd) << " ms\n";
  return 0;
}
}  // namespace

int main(int argc, char** argv) {
  if (argc > 2 && std::strcmp(argv[1], "--compile") == 0) {
    unsigned lanes = argc > 3 && std::isdigit(static_cast<unsigned char>(argv[3][0])) ? static_cast<unsigned>(std::atoi(argv[3])) : 0;
    return compileOnly(argv[2], lanes, std::strcmp(argv[argc - 1], "--ir") == 0);
  }
  unsigned lanes = argc > 1 && std::isdigit(static_cast<unsigned char>(argv[1][0])) ? static_cast<unsigned>(std::atoi(argv[1])) : 0;
  bool printIr = argc > 1 && std::strcmp(argv[argc - 1], "--ir") == 0;
  std::string text = cgx::test::readFile(cgx::test::sourcePath("examples/C6E5v_skin4m.cg"));
  engine().setKeepIr(printIr);
  Program warm;
  std::string error;
  if (!compile(text, "C6E5v_skin4m", false, lanes, &warm, &error)) {
    std::cerr << error;
    return 1;
  }
  if (printIr) std::cout << engine().lastIr();
  // Latency: median of several compiles (the first one above paid for process-wide initialisation).
  std::vector<double> latencies;
  for (int i = 0; i < 9; ++i) {
    Program p;
    double t0 = processSeconds();
    if (!compile(text, "C6E5v_skin4m", false, lanes, &p, &error)) return 1;
    latencies.push_back((processSeconds() - t0) * 1e3);
  }
  std::sort(latencies.begin(), latencies.end());
  // The front end's share of it.
  std::vector<double> frontEnd;
  for (int i = 0; i < 9; ++i) {
    cgx::driver::SourceProgram sp;
    sp.source = text;
    sp.entry = "C6E5v_skin4m";
    double t0 = processSeconds();
    auto ir = cgx::driver::compileToIr(sp);
    frontEnd.push_back((processSeconds() - t0) * 1e3);
  }
  std::sort(frontEnd.begin(), frontEnd.end());

  const cgx::reference::Example* example = cgx::reference::findExample("C6E5v_skin4m");
  std::mt19937 random(1);
  cgx::reference::Binding binding = example->randomBinding(random);
  std::vector<std::uint32_t> block = uniformBlock(warm, binding.uniforms);
  // CGX_BENCH_VERTICES: e.g. 16384 keeps the streams in L2, to tell compute from memory bandwidth.
  const std::size_t n = std::getenv("CGX_BENCH_VERTICES") ? std::max<std::size_t>(4096, std::atol(std::getenv("CGX_BENCH_VERTICES"))) : 1000000;
  // Packed streams as an application would have them.
  std::vector<std::vector<float>> inputs;
  std::vector<cgx::jit::StreamRef> inputRefs, outputRefs;
  for (const auto& slot : warm.layout.inputs) {
    std::vector<float> data(n * slot.components);
    // 4096 distinct random vertices, repeated.
    for (std::size_t i = 0; i < 4096; ++i) {
      cgx::reference::Binding b = example->randomBinding(random);
      const auto& v = b.inputs[semanticKey(slot.semantic)];
      for (std::size_t c = 0; c < slot.components; ++c) data[i * slot.components + c] = v[c];
    }
    for (std::size_t i = 4096; i < n; ++i)
      std::memcpy(&data[i * slot.components], &data[(i % 4096) * slot.components], slot.components * 4);
    inputs.push_back(std::move(data));
  }
  std::vector<std::vector<float>> outputs;
  for (const auto& slot : warm.layout.outputs) outputs.emplace_back(n * slot.components);
  for (std::size_t k = 0; k < inputs.size(); ++k)
    inputRefs.push_back({reinterpret_cast<const std::uint8_t*>(inputs[k].data()), static_cast<std::int64_t>(warm.layout.inputs[k].components * 4)});
  for (std::size_t k = 0; k < outputs.size(); ++k)
    outputRefs.push_back({reinterpret_cast<const std::uint8_t*>(outputs[k].data()), static_cast<std::int64_t>(warm.layout.outputs[k].components * 4)});
  cgx::jit::KernelArgs args;
  args.uniforms = block.data();
  args.inputs = inputRefs.data();
  args.outputs = outputRefs.data();
  if (const char* dump = std::getenv("CGX_BENCH_DUMP_CODE")) {
    // For profiling: the kernel's first 64 KiB of machine code (objdump -D -b binary -mi386:x86-64) and its
    // address, to map `perf script` sample addresses onto instructions.
    std::FILE* out = std::fopen(dump, "wb");
    if (out != nullptr) {
      std::fwrite(reinterpret_cast<const void*>(warm.kernel.function), 1, 65536, out);
      std::fclose(out);
    }
    std::cerr << "kernel at " << reinterpret_cast<const void*>(warm.kernel.function) << "\n";
  }
  double best = 1e9;
  int reps = std::getenv("CGX_BENCH_REPS") ? std::atoi(std::getenv("CGX_BENCH_REPS")) : 7;
  for (int rep = 0; rep < reps; ++rep) {
    double t0 = threadSeconds();
    warm.kernel.function(&args, 0, n);
    best = std::min(best, threadSeconds() - t0);
  }
  std::cout << "lanes " << warm.kernel.lanes << ": " << (n / best) / 1e6 << " M vertices/s (best of 7, thread CPU time), compile "
            << latencies[latencies.size() / 2] << " ms median (min " << latencies.front() << "), of which front end "
            << frontEnd[frontEnd.size() / 2] << " ms\n";
  return 0;
}
