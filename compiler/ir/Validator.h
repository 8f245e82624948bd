// The IR validator: checks every rule written at the top of IR.h and reports each violation as a string
// naming the function and the expression or statement. It exists to catch compiler bugs (in lowering and
// in passes), so it never reports through the user-facing DiagnosticSink. Run it after every pass in debug.
#pragma once

#include <string>
#include <vector>

#include "ir/IR.h"

namespace cgx::ir {

// Empty when the module is well formed.
std::vector<std::string> validate(const Module& module);

}  // namespace cgx::ir

namespace cgx::ir {
// Can control reach the end of the block normally (not through Return, Discard, Break or Continue)? A loop
// without a Break that targets it never completes. Lowering and passes ask this too.
bool flowsOut(const Block& block);
}  // namespace cgx::ir
