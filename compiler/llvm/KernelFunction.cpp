// The kernel function: void kernel(const KernelArgs* args, uint64_t first, uint64_t count).
//
//   entry (prologue): allocas; KernelArgs fields, stream bases/strides and statically addressed uniforms
//                     loaded once per call
//   chunk loop:       the entry for `lanes` invocations at a time under the chunk mask (partial only in the
//                     last chunk), packed streams loaded/stored contiguously in full chunks
#include "llvm/Emitter.h"

#include <llvm/IR/Intrinsics.h>

namespace cgx::jit::detail {

KernelEmitter::KernelEmitter(llvm::Module& module, const ir::Module& ir, const KernelLayout& layout,
                             const KernelOptions& options, unsigned lanes, DiagnosticSink& sink)
    : context_(module.getContext()),
      module_(module),
      builder_(module.getContext()),
      prologue_(module.getContext()),
      ir_(ir),
      types_(ir.types()),
      layout_(layout),
      options_(options),
      lanes_(lanes),
      sink_(sink) {}

void KernelEmitter::unsupported(SourceSpan span, const std::string& message) {
  sink_.report(DiagCode::CpuUnsupported, span, message);
  throw EmitFailure{};
}

void KernelEmitter::malformed(SourceSpan span, const std::string& message, CodeLocation where) {
  ice(CompilerStage::Jit, span, message, where);
}

namespace {
void checkProgram(KernelEmitter& e, const ir::Module& ir, const KernelLayout& layout) {
  if (!ir.entry.valid() || ir.entry.value >= ir.functions.size())
    e.unsupported({}, "the CPU back end needs an entry function");
  const ir::Function& entry = ir.function(ir.entry);
  if (!entry.params.empty() || entry.returnType != ir::TypeTable::kVoid)
    e.malformed(entry.span, "the entry still has parameters or a result (lowering makes them globals)");
  const ir::TypeTable& types = ir.types();
  for (const StreamSlot& slot : layout.inputs) {
    const ir::Global& g = ir.global(slot.global);
    if (!types.isNumeric(g.type) && !slot.perVertex)
      e.unsupported(g.span, "varying input '" + g.name + "' of type " + types.name(g.type) + " (the CPU back end streams numeric inputs only)");
  }
  for (const StreamSlot& slot : layout.outputs) {
    const ir::Global& g = ir.global(slot.global);
    if (!types.isNumeric(g.type))
      e.unsupported(g.span, "varying output '" + g.name + "' of type " + types.name(g.type) + " (the CPU back end streams numeric outputs only)");
  }
}
}  // namespace

llvm::Function* KernelEmitter::emitKernel(const std::string& name) {
  checkProgram(*this, ir_, layout_);
  entry_ = &ir_.function(ir_.entry);

  llvm::Type* ptrTy = llvm::PointerType::getUnqual(context_);
  llvm::Type* i64 = llvm::Type::getInt64Ty(context_);
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context_), {ptrTy, i64, i64}, false);
  function_ = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
  function_->setDoesNotThrow();
  // KernelAbi.h: args and what it points to do not change during the call, so everything read through it
  // may be hoisted out of the chunk loop.
  function_->addParamAttr(0, llvm::Attribute::NoAlias);
  function_->addParamAttr(0, llvm::Attribute::ReadOnly);
  function_->addParamAttr(0, llvm::Attribute::NoCapture);
  args_ = function_->getArg(0);
  llvm::Value* first = function_->getArg(1);
  llvm::Value* count = function_->getArg(2);

  llvm::BasicBlock* entryBlock = llvm::BasicBlock::Create(context_, "entry", function_);
  prologue_.SetInsertPoint(entryBlock);
  auto field = [&](std::size_t offset, const char* what) {
    return prologue_.CreateLoad(ptrTy, prologue_.CreateConstInBoundsGEP1_32(prologue_.getInt8Ty(), args_, offset), what);
  };
  uniforms_ = field(offsetof(KernelArgs, uniforms), "uniforms");
  discardedPtr_ = field(offsetof(KernelArgs, discarded), "discarded");
  samplers_ = field(offsetof(KernelArgs, samplers), "samplers");
  inlineTextures_ = field(offsetof(KernelArgs, inlineTextures), "inline.textures");
  if (ir_.inputPrimitive != ir::Primitive::None) emitted_ = field(offsetof(KernelArgs, emitted), "emitted");
  inlineTextureCount_ = prologue_.CreateLoad(
      prologue_.getInt32Ty(), prologue_.CreateConstInBoundsGEP1_32(prologue_.getInt8Ty(), args_, offsetof(KernelArgs, inlineTextureCount)),
      "inline.texture.count");
  if (options_.countLoopIterations) {
    loopBudget_ = prologue_.CreateLoad(i64, prologue_.CreateConstInBoundsGEP1_32(prologue_.getInt8Ty(), args_, offsetof(KernelArgs, loopBudget)),
                                       "loop.budget");
    budgetFlag_ = field(offsetof(KernelArgs, loopBudgetExceeded), "loop.budget.flag");
    loopIterations_ = prologue_.CreateAlloca(i64, nullptr, "loop.iterations");
  }
  auto* requestType = llvm::ArrayType::get(prologue_.getInt8Ty(), sizeof(SampleRequest));
  auto* request = prologue_.CreateAlloca(requestType, nullptr, "sample.request");
  request->setAlignment(llvm::Align(64));
  sampleRequest_ = request;
  discardMask_ = prologue_.CreateAlloca(vectorType(ir::Scalar::Bool), nullptr, "discard.mask");
  createStorage();
  prepareStreams();
  llvm::Value* end = prologue_.CreateAdd(first, count, "end");

  // One loop over chunks; the body is emitted once. A chunk's lane mask is lane < min(remaining, lanes):
  // all on except in the last, partial chunk. `full` (remaining >= lanes) selects the contiguous
  // load/store paths of packed streams at run time. (Emitting a second, constant-mask copy of the body
  // for full chunks doubled compile time for no measurable speed: stores at the top level need no select
  // either way, see Emitter.h.)
  llvm::BasicBlock* header = llvm::BasicBlock::Create(context_, "chunks", function_);
  llvm::BasicBlock* body = llvm::BasicBlock::Create(context_, "chunk", function_);
  llvm::BasicBlock* done = llvm::BasicBlock::Create(context_, "done", function_);

  builder_.SetInsertPoint(header);
  llvm::PHINode* at = builder_.CreatePHI(i64, 2, "at");
  at->addIncoming(first, entryBlock);
  llvm::Value* more = builder_.CreateICmpULT(at, end);
  if (options_.countLoopIterations) {
    // Another thread's chunk ran out of budget: the run has failed, stop here too.
    llvm::LoadInst* flag = builder_.CreateAlignedLoad(builder_.getInt32Ty(), budgetFlag_, llvm::Align(4), "budget.flag");
    flag->setAtomic(llvm::AtomicOrdering::Monotonic);
    more = builder_.CreateAnd(more, builder_.CreateICmpEQ(flag, builder_.getInt32(0)));
  }
  builder_.CreateCondBr(more, body, done);

  builder_.SetInsertPoint(body);
  if (options_.countLoopIterations) builder_.CreateStore(builder_.getInt64(0), loopIterations_);
  llvm::Value* remaining = builder_.CreateSub(end, at, "remaining");
  chunkFull_ = builder_.CreateICmpUGE(remaining, builder_.getInt64(lanes_), "full");
  llvm::Value* left = builder_.CreateTrunc(builder_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, remaining, builder_.getInt64(lanes_)),
                                           builder_.getInt32Ty());
  chunkFirst_ = at;
  chunkMask_ = builder_.CreateICmpULT(laneIndices(), splat(left), "chunk.mask");
  mask_ = chunkMask_;
  maskIsEntry_ = true;
  loops_.clear();
  builder_.CreateStore(allLanes(false), discardMask_);
  initializeStorage();
  emitBlock(entry_->body);
  storeOutputs();
  storeDiscarded();
  at->addIncoming(builder_.CreateAdd(at, builder_.getInt64(lanes_)), builder_.GetInsertBlock());
  builder_.CreateBr(header);

  builder_.SetInsertPoint(done);
  builder_.CreateRetVoid();
  prologue_.CreateBr(header);
  return function_;
}

}  // namespace cgx::jit::detail
