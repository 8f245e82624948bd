// Result typing for Builder's expressions: exactly the types the Validator expects.
#include "ir/Builder.h"

namespace cgx::ir {

ExprId Builder::constant(TypeId type, std::vector<double> values) {
  ConstId c = module_.constant(Constant{type, std::move(values)});
  return add(type, ConstantExpr{c});
}

ExprId Builder::load(Access a) {
  TypeId t = module_.accessType(fn_, a);
  return add(t, LoadExpr{std::move(a)});
}

ExprId Builder::unary(UnaryOp op, ExprId operand) { return add(typeOf(operand), UnaryExpr{op, operand}); }

ExprId Builder::binary(BinaryOp op, ExprId lhs, ExprId rhs) {
  TypeId t = typeOf(lhs);
  if (isComparison(op)) t = types().withScalar(t, Scalar::Bool);
  return add(t, BinaryExpr{op, lhs, rhs});
}

ExprId Builder::convert(ExprId value, TypeId to) { return add(to, ConvertExpr{value}); }
ExprId Builder::splat(ExprId scalar, TypeId to) { return add(to, SplatExpr{scalar}); }

ExprId Builder::construct(TypeId type, std::vector<ExprId> args) {
  return add(type, ConstructExpr{std::move(args)});
}

ExprId Builder::swizzle(ExprId base, std::initializer_list<unsigned> comps) {
  std::uint8_t c[4] = {};
  unsigned n = 0;
  for (unsigned v : comps)
    if (n < 4) c[n++] = static_cast<std::uint8_t>(v);
  return swizzle(base, n, c);
}

ExprId Builder::swizzle(ExprId base, unsigned count, const std::uint8_t* comps) {
  SwizzleExpr s{base, static_cast<std::uint8_t>(count), {}};
  for (unsigned i = 0; i < count && i < 4; ++i) s.comps[i] = comps[i];
  Scalar k = types().scalarOf(typeOf(base));
  TypeId t = count == 1 ? TypeTable::scalar(k) : TypeTable::vector(k, count);
  return add(t, s);
}

ExprId Builder::extract(ExprId base, ExprId index) {
  return add(types().indexResult(typeOf(base)), ExtractExpr{base, index});
}

ExprId Builder::field(ExprId base, std::uint32_t f) {
  TypeId bt = typeOf(base);
  TypeId t = TypeTable::kError;
  if (types().isStruct(bt) && f < types().record(bt).fields.size()) t = types().record(bt).fields[f].type;
  return add(t, FieldExpr{base, f});
}

ExprId Builder::select(ExprId cond, ExprId ifTrue, ExprId ifFalse) {
  return add(typeOf(ifTrue), SelectExpr{cond, ifTrue, ifFalse});
}

ExprId Builder::intrinsic(IntrinsicOp op, std::uint16_t signature, TypeId type, std::vector<ExprId> args) {
  return add(type, IntrinsicExpr{op, signature, std::move(args)});
}

void Builder::storeMasked(Access target, ExprId value, unsigned count, const std::uint8_t* comps) {
  StoreStmt s{std::move(target), value, static_cast<std::uint8_t>(count), {}};
  for (unsigned i = 0; i < count && i < 4; ++i) s.mask[i] = comps[i];
  emit(std::move(s));
}

Block Builder::collect(const std::function<void()>& fill) {
  Block fresh;
  Block* saved = block_;
  block_ = &fresh;
  if (fill) fill();
  block_ = saved;
  return fresh;
}

void Builder::ifThen(ExprId cond, const std::function<void()>& thenPart,
                     const std::function<void()>& elsePart) {
  Block t = collect(thenPart);
  Block e = collect(elsePart);
  emit(IfStmt{cond, std::move(t), std::move(e)});
}

void Builder::loop(const std::function<void()>& body, const std::function<void()>& continuing) {
  Block b = collect(body);
  Block c = collect(continuing);
  emit(LoopStmt{std::move(b), std::move(c)});
}

}  // namespace cgx::ir
