// Small shared helpers for the passes: walking statements and expression trees, and the constant
// arithmetic both ConstantFold and Unroll need. Header-only on purpose: every pass file stays readable
// on its own, and nothing here is big enough to deserve its own translation unit.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "ir/ExprChildren.h"
#include "ir/IR.h"
#include "ir/Validator.h"  // flowsOut

namespace cgx::passes {

// forEachChild(expr, f): f(ExprId&) for each direct child (ir/ExprChildren.h, shared with the profile checker).
using ir::forEachChild;

inline void forEachAccessIndex(ir::Access& a, const std::function<void(ir::ExprId&)>& f) {
  for (ir::AccessStep& s : a.steps)
    if (s.kind == ir::AccessStep::Kind::Index) f(s.index);
}

inline void forEachArgRoot(std::vector<ir::CallArg>& args, std::optional<ir::Access>& result,
                           const std::function<void(ir::ExprId&)>& f) {
  for (ir::CallArg& a : args) {
    if (a.value) f(*a.value);
    if (a.target) forEachAccessIndex(*a.target, f);
  }
  if (result) forEachAccessIndex(*result, f);
}

// The expression roots one statement owns directly (not those of nested blocks).
inline void forEachRoot(ir::Stmt& s, const std::function<void(ir::ExprId&)>& f) {
  using namespace ir;
  if (auto* st = std::get_if<StoreStmt>(&s.node)) {
    forEachAccessIndex(st->target, f);
    f(st->value);
  } else if (auto* c = std::get_if<CallStmt>(&s.node)) {
    forEachArgRoot(c->args, c->result, f);
  } else if (auto* ic = std::get_if<IntrinsicCallStmt>(&s.node)) {
    forEachArgRoot(ic->args, ic->result, f);
  } else if (auto* i = std::get_if<IfStmt>(&s.node)) {
    f(i->cond);
  } else if (auto* r = std::get_if<ReturnStmt>(&s.node)) {
    if (r->value) f(*r->value);
  }
}

// Every statement of a block, nested ones included, pre-order.
inline void forEachStmt(ir::Block& b, const std::function<void(ir::Stmt&)>& f) {
  for (ir::Stmt& s : b.stmts) {
    f(s);
    if (auto* i = std::get_if<ir::IfStmt>(&s.node)) {
      forEachStmt(i->thenBlock, f);
      forEachStmt(i->elseBlock, f);
    } else if (auto* l = std::get_if<ir::LoopStmt>(&s.node)) {
      forEachStmt(l->body, f);
      forEachStmt(l->continuing, f);
    }
  }
}

// Every expression reachable from the function's statements (roots and their subtrees), pre-order.
inline void forEachLiveExpr(ir::Function& fn, const std::function<void(ir::ExprId)>& f) {
  std::function<void(ir::ExprId&)> visit = [&](ir::ExprId& id) {
    f(id);
    forEachChild(fn.expr(id), visit);
  };
  forEachStmt(fn.body, [&](ir::Stmt& s) { forEachRoot(s, visit); });
}

// The IR's size as limits::kIrNodes counts it: statements and expressions. What a copy of `b` costs: its
// statements, nested ones included, and every expression under them.
inline std::size_t copySize(ir::Function& fn, ir::Block& b) {
  std::size_t n = 0;
  std::function<void(ir::ExprId&)> visit = [&](ir::ExprId& id) {
    ++n;
    forEachChild(fn.expr(id), visit);
  };
  forEachStmt(b, [&](ir::Stmt& s) {
    ++n;
    forEachRoot(s, visit);
  });
  return n;
}

// What a module holds: each function's statements and its whole expression arena (dead slots take memory
// too).
inline std::size_t moduleSize(ir::Module& m) {
  std::size_t n = 0;
  for (ir::Function& fn : m.functions) {
    n += fn.exprs.size();
    forEachStmt(fn.body, [&](ir::Stmt&) { ++n; });
  }
  return n;
}

// The access paths a statement writes (store targets, out arguments, results).
inline void forEachWrite(ir::Stmt& s, const std::function<void(ir::Access&)>& f) {
  using namespace ir;
  auto args = [&](std::vector<CallArg>& as, std::optional<Access>& result) {
    for (CallArg& a : as)
      if (a.target) f(*a.target);
    if (result) f(*result);
  };
  if (auto* st = std::get_if<StoreStmt>(&s.node)) f(st->target);
  else if (auto* c = std::get_if<CallStmt>(&s.node)) args(c->args, c->result);
  else if (auto* ic = std::get_if<IntrinsicCallStmt>(&s.node)) args(ic->args, ic->result);
}

// Does the statement (or anything nested in it) end control flow abruptly? Used by Inline and Unroll to
// decide whether a one-trip wrapper loop is needed.
inline bool isJump(const ir::Stmt& s) {
  return std::holds_alternative<ir::BreakStmt>(s.node) || std::holds_alternative<ir::ContinueStmt>(s.node) ||
         std::holds_alternative<ir::ReturnStmt>(s.node) || std::holds_alternative<ir::DiscardStmt>(s.node);
}

// How often each local of a function is read (live loads) and written (stores, out arguments, results),
// indexed by LocalId: what forwarding a single-use temporary asks.
struct LocalUses {
  unsigned reads = 0;
  unsigned writes = 0;
};
inline std::vector<LocalUses> countLocalUses(ir::Function& fn) {
  std::vector<LocalUses> uses(fn.locals.size());
  forEachStmt(fn.body, [&](ir::Stmt& s) {
    forEachWrite(s, [&](ir::Access& a) {
      if (a.var.kind == ir::VarKind::Local) ++uses[a.var.index].writes;
    });
  });
  forEachLiveExpr(fn, [&](ir::ExprId id) {
    if (const auto* l = std::get_if<ir::LoadExpr>(&fn.expr(id).node); l && l->access.var.kind == ir::VarKind::Local)
      ++uses[l->access.var.index].reads;
  });
  return uses;
}

}  // namespace cgx::passes

