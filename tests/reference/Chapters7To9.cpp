// Chapters 7-9 of The Cg Tutorial: the references live in Chapter7.cpp, Chapter8.cpp and Chapter9.cpp.
#include "Chapters.h"
#include "MathB.h"

namespace cgx::reference {

void appendChapters7To9(std::vector<Example>& examples) {
  appendChapter7(examples);
  appendChapter8(examples);
  appendChapter9(examples);
}

}  // namespace cgx::reference
