#include "cpu/Reflection.h"

#include <cctype>

#include "semantic/Semantics.h"

namespace cgx::detail {

namespace {

ValueKind kindOfScalar(ir::Scalar scalar) {
  switch (scalar) {
    case ir::Scalar::Bool: return ValueKind::Bool;
    case ir::Scalar::Int:
    case ir::Scalar::UInt:
    case ir::Scalar::CInt: return ValueKind::Int;
    default: return ValueKind::Float;
  }
}

bool isIdentifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// The global a path starts with: the longest global name that is a prefix of the path and ends where a
// path step may begin. Longest, because varyings are named by flattened paths themselves ("IN.position").
const ir::Global* findRoot(const ir::Module& module, std::string_view path, std::size_t* consumed, ir::GlobalId* id) {
  const ir::Global* best = nullptr;
  for (std::uint32_t i = 0; i < module.globals.size(); ++i) {
    const ir::Global& g = module.globals[i];
    if (g.kind != ir::GlobalKind::Uniform && g.kind != ir::GlobalKind::VaryingIn &&
        g.kind != ir::GlobalKind::VaryingOut)
      continue;
    if (g.name.empty() || path.substr(0, g.name.size()) != g.name) continue;
    if (path.size() > g.name.size() && path[g.name.size()] != '.' && path[g.name.size()] != '[') continue;
    if (best == nullptr || g.name.size() > best->name.size()) {
      best = &g;
      *consumed = g.name.size();
      *id = ir::GlobalId(i);
    }
  }
  return best;
}

Status unknown(std::string_view path, const std::string& why) {
  return Status(ErrorCode::UnknownParameter, "no parameter '" + std::string(path) + "'" + (why.empty() ? "" : ": " + why));
}

}  // namespace

ValueKind valueKindOf(const ir::TypeTable& types, ir::TypeId type) {
  const ir::Type& t = types.get(type);
  switch (t.kind) {
    case ir::TypeKind::Numeric: return kindOfScalar(t.scalar);
    case ir::TypeKind::Sampler: return ValueKind::Sampler;
    case ir::TypeKind::Array: return t.length <= 0 ? ValueKind::Other : valueKindOf(types, t.element);
    case ir::TypeKind::Struct: {
      const auto& fields = types.record(type).fields;
      if (fields.empty()) return ValueKind::Other;
      ValueKind kind = valueKindOf(types, fields[0].type);
      for (const ir::Field& field : fields)
        if (valueKindOf(types, field.type) != kind) return ValueKind::Mixed;
      return kind;
    }
    default: return ValueKind::Other;
  }
}

Status resolvePath(const ir::Module& module, const jit::KernelLayout& layout, std::string_view path,
                   ResolvedPath* out) {
  const ir::TypeTable& types = module.types();
  std::size_t at = 0;
  ir::GlobalId id;
  const ir::Global* root = findRoot(module, path, &at, &id);
  if (root == nullptr) return unknown(path, "");
  ResolvedPath resolved;
  resolved.global = id;
  resolved.type = root->type;
  resolved.uniform = root->kind == ir::GlobalKind::Uniform;
  resolved.path = root->name;
  if (resolved.uniform) {
    const jit::UniformSlot* slot = layout.uniformOf(id);
    if (slot == nullptr) return Status(ErrorCode::InternalError, "uniform '" + root->name + "' has no slot");
    resolved.wordOffset = slot->offset;
  }
  while (at < path.size()) {
    const ir::Type& t = types.get(resolved.type);
    if (path[at] == '.') {
      std::size_t end = at + 1;
      while (end < path.size() && isIdentifierChar(path[end])) ++end;
      const std::string_view field = path.substr(at + 1, end - at - 1);
      if (field.empty()) return unknown(path, "a field name must follow '.'");
      if (t.kind != ir::TypeKind::Struct)
        return unknown(path, "'" + resolved.path + "' is not a struct");
      bool found = false;
      for (const ir::Field& f : types.record(resolved.type).fields) {
        if (f.name == field) {
          resolved.type = f.type;
          found = true;
          break;
        }
        resolved.wordOffset += jit::uniformWordCount(types, f.type);
      }
      if (!found) return unknown(path, "'" + resolved.path + "' has no field '" + std::string(field) + "'");
      resolved.path += "." + std::string(field);
      at = end;
    } else if (path[at] == '[') {
      std::size_t end = at + 1;
      std::uint64_t index = 0;
      while (end < path.size() && std::isdigit(static_cast<unsigned char>(path[end])) != 0) {
        index = index * 10 + static_cast<std::uint64_t>(path[end] - '0');
        if (index > 0xffffffffu) return unknown(path, "index out of range");
        ++end;
      }
      if (end == at + 1 || end >= path.size() || path[end] != ']') return unknown(path, "malformed index");
      if (t.kind != ir::TypeKind::Array) return unknown(path, "'" + resolved.path + "' is not an array");
      if (t.length < 0 || index >= static_cast<std::uint64_t>(t.length))
        return unknown(path, "index " + std::to_string(index) + " out of range for '" + resolved.path + "' of " +
                                 std::to_string(t.length < 0 ? 0 : t.length) + " elements");
      resolved.wordOffset += static_cast<std::uint32_t>(index) * jit::uniformWordCount(types, t.element);
      resolved.type = t.element;
      resolved.path += "[" + std::to_string(index) + "]";
      at = end + 1;
    } else {
      return unknown(path, "unexpected '" + std::string(1, path[at]) + "'");
    }
  }
  if (!resolved.uniform) resolved.wordOffset = 0;
  *out = std::move(resolved);
  return Status::success();
}

ParameterInfo describe(const ir::Module& module, const ResolvedPath& resolved) {
  const ir::TypeTable& types = module.types();
  const ir::Global& g = module.global(resolved.global);
  ParameterInfo info;
  info.name = resolved.path;
  info.type = types.name(resolved.type);
  info.variability = resolved.uniform ? Variability::Uniform : Variability::Varying;
  info.direction = g.kind == ir::GlobalKind::VaryingOut ? Direction::Out : Direction::In;
  info.semantic = resolved.uniform || g.semantic.empty() ? g.semantic : semantic::canonical(g.semantic);
  info.kind = valueKindOf(types, resolved.type);
  info.components = resolved.uniform ? jit::uniformWordCount(types, resolved.type) : types.flatComponentCount(resolved.type);
  info.referenced = g.kind != ir::GlobalKind::VaryingOut && g.referenced;
  return info;
}

std::vector<ParameterInfo> topLevelParameters(const ir::Module& module, const jit::KernelLayout& layout) {
  std::vector<ParameterInfo> result;
  auto add = [&](ir::GlobalId id) {
    ResolvedPath resolved;
    if (resolvePath(module, layout, module.global(id).name, &resolved).ok()) result.push_back(describe(module, resolved));
  };
  for (const jit::UniformSlot& slot : layout.uniforms) add(slot.global);
  for (const jit::StreamSlot& slot : layout.inputs) add(slot.global);
  for (const jit::StreamSlot& slot : layout.outputs) add(slot.global);
  return result;
}

std::vector<ParameterInfo> leafParameters(const ir::Module& module, const jit::KernelLayout& layout,
                                          const reflect::ProgramReflection& model) {
  std::vector<ParameterInfo> result;
  for (const reflect::Parameter& p : model.parameters) {
    if (!p.isUniform()) continue;
    ResolvedPath resolved;
    // A leaf the model lists but the block does not hold (a uniform the optimizer dropped whole): nothing
    // to set, so not listed, as before.
    if (!resolvePath(module, layout, p.name, &resolved).ok()) continue;
    ParameterInfo info = describe(module, resolved);
    info.referenced = p.referenced;
    result.push_back(std::move(info));
  }
  return result;
}

}  // namespace cgx::detail
