#include "gl/CgProgram.h"

#include <algorithm>

#include "gl/GlError.h"
#include "reflect/Path.h"
#include "semantic/Semantics.h"

namespace cgx::gl {

namespace {

// "float3x4" -> 3 rows of 4; "float2" -> 0 rows of 2; "float" -> 0 rows of 1.
struct Shape {
  int rows = 0, cols = 1;
  int components() const { return rows ? rows * cols : cols; }
};
Shape shapeOf(const std::string& type) {
  auto digit = [](char c) { return c >= '1' && c <= '4'; };
  std::size_t n = type.size();
  if (n >= 3 && digit(type[n - 3]) && type[n - 2] == 'x' && digit(type[n - 1])) return {type[n - 3] - '0', type[n - 1] - '0'};
  if (n >= 1 && digit(type[n - 1])) return {0, type[n - 1] - '0'};
  return {0, 1};
}

bool integral(const std::string& type) { return type.rfind("int", 0) == 0 || type.rfind("bool", 0) == 0; }

}  // namespace

std::unique_ptr<CgProgram> CgProgram::create(const CgStageSource& vertex, const CgStageSource& fragment,
                                             std::string* error) {
  std::unique_ptr<CgProgram> cg(new CgProgram());
  ProgramSource source;
  std::vector<std::pair<std::string, std::vector<float>>> defaults;  // leaf, Cg's default value
  source.vertex = vertex.glsl;
  source.fragment = fragment.glsl;
  for (const CgStageSource* stage : {&vertex, &fragment}) {
    for (const reflect::Parameter& p : stage->reflection.parameters) {
      const std::string glslName = p.glsl ? p.glsl->name : "";
      if (p.isUniform()) {
        auto same = [&](const reflect::Parameter& l) { return l.name == p.name; };
        if (std::find_if(cg->uniforms_.begin(), cg->uniforms_.end(), same) != cg->uniforms_.end()) continue;
        cg->uniforms_.push_back(p);
        if (!p.defaultValue.empty())
          defaults.push_back({p.name, std::vector<float>(p.defaultValue.begin(), p.defaultValue.end())});
      } else if (stage == &vertex && !p.isOutput() && p.glsl && p.glsl->kind == "attribute") {
        cg->attributes_.push_back(Attribute{semantic::canonical(p.semantic), p.glsl->location});
        source.attributeLocations.push_back({glslName, p.glsl->location});
      }
    }
  }
  cg->program_ = Program::create(source, error);
  if (!cg->program_) return nullptr;
  // Uniform initializers are Cg's default values: the program starts with them, as cgGLLoadProgram's does.
  for (const auto& [name, values] : defaults)
    if (!cg->set(name, values, error)) return nullptr;
  return cg;
}

bool CgProgram::set(const std::string& cgName, std::span<const float> values, std::string* error, MatrixOrder order) {
  std::vector<const reflect::Parameter*> leaves = reflect::leavesUnder(uniforms_, cgName);
  if (leaves.empty()) return fail(error, "no uniform named '" + cgName + "' in this program");
  std::size_t needed = 0;
  for (const reflect::Parameter* l : leaves) {
    if (l->type.rfind("sampler", 0) == 0) return fail(error, "'" + l->name + "' is a sampler: use setSampler");
    needed += static_cast<std::size_t>(shapeOf(l->type).components());
  }
  if (values.size() != needed)
    return fail(error, "'" + cgName + "' takes " + std::to_string(needed) + " values, " + std::to_string(values.size()) +
                           " given");
  std::size_t at = 0;
  for (const reflect::Parameter* l : leaves) {
    auto count = static_cast<std::size_t>(shapeOf(l->type).components());
    if (!setLeaf(*l, values.subspan(at, count), order, error)) return false;
    at += count;
  }
  return true;
}

bool CgProgram::setLeaf(const reflect::Parameter& leaf, std::span<const float> values, MatrixOrder order,
                        std::string* error) {
  if (!leaf.glsl || leaf.glsl->name.empty()) return true;  // the program does not read it: nothing to set, as in Cg
  const std::string& glslName = leaf.glsl->name;
  Shape shape = shapeOf(leaf.type);
  if (integral(leaf.type)) {
    std::vector<int> ints(values.begin(), values.end());
    return program_->setInt(glslName, shape.cols, ints, error);
  }
  if (shape.rows == 0) return program_->setFloat(glslName, shape.cols, values, error);
  // Cg's rows, in order: GLSL matRxC holds them as its columns (Writer.h), so no transpose on upload.
  std::vector<float> rows(values.begin(), values.end());
  if (order == MatrixOrder::ColumnMajor)
    for (int r = 0; r < shape.rows; ++r)
      for (int c = 0; c < shape.cols; ++c)
        rows[static_cast<std::size_t>(r * shape.cols + c)] = values[static_cast<std::size_t>(c * shape.rows + r)];
  if (leaf.columnMajor) {
    // Cg stores it column-wise: the GLSL uniform is the transposed matrix, laid out like any other.
    std::vector<float> columns(rows.size());
    for (int r = 0; r < shape.rows; ++r)
      for (int c = 0; c < shape.cols; ++c)
        columns[static_cast<std::size_t>(c * shape.rows + r)] = rows[static_cast<std::size_t>(r * shape.cols + c)];
    rows = std::move(columns);
    std::swap(shape.rows, shape.cols);
  }
  if (!leaf.glsl->padded()) return program_->setMatrix(glslName, shape.rows, shape.cols, rows, false, error);
  int n = std::max(shape.rows, shape.cols);  // GLSL 110 / ES 100: square, Cg's rows first, zeros around
  std::vector<float> square(static_cast<std::size_t>(n * n), 0.0f);
  for (int r = 0; r < shape.rows; ++r)
    for (int c = 0; c < shape.cols; ++c)
      square[static_cast<std::size_t>(r * n + c)] = rows[static_cast<std::size_t>(r * shape.cols + c)];
  return program_->setMatrix(glslName, n, n, square, false, error);
}

bool CgProgram::setSampler(const std::string& cgName, int unit, std::string* error) {
  for (const reflect::Parameter& l : uniforms_) {
    if (l.name != cgName) continue;
    if (l.type.rfind("sampler", 0) != 0) return fail(error, "'" + cgName + "' is not a sampler");
    if (!l.glsl || l.glsl->name.empty()) return true;  // unused by the program
    return program_->setSampler(l.glsl->name, unit, error);
  }
  return fail(error, "no sampler named '" + cgName + "' in this program");
}

int CgProgram::attributeLocation(const std::string& semantic) const {
  std::string wanted = semantic::canonical(semantic);
  for (const Attribute& a : attributes_)
    if (a.semantic == wanted) return a.location;
  return -1;
}

}  // namespace cgx::gl
