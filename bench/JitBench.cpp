#include "JitBench.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <thread>
#include <vector>

#include "BenchThreads.h"
#include "ExampleHeader.h"
#include "Skin4mBaselines.h"
#include "Skin4mLlvmpipe.h"
#include "Skin4mScene.h"
#include <cgx/Context.h>
#include <cgx/Program.h>

namespace cgx::bench {

namespace fs = std::filesystem;

namespace {

constexpr double kCompileBudgetMs = 30.0;
// The benchmarks behind the targets repeat, in random order among each other (bench_frontend.cpp
// turns interleaving on), and the summary takes each one's best repetition: on a shared or noisy machine a
// ratio of two single runs measures the noise as much as the code.
constexpr int kRepetitions = 5;

// State the registered benchmarks share; lives until the process exits (benchmarks run after
// registerJitBenchmarks returns).
struct SkinBench {
  SkinScene scene;
  std::vector<SkinOutput> outputs;
  std::unique_ptr<LlvmpipeSkinner> llvmpipe;
  std::string examplePath;
};
SkinBench* shared = nullptr;

bool check(const Status& status, const char* what) {
  if (status.ok()) return true;
  std::fprintf(stderr, "jit bench: %s: %s\n", what, status.message().c_str());
  return false;
}

// A skin4m Program with the scene's uniforms and the AoS streams of `outputs` bound.
std::optional<Program> makeSkinProgram(Context& context, const SkinBench& bench, std::vector<SkinOutput>& outputs) {
  ProgramResult made = context.createProgramFromFile(bench.examplePath, "C6E5v_skin4m", "glslv");
  if (!made.ok()) {
    std::fprintf(stderr, "jit bench: skin4m does not compile: %s\n", made.status.message().c_str());
    return std::nullopt;
  }
  Program program = std::move(*made.program);
  const SkinUniforms& u = bench.scene.uniforms;
  bool ok = check(program.setFloat("light.eyePosition", u.eyePosition), "light.eyePosition") &&
            check(program.setFloat("light.lightPosition", u.lightPosition), "light.lightPosition") &&
            check(program.setFloat("light.lightColor", u.lightColor), "light.lightColor") &&
            check(program.setFloat("light.specularExponent", std::span<const float>(&u.specularExponent, 1)), "exponent") &&
            check(program.setFloat("light.ambient", std::span<const float>(&u.ambient, 1)), "ambient") &&
            check(program.setFloat("boneMatrix", std::span<const float>(&u.boneMatrix[0][0], 72 * 4)), "boneMatrix") &&
            check(program.setMatrix("modelViewProj", std::span<const float>(&u.modelViewProj[0][0], 16), MatrixOrder::RowMajor),
                  "modelViewProj");
  const SkinVertex* v = bench.scene.vertices.data();
  auto input = [&](const char* semantic, std::size_t offset, unsigned components) {
    InputStream stream;
    stream.data = v;
    stream.offset = offset;
    stream.stride = sizeof(SkinVertex);
    stream.components = components;
    return check(program.bindInput(semantic, stream), semantic);
  };
  ok = ok && input("POSITION", offsetof(SkinVertex, position), 3) && input("NORMAL", offsetof(SkinVertex, normal), 3) &&
       input("TEXCOORD0", offsetof(SkinVertex, texCoord), 2) && input("TEXCOORD1", offsetof(SkinVertex, weight), 4) &&
       input("TEXCOORD2", offsetof(SkinVertex, matrixIndex), 4);
  auto output = [&](const char* semantic, float* first) {
    return check(program.bindOutput(semantic, OutputStream{first, sizeof(SkinOutput)}), semantic);
  };
  ok = ok && output("POSITION", outputs[0].position) && output("TEXCOORD0", outputs[0].texCoord) &&
       output("COLOR0", outputs[0].color);
  if (!ok) return std::nullopt;
  return program;
}

void skinJit(benchmark::State& state, unsigned threads) {
  ContextOptions options;
  options.threads = threads;
  Result<Context> context = Context::create(options);
  std::vector<SkinOutput> outputs(shared->scene.vertices.size());
  std::optional<Program> program = context.ok() ? makeSkinProgram(context.value(), *shared, outputs) : std::nullopt;
  if (!program || !program->run(outputs.size()).ok()) {  // the untimed first run compiles the kernel
    state.SkipWithError("the skin4m program could not run");
    return;
  }
  program->waitForOptimizedKernels();  // the quick tier's kernel is what the first run used
  for (auto _ : state) {
    Status status = program->run(outputs.size());
    if (!status.ok()) state.SkipWithError(status.message().c_str());
    benchmark::DoNotOptimize(outputs.data());
    benchmark::ClobberMemory();
  }
  state.counters["vertices_per_second"] = benchmark::Counter(
      static_cast<double>(outputs.size()) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void skinScalar(benchmark::State& state) {
  std::vector<SkinOutput>& outputs = shared->outputs;
  for (auto _ : state) {
    skin4mScalar(shared->scene.uniforms, shared->scene.vertices.data(), outputs.data(), outputs.size());
    benchmark::DoNotOptimize(outputs.data());
    benchmark::ClobberMemory();
  }
  state.counters["vertices_per_second"] = benchmark::Counter(
      static_cast<double>(outputs.size()) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

// Runs `work` over the scene's vertices split across `threads` threads (ranges of whole 8-vertex blocks, so
// each thread's output stays 16-byte aligned for streaming stores).
template <class Work>
void splitAcross(unsigned threads, std::size_t count, Work work) {
  if (threads <= 1) {
    work(std::size_t{0}, count);
    return;
  }
  std::vector<std::thread> pool;
  const std::size_t blocks = (count + 7) / 8, per = (blocks + threads - 1) / threads;
  for (unsigned t = 0; t < threads; ++t) {
    const std::size_t first = std::min(count, t * per * 8), last = std::min(count, (t + 1) * per * 8);
    if (first < last) pool.emplace_back([=] { work(first, last - first); });
  }
  for (std::thread& thread : pool) thread.join();
}

void skinAvx2(benchmark::State& state, bool nonTemporal) {
  std::vector<SkinOutput>& outputs = shared->outputs;
  for (auto _ : state) {
    skin4mAvx2(shared->scene.uniforms, shared->scene.vertices.data(), outputs.data(), outputs.size(), nonTemporal);
    benchmark::DoNotOptimize(outputs.data());
    benchmark::ClobberMemory();
  }
}

void copyBound(benchmark::State& state, unsigned threads, bool nonTemporal) {
  std::vector<SkinOutput>& outputs = shared->outputs;
  const SkinVertex* vertices = shared->scene.vertices.data();
  for (auto _ : state) {
    splitAcross(threads, outputs.size(), [&](std::size_t first, std::size_t count) {
      copyRecords(vertices + first, outputs.data() + first, count, nonTemporal);
    });
    benchmark::DoNotOptimize(outputs.data());
    benchmark::ClobberMemory();
  }
}

void skinLlvmpipe(benchmark::State& state) {
  std::string error;
  for (auto _ : state)
    if (!shared->llvmpipe->run(nullptr, &error)) state.SkipWithError(error.c_str());
  state.counters["vertices_per_second"] =
      benchmark::Counter(static_cast<double>(shared->scene.vertices.size()) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}

// Source text to a callable kernel: compile (cache cleared each time) and run one invocation (or one quad),
// which JIT-compiles the kernel for the bound input formats (at the quick tier: what a program's first run
// waits for). The optimized kernel then compiles in the background; the clock stops while it finishes,
// so that each iteration starts on a quiet machine, as a program's compile would.
void compileLatency(benchmark::State& state, std::string path, std::string entry, bool fragment) {
  Result<Context> context = Context::create(ContextOptions{1, 0});
  if (!context.ok()) {
    state.SkipWithError("no context");
    return;
  }
  std::vector<float> zeros(64, 0.0f), sink(64 * 16, 0.0f);
  for (auto _ : state) {
    context->clearCache();
    ProgramResult made = context->createProgramFromFile(path, entry, fragment ? "glslf" : "glslv");
    if (!made.ok()) {
      state.SkipWithError(("compile failed: " + made.status.message()).c_str());
      break;
    }
    Program& program = *made.program;
    for (const std::string& semantic : program.inputSemantics())
      if (!semantic.empty()) (void)program.bindInput(semantic, InputStream{zeros.data(), 0, 0, ComponentType::Float32, 0});
    std::size_t slot = 0;
    for (const std::string& semantic : program.outputSemantics())
      if (!semantic.empty()) (void)program.bindOutput(semantic, OutputStream{sink.data() + 64 * slot++, 16});
    Status ran = fragment ? program.runFragments(4) : program.run(1);
    if (!ran.ok()) {
      state.SkipWithError(("run failed: " + ran.message()).c_str());
      break;
    }
    state.PauseTiming();
    program.waitForOptimizedKernels();
    state.ResumeTiming();
  }
}

}  // namespace

bool registerJitBenchmarks(const JitBenchOptions& options) {
  shared = new SkinBench;
  shared->examplePath = (fs::path(options.examplesFolder) / "C6E5v_skin4m.cg").string();
  shared->scene = makeSkinScene(options.vertices);
  shared->outputs.assign(options.vertices, SkinOutput{});

  // The paths must agree before any of them is timed.
  std::vector<SkinOutput> scalar(options.vertices), jit(options.vertices), gl;
  skin4mScalar(shared->scene.uniforms, shared->scene.vertices.data(), scalar.data(), scalar.size());
  Result<Context> context = Context::create();
  std::optional<Program> program = context.ok() ? makeSkinProgram(context.value(), *shared, jit) : std::nullopt;
  if (!program || !check(program->run(jit.size()), "skin4m run")) return false;
  std::printf("skin4m: JIT vs scalar C++, largest relative difference %.2g over %zu vertices\n",
              maxRelativeDifference(jit, scalar), jit.size());
  // The same bits at every thread count: 1, 2 and every core (threads split the vertices, never a vertex),
  // each with the optimized kernel the timed runs use; and whether the quick tier's first run agrees.
  std::vector<SkinOutput> reference;
  for (unsigned threads : benchThreadCounts()) {
    ContextOptions threaded;
    threaded.threads = threads;
    Result<Context> other = Context::create(threaded);
    std::vector<SkinOutput> split(options.vertices);
    std::optional<Program> again = other.ok() ? makeSkinProgram(other.value(), *shared, split) : std::nullopt;
    if (!again || !check(again->run(split.size()), "skin4m run")) return false;
    again->waitForOptimizedKernels();
    if (!check(again->run(split.size()), "skin4m run")) return false;
    if (reference.empty()) {
      reference = split;
      const bool tiers = std::memcmp(jit.data(), reference.data(), jit.size() * sizeof(SkinOutput)) == 0;
      std::printf("skin4m: the quick and the optimized kernel give %s\n", tiers ? "the same bits" : "different bits");
      continue;
    }
    const bool same = std::memcmp(split.data(), reference.data(), split.size() * sizeof(SkinOutput)) == 0;
    std::printf("skin4m: JIT on %u threads: %s\n", threads, same ? "the same bits as on one" : "DIFFERENT bits from one");
    if (!same) return false;
  }
  // The hand kernel is timed only when it computes what the reference does (its pow and normalize are a
  // few ulps from the C library's).
  bool handKernel = false;
  if (avx2Available()) {
    std::vector<SkinOutput> hand(options.vertices);
    skin4mAvx2(shared->scene.uniforms, shared->scene.vertices.data(), hand.data(), hand.size(), true);
    const double difference = maxRelativeDifference(hand, scalar);
    handKernel = difference <= 1e-4;
    std::printf("skin4m: hand AVX2 kernel vs scalar C++, largest relative difference %.2g%s\n", difference,
                handKernel ? "" : ": too far, not timed");
  } else {
    std::printf("skin4m: this CPU has no AVX2 and FMA: the hand kernel is not timed\n");
  }
  std::string error;
  shared->llvmpipe = LlvmpipeSkinner::create(options.cgxcPath, shared->examplePath, shared->scene, &error);
  if (shared->llvmpipe && shared->llvmpipe->run(&gl, &error))
    std::printf("skin4m: llvmpipe vs scalar C++, largest relative difference %.2g\n", maxRelativeDifference(gl, scalar));
  else
    std::printf("skin4m: llvmpipe unavailable (%s); skin4m/llvmpipe is not registered\n", error.c_str());

  benchmark::RegisterBenchmark("skin4m/jit/threads:1", skinJit, 1u)
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime()
      ->Repetitions(kRepetitions);
  std::string all = "skin4m/jit/threads:" + std::to_string(everyCore());
  if (everyCore() > 1)
    benchmark::RegisterBenchmark(all.c_str(), skinJit, everyCore())
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Repetitions(kRepetitions);
  benchmark::RegisterBenchmark("skin4m/scalar_cpp", skinScalar)
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime()
      ->Repetitions(kRepetitions);
  for (bool nonTemporal : {false, true}) {
    const std::string stores = nonTemporal ? "_nt" : "";
    if (handKernel)
      benchmark::RegisterBenchmark(("skin4m/avx2" + stores).c_str(), skinAvx2, nonTemporal)
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->Repetitions(kRepetitions);
    for (unsigned threads : {1u, everyCore()}) {
      const std::string name = "skin4m/copy" + stores + "/threads:" + std::to_string(threads);
      benchmark::RegisterBenchmark(name.c_str(), copyBound, threads, nonTemporal)
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->Repetitions(kRepetitions);
      if (everyCore() == 1) break;
    }
  }
  if (shared->llvmpipe)
    benchmark::RegisterBenchmark("skin4m/llvmpipe", skinLlvmpipe)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Repetitions(kRepetitions);

  std::vector<fs::path> examples;
  for (const fs::directory_entry& entry : fs::directory_iterator(options.examplesFolder))
    if (entry.path().extension() == ".cg") examples.push_back(entry.path());
  std::sort(examples.begin(), examples.end());
  for (const fs::path& path : examples) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) continue;
    std::string text(4096, '\0');
    text.resize(std::fread(text.data(), 1, text.size(), file));
    std::fclose(file);
    const examples::ExampleHeader header = examples::readExampleHeader(text);
    const std::string& entry = header.entry;
    const bool fragment = header.fragment;
    if (entry.empty()) continue;
    benchmark::internal::Benchmark* compile =
        benchmark::RegisterBenchmark(("compile/" + path.stem().string()).c_str(), compileLatency, path.string(), entry, fragment)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    if (path.stem() == "C6E5v_skin4m") compile->Repetitions(kRepetitions);
  }
  return true;
}

void reportJitResults(const std::map<std::string, double>& measured, const std::map<std::string, double>& cpuMeasured,
                      std::size_t vertices) {
  // The benchmarks use real time and some repeat, which Google Benchmark appends to their names
  // ("skin4m/scalar_cpp/repeats:5/real_time").
  auto plainNames = [](const std::map<std::string, double>& byName) {
    std::map<std::string, double> plain;
    for (const auto& [name, micros] : byName) plain[plainBenchmarkName(name)] = micros;
    return plain;
  };
  const std::map<std::string, double> microseconds = plainNames(measured), cpuMicroseconds = plainNames(cpuMeasured);
  auto rateOf = [&](const std::map<std::string, double>& times, const std::string& name) -> double {
    auto it = times.find(name);
    return it == times.end() || it->second <= 0 ? 0.0 : static_cast<double>(vertices) / (it->second * 1e-6);
  };
  auto rate = [&](const std::string& name) { return rateOf(microseconds, name); };
  double one = rate("skin4m/jit/threads:1"), all = rate("skin4m/jit/threads:" + std::to_string(everyCore()));
  double scalar = rate("skin4m/scalar_cpp"), gl = rate("skin4m/llvmpipe");
  // One thread each: the thread's CPU time is the time it actually ran.
  double oneCpu = rateOf(cpuMicroseconds, "skin4m/jit/threads:1"), scalarCpu = rateOf(cpuMicroseconds, "skin4m/scalar_cpp");
  std::printf("\nC6E5v_skin4m over %zu vertices (M vertices/s; the best of %d repetitions, interleaved):\n", vertices,
              kRepetitions);
  std::printf("  jit, 1 thread     %8.1f   (%.1f by thread CPU time)\n", one / 1e6, oneCpu / 1e6);
  if (everyCore() > 1) std::printf("  jit, %u threads    %8.1f\n", everyCore(), all / 1e6);
  std::printf("  scalar C++ -O2    %8.1f   (%.1f by thread CPU time)\n", scalar / 1e6, scalarCpu / 1e6);
  std::printf("  llvmpipe          %8.1f\n", gl / 1e6);
  const double avx2 = rate("skin4m/avx2"), avx2Streamed = rate("skin4m/avx2_nt");
  const std::string n = std::to_string(everyCore());
  const double copyOne = rate("skin4m/copy/threads:1"), copyOneStreamed = rate("skin4m/copy_nt/threads:1");
  const double copyAll = rate("skin4m/copy/threads:" + n), copyAllStreamed = rate("skin4m/copy_nt/threads:" + n);
  if (avx2 > 0) std::printf("  hand AVX2 kernel  %8.1f   (%.1f with non-temporal stores)\n", avx2 / 1e6, avx2Streamed / 1e6);
  std::printf("  copy, 1 thread    %8.1f   (%.1f with non-temporal stores): the memory bound\n", copyOne / 1e6,
              copyOneStreamed / 1e6);
  if (everyCore() > 1)
    std::printf("  copy, %u threads   %8.1f   (%.1f with non-temporal stores)\n", everyCore(), copyAll / 1e6,
                copyAllStreamed / 1e6);
  auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
  std::printf("ratios (targets from the issue):\n");
  std::printf("  jit 1 thread / scalar C++   %6.2fx  (target >= 5x; %.2fx by thread CPU time)\n", ratio(one, scalar),
              ratio(oneCpu, scalarCpu));
  std::printf("  jit 1 thread / llvmpipe     %6.2fx  (target >= 5x)\n", ratio(one, gl));
  if (everyCore() > 1)
    std::printf("  jit %u threads / 1 thread    %6.2fx  (target >= 1.7x)\n", everyCore(), ratio(all, one));
  // Issue 20's: the JIT against the best the hand kernel and the copy reach, either store kind.
  if (avx2 > 0)
    std::printf("  jit 1 thread / hand AVX2     %6.2fx  (target >= 1x)\n", ratio(one, std::max(avx2, avx2Streamed)));
  std::printf("  jit %u thread%s / copy bound   %6.2fx  (target >= 0.85x on 2 threads)\n", everyCore(),
              everyCore() > 1 ? "s" : "", ratio(everyCore() > 1 ? all : one, std::max(copyAll, copyAllStreamed)));
  std::printf("\nsource -> callable kernel (ms; the quick code tier, as a first run gets it), budget %.0f ms for\n"
              "C6E5v_skin4m (the best of %d repetitions); the calling thread's CPU time beside (the front end and\n"
              "LLVM's code generation both run on it):\n",
              kCompileBudgetMs, kRepetitions);
  double worst = 0;
  for (const auto& [name, micros] : microseconds) {
    if (!name.starts_with("compile/")) continue;
    auto cpu = cpuMicroseconds.find(name);
    std::printf("  %-32s %8.2f %8.2f%s\n", name.substr(8).c_str(), micros / 1000, cpu == cpuMicroseconds.end() ? 0.0 : cpu->second / 1000,
                name == "compile/C6E5v_skin4m" ? (micros / 1000 <= kCompileBudgetMs ? "  (within budget)" : "  (OVER budget)") : "");
    worst = std::max(worst, micros / 1000);
  }
  std::printf("  slowest example: %.2f ms\n", worst);
}

}  // namespace cgx::bench
