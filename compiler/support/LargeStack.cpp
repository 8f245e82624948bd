#include "support/LargeStack.h"

#include <pthread.h>

#include <exception>
#include <stdexcept>

namespace cgx {

namespace {
struct Job {
  const std::function<void()>* work;
  std::exception_ptr error;
};

void* runJob(void* arg) {
  auto* job = static_cast<Job*>(arg);
  try {
    (*job->work)();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}
}  // namespace

void runWithLargeStack(const std::function<void()>& work, std::size_t stackBytes) {
  Job job{&work, nullptr};
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, stackBytes);
  pthread_t thread;
  int created = pthread_create(&thread, &attributes, runJob, &job);
  pthread_attr_destroy(&attributes);
  if (created != 0) {
    work();  // no thread to be had: run here rather than fail
    return;
  }
  pthread_join(thread, nullptr);
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace cgx
