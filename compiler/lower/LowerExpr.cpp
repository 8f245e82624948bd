// Rvalues. Variable paths (names, fields, constant or dynamic indices) become one Load of an access path
// rather than a load of the whole variable followed by Field/Extract, so back ends see what is read.
#include "lower/Lowerer.h"

#include <algorithm>

namespace cgx::lower {

using namespace cgx::ir;

namespace {
BinaryOp irOp(ast::BinaryOp op) {
  switch (op) {
    case ast::BinaryOp::Mul: return BinaryOp::Mul;
    case ast::BinaryOp::Div: return BinaryOp::Div;
    case ast::BinaryOp::Mod: return BinaryOp::Mod;
    case ast::BinaryOp::Add: return BinaryOp::Add;
    case ast::BinaryOp::Sub: return BinaryOp::Sub;
    case ast::BinaryOp::Shl: return BinaryOp::Shl;
    case ast::BinaryOp::Shr: return BinaryOp::Shr;
    case ast::BinaryOp::Lt: return BinaryOp::Lt;
    case ast::BinaryOp::Gt: return BinaryOp::Gt;
    case ast::BinaryOp::Le: return BinaryOp::Le;
    case ast::BinaryOp::Ge: return BinaryOp::Ge;
    case ast::BinaryOp::Eq: return BinaryOp::Eq;
    case ast::BinaryOp::Ne: return BinaryOp::Ne;
    case ast::BinaryOp::BitAnd: return BinaryOp::BitAnd;
    case ast::BinaryOp::BitXor: return BinaryOp::BitXor;
    case ast::BinaryOp::BitOr: return BinaryOp::BitOr;
    case ast::BinaryOp::LogAnd: return BinaryOp::LogAnd;
    case ast::BinaryOp::LogOr: return BinaryOp::LogOr;
    case ast::BinaryOp::Comma: break;
  }
  return BinaryOp::Add;
}
}  // namespace

ExprId Lowerer::zero(TypeId t) {
  return b().constant(t, std::vector<double>(types_.flatComponentCount(t), 0.0));
}

VarRef Lowerer::varOf(const ast::VarDecl* v, SourceSpan span) {
  if (auto it = vars_.find(v); it != vars_.end()) return it->second;
  if (auto it = globalIds_.find(v); it != globalIds_.end()) return VarRef::global(it->second);
  unsupported(span, "a reference to '" + v->name + "' from here");
  LocalId l = b().function().addLocal("$unknown." + v->name, v->semaType);
  vars_[v] = VarRef::local(l);
  return vars_[v];
}

std::optional<Access> Lowerer::path(const ast::Expr* e) {
  switch (e->kind) {
    case ast::ExprKind::Name: {
      const auto* n = static_cast<const ast::NameExpr*>(e);
      if (!n->semaDecl || n->semaDecl->kind != ast::DeclKind::Var) return std::nullopt;
      const auto* v = static_cast<const ast::VarDecl*>(n->semaDecl);
      if (elementArray(e) != nullptr) return wholeElementArray(e);
      if (splitParams_.count(v) != 0) {
        // Its members live apart (uniforms and varyings); there is no whole value to read or write.
        unsupported(e->span, "a use of the whole parameter '" + v->name + "', whose struct has uniform members");
        return Access{VarRef::local(b().function().addLocal("$unknown." + v->name, v->semaType)), {}};
      }
      if (v->semaStorage == ast::VarStorage::Field && this_ && fnDecl_ && fnDecl_->semaOwner) {
        // A member function's reference to a field of its struct: this.field (VarDecl members only count).
        std::uint32_t index = 0;
        for (const ast::Decl* m : fnDecl_->semaOwner->members) {
          if (m == v) return Access{VarRef::param(*this_), {AccessStep{AccessStep::Kind::Field, index, {}}}};
          if (m->kind == ast::DeclKind::Var) ++index;
        }
      }
      return Access{varOf(v, e->span), {}};
    }
    case ast::ExprKind::Member: {
      const auto* m = static_cast<const ast::MemberExpr*>(e);
      if (m->semaMember != ast::MemberKind::Field || m->semaField < 0) return std::nullopt;
      if (m->base->kind == ast::ExprKind::Name) {  // a member of a split entry parameter is its own part
        const ast::Decl* d = static_cast<const ast::NameExpr*>(m->base)->semaDecl;
        auto split = d != nullptr && d->kind == ast::DeclKind::Var
                         ? splitParams_.find(static_cast<const ast::VarDecl*>(d))
                         : splitParams_.end();
        if (split != splitParams_.end() && static_cast<std::size_t>(m->semaField) < split->second.size())
          return Access{split->second[static_cast<std::size_t>(m->semaField)], {}};
      }
      auto base = path(m->base);
      if (!base) return std::nullopt;
      base->steps.push_back(AccessStep{AccessStep::Kind::Field, static_cast<std::uint32_t>(m->semaField), {}});
      return base;
    }
    case ast::ExprKind::Index: {
      if (isBoundElement(e)) return elementPath(e);
      const auto* i = static_cast<const ast::IndexExpr*>(e);
      auto base = path(i->base);
      if (!base) return std::nullopt;
      ExprId index = convertTo(rvalue(i->index), TypeTable::scalar(Scalar::Int));
      base->steps.push_back(AccessStep{AccessStep::Kind::Index, 0, index});
      return base;
    }
    default: return std::nullopt;
  }
}

void Lowerer::effect(const ast::Expr* e) {
  if (!e) return;
  if (e->kind == ast::ExprKind::Unary) {
    // `i++;` as a statement: the old value is unused, so increment in place without a temporary.
    auto* u = static_cast<const ast::UnaryExpr*>(e);
    if (u->op == ast::UnaryOp::PostInc || u->op == ast::UnaryOp::PostDec) {
      ast::UnaryExpr pre = *u;
      pre.op = u->op == ast::UnaryOp::PostInc ? ast::UnaryOp::PreInc : ast::UnaryOp::PreDec;
      (void)incDec(&pre);
      return;
    }
  }
  (void)rvalue(e);  // a pure result nobody uses is a dead arena slot; DCE drops it
}

ExprId Lowerer::rvalue(const ast::Expr* e) {
  b().setSpan(e->span);
  const TypeId t = e->semaType;
  switch (e->kind) {
    case ast::ExprKind::IntLiteral:
      return b().constant(t ? t : TypeTable::scalar(Scalar::Int),
                          {static_cast<double>(static_cast<const ast::IntLiteralExpr*>(e)->value)});
    case ast::ExprKind::FloatLiteral:
      return b().constant(t ? t : TypeTable::scalar(Scalar::Float), {static_cast<const ast::FloatLiteralExpr*>(e)->value});
    case ast::ExprKind::BoolLiteral:
      return b().boolConst(static_cast<const ast::BoolLiteralExpr*>(e)->value);
    case ast::ExprKind::Name:
    case ast::ExprKind::Index: {
      if (auto p = path(e)) return b().load(std::move(*p));
      if (e->kind == ast::ExprKind::Index) {
        const auto* i = static_cast<const ast::IndexExpr*>(e);
        ExprId base = rvalue(i->base);
        ExprId index = convertTo(rvalue(i->index), TypeTable::scalar(Scalar::Int));
        return b().extract(base, index);
      }
      unsupported(e->span, "a function used as a value");
      return zero(t);
    }
    case ast::ExprKind::Unary: {
      const auto* u = static_cast<const ast::UnaryExpr*>(e);
      switch (u->op) {
        case ast::UnaryOp::Plus: return convertTo(rvalue(u->operand), t);
        case ast::UnaryOp::Minus: return fold(b().unary(UnaryOp::Neg, convertTo(rvalue(u->operand), t)));
        case ast::UnaryOp::Not: return b().unary(UnaryOp::Not, convertTo(rvalue(u->operand), t));
        case ast::UnaryOp::BitNot: return b().unary(UnaryOp::BitNot, convertTo(rvalue(u->operand), t));
        default: return incDec(u);
      }
    }
    case ast::ExprKind::Binary: {
      const auto* bin = static_cast<const ast::BinaryExpr*>(e);
      if (bin->op == ast::BinaryOp::Comma) {
        effect(bin->lhs);
        return rvalue(bin->rhs);
      }
      ExprId l = rvalue(bin->lhs);
      ExprId r = rvalue(bin->rhs);
      TypeId ot = bin->semaOperandType ? bin->semaOperandType : b().typeOf(l);
      b().setSpan(e->span);
      return b().binary(irOp(bin->op), convertTo(l, ot), convertTo(r, ot));
    }
    case ast::ExprKind::Assign: return assign(static_cast<const ast::AssignExpr*>(e));
    case ast::ExprKind::Conditional: {
      // Both arms are evaluated (Cg's ?: is componentwise), so it is a Select of pure values.
      const auto* c = static_cast<const ast::ConditionalExpr*>(e);
      ExprId cond = rvalue(c->condition);
      ExprId a = convertTo(rvalue(c->ifTrue), t);
      ExprId f = convertTo(rvalue(c->ifFalse), t);
      TypeId ct = b().typeOf(cond);
      if (types_.isNumeric(ct) && !types_.isScalar(ct) && types_.componentCount(ct) != types_.componentCount(t))
        cond = b().swizzle(cond, {0});
      cond = convertTo(cond, types_.withScalar(b().typeOf(cond), Scalar::Bool));
      b().setSpan(e->span);
      return b().select(cond, a, f);
    }
    case ast::ExprKind::Call: {
      const auto* c = static_cast<const ast::CallExpr*>(e);
      return c->semaIntrinsic ? intrinsicCall(c) : call(c);
    }
    case ast::ExprKind::Constructor: return construct(static_cast<const ast::ConstructorExpr*>(e));
    case ast::ExprKind::Cast:
      return convertTo(rvalue(static_cast<const ast::CastExpr*>(e)->operand), t);
    case ast::ExprKind::Member: {
      const auto* m = static_cast<const ast::MemberExpr*>(e);
      switch (m->semaMember) {
        case ast::MemberKind::Field: {
          if (auto p = path(e)) return b().load(std::move(*p));
          ExprId base = rvalue(m->base);
          return b().field(base, static_cast<std::uint32_t>(m->semaField));
        }
        case ast::MemberKind::Swizzle:
        case ast::MemberKind::MatrixSwizzle: {
          ExprId base = rvalue(m->base);
          b().setSpan(e->span);
          ExprId s = b().swizzle(base, m->semaCount, m->semaComponents);
          if (types_.isNumeric(t)) b().function().expr(s).type = t;  // sema's choice of float vs float1
          return fold(s);
        }
        case ast::MemberKind::Length: {
          // An unsized array (`Layer layers[];`, a CgFX effect parameter) has no elements until the
          // application sizes it (cgSetArraySize) and recompiles; cgc compiles it as length 0, silently, so
          // loops over it vanish. cgx does the same. An unsized parameter has its specialization's length,
          // an array of interfaces bound element by element the number of its elements.
          if (const std::vector<GlobalId>* elements = elementGlobals(m->base))
            return b().intConst(static_cast<double>(elements->size()));
          TypeId bt = m->base->semaType;
          if (types_.isUnsizedArray(bt))
            if (std::optional<TypeId> sized = sizedArrayType(m->base)) bt = *sized;
          return b().intConst(types_.isArray(bt) ? std::max(types_.get(bt).length, 0) : 0);
        }
        default: unsupported(e->span, "this member expression"); return zero(t);
      }
    }
    case ast::ExprKind::InitList: return initializer(e, t);
    default: unsupported(e->span, "this expression"); return zero(t);
  }
}

}  // namespace cgx::lower
