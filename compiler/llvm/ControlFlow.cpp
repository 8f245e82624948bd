// Structured control flow under execution masks (see Emitter.h). Each side of an if runs only when one
// of its lanes is on (a branch on the OR of the mask); a loop runs while some lane is still in it.
#include "llvm/Emitter.h"

namespace cgx::jit::detail {

namespace {
// True when `block` contains a statement by which lanes leave the construct around it: a return or a
// discard anywhere, a break or continue outside the loops nested in the block.
bool lanesMayLeave(const ir::Block& block, bool insideNestedLoop) {
  for (const ir::Stmt& s : block.stmts) {
    if (std::holds_alternative<ir::ReturnStmt>(s.node) || std::holds_alternative<ir::DiscardStmt>(s.node)) return true;
    if (!insideNestedLoop &&
        (std::holds_alternative<ir::BreakStmt>(s.node) || std::holds_alternative<ir::ContinueStmt>(s.node)))
      return true;
    if (const auto* i = std::get_if<ir::IfStmt>(&s.node)) {
      if (lanesMayLeave(i->thenBlock, insideNestedLoop) || lanesMayLeave(i->elseBlock, insideNestedLoop)) return true;
    } else if (const auto* l = std::get_if<ir::LoopStmt>(&s.node)) {
      if (lanesMayLeave(l->body, true) || lanesMayLeave(l->continuing, true)) return true;
    }
  }
  return false;
}
}  // namespace

void KernelEmitter::leaveInto(llvm::AllocaInst* target) {
  if (target) {
    llvm::Value* old = builder_.CreateLoad(target->getAllocatedType(), target);
    builder_.CreateStore(builder_.CreateOr(old, mask_), target);
  }
  mask_ = allLanes(false);
  maskIsEntry_ = false;
}

void KernelEmitter::emitIf(const ir::IfStmt& s) {
  llvm::Value* cond = eval(s.cond).comps.at(0);
  llvm::Value* before = mask_;
  bool wasEntry = maskIsEntry_;
  bool mayLeave = lanesMayLeave(s.thenBlock, false) || lanesMayLeave(s.elseBlock, false);
  llvm::Value* thenMask = builder_.CreateAnd(before, cond);
  llvm::Value* elseMask = builder_.CreateAnd(before, builder_.CreateNot(cond));
  llvm::Value* none = allLanes(false);

  auto runSide = [&](const ir::Block& block, llvm::Value* sideMask, const char* name) -> llvm::Value* {
    // Returns the mask at the end of the side, merged with `none` where the side was skipped.
    llvm::BasicBlock* from = builder_.GetInsertBlock();
    llvm::BasicBlock* body = llvm::BasicBlock::Create(context_, name, function_);
    llvm::BasicBlock* join = llvm::BasicBlock::Create(context_, std::string(name) + ".end", function_);
    builder_.CreateCondBr(anyLane(sideMask), body, join);
    builder_.SetInsertPoint(body);
    mask_ = sideMask;
    maskIsEntry_ = false;
    emitBlock(block);
    llvm::Value* endMask = mask_;
    llvm::BasicBlock* bodyEnd = builder_.GetInsertBlock();
    builder_.CreateBr(join);
    builder_.SetInsertPoint(join);
    llvm::PHINode* phi = builder_.CreatePHI(sideMask->getType(), 2);
    phi->addIncoming(none, from);
    phi->addIncoming(endMask, bodyEnd);
    return phi;
  };

  llvm::Value* thenEnd = s.thenBlock.stmts.empty() ? thenMask : runSide(s.thenBlock, thenMask, "then");
  llvm::Value* elseEnd = s.elseBlock.stmts.empty() ? elseMask : runSide(s.elseBlock, elseMask, "else");
  if (!mayLeave) {
    // No lane left: after the if exactly the lanes of before run (keeps the top level select-free).
    mask_ = before;
    maskIsEntry_ = wasEntry;
  } else {
    mask_ = builder_.CreateOr(thenEnd, elseEnd);
    maskIsEntry_ = false;
  }
}

void KernelEmitter::emitLoop(const ir::LoopStmt& s) {
  llvm::Value* before = mask_;
  bool wasEntry = maskIsEntry_;
  llvm::Type* maskType = before->getType();
  LoopFrame frame;
  frame.breakMask = prologue_.CreateAlloca(maskType, nullptr, "break.mask");
  frame.continueMask = prologue_.CreateAlloca(maskType, nullptr, "continue.mask");
  builder_.CreateStore(allLanes(false), frame.breakMask);

  llvm::BasicBlock* pre = builder_.GetInsertBlock();
  llvm::BasicBlock* header = llvm::BasicBlock::Create(context_, "loop", function_);
  llvm::BasicBlock* exit = llvm::BasicBlock::Create(context_, "loop.exit", function_);
  builder_.CreateCondBr(anyLane(before), header, exit);

  builder_.SetInsertPoint(header);
  llvm::PHINode* running = builder_.CreatePHI(maskType, 2, "loop.mask");
  running->addIncoming(before, pre);
  builder_.CreateStore(allLanes(false), frame.continueMask);
  mask_ = running;
  maskIsEntry_ = false;
  loops_.push_back(frame);
  emitBlock(s.body);
  // Lanes that continued rejoin for `continuing`.
  llvm::Value* continued = builder_.CreateLoad(maskType, frame.continueMask);
  mask_ = builder_.CreateOr(mask_, continued);
  maskIsEntry_ = false;
  loops_.back().continueMask = nullptr;  // continuing may break but not continue
  emitBlock(s.continuing);
  loops_.pop_back();
  llvm::Value* next = mask_;
  if (options_.countLoopIterations) {
    // Counted on the way back to the header only, so that a loop of n iterations counts n (its last pass,
    // which finds the condition false and leaves, is not one).
    llvm::BasicBlock* again = llvm::BasicBlock::Create(context_, "loop.again", function_);
    builder_.CreateCondBr(anyLane(next), again, exit);
    builder_.SetInsertPoint(again);
    countLoopIteration();
    running->addIncoming(next, builder_.GetInsertBlock());
    builder_.CreateBr(header);
  } else {
    running->addIncoming(next, builder_.GetInsertBlock());
    builder_.CreateCondBr(anyLane(next), header, exit);
  }

  builder_.SetInsertPoint(exit);
  if (!lanesMayLeave(s.body, true) && !lanesMayLeave(s.continuing, true)) {
    // Every lane that entered left by a break: the loop ends with the lanes it started with.
    mask_ = before;
    maskIsEntry_ = wasEntry;
  } else {
    mask_ = builder_.CreateLoad(maskType, frame.breakMask);
    maskIsEntry_ = false;
  }
}

void KernelEmitter::countLoopIteration() {
  // One scalar add and compare per iteration of the vector, whatever the lanes do.
  llvm::Type* i64 = builder_.getInt64Ty();
  llvm::Value* count = builder_.CreateAdd(builder_.CreateLoad(i64, loopIterations_), builder_.getInt64(1), "iterations");
  builder_.CreateStore(count, loopIterations_);
  llvm::BasicBlock* within = llvm::BasicBlock::Create(context_, "loop.budget.ok", function_);
  builder_.CreateCondBr(builder_.CreateICmpUGT(count, loopBudget_), budgetExceeded(), within);
  builder_.SetInsertPoint(within);
}

llvm::BasicBlock* KernelEmitter::budgetExceeded() {
  if (budgetExceeded_ == nullptr) {
    budgetExceeded_ = llvm::BasicBlock::Create(context_, "loop.budget.exceeded", function_);
    llvm::IRBuilder<> b(budgetExceeded_);
    llvm::StoreInst* store = b.CreateAlignedStore(b.getInt32(1), budgetFlag_, llvm::Align(4));
    store->setAtomic(llvm::AtomicOrdering::Monotonic);
    b.CreateRetVoid();
  }
  return budgetExceeded_;
}

}  // namespace cgx::jit::detail