namespace cgx::passes {

// Does a break or continue at loop depth 0 of `b` (ifs included, nested loops not) exist? `skipLast`
// ignores the block's final statement (a one-trip loop's closing break).
inline bool jumpsToLoop(const ir::Block& b, bool skipLast = false) {
  for (std::size_t i = 0; i < b.stmts.size(); ++i) {
    const ir::Stmt& s = b.stmts[i];
    if (skipLast && i + 1 == b.stmts.size()) break;
    if (std::holds_alternative<ir::BreakStmt>(s.node) || std::holds_alternative<ir::ContinueStmt>(s.node)) return true;
    if (const auto* f = std::get_if<ir::IfStmt>(&s.node); f && (jumpsToLoop(f->thenBlock) || jumpsToLoop(f->elseBlock)))
      return true;
  }
  return false;
}

// A loop that cannot run its body twice: no path reaches the end of the body and nothing continues it.
// Inlining and unrolling make these as structured forward jumps ("leave this block early").
inline bool isOneTrip(const ir::LoopStmt& l) {
  if (!l.continuing.stmts.empty() || l.body.stmts.empty() || ir::flowsOut(l.body)) return false;
  // A continue anywhere at depth 0 would run the body again.
  std::function<bool(const ir::Block&)> hasContinue = [&](const ir::Block& b) {
    for (const ir::Stmt& s : b.stmts) {
      if (std::holds_alternative<ir::ContinueStmt>(s.node)) return true;
      if (const auto* f = std::get_if<ir::IfStmt>(&s.node); f && (hasContinue(f->thenBlock) || hasContinue(f->elseBlock)))
        return true;
    }
    return false;
  };
  return !hasContinue(l.body);
}

}  // namespace cgx::passes
