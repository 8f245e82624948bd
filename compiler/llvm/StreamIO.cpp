// Varying streams. Inputs: one masked gather per component from base + i * stride + c * size, converted
// from the stream's ComponentType to the slot's scalar kind, missing components filled with (0, 0, 0, 1).
// Outputs: float32 components scattered to base + i * stride + c * 4 under the chunk mask, skipped for a
// null base. Per-lane byte offsets are i32 (lane * stride) from a per-chunk scalar base, so x86 gets
// base-plus-vector-index gathers (vgatherdps) rather than 64-bit pointer vectors.
//
// Full chunks take faster paths when the run-time stride is the one the kernel was specialized on
// (StreamFormat/OutputFormat::stride) or the packed size: each lane's record is read with one load of
// exactly the bytes of the used components (a record group: the union of its members' components) and
// the rows are transposed into component vectors with log2(width) stages of two-input shuffles; outputs
// are transposed back and stored per lane, one plain store per run of adjacent component bytes, so no
// byte of another stream or of padding is ever written. Streams of one record (the runtime names them)
// share the load/stores when their bases are the record base plus their offsets at run time.
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

llvm::Type* elementTypeOf(llvm::IRBuilder<>& b, ComponentType t) {
  switch (t) {
    case ComponentType::Float32: return b.getFloatTy();
    case ComponentType::Float16: return b.getHalfTy();
    case ComponentType::UNorm8: return b.getInt8Ty();
    default: return b.getInt32Ty();
  }
}

unsigned pow2Ceil(unsigned n) {
  unsigned p = 1;
  while (p < n) p *= 2;
  return p;
}

// The widest record (in 4-byte words) the record paths transpose; wider ones take the general path.
constexpr unsigned kMaxRecordWords = 64;

std::vector<int> iota(unsigned from, unsigned count) {
  std::vector<int> v;
  for (unsigned i = 0; i < count; ++i) v.push_back(static_cast<int>(from + i));
  return v;
}

// Equal-width vectors (a power-of-two count) concatenated in order.
llvm::Value* concat(llvm::IRBuilder<>& b, std::vector<llvm::Value*> parts) {
  while (parts.size() > 1) {
    std::vector<llvm::Value*> joined;
    for (std::size_t i = 0; i < parts.size(); i += 2) {
      unsigned width = llvm::cast<llvm::FixedVectorType>(parts[i]->getType())->getNumElements();
      joined.push_back(b.CreateShuffleVector(parts[i], parts[i + 1], iota(0, 2 * width)));
    }
    parts = std::move(joined);
  }
  return parts[0];
}

// `lanes` rows of `width` elements (lane-major: element lane * width + c) cut into `width` vectors of
// `lanes` elements, and back. Both widths are powers of two.
std::vector<llvm::Value*> rowsToSequence(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& rows, unsigned width, unsigned lanes) {
  if (width == lanes) return rows;
  std::vector<llvm::Value*> seq;
  for (unsigned k = 0; k < width; ++k) {
    unsigned start = k * lanes;
    if (width > lanes) {
      seq.push_back(b.CreateShuffleVector(rows[start / width], iota(start % width, lanes)));
    } else {
      unsigned per = lanes / width;
      seq.push_back(concat(b, std::vector<llvm::Value*>(rows.begin() + k * per, rows.begin() + (k + 1) * per)));
    }
  }
  return seq;
}

std::vector<llvm::Value*> sequenceToRows(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& seq, unsigned width, unsigned lanes) {
  if (width == lanes) return seq;
  std::vector<llvm::Value*> rows;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    unsigned start = lane * width;
    if (width < lanes) {
      rows.push_back(b.CreateShuffleVector(seq[start / lanes], iota(start % lanes, width)));
    } else {
      unsigned per = width / lanes;
      rows.push_back(concat(b, std::vector<llvm::Value*>(seq.begin() + lane * per, seq.begin() + (lane + 1) * per)));
    }
  }
  return rows;
}

