// Where NVIDIA's cgc, the test oracle, is installed (tools/install-deps.sh --test installs it); tests that
// compare with it skip when it is missing.
#pragma once

#include <filesystem>

namespace cgx::test {

inline const std::filesystem::path kCgc = "/usr/bin/cgc";

}  // namespace cgx::test
