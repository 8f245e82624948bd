// A progress line for the demo's long steps: "[skinning] 3/8 runs" rewritten in place on stderr when stderr
// is a terminal; on a pipe or a log file, where a carriage return would just pile up, one plain line when
// the step is done.
#pragma once

#include <cstddef>
#include <string>

namespace cgx::demo {

class Progress {
 public:
  Progress(std::string step, std::size_t total, std::string unit);
  ~Progress();  // finishes the line if finish() was not called
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void advance(std::size_t by = 1);  // thread-compatible only: call from one thread
  void finish();

 private:
  void print(bool last);
  std::string step_, unit_;
  std::size_t total_ = 0, done_ = 0;
  bool terminal_ = false, finished_ = false;
};

}  // namespace cgx::demo
