// A `cgxc -reflect FILE.json` read back into the reflection model, for tests that run cgxc as a process and
// hand its output to the GL runtime: a missing or unreadable file is a test failure, not an empty model.
#pragma once

#include <filesystem>

#include <gtest/gtest.h>

#include "reflect/Json.h"
#include "support/Golden.h"

namespace cgx::test {

inline reflect::ProgramReflection readReflection(const std::filesystem::path& path) {
  std::string error;
  std::optional<reflect::ProgramReflection> read =
      reflect::fromJson(std::filesystem::exists(path) ? readFile(path) : std::string(), &error);
  EXPECT_TRUE(read.has_value()) << path << ": " << error;
  return read ? std::move(*read) : reflect::ProgramReflection{};
}

}  // namespace cgx::test
