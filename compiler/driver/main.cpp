// cgxc: the cgx compiler driver. Option parsing lives in Options.cpp, the stages in Pipeline.cpp.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "driver/Pipeline.h"

namespace {

int run(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  return cgx::driver::runCommandLine(std::vector<std::string>(argv + 1, argv + argc), std::cin, std::cout, std::cerr);
}

}  // namespace

int main(int argc, char** argv) {
  int status = run(argc, argv);
#ifdef CGX_FAST_EXIT
  // Tearing down the process-wide caches (ANTLR's DFA, the loaded stdlib) took 6% of a compile; the OS
  // frees the memory anyway. Sanitizer builds exit normally so LeakSanitizer still sees everything.
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  std::_Exit(status);
#endif
  return status;
}
