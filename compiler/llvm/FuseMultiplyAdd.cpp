// a * b + c as one fused multiply-add (llvm.fma: one rounding), as GPUs run Cg's MAD. The kernels are
// mostly multiply-add chains (mul(), dot(), lerp(), lighting): fusing them halves those instructions.
//
// Done here, on the optimized IR and before code generation, rather than by the code generator's own
// contraction (the `contract` flag or FPOpFusion::Fast): that one depends on how much DAG combining the code
// tier runs, and the quick and optimized kernels of one program must compute the same bits. A multiply is
// fused only into its single user, so no product is computed twice, once rounded and once not.
#include "llvm/FuseMultiplyAdd.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Intrinsics.h>

namespace cgx::jit {

namespace {

// The multiply feeding `add` through operand `which`, when only `add` uses it.
llvm::BinaryOperator* fusableProduct(llvm::Instruction& add, unsigned which) {
  auto* product = llvm::dyn_cast<llvm::BinaryOperator>(add.getOperand(which));
  if (product == nullptr || product->getOpcode() != llvm::Instruction::FMul || !product->hasOneUse()) return nullptr;
  if (product->getParent() != add.getParent()) return nullptr;  // keep each block's work in its block
  return product;
}

}  // namespace

unsigned fuseMultiplyAdds(llvm::Function& function) {
  std::vector<llvm::Instruction*> candidates;
  for (llvm::BasicBlock& block : function)
    for (llvm::Instruction& i : block)
      if (i.getOpcode() == llvm::Instruction::FAdd || i.getOpcode() == llvm::Instruction::FSub) candidates.push_back(&i);

  unsigned fused = 0;
  for (llvm::Instruction* add : candidates) {
    const bool subtract = add->getOpcode() == llvm::Instruction::FSub;
    // a * b + c, c + a * b, a * b - c; c - a * b is fma(-a, b, c).
    unsigned which = 0;
    llvm::BinaryOperator* product = fusableProduct(*add, 0);
    if (product == nullptr) {
      product = fusableProduct(*add, 1);
      which = 1;
    }
    if (product == nullptr) continue;
    llvm::IRBuilder<> builder(add);
    llvm::Value* a = product->getOperand(0);
    llvm::Value* b = product->getOperand(1);
    llvm::Value* c = add->getOperand(1 - which);
    if (subtract && which == 0) c = builder.CreateFNeg(c);
    if (subtract && which == 1) a = builder.CreateFNeg(a);
    llvm::Value* fma = builder.CreateIntrinsic(llvm::Intrinsic::fma, {add->getType()}, {a, b, c});
    add->replaceAllUsesWith(fma);
    add->eraseFromParent();
    product->eraseFromParent();
    ++fused;
  }
  return fused;
}

}  // namespace cgx::jit
