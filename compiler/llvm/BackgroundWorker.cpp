#include "llvm/BackgroundWorker.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <set>

#include "diag/InternalErrorReport.h"

namespace cgx::jit {

// Every live worker, for the exit handler. Allocated once and never destroyed: workers may unregister
// during static destruction (an Engine in a global), after a static registry would be gone.
struct WorkerRegistry {
  std::mutex mutex;
  std::set<BackgroundWorker*> workers;

  static WorkerRegistry& get() {
    static auto* registry = new WorkerRegistry;
    return *registry;
  }

  // The atexit handler. It holds the registry's lock while it joins, so a worker being destroyed on
  // another thread meanwhile waits in shutdown() (which unregisters first) instead of going away under it.
  static void stopAll() {
    WorkerRegistry& registry = get();
    std::lock_guard lock(registry.mutex);
    for (BackgroundWorker* worker : registry.workers) worker->stopAndJoin();
    registry.workers.clear();
  }

  // Registers stopAll (again): it then runs before the destructors of every static built so far. LLVM builds
  // some of its statics lazily, inside the first compiles that use them (codegen's, on the worker thread);
  // a handler registered only before them ran after their destructors while a job still used them, and about
  // one exit in sixty with compiles in flight crashed in LLVM's codegen. So the worker registers the handler
  // again after each of its first jobs, when such statics appear (stopAll is idempotent). False when
  // atexit cannot take it.
  static bool registerExitHandler() {
    static std::atomic<int> registered{0};
    if (registered.load() >= kMaxExitHandlers) return true;
    ++registered;
    return std::atexit(&WorkerRegistry::stopAll) == 0;
  }
  static constexpr int kMaxExitHandlers = 64;
};

BackgroundWorker::BackgroundWorker() {
  WorkerRegistry& registry = WorkerRegistry::get();
  std::lock_guard lock(registry.mutex);
  registry.workers.insert(this);
}

bool BackgroundWorker::post(std::function<void()> job) {
  // Registered with the first job, not earlier: a handler registered before a static was built would run
  // after that static's destructor (see the header). Outside mutex_: stopAll() takes the locks the other way.
  static const bool exitHandler = WorkerRegistry::registerExitHandler();
  if (!exitHandler) return false;  // cannot stop the job at exit: stay at the quick tier instead
  std::lock_guard lock(mutex_);
  if (stopping_) return false;
  jobs_.push_back(std::move(job));
  if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
  wake_.notify_one();
  return true;
}

void BackgroundWorker::shutdown() {
  {
    WorkerRegistry& registry = WorkerRegistry::get();
    std::lock_guard lock(registry.mutex);
    registry.workers.erase(this);
  }
  stopAndJoin();
}

void BackgroundWorker::stopAndJoin() {
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
    try {
      job();
    } catch (...) {
      // Jobs report their own failures (CompiledProgram::compileOptimized); this is the last resort.
      std::fprintf(stderr, "cgx: %s (in a background compile; please report)\n",
                   describeCaughtException(CompilerStage::Jit, std::current_exception()).c_str());
    }
    job = nullptr;  // whatever the job held goes before the next wait, not after it
    WorkerRegistry::registerExitHandler();  // after the statics the job built (registerExitHandler)
    lock.lock();
  }
}

}  // namespace cgx::jit
