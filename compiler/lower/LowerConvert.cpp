// Conversions and constructors. Cg converts implicitly by changing the scalar kind (Convert), smearing a
// scalar (Splat), or dropping trailing components / rows and columns (Swizzle, Extract + Construct); an
// explicit cast uses the same moves. Constructors take their arguments' components in order (matrices
// row by row). Conversions of constants fold on the spot, so `float4 c = float4(0, 0, 0, 1)` and
// `const float k = 2;` become constant-pool entries without waiting for the folding pass.
#include "lower/Lowerer.h"
#include "passes/ConstEval.h"  // Cg's constant arithmetic has one home: the folder's

namespace cgx::lower {

using namespace cgx::ir;

ExprId Lowerer::fold(ExprId id) {
  Function& fn = b().function();
  auto constOf = [&](ExprId e) -> const Constant* {
    if (const auto* c = std::get_if<ConstantExpr>(&fn.expr(e).node)) return &module_.constant(c->constant);
    return nullptr;
  };
  // Each component by Cg's rules (passes/ConstEval.h), none when one does not fold.
  auto eachValue = [](const Constant* c, auto&& op) -> std::optional<std::vector<double>> {
    std::vector<double> out;
    for (double v : c->values) {
      std::optional<double> r = op(v);
      if (!r) return std::nullopt;
      out.push_back(*r);
    }
    return out;
  };
  const Expr e = fn.expr(id);  // a copy: making the constant grows the arena
  std::optional<std::vector<double>> values;
  if (const auto* n = std::get_if<ConvertExpr>(&e.node)) {
    if (const Constant* c = constOf(n->value)) values = eachValue(c, [&](double v) {
      return passes::evalConvert(types_.scalarOf(c->type), types_.scalarOf(e.type), v);
    });
  } else if (const auto* n = std::get_if<SplatExpr>(&e.node)) {
    if (const Constant* c = constOf(n->value); c && c->values.size() == 1)
      values = std::vector<double>(types_.componentCount(e.type), c->values[0]);
  } else if (const auto* n = std::get_if<ConstructExpr>(&e.node)) {
    std::vector<double> all;
    bool ok = true;
    for (ExprId a : n->args) {
      const Constant* c = constOf(a);
      if (!c) { ok = false; break; }
      all.insert(all.end(), c->values.begin(), c->values.end());
    }
    if (ok) values = std::move(all);
  } else if (const auto* n = std::get_if<SwizzleExpr>(&e.node)) {
    if (const Constant* c = constOf(n->base)) {
      const Type& bt = types_.get(c->type);
      std::vector<double> picked;
      for (unsigned i = 0; i < n->count; ++i) {
        unsigned comp = n->comps[i];
        std::size_t at = bt.rows ? (comp / 4) * bt.cols + comp % 4 : comp;
        picked.push_back(at < c->values.size() ? c->values[at] : 0.0);
      }
      values = std::move(picked);
    }
  } else if (const auto* n = std::get_if<UnaryExpr>(&e.node); n && n->op == UnaryOp::Neg) {
    if (const Constant* c = constOf(n->operand)) values = eachValue(c, [&](double v) {
      return passes::evalUnary(UnaryOp::Neg, types_.scalarOf(e.type), v);
    });
  }
  if (!values || values->size() != types_.flatComponentCount(e.type)) return id;
  return b().constant(e.type, std::move(*values));
}

ExprId Lowerer::convertTo(ExprId v, TypeId to) {
  TypeId from = b().typeOf(v);
  if (from == to || to == TypeTable::kError || from == TypeTable::kError) return v;
  if (types_.isSampler(from) && types_.isSampler(to) && types_.get(from).sampler == SamplerDim::Generic) {
    // A generic `sampler` uniform takes the type of the lookups it is passed to, as cgc types it.
    const auto* load = std::get_if<LoadExpr>(&b().function().expr(v).node);
    if (load && load->access.var.kind == VarKind::Global && load->access.steps.empty()) {
      auto [it, fresh] = genericSamplers_.emplace(load->access.var.index, to);
      if (!fresh && it->second != to)
        sink_.report(DiagCode::GenericSamplerConflict, b().span(),
                     "no type can be assigned to generic sampler '" + module_.global(GlobalId(load->access.var.index)).name +
                         "': it is used as " + types_.name(it->second) + " and as " + types_.name(to));
      b().function().expr(v).type = it->second;
      return v;
    }
  }
  if (types_.isTexture(from) && types_.isTexture(to)) return zero(to);  // textures hold no value in a program
  if (!types_.isNumeric(from) || !types_.isNumeric(to)) {
    unsupported(b().span(), "a conversion from '" + types_.name(from) + "' to '" + types_.name(to) + "'");
    return zero(to);
  }
  const Type f = types_.get(from), t = types_.get(to);
  const Scalar fk = f.scalar;
  auto kind = [&](ExprId x) {
    TypeId xt = b().typeOf(x);
    return types_.scalarOf(xt) == t.scalar ? x : fold(b().convert(x, types_.withScalar(xt, t.scalar)));
  };
  auto first = [&](ExprId x, unsigned n, bool asVector) {  // the first n components of a vector
    ExprId s = b().swizzle(x, {0, 1, 2, 3});
    auto& sw = std::get<SwizzleExpr>(b().function().expr(s).node);
    sw.count = static_cast<std::uint8_t>(n);
    b().function().expr(s).type = n == 1 && !asVector ? TypeTable::scalar(types_.scalarOf(b().typeOf(x)))
                                                      : TypeTable::vector(types_.scalarOf(b().typeOf(x)), n);
    return fold(s);
  };
  if (f.rows == t.rows && f.cols == t.cols) return kind(v);
  unsigned fromCount = types_.componentCount(from), toCount = types_.componentCount(to);
  if (fromCount == 1) {  // smear (float1 and float1x1 count as scalars)
    ExprId s = types_.isScalar(from) ? v : fold(b().swizzle(v, {0}));
    s = kind(s);
    return types_.isScalar(to) ? s : fold(b().splat(s, to));
  }
  if (types_.isScalar(to)) return kind(fold(b().swizzle(v, {0})));  // narrowing to the first component
  if (!f.rows && !t.rows && t.cols < f.cols) return kind(first(v, t.cols, true));
  if (f.rows && t.rows && t.rows <= f.rows && t.cols <= f.cols) {
    // Keep the top-left block, row by row: Extract row r, then its first columns.
    std::vector<ExprId> rows;
    for (unsigned r = 0; r < t.rows; ++r) {
      ExprId row = b().extract(r + 1 < t.rows ? b().function().cloneExpr(v) : v, r);
      rows.push_back(t.cols < f.cols ? first(row, t.cols, true) : row);
    }
    return kind(fold(b().construct(types_.withScalar(to, fk), std::move(rows))));
  }
  if (fromCount == toCount)  // vector <-> matrix of the same size: reinterpret the row-major components
    return kind(fold(b().construct(types_.withScalar(to, fk), {v})));
  unsupported(b().span(), "a conversion from '" + types_.name(from) + "' to '" + types_.name(to) + "'");
  return zero(to);
}

void Lowerer::components(ExprId v, Scalar k, std::vector<ExprId>& out) {
  TypeId t = b().typeOf(v);
  if (types_.isNumeric(t)) {
    out.push_back(convertTo(v, types_.withScalar(t, k)));
    return;
  }
  if (!types_.isArray(t) && !types_.isStruct(t)) {
    unsupported(b().span(), "a '" + types_.name(t) + "' constructor argument");
    return;
  }
  // Arrays and structs: park the value in a temporary and read its leaves by path (expressions are trees).
  LocalId tmp = temp(t, "flat");
  b().store(VarRef::local(tmp), v);
  std::vector<std::pair<Access, TypeId>> work{{Access{VarRef::local(tmp), {}}, t}};
  for (std::size_t i = 0; i < work.size(); ++i) {
    auto [at, ty] = work[i];
    if (types_.isNumeric(ty)) {
      out.push_back(convertTo(b().load(at), types_.withScalar(ty, k)));
    } else if (types_.isArray(ty)) {
      for (std::int32_t e = 0; e < types_.get(ty).length; ++e) {
        Access sub = at;
        sub.steps.push_back(AccessStep{AccessStep::Kind::Index, 0, b().intConst(e)});
        work.insert(work.begin() + static_cast<std::ptrdiff_t>(i + 1 + e), {sub, types_.get(ty).element});
      }
    } else if (types_.isStruct(ty)) {
      const auto& fields = types_.record(ty).fields;
      for (std::uint32_t f = 0; f < fields.size(); ++f) {
        Access sub = at;
        sub.steps.push_back(AccessStep{AccessStep::Kind::Field, f, {}});
        work.insert(work.begin() + static_cast<std::ptrdiff_t>(i + 1 + f), {sub, fields[f].type});
      }
    }
  }
}

ExprId Lowerer::construct(const ast::ConstructorExpr* e) {
  TypeId t = e->semaType;
  std::vector<ExprId> args;
  for (const ast::Expr* a : e->args) args.push_back(rvalue(a));
  b().setSpan(e->span);
  if (types_.isArray(t) || types_.isStruct(t)) {
    // One argument per element or field (sema checked the count), each converted to its place's type.
    for (std::size_t i = 0; i < args.size(); ++i)
      args[i] = convertTo(args[i], types_.isArray(t) ? types_.get(t).element : types_.record(t).fields[i].type);
    b().setSpan(e->span);
    return fold(b().construct(t, std::move(args)));
  }
  if (!types_.isNumeric(t)) {
    unsupported(e->span, "a constructor of '" + types_.name(t) + "'");
    return zero(t);
  }
  if (args.size() == 1 && types_.isNumeric(b().typeOf(args[0]))) {
    TypeId a = b().typeOf(args[0]);
    if (types_.componentCount(a) == 1 || (types_.get(a).rows == types_.get(t).rows && types_.get(a).cols == types_.get(t).cols))
      return convertTo(args[0], t);  // float4(x) smears; float4(int4) changes kind
    // float3x3(m4x4) keeps the top-left block, as the cast does (the upper 3x3 of a modelview matrix).
    if (types_.isMatrix(a) && types_.isMatrix(t) && types_.get(t).rows <= types_.get(a).rows &&
        types_.get(t).cols <= types_.get(a).cols)
      return convertTo(args[0], t);
  }
  std::vector<ExprId> pieces;
  for (ExprId a : args) components(a, types_.scalarOf(t), pieces);
  return fold(b().construct(t, std::move(pieces)));
}

ExprId Lowerer::initializer(const ast::Expr* init, TypeId to) {
  if (init->kind != ast::ExprKind::InitList) return convertTo(rvalue(init), to);
  const auto* list = static_cast<const ast::InitListExpr*>(init);
  b().setSpan(init->span);
  std::vector<ExprId> parts;
  if (types_.isArray(to) && list->elements.size() != static_cast<std::size_t>(types_.get(to).length)) {
    // A flat list of scalars for an array of vectors or matrices (sema allowed only that): the elements
    // take the scalars in order.
    std::vector<ExprId> scalars;
    for (const ast::Expr* el : list->elements) scalars.push_back(rvalue(el));
    std::size_t next = 0;
    return fromScalars(to, scalars, next);
  }
  if (types_.isArray(to)) {
    for (const ast::Expr* el : list->elements) parts.push_back(initializer(el, types_.get(to).element));
  } else if (types_.isStruct(to)) {
    const auto& fields = types_.record(to).fields;
    for (std::size_t i = 0; i < list->elements.size() && i < fields.size(); ++i)
      parts.push_back(initializer(list->elements[i], fields[i].type));
  } else if (types_.isNumeric(to)) {
    // `float3x3 m = {1, 0, 0, {0, 1, 0}, r2}`: every leaf's components, in order.
    std::vector<const ast::Expr*> stack(list->elements.rbegin(), list->elements.rend());
    while (!stack.empty()) {
      const ast::Expr* el = stack.back();
      stack.pop_back();
      if (el->kind == ast::ExprKind::InitList) {
        const auto& sub = static_cast<const ast::InitListExpr*>(el)->elements;
        stack.insert(stack.end(), sub.rbegin(), sub.rend());
      } else {
        components(rvalue(el), types_.scalarOf(to), parts);
      }
    }
    if (parts.size() == 1 && types_.componentCount(b().typeOf(parts[0])) == 1) return convertTo(parts[0], to);
  } else {
    unsupported(init->span, "an initializer list for '" + types_.name(to) + "'");
    return zero(to);
  }
  b().setSpan(init->span);
  return fold(b().construct(to, std::move(parts)));
}

ExprId Lowerer::fromScalars(TypeId to, const std::vector<ExprId>& scalars, std::size_t& next) {
  std::vector<ExprId> parts;
  if (types_.isArray(to)) {
    for (std::int32_t e = 0; e < types_.get(to).length; ++e) parts.push_back(fromScalars(types_.get(to).element, scalars, next));
  } else {
    TypeId scalar = TypeTable::scalar(types_.scalarOf(to));
    for (unsigned c = 0; c < types_.componentCount(to) && next < scalars.size(); ++c)
      parts.push_back(convertTo(scalars[next++], scalar));
    if (parts.size() == 1) return convertTo(parts[0], to);
  }
  return fold(b().construct(to, std::move(parts)));
}

}  // namespace cgx::lower
