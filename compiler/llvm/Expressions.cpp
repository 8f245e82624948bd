// ir::ExprNode -> LaneValue: one <lanes x T> per flat component of the expression's type.
#include "llvm/Emitter.h"

#include "sema/Intrinsics.h"

namespace cgx::jit::detail {

namespace {
// Swizzle/write-mask component numbers of a matrix are r * 4 + c; flat components are r * C + c.
unsigned flatComponent(const ir::TypeTable& types, ir::TypeId type, unsigned comp) {
  if (!types.isMatrix(type)) return comp;
  return (comp / 4) * types.get(type).cols + comp % 4;
}

template <typename... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <typename... F>
Overloaded(F...) -> Overloaded<F...>;
}  // namespace

unsigned swizzleToFlat(const ir::TypeTable& types, ir::TypeId type, unsigned comp) {
  return flatComponent(types, type, comp);
}

bool KernelEmitter::isUniformExpr(ir::ExprId id) const {
  const ir::Expr& e = entry_->expr(id);
  auto all = [&](const std::vector<ir::ExprId>& ids) {
    return std::all_of(ids.begin(), ids.end(), [&](ir::ExprId x) { return isUniformExpr(x); });
  };
  return std::visit(
      Overloaded{
          [&](const ir::ConstantExpr&) { return true; },
          [&](const ir::LoadExpr& x) {
            if (x.access.var.kind != ir::VarKind::Global || x.access.var.index >= ir_.globals.size()) return false;
            ir::GlobalKind k = ir_.globals[x.access.var.index].kind;
            if (k != ir::GlobalKind::Uniform && k != ir::GlobalKind::Const) return false;
            for (const ir::AccessStep& s : x.access.steps)
              if (s.kind == ir::AccessStep::Kind::Index && !isUniformExpr(s.index)) return false;
            return true;
          },
          [&](const ir::UnaryExpr& x) { return isUniformExpr(x.operand); },
          [&](const ir::BinaryExpr& x) { return isUniformExpr(x.lhs) && isUniformExpr(x.rhs); },
          [&](const ir::ConvertExpr& x) { return isUniformExpr(x.value); },
          [&](const ir::SplatExpr& x) { return isUniformExpr(x.value); },
          [&](const ir::ConstructExpr& x) { return all(x.args); },
          [&](const ir::SwizzleExpr& x) { return isUniformExpr(x.base); },
          [&](const ir::ExtractExpr& x) { return isUniformExpr(x.base) && isUniformExpr(x.index); },
          [&](const ir::FieldExpr& x) { return isUniformExpr(x.base); },
          [&](const ir::SelectExpr& x) {
            return isUniformExpr(x.cond) && isUniformExpr(x.ifTrue) && isUniformExpr(x.ifFalse);
          },
          [&](const ir::IntrinsicExpr&) { return false; },  // derivatives and texture lookups differ per lane
      },
      e.node);
}

LaneContext KernelEmitter::laneContext() {
  llvm::Value* active = maskIsEntry_ ? chunkMask_ : builder_.CreateAnd(mask_, chunkMask_);
  return LaneContext{builder_, types_, lanes_, options_.stage == KernelStage::Fragment, active, samplers_,
                     sampleRequest_, inlineTextures_, inlineTextureCount_};
}

LaneValue KernelEmitter::eval(ir::ExprId id) {
  if (!id.valid() || id.value >= entry_->exprs.size()) malformed(entry_->span, "an expression handle out of range");
  const ir::Expr& e = entry_->expr(id);
  SourceSpan span = id.value < entry_->exprSpans.size() ? entry_->exprSpans[id.value] : entry_->span;
  ir::TypeId type = e.type;
  auto check = [&](const LaneValue& v) {
    if (v.comps.size() != flatCount(types_, type)) malformed(span, "an expression whose components do not match its type");
    return v;
  };
  return std::visit(
      Overloaded{
          [&](const ir::ConstantExpr& x) {
            if (!x.constant.valid() || x.constant.value >= ir_.constants().size()) malformed(span, "a constant out of range");
            return check(constantValue(ir_.constant(x.constant)));
          },
          [&](const ir::LoadExpr& x) { return check(read(resolve(x.access, span))); },
          [&](const ir::UnaryExpr& x) { return check(evalUnary(x, type)); },
          [&](const ir::BinaryExpr& x) { return check(evalBinary(x, type, span)); },
          [&](const ir::ConvertExpr& x) { return check(evalConvert(x, type)); },
          [&](const ir::SplatExpr& x) {
            LaneValue v = eval(x.value);
            if (v.comps.size() != 1) malformed(span, "a splat of a non-scalar");
            LaneValue out;
            out.comps.assign(flatCount(types_, type), v.comps[0]);
            return check(out);
          },
          [&](const ir::ConstructExpr& x) {
            LaneValue out;
            for (ir::ExprId arg : x.args) {
              LaneValue v = eval(arg);
              out.comps.insert(out.comps.end(), v.comps.begin(), v.comps.end());
            }
            return check(out);
          },
          [&](const ir::SwizzleExpr& x) {
            LaneValue base = eval(x.base);
            ir::TypeId baseType = entry_->expr(x.base).type;
            LaneValue out;
            for (unsigned i = 0; i < x.count && i < 4; ++i) {
              unsigned c = flatComponent(types_, baseType, x.comps[i]);
              if (c >= base.comps.size()) malformed(span, "a swizzle component out of range");
              out.comps.push_back(base.comps[c]);
            }
            return check(out);
          },
          [&](const ir::ExtractExpr& x) {
            LaneValue base = eval(x.base);
            ir::TypeId baseType = entry_->expr(x.base).type;
            const ir::Type& t = types_.get(baseType);
            unsigned length = t.kind == ir::TypeKind::Array ? static_cast<unsigned>(std::max(t.length, 0))
                              : types_.isMatrix(baseType)   ? t.rows
                                                            : t.cols;
            unsigned stride = length ? static_cast<unsigned>(base.comps.size()) / length : 0;
            if (length == 0 || stride == 0) malformed(span, "an extract from a value that cannot be indexed");
            LaneValue out;
            const ir::Expr& indexExpr = entry_->expr(x.index);
            if (const auto* c = std::get_if<ir::ConstantExpr>(&indexExpr.node)) {
              const ir::Constant& k = ir_.constant(c->constant);
              double v = k.values.empty() ? 0.0 : k.values[0];
              unsigned i = static_cast<unsigned>(std::clamp<long>(static_cast<long>(v), 0, static_cast<long>(length) - 1));
              out.comps.assign(base.comps.begin() + i * stride, base.comps.begin() + (i + 1) * stride);
              return check(out);
            }
            llvm::Value* index = dynamicIndex(x.index, length, span);
            out.comps.assign(base.comps.begin(), base.comps.begin() + stride);
            for (unsigned i = 1; i < length; ++i) {
              llvm::Value* isI = builder_.CreateICmpEQ(index, splat(builder_.getInt32(i)));
              for (unsigned k = 0; k < stride; ++k)
                out.comps[k] = builder_.CreateSelect(isI, base.comps[i * stride + k], out.comps[k]);
            }
            return check(out);
          },
          [&](const ir::FieldExpr& x) {
            LaneValue base = eval(x.base);
            ir::TypeId baseType = entry_->expr(x.base).type;
            if (!types_.isStruct(baseType) || x.field >= types_.record(baseType).fields.size())
              malformed(span, "a field of a value that has no such field");
            const auto& fields = types_.record(baseType).fields;
            unsigned offset = 0;
            for (std::uint32_t f = 0; f < x.field; ++f) offset += flatCount(types_, fields[f].type);
            unsigned count = flatCount(types_, fields[x.field].type);
            LaneValue out;
            out.comps.assign(base.comps.begin() + offset, base.comps.begin() + offset + count);
            return check(out);
          },
          [&](const ir::SelectExpr& x) {
            LaneValue cond = eval(x.cond), a = eval(x.ifTrue), b = eval(x.ifFalse);
            if (a.comps.size() != b.comps.size() || cond.comps.empty()) malformed(span, "a select of mismatched sides");
            LaneValue out;
            for (std::size_t i = 0; i < a.comps.size(); ++i)
              out.comps.push_back(builder_.CreateSelect(cond.comps[cond.comps.size() == 1 ? 0 : i], a.comps[i], b.comps[i]));
            return check(out);
          },
          [&](const ir::IntrinsicExpr& x) {
            if (!cpuSupportsIntrinsic(x.op))
              unsupported(span, std::string("'") + ir::intrinsicName(x.op) + "' cannot run on the CPU");
            std::vector<LaneValue> args;
            for (ir::ExprId arg : x.args) args.push_back(eval(arg));
            LaneContext lane = laneContext();
            return check(emitIntrinsic(lane, x.op, x.signature, args));
          },
      },
      e.node);
}

}  // namespace cgx::jit::detail
