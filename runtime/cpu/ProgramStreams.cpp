// Program: binding input and output streams by semantic.
#include <cstdint>

#include "cpu/CompiledProgram.h"
#include <cgx/Program.h>
#include "semantic/Semantics.h"

namespace cgx {

namespace {

// The layout slots a user's semantic names: by canonical semantic, or by name for a varying without one.
std::vector<std::size_t> matchingSlots(const ir::Module& module, const std::vector<jit::StreamSlot>& slots,
                                       std::string_view semantic) {
  std::vector<std::size_t> found;
  if (semantic.empty()) return found;
  const std::string canonical = semantic::canonical(semantic);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const bool bySemantic = !slots[i].semantic.empty() && slots[i].semantic == canonical;
    const bool byName = slots[i].semantic.empty() && module.global(slots[i].global).name == semantic;
    if (bySemantic || byName) found.push_back(i);
  }
  return found;
}

Status unknownSemantic(std::string_view semantic, const char* what, const std::vector<std::string>& known) {
  std::string list;
  for (const std::string& s : known) list += (list.empty() ? "" : ", ") + (s.empty() ? std::string("(none)") : s);
  return Status(ErrorCode::UnknownSemantic, "the program has no " + std::string(what) + " '" + std::string(semantic) +
                                                "' (it has: " + (list.empty() ? "none" : list) + ")");
}

std::vector<std::string> semanticsOf(const ir::Module& module, const std::vector<jit::StreamSlot>& slots) {
  std::vector<std::string> result;
  for (const jit::StreamSlot& slot : slots)
    result.push_back(slot.semantic.empty() ? module.global(slot.global).name : slot.semantic);
  return result;
}

// The slots `semantic` names (what: "input" or "output"), or UnknownSemantic listing what the program has.
Result<std::vector<std::size_t>> slotsNamed(const ir::Module& module, const std::vector<jit::StreamSlot>& slots,
                                            std::string_view semantic, const char* what) {
  std::vector<std::size_t> found = matchingSlots(module, slots, semantic);
  if (found.empty()) return unknownSemantic(semantic, what, semanticsOf(module, slots));
  return found;
}

}  // namespace

std::vector<std::string> Program::inputSemantics() const {
  return semanticsOf(compiled_->module(), compiled_->layout().inputs);
}
std::vector<std::string> Program::outputSemantics() const {
  return semanticsOf(compiled_->module(), compiled_->layout().outputs);
}

Status Program::bindInput(std::string_view semantic, const InputStream& stream) {
  const auto& slots = compiled_->layout().inputs;
  Result<std::vector<std::size_t>> named = slotsNamed(compiled_->module(), slots, semantic, "input");
  if (!named.ok()) return named.status();
  const std::vector<std::size_t>& found = *named;
  if (stream.data == nullptr)
    return Status(ErrorCode::InvalidArgument, "a null data pointer for input '" + std::string(semantic) + "'");
  if (static_cast<unsigned>(stream.type) > static_cast<unsigned>(ComponentType::UNorm8))
    return Status(ErrorCode::InvalidArgument, "an invalid component type for input '" + std::string(semantic) + "'");
  const std::uint32_t size = componentSize(stream.type);
  const auto address = reinterpret_cast<std::uintptr_t>(stream.data);
  if ((address + stream.offset) % size != 0 || stream.stride % size != 0)
    return Status(ErrorCode::InvalidArgument, "input '" + std::string(semantic) + "': data + offset and stride must be multiples of " +
                                                  std::to_string(size) + " bytes (the component size)");
  for (std::size_t index : found) {
    const std::uint32_t declared = compiled_->inputElementComponents(index);
    if (stream.components > declared)
      return Status(ErrorCode::SizeMismatch, "input '" + std::string(semantic) + "' has " + std::to_string(declared) +
                                                 " components, a stream of " + std::to_string(stream.components) + " given");
    const std::size_t element = std::size_t{stream.components == 0 ? declared : stream.components} * size;
    if (stream.stride != 0 && stream.stride < element)
      return Status(ErrorCode::InvalidArgument, "input '" + std::string(semantic) + "': a stride of " +
                                                    std::to_string(stream.stride) + " bytes overlaps elements of " +
                                                    std::to_string(element) + " bytes");
  }
  for (std::size_t index : found) {
    InputStream bound = stream;
    if (bound.components == 0) bound.components = compiled_->inputElementComponents(index);
    if (bound.stride == 0) bound.stride = std::size_t{bound.components} * size;
    inputs_[index] = bound;
  }
  return Status::success();
}

Status Program::unbindInput(std::string_view semantic) {
  Result<std::vector<std::size_t>> named = slotsNamed(compiled_->module(), compiled_->layout().inputs, semantic, "input");
  if (!named.ok()) return named.status();
  for (std::size_t index : *named) inputs_[index].reset();
  return Status::success();
}

Status Program::bindOutput(std::string_view semantic, const OutputStream& stream) {
  const auto& slots = compiled_->layout().outputs;
  Result<std::vector<std::size_t>> named = slotsNamed(compiled_->module(), slots, semantic, "output");
  if (!named.ok()) return named.status();
  const std::vector<std::size_t>& found = *named;
  if (stream.data == nullptr)
    return Status(ErrorCode::InvalidArgument, "a null data pointer for output '" + std::string(semantic) + "'");
  if (reinterpret_cast<std::uintptr_t>(stream.data) % 4 != 0 || stream.stride % 4 != 0)
    return Status(ErrorCode::InvalidArgument, "output '" + std::string(semantic) + "': data and stride must be multiples of 4 bytes");
  for (std::size_t index : found) {
    const std::size_t element = std::size_t{slots[index].components} * sizeof(float);
    if (stream.stride != 0 && stream.stride < element)
      return Status(ErrorCode::InvalidArgument, "output '" + std::string(semantic) + "': a stride of " +
                                                    std::to_string(stream.stride) + " bytes overlaps elements of " +
                                                    std::to_string(element) + " bytes");
  }
  for (std::size_t index : found) {
    OutputStream bound = stream;
    if (bound.stride == 0) bound.stride = std::size_t{slots[index].components} * sizeof(float);
    outputs_[index] = bound;
  }
  return Status::success();
}

Status Program::unbindOutput(std::string_view semantic) {
  Result<std::vector<std::size_t>> named = slotsNamed(compiled_->module(), compiled_->layout().outputs, semantic, "output");
  if (!named.ok()) return named.status();
  for (std::size_t index : *named) outputs_[index].reset();
  return Status::success();
}

void Program::unbindStreams() {
  for (auto& input : inputs_) input.reset();
  for (auto& output : outputs_) output.reset();
}

}  // namespace cgx
