// Geometry kernels: invocation i is input primitive i, each varying input an array of the primitive's
// vertices (the runtime streams them as one record per primitive: runtime/cpu/ProgramGeometry.cpp). Cg's
// emitVertex and restartStrip call the runtime once per SIMD vector for the lanes running the call, so
// lanes emit different numbers of vertices under divergent control flow, each into its own primitive's
// list; the runtime keeps each invocation's vertices in emit order.
#include "llvm/Emitter.h"

#include <cstddef>

namespace cgx::jit::detail {

void KernelEmitter::emitVertexCall(const ir::IntrinsicCallStmt& s, SourceSpan span) {
  if (!emitted_) malformed(span, "emitVertex outside a geometry program");
  if (s.outputs.size() != s.args.size()) malformed(span, "an emitVertex whose outputs do not match its arguments");
  llvm::Type* lane = vectorType(ir::Scalar::Float);
  if (!emitValues_) {
    // One record for every emit of the kernel, in the prologue (an alloca inside the chunk loop would
    // grow the stack each iteration). At least one component: a program may emit a vertex of no outputs.
    emitValues_ = prologue_.CreateAlloca(llvm::ArrayType::get(lane, std::max(layout_.outputComponents, 1u)), nullptr, "emit.values");
  }
  auto component = [&](unsigned c) { return builder_.CreateConstInBoundsGEP2_32(emitValues_->getAllocatedType(), emitValues_, 0, c); };
  // Evaluated first, in argument order, as every call's arguments are; then written to the record.
  std::vector<LaneValue> values;
  for (const ir::CallArg& arg : s.args) {
    if (!arg.value) malformed(span, "an emitVertex argument without a value");
    values.push_back(eval(*arg.value));
  }
  std::vector<bool> named(layout_.outputs.size(), false);
  for (std::size_t i = 0; i < s.args.size(); ++i) {
    const int output = layout_.outputIndexOf(s.outputs[i]);
    if (output < 0) malformed(span, "emitVertex to a global that is not a varying output");
    const std::vector<ir::Scalar> scalars = flatScalars(types_, ir_.global(s.outputs[i]).type);
    if (values[i].comps.size() != scalars.size()) malformed(span, "an emitVertex value whose size is not its output's");
    named[static_cast<std::size_t>(output)] = true;
    const unsigned first = layout_.outputs[static_cast<std::size_t>(output)].recordOffset;
    for (std::size_t c = 0; c < scalars.size(); ++c)
      builder_.CreateAlignedStore(convertComponent(values[i].comps[c], scalars[c], ir::Scalar::Float),
                                  component(first + static_cast<unsigned>(c)), llvm::Align(4));
  }
  for (std::size_t o = 0; o < layout_.outputs.size(); ++o)
    if (!named[o])
      for (unsigned c = 0; c < layout_.outputs[o].components; ++c)
        builder_.CreateAlignedStore(llvm::Constant::getNullValue(lane), component(layout_.outputs[o].recordOffset + c), llvm::Align(4));
  llvm::Type* ptr = llvm::PointerType::getUnqual(context_);
  llvm::FunctionCallee emit = module_.getOrInsertFunction(
      "cgx_rt_emit_vertex", llvm::FunctionType::get(builder_.getVoidTy(),
                                                    {ptr, builder_.getInt64Ty(), builder_.getInt32Ty(), builder_.getInt32Ty(), ptr}, false));
  builder_.CreateCall(emit,
                      {emitted_, chunkFirst_, builder_.getInt32(lanes_), laneBits(builder_, mask_, lanes_), emitValues_});
}

void KernelEmitter::emitRestartStrip(SourceSpan span) {
  if (!emitted_) malformed(span, "restartStrip outside a geometry program");
  llvm::Type* ptr = llvm::PointerType::getUnqual(context_);
  llvm::FunctionCallee restart = module_.getOrInsertFunction(
      "cgx_rt_restart_strip",
      llvm::FunctionType::get(builder_.getVoidTy(), {ptr, builder_.getInt64Ty(), builder_.getInt32Ty()}, false));
  builder_.CreateCall(restart, {emitted_, chunkFirst_, laneBits(builder_, mask_, lanes_)});
}

}  // namespace cgx::jit::detail
