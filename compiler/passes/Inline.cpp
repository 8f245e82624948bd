// Inlining: every user call becomes straight-line code in the caller, so back ends (GLSL writer, JIT,
// profile checker) only ever see one function. Cg has no recursion (sema rejects it, the validator
// checks the call graph), so repeatedly inlining the calls of the entry terminates.
//
// A call `r = f(a, out b, inout c)` becomes
//   $f.x = a; $f.z = c;                       copy-in, parameters become fresh locals
//   <body of f, its locals renamed, `return v` -> `$f.ret = v` (see below)>
//   b = $f.y; c = $f.z;                       write-back in parameter order (index exprs evaluated now)
//   r = $f.ret;
// Returns in tail position (last statement, or last in both branches of a last `if`) just store the
// value. Any other `return` needs structured control flow: the body goes
// into a one-trip `loop { body; break; }` and each return becomes `store; break`. A return nested in a
// loop of the callee sets a flag `$f.done` and breaks; after each such loop `if ($f.done) break;`
// carries the exit outwards, one loop level at a time.
#include <deque>
#include <iterator>
#include <map>

#include "ir/Validator.h"  // flowsOut
#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

using namespace ir;

namespace {

class Inliner {
 public:
  Inliner(Module& m, Function& caller, const Function& callee) : m_(m), to_(caller), from_(callee) {}

  // Returns the statements replacing `call` (whose expressions already live in the caller's arena).
  std::vector<Stmt> run(CallStmt& call, SourceSpan span) {
    span_ = span;
    const std::string prefix = "$" + from_.name + ".";
    for (const Param& p : from_.params) params_.push_back(to_.addLocal(prefix + p.name, p.type));
    for (const Local& l : from_.locals) locals_.push_back(to_.addLocal(prefix + l.name, l.type));
    if (from_.returnType != TypeTable::kVoid) result_ = to_.addLocal(prefix + "ret", from_.returnType);

    std::vector<Stmt> out;
    for (std::size_t i = 0; i < call.args.size(); ++i)
      if (call.args[i].value) out.push_back(store(VarRef::local(params_[i]), *call.args[i].value));

    // The common case (stdlib helpers, `if (c) return a; else return b;`): every return is in tail
    // position, so it becomes a plain store and no wrapper is needed.
    simple_ = tailReturnsOnly(from_.body);
    Block body = copyBlock(from_.body, 0);
    if (simple_) {
      for (Stmt& s : body.stmts) out.push_back(std::move(s));
    } else {
      if (needFlag_) {
        LocalId flag = *flag_;
        out.push_back(store(VarRef::local(flag), boolConst(false)));
      }
      if (flowsOut(body)) body.stmts.push_back(Stmt{BreakStmt{}, span_});
      out.push_back(Stmt{LoopStmt{std::move(body), {}}, span_});
    }
    for (std::size_t i = 0; i < call.args.size(); ++i)
      if (call.args[i].target)
        out.push_back(Stmt{StoreStmt{std::move(*call.args[i].target), load(VarRef::local(params_[i]), from_.params[i].type), 0, {}}, span_});
    if (call.result && result_)
      out.push_back(Stmt{StoreStmt{std::move(*call.result), load(VarRef::local(*result_), from_.returnType), 0, {}}, span_});
    return out;
  }

 private:
  Module& m_;
  Function& to_;
  const Function& from_;
  SourceSpan span_;
  std::vector<LocalId> params_, locals_;
  std::optional<LocalId> result_, flag_;
  bool needFlag_ = false;
  bool simple_ = false;  // every return is a tail return: store the value, nothing to jump over

  // Standard-library code carries no spans (ir::Builder::dropSpans): it takes the call's.
  SourceSpan orCallSite(SourceSpan span) const { return span.valid() ? span : span_; }
  ExprId load(VarRef v, TypeId t) { return to_.addExpr(Expr{t, LoadExpr{Access{v, {}}}}, span_); }
  ExprId boolConst(bool b) {
    TypeId t = TypeTable::scalar(Scalar::Bool);
    return to_.addExpr(Expr{t, ConstantExpr{m_.constant(Constant{t, {b ? 1.0 : 0.0}})}}, span_);
  }
  Stmt store(VarRef v, ExprId value) { return Stmt{StoreStmt{Access{v, {}}, value, 0, {}}, span_}; }

