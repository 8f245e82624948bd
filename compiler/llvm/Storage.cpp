// Where each variable of the entry lives. Locals, statics, constants and outputs are allocas of one
// <lanes x T> per flat component, created in the entry block so SROA/mem2reg turn them into SSA values;
// varying inputs are read-only values gathered at the start of each chunk; uniforms stay in the uniform
// block and are read on demand (statically addressed components once, in the prologue, outside the chunk
// loop).
#include "llvm/Emitter.h"

namespace cgx::jit::detail {

void KernelEmitter::createStorage() {
  auto slotsFor = [&](ir::TypeId type, const std::string& name) {
    Storage s;
    s.kind = Storage::Kind::Slots;
    s.scalars = flatScalars(types_, type);
    s.writable = true;
    for (std::size_t i = 0; i < s.scalars.size(); ++i)
      s.slots.push_back(prologue_.CreateAlloca(vectorType(s.scalars[i]), nullptr, name));
    return s;
  };
  globals_.resize(ir_.globals.size());
  for (std::uint32_t g = 0; g < ir_.globals.size(); ++g) {
    const ir::Global& global = ir_.globals[g];
    Storage& s = globals_[g];
    switch (global.kind) {
      case ir::GlobalKind::Uniform: {
        const UniformSlot* slot = layout_.uniformOf(ir::GlobalId(g));
        if (!slot) malformed(global.span, "uniform '" + global.name + "' is missing from the kernel layout");
        s.kind = Storage::Kind::Uniform;
        s.uniformOffset = slot->offset;
        s.scalars = flatScalars(types_, global.type);
        break;
      }
      case ir::GlobalKind::VaryingIn:
        if (layout_.inputIndexOf(ir::GlobalId(g)) < 0)
          malformed(global.span, "input '" + global.name + "' is missing from the kernel layout");
        s.kind = Storage::Kind::Values;
        s.scalars = flatScalars(types_, global.type);
        break;
      case ir::GlobalKind::VaryingOut:
        if (layout_.outputIndexOf(ir::GlobalId(g)) < 0)
          malformed(global.span, "output '" + global.name + "' is missing from the kernel layout");
        s = slotsFor(global.type, global.name);
        break;
      case ir::GlobalKind::Static:
      case ir::GlobalKind::Const:
        s = slotsFor(global.type, global.name);
        s.writable = global.kind == ir::GlobalKind::Static;
        break;
    }
  }
  locals_.clear();
  for (const ir::Local& local : entry_->locals) locals_.push_back(slotsFor(local.type, local.name));
}

void KernelEmitter::initializeStorage() {
  auto fill = [&](Storage& s, const std::optional<ir::ConstId>& init) {
    std::vector<double> values;
    if (init) values = ir_.constant(*init).values;
    for (std::size_t i = 0; i < s.slots.size(); ++i)
      builder_.CreateStore(constantComponent(s.scalars[i], i < values.size() ? values[i] : 0.0), s.slots[i]);
  };
  for (std::uint32_t g = 0; g < ir_.globals.size(); ++g) {
    const ir::Global& global = ir_.globals[g];
    Storage& s = globals_[g];
    if (s.kind == Storage::Kind::Slots) {
      fill(s, global.init);
    } else if (s.kind == Storage::Kind::Values) {
      s.values = loadInput(static_cast<unsigned>(layout_.inputIndexOf(ir::GlobalId(g)))).comps;
    }
  }
  for (Storage& s : locals_) fill(s, std::nullopt);
}

Storage& KernelEmitter::storageOf(ir::VarRef var, SourceSpan span) {
  switch (var.kind) {
    case ir::VarKind::Global:
      if (var.index < globals_.size()) return globals_[var.index];
      break;
    case ir::VarKind::Local:
      if (var.index < locals_.size()) return locals_[var.index];
      break;
    case ir::VarKind::Param: break;
  }
  malformed(span, "an access names a variable the entry does not have (parameters are lowered away)");
}

llvm::Value* KernelEmitter::uniformComponent(std::uint32_t word, ir::Scalar s) {
  int kind = s == ir::Scalar::Bool ? 0 : isIntKind(s) ? 1 : 2;
  auto key = std::make_pair(word, kind);
  if (auto it = uniformCache_.find(key); it != uniformCache_.end()) return it->second;
  // Emitted in the prologue: uniforms do not change during the call (KernelAbi.h), so the load and the
  // splat run once per kernel call instead of once per chunk.
  llvm::Value* ptr = prologue_.CreateConstInBoundsGEP1_32(prologue_.getInt32Ty(), uniforms_, word);
  llvm::Value* scalar;
  if (kind == 2) {
    scalar = prologue_.CreateLoad(prologue_.getFloatTy(), ptr);
  } else {
    scalar = prologue_.CreateLoad(prologue_.getInt32Ty(), ptr);
    if (kind == 0) scalar = prologue_.CreateICmpNE(scalar, prologue_.getInt32(0));
  }
  llvm::Value* v = prologue_.CreateVectorSplat(lanes_, scalar);
  uniformCache_[key] = v;
  return v;
}

llvm::Value* KernelEmitter::uniformGather(std::uint32_t word, llvm::Value* dynamic, ir::Scalar s) {
  // `dynamic` was clamped by the access path, so every lane's word lies inside the uniform's words: the
  // gather runs unmasked (lanes outside the chunk read valid words too).
  llvm::Value* index = builder_.CreateAdd(dynamic, splat(builder_.getInt32(word)));
  llvm::Value* ptrs = builder_.CreateInBoundsGEP(builder_.getInt32Ty(), uniforms_, index);
  bool isFloat = isFloatKind(s);
  llvm::Type* t = isFloat ? static_cast<llvm::Type*>(vectorType(ir::Scalar::Float)) : vectorType(ir::Scalar::Int);
  llvm::Value* v = builder_.CreateMaskedGather(t, ptrs, llvm::Align(4), allLanes(true));
  if (s == ir::Scalar::Bool) v = builder_.CreateICmpNE(v, llvm::Constant::getNullValue(t));
  return v;
}

}  // namespace cgx::jit::detail
