// A timing tool for the JIT (not a CTest test): C6E5v_skin4m over 1,000,000 vertices on one thread, and
// the source -> callable latency (front end + JIT). Usage: cgx-jit-benchmark [lanes] [--ir]
//   --ir prints the optimized LLVM IR of the kernel (feed it to llc -O3 -mcpu=native to read the assembly).
#include <chrono>
#include <cstring>
#include <ctime>
#include <iostream>
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

int main(int argc, char** argv) {
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
  const std::size_t n = 1000000;
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
