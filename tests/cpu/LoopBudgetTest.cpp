// ContextOptions::loopIterationBudget (issue 19 #14): a shader looping 2^31 times on the CPU used to hang
// its run with no way to stop it. With a budget the run fails with LoopBudgetExceeded instead; within it
// (and without one) programs compute what they always did.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

using test::compileOk;

// n iterations from a uniform (the optimizer cannot count them) adding 1 each: the result is n.
constexpr const char* kCounted = R"(
uniform int n;
float4 main(float4 c : COLOR0) : COLOR {
  float sum = 0;
  for (int i = 0; i < n; i++) sum += 1;
  return float4(sum, c.yzw);
})";

// The issue's input: a loop of 2^31 - 1 iterations, and nested loops of 2^16 each (2^32 in all), whose
// every trip count is known at compile time.
constexpr const char* kRunaway = R"(
float4 main(float4 c : COLOR0) : COLOR {
  float sum = 0;
  for (int i = 0; i < 2147483647; i++) sum += c.x;
  return float4(sum, 0, 0, 1);
})";
constexpr const char* kNestedLoops = R"(
float4 main(float4 c : COLOR0) : COLOR {
  float sum = 0;
  for (int i = 0; i < 65536; i++)
    for (int j = 0; j < 65536; j++) sum += c.x;
  return float4(sum, 0, 0, 1);
})";

Context contextWithBudget(std::uint64_t budget, unsigned threads = 2) {
  ContextOptions options;
  options.threads = threads;
  options.loopIterationBudget = budget;
  Result<Context> context = Context::create(options);
  if (!context.ok()) ADD_FAILURE() << context.status().toString();
  return std::move(context).value();
}

// Runs `count` fragments with COLOR0 = (1, 2, 3, 4) and COLOR out into `out`.
Status runFragments(Program& program, std::size_t count, std::vector<float>* out) {
  std::vector<float> color(count * 4);
  for (std::size_t i = 0; i < color.size(); ++i) color[i] = static_cast<float>(i % 4 + 1);
  out->assign(count * 4, 0.0f);
  if (Status s = program.bindInput("COLOR0", InputStream{color.data()}); !s.ok()) return s;
  if (Status s = program.bindOutput("COLOR", OutputStream{out->data()}); !s.ok()) return s;
  return program.runFragments(count);
}

TEST(LoopBudget, RunawayLoopsFailInsteadOfHanging) {
  Context context = contextWithBudget(1 << 20);
  for (const char* source : {kRunaway, kNestedLoops}) {
    Program program = compileOk(context, source, "main", "glslf");
    // 4 fragments (one vector, on the calling thread) and 16384 (batches on both threads).
    for (std::size_t count : {std::size_t{4}, std::size_t{16384}}) {
      std::vector<float> out;
      // The budget's error, not a finished run: the loops themselves would take minutes (and a hang ends in
      // ctest's timeout), where 2^20 iterations a vector stop well under a second even under ASan.
      Status status = runFragments(program, count, &out);
      EXPECT_EQ(status.code(), ErrorCode::LoopBudgetExceeded) << status.toString() << ", " << count << " fragments";
      EXPECT_NE(status.message().find("1048576 loop iterations"), std::string::npos) << status.message();
    }
  }
}

TEST(LoopBudget, TheBudgetCountsEachIterationOfTheVector) {
  Context context = contextWithBudget(1000);
  Program program = compileOk(context, kCounted, "main", "glslf");
  std::vector<float> out;
  // Exactly the budget: fine, and the loop's result is whole. Also in a run spread over the threads.
  ASSERT_TRUE(program.setInt("n", std::array{1000}).ok());
  for (std::size_t count : {std::size_t{4}, std::size_t{8192}}) {
    Status status = runFragments(program, count, &out);
    ASSERT_TRUE(status.ok()) << status.toString();
    for (std::size_t i = 0; i < count; ++i) ASSERT_EQ(out[i * 4], 1000.0f) << i;
  }
  // One more iteration than the budget fails; the budget holds for every run of the program.
  ASSERT_TRUE(program.setInt("n", std::array{1001}).ok());
  EXPECT_EQ(runFragments(program, 4, &out).code(), ErrorCode::LoopBudgetExceeded);
  EXPECT_EQ(runFragments(program, 8192, &out).code(), ErrorCode::LoopBudgetExceeded);
  ASSERT_TRUE(program.setInt("n", std::array{3}).ok());
  ASSERT_TRUE(runFragments(program, 4, &out).ok());
  EXPECT_EQ(out[0], 3.0f);
}

TEST(LoopBudget, WithoutABudgetLoopsRunToTheEnd) {
  Context context = contextWithBudget(0);
  Program program = compileOk(context, kCounted, "main", "glslf");
  ASSERT_TRUE(program.setInt("n", std::array{100000}).ok());
  std::vector<float> out;
  ASSERT_TRUE(runFragments(program, 4, &out).ok());
  EXPECT_EQ(out[0], 100000.0f);
}

TEST(LoopBudget, StatusNameIsStable) {
  EXPECT_EQ(static_cast<int>(ErrorCode::LoopBudgetExceeded), 15);
  EXPECT_EQ(errorCodeName(ErrorCode::LoopBudgetExceeded), "loop-budget-exceeded");
}

}  // namespace
}  // namespace cgx
