// C7050 "x might be used before being initialized": a forward walk over each function body tracking which
// locals are definitely assigned. Whole variables only: a partial write (`v.xy = ...`, `s.a = ...`,
// `a[0] = ...`) counts as initializing (cgc tracks components after unrolling; this check is a warning and
// errs on the quiet side). `for` and `do` bodies count as executed, as cgc unrolls them; `while` and
// `switch` bodies may not run. Branches merge by intersection; a branch that returns, breaks or discards
// does not constrain the merge.
#include <unordered_set>

#include "sema/Analyzer.h"
#include "sema/Intrinsics.h"

namespace cgx::sema {

namespace {

struct State {
  std::unordered_set<const ast::VarDecl*> assigned;
  bool unreachable = false;
};

State merge(const State& a, const State& b) {
  if (a.unreachable) return b;
  if (b.unreachable) return a;
  State result;
  for (const ast::VarDecl* v : a.assigned)
    if (b.assigned.count(v) != 0) result.assigned.insert(v);
  return result;
}

class UninitializedCheck {
 public:
  explicit UninitializedCheck(DiagnosticSink& sink) : sink_(sink) {}

  void run(ast::FunctionDecl* fn) {
    State state;
    stmt(fn->body, state);
  }

 private:
  DiagnosticSink& sink_;
  std::unordered_set<const ast::VarDecl*> tracked_;
  std::unordered_set<const ast::VarDecl*> warned_;

  static const ast::VarDecl* rootVar(const ast::Expr* e) {
    while (e != nullptr) {
      if (e->kind == ast::ExprKind::Member) e = static_cast<const ast::MemberExpr*>(e)->base;
      else if (e->kind == ast::ExprKind::Index) e = static_cast<const ast::IndexExpr*>(e)->base;
      else break;
    }
    if (e == nullptr || e->kind != ast::ExprKind::Name) return nullptr;
    const ast::Decl* d = static_cast<const ast::NameExpr*>(e)->semaDecl;
    return d != nullptr && d->kind == ast::DeclKind::Var ? static_cast<const ast::VarDecl*>(d) : nullptr;
  }

  // Reads inside an l-value (indices) without reading the target itself.
  void lvalue(ast::Expr* e, State& s) {
    while (e != nullptr) {
      if (e->kind == ast::ExprKind::Member) {
        e = static_cast<ast::MemberExpr*>(e)->base;
      } else if (e->kind == ast::ExprKind::Index) {
        expr(static_cast<ast::IndexExpr*>(e)->index, s);
        e = static_cast<ast::IndexExpr*>(e)->base;
      } else {
        break;
      }
    }
  }

  void assign(const ast::Expr* target, State& s) {
    if (const ast::VarDecl* v = rootVar(target)) s.assigned.insert(v);
  }

  void expr(ast::Expr* e, State& s) {
    if (e == nullptr) return;
    switch (e->kind) {
      case ast::ExprKind::Name: {
        const ast::Decl* d = static_cast<ast::NameExpr*>(e)->semaDecl;
        if (d == nullptr || d->kind != ast::DeclKind::Var) return;
        const auto* v = static_cast<const ast::VarDecl*>(d);
        if (tracked_.count(v) != 0 && s.assigned.count(v) == 0 && !s.unreachable && warned_.insert(v).second)
          sink_.report(DiagCode::MaybeUninitialized, e->span, "\"" + v->name + "\" might be used before being initialized");
        return;
      }
      case ast::ExprKind::Unary: expr(static_cast<ast::UnaryExpr*>(e)->operand, s); return;
      case ast::ExprKind::Binary: {
        auto* b = static_cast<ast::BinaryExpr*>(e);
        expr(b->lhs, s);
        expr(b->rhs, s);
        return;
      }
      case ast::ExprKind::Assign: {
        auto* a = static_cast<ast::AssignExpr*>(e);
        expr(a->value, s);
        if (a->op == ast::AssignOp::Assign) lvalue(a->target, s);
        else expr(a->target, s);
        assign(a->target, s);
        return;
      }
      case ast::ExprKind::Conditional: {
        auto* c = static_cast<ast::ConditionalExpr*>(e);
        expr(c->condition, s);
        expr(c->ifTrue, s);
        expr(c->ifFalse, s);
        return;
      }
      case ast::ExprKind::Call: call(static_cast<ast::CallExpr*>(e), s); return;
      case ast::ExprKind::Constructor:
        for (ast::Expr* a : static_cast<ast::ConstructorExpr*>(e)->args) expr(a, s);
        return;
      case ast::ExprKind::Cast: expr(static_cast<ast::CastExpr*>(e)->operand, s); return;
      case ast::ExprKind::Member: {
        auto* m = static_cast<ast::MemberExpr*>(e);
        if (m->semaMember != ast::MemberKind::Length) expr(m->base, s);
        return;
      }
      case ast::ExprKind::Index: {
        auto* i = static_cast<ast::IndexExpr*>(e);
        expr(i->base, s);
        expr(i->index, s);
        return;
      }
      case ast::ExprKind::InitList:
        for (ast::Expr* a : static_cast<ast::InitListExpr*>(e)->elements) expr(a, s);
        return;
      default: return;
    }
  }

