// The kernel emitter's shared state (internal to compiler/llvm): one KernelEmitter turns the entry function
// of one IR module into one LLVM function of the KernelAbi.h signature. Its methods live in files by concern:
//   TypeLowering.cpp  flattening of IR types into lane components, constants, mask helpers
//   Storage.cpp       where each variable lives (allocas, read-only input values, the uniform block)
//   Access.cpp        access paths: static offsets, clamped dynamic indices, masked reads and writes
//   Expressions.cpp   ir::ExprNode -> LaneValue;  Operators.cpp: unary/binary/convert per scalar kind
//   Statements.cpp    stores and intrinsic statements;  ControlFlow.cpp: execution masks (if/loop/exits)
//   StreamIO.cpp      input gathers and format conversion, output scatters, the discarded flags
//   Geometry.cpp      emitVertex and restartStrip (calls into the runtime)
//   KernelFunction.cpp the kernel: prologue (hoisted uniforms), the chunk loop, full and partial chunks
//
// The execution-mask model (ISPC style): `mask_` holds the lanes running the current statement. Lanes that
// leave (break, continue, return, discard) are moved into the enclosing loop's or the kernel's masks and
// the rest of their block is not emitted. Every store is select(mask, new, old) except while mask_ is still
// the chunk's entry mask: lanes outside the chunk are never observed (outputs are scattered under the chunk
// mask), so writing them is harmless and the top level of the entry stays free of selects.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "llvm/Jit.h"
#include "llvm/KernelLayout.h"
#include "llvm/LaneValue.h"
#include "support/InternalError.h"

namespace cgx::jit::detail {

// Thrown after a C1601 diagnostic (a construct the CPU back end cannot run: not a bug) to stop emitting;
// Engine::emit catches it and returns nullopt. Bugs are InternalErrors (support/InternalError.h) instead.
struct EmitFailure {};

// ---- Type flattening (TypeLowering.cpp) ----
// The scalar kind of every flat component of `type`, in ir::Constant order. Samplers are one Int component
// (their texture unit), unsized arrays none. Counts agree with uniformWordCount().
void flatScalars(const ir::TypeTable& types, ir::TypeId type, std::vector<ir::Scalar>& out);
std::vector<ir::Scalar> flatScalars(const ir::TypeTable& types, ir::TypeId type);
unsigned flatCount(const ir::TypeTable& types, ir::TypeId type);
// The scalar kind that decides the arithmetic on a value of `type` (the kind of its components).
ir::Scalar scalarKindOf(const ir::TypeTable& types, ir::TypeId type);
bool isUnsignedKind(ir::Scalar s);  // uint
bool isIntKind(ir::Scalar s);       // int, uint, cint: i32 lanes
bool isFloatKind(ir::Scalar s);     // everything computed as float32
// A swizzle/write-mask component (matrices: r * 4 + c) as a flat component number (r * C + c).
unsigned swizzleToFlat(const ir::TypeTable& types, ir::TypeId type, unsigned comp);

// Where a variable's components live.
struct Storage {
  enum class Kind : std::uint8_t { None, Slots, Values, Uniform } kind = Kind::None;
  std::vector<llvm::AllocaInst*> slots;  // Slots: one <lanes x T> alloca per flat component
  std::vector<llvm::Value*> values;      // Values: read-only per-chunk values (varying inputs)
  std::uint32_t uniformOffset = 0;       // Uniform: word offset of component 0 in the uniform block
  std::vector<ir::Scalar> scalars;       // per flat component
  bool writable = false;
};

// An access path resolved against its variable: components [offset + d, offset + d + count) where the
// per-lane dynamic offset d (a clamped <lanes x i32>, null when the path is static) takes one of `choices`.
struct Place {
  Storage* storage = nullptr;
  ir::TypeId type = 0;
  unsigned offset = 0;
  unsigned count = 0;
  llvm::Value* dynamic = nullptr;
  std::vector<unsigned> choices;  // sorted; {0} when static
  bool dynamicIsUniform = false;  // every lane has the same dynamic offset (indices from uniforms/constants)
  // When the path has exactly one dynamic step: its clamped element index (dynamic == element *
  // elementStride), in [0, elementCount). Null otherwise.
  llvm::Value* element = nullptr;
  unsigned elementStride = 0;
  unsigned elementCount = 0;
};

struct LoopFrame {
  llvm::AllocaInst* breakMask = nullptr;
  llvm::AllocaInst* continueMask = nullptr;
};

class KernelEmitter {
 public:
  KernelEmitter(llvm::Module& module, const ir::Module& ir, const KernelLayout& layout, const KernelOptions& options,
                unsigned lanes, DiagnosticSink& sink);
  // Emits the kernel function named `name`; throws EmitFailure after reporting a diagnostic.
  llvm::Function* emitKernel(const std::string& name);

