// One thread and many give identical outputs; lane widths agree; the program cache shares compiled state.
#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cmath>
#include <optional>
#include <thread>
#include <random>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

struct SkinRun {
  std::vector<float> position, color, texCoord;
};

// C6E5v_skin4m over `count` random vertices with a fixed seed.
SkinRun runSkin(Context& context, std::uint64_t count) {
  Program program = test::compileExample(context, "C6E5v_skin4m", "arbvp1");
  std::mt19937 random(1234);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  std::vector<float> bones(72 * 4);
  for (float& b : bones) b = unit(random);
  EXPECT_TRUE(program.setFloat("boneMatrix", bones).ok());
  std::vector<float> mvp(16);
  for (float& m : mvp) m = unit(random);
  EXPECT_TRUE(program.setMatrix("modelViewProj", mvp, MatrixOrder::RowMajor).ok());
  EXPECT_TRUE(program.setFloat("light", std::vector<float>{0, 0, 5, 3, 4, 5, 1, 0.9f, 0.8f, 1, 16, 0.1f}).ok());
  std::vector<float> position(count * 3), normal(count * 3), uv(count * 2), weight(count * 4), index(count * 4);
  for (float& v : position) v = unit(random);
  for (float& v : normal) v = unit(random);
  for (float& v : uv) v = unit(random);
  std::uniform_int_distribution<int> bone(0, 23);
  for (std::uint64_t i = 0; i < count; ++i)
    for (int k = 0; k < 4; ++k) {
      weight[i * 4 + k] = 0.25f;
      index[i * 4 + k] = static_cast<float>(bone(random) * 3);
    }
  EXPECT_TRUE(program.bindInput("POSITION", InputStream{position.data()}).ok());
  EXPECT_TRUE(program.bindInput("NORMAL", InputStream{normal.data()}).ok());
  EXPECT_TRUE(program.bindInput("TEXCOORD0", InputStream{uv.data()}).ok());
  EXPECT_TRUE(program.bindInput("TEXCOORD1", InputStream{weight.data()}).ok());
  EXPECT_TRUE(program.bindInput("TEXCOORD2", InputStream{index.data()}).ok());
  SkinRun out{std::vector<float>(count * 4), std::vector<float>(count * 4), std::vector<float>(count * 2)};
  EXPECT_TRUE(program.bindOutput("POSITION", OutputStream{out.position.data()}).ok());
  EXPECT_TRUE(program.bindOutput("COLOR", OutputStream{out.color.data()}).ok());
  EXPECT_TRUE(program.bindOutput("TEXCOORD0", OutputStream{out.texCoord.data()}).ok());
  Status status = program.run(count);
  EXPECT_TRUE(status.ok()) << status.toString();
  return out;
}

TEST(Threading, OneThreadAndManyGiveIdenticalOutputs) {
  constexpr std::uint64_t kCount = 20'003;  // not a multiple of any lane count or batch
  Context one = test::makeContext(1);
  Context many = test::makeContext(4);
  EXPECT_EQ(one.threadCount(), 1u);
  EXPECT_EQ(many.threadCount(), 4u);
  const SkinRun a = runSkin(one, kCount);
  const SkinRun b = runSkin(many, kCount);
  EXPECT_EQ(a.position, b.position);
  EXPECT_EQ(a.color, b.color);
  EXPECT_EQ(a.texCoord, b.texCoord);
  std::size_t finite = 0;
  for (float v : a.position) finite += std::isfinite(v) && v != 0.0f ? 1 : 0;
  EXPECT_GT(finite, a.position.size() / 2);  // the run really wrote something
}

TEST(Threading, LaneWidthsAgree) {
  constexpr std::uint64_t kCount = 1'001;
  Context four = test::makeContext(1, 4);
  Context eight = test::makeContext(2, 8);
  const SkinRun a = runSkin(four, kCount);
  const SkinRun b = runSkin(eight, kCount);
  for (std::size_t i = 0; i < a.position.size(); ++i) ASSERT_NEAR(a.position[i], b.position[i], 1e-5f * (1 + std::fabs(a.position[i])));
  for (std::size_t i = 0; i < a.color.size(); ++i) ASSERT_NEAR(a.color[i], b.color[i], 1e-5f * (1 + std::fabs(a.color[i])));
}

