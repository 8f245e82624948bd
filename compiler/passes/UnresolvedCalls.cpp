// Reports the interface-method calls lowering could not bind (ir::UnresolvedCallStmt) that survived dead
// code elimination. cgc compiles an unsized CgFX array of interfaces as length 0, so `for (i = 0;
// i < layers.length; i++) layers[i].evaluate(...)` vanishes; a call that is still reachable needs the
// implementation the application has not chosen yet: C1306, cgc's "cannot determine type of interface
// variable". Runs after DCE so only reachable calls are reported, and back ends never see one.
#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

bool reportUnresolvedCalls(ir::Module& module, DiagnosticSink& sink) {
  bool ok = true;
  for (ir::Function& fn : module.functions)
    forEachStmt(fn.body, [&](ir::Stmt& s) {
      const auto* call = std::get_if<ir::UnresolvedCallStmt>(&s.node);
      if (!call) return;
      sink.report(DiagCode::UnresolvedInterfaceCall, s.span,
                  "cannot determine type of interface variable: " + call->what);
      ok = false;
    });
  return ok;
}

}  // namespace cgx::passes
