// Places and the statements that write them: assignment (plain and compound), ++/--, and calls. A call's
// out/inout arguments are written back after the call (copy-in/copy-out); a swizzled or differently typed
// out argument goes through a temporary, since an IR out target is a plain access path.
#include <algorithm>

#include "lower/Lowerer.h"
#include "sema/Intrinsics.h"

namespace cgx::lower {

using namespace cgx::ir;

LocalId Lowerer::temp(TypeId t, const char* what) {
  Function& fn = b().function();
  return fn.addLocal("$" + std::string(what) + std::to_string(fn.locals.size()), t);
}

std::optional<LValue> Lowerer::lvalue(const ast::Expr* e) {
  if (e->kind == ast::ExprKind::Member) {
    const auto* m = static_cast<const ast::MemberExpr*>(e);
    if (m->semaMember == ast::MemberKind::Swizzle || m->semaMember == ast::MemberKind::MatrixSwizzle) {
      auto inner = lvalue(m->base);
      if (!inner) return std::nullopt;
      LValue lv = std::move(*inner);
      std::uint8_t comps[4] = {};
      for (unsigned i = 0; i < m->semaCount && i < 4; ++i)  // `v.zyx.xy`: compose the masks
        comps[i] = lv.maskCount ? lv.mask[m->semaComponents[i] & 3] : m->semaComponents[i];
      lv.maskCount = m->semaCount;
      std::copy(comps, comps + 4, lv.mask);
      lv.type = e->semaType;
      return lv;
    }
  }
  auto p = path(e);
  if (!p) return std::nullopt;
  TypeId t = module_.accessType(b().function(), *p);
  return LValue{std::move(*p), 0, {}, t};
}

ExprId Lowerer::loadLValue(const LValue& lv) {
  ExprId v = b().load(b().function().cloneAccess(lv.access));
  if (!lv.maskCount) return v;
  ExprId s = b().swizzle(v, lv.maskCount, lv.mask);
  if (types_.isNumeric(lv.type)) b().function().expr(s).type = lv.type;
  return s;
}

void Lowerer::storeLValue(const LValue& lv, ExprId value) {
  Access target = b().function().cloneAccess(lv.access);
  if (lv.maskCount) b().storeMasked(std::move(target), value, lv.maskCount, lv.mask);
  else b().store(std::move(target), value);
}

namespace {
BinaryOp compoundOp(ast::AssignOp op) {
  switch (op) {
    case ast::AssignOp::Add: return BinaryOp::Add;
    case ast::AssignOp::Sub: return BinaryOp::Sub;
    case ast::AssignOp::Mul: return BinaryOp::Mul;
    case ast::AssignOp::Div: return BinaryOp::Div;
    case ast::AssignOp::Mod: return BinaryOp::Mod;
    case ast::AssignOp::Shl: return BinaryOp::Shl;
    case ast::AssignOp::Shr: return BinaryOp::Shr;
    case ast::AssignOp::And: return BinaryOp::BitAnd;
    case ast::AssignOp::Xor: return BinaryOp::BitXor;
    case ast::AssignOp::Or: return BinaryOp::BitOr;
    case ast::AssignOp::Assign: break;
  }
  return BinaryOp::Add;
}
}  // namespace

ExprId Lowerer::assign(const ast::AssignExpr* e) {
  if (const ast::VarDecl* v = interfaceVariable(e->target); v && e->op == ast::AssignOp::Assign)
    return bindInterfaceVariable(v, e->value, e->span);
  auto lv = lvalue(e->target);
  if (!lv) {
    unsupported(e->span, "this assignment target");
    return zero(e->semaType);
  }
  ExprId v;
  if (e->op == ast::AssignOp::Assign) {
    v = convertTo(rvalue(e->value), lv->type);
  } else {
    TypeId ot = e->semaOperandType ? e->semaOperandType : lv->type;
    ExprId cur = convertTo(loadLValue(*lv), ot);
    ExprId rhs = convertTo(rvalue(e->value), ot);
    b().setSpan(e->span);
    v = convertTo(b().binary(compoundOp(e->op), cur, rhs), lv->type);
  }
  b().setSpan(e->span);
  storeLValue(*lv, v);
  return loadLValue(*lv);  // the value of `a = b` is a's new value
}

ExprId Lowerer::incDec(const ast::UnaryExpr* u) {
  auto lv = lvalue(u->operand);
  if (!lv) {
    unsupported(u->span, "this increment target");
    return zero(u->semaType);
  }
  bool inc = u->op == ast::UnaryOp::PreInc || u->op == ast::UnaryOp::PostInc;
  bool post = u->op == ast::UnaryOp::PostInc || u->op == ast::UnaryOp::PostDec;
  auto one = [&] { return b().constant(lv->type, std::vector<double>(types_.flatComponentCount(lv->type), 1.0)); };
  BinaryOp op = inc ? BinaryOp::Add : BinaryOp::Sub;
  b().setSpan(u->span);
  if (!post) {
    storeLValue(*lv, b().binary(op, loadLValue(*lv), one()));
    return loadLValue(*lv);
  }
  LocalId old = temp(lv->type, "old");
  b().store(VarRef::local(old), loadLValue(*lv));
  storeLValue(*lv, b().binary(op, b().load(VarRef::local(old)), one()));
  return b().load(VarRef::local(old));
}

namespace {
struct WriteBack {
  LValue place;
  LocalId from;
};
}  // namespace

ExprId Lowerer::call(const ast::CallExpr* e) {
  if (std::optional<ExprId> throughElements = callThroughElements(e)) return *throughElements;
  const ast::FunctionDecl* decl = nullptr;
  FuncId id = callTarget(e, &decl);
  if (!id.valid()) return zero(e->semaType);
  CallStmt stmt{id, {}, {}};
  std::vector<WriteBack> writeBacks;
  if (decl->semaOwner) {
    const ast::Expr* object = e->callee->kind == ast::ExprKind::Member
                                  ? static_cast<const ast::MemberExpr*>(e->callee)->base : nullptr;
    ExprId self = object ? rvalue(object) : zero(decl->semaOwner->semaType);
    stmt.args.push_back(CallArg{self, std::nullopt});
  }
  for (std::size_t i = 0; i < decl->params.size(); ++i) {
    const ast::VarDecl* p = decl->params[i];
    const ast::Expr* arg = i < e->args.size() ? e->args[i] : p->init;  // default argument
    if (!arg) {
      unsupported(e->span, "a call missing argument " + std::to_string(i + 1));
      stmt.args.push_back(CallArg{zero(p->semaType), std::nullopt});
      continue;
    }
    ParamDir dir = paramDir(p);
    if (dir == ParamDir::In) {
      bool anInterface = types_.get(p->semaType).kind == TypeKind::Interface;
      // An interface parameter is the argument's struct in this specialization (LowerInterfaces.cpp), an
      // unsized array parameter the argument's length.
      TypeId to = p->semaType;
      if (types_.isUnsizedArray(to)) to = sizedArrayType(arg).value_or(to);
      stmt.args.push_back(CallArg{anInterface ? rvalue(arg) : convertTo(rvalue(arg), to), std::nullopt});
      continue;
    }
    auto lv = lvalue(arg);
    if (!lv) {
      unsupported(arg->span, "this out argument");
      LocalId junk = temp(p->semaType, "arg");
      std::optional<ExprId> in;
      if (dir == ParamDir::InOut) in = zero(p->semaType);
      stmt.args.push_back(CallArg{in, Access{VarRef::local(junk), {}}});
      continue;
    }
    std::optional<ExprId> in;
    if (dir == ParamDir::InOut) in = convertTo(loadLValue(*lv), p->semaType);
    if (lv->maskCount || lv->type != p->semaType) {
      LocalId t = temp(p->semaType, "arg");
      stmt.args.push_back(CallArg{in, Access{VarRef::local(t), {}}});
      writeBacks.push_back(WriteBack{std::move(*lv), t});
    } else {
      stmt.args.push_back(CallArg{in, b().function().cloneAccess(lv->access)});
    }
  }
  TypeId rt = decl->semaType ? decl->semaType : TypeTable::kVoid;
  std::optional<LocalId> result;
  if (rt != TypeTable::kVoid) {
    result = temp(rt, "call");
    stmt.result = Access{VarRef::local(*result), {}};
  }
  b().setSpan(e->span);
  b().emit(std::move(stmt));
  for (const WriteBack& w : writeBacks) storeLValue(w.place, convertTo(b().load(VarRef::local(w.from)), w.place.type));
  return result ? b().load(VarRef::local(*result)) : ExprId{};
}

ExprId Lowerer::intrinsicCall(const ast::CallExpr* e) {
  auto op = static_cast<IntrinsicOp>(e->semaIntrinsic);
  if (op == IntrinsicOp::EmitVertex) {
    emitVertex(e);
    return ExprId{};
  }
  const sema::IntrinsicSignature& sig = sema::intrinsicSignature(op, e->semaSignature);
  std::vector<const ast::Expr*> args;
  if (e->callee->kind == ast::ExprKind::Member)  // obj.method(...): the object is the first argument
    args.push_back(static_cast<const ast::MemberExpr*>(e->callee)->base);
  args.insert(args.end(), e->args.begin(), e->args.end());
  bool hasOut = false;
  for (bool o : sig.outParams) hasOut |= o;
  if (!hasOut && sig.result != TypeTable::kVoid) {
    std::vector<ExprId> values;
    for (std::size_t i = 0; i < args.size() && i < sig.params.size(); ++i)
      values.push_back(convertTo(rvalue(args[i]), sig.params[i]));
    b().setSpan(e->span);
    return b().intrinsic(op, e->semaSignature, sig.result, std::move(values));
  }
  IntrinsicCallStmt stmt{op, e->semaSignature, {}, {}, {}};
  std::vector<WriteBack> writeBacks;
  for (std::size_t i = 0; i < args.size() && i < sig.params.size(); ++i) {
    TypeId pt = sig.params[i];
    if (i >= sig.outParams.size() || !sig.outParams[i]) {
      stmt.args.push_back(CallArg{convertTo(rvalue(args[i]), pt), std::nullopt});
      continue;
    }
    LocalId t = temp(pt, "arg");
    stmt.args.push_back(CallArg{std::nullopt, Access{VarRef::local(t), {}}});
    if (auto lv = lvalue(args[i])) writeBacks.push_back(WriteBack{std::move(*lv), t});
    else unsupported(args[i]->span, "this out argument");
  }
  std::optional<LocalId> result;
  if (sig.result != TypeTable::kVoid) {
    result = temp(sig.result, "call");
    stmt.result = Access{VarRef::local(*result), {}};
  }
  b().setSpan(e->span);
  b().emit(std::move(stmt));
  for (const WriteBack& w : writeBacks) storeLValue(w.place, convertTo(b().load(VarRef::local(w.from)), w.place.type));
  return result ? b().load(VarRef::local(*result)) : ExprId{};
}

}  // namespace cgx::lower
