// Access paths: a variable, then fields and indices. Static steps add to a component offset; a dynamic
// index is clamped into [0, length - 1] (robust access, Jit.h) and becomes a per-lane component offset
// that can take a known set of values. Reads of register-held storage select among those candidates (no
// memory, so SROA keeps everything in registers); uniform reads gather from the uniform block (or load one
// word when the index is the same in every lane); writes are a masked select per candidate component.
#include "llvm/Emitter.h"

#include <llvm/IR/Intrinsics.h>

namespace cgx::jit::detail {

namespace {
constexpr std::size_t kMaxChoices = 4096;  // dynamic offsets a path may reach (nested arrays multiply)
}

llvm::Value* KernelEmitter::dynamicIndex(ir::ExprId id, unsigned length, SourceSpan span) {
  const ir::Expr& expr = entry_->expr(id);
  ir::Scalar kind = scalarKindOf(types_, expr.type);
  // A float converted to an integer index (Cg's boneMatrix[floatIndex]) is clamped as a float and then
  // truncated: max(v, 0) (NaN -> 0) and min(v, length - 1), then a plain conversion. That is the same
  // element as truncating with saturation and clamping the integer (both give 0 for NaN, negatives and
  // (-1, 0), length - 1 at or beyond it), in three vector instructions instead of about ten.
  const auto* convert = std::get_if<ir::ConvertExpr>(&expr.node);
  if (convert && isIntKind(kind) && convert->value.valid() && convert->value.value < entry_->exprs.size()) {
    if (isFloatKind(scalarKindOf(types_, entry_->expr(convert->value).type))) {
      LaneValue v = eval(convert->value);
      if (v.comps.size() != 1) malformed(span, "an index that is not a scalar");
      llvm::Value* f = v.comps[0];
      auto constant = [&](double x) { return llvm::ConstantFP::get(f->getType(), x); };
      llvm::Value* low = constant(0.0);
      llvm::Value* high = constant(static_cast<double>(length - 1));
      f = builder_.CreateSelect(builder_.CreateFCmpOGT(f, low), f, low);
      f = builder_.CreateSelect(builder_.CreateFCmpOLT(f, high), f, high);
      return builder_.CreateFPToSI(f, vectorType(ir::Scalar::Int));
    }
  }
  LaneValue index = eval(id);
  if (index.comps.size() != 1) malformed(span, "an index that is not a scalar");
  llvm::Value* i = index.comps[0];
  if (kind == ir::Scalar::Bool) i = builder_.CreateZExt(i, vectorType(ir::Scalar::Int));
  else if (isFloatKind(kind)) i = convertComponent(i, kind, ir::Scalar::Int);
  llvm::Value* last = splat(builder_.getInt32(length - 1));
  if (isUnsignedKind(kind)) return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, i, last);
  llvm::Value* nonNegative = builder_.CreateBinaryIntrinsic(llvm::Intrinsic::smax, i, splat(builder_.getInt32(0)));
  return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::smin, nonNegative, last);
}

