#include "passes/Variability.h"

#include <algorithm>

#include "ir/Intrinsic.h"
#include "passes/PassUtil.h"

namespace cgx::passes {

using namespace ir;

const char* variabilityName(Variability v) {
  switch (v) {
    case Variability::Constant: return "constant";
    case Variability::Uniform: return "uniform";
    case Variability::Varying: return "varying";
  }
  return "?";
}

namespace {

Variability join(Variability a, Variability b) { return std::max(a, b); }

class Analysis {
 public:
  Analysis(const Module& m, const Function& fn) : m_(m), fn_(const_cast<Function&>(fn)) {
    info.locals.assign(fn.locals.size(), Variability::Constant);
    info.exprs.assign(fn.exprs.size(), Variability::Constant);
    statics_.assign(m.globals.size(), Variability::Constant);
  }
  VariabilityInfo info;

  void run() {
    // Locals only ever rise (three levels), so this reaches a fixpoint within a few rounds.
    do {
      changed_ = false;
      block(fn_.body, Variability::Constant);
    } while (changed_);
  }

 private:
  const Module& m_;
  Function& fn_;  // only read; the walkers of PassUtil take non-const references
  std::vector<Variability> statics_;  // Static globals are variables the entry writes
  bool changed_ = false;

  Variability expr(ExprId id) {
    const Expr& e = fn_.expr(id);
    Variability v = Variability::Constant;
    if (const auto* l = std::get_if<LoadExpr>(&e.node)) {
      v = var(l->access.var);
    } else if (const auto* in = std::get_if<IntrinsicExpr>(&e.node); in && (in->op == IntrinsicOp::Ddx || in->op == IntrinsicOp::Ddy)) {
      v = Variability::Varying;
    }
    forEachChild(fn_.expr(id), [&](ExprId& c) { v = join(v, expr(c)); });
    info.exprs[id.value] = v;
    return v;
  }
  Variability var(VarRef r) const {
    switch (r.kind) {
      case VarKind::Local: return info.locals[r.index];
      case VarKind::Param: return Variability::Varying;
      case VarKind::Global: {
        const Global& g = m_.global(GlobalId(r.index));
        if (g.kind == GlobalKind::Uniform) return Variability::Uniform;
        if (g.kind == GlobalKind::Const) return Variability::Constant;
        if (g.kind == GlobalKind::Static) return statics_[r.index];
        return Variability::Varying;
      }
    }
    return Variability::Varying;
  }
  Variability access(Access& a) {
    Variability v = Variability::Constant;
    forEachAccessIndex(a, [&](ExprId& i) { v = join(v, expr(i)); });
    return v;
  }
  void write(const Access& a, Variability v) {
    if (a.var.kind == VarKind::Local && info.locals[a.var.index] < v) {
      info.locals[a.var.index] = v;
      changed_ = true;
    } else if (a.var.kind == VarKind::Global && statics_[a.var.index] < v) {
      statics_[a.var.index] = v;
      changed_ = true;
    }
  }
  static bool exits(const Block& b) {
    for (const Stmt& s : b.stmts) {
      if (isJump(s)) return true;
      if (const auto* f = std::get_if<IfStmt>(&s.node); f && (exits(f->thenBlock) || exits(f->elseBlock))) return true;
      if (const auto* l = std::get_if<LoopStmt>(&s.node); l && (exits(l->body) || exits(l->continuing))) return true;
    }
    return false;
  }
  // The join of the conditions of every `if` inside a loop: what decides how often the loop runs.
  Variability loopControl(Block& b) {
    Variability v = Variability::Constant;
    forEachStmt(b, [&](Stmt& s) {
      if (auto* f = std::get_if<IfStmt>(&s.node); f && (exits(f->thenBlock) || exits(f->elseBlock))) v = join(v, expr(f->cond));
    });
    return v;
  }

  // ctx: the variability of the control flow reaching this block. Returns it as left for what follows
  // (a varying early exit makes everything after it control-dependent on varying data).
  Variability block(Block& b, Variability ctx) {
    for (Stmt& s : b.stmts) {
      if (auto* st = std::get_if<StoreStmt>(&s.node)) {
        write(st->target, join(ctx, join(access(st->target), expr(st->value))));
      } else if (auto* c = std::get_if<CallStmt>(&s.node)) {
        call(c->args, c->result, ctx);
      } else if (auto* ic = std::get_if<IntrinsicCallStmt>(&s.node)) {
        call(ic->args, ic->result, ctx);
      } else if (auto* f = std::get_if<IfStmt>(&s.node)) {
        Variability inner = join(ctx, expr(f->cond));
        Variability a = block(f->thenBlock, inner), e = block(f->elseBlock, inner);
        if (exits(f->thenBlock) || exits(f->elseBlock)) ctx = join(ctx, join(a, e));
      } else if (auto* l = std::get_if<LoopStmt>(&s.node)) {
        Variability inner = join(ctx, join(loopControl(l->body), loopControl(l->continuing)));
        block(l->body, inner);
        block(l->continuing, inner);
        ctx = inner;  // how often the loop ran decides what follows
      } else if (auto* r = std::get_if<ReturnStmt>(&s.node); r && r->value) {
        expr(*r->value);
      }
    }
    return ctx;
  }
  void call(std::vector<CallArg>& args, std::optional<Access>& result, Variability ctx) {
    Variability v = ctx;
    for (CallArg& a : args) {
      if (a.value) v = join(v, expr(*a.value));
      if (a.target) v = join(v, access(*a.target));
    }
    for (CallArg& a : args)
      if (a.target) write(*a.target, v);
    if (result) write(*result, join(v, access(*result)));
  }
};

}  // namespace

VariabilityInfo computeVariability(const Module& module, const Function& fn) {
  Analysis a(module, fn);
  a.run();
  return std::move(a.info);
}

}  // namespace cgx::passes
