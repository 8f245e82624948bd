#include "profile/Report.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "profile/UniformBuffers.h"

namespace cgx::profile {

using namespace ir;

std::string formatLiteral(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.6g", value);
  return buffer;
}

namespace {

reflect::Space placementSpace(ResourceSpace s) {
  switch (s) {
    case ResourceSpace::Constant: return reflect::Space::Constant;
    case ResourceSpace::Input: return reflect::Space::Input;
    case ResourceSpace::Output: return reflect::Space::Output;
    case ResourceSpace::TexUnit: return reflect::Space::TexUnit;
    case ResourceSpace::Named: return reflect::Space::Named;
    case ResourceSpace::None: break;
  }
  return reflect::Space::None;
}

std::string estimateLine(const CostEstimate& cost) {
  std::string line = "estimate: about " + std::to_string(cost.total()) + " instructions (" +
                     std::to_string(cost.alu) + " arithmetic, " + std::to_string(cost.texture) + " texture), " +
                     std::to_string(cost.temporaries) + " R-regs";
  if (cost.loopsRemain) line += "; loops counted once";
  return line;
}

// More struct nodes than this are not listed (a huge array of structs): libCg then reports CG_STRUCT for the
// rest, as it did before it knew struct names.
constexpr std::size_t kMaxStructNodes = 1 << 16;

bool containsStruct(const TypeTable& types, TypeId t) {
  while (types.isArray(t)) t = types.get(t).element;
  return types.isStruct(t);
}

// The struct-typed nodes under `path` of type `t`, named as the leaves are ("lights[1].color").
void addStructNodes(const TypeTable& types, TypeId t, const std::string& path, std::vector<reflect::StructNode>& out) {
  if (out.size() >= kMaxStructNodes || !containsStruct(types, t)) return;
  if (types.isArray(t)) {
    for (std::int32_t i = 0; i < types.get(t).length && out.size() < kMaxStructNodes; ++i)
      addStructNodes(types, types.get(t).element, path + "[" + std::to_string(i) + "]", out);
    return;
  }
  out.push_back({path, types.name(t)});
  for (const Field& field : types.record(t).fields) addStructNodes(types, field.type, path + "." + field.name, out);
}

// The source's named structs and interfaces in declaration order (the type table makes them so), and the
// struct nodes of the uniforms.
void addUserTypes(const Module& module, reflect::ProgramReflection& result) {
  const TypeTable& types = module.types();
  std::set<std::string> seen;
  for (TypeId t = 0; t < types.size(); ++t) {
    const TypeKind kind = types.get(t).kind;
    if ((kind != TypeKind::Struct && kind != TypeKind::Interface) || types.record(t).name.empty()) continue;
    // Lowering may make a copy of a struct (a column-major uniform's storage): the declaration is the first.
    if (!seen.insert(types.record(t).name).second) continue;
    reflect::UserType user;
    user.name = types.record(t).name;
    user.interface = kind == TypeKind::Interface;
    if (types.record(t).implements != 0) user.implements = types.name(types.record(t).implements);
    for (const Field& field : types.record(t).fields) user.members.push_back(types.name(field.type) + " " + field.name);
    result.userTypes.push_back(std::move(user));
  }
  for (const Global& g : module.globals)
    if (g.kind == GlobalKind::Uniform) addStructNodes(types, g.type, g.name, result.structNodes);
}

// The program's uniform buffers by global.
std::map<std::uint32_t, UniformBuffer> buffersByGlobal(const Module& module) {
  std::map<std::uint32_t, UniformBuffer> byGlobal;
  for (UniformBuffer& buffer : layoutUniformBuffers(module)) byGlobal.emplace(buffer.global.value, std::move(buffer));
  return byGlobal;
}

// The byte offset of the leaf `e` in its uniform buffer, or nullopt outside any buffer.
std::optional<std::uint32_t> bufferOffset(const Module& module, const std::map<std::uint32_t, UniformBuffer>& buffers,
                                          const ResourceEntry& e) {
  auto buffer = buffers.find(e.global.value);
  if (buffer == buffers.end()) return std::nullopt;
  const Global& g = module.global(e.global);
  const std::string leaf = e.name.rfind(g.name, 0) == 0 ? e.name.substr(g.name.size()) : e.name;
  auto offset = buffer->second.offsets.find(leaf);
  if (offset == buffer->second.offsets.end()) return std::nullopt;
  return offset->second;
}

// Where a buffer's leaf is read from in the NV_parameter_buffer_object profiles, as cgc lists it
// ("buffer[0][48], 3" for a float3x3 at byte 48 of buffer 0); "" elsewhere, or outside any buffer.
std::string bufferResource(const ProgramReport& r, const std::map<std::uint32_t, UniformBuffer>& buffers,
                           const ResourceEntry& e) {
  const std::optional<std::uint32_t> offset = bufferOffset(*r.module, buffers, e);
  if (!r.profile->parameterBuffers || !offset) return "";
  const TypeTable& types = r.module->types();
  const std::uint32_t rows = types.isMatrix(e.leafType) ? types.get(e.leafType).rows : 1;
  return "buffer[" + std::to_string(buffers.at(e.global.value).index) + "][" + std::to_string(*offset) + "]" +
         (rows > 1 ? ", " + std::to_string(rows) : std::string());
}

}  // namespace

std::string resourceListing(const ProgramReport& r) {
  const std::string& p = r.profile->listingPrefix;
  std::string out;
  out += p + "profile " + r.profile->name + "\n";
  out += p + "program " + r.entry + "\n";
  const std::map<std::uint32_t, UniformBuffer> buffers = buffersByGlobal(*r.module);
  std::set<std::string> seen;
  for (const ResourceEntry& e : r.allocation->entries) {
    if (e.kind != ParameterKind::Uniform) continue;
    const Global& g = r.module->global(e.global);
    // A uniform member of a varying struct parameter (`PREV.texture`) and an element of an array of
    // interfaces bound element by element (`layers[1]`, a uniform of its own): cgc names the parameter, once.
    bool member = (g.ordinal >= 0 && g.name.find('.') != std::string::npos) || g.name.find('[') != std::string::npos;
    std::string name = member ? g.name.substr(0, g.name.find_first_of(g.ordinal >= 0 ? ".[" : "[")) : g.name;
    if (!seen.insert(name).second) continue;
    // A buffer as cgc lists it: its block's name first and the index it was given (`myBuf.a : BUFFER[0]`).
    const auto buffer = buffers.find(e.global.value);
    const bool blockNamed = buffer != buffers.end() && !buffer->second.block.empty();
    out += p + "semantic " + (g.ordinal >= 0 ? r.entry + "." : std::string()) +
           (blockNamed ? buffer->second.block + "." : std::string()) + name;
    if (buffer != buffers.end()) out += " : BUFFER[" + std::to_string(buffer->second.index) + "]";
    else if (!g.semantic.empty() && !member) out += " : " + g.semantic;
    out += "\n";
  }
  for (const ResourceEntry& e : r.allocation->entries)
    out += p + "var " + e.type + " " + e.name + " : " + e.semantic + " : " +
           (e.count > 0 ? e.resource : bufferResource(r, buffers, e)) + " : " + std::to_string(e.ordinal) + " : " +
           (e.referenced ? "1" : "0") + "\n";
  for (std::size_t i = 0; i < r.allocation->literals.size(); ++i) {
    out += p + "const c[" + std::to_string(r.allocation->literalRegisterAt[i]) + "] =";
    for (double v : r.allocation->literals[i].values) out += " " + formatLiteral(v);
    out += "\n";
  }
  if (r.profile->target == Target::Assembly && r.profile->constants.registers)
    out += p + " " + std::to_string(r.allocation->constantRegisters) + " of " +
           std::to_string(*r.profile->constants.registers) + " constant registers\n";
  out += p + " " + estimateLine(*r.cost) + "\n";
  return out;
}

reflect::ProgramReflection reflectProgram(const ProgramReport& r) {
  reflect::ProgramReflection result;
  result.profile = r.profile->name;
  result.stage = r.profile->stage == Stage::Vertex     ? reflect::Stage::Vertex
                 : r.profile->stage == Stage::Fragment ? reflect::Stage::Fragment
                                                       : reflect::Stage::Geometry;
  if (r.geometry)
    result.geometry = reflect::GeometryLayout{ir::primitiveName(r.geometry->input),
                                              outputPrimitiveName(r.geometry->output), r.geometry->maxVertices};
  result.entry = r.entry;
  if (r.profile->target == Target::Assembly && r.profile->constants.registers.has_value())
    result.constantRegisters = r.allocation->constantRegisters;
  const std::map<std::uint32_t, UniformBuffer> buffers = buffersByGlobal(*r.module);
  // A uniform with an initializer: each leaf's slice of the default value, leaves being in flattened order.
  std::map<std::uint32_t, std::size_t> defaultConsumed;
  for (const ResourceEntry& e : r.allocation->entries) {
    const Global& g = r.module->global(e.global);
    reflect::Parameter p;
    const TypeTable& types = r.module->types();
    // A column-major leaf's type is its storage (the transposed matrix); the declared type is its transpose,
    // which is what libCg's cgGetParameterType reports.
    TypeId declared = e.leafType;
    if (e.columnMajor) declared = TypeTable::matrix(types.scalarOf(e.leafType), types.get(e.leafType).cols,
                                                    types.get(e.leafType).rows);
    p.name = e.name;
    p.type = e.columnMajor ? types.name(declared) : e.type;
    p.columnMajor = e.columnMajor;
    p.semantic = e.kind == ParameterKind::Uniform ? g.semantic : e.declaredSemantic;
    p.direction = e.kind == ParameterKind::VaryingOut ? reflect::Direction::Out : reflect::Direction::In;
    p.variability = e.kind == ParameterKind::Uniform ? reflect::Variability::Uniform : reflect::Variability::Varying;
    if (e.count > 0) {
      p.resource = e.resource;
      p.space = placementSpace(e.space);
      p.registerIndex = e.index;
    } else {
      p.resource = bufferResource(r, buffers, e);
    }
    p.registerCount = e.count;
    p.ordinal = e.ordinal;
    p.referenced = e.referenced;
    if (const std::optional<std::uint32_t> offset = bufferOffset(*r.module, buffers, e)) {
      const UniformBuffer& buffer = buffers.at(e.global.value);
      p.buffer = reflect::BufferPlacement{buffer.block, buffer.index, *offset};
    }
    if (r.glsl && e.global.value < r.glsl->size() && !(*r.glsl)[e.global.value].name.empty()) {
      const GlslBindingName& b = (*r.glsl)[e.global.value];
      reflect::GlslPlacement glsl;
      // A uniform's leaf is named by the writer (a field GLSL reserves is renamed: p.texture_1), looked up by
      // its path after the variable (light.lightColor: ".lightColor"); other kinds are one name.
      std::string suffix = e.name.rfind(g.name, 0) == 0 ? e.name.substr(g.name.size()) : "";
      // (A fragment program's array input names each element's varying the same way: "[1]".)
      auto leaf = b.leaves.find(suffix);
      if (leaf != b.leaves.end()) glsl.name = leaf->second;
      else if (b.kind != "uniform") glsl.name = b.name;
      auto leafKind = b.leafKinds.find(suffix);
      glsl.kind = leafKind != b.leafKinds.end() ? leafKind->second : b.kind;
      glsl.location = b.location;
      glsl.interpolation = b.interpolation;
      glsl.droppedInterpolation = b.droppedInterpolation;
      auto leafNote = b.leafNotes.find(suffix);
      glsl.note = leafNote != b.leafNotes.end() ? leafNote->second : b.note;
      p.glsl = std::move(glsl);
    }
    if (e.kind == ParameterKind::Uniform && g.init) {
      const std::vector<double>& all = r.module->constant(*g.init).values;
      std::size_t& at = defaultConsumed[e.global.value];
      std::size_t count = r.module->types().componentCount(e.leafType);
      if (at + count <= all.size()) {
        p.defaultValue.assign(all.begin() + static_cast<std::ptrdiff_t>(at),
                              all.begin() + static_cast<std::ptrdiff_t>(at + count));
        if (e.columnMajor) {  // the constant is the storage: back to the declared matrix's rows
          const std::size_t rows = types.get(declared).rows, cols = types.get(declared).cols;
          const std::vector<double> stored = p.defaultValue;
          for (std::size_t row = 0; row < rows; ++row)
            for (std::size_t col = 0; col < cols; ++col) p.defaultValue[row * cols + col] = stored[col * rows + row];
        }
      }
      at += count;
    }
    result.parameters.push_back(std::move(p));
  }
  for (std::size_t i = 0; i < r.allocation->literals.size(); ++i)
    result.literals.push_back({r.allocation->literalRegisterAt[i], r.allocation->literals[i].values});
  result.estimate = {r.cost->total(), r.cost->alu, r.cost->texture, r.cost->temporaries};
  addUserTypes(*r.module, result);
  return result;
}

}  // namespace cgx::profile
