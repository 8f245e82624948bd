#include "passes/Pipeline.h"

#include <cstdlib>
#include <string>

#include "ir/Dump.h"
#include "ir/Validator.h"
#include "passes/Passes.h"
#include "support/InternalError.h"

namespace cgx::passes {

namespace {
void check(const ir::Module& module, const PassOptions& options, const char* pass) {
  if (!options.validateAfterEach) return;
  std::vector<std::string> errors = ir::validate(module);
  if (errors.empty()) return;
  std::string what = std::string("invalid IR after pass '") + pass + "':";
  for (const std::string& e : errors) what += "\n  " + e;
  if (std::getenv("CGX_DEBUG_DUMP")) what += "\n" + ir::dump(module);
  SourceSpan entry = module.entry.valid() && module.entry.value < module.functions.size()
                         ? module.function(module.entry).span
                         : SourceSpan{};
  ice(CompilerStage::Passes, entry, what);
}
}  // namespace

bool runPipeline(ir::Module& module, const PassOptions& options, DiagnosticSink& sink) {
  bool ok = true;
  // 1. Inline first: every later pass is intra-procedural, and constants passed as arguments (loop
  //    bounds, light counts) only become visible to folding once the callee's body sits in the entry.
  if (options.inlineCalls) {
    std::size_t errors = sink.errorCount();
    inlineCalls(module, &sink);
    check(module, options, "inline");
    if (sink.errorCount() != errors) return false;  // over the inlining budget (C1603): nothing more to do
  }
  // 2. Fold before unrolling: loop bounds written as `const` globals or constant expressions become
  //    plain constants, which is what the unroller's pattern matcher needs.
  if (options.fold) {
    foldConstants(module, options.foldLocals);
    check(module, options, "fold");
  }
  // 3. Unroll: with a profile that has no loops this is where C5013 comes from. It runs even with
  //    unrollLimit 0 when loops are forbidden, so the error is still reported.
  if (options.unrollLimit > 0 || options.requireNoLoops) {
    ok &= unrollAll(module, UnrollOptions{options.unrollLimit, options.requireNoLoops}, sink);
    check(module, options, "unroll");
  }
  // 4. Fold again: unrolling replaced the counter by constants, so indices (`weight[i]`) and the
  //    conditions inside the body (`if (i == 2)`) are constant now; taken-branch folding removes ifs.
  if (options.fold) {
    foldConstants(module, options.foldLocals);
    check(module, options, "fold (after unroll)");
  }
  // 4b. Before DCE, which removes the copies' locals once they are unused.
  if (options.forwardVaryings) {
    forwardEntryVaryings(module);
    check(module, options, "forward entry varyings");
  }
  // 5. DCE after everything that creates dead code (inline copies, unroll's counters, folded ifs).
  removeDeadCode(module);
  check(module, options, "dead code");
  // 5b. Only now is it known which unbound interface calls are reachable (C1306).
  ok &= reportUnresolvedCalls(module, sink);
  // 6. Last: `referenced` must describe the final program (cgc reports uniforms DCE removed as unused).
  //    Variability (Variability.h) is computed on demand by the back ends on the final IR.
  markReferencedGlobals(module);
  check(module, options, "referenced globals");
  return ok;
}

}  // namespace cgx::passes
