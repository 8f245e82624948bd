// The CPU runtime under threads (issue 19 #6), testing what runtime/cpu's headers promise:
// - Context.h: createProgram* may be called from several threads at once; Programs keep what they need of
//   their Context alive, so destroying the Context first is allowed.
// - Program.h: a Program is used from one thread at a time, but different Programs, even copies sharing
//   compiled state, may run concurrently (their kernels tiering up on the engine's background thread);
//   textures are immutable once made and may be bound to many Programs.
// - ContextOptions::loopIterationBudget: a run that exceeds it fails alone; runs sharing the pool with it
//   finish normally.
// Each test is a few compiles and small runs: cheap under ASan, and tools/tsan.sh runs them under
// ThreadSanitizer, where a data race fails them.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <cgx/Context.h>

namespace cgx {
namespace {

// Runs of at least 2048 invocations are split over the pool (ProgramRun.cpp), so each run below uses it.
constexpr std::size_t kCount = 4096;
constexpr unsigned kThreads = 4;

// p * scale + bias: `bias` differs per thread where a test wants separate compiles.
std::string scaleSource(int bias) {
  return "float4 main(float4 p : POSITION, uniform float4 scale) : POSITION { return p * scale + " +
         std::to_string(bias) + "; }";
}

Context makeContext(unsigned threads, std::uint64_t loopBudget = 0) {
  ContextOptions options;
  options.threads = threads;
  options.loopIterationBudget = loopBudget;
  Result<Context> context = Context::create(options);
  if (!context.ok()) ADD_FAILURE() << context.status().toString();
  return std::move(context).value();
}

// Runs `program` (scaleSource(bias), scale (2, 2, 2, 2)) over kCount positions i and checks every output
// against 2 * i + bias. The input's layout varies with `layout` (0 packed float4, 1 packed float3 (w = 1),
// 2 float4 in 32-byte records, 3 int32 float4), so that each layout makes a kernel of its own: on copies of
// one program, concurrent runs then compile and tier up kernels of one compiled state at once.
void runScale(Program& program, int bias, int layout, const std::string& who) {
  ASSERT_TRUE(program.setFloat("scale", std::array{2.0f, 2.0f, 2.0f, 2.0f}).ok()) << who;
  const unsigned components = layout == 1 ? 3 : 4;
  const std::size_t strideFloats = layout == 2 ? 8 : components;
  std::vector<float> floats(kCount * strideFloats, -7.0f);
  std::vector<std::int32_t> ints(kCount * 4);
  for (std::size_t i = 0; i < kCount; ++i)
    for (unsigned c = 0; c < components; ++c) {
      floats[i * strideFloats + c] = static_cast<float>(i);
      ints[i * 4 + c] = static_cast<std::int32_t>(i);
    }
  InputStream input{floats.data(), 0, strideFloats * sizeof(float), ComponentType::Float32, components};
  if (layout == 3) input = InputStream{ints.data(), 0, 0, ComponentType::Int32, 4};
  ASSERT_TRUE(program.bindInput("POSITION", input).ok()) << who;
  std::vector<float> out(kCount * 4, -1.0f);
  ASSERT_TRUE(program.bindOutput("POSITION", OutputStream{out.data()}).ok()) << who;
  Status status = program.run(kCount);
  ASSERT_TRUE(status.ok()) << who << ": " << status.toString();
  for (std::size_t i = 0; i < kCount; ++i) {
    const float v = 2.0f * static_cast<float>(i) + static_cast<float>(bias);
    const float w = components == 3 ? 2.0f + static_cast<float>(bias) : v;  // w read as 1
    ASSERT_EQ(out[i * 4], v) << who << ", invocation " << i;
    ASSERT_EQ(out[i * 4 + 3], w) << who << ", invocation " << i;
  }
}

// Runs body(t) for t in [0, count) on threads of their own at once, and joins them.
template <typename Body>
void onThreads(unsigned count, Body body) {
  std::vector<std::thread> threads;
  threads.reserve(count);
  for (unsigned t = 0; t < count; ++t) threads.emplace_back(body, t);
  for (std::thread& thread : threads) thread.join();
}

// Each thread its own Context: create, compile, run (its optimized kernel then compiling in the background)
// and destroy everything at once, twice over.
TEST(RuntimeThreads, ContextsCreatedUsedAndDestroyedOnManyThreads) {
  onThreads(kThreads, [](unsigned t) {
    for (int round = 0; round < 2; ++round) {
      Context context = makeContext(2);
      const int bias = static_cast<int>(t) * 10 + round;
      ProgramResult built = context.createProgram(scaleSource(bias), "main", "glslv");
      ASSERT_TRUE(built.ok()) << built.status.toString() << "\n" << built.diagnostics.text;
      runScale(*built.program, bias, static_cast<int>(t) % 4, "thread " + std::to_string(t));
    }
  });
}

// Threads sharing one Context: the same source from every thread (the cache's race: several may compile it,
// one is kept) and a source of each thread's own, while another thread reads and clears the cache.
TEST(RuntimeThreads, ThreadsShareOneContextAndItsCache) {
  Context context = makeContext(3);
  std::atomic<bool> done{false};
  std::thread clearer([&] {
    while (!done.load()) {
      EXPECT_LE(context.cachedProgramCount(), 2 * kThreads);
      context.clearCache();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  });
  onThreads(kThreads, [&](unsigned t) {
    for (int bias : {100, static_cast<int>(t)}) {
      ProgramResult built = context.createProgram(scaleSource(bias), "main", "glslv");
      ASSERT_TRUE(built.ok()) << built.status.toString() << "\n" << built.diagnostics.text;
      runScale(*built.program, bias, static_cast<int>(t) % 4, "thread " + std::to_string(t));
    }
  });
  done = true;
  clearer.join();
}

// Copies of one Program (one compiled state) run concurrently, each with another stream layout: their
// kernels are compiled into the shared kernel table from several threads while the background thread
// optimizes the earlier ones. One thread also waits for the optimized kernels and reads the diagnostics.
TEST(RuntimeThreads, CopiesOfOneProgramRunConcurrentlyWhileTieringUp) {
  Context context = makeContext(3);
  ProgramResult built = context.createProgram(scaleSource(5), "main", "glslv");
  ASSERT_TRUE(built.ok()) << built.status.toString() << "\n" << built.diagnostics.text;
  std::vector<Program> copies(kThreads, *built.program);
  onThreads(kThreads, [&](unsigned t) {
    for (int layout = 0; layout < 4; ++layout) {
      runScale(copies[t], 5, (layout + static_cast<int>(t)) % 4, "copy " + std::to_string(t));
      if (t == 0) {
        copies[t].waitForOptimizedKernels();
        EXPECT_TRUE(copies[t].diagnostics().entries.empty()) << copies[t].diagnostics().text;
      }
    }
  });
  for (const Program& copy : copies) EXPECT_TRUE(copy.sharesCompiledState(*built.program));
}

// Textures are immutable once made and may be bound to many Programs (Program.h): one texture sampled by
// four Programs running at once, each run spread over the pool (cgx_rt_sample reads it from every thread).
TEST(RuntimeThreads, OneTextureSampledByProgramsOnManyThreads) {
  Context context = makeContext(3);
  // Texel (x, y) of a 2x2 texture is (x, y, 10 + x + 2y, 1); nearest filtering samples texel centres.
  std::vector<float> texels;
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 2; ++x) texels.insert(texels.end(), {float(x), float(y), float(10 + x + 2 * y), 1.0f});
  std::string error;
  std::shared_ptr<const CpuTexture> texture = CpuTexture::fromFloats(TextureShape{TextureKind::Tex2D, 2, 2}, texels, &error);
  ASSERT_NE(texture, nullptr) << error;
  SamplerState nearest;
  nearest.minFilter = MinFilter::Nearest;
  nearest.magFilter = MagFilter::Nearest;
  ProgramResult built = context.createProgram(
      "uniform sampler2D decal; float4 main(float2 uv : TEXCOORD0) : COLOR { return tex2D(decal, uv); }", "main", "glslf");
  ASSERT_TRUE(built.ok()) << built.status.toString() << "\n" << built.diagnostics.text;
  onThreads(kThreads, [&](unsigned t) {
    Program program = *built.program;
    ASSERT_TRUE(program.setTexture("decal", texture, nearest).ok());
    // Fragment i samples texel (i % 2, i / 2 % 2) at its centre.
    std::vector<float> uv(kCount * 2), out(kCount * 4);
    for (std::size_t i = 0; i < kCount; ++i) {
      uv[i * 2] = static_cast<float>(i % 2) * 0.5f + 0.25f;
      uv[i * 2 + 1] = static_cast<float>(i / 2 % 2) * 0.5f + 0.25f;
    }
    ASSERT_TRUE(program.bindInput("TEXCOORD0", InputStream{uv.data()}).ok());
    ASSERT_TRUE(program.bindOutput("COLOR", OutputStream{out.data()}).ok());
    Status status = program.runFragments(kCount);
    ASSERT_TRUE(status.ok()) << "thread " << t << ": " << status.toString();
    for (std::size_t i = 0; i < kCount; ++i)
      ASSERT_EQ(out[i * 4 + 2], static_cast<float>(10 + i % 2 + 2 * (i / 2 % 2))) << "thread " << t << ", " << i;
  });
}

// Programs outlive their Context (Context.h). Threads run their Programs while the Context is destroyed,
// and each thread drops its Program right after a run, its optimized kernel perhaps still compiling.
TEST(RuntimeThreads, ContextDestroyedWhileItsProgramsRunOnOtherThreads) {
  std::optional<Context> context = makeContext(2);
  std::vector<Program> programs;
  for (unsigned t = 0; t < kThreads; ++t) {
    ProgramResult built = context->createProgram(scaleSource(static_cast<int>(t)), "main", "glslv");
    ASSERT_TRUE(built.ok()) << built.status.toString() << "\n" << built.diagnostics.text;
    programs.push_back(std::move(*built.program));
  }
  std::atomic<unsigned> started{0};
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      Program program = std::move(programs[t]);
      ++started;
      for (int layout = 0; layout < 3; ++layout)
        runScale(program, static_cast<int>(t), layout, "thread " + std::to_string(t));
    });
  while (started.load() < kThreads) std::this_thread::yield();
  context.reset();
  for (std::thread& thread : threads) thread.join();
}

