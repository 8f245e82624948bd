// The large stack is a private mapping switched to with makecontext/setcontext on the calling thread. The thread it
// replaces (pthread_create + join with a 512 MB stack) cost cgxc, compiling C6E5v_skin4m to GLSL: a malloc
// arena for the thread, which glibc grows one mprotect at a time (196 system calls in the process, now 74:
// strace -f -c), half a million instructions (callgrind), and two cross-CPU wake-ups, for the thread's
// start and for the caller at the join, for work that runs alone anyway.
//
// Under AddressSanitizer the switches are announced (__sanitizer_start/finish_switch_fiber), so it knows
// which stack is current: otherwise a throw on the large stack makes it warn about, and mishandle, an
// unknown stack.
#include "support/LargeStack.h"

#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <exception>
#include <memory>

#if defined(__SANITIZE_ADDRESS__)
#define CGX_ASAN_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CGX_ASAN_FIBERS 1
#endif
#endif

#ifdef CGX_ASAN_FIBERS
#include <sanitizer/common_interface_defs.h>
#endif

namespace cgx {

namespace {

struct Job {
  const std::function<void()>* work = nullptr;
  std::exception_ptr error;
  ucontext_t caller{};
  // The caller's stack and fake stack, for AddressSanitizer's switch back to it.
  const void* callerBottom = nullptr;
  std::size_t callerSize = 0;
  void* callerFakeStack = nullptr;
};

// makecontext passes only int arguments; the job is handed over here instead, read at once by the entry
// before anything else can run on this thread.
thread_local Job* startingJob = nullptr;

void startSwitch([[maybe_unused]] void** fakeStack, [[maybe_unused]] const void* bottom,
                 [[maybe_unused]] std::size_t size) {
#ifdef CGX_ASAN_FIBERS
  __sanitizer_start_switch_fiber(fakeStack, bottom, size);
#endif
}

void finishSwitch([[maybe_unused]] void* fakeStack, [[maybe_unused]] const void** oldBottom,
                  [[maybe_unused]] std::size_t* oldSize) {
#ifdef CGX_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fakeStack, oldBottom, oldSize);
#endif
}

void runJob() {
  Job* job = startingJob;
  finishSwitch(nullptr, &job->callerBottom, &job->callerSize);
  try {
    (*job->work)();
  } catch (...) {
    job->error = std::current_exception();
  }
  // Leaving this stack for good: a null fake-stack slot lets AddressSanitizer free this one's.
  startSwitch(nullptr, job->callerBottom, job->callerSize);
  // Returning resumes job->caller (uc_link).
}

// A stack of `bytes` plus a guard page below it, so running off its end faults instead of writing into
// another mapping. MAP_NORESERVE: only the pages the work touches are ever committed.
class StackMapping {
 public:
  explicit StackMapping(std::size_t bytes) : guard_(static_cast<std::size_t>(sysconf(_SC_PAGESIZE))) {
    bytes_ = (bytes + guard_ - 1) / guard_ * guard_;
    int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK;
    void* p = mmap(nullptr, guard_ + bytes_, PROT_READ | PROT_WRITE, flags, -1, 0);
    if (p == MAP_FAILED) return;
    base_ = static_cast<char*>(p);
    if (mprotect(base_, guard_, PROT_NONE) != 0) {
      munmap(base_, guard_ + bytes_);
      base_ = nullptr;
    }
  }
  StackMapping(const StackMapping&) = delete;
  StackMapping& operator=(const StackMapping&) = delete;
  ~StackMapping() {
    if (base_ != nullptr) munmap(base_, guard_ + bytes_);
  }

  bool ok() const { return base_ != nullptr; }
  char* bottom() const { return base_ + guard_; }
  std::size_t size() const { return bytes_; }

 private:
  std::size_t guard_;
  std::size_t bytes_ = 0;
  char* base_ = nullptr;
};

// This thread's large stack, kept between calls, and the size of the one it is running on (0: none).
// Mapping and unmapping 512 MB per call (a TLB shootdown at each munmap, every stack page faulted in again)
// was 40% of a small input's time in the fuzz targets, which compile thousands of inputs a second
// (perf, tests/fuzz); cgxc makes one call per process either way.
thread_local std::unique_ptr<StackMapping> threadStack;
thread_local std::size_t runningOn = 0;

// Pages of a kept stack that stay committed between calls (the top: every call uses them); the deeper
// pages a deeply nested input touched are handed back to the kernel when the call ends.
constexpr std::size_t kWarmBytes = std::size_t{1} << 20;

// Runs `work` on `stack` and comes back. Only objects in memory (job, callee) and `work` are used after
// getcontext returns the second time, so nothing can be clobbered.
void switchTo(StackMapping& stack, const std::function<void()>& work) {
  Job job;
  job.work = &work;
  ucontext_t callee{};
  if (!stack.ok() || getcontext(&callee) != 0) {
    work();  // no stack to be had: run here rather than fail
    return;
  }
  callee.uc_stack.ss_sp = stack.bottom();
  callee.uc_stack.ss_size = stack.size();
  callee.uc_link = &job.caller;
  makecontext(&callee, runJob, 0);
  startingJob = &job;
  // getcontext + setcontext rather than swapcontext, which AddressSanitizer intercepts to print a warning
  // on stderr (where cgxc's diagnostics go). getcontext returns a second time when runJob returns through
  // uc_link; `entered` is volatile so that second return reads it from memory.
  volatile bool entered = false;
  if (getcontext(&job.caller) != 0) {
    work();
    return;
  }
  if (!entered) {
    entered = true;
    startSwitch(&job.callerFakeStack, callee.uc_stack.ss_sp, callee.uc_stack.ss_size);
    setcontext(&callee);  // returns only on failure
    finishSwitch(job.callerFakeStack, nullptr, nullptr);
    work();
    return;
  }
  finishSwitch(job.callerFakeStack, nullptr, nullptr);
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace

void runWithLargeStack(const std::function<void()>& work, std::size_t stackBytes) {
  // Nested (a fuzz target or the runtime around compileUnit): already on a stack at least this large,
  // entered a few frames ago.
  if (runningOn >= stackBytes) {
    work();
    return;
  }
  // The kept stack, unless this call is nested in one that runs on it and needs more: then one of its own.
  std::unique_ptr<StackMapping> own;
  if (runningOn == 0 && (threadStack == nullptr || threadStack->size() < stackBytes))
    threadStack = std::make_unique<StackMapping>(stackBytes);
  if (runningOn != 0) own = std::make_unique<StackMapping>(stackBytes);
  StackMapping& stack = own ? *own : *threadStack;
  struct Running {
    std::size_t saved = runningOn;
    StackMapping& stack;
    bool kept;
    Running(StackMapping& s, bool k) : stack(s), kept(k) { runningOn = s.ok() ? s.size() : 0; }
    ~Running() {
      runningOn = saved;
      if (kept && stack.ok() && stack.size() > kWarmBytes)
        madvise(stack.bottom(), stack.size() - kWarmBytes, MADV_DONTNEED);
    }
  } running(stack, own == nullptr);
  switchTo(stack, work);
}

}  // namespace cgx