  // ---- Diagnostics ----
  [[noreturn]] void unsupported(SourceSpan span, const std::string& message);  // C1601
  // IR the JIT was promised never to get: an InternalError on CompilerStage::Jit, raised at the caller's line.
  [[noreturn]] void malformed(SourceSpan span, const std::string& message,
                              CodeLocation where = CodeLocation::here());

  // ---- Types and constants (TypeLowering.cpp) ----
  llvm::Type* elementType(ir::Scalar s);
  llvm::VectorType* vectorType(ir::Scalar s);
  llvm::Value* splat(llvm::Value* scalar);
  llvm::Value* constantComponent(ir::Scalar s, double value);
  LaneValue constantValue(const ir::Constant& constant);
  llvm::Value* allLanes(bool on);  // <lanes x i1> constant
  llvm::Value* anyLane(llvm::Value* mask);  // i1: some lane of the mask is on
  llvm::Value* laneIndices();               // <lanes x i32> 0, 1, ... lanes-1
  // A component converted to another scalar kind (Convert semantics, see Operators.cpp).
  llvm::Value* convertComponent(llvm::Value* v, ir::Scalar from, ir::Scalar to);

  // ---- Storage (Storage.cpp) ----
  void createStorage();
  void initializeStorage();  // at the start of every chunk: zero/initial values, inputs loaded
  Storage& storageOf(ir::VarRef var, SourceSpan span);
  llvm::Value* uniformComponent(std::uint32_t word, ir::Scalar s);  // hoisted scalar load, splatted
  llvm::Value* uniformGather(std::uint32_t word, llvm::Value* dynamic, ir::Scalar s);

  // ---- Access paths (Access.cpp) ----
  Place resolve(const ir::Access& access, SourceSpan span);
  LaneValue read(const Place& place);
  LaneValue readUniformRows(const Place& place);  // dynamic, per-lane index: row loads + transpose
  // Dynamic, per-lane index into a uniform array as register table lookups (UniformTable.cpp); nullopt
  // when the host or the array's size does not suit them.
  std::optional<LaneValue> readUniformByTable(const Place& place);
  // The component at firstWord + e * stride for e in [0, length), as an array of <lanes> vectors in a stack
  // buffer filled in the prologue.
  llvm::Value* uniformTable(std::uint32_t firstWord, unsigned stride, unsigned length);
  std::vector<llvm::Value*> transposeRows(const std::vector<llvm::Value*>& rows);  // lanes x <4 x T> -> 4 x <lanes x T>
  // Writes value's components to components `targets` (relative to the place) under the current mask.
  void write(const Place& place, const LaneValue& value, const std::vector<unsigned>& targets);
  // The index expression evaluated and clamped into [0, length - 1] as a <lanes x i32> (robust access).
  llvm::Value* dynamicIndex(ir::ExprId index, unsigned length, SourceSpan span);
  llvm::Value* maskedStoreValue(llvm::Value* newValue, llvm::Value* oldValue, llvm::Value* laneCondition);

  // ---- Expressions (Expressions.cpp, Operators.cpp) ----
  LaneValue eval(ir::ExprId id);
  bool isUniformExpr(ir::ExprId id) const;  // the same value in every lane (constants, uniforms)
  LaneValue evalUnary(const ir::UnaryExpr& e, ir::TypeId type);
  LaneValue evalBinary(const ir::BinaryExpr& e, ir::TypeId type, SourceSpan span);
  LaneValue evalConvert(const ir::ConvertExpr& e, ir::TypeId type);
  llvm::Value* binaryComponent(ir::BinaryOp op, ir::Scalar kind, llvm::Value* a, llvm::Value* b);
  LaneContext laneContext();

