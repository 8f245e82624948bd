// cgxc: the cgx compiler driver. Option parsing lives in Options.cpp, the stages in Pipeline.cpp.
#include <iostream>
#include <string>
#include <vector>

#include "driver/Options.h"
#include "driver/Pipeline.h"

int main(int argc, char** argv) {
  using namespace cgx::driver;
  std::ios::sync_with_stdio(false);
  CommandLine commandLine = parseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
  if (!commandLine.errors.empty()) return reportUsageErrors(commandLine, std::cerr);
  switch (commandLine.options.action) {
    case Action::Help:
      std::cout << usageText();
      return kExitSuccess;
    case Action::Version:
      std::cout << "cgxc version " << versionString() << '\n';
      return kExitSuccess;
    default:
      return runCompiler(commandLine.options, std::cin, std::cout, std::cerr);
  }
}
