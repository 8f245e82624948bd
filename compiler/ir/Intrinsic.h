// The intrinsic operations of Cg's standard library: one enumerator per row of stdlib/intrinsics.def (the
// functions that cannot be written in Cg). A call to an intrinsic names its op and the index of the concrete
// signature chosen (sema::intrinsicSignature(op, index) gives its types).
#pragma once

#include <cstdint>

namespace cgx::ir {

enum class IntrinsicOp : std::uint16_t {
  None = 0,
#define CGX_INTRINSIC(EnumName, cgName, signatures) EnumName,
#include "stdlib/intrinsics.def"
};

constexpr unsigned kIntrinsicOpCount = 0
#define CGX_INTRINSIC(EnumName, cgName, signatures) +1
#include "stdlib/intrinsics.def"
    ;

// The Cg name ("tex2Dproj"); "" for None or an out-of-range value.
const char* intrinsicName(IntrinsicOp op);

}  // namespace cgx::ir
