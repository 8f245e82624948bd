// The common texture lookup without the general path's per-lane generality: every active lane of the
// request reads one 2D or cube texture that has a single level and filters the same way when minifying as
// when magnifying (a plain image bound with default or GL_LINEAR filtering), with Repeat or ClampToEdge,
// no comparison. The level of detail then cannot change the result, so it is never computed (no
// derivatives, no log2 per lane, no cube-face derivatives). The kernel filters most such lookups itself
// (compiler/llvm/InlineTexture.cpp); this serves the rest (Repeat on other sizes, units shared unevenly).
//
// The answer is the general path's (Filtering.cpp) to the bit: the same texel coordinates, the same
// weights, summed in the same order; tests/cpu/texture/FastPathTest.cpp compares the two.
#pragma once

#include <cgx/TextureTable.h>
#include "llvm/KernelAbi.h"

namespace cgx {

// Whether `binding` holds such an image: a 2D or cube texture of one level whose minifying and magnifying
// filters agree, wrapping s and t by Repeat or ClampToEdge. Its lookups' results never depend on the level
// of detail. (InlineTextures.cpp narrows this for the kernel.)
bool isSingleLevelImage(const TextureBinding& binding);

// Answers every active lane of `request` (whose lanes all read `binding`, of a kind the sampler's type
// accepts) and returns true; or returns false, writing nothing, when the lookup is not of that kind.
bool sampleSingleLevelFast(const TextureBinding& binding, jit::SampleRequest& request, unsigned lanes);

}  // namespace cgx