Place KernelEmitter::resolve(const ir::Access& access, SourceSpan span) {
  Place place;
  place.storage = &storageOf(access.var, span);
  ir::TypeId type = ir_.varType(*entry_, access.var);
  std::set<unsigned> choices{0};
  bool dynamicIsUniform = true;
  unsigned dynamicSteps = 0;
  for (const ir::AccessStep& step : access.steps) {
    const ir::Type& t = types_.get(type);
    if (step.kind == ir::AccessStep::Kind::Field) {
      if (t.kind != ir::TypeKind::Struct || step.field >= types_.record(type).fields.size())
        malformed(span, "a field step on a value that has no such field");
      const auto& fields = types_.record(type).fields;
      for (std::uint32_t f = 0; f < step.field; ++f) place.offset += flatCount(types_, fields[f].type);
      type = fields[step.field].type;
      continue;
    }
    unsigned length = 0, stride = 0;
    ir::TypeId next = 0;
    if (t.kind == ir::TypeKind::Array) {
      if (t.length <= 0) unsupported(span, "indexing an unsized array");
      length = static_cast<unsigned>(t.length);
      stride = flatCount(types_, t.element);
      next = t.element;
    } else if (types_.isMatrix(type)) {
      length = t.rows;
      stride = t.cols;
      next = types_.indexResult(type);
    } else if (types_.isVector(type)) {
      length = t.cols;
      stride = 1;
      next = types_.indexResult(type);
    } else {
      malformed(span, "an index step on a value that cannot be indexed");
    }
    if (!step.index.valid() || step.index.value >= entry_->exprs.size()) malformed(span, "an index step without an index");
    const ir::Expr& indexExpr = entry_->expr(step.index);
    ir::Scalar kind = scalarKindOf(types_, indexExpr.type);
    if (const auto* c = std::get_if<ir::ConstantExpr>(&indexExpr.node)) {
      // A constant index: clamped here, no code.
      const ir::Constant& k = ir_.constant(c->constant);
      double v = k.values.empty() ? 0.0 : k.values[0];
      if (isUnsignedKind(kind) && v < 0) v = length - 1;
      long clamped = std::clamp<long>(static_cast<long>(v), 0, static_cast<long>(length) - 1);
      place.offset += static_cast<unsigned>(clamped) * stride;
    } else {
      dynamicIsUniform = dynamicIsUniform && isUniformExpr(step.index);
      llvm::Value* i = dynamicIndex(step.index, length, span);
      ++dynamicSteps;
      place.element = i;
      place.elementStride = stride;
      place.elementCount = length;
      if (stride != 1) i = builder_.CreateMul(i, splat(builder_.getInt32(stride)));
      place.dynamic = place.dynamic ? builder_.CreateAdd(place.dynamic, i) : i;
      std::set<unsigned> expanded;
      for (unsigned c : choices)
        for (unsigned e = 0; e < length; ++e) expanded.insert(c + e * stride);
      if (expanded.size() > kMaxChoices) unsupported(span, "a dynamically indexed access with too many reachable elements");
      choices = std::move(expanded);
    }
    type = next;
  }
  place.type = type;
  place.count = flatCount(types_, type);
  place.choices.assign(choices.begin(), choices.end());
  place.dynamicIsUniform = place.dynamic && dynamicIsUniform;
  if (dynamicSteps != 1) place.element = nullptr;
  if (place.offset + place.choices.back() + place.count > place.storage->scalars.size())
    malformed(span, "an access path reaches past its variable");
  return place;
}

LaneValue KernelEmitter::read(const Place& place) {
  Storage& s = *place.storage;
  LaneValue out;
  if (s.kind == Storage::Kind::Uniform) {
    if (place.dynamic && !place.dynamicIsUniform) {
      if (std::optional<LaneValue> looked = readUniformByTable(place)) return *looked;
      if (place.count >= 2) return readUniformRows(place);
    }
    for (unsigned k = 0; k < place.count; ++k) {
      unsigned component = place.offset + k;
      ir::Scalar scalar = s.scalars[component];
      std::uint32_t word = s.uniformOffset + component;
      if (!place.dynamic) {
        out.comps.push_back(uniformComponent(word, scalar));
      } else if (place.dynamicIsUniform) {
        // Every lane has the same index: one scalar load, not a gather.
        llvm::Value* d = builder_.CreateExtractElement(place.dynamic, builder_.getInt32(0));
        llvm::Value* ptr = builder_.CreateInBoundsGEP(builder_.getInt32Ty(), uniforms_,
                                                     builder_.CreateAdd(d, builder_.getInt32(word)));
        llvm::Value* v = builder_.CreateLoad(isFloatKind(scalar) ? builder_.getFloatTy() : builder_.getInt32Ty(), ptr);
        if (scalar == ir::Scalar::Bool) v = builder_.CreateICmpNE(v, builder_.getInt32(0));
        out.comps.push_back(splat(v));
      } else {
        out.comps.push_back(uniformGather(word, place.dynamic, scalar));
      }
    }
    return out;
  }
  auto component = [&](unsigned i) -> llvm::Value* {
    if (s.kind == Storage::Kind::Values) return s.values[i];
    return builder_.CreateLoad(vectorType(s.scalars[i]), s.slots[i]);
  };
  std::vector<llvm::Value*> isChoice;
  for (std::size_t c = 1; c < place.choices.size(); ++c)
    isChoice.push_back(builder_.CreateICmpEQ(place.dynamic, splat(builder_.getInt32(place.choices[c]))));
  for (unsigned k = 0; k < place.count; ++k) {
    llvm::Value* v = component(place.offset + place.choices[0] + k);
    for (std::size_t c = 1; c < place.choices.size(); ++c)
      v = builder_.CreateSelect(isChoice[c - 1], component(place.offset + place.choices[c] + k), v);
    out.comps.push_back(v);
  }
  return out;
}

