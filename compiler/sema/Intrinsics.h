// The intrinsic signature table: stdlib/intrinsics.def's patterns expanded into concrete signatures, each
// intrinsic's on the first use of that intrinsic (thread-safe), and read-only afterwards. Only built-in types
// occur, whose TypeIds are the same in every TypeTable, so no table instance is involved.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "ir/Intrinsic.h"
#include "ir/Types.h"

namespace cgx::sema {

struct IntrinsicSignature {
  ir::IntrinsicOp op = ir::IntrinsicOp::None;
  std::uint16_t index = 0;  // position in the op's list (intrinsicOverloads order)
  ir::TypeId result = ir::TypeTable::kVoid;
  std::vector<ir::TypeId> params;
  std::vector<bool> outParams;  // parallel to params: true for an `out` parameter
};

// Every concrete signature of the intrinsic named `cgName`, in the def file's expansion order; nullptr when
// the name is not an intrinsic.
const std::vector<IntrinsicSignature>* intrinsicOverloads(std::string_view cgName);

// Every intrinsic's Cg name, sorted (for "did you mean").
std::vector<std::string_view> intrinsicNames();

// The op by Cg name (IntrinsicOp::None when unknown).
ir::IntrinsicOp intrinsicOp(std::string_view cgName);

// One signature; `op` must not be None and `index` must be in range.
const IntrinsicSignature& intrinsicSignature(ir::IntrinsicOp op, std::uint16_t index);

// The signatures of one op (empty for None).
const std::vector<IntrinsicSignature>& intrinsicSignatures(ir::IntrinsicOp op);

}  // namespace cgx::sema
