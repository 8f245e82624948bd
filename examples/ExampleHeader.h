// The header every example carries (examples/README.md): `// cgx-entry: NAME`, `// cgx-stage: vertex |
// fragment`, `// cgx-profiles: P ...`. One reader for the tests, the benchmarks and the demo. Header-only:
// it is a few lines, and its users range from GoogleTest binaries to the release-only demo.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace cgx::examples {

// The text after `// key:` on the first line that starts so, without surrounding blanks; "" if none.
inline std::string headerValue(const std::string& text, const std::string& key) {
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

struct ExampleHeader {
  std::string entry;                  // cgx-entry
  bool fragment = false;              // cgx-stage: fragment
  std::string glslProfile;            // glslf for a fragment program, else glslv
  std::vector<std::string> profiles;  // cgx-profiles: the profiles cgc 3.1 accepts it for
};

inline ExampleHeader readExampleHeader(const std::string& text) {
  ExampleHeader header;
  header.entry = headerValue(text, "cgx-entry");
  header.fragment = headerValue(text, "cgx-stage") == "fragment";
  header.glslProfile = header.fragment ? "glslf" : "glslv";
  std::istringstream profiles(headerValue(text, "cgx-profiles"));
  for (std::string p; profiles >> p;) header.profiles.push_back(p);
  return header;
}

}  // namespace cgx::examples