// ContextOptions::loopIterationBudget under threads: runs that exceed the budget fail with
// LoopBudgetExceeded while runs of another program within it, on the same pool at the same time, finish
// with every result right: the flag that stops a run is the run's own.
TEST(RuntimeThreads, LoopBudgetStopsOnlyTheRunThatExceedsIt) {
  constexpr std::uint64_t kBudget = 1 << 14;
  Context context = makeContext(3, kBudget);
  const char* runaway = R"(
float4 main(float4 c : COLOR0) : COLOR {
  float sum = 0;
  for (int i = 0; i < 2147483647; i++) sum += c.x;
  return float4(sum, 0, 0, 1);
})";
  const char* counted = R"(
uniform int n;
float4 main(float4 c : COLOR0) : COLOR {
  float sum = 0;
  for (int i = 0; i < n; i++) sum += c.x;
  return float4(sum, c.yzw);
})";
  onThreads(kThreads, [&](unsigned t) {
    const bool runsAway = t % 2 == 0;
    ProgramResult built = context.createProgram(runsAway ? runaway : counted, "main", "glslf");
    ASSERT_TRUE(built.ok()) << built.status.toString() << "\n" << built.diagnostics.text;
    Program& program = *built.program;
    if (!runsAway) {
      ASSERT_TRUE(program.setInt("n", std::array{static_cast<std::int32_t>(kBudget)}).ok());
    }
    std::vector<float> color(kCount * 4, 1.0f), out(kCount * 4);
    ASSERT_TRUE(program.bindInput("COLOR0", InputStream{color.data()}).ok());
    ASSERT_TRUE(program.bindOutput("COLOR", OutputStream{out.data()}).ok());
    for (int round = 0; round < 3; ++round) {
      Status status = program.runFragments(kCount);
      if (runsAway) {
        EXPECT_EQ(status.code(), ErrorCode::LoopBudgetExceeded) << "thread " << t << ": " << status.toString();
        continue;
      }
      ASSERT_TRUE(status.ok()) << "thread " << t << ": " << status.toString();
      for (std::size_t i = 0; i < kCount; ++i) ASSERT_EQ(out[i * 4], static_cast<float>(kBudget)) << "thread " << t << ", " << i;
    }
  });
}

}  // namespace
}  // namespace cgx
