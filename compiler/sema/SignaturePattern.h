// The signature pattern language of stdlib/intrinsics.def (described at the top of that file): a compact
// notation for families of overloads, e.g. "Ts(Ts, Ts); Tn(Tn, T) [n=2,3,4]". expandSignaturePatterns turns
// one row's text into concrete built-in-type signatures in the documented order.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/Types.h"

namespace cgx::sema {

struct ExpandedSignature {
  ir::TypeId result = ir::TypeTable::kVoid;
  std::vector<ir::TypeId> params;
  std::vector<bool> outParams;
};

// Appends every signature `text` denotes to `out`. Returns false and sets `error` (a message naming the
// offending piece) on a malformed pattern; `out` may then hold a partial expansion.
bool expandSignaturePatterns(std::string_view text, std::vector<ExpandedSignature>& out, std::string& error);

// A built-in type by its Cg name ("float3x4", "sampler2D", "void"); kError when not a built-in name.
ir::TypeId builtinTypeByName(std::string_view name);

}  // namespace cgx::sema
