// ThreadPool: every index exactly once, exceptions caught, loops from several threads at once.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "cpu/ThreadPool.h"

namespace cgx {
namespace {

TEST(ThreadPool, CoversEveryIndexOnce) {
  for (unsigned threads : {1u, 2u, 4u}) {
    ThreadPool pool(threads);
    EXPECT_EQ(pool.threadCount(), threads);
    std::vector<std::atomic<int>> seen(10'007);
    ASSERT_TRUE(pool.parallelFor(seen.size(), 64, [&](std::uint64_t begin, std::uint64_t end) {
      for (std::uint64_t i = begin; i < end; ++i) seen[i].fetch_add(1);
    }));
    for (std::size_t i = 0; i < seen.size(); ++i) ASSERT_EQ(seen[i].load(), 1) << "index " << i;
  }
}

TEST(ThreadPool, ZeroCountAndZeroBatch) {
  ThreadPool pool(2);
  int calls = 0;
  EXPECT_TRUE(pool.parallelFor(0, 8, [&](std::uint64_t, std::uint64_t) { ++calls; }));
  EXPECT_EQ(calls, 0);
  std::atomic<std::uint64_t> total{0};
  EXPECT_TRUE(pool.parallelFor(5, 0, [&](std::uint64_t b, std::uint64_t e) { total += e - b; }));  // batch 0 -> 1
  EXPECT_EQ(total.load(), 5u);
}

TEST(ThreadPool, ExceptionsDoNotEscape) {
  ThreadPool pool(3);
  std::string error;
  const bool ok = pool.parallelFor(1000, 10, [&](std::uint64_t begin, std::uint64_t) {
    if (begin == 500) throw std::runtime_error("batch 50 failed");
  }, &error);
  EXPECT_FALSE(ok);
  EXPECT_EQ(error, "batch 50 failed");
  // The pool still works afterwards.
  std::atomic<int> calls{0};
  EXPECT_TRUE(pool.parallelFor(100, 10, [&](std::uint64_t, std::uint64_t) { ++calls; }));
  EXPECT_EQ(calls.load(), 10);
}

TEST(ThreadPool, ConcurrentLoopsFromSeveralThreads) {
  ThreadPool pool(4);
  std::atomic<std::uint64_t> sums[3] = {};
  std::vector<std::thread> callers;
  for (int t = 0; t < 3; ++t)
    callers.emplace_back([&, t] {
      for (int round = 0; round < 20; ++round)
        EXPECT_TRUE(pool.parallelFor(1000, 7, [&](std::uint64_t b, std::uint64_t e) {
          for (std::uint64_t i = b; i < e; ++i) sums[t] += i;
        }));
    });
  for (std::thread& caller : callers) caller.join();
  for (auto& sum : sums) EXPECT_EQ(sum.load(), 20u * (999u * 1000u / 2));
}

}  // namespace
}  // namespace cgx
