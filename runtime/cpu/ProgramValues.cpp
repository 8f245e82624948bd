// Program: uniform values, samplers and textures. Every setter validates completely before it writes, so a
// failed call leaves the block as it was.
#include <bit>
#include <cstring>

#include "cpu/CompiledProgram.h"
#include <cgx/Program.h>
#include "cpu/ProgramAccess.h"
#include "cpu/Reflection.h"

namespace cgx {

namespace {

const char* kindName(ValueKind kind) {
  switch (kind) {
    case ValueKind::Float: return "float";
    case ValueKind::Int: return "int";
    case ValueKind::Bool: return "bool";
    case ValueKind::Sampler: return "sampler";
    case ValueKind::Mixed: return "a struct of mixed types";
    case ValueKind::Other: return "not settable";
  }
  return "?";
}

Status checkKind(const ir::TypeTable& types, const Parameter& parameter, ir::TypeId type, ValueKind wanted,
                 const char* call) {
  const ValueKind kind = detail::valueKindOf(types, type);
  if (kind == wanted) return Status::success();
  return Status(ErrorCode::TypeMismatch, std::string(call) + " on '" + parameter.name() + "' of type " + types.name(type) +
                                             " (" + kindName(kind) + ")");
}

Status checkCount(const Parameter& parameter, std::size_t given, std::uint32_t wanted) {
  if (given == wanted) return Status::success();
  return Status(ErrorCode::SizeMismatch, "'" + parameter.name() + "' has " + std::to_string(wanted) + " components, " +
                                             std::to_string(given) + " given");
}

// A MatrixOrder made from an integer outside the enum would otherwise be taken for ColumnMajor.
Status checkOrder(MatrixOrder order, const char* call) {
  if (order == MatrixOrder::RowMajor || order == MatrixOrder::ColumnMajor) return Status::success();
  return Status(ErrorCode::InvalidArgument, std::string(call) + " with an invalid MatrixOrder (" +
                                                std::to_string(static_cast<unsigned>(order)) + ")");
}

// Every leaf under `type` is a floating-point matrix (a matrix, or an array/struct of them only).
bool onlyMatrices(const ir::TypeTable& types, ir::TypeId type) {
  bool all = true;
  detail::forEachLeaf(types, type, 0, [&](ir::TypeId leaf, std::uint32_t) {
    if (!types.isMatrix(leaf) || !isFloating(types.scalarOf(leaf))) all = false;
  });
  return all && detail::valueKindOf(types, type) == ValueKind::Float;
}

}  // namespace

Status Program::uniformWords(const Parameter& parameter, ValueKind kind, std::size_t count, const char* call,
                             UniformWords* words) const {
  if (Status s = resolve(parameter, true); !s.ok()) return s;
  const detail::ResolvedPath resolved = detail::ParameterAccess::resolved(parameter);
  const ir::TypeTable& types = compiled_->types();
  if (Status s = checkKind(types, parameter, resolved.type, kind, call); !s.ok()) return s;
  words->offset = resolved.wordOffset;
  words->words = jit::uniformWordCount(types, resolved.type);
  words->type = resolved.type;
  return checkCount(parameter, count, words->words);
}

#define CGX_BY_PATH(call, ...)                              \
  Result<Parameter> found = parameter(path);                \
  if (!found.ok()) return found.status();                   \
  return call(found.value(), __VA_ARGS__)

Status Program::setFloat(std::string_view path, std::span<const float> values) { CGX_BY_PATH(setFloat, values); }
Status Program::setInt(std::string_view path, std::span<const std::int32_t> values) { CGX_BY_PATH(setInt, values); }
Status Program::setBool(std::string_view path, std::span<const bool> values) { CGX_BY_PATH(setBool, values); }
Status Program::setMatrix(std::string_view path, std::span<const float> values, MatrixOrder order) {
  CGX_BY_PATH(setMatrix, values, order);
}
Status Program::getFloat(std::string_view path, std::span<float> values) const { CGX_BY_PATH(getFloat, values); }
Status Program::getInt(std::string_view path, std::span<std::int32_t> values) const { CGX_BY_PATH(getInt, values); }
Status Program::getBool(std::string_view path, std::span<bool> values) const { CGX_BY_PATH(getBool, values); }
Status Program::getMatrix(std::string_view path, std::span<float> values, MatrixOrder order) const {
  CGX_BY_PATH(getMatrix, values, order);
}
Status Program::setSampler(std::string_view path, unsigned unit) { CGX_BY_PATH(setSampler, unit); }
Status Program::setTexture(std::string_view path, std::shared_ptr<const CpuTexture> texture, const SamplerState& state) {
  CGX_BY_PATH(setTexture, std::move(texture), state);
}

#undef CGX_BY_PATH

Status Program::setFloat(const Parameter& parameter, std::span<const float> values) {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Float, values.size(), "setFloat", &target); !s.ok()) return s;
  for (std::uint32_t i = 0; i < target.words; ++i) uniforms_[target.offset + i] = std::bit_cast<std::uint32_t>(values[i]);
  return Status::success();
}

Status Program::setInt(const Parameter& parameter, std::span<const std::int32_t> values) {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Int, values.size(), "setInt", &target); !s.ok()) return s;
  for (std::uint32_t i = 0; i < target.words; ++i) uniforms_[target.offset + i] = static_cast<std::uint32_t>(values[i]);
  return Status::success();
}

Status Program::setBool(const Parameter& parameter, std::span<const bool> values) {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Bool, values.size(), "setBool", &target); !s.ok()) return s;
  for (std::uint32_t i = 0; i < target.words; ++i) uniforms_[target.offset + i] = values[i] ? 1u : 0u;
  return Status::success();
}

