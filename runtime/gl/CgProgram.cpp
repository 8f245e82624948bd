#include "gl/CgProgram.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "semantic/Semantics.h"

namespace cgx::gl {

namespace {

using nlohmann::json;

bool fail(std::string* error, const std::string& message) {
  if (error) *error = message;
  return false;
}

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
    json reflection = json::parse(stage->reflection, nullptr, /*allow_exceptions=*/false);
    if (reflection.is_discarded() || !reflection.contains("parameters")) {
      fail(error, std::string(stage == &vertex ? "vertex" : "fragment") + " reflection is not cgxc's -reflect JSON");
      return nullptr;
    }
    for (const json& p : reflection["parameters"]) {
      std::string glslName = p.value("glslName", json()).is_string() ? p["glslName"].get<std::string>() : "";
      if (p.value("variability", "") == "uniform") {
        std::string name = p.value("name", "");
        auto same = [&](const Leaf& l) { return l.cgName == name; };
        if (std::find_if(cg->uniforms_.begin(), cg->uniforms_.end(), same) != cg->uniforms_.end()) continue;
        bool padded = p.value("glslNote", "").find("padded") != std::string::npos;
        cg->uniforms_.push_back(Leaf{name, p.value("type", ""), glslName, padded});
        if (p.contains("default") && p["default"].is_array())
          defaults.push_back({name, p["default"].get<std::vector<float>>()});
      } else if (stage == &vertex && p.value("direction", "") == "in" && p.value("glslKind", "") == "attribute") {
        int location = p.value("glslLocation", -1);
        cg->attributes_.push_back(Attribute{semantic::canonical(p.value("semantic", "")), location});
        source.attributeLocations.push_back({glslName, location});
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

std::vector<const CgProgram::Leaf*> CgProgram::leavesUnder(const std::string& cgName) const {
  std::vector<const Leaf*> found;
  for (const Leaf& l : uniforms_)
    if (l.cgName == cgName) return {&l};
  for (const Leaf& l : uniforms_)
    if (l.cgName.size() > cgName.size() && l.cgName.compare(0, cgName.size(), cgName) == 0 &&
        (l.cgName[cgName.size()] == '.' || l.cgName[cgName.size()] == '['))
      found.push_back(&l);
  return found;
}

bool CgProgram::set(const std::string& cgName, std::span<const float> values, std::string* error, MatrixOrder order) {
  std::vector<const Leaf*> leaves = leavesUnder(cgName);
  if (leaves.empty()) return fail(error, "no uniform named '" + cgName + "' in this program");
  std::size_t needed = 0;
  for (const Leaf* l : leaves) {
    if (l->cgType.rfind("sampler", 0) == 0) return fail(error, "'" + l->cgName + "' is a sampler: use setSampler");
    needed += static_cast<std::size_t>(shapeOf(l->cgType).components());
  }
  if (values.size() != needed)
    return fail(error, "'" + cgName + "' takes " + std::to_string(needed) + " values, " + std::to_string(values.size()) +
                           " given");
  std::size_t at = 0;
  for (const Leaf* l : leaves) {
    auto count = static_cast<std::size_t>(shapeOf(l->cgType).components());
    if (!setLeaf(*l, values.subspan(at, count), order, error)) return false;
    at += count;
  }
  return true;
}

bool CgProgram::setLeaf(const Leaf& leaf, std::span<const float> values, MatrixOrder order, std::string* error) {
  if (leaf.glslName.empty()) return true;  // the program does not read it: nothing to set, as in Cg
  Shape shape = shapeOf(leaf.cgType);
  if (integral(leaf.cgType)) {
    std::vector<int> ints(values.begin(), values.end());
    return program_->setInt(leaf.glslName, shape.cols, ints, error);
  }
  if (shape.rows == 0) return program_->setFloat(leaf.glslName, shape.cols, values, error);
  // Cg's rows, in order: GLSL matRxC holds them as its columns (Writer.h), so no transpose on upload.
  std::vector<float> rows(values.begin(), values.end());
  if (order == MatrixOrder::ColumnMajor)
    for (int r = 0; r < shape.rows; ++r)
      for (int c = 0; c < shape.cols; ++c)
        rows[static_cast<std::size_t>(r * shape.cols + c)] = values[static_cast<std::size_t>(c * shape.rows + r)];
  if (!leaf.padded) return program_->setMatrix(leaf.glslName, shape.rows, shape.cols, rows, false, error);
  int n = std::max(shape.rows, shape.cols);  // GLSL 110 / ES 100: square, Cg's rows first, zeros around
  std::vector<float> square(static_cast<std::size_t>(n * n), 0.0f);
  for (int r = 0; r < shape.rows; ++r)
    for (int c = 0; c < shape.cols; ++c)
      square[static_cast<std::size_t>(r * n + c)] = rows[static_cast<std::size_t>(r * shape.cols + c)];
  return program_->setMatrix(leaf.glslName, n, n, square, false, error);
}

bool CgProgram::setSampler(const std::string& cgName, int unit, std::string* error) {
  for (const Leaf& l : uniforms_) {
    if (l.cgName != cgName) continue;
    if (l.cgType.rfind("sampler", 0) != 0) return fail(error, "'" + cgName + "' is not a sampler");
    if (l.glslName.empty()) return true;  // unused by the program
    return program_->setSampler(l.glslName, unit, error);
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
