// 2D and cube texture lookups filtered inside the kernel: when every active lane reads one unit the runtime
// described as a plain single-level image (KernelAbi.h's InlineTexture), the kernel selects the cube face,
// computes the texel addresses and weights as vectors and loads the texels itself; any other unit takes
// the runtime call.
// Bilinear filtering this way costs a few instructions a lane where cgx_rt_sample, called once per
// vector, filters lane by lane.
#pragma once

#include <array>
#include <functional>

#include "llvm/IntrinsicLowering.h"

namespace cgx::jit::lowering {

using Rgba4 = std::array<llvm::Value*, 4>;

// `coordinates`: (s, t) normalized, or a cube's direction (x, y, z) (<lanes x float> each); `units`: the
// sampler's texture unit per lane. `callRuntime` emits the cgx_rt_sample path where the builder stands and
// returns its four results. Returns the lookup's RGBA, whichever path ran; the builder is left after both.
Rgba4 lookupInline(const Call& call, bool cube, llvm::Value* units, const std::array<llvm::Value*, 3>& coordinates,
                   const std::function<Rgba4()>& callRuntime);

}  // namespace cgx::jit::lowering
