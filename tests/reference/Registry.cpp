#include <algorithm>

#include "Chapters.h"

namespace cgx::reference {

const std::vector<Example>& allExamples() {
  static const std::vector<Example> examples = [] {
    std::vector<Example> all;
    appendChapters2To6(all);
    appendChapters7To9(all);
    std::sort(all.begin(), all.end(), [](const Example& a, const Example& b) { return a.file < b.file; });
    return all;
  }();
  return examples;
}

const Example* findExample(const std::string& entry) {
  for (const Example& e : allExamples())
    if (e.entry == entry) return &e;
  return nullptr;
}

}  // namespace cgx::reference