TEST(Threading, ProgramsSharingStateRunConcurrently) {
  Context context = test::makeContext(4);
  const SkinRun reference = runSkin(context, 5'000);
  std::vector<SkinRun> results(3);
  std::vector<std::thread> threads;
  for (int t = 0; t < 3; ++t) threads.emplace_back([&, t] { results[t] = runSkin(context, 5'000); });
  for (std::thread& thread : threads) thread.join();
  for (const SkinRun& r : results) EXPECT_EQ(r.position, reference.position);
}

TEST(Cache, SecondCompileSharesCompiledStateAndIsFast) {
  Context context = test::makeContext(1);
  const std::string path = (test::kExamplesDir / "C6E5v_skin4m.cg").string();
  const auto t0 = std::chrono::steady_clock::now();
  ProgramResult first = context.createProgramFromFile(path, "C6E5v_skin4m", "vp40");
  const auto t1 = std::chrono::steady_clock::now();
  ProgramResult second = context.createProgramFromFile(path, "C6E5v_skin4m", "vp40");
  const auto t2 = std::chrono::steady_clock::now();
  ASSERT_TRUE(first.ok() && second.ok()) << first.diagnostics.text;
  EXPECT_TRUE(first.program->sharesCompiledState(*second.program));
  EXPECT_EQ(first.program->compiledStateId(), second.program->compiledStateId());
  EXPECT_EQ(context.cachedProgramCount(), 1u);
  const double compileSeconds = std::chrono::duration<double>(t1 - t0).count();
  const double cachedSeconds = std::chrono::duration<double>(t2 - t1).count();
  EXPECT_LT(cachedSeconds, compileSeconds / 10) << "compile " << compileSeconds << " s, cached " << cachedSeconds << " s";
  // Each program keeps its own values.
  ASSERT_TRUE(first.program->setFloat("light.ambient", std::array{0.5f}).ok());
  std::array<float, 1> ambient{-1};
  ASSERT_TRUE(second.program->getFloat("light.ambient", ambient).ok());
  EXPECT_EQ(ambient[0], 0.0f);
  // Another profile, entry or option is another compile.
  ProgramResult otherProfile = context.createProgramFromFile(path, "C6E5v_skin4m", "glslv");
  ASSERT_TRUE(otherProfile.ok());
  EXPECT_FALSE(otherProfile.program->sharesCompiledState(*first.program));
  ProgramResult withDefine = context.createProgramFromFile(path, "C6E5v_skin4m", "vp40", ProgramOptions{{"UNUSED=1"}, {}, {}});
  ASSERT_TRUE(withDefine.ok());
  EXPECT_FALSE(withDefine.program->sharesCompiledState(*first.program));
  EXPECT_EQ(context.cachedProgramCount(), 3u);
  // A copy shares the compiled state too and outlives the cache and the context.
  Program copy = *first.program;
  EXPECT_TRUE(copy.sharesCompiledState(*first.program));
  context.clearCache();
  EXPECT_EQ(context.cachedProgramCount(), 0u);
  ProgramResult third = context.createProgramFromFile(path, "C6E5v_skin4m", "vp40");
  ASSERT_TRUE(third.ok());
  EXPECT_FALSE(third.program->sharesCompiledState(copy));
}

TEST(Cache, ProgramOutlivesContext) {
  std::optional<Program> program;
  {
    Context context = test::makeContext(2);
    program.emplace(test::compileOk(context, "float4 main(float4 p : POSITION) : POSITION { return p * 2; }"));
  }
  std::vector<float> in(4 * 3000, 1.0f), out(4 * 3000);
  ASSERT_TRUE(program->bindInput("POSITION", InputStream{in.data()}).ok());
  ASSERT_TRUE(program->bindOutput("POSITION", OutputStream{out.data()}).ok());
  ASSERT_TRUE(program->run(3000).ok());
  EXPECT_EQ(out, std::vector<float>(out.size(), 2.0f));
}

}  // namespace
}  // namespace cgx
