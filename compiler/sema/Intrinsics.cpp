#include "sema/Intrinsics.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <mutex>
#include <string>

#include "sema/SignaturePattern.h"
#include "support/InternalError.h"

namespace cgx::sema {

namespace {

struct Row {
  ir::IntrinsicOp op;
  std::string_view name;
  std::string_view signatures;
};

constexpr Row kRows[] = {
#define CGX_INTRINSIC(EnumName, cgName, signatures) {ir::IntrinsicOp::EnumName, cgName, signatures},
#include "stdlib/intrinsics.def"
};

// The enum is made from the same rows in the same order, so op n is row n - 1.
constexpr bool rowsFollowOps() {
  for (std::size_t i = 0; i < std::size(kRows); ++i)
    if (static_cast<std::size_t>(kRows[i].op) != i + 1) return false;
  return std::size(kRows) == ir::kIntrinsicOpCount;
}
static_assert(rowsFollowOps());

struct NameEntry {
  std::string_view name;
  ir::IntrinsicOp op = ir::IntrinsicOp::None;
};

// Name lookup is a binary search over a table sorted at compile time: nothing to build at run time.
constexpr auto kByName = [] {
  std::array<NameEntry, std::size(kRows)> entries{};
  for (std::size_t i = 0; i < entries.size(); ++i) entries[i] = NameEntry{kRows[i].name, kRows[i].op};
  std::sort(entries.begin(), entries.end(), [](const NameEntry& a, const NameEntry& b) { return a.name < b.name; });
  return entries;
}();

// One op's signatures, expanded from its patterns on first use. Expanding every row up front cost 6% of
// compiling C6E5v_skin4m to GLSL (callgrind), for the handful of intrinsics a program calls. Each slot is
// written once, under its own once_flag, and never moves, so the references handed out stay valid.
struct LazySignatures {
  std::once_flag expanded;
  std::vector<IntrinsicSignature> signatures;
};

// The slots, [0] (None) staying empty. Allocated once and never destroyed: a compile still running on
// another thread while the process exits (the JIT's background tier-up) reads them during static
// destruction, after a static array would have been freed.
LazySignatures* lazySignatures() {
  static auto* slots = new LazySignatures[ir::kIntrinsicOpCount + 1];
  return slots;
}

std::vector<IntrinsicSignature> expand(const Row& row) {
  std::vector<ExpandedSignature> expanded;
  std::string error;
  if (!expandSignaturePatterns(row.signatures, expanded, error)) {
    // The table is data compiled into the binary: a bad row is a build bug, caught by the unit test.
    ice(CompilerStage::Sema, SourceSpan{}, "bad intrinsic pattern for " + std::string(row.name) + ": " + error);
  }
  std::vector<IntrinsicSignature> list;
  list.reserve(expanded.size());
  for (ExpandedSignature& e : expanded) {
    IntrinsicSignature sig;
    sig.op = row.op;
    sig.index = static_cast<std::uint16_t>(list.size());
    sig.result = e.result;
    sig.params = std::move(e.params);
    sig.outParams = std::move(e.outParams);
    list.push_back(std::move(sig));
  }
  return list;
}

}  // namespace

std::vector<std::string_view> intrinsicNames() {
  std::vector<std::string_view> names;
  for (const NameEntry& e : kByName) names.push_back(e.name);
  return names;
}

ir::IntrinsicOp intrinsicOp(std::string_view cgName) {
  auto found = std::lower_bound(kByName.begin(), kByName.end(), cgName,
                                [](const NameEntry& e, std::string_view name) { return e.name < name; });
  return found != kByName.end() && found->name == cgName ? found->op : ir::IntrinsicOp::None;
}

const std::vector<IntrinsicSignature>* intrinsicOverloads(std::string_view cgName) {
  ir::IntrinsicOp op = intrinsicOp(cgName);
  return op == ir::IntrinsicOp::None ? nullptr : &intrinsicSignatures(op);
}

const std::vector<IntrinsicSignature>& intrinsicSignatures(ir::IntrinsicOp op) {
  auto i = static_cast<std::size_t>(op);
  if (i == 0 || i > ir::kIntrinsicOpCount) return lazySignatures()[0].signatures;
  LazySignatures& slot = lazySignatures()[i];
  std::call_once(slot.expanded, [&] { slot.signatures = expand(kRows[i - 1]); });
  return slot.signatures;
}

const IntrinsicSignature& intrinsicSignature(ir::IntrinsicOp op, std::uint16_t index) {
  return intrinsicSignatures(op).at(index);
}

}  // namespace cgx::sema
