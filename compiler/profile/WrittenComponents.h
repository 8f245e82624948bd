// Which components of an entry output the program writes, for the profiles that require one (cgc's C6014,
// C6015, C6026; profile/Checks.cpp). Lowering copies an `out` parameter's local into its output global at
// the end of the entry whether or not the body wrote it, so a store to the global alone says nothing: the
// value stored is traced back through the locals it was copied from.
#pragma once

#include "ir/IR.h"

namespace cgx::profile {

// The components of `output` (bit i: component i) that the entry writes, as cgc counts them (measured:
// tests/sema/diagnostics/208-212):
// - a write on any path counts (a position written under an `if`): the walk is flow-insensitive, a local's
//   component is written when any store in the entry writes it;
// - a value copied from components of a local that nothing wrote does not count (`float4 t; t.xy = ...;
//   p = t;` leaves zw out), but a value of which nothing at all was written counts whole (`float4 t; p = t;`
//   only warns in cgc), unless it is the output's own unwritten local;
// - a struct copied whole carries its fields one by one (`O o; o.color = c; return o;` leaves the
//   position unwritten).
unsigned writtenComponents(const ir::Module& module, ir::GlobalId output);

}  // namespace cgx::profile
