// Varying streams. Inputs: one masked gather per component from base + i * stride + c * size, converted
// from the stream's ComponentType to the slot's scalar kind, missing components filled with (0, 0, 0, 1).
// Outputs: float32 components scattered to base + i * stride + c * 4 under the chunk mask, skipped for a
// null base. Per-lane byte offsets are i32 (lane * stride) from a per-chunk scalar base, so x86 gets
// base-plus-vector-index gathers (vgatherdps) rather than 64-bit pointer vectors.
#include "llvm/Emitter.h"

namespace cgx::jit::detail {

namespace {
unsigned componentBytes(ComponentType t) {
  switch (t) {
    case ComponentType::Float16: return 2;
    case ComponentType::UNorm8: return 1;
    default: return 4;
  }
}
}  // namespace

void KernelEmitter::prepareStreams() {
  auto& P = prologue_;
  llvm::Type* ptrTy = P.getPtrTy();
  llvm::Value* inputs = P.CreateLoad(ptrTy, P.CreateConstInBoundsGEP1_32(P.getInt8Ty(), args_, offsetof(KernelArgs, inputs)), "inputs");
  llvm::Value* outputs = P.CreateLoad(ptrTy, P.CreateConstInBoundsGEP1_32(P.getInt8Ty(), args_, offsetof(KernelArgs, outputs)), "outputs");
  // A null input base reads this instead (stride 0): (0, 0, 0, 1) per four float components.
  std::vector<llvm::Constant*> defaults;
  for (int i = 0; i < 16; ++i) defaults.push_back(llvm::ConstantFP::get(P.getFloatTy(), i % 4 == 3 ? 1.0 : 0.0));
  auto* defaultType = llvm::ArrayType::get(P.getFloatTy(), 16);
  auto* defaultStream = new llvm::GlobalVariable(module_, defaultType, true, llvm::GlobalValue::PrivateLinkage,
                                                 llvm::ConstantArray::get(defaultType, defaults), "cgx.default.input");
  auto streamsOf = [&](llvm::Value* array, std::size_t count, bool input, std::vector<StreamPointers>& out) {
    for (std::size_t k = 0; k < count; ++k) {
      std::uint32_t at = static_cast<std::uint32_t>(k * sizeof(StreamRef));
      StreamPointers s;
      s.base = P.CreateLoad(ptrTy, P.CreateConstInBoundsGEP1_32(P.getInt8Ty(), array, at + offsetof(StreamRef, base)));
      s.stride = P.CreateLoad(P.getInt64Ty(), P.CreateConstInBoundsGEP1_32(P.getInt8Ty(), array, at + offsetof(StreamRef, stride)));
      s.present = P.CreateICmpNE(s.base, llvm::ConstantPointerNull::get(P.getPtrTy()));
      if (input) {
        s.base = P.CreateSelect(s.present, s.base, defaultStream);
        s.stride = P.CreateSelect(s.present, s.stride, P.getInt64(0));
      }
      out.push_back(s);
    }
  };
  streamsOf(inputs, layout_.inputs.size(), true, inputStreams_);
  streamsOf(outputs, layout_.outputs.size(), false, outputStreams_);
}

namespace {
// Per-lane byte offsets lane * stride, as i32 (a stream's stride times the SIMD width fits easily).
llvm::Value* laneOffsets(llvm::IRBuilder<>& b, llvm::Value* stride, llvm::Value* lanes) {
  llvm::Value* s = b.CreateTrunc(stride, b.getInt32Ty());
  return b.CreateMul(lanes, b.CreateVectorSplat(llvm::cast<llvm::FixedVectorType>(lanes->getType())->getNumElements(), s));
}
}  // namespace

LaneValue KernelEmitter::loadInput(unsigned index) {
  const StreamSlot& slot = layout_.inputs[index];
  StreamFormat format;
  if (index < options_.inputFormats.size()) format = options_.inputFormats[index];
  unsigned streamComponents = format.components ? format.components : slot.components;
  const StreamPointers& stream = inputStreams_[index];
  std::vector<ir::Scalar> scalars = flatScalars(types_, ir_.globals[slot.global.value].type);
  llvm::Value* chunkBase = builder_.CreateGEP(builder_.getInt8Ty(), stream.base, builder_.CreateMul(chunkFirst_, stream.stride));
  llvm::Value* offsets = laneOffsets(builder_, stream.stride, laneIndices());
  unsigned size = componentBytes(format.type);
  // Full chunks of a packed float32 stream (stride == components * 4, what applications usually bind)
  // load the chunk's elements with one contiguous load and deinterleave them with shuffles instead of
  // one gather per component: gathers are microcoded on many cores (Zen 4: several cycles per element).
  std::vector<llvm::Value*> packed;
  llvm::BasicBlock* packedEnd = nullptr;
  llvm::BasicBlock* gatherBlock = nullptr;
  llvm::BasicBlock* merge = nullptr;
  unsigned direct = std::min<unsigned>(streamComponents, static_cast<unsigned>(scalars.size()));
  if (format.type == ComponentType::Float32 && direct > 0) {
    llvm::BasicBlock* packedBlock = llvm::BasicBlock::Create(context_, "input.packed", function_);
    gatherBlock = llvm::BasicBlock::Create(context_, "input.gather", function_);
    merge = llvm::BasicBlock::Create(context_, "input.loaded", function_);
    llvm::Value* isPacked = prologue_.CreateICmpEQ(stream.stride, prologue_.getInt64(streamComponents * 4));
    builder_.CreateCondBr(builder_.CreateAnd(chunkFull_, isPacked), packedBlock, gatherBlock);
    builder_.SetInsertPoint(packedBlock);
    auto* wideType = llvm::FixedVectorType::get(builder_.getFloatTy(), lanes_ * streamComponents);
    llvm::Value* wide = builder_.CreateAlignedLoad(wideType, chunkBase, llvm::Align(4));
    for (unsigned c = 0; c < direct; ++c) {
      std::vector<int> pick;
      for (unsigned lane = 0; lane < lanes_; ++lane) pick.push_back(static_cast<int>(lane * streamComponents + c));
      packed.push_back(convertComponent(builder_.CreateShuffleVector(wide, pick), ir::Scalar::Float, scalars[c]));
    }
    packedEnd = builder_.GetInsertBlock();
    builder_.CreateBr(merge);
    builder_.SetInsertPoint(gatherBlock);
  }
  LaneValue out;
  for (unsigned c = 0; c < scalars.size(); ++c) {
    ir::Scalar to = scalars[c];
    if (c >= streamComponents) {  // GL's fill for a short stream
      out.comps.push_back(constantComponent(to, c % 4 == 3 ? 1.0 : 0.0));
      continue;
    }
    llvm::Value* componentBase = builder_.CreateConstGEP1_32(builder_.getInt8Ty(), chunkBase, c * size);
    llvm::Value* ptrs = builder_.CreateGEP(builder_.getInt8Ty(), componentBase, offsets);
    llvm::Type* element;
    switch (format.type) {
      case ComponentType::Float32: element = builder_.getFloatTy(); break;
      case ComponentType::Float16: element = builder_.getHalfTy(); break;
      case ComponentType::UNorm8: element = builder_.getInt8Ty(); break;
      default: element = builder_.getInt32Ty(); break;
    }
    llvm::Type* vt = llvm::FixedVectorType::get(element, lanes_);
    llvm::Value* v = builder_.CreateMaskedGather(vt, ptrs, llvm::Align(size), chunkMask_, llvm::Constant::getNullValue(vt));
    ir::Scalar from = ir::Scalar::Float;
    switch (format.type) {
      case ComponentType::Float32: break;
      case ComponentType::Float16: v = builder_.CreateFPExt(v, vectorType(ir::Scalar::Float)); break;
      case ComponentType::UNorm8:
        if (isFloatKind(to)) {
          v = builder_.CreateFMul(builder_.CreateUIToFP(v, vectorType(ir::Scalar::Float)),
                                  constantComponent(ir::Scalar::Float, 1.0 / 255.0));
        } else {  // an integer slot fed bytes: the byte's value
          v = builder_.CreateZExt(v, vectorType(ir::Scalar::Int));
          from = ir::Scalar::Int;
        }
        break;
      case ComponentType::Int32: from = ir::Scalar::Int; break;
      case ComponentType::UInt32: from = ir::Scalar::UInt; break;
    }
    out.comps.push_back(convertComponent(v, from, to));
  }
  if (merge) {
    llvm::BasicBlock* gatherEnd = builder_.GetInsertBlock();
    builder_.CreateBr(merge);
    builder_.SetInsertPoint(merge);
    for (unsigned c = 0; c < direct; ++c) {
      llvm::PHINode* phi = builder_.CreatePHI(out.comps[c]->getType(), 2);
      phi->addIncoming(packed[c], packedEnd);
      phi->addIncoming(out.comps[c], gatherEnd);
      out.comps[c] = phi;
    }
  }
  return out;
}

llvm::Value* KernelEmitter::interleave(const std::vector<llvm::Value*>& components) {
  // Concatenate the component vectors (padding the list to a power of two, as shufflevector needs equal
  // halves), then pick lane-major order: element lane * n + c is component c of `lane`.
  std::vector<llvm::Value*> parts = components;
  unsigned n = static_cast<unsigned>(components.size());
  while (parts.size() & (parts.size() - 1)) parts.push_back(llvm::PoisonValue::get(parts[0]->getType()));
  while (parts.size() > 1) {
    std::vector<llvm::Value*> joined;
    for (std::size_t i = 0; i < parts.size(); i += 2) {
      unsigned width = llvm::cast<llvm::FixedVectorType>(parts[i]->getType())->getNumElements();
      std::vector<int> all;
      for (unsigned k = 0; k < 2 * width; ++k) all.push_back(static_cast<int>(k));
      joined.push_back(builder_.CreateShuffleVector(parts[i], parts[i + 1], all));
    }
    parts = std::move(joined);
  }
  std::vector<int> order;
  for (unsigned lane = 0; lane < lanes_; ++lane)
    for (unsigned c = 0; c < n; ++c) order.push_back(static_cast<int>(c * lanes_ + lane));
  return builder_.CreateShuffleVector(parts[0], order);
}

void KernelEmitter::storeOutputs() {
  for (std::size_t k = 0; k < layout_.outputs.size(); ++k) {
    const StreamSlot& slot = layout_.outputs[k];
    const Storage& s = globals_[slot.global.value];
    const StreamPointers& stream = outputStreams_[k];
    // A branch per output, not a mask: it keeps the full-chunk scatters unmasked.
    llvm::BasicBlock* store = llvm::BasicBlock::Create(context_, "output", function_);
    llvm::BasicBlock* next = llvm::BasicBlock::Create(context_, "output.next", function_);
    builder_.CreateCondBr(stream.present, store, next);
    builder_.SetInsertPoint(store);
    llvm::Value* chunkBase = builder_.CreateGEP(builder_.getInt8Ty(), stream.base, builder_.CreateMul(chunkFirst_, stream.stride));
    std::vector<llvm::Value*> values;
    for (unsigned c = 0; c < s.slots.size(); ++c) {
      llvm::Value* v = builder_.CreateLoad(vectorType(s.scalars[c]), s.slots[c]);
      values.push_back(convertComponent(v, s.scalars[c], ir::Scalar::Float));
    }
    unsigned n = static_cast<unsigned>(values.size());
    if (n > 0) {
      // Full chunk of a packed stream (stride == components * 4): interleave with shuffles and store the
      // chunk's elements contiguously; scatters are far slower (and not needed for a dense range).
      llvm::BasicBlock* packedBlock = llvm::BasicBlock::Create(context_, "output.packed", function_);
      llvm::BasicBlock* scatterBlock = llvm::BasicBlock::Create(context_, "output.scatter", function_);
      llvm::Value* isPacked = prologue_.CreateICmpEQ(stream.stride, prologue_.getInt64(n * 4));
      builder_.CreateCondBr(builder_.CreateAnd(chunkFull_, isPacked), packedBlock, scatterBlock);
      builder_.SetInsertPoint(packedBlock);
      builder_.CreateAlignedStore(interleave(values), chunkBase, llvm::Align(4));
      builder_.CreateBr(next);
      builder_.SetInsertPoint(scatterBlock);
    }
    llvm::Value* offsets = laneOffsets(builder_, stream.stride, laneIndices());
    for (unsigned c = 0; c < n; ++c) {
      llvm::Value* ptrs = builder_.CreateGEP(builder_.getInt8Ty(), builder_.CreateConstGEP1_32(builder_.getInt8Ty(), chunkBase, c * 4), offsets);
      builder_.CreateMaskedScatter(values[c], ptrs, llvm::Align(4), chunkMask_);
    }
    builder_.CreateBr(next);
    builder_.SetInsertPoint(next);
  }
}

void KernelEmitter::storeDiscarded() {
  if (options_.stage != KernelStage::Fragment) return;
  llvm::BasicBlock* store = llvm::BasicBlock::Create(context_, "discarded", function_);
  llvm::BasicBlock* next = llvm::BasicBlock::Create(context_, "discarded.next", function_);
  builder_.CreateCondBr(builder_.CreateICmpNE(discardedPtr_, llvm::ConstantPointerNull::get(builder_.getPtrTy())), store, next);
  builder_.SetInsertPoint(store);
  llvm::Value* flags = builder_.CreateZExt(builder_.CreateLoad(discardMask_->getAllocatedType(), discardMask_),
                                           llvm::FixedVectorType::get(builder_.getInt8Ty(), lanes_));
  llvm::Value* at = builder_.CreateGEP(builder_.getInt8Ty(), discardedPtr_, chunkFirst_);
  builder_.CreateMaskedStore(flags, at, llvm::Align(1), chunkMask_);
  builder_.CreateBr(next);
  builder_.SetInsertPoint(next);
}

}  // namespace cgx::jit::detail
