// runWithLargeStack (compiler/support/LargeStack): the front end's stack. It switches stacks on the calling
// thread, so these check what a thread used to give for free: room far past the 8 MB main stack, exceptions
// carried back to the caller, nesting, reuse, and independent stacks on concurrent threads.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "support/LargeStack.h"

namespace cgx::test {
namespace {

// Recursion that keeps about 4 KB per level on the stack (the buffer escapes, so it is not optimized away).
std::size_t useStack(std::size_t levels, volatile char* sink) {
  char frame[4096];
  frame[0] = static_cast<char>(levels);
  frame[sizeof frame - 1] = static_cast<char>(levels >> 8);
  *sink = frame[levels % sizeof frame];
  if (levels == 0) return 0;
  return 1 + useStack(levels - 1, frame);
}

TEST(LargeStack, HasRoomFarPastTheMainThreadStack) {
  std::size_t depth = 0;
  volatile char sink = 0;
  runWithLargeStack([&] { depth = useStack(16384, &sink); });  // 64 MB of frames
  EXPECT_EQ(depth, 16384u);
}

TEST(LargeStack, RunsOnTheCallingThread) {
  std::thread::id inside;
  runWithLargeStack([&] { inside = std::this_thread::get_id(); });
  EXPECT_EQ(inside, std::this_thread::get_id());
}

TEST(LargeStack, ExceptionsReachTheCaller) {
  try {
    runWithLargeStack([] { throw std::runtime_error("from the large stack"); });
    FAIL() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "from the large stack");
  }
  // And the stack is usable again afterwards.
  int ran = 0;
  runWithLargeStack([&] { ran = 1; });
  EXPECT_EQ(ran, 1);
}

TEST(LargeStack, CallsNestAndRepeat) {
  int innermost = 0;
  runWithLargeStack([&] {
    runWithLargeStack([&] {
      volatile char sink = 0;
      innermost = static_cast<int>(useStack(1024, &sink));
    });
  });
  EXPECT_EQ(innermost, 1024);
  int calls = 0;
  for (int i = 0; i < 2000; ++i) runWithLargeStack([&] { ++calls; });  // each call reuses the thread's stack
  EXPECT_EQ(calls, 2000);
}

// The fuzz targets and the runtime call it around compileUnit, which calls it again: the nested call runs
// on the stack it is already on (a second 512 MB mapping per input was a fixed cost per fuzz input), and a
// later call gets the same stack back, its deep pages released but usable.
TEST(LargeStack, ANestedCallStaysOnTheStackItIsOnAndTheStackIsKept) {
  auto address = [](const volatile char& c) { return reinterpret_cast<std::uintptr_t>(&c); };
  std::uintptr_t outer = 0, inner = 0, later = 0;
  runWithLargeStack([&] {
    volatile char here = 0;
    outer = address(here);
    runWithLargeStack([&] {
      volatile char there = 0;
      inner = address(there);
    });
    volatile char sink = 0;
    EXPECT_EQ(useStack(4096, &sink), 4096u);  // 16 MB deep, released when the call ends
  });
  runWithLargeStack([&] {
    volatile char here = 0;
    later = address(here);
    volatile char sink = 0;
    EXPECT_EQ(useStack(4096, &sink), 4096u);
  });
  std::uintptr_t apart = outer > inner ? outer - inner : inner - outer;
  EXPECT_LT(apart, std::uintptr_t{1} << 20) << "the nested call switched to another stack";
  std::uintptr_t moved = outer > later ? outer - later : later - outer;
  EXPECT_LT(moved, std::uintptr_t{1} << 20) << "the second call got another stack";
}

TEST(LargeStack, ConcurrentThreadsEachGetTheirOwn) {
  std::atomic<int> done{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 20; ++i)
        runWithLargeStack([&] {
          volatile char sink = 0;
          if (useStack(2048, &sink) == 2048) ++done;
        });
    });
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(done.load(), 80);
}

}  // namespace
}  // namespace cgx::test
