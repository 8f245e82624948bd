// Tiered compilation through the runtime API: a program's first run uses the quick tier's kernel, the
// optimized one replaces it from the engine's background thread, and none of it changes a result or
// outlives what it compiles for. (tests/jit checks the two tiers bit for bit on every example.)
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <stdexcept>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

// A program with enough work that its optimized compile takes a while (loops, pow, a uniform array read at
// a per-vertex index), so that the background compile is still running when the tests below act.
constexpr const char* kSource = R"(
uniform float4 palette[40];
uniform float exponent;
void main(float4 p : POSITION, float4 t : TEXCOORD0, out float4 pos : POSITION, out float4 c : COLOR) {
  float4 sum = 0;
  for (int i = 0; i < 4; i++) sum += palette[t[i]] * pow(abs(p[i]) + 1, exponent);
  pos = sum;
  c = normalize(sum + p);
})";

struct Streams {
  std::vector<float> position, index, outPosition, outColor;
};

Streams makeStreams(std::size_t count) {
  std::mt19937 random(77);
  std::uniform_real_distribution<float> unit(-2.0f, 2.0f), slot(0.0f, 40.0f);
  Streams s;
  for (std::size_t i = 0; i < count * 4; ++i) {
    s.position.push_back(unit(random));
    s.index.push_back(slot(random));
  }
  s.outPosition.assign(count * 4, 0.0f);
  s.outColor.assign(count * 4, 0.0f);
  return s;
}

// Binds the streams (packed, or with the outputs interleaved in one buffer: another kernel) and the
// uniforms.
void prepare(Program& program, Streams& s, std::vector<float>* interleaved = nullptr) {
  std::vector<float> palette(40 * 4);
  for (std::size_t i = 0; i < palette.size(); ++i) palette[i] = 0.01f * static_cast<float>(i) - 0.5f;
  ASSERT_TRUE(program.setFloat("palette", palette).ok());
  ASSERT_TRUE(program.setFloat("exponent", std::vector<float>{1.7f}).ok());
  ASSERT_TRUE(program.bindInput("POSITION", InputStream{s.position.data()}).ok());
  ASSERT_TRUE(program.bindInput("TEXCOORD0", InputStream{s.index.data()}).ok());
  if (interleaved != nullptr) {
    ASSERT_TRUE(program.bindOutput("POSITION", OutputStream{interleaved->data(), 8 * sizeof(float)}).ok());
    ASSERT_TRUE(program.bindOutput("COLOR", OutputStream{interleaved->data() + 4, 8 * sizeof(float)}).ok());
  } else {
    ASSERT_TRUE(program.bindOutput("POSITION", OutputStream{s.outPosition.data()}).ok());
    ASSERT_TRUE(program.bindOutput("COLOR", OutputStream{s.outColor.data()}).ok());
  }
}

bool sameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

Context makeContext(bool tiered) {
  ContextOptions options;
  options.threads = 1;
  options.tieredCompilation = tiered;
  Result<Context> context = Context::create(options);
  if (!context.ok()) throw std::runtime_error(context.status().toString());
  return std::move(context).value();
}

TEST(TieredCompilation, RunsBeforeAndAfterTheSwapGiveTheUntieredBits) {
  constexpr std::size_t kCount = 1003;
  Context untiered = makeContext(false);
  Program reference = test::compileOk(untiered, kSource);
  Streams want = makeStreams(kCount);
  prepare(reference, want);
  ASSERT_TRUE(reference.run(kCount).ok());

  Context tiered = makeContext(true);
  Program program = test::compileOk(tiered, kSource);
  Streams first = makeStreams(kCount), later = makeStreams(kCount);
  prepare(program, first);
  ASSERT_TRUE(program.run(kCount).ok());  // compiles the quick kernel and queues the optimized one
  program.waitForOptimizedKernels();
  prepare(program, later);
  ASSERT_TRUE(program.run(kCount).ok());  // the optimized kernel
  EXPECT_TRUE(sameBits(first.outPosition, want.outPosition));
  EXPECT_TRUE(sameBits(first.outColor, want.outColor));
  EXPECT_TRUE(sameBits(later.outPosition, want.outPosition));
  EXPECT_TRUE(sameBits(later.outColor, want.outColor));
  // Not vacuous: the outputs vary.
  EXPECT_NE(want.outPosition[0], want.outPosition[4]);
}

TEST(TieredCompilation, EachStreamLayoutTiersUpAndWaitingCoversAllOfThem) {
  constexpr std::size_t kCount = 257;
  Context tiered = makeContext(true);
  Program program = test::compileOk(tiered, kSource);
  program.waitForOptimizedKernels();  // nothing run yet: nothing to wait for
  Streams packed = makeStreams(kCount), interleavedStreams = makeStreams(kCount);
  std::vector<float> interleaved(kCount * 8, 0.0f);
  prepare(program, packed);
  ASSERT_TRUE(program.run(kCount).ok());
  prepare(program, interleavedStreams, &interleaved);  // a second kernel, specialized on the record
  ASSERT_TRUE(program.run(kCount).ok());
  Program copy = program;  // shares the compiled state, so it waits for the same compiles
  copy.waitForOptimizedKernels();
  for (std::size_t i = 0; i < kCount; ++i) {
    ASSERT_EQ(std::memcmp(&interleaved[i * 8], &packed.outPosition[i * 4], 4 * sizeof(float)), 0) << i;
    ASSERT_EQ(std::memcmp(&interleaved[i * 8 + 4], &packed.outColor[i * 4], 4 * sizeof(float)), 0) << i;
  }
  std::vector<float> again(kCount * 8, 0.0f);
  prepare(program, interleavedStreams, &again);
  ASSERT_TRUE(program.run(kCount).ok());
  EXPECT_TRUE(sameBits(again, interleaved));
  EXPECT_EQ(program.diagnostics().text.find("optimized tier"), std::string::npos) << program.diagnostics().text;
}

TEST(TieredCompilation, DroppingEverythingWhileTheOptimizedCompileRunsIsSafe) {
  // The background job holds the compiled state weakly and the engine waits for a running job: whichever
  // goes first, nothing is used after it is freed (ASan in CI checks that) and nothing hangs.
  for (int round = 0; round < 6; ++round) {
    std::optional<Context> context = makeContext(true);
    std::optional<Program> program = test::compileOk(*context, kSource);
    Streams s = makeStreams(64);
    prepare(*program, s);
    ASSERT_TRUE(program->run(64).ok());
    if (round % 2 == 0) {
      program.reset();  // the program first: the job finds its compiled state gone or finishes with it
      context.reset();
    } else {
      context.reset();  // the context first: the program keeps the engine alive
      program.reset();
    }
  }
}

}  // namespace
}  // namespace cgx