  // ---- Statements and control flow (Statements.cpp, ControlFlow.cpp) ----
  void emitBlock(const ir::Block& block);  // stops after a statement that leaves (mask_ off)
  void emitStmt(const ir::Stmt& stmt);
  void emitStore(const ir::StoreStmt& s, SourceSpan span);
  void emitIntrinsicCall(const ir::IntrinsicCallStmt& s, SourceSpan span);
  void emitIf(const ir::IfStmt& s);
  void emitLoop(const ir::LoopStmt& s);
  // On a loop's way back to its header, with KernelOptions::countLoopIterations: one more iteration for
  // the chunk, and the exit through budgetExceeded() when that passes the budget.
  void countLoopIteration();
  llvm::BasicBlock* budgetExceeded();  // made on first use: sets the flag and returns
  void leaveInto(llvm::AllocaInst* target);  // target |= mask_, then no lane runs the rest of the block

  // ---- Geometry (Geometry.cpp) ----
  void emitVertexCall(const ir::IntrinsicCallStmt& s, SourceSpan span);  // cgx_rt_emit_vertex
  void emitRestartStrip(SourceSpan span);                                // cgx_rt_restart_strip

  // ---- Streams (StreamIO.cpp) ----
  void prepareStreams();  // prologue: stream bases and strides
  LaneValue loadInput(unsigned index);
  // One input on its own (no shared record load); without fastPaths only the general gathers (the
  // fallback of a record's shared load: in practice the last, partial chunk, where speed does not matter
  // but every emitted path costs compile time).
  LaneValue loadStream(unsigned index, bool fastPaths = true);
  void storeOutputs();
  void storeOutput(unsigned index, bool fastPaths = true);  // one output on its own (likewise)
  llvm::Value* interleave(const std::vector<llvm::Value*>& components);  // lane-major <lanes * n>
  void storeDiscarded();

  // ---- Shared state ----
  llvm::LLVMContext& context_;
  llvm::Module& module_;
  llvm::IRBuilder<> builder_;
  llvm::IRBuilder<> prologue_;  // inserts into the prologue block: hoisted, chunk-invariant loads
  const ir::Module& ir_;
  const ir::Function* entry_ = nullptr;
  const ir::TypeTable& types_;
  const KernelLayout& layout_;
  const KernelOptions& options_;
  unsigned lanes_;
  DiagnosticSink& sink_;

  llvm::Function* function_ = nullptr;
  llvm::Value* args_ = nullptr;
  llvm::Value* uniforms_ = nullptr;  // ptr to the uniform words
  llvm::Value* samplers_ = nullptr;
  llvm::Value* inlineTextures_ = nullptr;      // ptr to KernelArgs::inlineTextures
  llvm::Value* inlineTextureCount_ = nullptr;  // i32
  llvm::Value* discardedPtr_ = nullptr;
  llvm::Value* sampleRequest_ = nullptr;
  llvm::Value* emitted_ = nullptr;             // geometry kernels: KernelArgs::emitted
  llvm::AllocaInst* emitValues_ = nullptr;     // geometry kernels: the record emitVertex hands over

  std::vector<Storage> globals_, locals_;
  std::map<std::pair<std::uint32_t, int>, llvm::Value*> uniformCache_;
  std::map<std::tuple<std::uint32_t, unsigned, unsigned>, llvm::Value*> uniformTables_;

  struct StreamPointers {
    llvm::Value* base = nullptr;    // ptr
    llvm::Value* stride = nullptr;  // i64
    llvm::Value* present = nullptr; // i1, outputs: base != null
  };
  std::vector<StreamPointers> inputStreams_, outputStreams_;
  std::map<unsigned, LaneValue> recordInputs_;  // inputs loaded with their record's shared load, for recordChunk_
  llvm::Value* recordChunk_ = nullptr;

  // Per chunk.
  llvm::Value* chunkFirst_ = nullptr;  // i64: invocation of lane 0
  llvm::Value* chunkMask_ = nullptr;   // <lanes x i1>: lanes inside [first, first + count)
  llvm::Value* chunkFull_ = nullptr;   // i1: every lane of the chunk is inside the range
  llvm::Value* mask_ = nullptr;        // the current execution mask
  bool maskIsEntry_ = true;            // mask_ is still chunkMask_: stores need no select
  llvm::AllocaInst* discardMask_ = nullptr;
  std::vector<LoopFrame> loops_;
  // KernelOptions::countLoopIterations only: the budget and flag from KernelArgs, the chunk's count.
  llvm::Value* loopBudget_ = nullptr;
  llvm::Value* budgetFlag_ = nullptr;
  llvm::AllocaInst* loopIterations_ = nullptr;
  llvm::BasicBlock* budgetExceeded_ = nullptr;
  bool sawDiscard_ = false;
};

}  // namespace cgx::jit::detail
