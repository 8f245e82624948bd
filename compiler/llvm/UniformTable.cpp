// Reads of a uniform array at a per-lane index (C6E5v_skin4m's boneMatrix[index]) as register table
// lookups: each component of the element, over the array's elements, is a table of a few SIMD vectors
// built once per kernel call in the prologue (one gather per vector); a read is then one variable permute
// per table pair (AVX-512 vpermi2ps: 32 entries from two registers) and a blend per further pair, instead
// of extracting every lane's index and loading its row (readUniformRows) or gathering per component.
//
// Measured on C6E5v_skin4m (16 lanes, Zen 4, 72-row palette: 3 permutes + 2 blends per component, 20 table
// vectors): 1M interleaved vertices on one thread 24.7 -> 19.0 ms (thread CPU time, cgx-bench), packed
// streams 51 -> 56 M vertices/s (cgx-jit-benchmark), and the kernel's compile time 66 -> 49 ms, as the
// 192 lane extracts and row loads are gone. Single-table vpermps with merge masking (5 permutes, no blends)
// measured the same. The index is the access path's clamped element index, so robust access holds: every
// entry a lane can select is an element of the array.
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/TargetParser/Host.h>

#include "llvm/Emitter.h"

namespace cgx::jit::detail {

namespace {

bool hostHas(const char* feature) {
  static const llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  auto it = features.find(feature);
  return it != features.end() && it->second;
}

// The variable permute that serves `lanes`: entries one call selects from, and whether it takes two table
// vectors (vpermi2ps) or one. None (entries 0) where the host has no suitable instruction.
struct Permute {
  llvm::Intrinsic::ID id = llvm::Intrinsic::not_intrinsic;
  unsigned entries = 0;
  bool twoTables = false;
};

Permute permuteFor(unsigned lanes) {
  if (lanes == 16 && hostHas("avx512f")) return {llvm::Intrinsic::x86_avx512_vpermi2var_ps_512, 32, true};
  if (lanes == 8 && hostHas("avx512vl")) return {llvm::Intrinsic::x86_avx512_vpermi2var_ps_256, 16, true};
  if (lanes == 8 && hostHas("avx2")) return {llvm::Intrinsic::x86_avx2_permps, 8, false};
  if (lanes == 4 && hostHas("avx512vl")) return {llvm::Intrinsic::x86_avx512_vpermi2var_ps_128, 8, true};
  return {};
}

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
  LaneValue out;
  for (unsigned k = 0; k < place.count; ++k) {
    const unsigned component = place.offset + k;
    const ir::Scalar scalar = s.scalars[component];
    const std::vector<llvm::Value*>& table = uniformTable(s.uniformOffset + component, place.elementStride, length);
    llvm::Value* v = nullptr;
    for (unsigned p = 0; p < permutes; ++p) {
      llvm::Value* picked = nullptr;
      if (permute.twoTables) {
        unsigned second = std::min<unsigned>(2 * p + 1, static_cast<unsigned>(table.size()) - 1);
        picked = builder_.CreateCall(intrinsic, {table[2 * p], index, table[second]});
      } else {
        picked = builder_.CreateCall(intrinsic, {table[p], index});
      }
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

const std::vector<llvm::Value*>& KernelEmitter::uniformTable(std::uint32_t firstWord, unsigned stride, unsigned length) {
  auto key = std::make_tuple(firstWord, stride, length);
  if (auto it = uniformTables_.find(key); it != uniformTables_.end()) return it->second;
  // Vector t holds entries t * lanes ... t * lanes + lanes - 1 (word firstWord + entry * stride); entries
  // past the array repeat its last element, so every gathered word lies inside the uniform. Built in the
  // prologue: the uniform block does not change during a call.
  std::vector<llvm::Value*> vectors;
  auto* type = llvm::FixedVectorType::get(prologue_.getFloatTy(), lanes_);
  for (unsigned first = 0; first < length; first += lanes_) {
    std::vector<llvm::Constant*> words;
    for (unsigned lane = 0; lane < lanes_; ++lane)
      words.push_back(prologue_.getInt32(firstWord + std::min(first + lane, length - 1) * stride));
    llvm::Value* pointers = prologue_.CreateInBoundsGEP(prologue_.getFloatTy(), uniforms_, llvm::ConstantVector::get(words));
    vectors.push_back(prologue_.CreateMaskedGather(type, pointers, llvm::Align(4), allLanes(true)));
  }
  return uniformTables_.emplace(key, std::move(vectors)).first->second;
}

}  // namespace cgx::jit::detail
