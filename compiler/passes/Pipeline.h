// The optimization pipeline: the one ordered list of passes (Pipeline.cpp says why this order).
#pragma once

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"

namespace cgx::passes {

struct PassOptions {
  bool inlineCalls = true;
  bool fold = true;
  unsigned unrollLimit = 1024;   // iterations in total (cgc -unroll count=N); 0 disables unrolling
  bool requireNoLoops = false;   // profiles without loops (arbvp1, vp20, fp20, ps_2_0): leftover loop = C5013
  bool validateAfterEach = true; // debug: run ir::validate after every pass
  bool forwardVaryings = false;  // GLSL: drop the entry's parameter copies (ForwardEntryVaryings.cpp)
  // Loads of locals holding a known constant fold (ConstantFold.cpp): what makes an unrolled loop's indices
  // constant. GLSL keeps the program's own locals, so its writer turns this off.
  bool foldLocals = true;
};

// Runs the passes in order. Returns false if a user-facing error was reported (C5013). A pass that
// leaves invalid IR is a compiler bug: an InternalError (support/InternalError.h) on CompilerStage::Passes,
// at the entry's span, naming the pass and the validator's messages (the driver reports it as C1602).
bool runPipeline(ir::Module& module, const PassOptions& options, DiagnosticSink& sink);

}  // namespace cgx::passes
