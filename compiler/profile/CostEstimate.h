// An estimate of the instructions and temporary registers cgc's code generator would use for a program,
// computed from the optimized IR (cgx generates no assembly). Instructions: one per vector operation (a
// multiply feeding an add counts once, as MAD), one per matrix row of a mul(), normalize = DP3 + RSQ + MUL
// as the library's Cg spells it, nothing for swizzles, negation, conversions, constructors and address
// loads. It is an estimate, not a bound: within about 10% of cgc's count on the examples (C6E5v_skin4m:
// 74 against cgc's 70 on arbvp1, 63 on vp40); C6002/C6003 fire when it is over the limit, and the oracle
// tests check that no example cgc accepts is rejected by it. Temporaries: the
// variables live at once, four components to a register; it overshoots (no copy propagation or register
// allocation happens here), so it is reported, never checked. tests/profiles compares both with cgc.
#pragma once

#include <cstdint>

#include "ir/IR.h"
#include "profile/Profile.h"

namespace cgx::profile {

struct CostEstimate {
  std::uint32_t alu = 0;          // arithmetic instructions
  std::uint32_t texture = 0;      // texture fetches
  std::uint32_t temporaries = 0;  // float4 temporaries live at once (reported only, see above)
  bool loopsRemain = false;       // a loop survived unrolling: counts are for one trip
  std::uint32_t total() const { return alu + texture; }
};

CostEstimate estimateCost(const ir::Module& module, const Profile& profile);

}  // namespace cgx::profile
