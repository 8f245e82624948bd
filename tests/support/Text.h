// Small text helpers the tests share.
#pragma once

#include <string>

namespace cgx::test {

// Whether `needle` occurs in `hay`.
inline bool contains(const std::string& hay, const std::string& needle) { return hay.find(needle) != std::string::npos; }

}  // namespace cgx::test
