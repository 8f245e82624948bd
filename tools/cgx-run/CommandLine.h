// cgx-run's command line: cgx-run FILE.cg -entry NAME -profile P -input data.json [-o out.json] ...
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgx::run {

struct CommandLine {
  std::string source;      // the .cg file
  std::string entry = "main";
  std::string profile;     // required: it decides vertex vs fragment
  std::string input;       // the JSON file ("-": standard input)
  std::string output;      // "" or "-": standard output
  unsigned threads = 0;    // 0: every core
  unsigned lanes = 0;      // 0: the host's widest
  // ContextOptions::loopIterationBudget. cgx-run has one by default, so that a shader whose loop never
  // ends is an error rather than a hang; 0 lifts it.
  static constexpr std::uint64_t kDefaultLoopBudget = std::uint64_t{1} << 24;
  std::uint64_t loopBudget = kDefaultLoopBudget;
  std::vector<std::string> defines, includePaths, profileOptions;
  bool help = false;
};

// False with a message in *error for a malformed command line (exit status 2).
bool parseCommandLine(const std::vector<std::string>& args, CommandLine* line, std::string* error);

extern const char* const kUsage;

}  // namespace cgx::run
