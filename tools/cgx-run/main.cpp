// cgx-run: runs a Cg program on the CPU with uniforms and inputs from JSON and prints the outputs as JSON
// (usage and format: CommandLine.cpp, runtime/README.md). Every failure is a message on stderr naming the
// runtime's error code and exit status 1 (2 for a bad command line); nothing is allowed to crash.
#include <exception>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "CommandLine.h"
#include "JsonInput.h"
#include "JsonRun.h"
#include <cgx/Context.h>

namespace {

int fail(const cgx::Status& status, const std::string& diagnostics = "") {
  if (!diagnostics.empty()) std::cerr << diagnostics;
  std::cerr << "cgx-run: error " << status.toString() << "\n";
  return 1;
}

bool readAll(const std::string& path, std::string* text) {
  std::ostringstream buffer;
  if (path == "-") {
    buffer << std::cin.rdbuf();
  } else {
    std::ifstream file(path, std::ios::binary);
    if (!file) return false;
    buffer << file.rdbuf();
    if (file.bad()) return false;
  }
  *text = buffer.str();
  return true;
}

int runTool(const cgx::run::CommandLine& line) {
  using cgx::ErrorCode;
  using cgx::Status;
  std::string inputText;
  if (!readAll(line.input, &inputText)) return fail(Status(ErrorCode::FileError, "cannot read '" + line.input + "'"));
  nlohmann::json input;
  if (Status s = cgx::run::parseJsonInput(inputText, line.input, &input); !s.ok()) return fail(s);

  cgx::ContextOptions contextOptions;
  contextOptions.threads = line.threads;
  contextOptions.lanes = line.lanes;
  contextOptions.loopIterationBudget = line.loopBudget;
  auto context = cgx::Context::create(contextOptions);
  if (!context.ok()) return fail(context.status());
  cgx::ProgramOptions options{line.defines, line.includePaths, line.profileOptions};
  cgx::ProgramResult compiled = context->createProgramFromFile(line.source, line.entry, line.profile, options);
  if (!compiled.ok()) return fail(compiled.status, compiled.diagnostics.text);
  if (!compiled.diagnostics.text.empty()) std::cerr << compiled.diagnostics.text;  // warnings

  nlohmann::json output;
  if (Status s = cgx::run::runFromJson(*compiled.program, input, &output); !s.ok()) return fail(s);
  const std::string text = output.dump(2) + "\n";
  if (line.output.empty() || line.output == "-") {
    std::cout << text;
    std::cout.flush();
    if (!std::cout) return fail(Status(ErrorCode::FileError, "cannot write standard output"));
  } else {
    std::ofstream file(line.output, std::ios::binary);
    file << text;
    file.close();
    if (!file) return fail(Status(ErrorCode::FileError, "cannot write '" + line.output + "'"));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    std::vector<std::string> args(argv + 1, argv + argc);
    cgx::run::CommandLine line;
    std::string error;
    if (!cgx::run::parseCommandLine(args, &line, &error)) {
      std::cerr << "cgx-run: " << error << "\n(cgx-run --help for usage)\n";
      return 2;
    }
    if (line.help) {
      std::cout << cgx::run::kUsage;
      return 0;
    }
    return runTool(line);
  } catch (const std::exception& e) {
    return fail(cgx::Status(cgx::ErrorCode::InternalError, e.what()));
  }
}
