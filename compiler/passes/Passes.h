// The IR optimization passes, one per file (see Pipeline.h for the order they run in). Each pass takes a
// valid Module (ir/IR.h rules) and leaves a valid one; the pipeline validates after every pass.
#pragma once

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "support/Limits.h"

namespace cgx::passes {

// Inline.cpp: inlines every user call into the entry (and, with -noentry, into every function), then
// removes every function but the entry. Returns the number of calls inlined. When a function would grow
// past `budget` statements and expressions (plus one a call), reports C1603 to `sink` (if any) at that
// call and stops, leaving the remaining calls and functions in place (the module stays valid).
unsigned inlineCalls(ir::Module& module, DiagnosticSink* sink = nullptr, std::size_t budget = limits::kInlinedNodes);

// ConstantFold.cpp: folds constant expressions and `if`s with constant conditions, and with `locals` the
// loads of locals whose value is a known constant there. Returns true if anything changed.
bool foldConstants(ir::Module& module, bool locals = false);

// Unroll.cpp: unrolls counted loops (`i = A; loop { if (!(i < B)) break; ... } continuing { i += C }`).
struct UnrollOptions {
  unsigned limit = limits::kUnrolledIterations;  // iterations emitted in total, like `cgc -unroll count=N`
  bool requireNoLoops = false;  // the profile cannot run loops: every leftover loop is an error C5013
};
// Returns false when requireNoLoops is set and some loop survived (reported to the sink).
bool unrollAll(ir::Module& module, const UnrollOptions& options, DiagnosticSink& sink);

// DeadCode.cpp: removes unreachable statements, stores to locals and static globals nobody reads, empty ifs and loops that
// do nothing, unused locals (and compacts the expression arena). Returns true if anything changed.
bool removeDeadCode(ir::Module& module);

// UnresolvedCalls.cpp: reports C1306 for every interface-method call lowering could not bind that is still
// reachable (ir::UnresolvedCallStmt). Returns false if there was one.
bool reportUnresolvedCalls(ir::Module& module, DiagnosticSink& sink);

// ForwardEntryVaryings.cpp: reads varying inputs and writes varying outputs directly instead of through
// the entry's parameter copies (for back ends that keep the program's shape). Leaves dead locals for DCE.
void forwardEntryVaryings(ir::Module& module);

// UnusedUniforms.cpp: recomputes Global::referenced (cgc's `#var ... 1` flag): a global is referenced iff
// some live load reads it. Outputs are never "read"; they stay unreferenced.
void markReferencedGlobals(ir::Module& module);

}  // namespace cgx::passes
