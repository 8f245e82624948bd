// Statements: C-style control flow mapped onto the IR's structured If and Loop. Conditions are lowered
// inside the loop so their side effects happen on every test, as in C.
#include "lower/Lowerer.h"

namespace cgx::lower {

using namespace cgx::ir;

ExprId Lowerer::condition(const ast::Expr* e) {
  ExprId v = rvalue(e);
  TypeId t = b().typeOf(v);
  if (types_.isNumeric(t) && !types_.isScalar(t)) v = b().swizzle(v, {0});  // sema reported C1019 already
  return convertTo(v, TypeTable::scalar(Scalar::Bool));
}

void Lowerer::lowerReturn(const ast::ReturnStmt* s) {
  Function& fn = b().function();
  if (fn.isEntry) {
    if (s->value && entryResult_) {
      TypeId rt = fn.locals[entryResult_->value].type;
      b().store(VarRef::local(*entryResult_), convertTo(rvalue(s->value), rt));
    } else if (s->value) {
      effect(s->value);
    }
    entryEpilogue();
    b().ret();
    return;
  }
  if (fn.returnType == TypeTable::kVoid) {
    if (s->value) effect(s->value);
    b().ret();
    return;
  }
  ExprId v = s->value ? convertTo(rvalue(s->value), fn.returnType) : zero(fn.returnType);
  b().ret(v);
}

void Lowerer::lowerStmt(const ast::Stmt* s) {
  if (!s) return;
  b().setSpan(s->span);
  switch (s->kind) {
    case ast::StmtKind::Compound:
      for (const ast::Stmt* c : static_cast<const ast::CompoundStmt*>(s)->body) lowerStmt(c);
      break;
    case ast::StmtKind::Decl:
      for (const ast::Decl* d : static_cast<const ast::DeclStmt*>(s)->decls) {
        if (d->kind != ast::DeclKind::Var) continue;  // local struct/typedef: types only
        const auto* v = static_cast<const ast::VarDecl*>(d);
        b().setSpan(v->span);
        if (types_.get(v->semaType).kind == TypeKind::Interface) {  // a local for the struct it is given
          if (v->init) bindInterfaceVariable(v, v->init, v->span);
          continue;
        }
        LocalId l = b().function().addLocal(v->name, v->semaType);
        vars_[v] = VarRef::local(l);
        if (v->init) b().store(VarRef::local(l), initializer(v->init, v->semaType));
      }
      break;
    case ast::StmtKind::Expr:
      effect(static_cast<const ast::ExprStmt*>(s)->expr);
      break;
    case ast::StmtKind::If: {
      const auto* i = static_cast<const ast::IfStmt*>(s);
      ExprId c = condition(i->condition);
      b().ifThen(c, [&] { lowerStmt(i->thenBranch); }, [&] { lowerStmt(i->elseBranch); });
      break;
    }
    case ast::StmtKind::For: {
      const auto* f = static_cast<const ast::ForStmt*>(s);
      lowerStmt(f->init);
      b().setSpan(s->span);
      b().loop(
          [&] {
            if (f->condition) {
              ExprId c = condition(f->condition);
              b().ifThen(b().unary(UnaryOp::Not, c), [&] { b().brk(); });
            }
            lowerStmt(f->body);
          },
          [&] {
            if (f->step) effect(f->step);
          });
      break;
    }
    case ast::StmtKind::While: {
      const auto* w = static_cast<const ast::WhileStmt*>(s);
      b().loop([&] {
        ExprId c = condition(w->condition);
        b().ifThen(b().unary(UnaryOp::Not, c), [&] { b().brk(); });
        lowerStmt(w->body);
      });
      break;
    }
    case ast::StmtKind::DoWhile: {
      // `continue` in the body goes to the continuing block, which tests: C's do-while exactly.
      const auto* d = static_cast<const ast::DoWhileStmt*>(s);
      b().loop([&] { lowerStmt(d->body); },
               [&] {
                 b().setSpan(d->condition ? d->condition->span : s->span);
                 ExprId c = condition(d->condition);
                 b().ifThen(b().unary(UnaryOp::Not, c), [&] { b().brk(); });
               });
      break;
    }
    case ast::StmtKind::Break: b().brk(); break;
    case ast::StmtKind::Continue: b().cont(); break;
    case ast::StmtKind::Return: lowerReturn(static_cast<const ast::ReturnStmt*>(s)); break;
    case ast::StmtKind::Discard: b().discard(); break;
    case ast::StmtKind::Empty: break;
    case ast::StmtKind::Switch:
    case ast::StmtKind::Case:
    case ast::StmtKind::Default:
      unsupported(s->span, "'switch'");
      break;
  }
}

}  // namespace cgx::lower
