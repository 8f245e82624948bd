#include "reflect/Path.h"

namespace cgx::reflect {

std::vector<PathStep> splitPath(std::string_view path) {
  std::vector<PathStep> steps;
  std::size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '[') {
      const std::size_t close = path.find(']', i);
      if (close == std::string_view::npos || close == i + 1 || steps.empty()) return {};
      int value = 0;
      for (std::size_t k = i + 1; k < close; ++k) {
        if (path[k] < '0' || path[k] > '9') return {};
        value = value * 10 + (path[k] - '0');
        if (value > kMaxPathIndex) return {};
      }
      i = close + 1;
      steps.push_back({std::string(path.substr(0, i)), true, value});
    } else {
      if (path[i] == '.') {
        if (steps.empty()) return {};
        ++i;
      }
      std::size_t end = i;
      while (end < path.size() && path[end] != '.' && path[end] != '[') ++end;
      if (end == i) return {};
      i = end;
      steps.push_back({std::string(path.substr(0, i)), false, 0});
    }
  }
  return steps;
}

std::vector<const Parameter*> leavesUnder(const std::vector<Parameter>& parameters, std::string_view path) {
  for (const Parameter& p : parameters)
    if (p.name == path) return {&p};
  std::vector<const Parameter*> found;
  if (path.empty()) return found;
  for (const Parameter& p : parameters)
    if (p.name.size() > path.size() && p.name.compare(0, path.size(), path) == 0 &&
        (p.name[path.size()] == '.' || p.name[path.size()] == '['))
      found.push_back(&p);
  return found;
}

}  // namespace cgx::reflect