  void call(ast::CallExpr* c, State& s) {
    if (c->callee != nullptr && c->callee->kind == ast::ExprKind::Member)
      expr(static_cast<ast::MemberExpr*>(c->callee)->base, s);
    std::vector<bool> outOnly(c->args.size(), false);
    if (c->semaFunction != nullptr) {
      for (std::size_t i = 0; i < c->args.size() && i < c->semaFunction->params.size(); ++i)
        outOnly[i] = (c->semaFunction->params[i]->qualifiers & ast::QualOut) != 0 &&
                     (c->semaFunction->params[i]->qualifiers & ast::QualInOut) == 0;
    } else if (c->semaIntrinsic != 0) {
      const IntrinsicSignature& sig = intrinsicSignature(static_cast<ir::IntrinsicOp>(c->semaIntrinsic), c->semaSignature);
      for (std::size_t i = 0; i < c->args.size() && i < sig.outParams.size(); ++i) outOnly[i] = sig.outParams[i];
    }
    for (std::size_t i = 0; i < c->args.size(); ++i) {
      if (outOnly[i]) lvalue(c->args[i], s);
      else expr(c->args[i], s);
    }
    for (std::size_t i = 0; i < c->args.size(); ++i)
      if (outOnly[i]) assign(c->args[i], s);
  }

  void stmt(ast::Stmt* st, State& s) {
    if (st == nullptr) return;
    switch (st->kind) {
      case ast::StmtKind::Compound:
        for (ast::Stmt* child : static_cast<ast::CompoundStmt*>(st)->body) stmt(child, s);
        return;
      case ast::StmtKind::Decl:
        for (ast::Decl* d : static_cast<ast::DeclStmt*>(st)->decls) {
          if (d->kind != ast::DeclKind::Var) continue;
          auto* v = static_cast<ast::VarDecl*>(d);
          if (v->init != nullptr) {
            expr(v->init, s);
            s.assigned.insert(v);
          } else if (v->semaStorage == ast::VarStorage::Local) {
            tracked_.insert(v);
          }
        }
        return;
      case ast::StmtKind::Expr: expr(static_cast<ast::ExprStmt*>(st)->expr, s); return;
      case ast::StmtKind::If: {
        auto* i = static_cast<ast::IfStmt*>(st);
        expr(i->condition, s);
        State thenState = s, elseState = s;
        stmt(i->thenBranch, thenState);
        stmt(i->elseBranch, elseState);
        s = merge(thenState, elseState);
        return;
      }
      case ast::StmtKind::For: {
        auto* f = static_cast<ast::ForStmt*>(st);
        stmt(f->init, s);
        expr(f->condition, s);
        State body = s;
        stmt(f->body, body);
        body.unreachable = false;
        expr(f->step, body);
        s.assigned = body.assigned;  // unrolled by cgc: the body runs
        return;
      }
      case ast::StmtKind::DoWhile: {
        auto* d = static_cast<ast::DoWhileStmt*>(st);
        State body = s;
        stmt(d->body, body);
        body.unreachable = false;
        expr(d->condition, body);
        s.assigned = body.assigned;
        return;
      }
      case ast::StmtKind::While: {
        auto* w = static_cast<ast::WhileStmt*>(st);
        expr(w->condition, s);
        State body = s;
        stmt(w->body, body);
        return;
      }
      case ast::StmtKind::Switch: {
        auto* sw = static_cast<ast::SwitchStmt*>(st);
        expr(sw->condition, s);
        State body = s;
        stmt(sw->body, body);
        return;
      }
      case ast::StmtKind::Return:
        expr(static_cast<ast::ReturnStmt*>(st)->value, s);
        s.unreachable = true;
        return;
      case ast::StmtKind::Break:
      case ast::StmtKind::Continue:
      case ast::StmtKind::Discard:
        s.unreachable = true;
        return;
      default: return;
    }
  }
};

}  // namespace

void Analyzer::checkUninitialized(const std::vector<ast::FunctionDecl*>& functions) {
  if (isStdlib_) return;
  for (ast::FunctionDecl* fn : functions)
    if (fn->body != nullptr && !fn->semaFromStdlib) UninitializedCheck(sink_).run(fn);
}

}  // namespace cgx::sema
