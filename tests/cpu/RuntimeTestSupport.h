// Helpers shared by the runtime API tests: a context, a compile that must succeed, example paths.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>
#include <string>

#include <cgx/Context.h>

namespace cgx::test {

inline const std::filesystem::path kExamplesDir = std::filesystem::path(CGX_SOURCE_DIR) / "examples";

inline Context makeContext(unsigned threads = 0, unsigned lanes = 0) {
  Result<Context> context = Context::create(ContextOptions{threads, lanes});
  if (!context.ok()) ADD_FAILURE() << context.status().toString();
  return std::move(context).value();
}

// The program, or a test failure with the diagnostics.
inline Program compileOk(Context& context, const std::string& source, const std::string& entry = "main",
                         const std::string& profile = "glslv") {
  ProgramResult result = context.createProgram(source, entry, profile);
  if (!result.ok()) {
    // gtest reports an exception escaping a test as that test's failure.
    throw std::runtime_error(result.status.toString() + "\n" + result.diagnostics.text);
  }
  return std::move(*result.program);
}

inline Program compileExample(Context& context, const std::string& entry, const std::string& profile) {
  ProgramResult result = context.createProgramFromFile((kExamplesDir / (entry + ".cg")).string(), entry, profile);
  if (!result.ok()) {
    // gtest reports an exception escaping a test as that test's failure.
    throw std::runtime_error(result.status.toString() + "\n" + result.diagnostics.text);
  }
  return std::move(*result.program);
}

}  // namespace cgx::test
