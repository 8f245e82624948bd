#include "llvm/KernelLayout.h"

#include "semantic/Semantics.h"

namespace cgx::jit {

std::uint32_t uniformWordCount(const ir::TypeTable& types, ir::TypeId type) {
  const ir::Type& t = types.get(type);
  switch (t.kind) {
    case ir::TypeKind::Numeric: return types.componentCount(type);
    case ir::TypeKind::Sampler: return 1;
    case ir::TypeKind::Array:
      return t.length < 0 ? 0 : static_cast<std::uint32_t>(t.length) * uniformWordCount(types, t.element);
    case ir::TypeKind::Struct: {
      std::uint32_t words = 0;
      for (const ir::Field& field : types.record(type).fields) words += uniformWordCount(types, field.type);
      return words;
    }
    default: return 0;
  }
}

const UniformSlot* KernelLayout::uniformOf(ir::GlobalId global) const {
  for (const UniformSlot& slot : uniforms)
    if (slot.global == global) return &slot;
  return nullptr;
}

namespace {
int indexOf(const std::vector<StreamSlot>& slots, ir::GlobalId global) {
  for (std::size_t i = 0; i < slots.size(); ++i)
    if (slots[i].global == global) return static_cast<int>(i);
  return -1;
}
}  // namespace

int KernelLayout::inputIndexOf(ir::GlobalId global) const { return indexOf(inputs, global); }
int KernelLayout::outputIndexOf(ir::GlobalId global) const { return indexOf(outputs, global); }

KernelLayout computeLayout(const ir::Module& module) {
  const ir::TypeTable& types = module.types();
  KernelLayout layout;
  for (std::uint32_t i = 0; i < module.globals.size(); ++i) {
    const ir::Global& g = module.globals[i];
    ir::GlobalId id(i);
    if (g.kind == ir::GlobalKind::Uniform) {
      std::uint32_t words = uniformWordCount(types, g.type);
      layout.uniforms.push_back(UniformSlot{id, layout.uniformWords, words});
      layout.uniformWords += words;
    } else if (g.kind == ir::GlobalKind::VaryingIn || g.kind == ir::GlobalKind::VaryingOut) {
      StreamSlot slot;
      slot.global = id;
      slot.semantic = g.semantic.empty() ? std::string() : semantic::canonical(g.semantic);
      slot.components = types.flatComponentCount(g.type);
      slot.perVertex = module.inputPrimitive != ir::Primitive::None && g.kind == ir::GlobalKind::VaryingIn &&
                       types.isArray(g.type) && types.isNumeric(types.indexResult(g.type));
      const ir::TypeId element = slot.perVertex ? types.indexResult(g.type) : g.type;
      slot.scalar = types.isNumeric(element) ? types.scalarOf(element) : ir::Scalar::Float;
      if (g.kind == ir::GlobalKind::VaryingOut) {
        slot.recordOffset = layout.outputComponents;
        layout.outputComponents += slot.components;
      }
      (g.kind == ir::GlobalKind::VaryingIn ? layout.inputs : layout.outputs).push_back(std::move(slot));
    }
  }
  return layout;
}

}  // namespace cgx::jit
