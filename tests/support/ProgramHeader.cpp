#include "support/ProgramHeader.h"

#include "ExampleHeader.h"

namespace cgx::test {

std::string headerValue(const std::string& text, const std::string& key) { return examples::headerValue(text, key); }

ExampleTarget exampleTarget(const std::string& text) {
  examples::ExampleHeader header = examples::readExampleHeader(text);
  return ExampleTarget{header.entry, header.fragment, header.glslProfile};
}

}  // namespace cgx::test
