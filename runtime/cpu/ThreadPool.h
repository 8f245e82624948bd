// A fixed set of worker threads running parallel-for loops over index ranges. The calling thread takes part
// in its own loop, so a pool of N threads has N - 1 workers and a pool of 1 runs everything inline.
//
// Several threads may call parallelFor at once (two Programs running on one Context): loops queue up and
// the workers drain them in order while each caller works on its own loop too, so no caller waits on
// workers that are busy elsewhere for longer than one batch.
//
// Exceptions never escape a worker: the first one a loop body throws is caught, the loop's remaining
// batches are skipped, and parallelFor reports it by returning false (with its what()).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace cgx {

class ThreadPool {
 public:
  // `threads` counts the caller: 0 means std::thread::hardware_concurrency() (at least 1).
  explicit ThreadPool(unsigned threads = 0);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  unsigned threadCount() const { return static_cast<unsigned>(workers_.size()) + 1; }

  using RangeFunction = std::function<void(std::uint64_t begin, std::uint64_t end)>;
  // Calls body(begin, end) for consecutive ranges of `batch` indices (the last may be shorter) covering
  // [0, count), spread over the pool; returns when all ranges ran. False, with the exception's message in
  // *error (may be null), when a body threw.
  bool parallelFor(std::uint64_t count, std::uint64_t batch, const RangeFunction& body, std::string* error = nullptr);

 private:
  struct Loop;
  void workerMain();
  static void runBatches(Loop& loop);

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::shared_ptr<Loop>> loops_;  // loops with batches left to claim
  bool stopping_ = false;
};

}  // namespace cgx
