#include "JsonInput.h"

#include <cstddef>

namespace cgx::run {

namespace {

// A scan of the brackets outside strings: enough to find the first one past the limit before the parser
// builds anything. Malformed text is left to the parser, which reports it.
Status checkDepth(std::string_view text, const std::string& name) {
  unsigned depth = 0;
  std::size_t line = 1, lineStart = 0;
  bool inString = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
      lineStart = i + 1;
    }
    if (inString) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth)
        return Status(ErrorCode::InvalidArgument, name + ":" + std::to_string(line) + ":" + std::to_string(i - lineStart + 1) +
                                                      ": arrays and objects nested more than " +
                                                      std::to_string(kMaxJsonDepth) + " deep");
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return Status::success();
}

}  // namespace

Status parseJsonInput(std::string_view text, const std::string& name, nlohmann::json* document) {
  if (Status s = checkDepth(text, name); !s.ok()) return s;
  try {
    *document = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // parse_error, or out_of_range for a number like 1e400
    return Status(ErrorCode::InvalidArgument, "'" + name + "' is not valid JSON: " + e.what());
  }
  return Status::success();
}

}  // namespace cgx::run
