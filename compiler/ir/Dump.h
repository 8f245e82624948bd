// A stable, readable text form of a Module, for `cgxc -dump-ir` and golden tests. The same Module always
// gives the same text (no addresses, no hash order); expressions print as nested trees `(op type args)`,
// constants inline as `float4(0, 0, 0, 1)`, variables by handle (g3, p0, l2; declared at the top).
#pragma once

#include <string>

#include "ir/IR.h"

namespace cgx::ir {

std::string dump(const Module& module);
std::string dumpFunction(const Module& module, const Function& fn);
std::string dumpExpr(const Module& module, const Function& fn, ExprId id);

}  // namespace cgx::ir
