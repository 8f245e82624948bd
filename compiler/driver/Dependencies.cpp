#include "driver/Dependencies.h"

namespace cgx::driver {

std::string quoteForMake(std::string_view text) {
  std::string quoted;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == ' ' || c == '\t') {
      // Backslashes right before a space would otherwise join the escape: double them, as gcc does.
      for (std::size_t j = i; j > 0 && text[j - 1] == '\\'; --j) quoted += '\\';
      quoted += '\\';
    } else if (c == '$') {
      quoted += '$';
    } else if (c == '#') {
      quoted += '\\';
    }
    quoted += c;
  }
  return quoted;
}

std::string makeRule(const std::vector<std::string>& targets, const std::string& input,
                     const std::vector<std::string>& includes, bool phony) {
  std::string rule;
  for (const std::string& target : targets) rule += (rule.empty() ? "" : " ") + target;
  rule += ": " + quoteForMake(input);
  for (const std::string& include : includes) rule += " " + quoteForMake(include);
  rule += '\n';
  if (phony)
    for (const std::string& include : includes) rule += quoteForMake(include) + ":\n";
  return rule;
}

std::string replaceExtension(const std::string& path, std::string_view extension) {
  std::size_t slash = path.find_last_of('/');
  std::size_t dot = path.find_last_of('.');
  std::size_t nameStart = slash == std::string::npos ? 0 : slash + 1;
  // A leading dot starts a hidden file's name, not an extension.
  bool hasExtension = dot != std::string::npos && dot > nameStart;
  return (hasExtension ? path.substr(0, dot) : path) + std::string(extension);
}

}  // namespace cgx::driver
