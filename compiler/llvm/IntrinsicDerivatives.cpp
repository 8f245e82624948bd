// ddx/ddy. Fragment kernels run 2x2 quads in consecutive lanes (KernelAbi.h): lane 4q + 0 = (x, y),
// + 1 = (x + 1, y), + 2 = (x, y + 1), + 3 = (x + 1, y + 1). Like GPUs (coarse derivatives), both lanes of a
// row get that row's horizontal difference and both lanes of a column that column's vertical difference:
//   ddx = v(x + 1) - v(x),   ddy = v(y + 1) - v(y).
// Vertex kernels have no neighbourhood: derivatives are 0 there (GLSL forbids them; cgc accepts them in
// some vertex profiles and the hardware returned 0).

#include "llvm/IntrinsicLowering.h"
#include "support/InternalError.h"

namespace cgx::jit::lowering {

namespace {

// For each lane, the quad member to read: `high` for the minuend, `low` for the subtrahend.
struct QuadPair {
  int high[4];
  int low[4];
};

constexpr QuadPair kAcrossColumns = {{1, 1, 3, 3}, {0, 0, 2, 2}};  // ddx
constexpr QuadPair kAcrossRows = {{2, 3, 2, 3}, {0, 1, 0, 1}};     // ddy

std::vector<int> quadMask(const int (&member)[4], unsigned lanes) {
  std::vector<int> mask;
  for (unsigned lane = 0; lane < lanes; ++lane) mask.push_back(static_cast<int>(lane & ~3u) + member[lane & 3u]);
  return mask;
}

}  // namespace

llvm::Value* quadDerivative(LaneContext& context, llvm::Value* value, Axis axis) {
  llvm::IRBuilder<>& b = context.builder;
  if (!context.fragment) return llvm::Constant::getNullValue(value->getType());
  const QuadPair& pair = axis == Axis::X ? kAcrossColumns : kAcrossRows;
  llvm::Value* high = b.CreateShuffleVector(value, quadMask(pair.high, context.lanes));
  llvm::Value* low = b.CreateShuffleVector(value, quadMask(pair.low, context.lanes));
  return b.CreateFSub(high, low);
}

IntrinsicOutcome lowerDerivative(const Call& call) {
  if (call.op != ir::IntrinsicOp::Ddx && call.op != ir::IntrinsicOp::Ddy) ice(CompilerStage::Jit, SourceSpan{}, "lowerDerivative: not ddx/ddy");
  Axis axis = call.op == ir::IntrinsicOp::Ddx ? Axis::X : Axis::Y;
  LaneValue result;
  for (llvm::Value* component : call.args[0].comps) result.comps.push_back(quadDerivative(call.context, component, axis));
  return resultOnly(std::move(result));
}

}  // namespace cgx::jit::lowering
