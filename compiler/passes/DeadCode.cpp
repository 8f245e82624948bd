// Dead code elimination, run after unrolling and folding have exposed it:
// - statements after a return/break/continue/discard (or an if whose branches all end that way);
// - ifs with two empty branches (conditions are pure), loops whose body starts with `break`, one-trip
//   loops (`loop { ...; break }` with no other exit: inline/unroll wrappers) that are just blocks;
// - stores to locals nothing reads, and to static globals no function reads (a global initializer the
//   program never uses: the entry's prologue stores it, nothing loads it); repeated, since removing one
//   store can make another variable unread. A call's unused result is dropped, the call stays (it may
//   have effects, e.g. clip); an out argument stays, so its variable stays declared;
// - locals neither read nor written; the arena is then rebuilt from the live trees, which drops the
//   dead slots the other passes left behind (folding and unrolling create many).
#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

using namespace ir;

namespace {

bool terminates(const Block& b);
bool terminates(const Stmt& s) {
  if (isJump(s)) return true;
  if (const auto* f = std::get_if<IfStmt>(&s.node)) return terminates(f->thenBlock) && terminates(f->elseBlock);
  return false;
}
bool terminates(const Block& b) {
  for (const Stmt& s : b.stmts)
    if (terminates(s)) return true;
  return false;
}

// Which variables nothing reads: stores to them can go.
struct Dead {
  std::vector<bool> local;   // by LocalId of the function being swept
  std::vector<bool> global;  // by GlobalId: static globals of the module only
  bool operator()(const Access& a) const {
    if (a.var.kind == VarKind::Local) return local[a.var.index];
    if (a.var.kind == VarKind::Global) return global[a.var.index];
    return false;
  }
};

// Structural clean-up of one block; `dead` says which stores can go.
bool sweep(Block& b, const Dead& dead) {
  bool changed = false;
  std::vector<Stmt> kept;
  for (Stmt& s : b.stmts) {
    if (auto* f = std::get_if<IfStmt>(&s.node)) {
      changed |= sweep(f->thenBlock, dead);
      changed |= sweep(f->elseBlock, dead);
      if (f->thenBlock.stmts.empty() && f->elseBlock.stmts.empty()) { changed = true; continue; }
    } else if (auto* l = std::get_if<LoopStmt>(&s.node)) {
      changed |= sweep(l->body, dead);
      changed |= sweep(l->continuing, dead);
      if (!l->body.stmts.empty() && std::holds_alternative<BreakStmt>(l->body.stmts[0].node)) { changed = true; continue; }
      // A one-trip loop whose only break is the last statement is just a block: splice it in.
      if (isOneTrip(*l) && std::holds_alternative<BreakStmt>(l->body.stmts.back().node) && !jumpsToLoop(l->body, true)) {
        l->body.stmts.pop_back();
        for (Stmt& inner : l->body.stmts) kept.push_back(std::move(inner));
        changed = true;
        if (terminates(kept.back())) break;  // e.g. a return in the spliced body
        continue;
      }
    } else if (auto* st = std::get_if<StoreStmt>(&s.node)) {
      if (dead(st->target)) { changed = true; continue; }
    } else if (auto* ic = std::get_if<IntrinsicCallStmt>(&s.node)) {
      if (ic->result && dead(*ic->result)) {
        ic->result.reset();
        changed = true;
      }
    } else if (auto* c = std::get_if<CallStmt>(&s.node)) {
      if (c->result && dead(*c->result)) {
        c->result.reset();
        changed = true;
      }
    }
    bool ends = terminates(s);
    kept.push_back(std::move(s));
    if (ends) {
      changed |= &s != &b.stmts.back();
      break;  // the rest of the block is unreachable
    }
  }
  b.stmts = std::move(kept);
  return changed;
}

std::vector<bool> readLocals(Function& fn) {
  std::vector<bool> read(fn.locals.size(), false);
  forEachLiveExpr(fn, [&](ExprId id) {
    if (const auto* l = std::get_if<LoadExpr>(&fn.expr(id).node); l && l->access.var.kind == VarKind::Local)
      read[l->access.var.index] = true;
  });
  return read;
}

// Drops locals nobody mentions and rebuilds the arena from the live trees with the new local numbers.
bool compact(Function& fn) {
  std::vector<bool> used = readLocals(fn);
  forEachStmt(fn.body, [&](Stmt& s) {
    forEachWrite(s, [&](Access& a) {
      if (a.var.kind == VarKind::Local) used[a.var.index] = true;
    });
  });
  std::vector<std::uint32_t> newIndex(fn.locals.size(), 0);
  std::vector<Local> locals;
  for (std::size_t i = 0; i < fn.locals.size(); ++i)
    if (used[i]) {
      newIndex[i] = static_cast<std::uint32_t>(locals.size());
      locals.push_back(std::move(fn.locals[i]));
    }
  bool changed = locals.size() != fn.locals.size();
  auto remap = [&](Access& a) {
    if (a.var.kind == VarKind::Local) a.var.index = newIndex[a.var.index];
  };
  std::vector<Expr> exprs;
  std::vector<SourceSpan> spans;
  std::function<ExprId(ExprId)> move = [&](ExprId old) {
    Expr e = std::move(fn.exprs[old.value]);
    forEachChild(e, [&](ExprId& c) { c = move(c); });
    if (auto* l = std::get_if<LoadExpr>(&e.node)) remap(l->access);
    exprs.push_back(std::move(e));
    spans.push_back(fn.exprSpans[old.value]);
    return ExprId(static_cast<std::uint32_t>(exprs.size() - 1));
  };
  forEachStmt(fn.body, [&](Stmt& s) {
    forEachRoot(s, [&](ExprId& e) { e = move(e); });
    forEachWrite(s, remap);
  });
  changed |= exprs.size() != fn.exprs.size();
  fn.locals = std::move(locals);
  fn.exprs = std::move(exprs);
  fn.exprSpans = std::move(spans);
  return changed;
}

// Static globals no live load of any function reads (uniforms, varyings and consts are never dead).
std::vector<bool> unreadStatics(Module& module) {
  std::vector<bool> dead(module.globals.size(), false);
  for (std::size_t g = 0; g < module.globals.size(); ++g) dead[g] = module.globals[g].kind == GlobalKind::Static;
  for (Function& fn : module.functions)
    forEachLiveExpr(fn, [&](ExprId id) {
      if (const auto* l = std::get_if<LoadExpr>(&fn.expr(id).node); l && l->access.var.kind == VarKind::Global)
        dead[l->access.var.index] = false;
    });
  return dead;
}

}  // namespace

bool removeDeadCode(Module& module) {
  bool any = false;
  for (bool changed = true; changed;) {  // a global read only by a dead store elsewhere dies next round
    changed = false;
    Dead dead;
    dead.global = unreadStatics(module);
    for (Function& fn : module.functions) {
      for (bool again = true; again;) {
        std::vector<bool> read = readLocals(fn);
        dead.local.assign(read.size(), false);
        for (std::size_t i = 0; i < read.size(); ++i) dead.local[i] = !read[i];
        again = sweep(fn.body, dead);
        changed |= again;
      }
    }
    any |= changed;
  }
  for (Function& fn : module.functions) any |= compact(fn);
  return any;
}

}  // namespace cgx::passes
