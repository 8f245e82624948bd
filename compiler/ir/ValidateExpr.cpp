// Expression and access-path rules of the validator (see IR.h for the rules themselves).
#include <type_traits>

#include "ir/ValidatorImpl.h"

namespace cgx::ir::detail {

namespace {
bool isIndexType(const TypeTable& t, TypeId id) {
  if (!t.isScalar(id)) return false;
  Scalar s = t.scalarOf(id);
  return s == Scalar::Int || s == Scalar::UInt || s == Scalar::CInt;
}
}  // namespace

TypeId FunctionChecker::checkAccess(const Access& a, bool write) {
  const char* verb = write ? "writes" : "reads";
  switch (a.var.kind) {
    case VarKind::Global: {
      if (a.var.index >= m_.globals.size()) {
        error("access to global g" + std::to_string(a.var.index) + " out of range");
        return TypeTable::kError;
      }
      const Global& g = m_.globals[a.var.index];
      GlobalKind k = g.kind;
      bool varying = k == GlobalKind::VaryingIn || k == GlobalKind::VaryingOut;
      if (varying && !f_.isEntry) error(std::string(verb) + " varying '" + g.name + "' outside the entry");
      if (write && (k == GlobalKind::Uniform || k == GlobalKind::VaryingIn || k == GlobalKind::Const))
        error("writes read-only " + std::string(globalKindName(k)) + " '" + g.name + "'");
      if (!write && k == GlobalKind::VaryingOut) error("reads output varying '" + g.name + "'");
      break;
    }
    case VarKind::Param:
      if (a.var.index >= f_.params.size()) {
        error("access to param p" + std::to_string(a.var.index) + " out of range");
        return TypeTable::kError;
      }
      break;
    case VarKind::Local:
      if (a.var.index >= f_.locals.size()) {
        error("access to local l" + std::to_string(a.var.index) + " out of range");
        return TypeTable::kError;
      }
      break;
  }
  TypeId t = m_.varType(f_, a.var);
  for (const AccessStep& s : a.steps) {
    if (s.kind == AccessStep::Kind::Field) {
      if (!t_.isStruct(t) || s.field >= t_.record(t).fields.size()) {
        error("access path: field " + std::to_string(s.field) + " of non-struct or missing field in " +
              t_.name(t));
        return TypeTable::kError;
      }
      t = t_.record(t).fields[s.field].type;
    } else {
      TypeId it = checkExpr(s.index);
      if (it != TypeTable::kError && !isIndexType(t_, it)) error("access path: index of type " + t_.name(it));
      TypeId next = t_.indexResult(t);
      if (next == TypeTable::kError) {
        error("access path: indexing " + t_.name(t));
        return TypeTable::kError;
      }
      t = next;
    }
  }
  return t;
}

TypeId FunctionChecker::checkExpr(ExprId id) {
  if (!id.valid() || id.value >= f_.exprs.size()) {
    error("expression handle " + (id.valid() ? std::to_string(id.value) : std::string("none")) +
          " out of range");
    return TypeTable::kError;
  }
  if (used_[id.value]) {
    // Also catches cycles: a cycle reaches its own root twice.
    error(exprLabel(id) + " used more than once (expressions are trees)");
    return TypeTable::kError;
  }
  used_[id.value] = 1;
  const Expr& e = f_.exprs[id.value];
  if (e.type == TypeTable::kError || e.type >= t_.size()) error(exprLabel(id) + " has no valid type");
  checkExprNode(id, e);
  return e.type;
}

void FunctionChecker::checkExprNode(ExprId id, const Expr& e) {
  const TypeId ty = e.type;
  auto bad = [&](const std::string& why) { error(exprLabel(id) + ": " + why); };
  auto numeric = [&](TypeId t) { return t_.isNumeric(t); };
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, ConstantExpr>) {
          if (!n.constant.valid() || n.constant.value >= m_.constants().size()) return bad("constant out of range");
          const Constant& c = m_.constant(n.constant);
          if (c.type != ty) bad("constant of type " + t_.name(c.type));
          if (c.values.size() != t_.flatComponentCount(c.type)) bad("constant with wrong component count");
        } else if constexpr (std::is_same_v<T, LoadExpr>) {
          TypeId at = checkAccess(n.access, false);
          if (at != ty) bad("loads " + t_.name(at));
        } else if constexpr (std::is_same_v<T, UnaryExpr>) {
          TypeId o = checkExpr(n.operand);
          if (o != ty) bad("operand of type " + t_.name(o));
          Scalar s = t_.scalarOf(o);
          if (!numeric(o)) bad("non-numeric operand");
          else if (n.op == UnaryOp::Not && s != Scalar::Bool) bad("'not' of non-bool");
          else if (n.op == UnaryOp::BitNot && !isIntegral(s)) bad("'bitnot' of non-integer");
          else if (n.op == UnaryOp::Neg && s == Scalar::Bool) bad("'neg' of bool");
        } else if constexpr (std::is_same_v<T, BinaryExpr>) {
          TypeId a = checkExpr(n.lhs), b = checkExpr(n.rhs);
          if (a != b) return bad("operand types " + t_.name(a) + " and " + t_.name(b) + " differ");
          if (!numeric(a)) return bad("non-numeric operands");
          Scalar s = t_.scalarOf(a);
          BinaryOp op = n.op;
          bool logical = op == BinaryOp::LogAnd || op == BinaryOp::LogOr;
          bool bits = op >= BinaryOp::Shl && op <= BinaryOp::BitXor;
          bool arith = op <= BinaryOp::Mod;
          if (logical && s != Scalar::Bool) bad("logical operator on non-bool");
          if (bits && !(isIntegral(s) || (s == Scalar::Bool && op != BinaryOp::Shl && op != BinaryOp::Shr)))
            bad("bitwise operator on " + t_.name(a));
          if (arith && s == Scalar::Bool) bad("arithmetic on bool");
          TypeId want = isComparison(op) ? t_.withScalar(a, Scalar::Bool) : a;
          if (ty != want) bad("result should be " + t_.name(want));
        } else if constexpr (std::is_same_v<T, ConvertExpr>) {
          TypeId v = checkExpr(n.value);
          if (!numeric(v) || !numeric(ty) || t_.get(v).rows != t_.get(ty).rows || t_.get(v).cols != t_.get(ty).cols)
            bad("convert changes shape from " + t_.name(v));
        } else if constexpr (std::is_same_v<T, SplatExpr>) {
          TypeId v = checkExpr(n.value);
          if (!t_.isScalar(v) || !numeric(ty) || t_.isScalar(ty) || t_.scalarOf(v) != t_.scalarOf(ty))
            bad("splat of " + t_.name(v));
        } else if constexpr (std::is_same_v<T, ConstructExpr>) {
          std::vector<TypeId> args;
          for (ExprId a : n.args) args.push_back(checkExpr(a));
          if (numeric(ty)) {
            unsigned total = 0;
            for (TypeId a : args) {
              if (!numeric(a) || t_.scalarOf(a) != t_.scalarOf(ty)) bad("argument of type " + t_.name(a));
              total += t_.componentCount(a);
            }
            if (total != t_.componentCount(ty)) bad(std::to_string(total) + " components for " + t_.name(ty));
          } else if (t_.isStruct(ty)) {
            const auto& fields = t_.record(ty).fields;
            if (args.size() != fields.size()) return bad("wrong field count");
            for (std::size_t i = 0; i < args.size(); ++i)
              if (args[i] != fields[i].type) bad("field " + std::to_string(i) + " gets " + t_.name(args[i]));
          } else if (t_.isArray(ty)) {
            if (static_cast<std::int64_t>(args.size()) != t_.get(ty).length) bad("wrong element count");
            for (TypeId a : args)
              if (a != t_.get(ty).element) bad("element of type " + t_.name(a));
          } else {
            bad("construct of " + t_.name(ty));
          }
        } else if constexpr (std::is_same_v<T, SwizzleExpr>) {
          TypeId b = checkExpr(n.base);
          if (!numeric(b)) return bad("swizzle of " + t_.name(b));
          if (n.count < 1 || n.count > 4) return bad("swizzle of " + std::to_string(n.count) + " components");
          const Type& bt = t_.get(b);
          for (unsigned i = 0; i < n.count; ++i) {
            unsigned c = n.comps[i];
            bool ok = bt.rows ? (c / 4 < bt.rows && c % 4 < bt.cols) : (c < (bt.cols ? bt.cols : 1u));
            if (!ok) bad("component " + std::to_string(c) + " out of range for " + t_.name(b));
          }
          Scalar s = bt.scalar;
          bool ok = n.count == 1 ? (ty == TypeTable::scalar(s) || ty == TypeTable::vector(s, 1))
                                 : ty == TypeTable::vector(s, n.count);
          if (!ok) bad("swizzle result type mismatch");
        } else if constexpr (std::is_same_v<T, ExtractExpr>) {
          TypeId b = checkExpr(n.base), i = checkExpr(n.index);
          if (i != TypeTable::kError && !isIndexType(t_, i)) bad("index of type " + t_.name(i));
          if (t_.indexResult(b) != ty || ty == TypeTable::kError) bad("extract from " + t_.name(b));
        } else if constexpr (std::is_same_v<T, FieldExpr>) {
          TypeId b = checkExpr(n.base);
          if (!t_.isStruct(b) || n.field >= t_.record(b).fields.size()) return bad("field of " + t_.name(b));
          if (t_.record(b).fields[n.field].type != ty) bad("field type mismatch");
        } else if constexpr (std::is_same_v<T, SelectExpr>) {
          TypeId c = checkExpr(n.cond), a = checkExpr(n.ifTrue), b = checkExpr(n.ifFalse);
          if (a != ty || b != ty) bad("select arms " + t_.name(a) + ", " + t_.name(b));
          bool condOk = numeric(c) && t_.scalarOf(c) == Scalar::Bool && !t_.isMatrix(c) &&
                        (t_.isScalar(c) || t_.componentCount(c) == t_.componentCount(ty));
          if (!condOk) bad("select condition of type " + t_.name(c));
        } else if constexpr (std::is_same_v<T, IntrinsicExpr>) {
          // Signature checks belong to the intrinsic table (ir/Intrinsic.h); here: operands well formed.
          for (ExprId a : n.args) checkExpr(a);
        }
      },
      e.node);
}

TypeId FunctionChecker::checkValueOfMask(TypeId target, unsigned count, const std::uint8_t* comps) {
  if (!t_.isNumeric(target) || count > 4) {
    error("write mask on " + t_.name(target));
    return TypeTable::kError;
  }
  const Type& tt = t_.get(target);
  unsigned seen = 0;
  for (unsigned i = 0; i < count; ++i) {
    unsigned c = comps[i];
    bool ok = tt.rows ? (c / 4 < tt.rows && c % 4 < tt.cols) : (c < (tt.cols ? tt.cols : 1u));
    if (!ok) error("write mask component " + std::to_string(c) + " out of range for " + t_.name(target));
    if (c < 16 && (seen & (1u << c))) error("write mask repeats component " + std::to_string(c));
    if (c < 16) seen |= 1u << c;
  }
  return count == 1 ? TypeTable::scalar(tt.scalar) : TypeTable::vector(tt.scalar, count);
}

}  // namespace cgx::ir::detail