// A lane-major sequence of W-component elements (W vectors of `lanes`) -> its W component vectors: split
// into even and odd elements (one two-input shuffle per pair), each a sequence of W/2-component elements.
std::vector<llvm::Value*> unzipColumns(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& seq, unsigned lanes) {
  if (seq.size() == 1) return seq;
  std::vector<int> evens, odds;
  for (unsigned i = 0; i < lanes; ++i) {
    evens.push_back(static_cast<int>(2 * i));
    odds.push_back(static_cast<int>(2 * i + 1));
  }
  std::vector<llvm::Value*> e, o;
  for (std::size_t j = 0; j < seq.size(); j += 2) {
    e.push_back(b.CreateShuffleVector(seq[j], seq[j + 1], evens));
    o.push_back(b.CreateShuffleVector(seq[j], seq[j + 1], odds));
  }
  std::vector<llvm::Value*> ce = unzipColumns(b, e, lanes), co = unzipColumns(b, o, lanes);
  std::vector<llvm::Value*> columns;
  for (std::size_t c = 0; c < seq.size(); ++c) columns.push_back(c % 2 ? co[c / 2] : ce[c / 2]);
  return columns;
}

// The inverse: W component vectors -> the lane-major sequence (W vectors of `lanes`).
std::vector<llvm::Value*> zipColumns(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& columns, unsigned lanes) {
  if (columns.size() == 1) return columns;
  std::vector<llvm::Value*> ec, oc;
  for (std::size_t c = 0; c < columns.size(); ++c) (c % 2 ? oc : ec).push_back(columns[c]);
  std::vector<llvm::Value*> e = zipColumns(b, ec, lanes), o = zipColumns(b, oc, lanes);
  std::vector<int> lo, hi;
  for (unsigned i = 0; i < lanes / 2; ++i) {
    lo.push_back(static_cast<int>(i));
    lo.push_back(static_cast<int>(lanes + i));
    hi.push_back(static_cast<int>(lanes / 2 + i));
    hi.push_back(static_cast<int>(lanes + lanes / 2 + i));
  }
  std::vector<llvm::Value*> seq;
  for (std::size_t m = 0; m < e.size(); ++m) {
    seq.push_back(b.CreateShuffleVector(e[m], o[m], lo));
    seq.push_back(b.CreateShuffleVector(e[m], o[m], hi));
  }
  return seq;
}

// The first `elements` elements (of `type`, `bytes` each) of every lane's record at chunkBase + lane *
// stride, as pow2Ceil(elements) component vectors (the ones past `elements` are poison). Reads no byte
// outside [chunkBase, chunkBase + (lanes - 1) * stride + elements * bytes): a lane whose wider
// power-of-two load would pass that end loads exactly its elements.
std::vector<llvm::Value*> loadRecordColumns(llvm::IRBuilder<>& b, llvm::Value* chunkBase, std::uint64_t stride, llvm::Type* type,
                                            unsigned bytes, unsigned elements, unsigned lanes) {
  unsigned width = pow2Ceil(elements);
  std::uint64_t end = (lanes - 1) * stride + std::uint64_t{elements} * bytes;
  std::vector<llvm::Value*> rows;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    llvm::Value* at = b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), chunkBase, lane * stride);
    if (lane * stride + std::uint64_t{width} * bytes <= end) {
      rows.push_back(b.CreateAlignedLoad(llvm::FixedVectorType::get(type, width), at, llvm::Align(1)));
    } else {
      llvm::Value* row = b.CreateAlignedLoad(llvm::FixedVectorType::get(type, elements), at, llvm::Align(1));
      if (elements != width) {
        std::vector<int> widen = iota(0, elements);
        widen.resize(width, llvm::PoisonMaskElem);
        row = b.CreateShuffleVector(row, widen);
      }
      rows.push_back(row);
    }
  }
  return unzipColumns(b, rowsToSequence(b, rows, width, lanes), lanes);
}

// One member of a record: a stream whose element starts `offset` bytes into the record.
struct RecordMember {
  unsigned index = 0;
  unsigned offset = 0;
  unsigned components = 0;  // used components, 4 bytes each
};

