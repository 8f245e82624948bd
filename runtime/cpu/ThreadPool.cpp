#include "cpu/ThreadPool.h"

#include <algorithm>
#include <atomic>
#include <exception>

namespace cgx {

// One parallelFor call. Batches are claimed with an atomic counter, so no lock is taken per batch.
struct ThreadPool::Loop {
  const RangeFunction* body = nullptr;
  std::uint64_t count = 0;
  std::uint64_t batch = 1;
  std::uint64_t batches = 0;
  std::atomic<std::uint64_t> nextBatch{0};
  std::atomic<bool> failed{false};
  std::mutex doneMutex;
  std::condition_variable doneSignal;
  std::uint64_t finishedBatches = 0;  // guarded by doneMutex
  std::string error;                  // guarded by doneMutex: the first exception's message
};

ThreadPool::ThreadPool(unsigned threads) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  workers_.reserve(threads - 1);
  for (unsigned i = 1; i < threads; ++i) workers_.emplace_back([this] { workerMain(); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& worker : workers_) worker.join();
}

void ThreadPool::runBatches(Loop& loop) {
  for (;;) {
    const std::uint64_t index = loop.nextBatch.fetch_add(1, std::memory_order_relaxed);
    if (index >= loop.batches) return;
    if (!loop.failed.load(std::memory_order_relaxed)) {
      const std::uint64_t begin = index * loop.batch;
      const std::uint64_t end = std::min(loop.count, begin + loop.batch);
      try {
        (*loop.body)(begin, end);
      } catch (const std::exception& e) {
        std::lock_guard lock(loop.doneMutex);
        if (!loop.failed.exchange(true)) loop.error = e.what();
      } catch (...) {
        std::lock_guard lock(loop.doneMutex);
        if (!loop.failed.exchange(true)) loop.error = "unknown exception";
      }
    }
    std::lock_guard lock(loop.doneMutex);
    if (++loop.finishedBatches == loop.batches) loop.doneSignal.notify_all();
  }
}

void ThreadPool::workerMain() {
  for (;;) {
    std::shared_ptr<Loop> loop;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !loops_.empty(); });
      if (loops_.empty()) return;  // stopping, nothing left
      loop = loops_.front();
      // A loop whose batches are all claimed leaves the queue; whoever claimed them finishes them.
      if (loop->nextBatch.load(std::memory_order_relaxed) >= loop->batches) {
        loops_.pop_front();
        continue;
      }
    }
    runBatches(*loop);
  }
}

bool ThreadPool::parallelFor(std::uint64_t count, std::uint64_t batch, const RangeFunction& body, std::string* error) {
  if (count == 0) return true;
  auto loop = std::make_shared<Loop>();
  loop->body = &body;
  loop->count = count;
  loop->batch = std::max<std::uint64_t>(batch, 1);
  loop->batches = (count - 1) / loop->batch + 1;
  if (loop->batches > 1 && !workers_.empty()) {
    {
      std::lock_guard lock(mutex_);
      loops_.push_back(loop);
    }
    wake_.notify_all();
  }
  runBatches(*loop);
  std::unique_lock lock(loop->doneMutex);
  loop->doneSignal.wait(lock, [&] { return loop->finishedBatches == loop->batches; });
  if (loop->failed.load()) {
    if (error != nullptr) *error = loop->error;
    return false;
  }
  return true;
}

}  // namespace cgx
