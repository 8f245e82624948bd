#include "profile/UniformBuffers.h"

#include <set>

namespace cgx::profile {

using namespace ir;

namespace {

constexpr std::uint32_t kRegisterBytes = 16;
// The most leaves laid out for one buffer (a huge array of structs): the rest get no offset, and libCg then
// answers -1 for them, as for a parameter outside any buffer.
constexpr std::size_t kMaxLeaves = 1 << 16;

// Lays out the leaves of `t` under `path` from register `*next` on.
void layOut(const TypeTable& types, TypeId t, const std::string& path, std::uint32_t* next,
            std::map<std::string, std::uint32_t>& offsets) {
  if (offsets.size() >= kMaxLeaves) return;
  if (types.isArray(t)) {
    for (std::int32_t i = 0; i < types.get(t).length && offsets.size() < kMaxLeaves; ++i)
      layOut(types, types.get(t).element, path + "[" + std::to_string(i) + "]", next, offsets);
    return;
  }
  if (types.isStruct(t)) {
    for (const Field& field : types.record(t).fields) layOut(types, field.type, path + "." + field.name, next, offsets);
    return;
  }
  offsets.emplace(path, *next * kRegisterBytes);
  *next += types.isMatrix(t) ? types.get(t).rows : 1;
}

}  // namespace

std::vector<UniformBuffer> layoutUniformBuffers(const Module& module) {
  std::vector<UniformBuffer> buffers;
  std::set<std::uint32_t> named;
  for (const Global& g : module.globals)
    if (g.kind == GlobalKind::Uniform && g.binding.kind == BindingHint::Kind::Buffer && !g.binding.unindexed)
      named.insert(g.binding.index);
  std::uint32_t free = 0;
  for (std::uint32_t i = 0; i < module.globals.size(); ++i) {
    const Global& g = module.globals[i];
    if (g.kind != GlobalKind::Uniform || g.binding.kind != BindingHint::Kind::Buffer) continue;
    UniformBuffer buffer;
    buffer.global = GlobalId{i};
    buffer.block = g.bufferBlock;
    if (g.binding.unindexed) {
      while (named.count(free) != 0) ++free;
      named.insert(free);
      buffer.index = free;
    } else {
      buffer.index = g.binding.index;
    }
    std::uint32_t next = 0;
    layOut(module.types(), g.type, "", &next, buffer.offsets);
    buffers.push_back(std::move(buffer));
  }
  return buffers;
}

}  // namespace cgx::profile
