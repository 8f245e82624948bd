#include "Progress.h"

#include <unistd.h>

#include <cstdio>

namespace cgx::demo {

Progress::Progress(std::string step, std::size_t total, std::string unit)
    : step_(std::move(step)), unit_(std::move(unit)), total_(total), terminal_(::isatty(STDERR_FILENO) == 1) {
  if (terminal_) print(false);
}

Progress::~Progress() { finish(); }

void Progress::advance(std::size_t by) {
  done_ += by;
  if (terminal_) print(false);
}

void Progress::finish() {
  if (finished_) return;
  finished_ = true;
  print(true);
}

void Progress::print(bool last) {
  std::fprintf(stderr, "%s[%s] %zu/%zu %s%s", terminal_ ? "\r" : "", step_.c_str(), done_, total_, unit_.c_str(),
               last ? "\n" : "");
  std::fflush(stderr);
}

}  // namespace cgx::demo
