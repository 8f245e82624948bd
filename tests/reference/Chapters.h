// Internal: each group of references appends its examples; Registry.cpp puts them in file-name order.
#pragma once

#include <vector>

#include "Reference.h"

namespace cgx::reference {

// Chapters 2-6 of The Cg Tutorial, plus morph_dawn, skin_accumulated and skin_dualquat.
void appendChapters2To6(std::vector<Example>& examples);
// Chapters 7-9 (environment mapping, bump mapping, fog, cartoon shading, projective textures, shadows).
void appendChapters7To9(std::vector<Example>& examples);

}  // namespace cgx::reference
