// Recomputes Global::referenced after the other passes (cgc prints it as the last field of `#var`): a
// uniform, varying input, static or const is referenced iff some live load reads it. Lowering set the
// flag from every load it made; inlining, folding and DCE remove loads, so it must be redone last.
// Outputs are written, never read, so they end up unreferenced; back ends that list outputs do not
// look at this flag.
#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

using namespace ir;

void markReferencedGlobals(Module& module) {
  for (Global& g : module.globals) g.referenced = false;
  for (Function& fn : module.functions)
    forEachLiveExpr(fn, [&](ExprId id) {
      if (const auto* l = std::get_if<LoadExpr>(&fn.expr(id).node); l && l->access.var.kind == VarKind::Global)
        module.global(GlobalId(l->access.var.index)).referenced = true;
    });
}

}  // namespace cgx::passes
