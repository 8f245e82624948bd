// Internal: the parameters of a compiled module as the API names them, and the resolution of a Cg path
// ("light.lightColor", "boneMatrix[5]", "lights[1].shadow.map") to a type and a place in the uniform block.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <cgx/Status.h>
#include <cgx/Types.h>
#include "ir/IR.h"
#include "llvm/KernelLayout.h"
#include <cgx/Reflection.h>

namespace cgx::detail {

struct ResolvedPath {
  ir::GlobalId global;
  ir::TypeId type = 0;
  std::uint32_t wordOffset = 0;  // uniforms: absolute in the block; varyings: 0
  bool uniform = false;
  std::string path;  // normalized spelling
};

// Parses `path` and walks the module's types. UnknownParameter (with what was wrong) when a name, a field
// or an index does not exist or the path is malformed. Indices apply to arrays only.
Status resolvePath(const ir::Module& module, const jit::KernelLayout& layout, std::string_view path,
                   ResolvedPath* out);

// The kind of value every leaf under `type` holds.
ValueKind valueKindOf(const ir::TypeTable& types, ir::TypeId type);

// Reflection of a resolved path (its name, type spelling, kind, component count ...).
ParameterInfo describe(const ir::Module& module, const ResolvedPath& resolved);

// Every uniform, then every varying input, then every output, each in module order.
std::vector<ParameterInfo> topLevelParameters(const ir::Module& module, const jit::KernelLayout& layout);
// The leaves: struct fields and array elements expanded down to numeric values and samplers
// ("boneMatrix[0]" ... "boneMatrix[71]", "light.eyePosition", ...), uniforms only, as the compiler's
// parameter model lists them (its order, its per-leaf `referenced`: the model libCg and cgxc -reflect
// read), typed and placed by the module and the JIT's layout.
std::vector<ParameterInfo> leafParameters(const ir::Module& module, const jit::KernelLayout& layout,
                                          const reflect::ProgramReflection& model);

// Calls visit(leafType, wordOffset) for every numeric or sampler leaf under `type` placed at `offset`, in the
// uniform block's flattening order.
template <typename Visit>
void forEachLeaf(const ir::TypeTable& types, ir::TypeId type, std::uint32_t offset, Visit&& visit) {
  const ir::Type& t = types.get(type);
  switch (t.kind) {
    case ir::TypeKind::Numeric:
    case ir::TypeKind::Sampler: visit(type, offset); return;
    case ir::TypeKind::Array: {
      const std::uint32_t elementWords = jit::uniformWordCount(types, t.element);
      for (std::int32_t i = 0; i < t.length; ++i)
        forEachLeaf(types, t.element, offset + static_cast<std::uint32_t>(i) * elementWords, visit);
      return;
    }
    case ir::TypeKind::Struct:
      for (const ir::Field& field : types.record(type).fields) {
        forEachLeaf(types, field.type, offset, visit);
        offset += jit::uniformWordCount(types, field.type);
      }
      return;
    default: return;
  }
}

}  // namespace cgx::detail