std::vector<llvm::Value*> KernelEmitter::transposeRows(const std::vector<llvm::Value*>& rows) {
  // rows[lane] = <x, y, z, w>. Z_j gathers the rows of lanes j, j+4, j+8, j+12 into its 128-bit blocks
  // (inserts, whose loads fold); a 4x4 transpose inside every block (unpcklps/unpckhps, then
  // unpcklpd/unpckhpd) then leaves component c of lanes 4b..4b+3 in block b of column c: lane order.
  unsigned blocks = lanes_ / 4;
  std::vector<llvm::Value*> z;
  for (unsigned j = 0; j < 4; ++j) {
    std::vector<llvm::Value*> parts;
    for (unsigned b = 0; b < blocks; ++b) parts.push_back(rows[j + 4 * b]);
    while (parts.size() > 1) {
      std::vector<llvm::Value*> joined;
      unsigned width = llvm::cast<llvm::FixedVectorType>(parts[0]->getType())->getNumElements();
      std::vector<int> all;
      for (unsigned i = 0; i < 2 * width; ++i) all.push_back(static_cast<int>(i));
      for (std::size_t i = 0; i < parts.size(); i += 2) joined.push_back(builder_.CreateShuffleVector(parts[i], parts[i + 1], all));
      parts = std::move(joined);
    }
    z.push_back(parts[0]);
  }
  int n = static_cast<int>(lanes_);
  auto blockwise = [&](std::initializer_list<int> pattern) {  // pattern over one block; >= 4 means "second operand"
    std::vector<int> mask;
    for (int b = 0; b < static_cast<int>(blocks); ++b)
      for (int p : pattern) mask.push_back(p < 4 ? 4 * b + p : n + 4 * b + (p - 4));
    return mask;
  };
  llvm::Value* t0 = builder_.CreateShuffleVector(z[0], z[1], blockwise({0, 4, 1, 5}));
  llvm::Value* t1 = builder_.CreateShuffleVector(z[0], z[1], blockwise({2, 6, 3, 7}));
  llvm::Value* t2 = builder_.CreateShuffleVector(z[2], z[3], blockwise({0, 4, 1, 5}));
  llvm::Value* t3 = builder_.CreateShuffleVector(z[2], z[3], blockwise({2, 6, 3, 7}));
  return {builder_.CreateShuffleVector(t0, t2, blockwise({0, 1, 4, 5})), builder_.CreateShuffleVector(t0, t2, blockwise({2, 3, 6, 7})),
          builder_.CreateShuffleVector(t1, t3, blockwise({0, 1, 4, 5})), builder_.CreateShuffleVector(t1, t3, blockwise({2, 3, 6, 7}))};
}