namespace {

// Pairs every component of the matrices of `type` (a matrix or an array of them) starting at block word
// `first` with its place in the caller's values (row after row, or column after column for ColumnMajor)
// and its uniform-block word (always row-major, KernelLayout.h).
template <typename Visit>
void forEachMatrixComponent(const ir::TypeTable& types, ir::TypeId type, std::uint32_t first, MatrixOrder order,
                            Visit visit) {
  std::size_t at = 0;
  detail::forEachLeaf(types, type, first, [&](ir::TypeId leaf, std::uint32_t offset) {
    const unsigned rows = types.get(leaf).rows, cols = types.get(leaf).cols;
    for (unsigned r = 0; r < rows; ++r)
      for (unsigned c = 0; c < cols; ++c)
        visit(at + (order == MatrixOrder::RowMajor ? r * cols + c : c * rows + r), offset + r * cols + c);
    at += rows * cols;
  });
}

}  // namespace

Status Program::setMatrix(const Parameter& parameter, std::span<const float> values, MatrixOrder order) {
  if (Status s = checkOrder(order, "setMatrix"); !s.ok()) return s;
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Float, values.size(), "setMatrix", &target); !s.ok()) return s;
  const ir::TypeTable& types = compiled_->types();
  if (!onlyMatrices(types, target.type))
    return Status(ErrorCode::TypeMismatch, "setMatrix on '" + parameter.name() + "' of type " + types.name(target.type) +
                                               ", which is not a matrix or an array of matrices");
  forEachMatrixComponent(types, target.type, target.offset, order, [&](std::size_t value, std::uint32_t word) {
    uniforms_[word] = std::bit_cast<std::uint32_t>(values[value]);
  });
  return Status::success();
}

Status Program::getFloat(const Parameter& parameter, std::span<float> values) const {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Float, values.size(), "getFloat", &target); !s.ok()) return s;
  for (std::uint32_t i = 0; i < target.words; ++i) values[i] = std::bit_cast<float>(uniforms_[target.offset + i]);
  return Status::success();
}

Status Program::getInt(const Parameter& parameter, std::span<std::int32_t> values) const {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Int, values.size(), "getInt", &target); !s.ok()) return s;
  for (std::uint32_t i = 0; i < target.words; ++i) values[i] = static_cast<std::int32_t>(uniforms_[target.offset + i]);
  return Status::success();
}

Status Program::getBool(const Parameter& parameter, std::span<bool> values) const {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Bool, values.size(), "getBool", &target); !s.ok()) return s;
  for (std::uint32_t i = 0; i < target.words; ++i) values[i] = uniforms_[target.offset + i] != 0;
  return Status::success();
}

Status Program::getMatrix(const Parameter& parameter, std::span<float> values, MatrixOrder order) const {
  if (Status s = checkOrder(order, "getMatrix"); !s.ok()) return s;
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Float, values.size(), "getMatrix", &target); !s.ok()) return s;
  const ir::TypeTable& types = compiled_->types();
  if (!onlyMatrices(types, target.type))
    return Status(ErrorCode::TypeMismatch, "getMatrix on '" + parameter.name() + "' of type " + types.name(target.type) +
                                               ", which is not a matrix or an array of matrices");
  forEachMatrixComponent(types, target.type, target.offset, order, [&](std::size_t value, std::uint32_t word) {
    values[value] = std::bit_cast<float>(uniforms_[word]);
  });
  return Status::success();
}

Status Program::setSampler(const Parameter& parameter, unsigned unit) {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Sampler, 1, "setSampler", &target); !s.ok()) return s;
  if (unit >= textures_.unitCount())
    return Status(ErrorCode::InvalidArgument, "texture unit " + std::to_string(unit) + " out of range (there are " +
                                                  std::to_string(textures_.unitCount()) + ")");
  uniforms_[target.offset] = unit;
  return Status::success();
}

Status Program::getSampler(std::string_view path, unsigned* unit) const {
  if (unit == nullptr) return Status(ErrorCode::InvalidArgument, "getSampler with a null unit pointer");
  Result<Parameter> found = parameter(path);
  if (!found.ok()) return found.status();
  UniformWords target;
  if (Status s = uniformWords(found.value(), ValueKind::Sampler, 1, "getSampler", &target); !s.ok()) return s;
  *unit = uniforms_[target.offset];
  return Status::success();
}

Status Program::setTexture(const Parameter& parameter, std::shared_ptr<const CpuTexture> texture,
                           const SamplerState& state) {
  UniformWords target;
  if (Status s = uniformWords(parameter, ValueKind::Sampler, 1, "setTexture", &target); !s.ok()) return s;
  return bindTexture(uniforms_[target.offset], std::move(texture), state);
}

Status Program::bindTexture(unsigned unit, std::shared_ptr<const CpuTexture> texture, const SamplerState& state) {
  if (texture == nullptr) return Status(ErrorCode::InvalidArgument, "a null texture");
  if (const char* field = invalidSamplerField(state))
    return Status(ErrorCode::InvalidArgument, "a SamplerState whose " + std::string(field) + " is not one of its enum's values");
  if (unit >= textures_.unitCount())
    return Status(ErrorCode::InvalidArgument, "texture unit " + std::to_string(unit) + " out of range (there are " +
                                                  std::to_string(textures_.unitCount()) + ")");
  if (!textures_.set(unit, std::move(texture), state))
    return Status(ErrorCode::InternalError, "the texture table refused unit " + std::to_string(unit));
  return Status::success();
}

void Program::unbindTextures() { textures_.clearAll(); }

}  // namespace cgx
