// One background thread that runs jobs in the order they were queued: the Engine's tier-up compiles
// (optimized kernels replacing quick ones). The thread starts with the first job, so an Engine that never
// tiers up never has one.
//
// Shutdown (the destructor, or shutdown()) drops the jobs not started yet and waits for the running one:
// a job must therefore hold what it uses by value or weakly, never assume it runs.
//
// Process exit: the first job posted in the process registers an atexit handler that shuts down every
// worker still alive, and the worker registers it again after each of its first jobs. Handlers registered
// during main run before the destructors of the statics built before them (the C++ library's, LLVM's, the
// compiler's tables, and the statics LLVM builds lazily inside a compile), so a job never runs into static
// destruction, even when its Engine lives in a global or is never destroyed at all.
//
// A job that throws is a bug in cgx; the exception is caught on the worker thread (an exception escaping a
// thread would terminate the process) and the worker goes on with the next job.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace cgx::jit {

class BackgroundWorker {
 public:
  BackgroundWorker();
  ~BackgroundWorker() { shutdown(); }
  BackgroundWorker(const BackgroundWorker&) = delete;
  BackgroundWorker& operator=(const BackgroundWorker&) = delete;

  // Queues `job`; false (and the job is not run) after shutdown. Thread-safe.
  bool post(std::function<void()> job);
  // Drops the queued jobs, waits for the running one and stops the thread. Idempotent; not from a job.
  void shutdown();

 private:
  friend struct WorkerRegistry;
  void loop();
  void stopAndJoin();  // shutdown() without leaving the registry

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace cgx::jit
