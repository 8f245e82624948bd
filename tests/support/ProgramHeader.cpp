#include "support/ProgramHeader.h"

#include <sstream>

namespace cgx::test {

std::string headerValue(const std::string& text, const std::string& key) {
  std::istringstream lines(text);
  const std::string prefix = "// " + key + ":";
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(prefix, 0) != 0) continue;
    std::string value = line.substr(prefix.size());
    std::size_t first = value.find_first_not_of(" \t\r");
    if (first == std::string::npos) return {};
    return value.substr(first, value.find_last_not_of(" \t\r") - first + 1);
  }
  return {};
}

ExampleTarget exampleTarget(const std::string& text) {
  ExampleTarget target;
  target.entry = headerValue(text, "cgx-entry");
  target.fragment = headerValue(text, "cgx-stage") == "fragment";
  target.profile = target.fragment ? "glslf" : "glslv";
  return target;
}

}  // namespace cgx::test
