// Which texture units a kernel may filter itself (KernelAbi.h's InlineTexture): the runtime's side of
// compiler/llvm/InlineTexture.cpp. Described afresh for every run, from the Program's texture table.
#pragma once

#include <vector>

#include <cgx/TextureTable.h>
#include "llvm/KernelAbi.h"

namespace cgx {

// One entry per unit of `table`; a unit that is unbound or not such a texture gets null texels.
void describeInlineTextures(const TextureTable& table, std::vector<jit::InlineTexture>& units);

}  // namespace cgx
