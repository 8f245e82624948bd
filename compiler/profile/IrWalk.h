// Read-only walks over the IR for the profile checker: every statement (nested ones included), every
// expression tree a statement owns and every node under it. The passes' walkers (passes/PassUtil.h) hand out
// `ExprId&` to rewrite; the checker never writes. Both share ir::forEachChild.
#pragma once

#include <functional>

#include "ir/ExprChildren.h"
#include "ir/IR.h"

namespace cgx::profile {

using ir::forEachChild;  // the direct children of an expression (ir/ExprChildren.h)

// Every statement of a block, nested blocks included, in program order (a statement before its blocks).
void forEachStmt(const ir::Block& block, const std::function<void(const ir::Stmt&)>& f);

// The expression trees one statement owns directly (not those of nested blocks): its values, and the index
// expressions of the access paths it writes through (`inAccessPath`: an index, not a value computed with).
void forEachRoot(const ir::Stmt& stmt, const std::function<void(ir::ExprId root, bool inAccessPath)>& f);

// Every expression node under `root`, parents before children, children left to right.
void forEachExpr(const ir::Function& fn, ir::ExprId root, const std::function<void(ir::ExprId)>& f);

// Every function reachable from the entry (the entry first), each once.
std::vector<ir::FuncId> reachableFunctions(const ir::Module& module);

}  // namespace cgx::profile
