// The JIT's value model, shared by the expression/statement emitter and the intrinsic lowering.
//
// SIMD across invocations: every IR value is held for all lanes at once in SoA form, one LLVM vector
// <lanes x T> per flattened component, in ir::Constant's order (matrices row-major: component r * C + c;
// arrays element by element; structs field by field). T is
//   float  for float, half, fixed, double and cfloat (all compute as float32 on the CPU: DESIGN.md),
//   i32    for int, uint and cint (uint: the same bits, unsigned division/shift/compare/convert),
//   i1     for bool,
//   i32    for a sampler (its texture unit, from the uniform block).
#pragma once

#include <cstdint>
#include <vector>

#include <llvm/IR/IRBuilder.h>

#include "ir/IR.h"
#include "ir/Intrinsic.h"

namespace cgx::jit {

struct LaneValue {
  std::vector<llvm::Value*> comps;
};

// What intrinsic lowering needs from the emitter of the surrounding kernel.
struct LaneContext {
  llvm::IRBuilder<>& builder;
  const ir::TypeTable& types;
  unsigned lanes = 16;                   // 4, 8 or 16
  bool fragment = false;                 // ddx/ddy over 2x2 quads and implicit texture LOD exist only here
  llvm::Value* activeMask = nullptr;     // <lanes x i1>: the lanes executing the current statement
  llvm::Value* samplers = nullptr;       // KernelArgs::samplers (ptr), passed to cgx_rt_sample
  llvm::Value* sampleRequest = nullptr;  // ptr to a jit::SampleRequest alloca'd in the kernel's entry block
  llvm::Value* inlineTextures = nullptr;      // KernelArgs::inlineTextures (ptr to jit::InlineTexture[])
  llvm::Value* inlineTextureCount = nullptr;  // KernelArgs::inlineTextureCount (i32)
};

// The element type for a scalar kind (float, i32 or i1) and the <lanes x T> vector type.
llvm::Type* laneElementType(llvm::LLVMContext& context, ir::Scalar scalar);
llvm::VectorType* laneVectorType(llvm::LLVMContext& context, ir::Scalar scalar, unsigned lanes);

// A <lanes x i1> mask as the runtime takes one: an i32 with bit i set for lane i (lanes <= 16). A null
// mask is every lane.
llvm::Value* laneBits(llvm::IRBuilder<>& builder, llvm::Value* mask, unsigned lanes);

// False for what intrinsic lowering does not lower: EmitVertex and RestartStrip, which the kernel emitter
// turns into runtime calls itself (Geometry.cpp).
bool cpuSupportsIntrinsic(ir::IntrinsicOp op);

// A pure intrinsic (ir::IntrinsicExpr). `args` have exactly the signature's parameter types
// (sema::intrinsicSignature(op, signature)); the result has the signature's result type.
LaneValue emitIntrinsic(LaneContext& context, ir::IntrinsicOp op, std::uint16_t signature,
                        const std::vector<LaneValue>& args);

// An intrinsic statement (ir::IntrinsicCallStmt: out parameters or effects). `args` has one entry per
// parameter; out parameters get an empty LaneValue. Returns the result (empty for void) and, in parameter
// order, one value per out parameter, which the caller stores (masked) into the out targets.
struct IntrinsicOutcome {
  LaneValue result;
  std::vector<LaneValue> outs;
};
IntrinsicOutcome emitIntrinsicCall(LaneContext& context, ir::IntrinsicOp op, std::uint16_t signature,
                                   const std::vector<LaneValue>& args);

}  // namespace cgx::jit