LaneValue KernelEmitter::readUniformRows(const Place& place) {
  // Several consecutive words per lane (a float4 row of a palette, a matrix): per lane one small vector
  // load of up to four words, then a transpose by shuffles, instead of one gather per component. Gathers
  // are microcoded on many cores (Zen 4 here). Measured on C6E5v_skin4m (16 lanes, Zen 4): one gather per
  // component 31-38 M vertices/s, 64-bit gathers of word pairs 37-41, these row loads 45-50; the row
  // loads cost compile time though (about twice the LLVM time of the gathers). Indices were clamped, so
  // every load stays inside the uniform.
  Storage& s = *place.storage;
  LaneValue out;
  unsigned k = 0;
  while (k < place.count) {
    unsigned component = place.offset + k;
    ir::Scalar first = s.scalars[component];
    bool isFloat = isFloatKind(first);
    unsigned group = 1;
    while (group < 4 && k + group < place.count && isFloatKind(s.scalars[component + group]) == isFloat) ++group;
    llvm::Type* element = isFloat ? builder_.getFloatTy() : builder_.getInt32Ty();
    if (group == 1) {
      out.comps.push_back(uniformGather(s.uniformOffset + component, place.dynamic, first));
      ++k;
      continue;
    }
    auto* rowType = llvm::FixedVectorType::get(element, group);
    llvm::Value* words = builder_.CreateAdd(place.dynamic, splat(builder_.getInt32(s.uniformOffset + component)));
    std::vector<llvm::Value*> rows;  // <4 x T> per lane (a short row padded with poison)
    for (unsigned lane = 0; lane < lanes_; ++lane) {
      llvm::Value* word = builder_.CreateExtractElement(words, builder_.getInt32(lane));
      llvm::Value* ptr = builder_.CreateInBoundsGEP(builder_.getInt32Ty(), uniforms_, builder_.CreateZExt(word, builder_.getInt64Ty()));
      llvm::Value* row = builder_.CreateAlignedLoad(rowType, ptr, llvm::Align(4));
      if (group < 4) row = builder_.CreateShuffleVector(row, {0, group > 1 ? 1 : -1, group > 2 ? 2 : -1, -1});
      rows.push_back(row);
    }
    std::vector<llvm::Value*> columns = transposeRows(rows);
    for (unsigned g = 0; g < group; ++g) {
      llvm::Value* v = columns[g];
      if (s.scalars[component + g] == ir::Scalar::Bool) v = builder_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
      out.comps.push_back(v);
    }
    k += group;
  }
  return out;
}

llvm::Value* KernelEmitter::maskedStoreValue(llvm::Value* newValue, llvm::Value* oldValue, llvm::Value* laneCondition) {
  llvm::Value* condition = laneCondition;
  if (!maskIsEntry_) condition = condition ? builder_.CreateAnd(condition, mask_) : mask_;
  if (!condition) return newValue;
  return builder_.CreateSelect(condition, newValue, oldValue);
}

void KernelEmitter::write(const Place& place, const LaneValue& value, const std::vector<unsigned>& targets) {
  Storage& s = *place.storage;
  if (s.kind != Storage::Kind::Slots || !s.writable) malformed({}, "a store to a read-only variable");
  if (value.comps.size() != targets.size()) malformed({}, "a store whose value does not match its target");
  for (std::size_t c = 0; c < place.choices.size(); ++c) {
    llvm::Value* isChoice = nullptr;
    if (place.dynamic) isChoice = builder_.CreateICmpEQ(place.dynamic, splat(builder_.getInt32(place.choices[c])));
    for (std::size_t i = 0; i < targets.size(); ++i) {
      unsigned slot = place.offset + place.choices[c] + targets[i];
      llvm::AllocaInst* a = s.slots[slot];
      llvm::Value* old = nullptr;
      if (isChoice || !maskIsEntry_) old = builder_.CreateLoad(a->getAllocatedType(), a);
      builder_.CreateStore(old ? maskedStoreValue(value.comps[i], old, isChoice) : value.comps[i], a);
    }
  }
}

}  // namespace cgx::jit::detail
