// Which components of an entry output the program writes, for the profiles that require one (cgc's C6014,
// C6015, C6026; profile/Checks.cpp). Lowering copies an `out` parameter's local into its output global at
// the end of the entry whether or not the body wrote it, so a store to the global alone says nothing: the
// value stored is traced back through the locals it was copied from.
#pragma once

#include "ir/IR.h"

namespace cgx::profile {

// The components of `output` (bit i: component i) that some path through the entry writes a value to, as
// cgc counts them: a write under an `if` counts, and any value counts but one copied from components of a
// local (or parameter) that nothing wrote. Flow-insensitive: a local's components are written if any store
// in the entry writes them.
unsigned writtenComponents(const ir::Module& module, ir::GlobalId output);

}  // namespace cgx::profile
