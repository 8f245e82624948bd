// IR types flattened into lane components, constants, and the small mask helpers every file uses.
#include <cmath>
#include <limits>

#include "llvm/Emitter.h"

namespace cgx::jit::detail {

void flatScalars(const ir::TypeTable& types, ir::TypeId type, std::vector<ir::Scalar>& out) {
  const ir::Type& t = types.get(type);
  switch (t.kind) {
    case ir::TypeKind::Numeric:
      out.insert(out.end(), types.componentCount(type), t.scalar);
      return;
    case ir::TypeKind::Sampler: out.push_back(ir::Scalar::Int); return;  // the texture unit
    case ir::TypeKind::Array:
      for (std::int32_t i = 0; i < t.length; ++i) flatScalars(types, t.element, out);
      return;
    case ir::TypeKind::Struct:
      for (const ir::Field& f : types.record(type).fields) flatScalars(types, f.type, out);
      return;
    default: return;
  }
}

std::vector<ir::Scalar> flatScalars(const ir::TypeTable& types, ir::TypeId type) {
  std::vector<ir::Scalar> out;
  flatScalars(types, type, out);
  return out;
}

unsigned flatCount(const ir::TypeTable& types, ir::TypeId type) { return uniformWordCount(types, type); }

ir::Scalar scalarKindOf(const ir::TypeTable& types, ir::TypeId type) {
  if (types.isSampler(type)) return ir::Scalar::Int;
  return types.scalarOf(type);
}

bool isUnsignedKind(ir::Scalar s) { return s == ir::Scalar::UInt; }
bool isIntKind(ir::Scalar s) { return s == ir::Scalar::Int || s == ir::Scalar::UInt || s == ir::Scalar::CInt; }
bool isFloatKind(ir::Scalar s) { return !isIntKind(s) && s != ir::Scalar::Bool; }

llvm::Type* KernelEmitter::elementType(ir::Scalar s) { return laneElementType(context_, s); }
llvm::VectorType* KernelEmitter::vectorType(ir::Scalar s) { return laneVectorType(context_, s, lanes_); }

llvm::Value* KernelEmitter::splat(llvm::Value* scalar) { return builder_.CreateVectorSplat(lanes_, scalar); }

llvm::Value* KernelEmitter::constantComponent(ir::Scalar s, double value) {
  llvm::Constant* c;
  if (s == ir::Scalar::Bool) {
    c = llvm::ConstantInt::get(llvm::Type::getInt1Ty(context_), value != 0.0 ? 1 : 0);
  } else if (isIntKind(s)) {
    // Constants are exact doubles of 32-bit values; uint ones above INT_MAX keep their bits.
    std::uint32_t bits = value < 0 ? static_cast<std::uint32_t>(static_cast<std::int64_t>(value))
                                   : static_cast<std::uint32_t>(static_cast<std::uint64_t>(value));
    c = llvm::ConstantInt::get(llvm::Type::getInt32Ty(context_), bits);
  } else {
    c = llvm::ConstantFP::get(llvm::Type::getFloatTy(context_), static_cast<float>(value));
  }
  return llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(lanes_), c);
}

LaneValue KernelEmitter::constantValue(const ir::Constant& constant) {
  std::vector<ir::Scalar> scalars = flatScalars(types_, constant.type);
  LaneValue v;
  for (std::size_t i = 0; i < scalars.size(); ++i)
    v.comps.push_back(constantComponent(scalars[i], i < constant.values.size() ? constant.values[i] : 0.0));
  return v;
}

llvm::Value* KernelEmitter::allLanes(bool on) { return constantComponent(ir::Scalar::Bool, on ? 1.0 : 0.0); }

llvm::Value* KernelEmitter::anyLane(llvm::Value* mask) {
  // <N x i1> as an N-bit integer: one kortest/movmsk instead of a reduction.
  llvm::Value* bits = builder_.CreateBitCast(mask, builder_.getIntNTy(lanes_));
  return builder_.CreateICmpNE(bits, llvm::ConstantInt::get(builder_.getIntNTy(lanes_), 0));
}

llvm::Value* KernelEmitter::laneIndices() {
  std::vector<llvm::Constant*> idx;
  for (unsigned i = 0; i < lanes_; ++i) idx.push_back(builder_.getInt32(i));
  return llvm::ConstantVector::get(idx);
}

}  // namespace cgx::jit::detail
