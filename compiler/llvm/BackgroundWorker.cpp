#include "llvm/BackgroundWorker.h"

namespace cgx::jit {

bool BackgroundWorker::post(std::function<void()> job) {
  std::lock_guard lock(mutex_);
  if (stopping_) return false;
  jobs_.push_back(std::move(job));
  if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
  wake_.notify_one();
  return true;
}

void BackgroundWorker::shutdown() {
  std::thread thread;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    jobs_.clear();
    thread = std::move(thread_);
    wake_.notify_one();
  }
  if (thread.joinable()) thread.join();
}

void BackgroundWorker::loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
    if (stopping_) return;
    std::function<void()> job = std::move(jobs_.front());
    jobs_.pop_front();
    lock.unlock();
    job();
    job = nullptr;  // whatever the job held goes before the next wait, not after it
    lock.lock();
  }
}

}  // namespace cgx::jit
