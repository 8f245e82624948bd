// Reads of a uniform array at a per-lane index (C6E5v_skin4m's boneMatrix[index]) as table lookups: each
// component of the element, over the array's elements, is a table of a few SIMD vectors, built once per
// kernel call in the prologue (one gather per vector) and kept in a stack buffer; a read is one variable
// permute per table pair (AVX-512 vpermi2ps: 32 entries from two vectors) and a blend per further pair (a
// last pair with one vector is one merge-masked vpermps), instead of extracting every lane's index and
// loading its row (readUniformRows) or gathering per component.
//
// The table vectors are re-read at each lookup (volatile loads, which LICM leaves in the loop) rather than
// held in registers: one folds into the permute as a memory operand and the other is a fresh register for
// the destructive permute to overwrite. Held in registers across the chunk loop, the 20 vectors of a 72-row
// palette left the allocator copying tables before every permute and spilling. Measured on C6E5v_skin4m
// (16 lanes, Zen 4, a noisy VM): register copies in the kernel 228 -> 54, spills 142 -> 109, reloads
// 189 -> 116; the optimized compile 47 -> 41 ms; packed streams 73-77 -> 74-80 M vertices/s; cgx-bench's
// interleaved records unchanged (best of 6 runs: 68.1 before, 67.2 after). Single-table vpermps with merge
// masking (5 permutes, no blends, no copies at all) reached 84 M/s on packed streams but lost on interleaved
// records (best 59.3), whose transposes need the same shuffle unit. Only the odd last vector of a 72-row
// palette (rows 64-71) as a merge-masked vpermps instead of a two-table permute and a blend: interleaved
// records 67.0 -> 73.7 M/s (best of 5 each, alternating), packed streams 80 -> 85.
//
// The index is the access path's clamped element index, so robust access holds: every entry a lane can
// select is an element of the array.
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/TargetParser/Host.h>

#include "llvm/Emitter.h"

