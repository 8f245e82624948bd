// Statements other than control flow: stores through access paths (with write masks) and intrinsic
// statements (out parameters, effects). Calls to user functions were inlined by the pass pipeline.
#include "llvm/Emitter.h"

#include "sema/Intrinsics.h"

namespace cgx::jit::detail {

namespace {
template <typename... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <typename... F>
Overloaded(F...) -> Overloaded<F...>;

bool noLaneRuns(llvm::Value* mask) {
  auto* c = llvm::dyn_cast<llvm::Constant>(mask);
  return c && c->isNullValue();
}
}  // namespace

void KernelEmitter::emitBlock(const ir::Block& block) {
  for (const ir::Stmt& stmt : block.stmts) {
    // After a break/continue/return/discard no lane runs the rest of the block: it is not emitted.
    if (noLaneRuns(mask_)) return;
    emitStmt(stmt);
  }
}

void KernelEmitter::emitStmt(const ir::Stmt& stmt) {
  SourceSpan span = stmt.span;
  std::visit(Overloaded{
                 [&](const ir::StoreStmt& s) { emitStore(s, span); },
                 [&](const ir::CallStmt&) { malformed(span, "a call to a user function survived inlining"); },
                 [&](const ir::IntrinsicCallStmt& s) { emitIntrinsicCall(s, span); },
                 [&](const ir::IfStmt& s) { emitIf(s); },
                 [&](const ir::LoopStmt& s) { emitLoop(s); },
                 [&](const ir::BreakStmt&) {
                   if (loops_.empty()) malformed(span, "a break outside a loop");
                   leaveInto(loops_.back().breakMask);
                 },
                 [&](const ir::ContinueStmt&) {
                   if (loops_.empty() || !loops_.back().continueMask) malformed(span, "a continue outside a loop body");
                   leaveInto(loops_.back().continueMask);
                 },
                 [&](const ir::ReturnStmt& s) {
                   if (s.value) malformed(span, "the entry returns a value");
                   // The entry stored its outputs before the return; the lanes just stop.
                   leaveInto(nullptr);
                 },
                 [&](const ir::DiscardStmt&) {
                   if (options_.stage != KernelStage::Fragment) unsupported(span, "discard in a vertex kernel");
                   sawDiscard_ = true;
                   leaveInto(discardMask_);
                 },
                 [&](const ir::UnresolvedCallStmt& s) {
                   malformed(span, "an unresolved call reached the back end: " + s.what);
                 },
             },
             stmt.node);
}

void KernelEmitter::emitStore(const ir::StoreStmt& s, SourceSpan span) {
  Place place = resolve(s.target, span);
  LaneValue value = eval(s.value);
  std::vector<unsigned> targets;
  if (s.maskCount == 0) {
    for (unsigned i = 0; i < place.count; ++i) targets.push_back(i);
  } else {
    for (unsigned i = 0; i < s.maskCount && i < 4; ++i) {
      unsigned c = swizzleToFlat(types_, place.type, s.mask[i]);
      if (c >= place.count) malformed(span, "a write mask component out of range");
      targets.push_back(c);
    }
  }
  if (targets.size() != value.comps.size()) malformed(span, "a store whose value does not match its target");
  write(place, value, targets);
}

void KernelEmitter::emitIntrinsicCall(const ir::IntrinsicCallStmt& s, SourceSpan span) {
  if (s.op == ir::IntrinsicOp::EmitVertex) return emitVertexCall(s, span);
  if (s.op == ir::IntrinsicOp::RestartStrip) return emitRestartStrip(span);
  if (s.op == ir::IntrinsicOp::None || !cpuSupportsIntrinsic(s.op))
    unsupported(span, std::string("'") + ir::intrinsicName(s.op) + "' cannot run on the CPU");
  const auto& signatures = sema::intrinsicSignatures(s.op);
  if (s.signature >= signatures.size()) malformed(span, "an intrinsic call with an unknown signature");
  const sema::IntrinsicSignature& signature = signatures[s.signature];
  if (s.args.size() != signature.params.size()) malformed(span, "an intrinsic call with the wrong argument count");
  std::vector<LaneValue> args;
  for (std::size_t i = 0; i < s.args.size(); ++i) {
    if (signature.outParams[i]) {
      args.emplace_back();
    } else {
      if (!s.args[i].value) malformed(span, "an intrinsic's in argument without a value");
      args.push_back(eval(*s.args[i].value));
    }
  }
  LaneContext lane = laneContext();
  IntrinsicOutcome outcome = jit::emitIntrinsicCall(lane, s.op, s.signature, args);
  // Out targets in parameter order, then the result (IR.h: copy-out after the call).
  std::size_t out = 0;
  for (std::size_t i = 0; i < s.args.size(); ++i) {
    if (!signature.outParams[i]) continue;
    if (out >= outcome.outs.size()) malformed(span, "an intrinsic produced fewer out values than it has out parameters");
    if (s.args[i].target) {
      Place place = resolve(*s.args[i].target, span);
      std::vector<unsigned> targets;
      for (unsigned k = 0; k < place.count; ++k) targets.push_back(k);
      write(place, outcome.outs[out], targets);
    }
    ++out;
  }
  if (s.result && !outcome.result.comps.empty()) {
    Place place = resolve(*s.result, span);
    std::vector<unsigned> targets;
    for (unsigned k = 0; k < place.count; ++k) targets.push_back(k);
    write(place, outcome.result, targets);
  }
}

}  // namespace cgx::jit::detail
