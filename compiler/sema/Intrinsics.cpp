#include "sema/Intrinsics.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>

#include "sema/SignaturePattern.h"

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

struct Table {
  std::vector<std::vector<IntrinsicSignature>> byOp;  // indexed by IntrinsicOp; [0] (None) empty
  std::unordered_map<std::string_view, ir::IntrinsicOp> byName;
};

Table build() {
  Table table;
  table.byOp.resize(ir::kIntrinsicOpCount + 1);
  for (const Row& row : kRows) {
    std::vector<ExpandedSignature> expanded;
    std::string error;
    if (!expandSignaturePatterns(row.signatures, expanded, error)) {
      // The table is data compiled into the binary: a bad row is a build bug, caught by the unit test.
      std::fprintf(stderr, "cgx: bad intrinsic pattern for %.*s: %s\n", static_cast<int>(row.name.size()),
                   row.name.data(), error.c_str());
      std::abort();
    }
    std::vector<IntrinsicSignature>& list = table.byOp[static_cast<unsigned>(row.op)];
    for (ExpandedSignature& e : expanded) {
      IntrinsicSignature sig;
      sig.op = row.op;
      sig.index = static_cast<std::uint16_t>(list.size());
      sig.result = e.result;
      sig.params = std::move(e.params);
      sig.outParams = std::move(e.outParams);
      list.push_back(std::move(sig));
    }
    table.byName.emplace(row.name, row.op);
  }
  return table;
}

const Table& table() {
  static const Table instance = build();  // thread-safe initialisation
  return instance;
}

}  // namespace

ir::IntrinsicOp intrinsicOp(std::string_view cgName) {
  const Table& t = table();
  auto it = t.byName.find(cgName);
  return it == t.byName.end() ? ir::IntrinsicOp::None : it->second;
}

const std::vector<IntrinsicSignature>* intrinsicOverloads(std::string_view cgName) {
  ir::IntrinsicOp op = intrinsicOp(cgName);
  return op == ir::IntrinsicOp::None ? nullptr : &table().byOp[static_cast<unsigned>(op)];
}

const std::vector<IntrinsicSignature>& intrinsicSignatures(ir::IntrinsicOp op) {
  const Table& t = table();
  auto i = static_cast<unsigned>(op);
  return t.byOp[i < t.byOp.size() ? i : 0];
}

const IntrinsicSignature& intrinsicSignature(ir::IntrinsicOp op, std::uint16_t index) {
  return intrinsicSignatures(op).at(index);
}

}  // namespace cgx::sema
