// Generation-checked handle tables: what a CGcontext, CGprogram or CGparameter really is. A handle packs a
// kind, a slot index and the slot's generation; a slot's generation grows when its object is destroyed, so
// a stale handle, a handle of another kind or an invented pointer never reaches an object (the documented
// CG_INVALID_*_HANDLE_ERROR instead of a crash).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace cgx::libcg {

enum class HandleKind : std::uint8_t { Context = 1, Program = 2, Parameter = 3, State = 4, Effect = 5, Technique = 6, Pass = 7,
                                      StateAssignment = 8, Annotation = 9, Buffer = 10 };

// Internal identity of an object: slot index and generation. Handles are this with the kind on top.
struct Id {
  std::uint32_t index = 0;
  std::uint32_t generation = 0;
  bool operator==(const Id&) const = default;
};

// bits 56..63: kind; 32..55: generation (24 bits, wraps); 0..31: index + 1 (never 0: a null handle is 0).
inline void* encodeHandle(HandleKind kind, Id id) {
  const std::uint64_t bits = (std::uint64_t(kind) << 56) | (std::uint64_t(id.generation & 0xFFFFFFu) << 32) |
                             (std::uint64_t(id.index) + 1);
  return reinterpret_cast<void*>(static_cast<std::uintptr_t>(bits));
}

inline std::optional<Id> decodeHandle(HandleKind kind, const void* handle) {
  const std::uint64_t bits = reinterpret_cast<std::uintptr_t>(handle);
  if ((bits >> 56) != std::uint64_t(kind) || (bits & 0xFFFFFFFFu) == 0) return std::nullopt;
  return Id{static_cast<std::uint32_t>((bits & 0xFFFFFFFFu) - 1), static_cast<std::uint32_t>((bits >> 32) & 0xFFFFFFu)};
}

template <typename T>
class HandleTable {
 public:
  // Objects beyond this are an error (CG_MEMORY_ALLOC_ERROR), not unbounded growth.
  static constexpr std::uint32_t kMaxSlots = 1u << 24;

  std::optional<Id> add(std::unique_ptr<T> object) {
    std::uint32_t index;
    if (!free_.empty()) {
      index = free_.back();
      free_.pop_back();
    } else {
      if (slots_.size() >= kMaxSlots) return std::nullopt;
      index = static_cast<std::uint32_t>(slots_.size());
      slots_.emplace_back();
    }
    slots_[index].object = std::move(object);
    return Id{index, slots_[index].generation};
  }

  T* get(Id id) const {
    if (id.index >= slots_.size()) return nullptr;
    const Slot& slot = slots_[id.index];
    return slot.object && slot.generation == id.generation ? slot.object.get() : nullptr;
  }

  void remove(Id id) {
    if (!get(id)) return;
    Slot& slot = slots_[id.index];
    slot.object.reset();
    slot.generation = (slot.generation + 1) & 0xFFFFFFu;
    free_.push_back(id.index);
  }

 private:
  struct Slot {
    std::unique_ptr<T> object;
    std::uint32_t generation = 0;
  };
  std::vector<Slot> slots_;
  std::vector<std::uint32_t> free_;
};

}  // namespace cgx::libcg