// Whether this chunk can move a record's members with one shared load or store: the chunk is full, every
// member's stream has the specialized `stride` (and, with requireBound, is bound: outputs may be absent)
// and starts at the first member's base plus its offset. Also the record's width in 4-byte words.
struct RecordFit {
  llvm::Value* fits = nullptr;  // i1
  unsigned words = 0;
};
RecordFit recordFit(KernelEmitter& e, const std::vector<RecordMember>& members,
                    const std::vector<KernelEmitter::StreamPointers>& streams, std::uint64_t stride, bool requireBound) {
  llvm::IRBuilder<>& P = e.prologue_;
  const KernelEmitter::StreamPointers& lead = streams[members[0].index];
  RecordFit fit{e.chunkFull_, 0};
  for (const RecordMember& m : members) {
    const KernelEmitter::StreamPointers& s = streams[m.index];
    if (requireBound) fit.fits = e.builder_.CreateAnd(fit.fits, s.present);
    fit.fits = e.builder_.CreateAnd(fit.fits, P.CreateICmpEQ(s.stride, P.getInt64(stride)));
    if (m.offset != 0)
      fit.fits = e.builder_.CreateAnd(fit.fits, P.CreateICmpEQ(s.base, P.CreateConstInBoundsGEP1_32(P.getInt8Ty(), lead.base, m.offset)));
    fit.words = std::max(fit.words, m.offset / 4 + m.components);
  }
  return fit;
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

namespace {
// A loaded <lanes x element> vector of a stream of `type` converted to the slot's scalar kind. 4-byte
// integer components may arrive as float vectors (a record's shared load): their bits are the integer.
llvm::Value* convertLoaded(KernelEmitter& e, llvm::Value* v, ComponentType type, ir::Scalar to) {
  llvm::IRBuilder<>& b = e.builder_;
  ir::Scalar from = ir::Scalar::Float;
  switch (type) {
    case ComponentType::Float32: break;
    case ComponentType::Float16: v = b.CreateFPExt(v, e.vectorType(ir::Scalar::Float)); break;
    case ComponentType::UNorm8:
      if (isFloatKind(to)) {
        v = b.CreateFMul(b.CreateUIToFP(v, e.vectorType(ir::Scalar::Float)), e.constantComponent(ir::Scalar::Float, 1.0 / 255.0));
      } else {  // an integer slot fed bytes: the byte's value
        v = b.CreateZExt(v, e.vectorType(ir::Scalar::Int));
        from = ir::Scalar::Int;
      }
      break;
    case ComponentType::Int32:
    case ComponentType::UInt32:
      if (v->getType()->getScalarType()->isFloatTy()) v = b.CreateBitCast(v, e.vectorType(ir::Scalar::Int));
      from = type == ComponentType::Int32 ? ir::Scalar::Int : ir::Scalar::UInt;
      break;
  }
  return e.convertComponent(v, from, to);
}

struct InputUse {
  StreamFormat format;
  unsigned streamComponents = 0;  // the stream's own count
  unsigned direct = 0;            // components read from memory: min(stream's, slot's)
  std::vector<ir::Scalar> scalars;
};

InputUse inputUse(const KernelEmitter& e, unsigned index) {
  InputUse u;
  const StreamSlot& slot = e.layout_.inputs[index];
  if (index < e.options_.inputFormats.size()) u.format = e.options_.inputFormats[index];
  u.streamComponents = u.format.components ? u.format.components : slot.components;
  u.scalars = flatScalars(e.types_, e.ir_.globals[slot.global.value].type);
  u.direct = std::min<unsigned>(u.streamComponents, static_cast<unsigned>(u.scalars.size()));
  return u;
}

// The members of input `index`'s record that share one load (at least two), sorted by offset and
// rebased so that the first starts at 0; empty when it loads on its own.
std::vector<RecordMember> inputRecord(const KernelEmitter& e, unsigned index) {
  auto eligible = [&](const InputUse& u) {
    const StreamFormat& f = u.format;
    return f.stride != 0 && f.record >= 0 && componentBytes(f.type) == 4 && f.stride % 4 == 0 && f.recordOffset % 4 == 0 &&
           u.direct > 0 && f.recordOffset + u.direct * 4 <= f.stride;
  };
  InputUse self = inputUse(e, index);
  if (!eligible(self)) return {};
  std::vector<RecordMember> members;
  for (unsigned j = 0; j < e.layout_.inputs.size(); ++j) {
    InputUse u = inputUse(e, j);
    if (eligible(u) && u.format.record == self.format.record && u.format.stride == self.format.stride)
      members.push_back({j, u.format.recordOffset, u.direct});
  }
  if (members.size() < 2) return {};
  std::sort(members.begin(), members.end(), [](const RecordMember& a, const RecordMember& b) { return a.offset < b.offset; });
  unsigned first = members[0].offset, end = 0;
  for (RecordMember& m : members) {
    m.offset -= first;
    end = std::max(end, m.offset + m.components * 4);
  }
  if (end > kMaxRecordWords * 4) return {};
  return members;
}
}  // namespace

LaneValue KernelEmitter::loadInput(unsigned index) {
  if (recordChunk_ == chunkFirst_) {
    if (auto it = recordInputs_.find(index); it != recordInputs_.end()) return it->second;
  } else {
    recordInputs_.clear();
    recordChunk_ = chunkFirst_;
  }
  std::vector<RecordMember> members = inputRecord(*this, index);
  if (members.empty()) return loadStream(index);
  // One load of every lane's record for all members, when the chunk is full, every member's stride is the
  // specialized one and its base is the first member's plus its offset; otherwise each on its own.
  const std::uint64_t stride = inputUse(*this, members[0].index).format.stride;
  const StreamPointers& lead = inputStreams_[members[0].index];
  const auto [fits, words] = recordFit(*this, members, inputStreams_, stride, /*requireBound=*/false);
  llvm::BasicBlock* shared = llvm::BasicBlock::Create(context_, "record.load", function_);
  llvm::BasicBlock* single = llvm::BasicBlock::Create(context_, "record.single", function_);
  llvm::BasicBlock* merge = llvm::BasicBlock::Create(context_, "record.loaded", function_);
  builder_.CreateCondBr(fits, shared, single);
  builder_.SetInsertPoint(shared);
  llvm::Value* chunkBase = builder_.CreateGEP(builder_.getInt8Ty(), lead.base, builder_.CreateMul(chunkFirst_, builder_.getInt64(stride)));
  std::vector<llvm::Value*> columns = loadRecordColumns(builder_, chunkBase, stride, builder_.getFloatTy(), 4, words, lanes_);
  std::vector<std::vector<llvm::Value*>> fast;
  for (const RecordMember& m : members) {
    InputUse u = inputUse(*this, m.index);
    std::vector<llvm::Value*> comps;
    for (unsigned c = 0; c < m.components; ++c) comps.push_back(convertLoaded(*this, columns[m.offset / 4 + c], u.format.type, u.scalars[c]));
    fast.push_back(std::move(comps));
  }
  llvm::BasicBlock* sharedEnd = builder_.GetInsertBlock();
  builder_.CreateBr(merge);
  builder_.SetInsertPoint(single);
  std::vector<LaneValue> slow;
  for (const RecordMember& m : members) slow.push_back(loadStream(m.index, /*fastPaths=*/false));
  llvm::BasicBlock* singleEnd = builder_.GetInsertBlock();
  builder_.CreateBr(merge);
  builder_.SetInsertPoint(merge);
  for (std::size_t k = 0; k < members.size(); ++k) {
    LaneValue value = slow[k];
    for (unsigned c = 0; c < members[k].components; ++c) {
      llvm::PHINode* phi = builder_.CreatePHI(value.comps[c]->getType(), 2);
      phi->addIncoming(fast[k][c], sharedEnd);
      phi->addIncoming(value.comps[c], singleEnd);
      value.comps[c] = phi;
    }
    recordInputs_[members[k].index] = value;
  }
  return recordInputs_[index];
}

LaneValue KernelEmitter::loadStream(unsigned index, bool fastPaths) {
  InputUse use = inputUse(*this, index);
  const StreamFormat& format = use.format;
  const unsigned streamComponents = use.streamComponents;
  const std::vector<ir::Scalar>& scalars = use.scalars;
  const StreamPointers& stream = inputStreams_[index];
  llvm::Value* chunkBase = builder_.CreateGEP(builder_.getInt8Ty(), stream.base, builder_.CreateMul(chunkFirst_, stream.stride));
  llvm::Value* offsets = laneOffsets(builder_, stream.stride, laneIndices());
  unsigned size = componentBytes(format.type);
  // Full chunks of a packed float32 stream (stride == components * 4, what applications usually bind)
  // load the chunk's elements with one contiguous load and deinterleave them with shuffles instead of
  // one gather per component: gathers are microcoded on many cores (Zen 4: several cycles per element).
  // Full chunks at any other specialized stride (interleaved records) load each lane's used components
  // and transpose them (loadRecordColumns).
  std::vector<llvm::Value*> packed;
  llvm::BasicBlock* packedEnd = nullptr;
  llvm::BasicBlock* gatherBlock = nullptr;
  llvm::BasicBlock* merge = nullptr;
  const unsigned direct = use.direct;
  const bool packedPath = format.type == ComponentType::Float32 && (format.stride == 0 || format.stride == streamComponents * 4);
  const bool recordPath = !packedPath && format.stride != 0 && direct * size <= kMaxRecordWords * 4;
  if ((packedPath || recordPath) && direct > 0 && fastPaths) {
    llvm::BasicBlock* packedBlock = llvm::BasicBlock::Create(context_, packedPath ? "input.packed" : "input.record", function_);
    gatherBlock = llvm::BasicBlock::Create(context_, "input.gather", function_);
    merge = llvm::BasicBlock::Create(context_, "input.loaded", function_);
    const std::uint64_t expected = packedPath ? streamComponents * 4 : format.stride;
    llvm::Value* isFast = prologue_.CreateICmpEQ(stream.stride, prologue_.getInt64(expected));
    builder_.CreateCondBr(builder_.CreateAnd(chunkFull_, isFast), packedBlock, gatherBlock);
    builder_.SetInsertPoint(packedBlock);
    if (packedPath) {
      auto* wideType = llvm::FixedVectorType::get(builder_.getFloatTy(), lanes_ * streamComponents);
      llvm::Value* wide = builder_.CreateAlignedLoad(wideType, chunkBase, llvm::Align(4));
      for (unsigned c = 0; c < direct; ++c) {
        std::vector<int> pick;
        for (unsigned lane = 0; lane < lanes_; ++lane) pick.push_back(static_cast<int>(lane * streamComponents + c));
        packed.push_back(convertComponent(builder_.CreateShuffleVector(wide, pick), ir::Scalar::Float, scalars[c]));
      }
    } else {
      llvm::Value* base = builder_.CreateGEP(builder_.getInt8Ty(), stream.base, builder_.CreateMul(chunkFirst_, builder_.getInt64(format.stride)));
      std::vector<llvm::Value*> columns =
          loadRecordColumns(builder_, base, format.stride, elementTypeOf(builder_, format.type), size, direct, lanes_);
      for (unsigned c = 0; c < direct; ++c) packed.push_back(convertLoaded(*this, columns[c], format.type, scalars[c]));
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
    llvm::Type* vt = llvm::FixedVectorType::get(elementTypeOf(builder_, format.type), lanes_);
    llvm::Value* v = builder_.CreateMaskedGather(vt, ptrs, llvm::Align(size), chunkMask_, llvm::Constant::getNullValue(vt));
    out.comps.push_back(convertLoaded(*this, v, format.type, to));
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

namespace {
OutputFormat outputFormat(const KernelEmitter& e, unsigned index) {
  return index < e.options_.outputFormats.size() ? e.options_.outputFormats[index] : OutputFormat{};
}

// The outputs stored together with output `index` at its specialized stride (sorted by offset, rebased to
// start at 0; just `index` itself, at offset 0, when it is not part of a record with disjoint members);
// empty when it has no specialized stride, or only the packed one (storeOutput's contiguous store).
std::vector<RecordMember> outputRecord(const KernelEmitter& e, unsigned index) {
  auto components = [&](unsigned k) { return static_cast<unsigned>(e.globals_[e.layout_.outputs[k].global.value].slots.size()); };
  OutputFormat self = outputFormat(e, index);
  const unsigned n = components(index);
  if (self.stride == 0 || n == 0 || self.stride == n * 4 || n > kMaxRecordWords) return {};
  std::vector<RecordMember> single{{index, 0, n}};
  auto eligible = [&](const OutputFormat& f, unsigned count) {
    return f.stride == self.stride && f.record >= 0 && f.record == self.record && f.stride % 4 == 0 && f.recordOffset % 4 == 0 &&
           count > 0 && f.recordOffset + count * 4 <= f.stride;
  };
  if (!eligible(self, n)) return single;
  std::vector<RecordMember> members;
  for (unsigned k = 0; k < e.layout_.outputs.size(); ++k) {
    OutputFormat f = outputFormat(e, k);
    if (eligible(f, components(k))) members.push_back({k, f.recordOffset, components(k)});
  }
  std::sort(members.begin(), members.end(), [](const RecordMember& a, const RecordMember& b) { return a.offset < b.offset; });
  unsigned first = members[0].offset;
  for (std::size_t i = 0; i < members.size(); ++i) {
    members[i].offset -= first;
    if (i > 0 && members[i].offset < members[i - 1].offset + members[i - 1].components * 4) return single;  // overlapping members
  }
  if (members.back().offset + members.back().components * 4 > kMaxRecordWords * 4) return single;
  return members;
}
}  // namespace

void KernelEmitter::storeOutputs() {
  std::vector<bool> done(layout_.outputs.size(), false);
  for (unsigned k = 0; k < layout_.outputs.size(); ++k) {
    if (done[k]) continue;
    std::vector<RecordMember> members = outputRecord(*this, k);
    if (members.empty()) {
      storeOutput(k);
      continue;
    }
    for (const RecordMember& m : members) done[m.index] = true;
    // A full chunk whose members all have the specialized stride and sit at the first one's base plus their
    // offsets: transpose the members' components into per-lane records and store each lane's runs of
    // adjacent components with plain stores of exactly their bytes. Otherwise each member on its own.
    const std::uint64_t stride = outputFormat(*this, members[0].index).stride;
    const StreamPointers& lead = outputStreams_[members[0].index];
    const auto [fits, words] = recordFit(*this, members, outputStreams_, stride, /*requireBound=*/true);
    llvm::BasicBlock* shared = llvm::BasicBlock::Create(context_, "record.store", function_);
    llvm::BasicBlock* single = llvm::BasicBlock::Create(context_, "record.single", function_);
    llvm::BasicBlock* next = llvm::BasicBlock::Create(context_, "record.next", function_);
    builder_.CreateCondBr(fits, shared, single);
    builder_.SetInsertPoint(shared);
    const unsigned width = pow2Ceil(words);
    std::vector<llvm::Value*> columns(width, llvm::PoisonValue::get(vectorType(ir::Scalar::Float)));
    std::vector<bool> covered(width, false);
    for (const RecordMember& m : members) {
      const Storage& s = globals_[layout_.outputs[m.index].global.value];
      for (unsigned c = 0; c < m.components; ++c) {
        llvm::Value* v = builder_.CreateLoad(vectorType(s.scalars[c]), s.slots[c]);
        columns[m.offset / 4 + c] = convertComponent(v, s.scalars[c], ir::Scalar::Float);
        covered[m.offset / 4 + c] = true;
      }
    }
    std::vector<llvm::Value*> rows = sequenceToRows(builder_, zipColumns(builder_, columns, lanes_), width, lanes_);
    llvm::Value* chunkBase = builder_.CreateGEP(builder_.getInt8Ty(), lead.base, builder_.CreateMul(chunkFirst_, builder_.getInt64(stride)));
    for (unsigned lane = 0; lane < lanes_; ++lane) {
      for (unsigned a = 0; a < width;) {
        if (!covered[a]) {
          ++a;
          continue;
        }
        unsigned b = a;
        while (b < width && covered[b]) ++b;
        llvm::Value* run = b - a == width ? rows[lane] : builder_.CreateShuffleVector(rows[lane], iota(a, b - a));
        builder_.CreateAlignedStore(run, builder_.CreateConstInBoundsGEP1_64(builder_.getInt8Ty(), chunkBase, lane * stride + a * 4),
                                    llvm::Align(1));
        a = b;
      }
    }
    builder_.CreateBr(next);
    builder_.SetInsertPoint(single);
    for (const RecordMember& m : members) storeOutput(m.index, /*fastPaths=*/false);
    builder_.CreateBr(next);
    builder_.SetInsertPoint(next);
  }
}

void KernelEmitter::storeOutput(unsigned k, bool fastPaths) {
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
  if (n > 0 && fastPaths) {
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
