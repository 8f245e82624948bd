// The header lines test and example programs carry (`// cgx-entry: main`, `// cgx-stage: fragment`,
// `// cgx-options: ...`), read one way by every suite that needs them.
#pragma once

#include <string>

namespace cgx::test {

// The text after `// key:` on the first line that starts so, without surrounding blanks; "" if none.
std::string headerValue(const std::string& text, const std::string& key);

// What an example (examples/*.cg) is compiled as: its entry, and the GLSL profile of its stage.
struct ExampleTarget {
  std::string entry;
  bool fragment = false;
  std::string profile;  // glslf for `// cgx-stage: fragment`, else glslv
};
ExampleTarget exampleTarget(const std::string& text);

}  // namespace cgx::test