namespace cgx::jit::detail {

namespace {

bool hostHas(const char* feature) {
  // Never destroyed: background compiles may still read it while the process exits (BackgroundWorker.h).
  static const auto* features = new llvm::StringMap<bool>(llvm::sys::getHostCPUFeatures());
  auto it = features->find(feature);
  return it != features->end() && it->second;
}

// The variable permute that serves `lanes`: entries one call selects from, and whether it takes two table
// vectors (vpermi2ps) or one. None (entries 0) where the host has no suitable instruction.
struct Permute {
  llvm::Intrinsic::ID id = llvm::Intrinsic::not_intrinsic;
  unsigned entries = 0;
  bool twoTables = false;
  // For a last pair with one table vector only: the one-vector permute (low index bits), which with the
  // blend after it becomes one merge-masked vpermps.
  llvm::Intrinsic::ID single = llvm::Intrinsic::not_intrinsic;
};

Permute permuteFor(unsigned lanes) {
  if (lanes == 16 && hostHas("avx512f"))
    return {llvm::Intrinsic::x86_avx512_vpermi2var_ps_512, 32, true, llvm::Intrinsic::x86_avx512_permvar_sf_512};
  if (lanes == 8 && hostHas("avx512vl"))
    return {llvm::Intrinsic::x86_avx512_vpermi2var_ps_256, 16, true, llvm::Intrinsic::x86_avx2_permps};
  if (lanes == 8 && hostHas("avx2")) return {llvm::Intrinsic::x86_avx2_permps, 8, false};
  if (lanes == 4 && hostHas("avx512vl"))
    return {llvm::Intrinsic::x86_avx512_vpermi2var_ps_128, 8, true, llvm::Intrinsic::x86_avx_vpermilvar_ps};
  return {};
}

// The vectors of one component's table: `lanes` entries each, the last one padded.
unsigned tableVectorCount(unsigned length, unsigned lanes) { return (length + lanes - 1) / lanes; }

// Beyond this many permutes per component, the blends cost more than the row loads they replace.
constexpr unsigned kMaxPermutesPerComponent = 4;

}  // namespace

std::optional<LaneValue> KernelEmitter::readUniformByTable(const Place& place) {
  if (!place.element || place.elementCount < 2) return std::nullopt;
  const Permute permute = permuteFor(lanes_);
  if (permute.entries == 0) return std::nullopt;
  const unsigned length = place.elementCount;
  const unsigned permutes = (length + permute.entries - 1) / permute.entries;
  if (permutes > kMaxPermutesPerComponent) return std::nullopt;

  // Which permute's result each lane takes: idx >= first entry of permute p (shared by the components).
  llvm::Value* index = place.element;
  std::vector<llvm::Value*> beyond;
  for (unsigned p = 1; p < permutes; ++p)
    beyond.push_back(builder_.CreateICmpUGE(index, splat(builder_.getInt32(p * permute.entries))));

  Storage& s = *place.storage;
  llvm::Function* intrinsic = llvm::Intrinsic::getDeclaration(&module_, permute.id);
  auto* vector = llvm::FixedVectorType::get(builder_.getFloatTy(), lanes_);
  const unsigned vectors = tableVectorCount(length, lanes_);
  const llvm::Align alignment(lanes_ * 4);
  LaneValue out;
  for (unsigned k = 0; k < place.count; ++k) {
    const unsigned component = place.offset + k;
    const ir::Scalar scalar = s.scalars[component];
    llvm::Value* table = uniformTable(s.uniformOffset + component, place.elementStride, length);
    auto tableVector = [&](unsigned t) {
      return builder_.CreateAlignedLoad(vector, builder_.CreateConstInBoundsGEP1_32(vector, table, std::min(t, vectors - 1)),
                                        alignment, /*isVolatile=*/true);
    };
    llvm::Value* v = nullptr;
    for (unsigned p = 0; p < permutes; ++p) {
      llvm::Value* picked = nullptr;
      if (!permute.twoTables)
        picked = builder_.CreateCall(intrinsic, {tableVector(p), index});
      else if (2 * p + 1 < vectors || permute.single == llvm::Intrinsic::not_intrinsic)
        picked = builder_.CreateCall(intrinsic, {tableVector(2 * p), index, tableVector(2 * p + 1)});
      else  // entries 2p * lanes ...: the index's low bits address them within the one vector
        picked = builder_.CreateCall(llvm::Intrinsic::getDeclaration(&module_, permute.single), {tableVector(2 * p), index});
      v = p == 0 ? picked : builder_.CreateSelect(beyond[p - 1], picked, v);
    }
    if (!isFloatKind(scalar)) {
      v = builder_.CreateBitCast(v, vectorType(ir::Scalar::Int));
      if (scalar == ir::Scalar::Bool) v = builder_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
    }
    out.comps.push_back(v);
  }
  return out;
}

llvm::Value* KernelEmitter::uniformTable(std::uint32_t firstWord, unsigned stride, unsigned length) {
  auto key = std::make_tuple(firstWord, stride, length);
  if (auto it = uniformTables_.find(key); it != uniformTables_.end()) return it->second;
  // Vector t holds entries t * lanes ... t * lanes + lanes - 1 (word firstWord + entry * stride); entries
  // past the array repeat its last element, so every gathered word lies inside the uniform. Built in the
  // prologue: the uniform block does not change during a call.
  auto* vector = llvm::FixedVectorType::get(prologue_.getFloatTy(), lanes_);
  const unsigned count = tableVectorCount(length, lanes_);
  const llvm::Align alignment(lanes_ * 4);
  llvm::AllocaInst* table = prologue_.CreateAlloca(llvm::ArrayType::get(vector, count), nullptr, "uniform.table");
  table->setAlignment(alignment);
  for (unsigned t = 0; t < count; ++t) {
    std::vector<llvm::Constant*> words;
    for (unsigned lane = 0; lane < lanes_; ++lane)
      words.push_back(prologue_.getInt32(firstWord + std::min(t * lanes_ + lane, length - 1) * stride));
    llvm::Value* pointers = prologue_.CreateInBoundsGEP(prologue_.getFloatTy(), uniforms_, llvm::ConstantVector::get(words));
    llvm::Value* entries = prologue_.CreateMaskedGather(vector, pointers, llvm::Align(4), allLanes(true));
    prologue_.CreateAlignedStore(entries, prologue_.CreateConstInBoundsGEP1_32(vector, table, t), alignment);
  }
  return uniformTables_.emplace(key, table).first->second;
}

}  // namespace cgx::jit::detail