  // Are all returns in tail position: the last statement of the body, or (recursively) of both
  // branches of an `if` that is itself last? Anything else forces the wrapper loop.
  static bool tailReturnsOnly(const Block& b) {
    for (std::size_t i = 0; i + 1 < b.stmts.size(); ++i)
      if (containsReturn(Block{{b.stmts[i]}})) return false;
    if (b.stmts.empty()) return true;
    const Stmt& last = b.stmts.back();
    if (const auto* f = std::get_if<IfStmt>(&last.node)) return tailReturnsOnly(f->thenBlock) && tailReturnsOnly(f->elseBlock);
    if (const auto* l = std::get_if<LoopStmt>(&last.node)) return !containsReturn(l->body);
    return true;
  }
  static bool containsReturn(const Block& b) {
    for (const Stmt& s : b.stmts) {
      if (std::holds_alternative<ReturnStmt>(s.node)) return true;
      if (const auto* f = std::get_if<IfStmt>(&s.node); f && (containsReturn(f->thenBlock) || containsReturn(f->elseBlock))) return true;
      if (const auto* l = std::get_if<LoopStmt>(&s.node); l && containsReturn(l->body)) return true;
    }
    return false;
  }
  VarRef mapVar(VarRef v) const {
    if (v.kind == VarKind::Param) return VarRef::local(params_[v.index]);
    if (v.kind == VarKind::Local) return VarRef::local(locals_[v.index]);
    return v;  // globals are shared
  }
  Access copyAccess(const Access& a) {
    Access out{mapVar(a.var), a.steps};
    for (AccessStep& s : out.steps)
      if (s.kind == AccessStep::Kind::Index) s.index = copyExpr(s.index);
    return out;
  }
  // Copies a tree from the callee's arena into the caller's (different functions, so no aliasing).
  ExprId copyExpr(ExprId id) {
    Expr e = from_.expr(id);
    if (auto* l = std::get_if<LoadExpr>(&e.node)) l->access = copyAccess(l->access);
    else forEachChild(e, [&](ExprId& c) { c = copyExpr(c); });
    return to_.addExpr(std::move(e), orCallSite(from_.exprSpans[id.value]));
  }
  std::vector<CallArg> copyArgs(const std::vector<CallArg>& args) {
    std::vector<CallArg> out;
    for (const CallArg& a : args)
      out.push_back(CallArg{a.value ? std::optional(copyExpr(*a.value)) : std::nullopt,
                            a.target ? std::optional(copyAccess(*a.target)) : std::nullopt});
    return out;
  }

  // loopDepth counts the callee's own loops around the statement.
  Block copyBlock(const Block& b, unsigned loopDepth) {
    Block out;
    for (const Stmt& s : b.stmts) copyStmt(s, loopDepth, out);
    return out;
  }
  void copyStmt(const Stmt& s, unsigned depth, Block& out) {
    auto push = [&](StmtNode n) { out.stmts.push_back(Stmt{std::move(n), orCallSite(s.span)}); };
    if (const auto* st = std::get_if<StoreStmt>(&s.node)) {
      push(StoreStmt{copyAccess(st->target), copyExpr(st->value), st->maskCount, {st->mask[0], st->mask[1], st->mask[2], st->mask[3]}});
    } else if (const auto* c = std::get_if<CallStmt>(&s.node)) {
      push(CallStmt{c->callee, copyArgs(c->args), c->result ? std::optional(copyAccess(*c->result)) : std::nullopt});
    } else if (const auto* ic = std::get_if<IntrinsicCallStmt>(&s.node)) {
      push(IntrinsicCallStmt{ic->op, ic->signature, copyArgs(ic->args),
                             ic->result ? std::optional(copyAccess(*ic->result)) : std::nullopt, ic->outputs});
    } else if (const auto* i = std::get_if<IfStmt>(&s.node)) {
      ExprId cond = copyExpr(i->cond);
      push(IfStmt{cond, copyBlock(i->thenBlock, depth), copyBlock(i->elseBlock, depth)});
    } else if (const auto* l = std::get_if<LoopStmt>(&s.node)) {
      Block body = copyBlock(l->body, depth + 1);
      Block cont = copyBlock(l->continuing, depth + 1);
      push(LoopStmt{std::move(body), std::move(cont)});
      // A return inside this loop set the flag; leave the enclosing loop (or the wrapper) too.
      if (containsReturn(l->body)) push(IfStmt{load(VarRef::local(*flag_), TypeTable::scalar(Scalar::Bool)), Block{{Stmt{BreakStmt{}, s.span}}}, {}});
    } else if (const auto* r = std::get_if<ReturnStmt>(&s.node)) {
      if (r->value) push(StoreStmt{Access{VarRef::local(*result_), {}}, copyExpr(*r->value), 0, {}});
      if (simple_) return;
      if (depth > 0) {
        if (!flag_) flag_ = to_.addLocal("$" + from_.name + ".done", TypeTable::scalar(Scalar::Bool));
        needFlag_ = true;
        push(StoreStmt{Access{VarRef::local(*flag_), {}}, boolConst(true), 0, {}});
      }
      push(BreakStmt{});
    } else {
      push(s.node);  // break, continue, discard, unresolved call: no expressions
    }
  }
};

// Statements in `stmts` and in every block nested in them: with the expressions added, what an inline
// costs against the budget.
std::size_t countStmts(const std::vector<Stmt>& stmts) {
  std::size_t n = stmts.size();
  for (const Stmt& s : stmts) {
    if (const auto* f = std::get_if<IfStmt>(&s.node)) n += countStmts(f->thenBlock.stmts) + countStmts(f->elseBlock.stmts);
    else if (const auto* l = std::get_if<LoopStmt>(&s.node)) n += countStmts(l->body.stmts) + countStmts(l->continuing.stmts);
  }
  return n;
}

// Inlines the calls of one function, within a budget on what the inlining adds (limits::kInlinedNodes):
// calls that each call the previous function twice double the size per level, so without it 40 levels
// take gigabytes (and void calls without arguments, which add nothing, would take 2^40 steps: each
// inlined call costs one node too).
class BlockInliner {
 public:
  BlockInliner(Module& m, FuncId self, DiagnosticSink* sink, std::size_t budget)
      : m_(m), self_(self), sink_(sink), budget_(budget) {}

