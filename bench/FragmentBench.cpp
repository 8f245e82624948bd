#include "FragmentBench.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

#include "BenchThreads.h"
#include "FragmentLlvmpipe.h"
#include "FragmentScene.h"
#include <cgx/Context.h>
#include <cgx/Program.h>

namespace cgx::bench {

namespace {

// As the skinning benchmark's targets (JitBench.cpp): repeated, interleaved, the best repetition kept.
constexpr int kFragmentRepetitions = 5;
// The JIT and llvmpipe compute the same picture with different arithmetic: llvmpipe's pow, rsqrt and
// texture filtering are approximations GL allows (measured: at most 1.4e-5 apart). Colours are compared
// with this tolerance.
constexpr float kPictureTolerance = 1e-3f;

struct JitRun {
  Context context;
  Program program;
};

struct FragmentShared {
  FragmentBenchOptions options;
  std::vector<FragmentCase> cases;
  std::vector<std::vector<std::vector<float>>> inputs;  // [case][varying]: quad order
  std::vector<float> outputs;                           // the COLOR stream of every JIT run
  std::vector<unsigned> threadCounts;
  std::map<std::pair<std::size_t, unsigned>, std::unique_ptr<JitRun>> jit;  // (case, threads)
  std::map<unsigned, std::unique_ptr<FragmentWorker>> llvmpipe;            // by threads
  std::uint64_t fragments() const {
    return static_cast<std::uint64_t>(options.width) * static_cast<std::uint64_t>(options.height);
  }
};
FragmentShared* fragmentBench = nullptr;

// runFragments takes 2x2 quads: fragment 4q + k is pixel (2 qx + (k & 1), 2 qy + (k >> 1)) of quad
// q = qy * (width / 2) + qx. The index in GL's row order of each fragment.
std::vector<std::size_t> quadOrder(int width, int height) {
  std::vector<std::size_t> pixel;
  pixel.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
  for (int qy = 0; qy < height / 2; ++qy)
    for (int qx = 0; qx < width / 2; ++qx)
      for (int k = 0; k < 4; ++k)
        pixel.push_back(static_cast<std::size_t>(2 * qy + (k >> 1)) * static_cast<std::size_t>(width) +
                        static_cast<std::size_t>(2 * qx + (k & 1)));
  return pixel;
}

bool checkStatus(const Status& status, const std::string& what) {
  if (status.ok()) return true;
  std::fprintf(stderr, "fragment bench: %s: %s\n", what.c_str(), status.message().c_str());
  return false;
}

std::unique_ptr<JitRun> makeJitRun(std::size_t index, unsigned threads) {
  const FragmentCase& c = fragmentBench->cases[index];
  ContextOptions options;
  options.threads = threads;
  Result<Context> context = Context::create(options);
  if (!checkStatus(context.status(), "context")) return nullptr;
  ProgramResult made =
      context->createProgramFromFile(fragmentBench->options.examplesFolder + "/" + c.example, c.entry, "glslf");
  if (!checkStatus(made.status, c.example)) return nullptr;
  Program& program = *made.program;
  for (const FragmentUniform& uniform : c.uniforms)
    if (!checkStatus(program.setFloat(uniform.name, uniform.values), uniform.name)) return nullptr;
  for (const FragmentTexture& texture : c.textures) {
    std::string error;
    std::shared_ptr<CpuTexture> texels = CpuTexture::fromFloats(texture.shape, texture.rgba, &error);
    if (!texels) {
      std::fprintf(stderr, "fragment bench: %s: %s\n", texture.sampler.c_str(), error.c_str());
      return nullptr;
    }
    SamplerState state;
    state.minFilter = MinFilter::Linear;
    state.magFilter = MagFilter::Linear;
    state.wrapS = state.wrapT = state.wrapR = texture.clamp ? Wrap::ClampToEdge : Wrap::Repeat;
    if (!checkStatus(program.setTexture(texture.sampler, texels, state), texture.sampler)) return nullptr;
  }
  for (std::size_t v = 0; v < c.varyings.size(); ++v) {
    InputStream stream;
    stream.data = fragmentBench->inputs[index][v].data();
    stream.components = static_cast<unsigned>(c.varyings[v].components);
    if (!checkStatus(program.bindInput(c.varyings[v].semantic, stream), c.varyings[v].semantic)) return nullptr;
  }
  if (!checkStatus(program.bindOutput("COLOR", OutputStream{fragmentBench->outputs.data(), 4 * sizeof(float)}), "COLOR"))
    return nullptr;
  // The untimed first run compiles the kernel; the timed runs use the optimized tier's.
  if (!checkStatus(program.runFragments(fragmentBench->fragments()), c.name)) return nullptr;
  program.waitForOptimizedKernels();
  return std::unique_ptr<JitRun>(new JitRun{std::move(context.value()), std::move(program)});
}

void jitFragments(benchmark::State& state, std::size_t index, unsigned threads) {
  Program& program = fragmentBench->jit.at({index, threads})->program;
  for (auto _ : state) {
    Status status = program.runFragments(fragmentBench->fragments());
    if (!status.ok()) state.SkipWithError(status.message().c_str());
    benchmark::DoNotOptimize(fragmentBench->outputs.data());
    benchmark::ClobberMemory();
  }
  state.counters["fragments_per_second"] = benchmark::Counter(
      static_cast<double>(fragmentBench->fragments()) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void llvmpipeFragments(benchmark::State& state, std::size_t index, unsigned threads) {
  FragmentWorker& worker = *fragmentBench->llvmpipe.at(threads);
  std::string error;
  for (auto _ : state) {
    double seconds = 0;
    if (!worker.draw(fragmentBench->cases[index].name, &seconds, &error)) {
      state.SkipWithError(error.c_str());
      break;
    }
    state.SetIterationTime(seconds);
  }
}

// The JIT's picture of the last run, in GL's row order.
std::vector<float> jitPicture(const std::vector<std::size_t>& order) {
  std::vector<float> picture(fragmentBench->outputs.size());
  for (std::size_t f = 0; f < order.size(); ++f)
    std::memcpy(&picture[order[f] * 4], &fragmentBench->outputs[f * 4], 4 * sizeof(float));
  return picture;
}

}  // namespace

bool registerFragmentBenchmarks(const FragmentBenchOptions& options) {
  if (options.width <= 0 || options.height <= 0 || options.width % 2 != 0 || options.height % 2 != 0) {
    std::fprintf(stderr, "fragment bench: the grid needs an even width and height\n");
    return false;
  }
  fragmentBench = new FragmentShared;
  fragmentBench->options = options;
  fragmentBench->cases = makeFragmentCases();
  fragmentBench->outputs.assign(fragmentBench->fragments() * 4, 0.0f);
  fragmentBench->threadCounts = benchThreadCounts();
  const std::vector<std::size_t> order = quadOrder(options.width, options.height);
  for (const FragmentCase& c : fragmentBench->cases) {
    std::vector<std::vector<float>> streams;
    for (const FragmentVarying& varying : c.varyings) {
      const std::vector<float> rows = varyingAtPixels(varying, options.width, options.height);
      const auto n = static_cast<std::size_t>(varying.components);
      std::vector<float> quads(rows.size());
      for (std::size_t f = 0; f < order.size(); ++f)
        std::copy_n(rows.begin() + static_cast<std::ptrdiff_t>(order[f] * n), n, quads.begin() + static_cast<std::ptrdiff_t>(f * n));
      streams.push_back(std::move(quads));
    }
    fragmentBench->inputs.push_back(std::move(streams));
  }
  bool llvmpipe = true;
  for (unsigned threads : fragmentBench->threadCounts) {
    std::string error;
    std::unique_ptr<FragmentWorker> worker =
        FragmentWorker::start(options.self, options.width, options.height, threads, &error);
    if (!worker) {
      std::printf("fragments: llvmpipe unavailable (%s): only the JIT is timed\n", error.c_str());
      llvmpipe = false;
      fragmentBench->llvmpipe.clear();
      break;
    }
    fragmentBench->llvmpipe.emplace(threads, std::move(worker));
  }

  // The pictures agree before anything is timed.
  for (std::size_t index = 0; index < fragmentBench->cases.size(); ++index) {
    const FragmentCase& c = fragmentBench->cases[index];
    std::vector<float> reference;
    for (unsigned threads : fragmentBench->threadCounts) {
      std::unique_ptr<JitRun> run = makeJitRun(index, threads);
      if (!run) return false;
      if (!checkStatus(run->program.runFragments(fragmentBench->fragments()), c.name)) return false;
      std::vector<float> picture = jitPicture(order);
      fragmentBench->jit.emplace(std::make_pair(index, threads), std::move(run));
      if (reference.empty()) {
        reference = std::move(picture);
        continue;
      }
      const bool same = std::memcmp(picture.data(), reference.data(), picture.size() * sizeof(float)) == 0;
      std::printf("fragments/%s: JIT on %u threads: %s\n", c.name.c_str(), threads,
                  same ? "the same bits as on one" : "DIFFERENT bits from one");
      if (!same) return false;
    }
    if (!llvmpipe) continue;
    std::vector<float> gl;
    std::string error;
    if (!fragmentBench->llvmpipe.at(1)->image(c.name, &gl, &error)) {
      std::fprintf(stderr, "fragment bench: %s\n", error.c_str());
      return false;
    }
    float worst = 0;
    std::size_t beyond = 0;
    for (std::size_t i = 0; i < gl.size(); ++i) {
      const float difference = std::fabs(gl[i] - reference[i]);
      worst = std::max(worst, std::isnan(difference) ? INFINITY : difference);
      beyond += difference > kPictureTolerance || std::isnan(difference);
    }
    std::printf("fragments/%s: JIT vs llvmpipe over %dx%d, largest difference %.3g, %zu components beyond %.3g\n",
                c.name.c_str(), options.width, options.height, static_cast<double>(worst), beyond,
                static_cast<double>(kPictureTolerance));
    if (beyond > 0) return false;
  }

  for (std::size_t index = 0; index < fragmentBench->cases.size(); ++index)
    for (unsigned threads : fragmentBench->threadCounts) {
      const std::string prefix = "fragments/" + fragmentBench->cases[index].name;
      const std::string suffix = "/threads:" + std::to_string(threads);
      benchmark::RegisterBenchmark((prefix + "/jit" + suffix).c_str(), jitFragments, index, threads)
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->Repetitions(kFragmentRepetitions);
      if (llvmpipe)
        benchmark::RegisterBenchmark((prefix + "/llvmpipe" + suffix).c_str(), llvmpipeFragments, index, threads)
            ->Unit(benchmark::kMillisecond)
            ->UseManualTime()
            ->Repetitions(kFragmentRepetitions);
    }
  return true;
}

void reportFragmentResults(const std::map<std::string, double>& measured, const FragmentBenchOptions& options) {
  std::map<std::string, double> microseconds;
  for (const auto& [name, micros] : measured)
    if (name.starts_with("fragments/")) microseconds[plainBenchmarkName(name)] = micros;
  const double fragments = static_cast<double>(options.width) * static_cast<double>(options.height);
  auto rate = [&](const std::string& name) {
    auto it = microseconds.find(name);
    return it == microseconds.end() || it->second <= 0 ? 0.0 : fragments / (it->second * 1e-6);
  };
  std::printf("\nfragment programs over %dx%d fragments (M fragments/s; the best of %d repetitions, interleaved;\n"
              "llvmpipe draws one full-screen quad into a GL_RGBA32F target, LP_NUM_THREADS as the threads):\n",
              options.width, options.height, kFragmentRepetitions);
  std::printf("  %-10s %7s %10s %10s %10s\n", "program", "threads", "jit", "llvmpipe", "jit/llvmpipe");
  bool allHold = true;
  for (const FragmentCase& c : makeFragmentCases())
    for (unsigned threads : fragmentBench == nullptr ? std::vector<unsigned>{} : fragmentBench->threadCounts) {
      const std::string suffix = "/threads:" + std::to_string(threads);
      const double jit = rate("fragments/" + c.name + "/jit" + suffix);
      const double gl = rate("fragments/" + c.name + "/llvmpipe" + suffix);
      const double ratio = gl > 0 ? jit / gl : 0.0;
      allHold = allHold && ratio >= 2.0;
      std::printf("  %-10s %7u %10.1f %10.1f %9.2fx  (target >= 2x)\n", c.name.c_str(), threads, jit / 1e6, gl / 1e6,
                  ratio);
    }
  std::printf("  the 2x target %s\n", allHold ? "holds for every program and thread count" : "does NOT hold everywhere");
}

}  // namespace cgx::bench
