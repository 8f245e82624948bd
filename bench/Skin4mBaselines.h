// The hand-written baselines of the skinning benchmark (Skin4mAvx2.cpp): C6E5v_skin4m as an AVX2 + FMA
// kernel, and a copy of the same bytes, the memory bound. Both read SkinVertex records and write SkinOutput
// records, with normal or non-temporal stores.
#pragma once

#include <cstddef>

#include "Skin4mScene.h"

namespace cgx::bench {

// Whether this CPU runs the AVX2 kernel (x86-64 with AVX2 and FMA).
bool avx2Available();

// C6E5v_skin4m, 8 vertices at a time (the rest by the scalar baseline). Call only when avx2Available().
void skin4mAvx2(const SkinUniforms& uniforms, const SkinVertex* vertices, SkinOutput* outputs, std::size_t count,
                bool nonTemporal);

// Copies each record's first 40 bytes to the output record: the kernel's memory traffic without its work.
void copyRecords(const SkinVertex* vertices, SkinOutput* outputs, std::size_t count, bool nonTemporal);

}  // namespace cgx::bench
