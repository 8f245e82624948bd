#include "ir/Intrinsic.h"

namespace cgx::ir {

namespace {
constexpr const char* kNames[] = {
    "",
#define CGX_INTRINSIC(EnumName, cgName, signatures) cgName,
#include "stdlib/intrinsics.def"
};
static_assert(sizeof(kNames) / sizeof(kNames[0]) == kIntrinsicOpCount + 1);
}  // namespace

const char* intrinsicName(IntrinsicOp op) {
  auto i = static_cast<unsigned>(op);
  return i <= kIntrinsicOpCount ? kNames[i] : "";
}

}  // namespace cgx::ir
