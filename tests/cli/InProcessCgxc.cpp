#include "InProcessCgxc.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "driver/Pipeline.h"

namespace cgx::test {

ProcessResult runCgxcInProcess(const std::vector<std::string>& argv, const ProcessOptions& options) {
  ProcessResult result;
  std::error_code ec;
  if (!options.workingDirectory.empty() &&
      !std::filesystem::equivalent(options.workingDirectory, std::filesystem::current_path(), ec)) {
    result.spawnFailed = true;
    result.err = "runCgxcInProcess: cannot run in " + options.workingDirectory + " (a thread has no directory of its own)";
    return result;
  }
  auto start = std::chrono::steady_clock::now();
  std::istringstream in(options.stdinText);
  std::ostringstream out, err;
  std::vector<std::string> arguments(argv.begin() + std::min<std::size_t>(1, argv.size()), argv.end());
  result.exitCode = driver::runCommandLine(arguments, in, out, err);
  result.out = out.str();
  result.err = err.str();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

std::vector<ProcessResult> runCgxcAllInProcess(const std::vector<std::vector<std::string>>& commands,
                                               unsigned parallel, const std::vector<std::string>& inputs) {
  if (!inputs.empty() && inputs.size() != commands.size())
    throw std::invalid_argument("runCgxcAllInProcess: one input per command");
  std::vector<ProcessResult> results(commands.size());
  if (parallel == 0) parallel = std::max(1u, std::thread::hardware_concurrency());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < commands.size(); i = next++) {
      ProcessOptions options;
      if (!inputs.empty()) options.stdinText = inputs[i];
      results[i] = runCgxcInProcess(commands[i], options);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < std::min<std::size_t>(parallel, commands.size()); ++t) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  return results;
}

}  // namespace cgx::test