  // Inlines the calls in `block`; the statements spliced in are scanned again (they may hold calls). The
  // block is rebuilt in one pass (splicing into the middle of it was quadratic in the number of calls).
  // Returns false when the budget ran out: C1603 is reported at that call, which stays a call.
  bool run(Block& block) {
    std::deque<Stmt> work(std::make_move_iterator(block.stmts.begin()), std::make_move_iterator(block.stmts.end()));
    block.stmts.clear();
    bool ok = true;
    while (!work.empty()) {
      Stmt s = std::move(work.front());
      work.pop_front();
      if (auto* c = std::get_if<CallStmt>(&s.node); c != nullptr && ok) {
        Function& caller = m_.function(self_);
        std::size_t exprsBefore = caller.exprs.size();
        CallStmt call = *c;  // a copy: Inliner::run takes the out-arguments' targets from it
        std::vector<Stmt> repl = Inliner(m_, caller, m_.function(call.callee)).run(call, s.span);
        spent_ += caller.exprs.size() - exprsBefore + countStmts(repl) + 1;
        if (spent_ > budget_) {
          report(s.span, m_.function(c->callee).name);
          // The copy is dropped and the call stays, so the module is still valid.
          block.stmts.push_back(std::move(s));
          ok = false;
          continue;
        }
        ++count;
        for (auto it = repl.rbegin(); it != repl.rend(); ++it) work.push_front(std::move(*it));
        continue;
      }
      if (auto* f = std::get_if<IfStmt>(&s.node)) {
        ok = ok && run(f->thenBlock);
        ok = ok && run(f->elseBlock);
      } else if (auto* l = std::get_if<LoopStmt>(&s.node)) {
        ok = ok && run(l->body);
        ok = ok && run(l->continuing);
      }
      block.stmts.push_back(std::move(s));
    }
    return ok;
  }

  unsigned count = 0;

 private:
  void report(SourceSpan at, const std::string& callee) {
    if (sink_ == nullptr) return;
    sink_->report(DiagCode::InlinedTooLarge, at,
                  "inlining the call to '" + callee + "' would make '" + m_.function(self_).name +
                      "' larger than " + std::to_string(budget_) + " statements and expressions")
        .notes.push_back(DiagNote{SourceSpan{}, "Cg inlines every call; functions that call each other several "
                                                "times multiply the size at each level"});
  }

  Module& m_;
  FuncId self_;
  DiagnosticSink* sink_;
  std::size_t budget_;
  std::size_t spent_ = 0;
};

}  // namespace

unsigned inlineCalls(Module& module, DiagnosticSink* sink, std::size_t budget) {
  unsigned count = 0;
  if (!module.entry.valid()) {
    // -noentry: every function is kept (they are all "entries" for the checker); inline into each.
    for (std::uint32_t f = 0; f < module.functions.size(); ++f) {
      BlockInliner inliner(module, FuncId(f), sink, budget);
      bool ok = inliner.run(module.functions[f].body);
      count += inliner.count;
      if (!ok) return count;
    }
    return count;
  }
  BlockInliner inliner(module, module.entry, sink, budget);
  if (!inliner.run(module.function(module.entry).body)) return inliner.count;  // calls remain: keep the callees
  count = inliner.count;
  // Only the entry is left reachable: drop the rest so later passes and back ends see one function.
  Function entry = std::move(module.function(module.entry));
  module.functions.clear();
  module.entry = module.addFunction(std::move(entry));
  return count;
}

}  // namespace cgx::passes
