#include "reflect/Json.h"

#include <limits>

#include <nlohmann/json.hpp>

namespace cgx::reflect {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

// One table per enumeration, read both ways.
constexpr const char* kSpaceNames[] = {"none", "constant", "input", "output", "texunit", "named"};
constexpr const char* kDirectionNames[] = {"in", "out", "inout"};
constexpr const char* kVariabilityNames[] = {"uniform", "varying"};
constexpr const char* kStageNames[] = {"vertex", "fragment", "geometry"};

template <typename Enum, std::size_t N>
const char* nameOf(const char* const (&names)[N], Enum value) {
  return names[static_cast<std::size_t>(value)];
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const char* const (&names)[N], const std::string& name) {
  for (std::size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<Enum>(i);
  return std::nullopt;
}

ordered_json parameterJson(const Parameter& p) {
  ordered_json j;
  j["name"] = p.name;
  j["type"] = p.type;
  j["semantic"] = p.semantic;
  j["direction"] = nameOf(kDirectionNames, p.direction);
  j["variability"] = nameOf(kVariabilityNames, p.variability);
  j["resource"] = p.resource;
  j["space"] = nameOf(kSpaceNames, p.space);
  j["registerIndex"] = p.registerIndex ? ordered_json(*p.registerIndex) : ordered_json(nullptr);
  j["registerCount"] = p.registerCount;
  j["ordinal"] = p.ordinal;
  j["referenced"] = p.referenced;
  j["glslName"] = p.glsl && !p.glsl->name.empty() ? ordered_json(p.glsl->name) : ordered_json(nullptr);
  if (p.glsl) {
    j["glslKind"] = p.glsl->kind;
    if (p.glsl->location >= 0) j["glslLocation"] = p.glsl->location;
    if (!p.glsl->note.empty()) j["glslNote"] = p.glsl->note;
    if (!p.glsl->interpolation.empty()) j["glslInterpolation"] = p.glsl->interpolation;
    if (!p.glsl->droppedInterpolation.empty()) j["glslDroppedInterpolation"] = p.glsl->droppedInterpolation;
  }
  if (p.columnMajor) j["matrixOrder"] = "column_major";
  if (p.buffer) {
    j["bufferBlock"] = p.buffer->block;
    j["bufferIndex"] = p.buffer->index;
    j["bufferOffset"] = p.buffer->offset;
  }
  if (!p.defaultValue.empty()) j["default"] = p.defaultValue;
  return j;
}

// Reading: every accessor checks the type and says which field was wrong (the text may be any file).
struct Reader {
  std::string* error;
  std::string where;

  bool fail(const std::string& what) {
    if (error) *error = where + ": " + what;
    return false;
  }
  bool string(const json& o, const char* key, std::string* out, bool required = true) {
    auto it = o.find(key);
    if (it == o.end()) return !required || fail(std::string("no \"") + key + "\"");
    if (!it->is_string()) return fail(std::string("\"") + key + "\" is not a string");
    *out = it->get<std::string>();
    return true;
  }
  template <typename Int>
  bool integer(const json& o, const char* key, Int* out) {
    auto it = o.find(key);
    if (it == o.end()) return fail(std::string("no \"") + key + "\"");
    if (!it->is_number_integer()) return fail(std::string("\"") + key + "\" is not an integer");
    const auto value = it->get<std::int64_t>();
    if (value < static_cast<std::int64_t>(std::numeric_limits<Int>::min()) ||
        value > static_cast<std::int64_t>(std::numeric_limits<Int>::max()))
      return fail(std::string("\"") + key + "\" is out of range");
    *out = static_cast<Int>(value);
    return true;
  }
  template <typename Int>
  bool optionalInteger(const json& o, const char* key, std::optional<Int>* out) {
    auto it = o.find(key);
    if (it == o.end() || it->is_null()) return true;
    Int value{};
    if (!integer(o, key, &value)) return false;
    *out = value;
    return true;
  }
  template <typename Enum, std::size_t N>
  bool enumeration(const json& o, const char* key, const char* const (&names)[N], Enum* out) {
    std::string text;
    if (!string(o, key, &text)) return false;
    std::optional<Enum> value = valueOf<Enum>(names, text);
    if (!value) return fail(std::string("\"") + key + "\" has an unknown value \"" + text + "\"");
    *out = *value;
    return true;
  }
  bool numbers(const json& o, const char* key, std::vector<double>* out) {
    auto it = o.find(key);
    if (it == o.end()) return true;
    if (!it->is_array()) return fail(std::string("\"") + key + "\" is not an array");
    for (const json& v : *it) {
      if (v.is_number()) out->push_back(v.get<double>());
      else if (v.is_boolean()) out->push_back(v.get<bool>() ? 1.0 : 0.0);
      else return fail(std::string("\"") + key + "\" holds a value that is not a number");
    }
    return true;
  }
};

bool readParameter(const json& j, Reader& r, Parameter* p) {
  if (!j.is_object()) return r.fail("not an object");
  if (!r.string(j, "name", &p->name) || !r.string(j, "type", &p->type) || !r.string(j, "semantic", &p->semantic) ||
      !r.enumeration(j, "direction", kDirectionNames, &p->direction) ||
      !r.enumeration(j, "variability", kVariabilityNames, &p->variability) ||
      !r.string(j, "resource", &p->resource, false) || !r.enumeration(j, "space", kSpaceNames, &p->space) ||
      !r.optionalInteger(j, "registerIndex", &p->registerIndex) ||
      !r.integer(j, "registerCount", &p->registerCount) || !r.integer(j, "ordinal", &p->ordinal) ||
      !r.numbers(j, "default", &p->defaultValue))
    return false;
  auto referenced = j.find("referenced");
  if (referenced == j.end() || !referenced->is_boolean()) return r.fail("\"referenced\" is not true or false");
  p->referenced = referenced->get<bool>();
  if (auto order = j.find("matrixOrder"); order != j.end()) {
    if (!order->is_string() || (*order != "column_major" && *order != "row_major"))
      return r.fail("\"matrixOrder\" is not \"row_major\" or \"column_major\"");
    p->columnMajor = *order == "column_major";
  }
  if (j.contains("bufferIndex")) {
    BufferPlacement buffer;
    if (!r.string(j, "bufferBlock", &buffer.block) || !r.integer(j, "bufferIndex", &buffer.index) ||
        !r.integer(j, "bufferOffset", &buffer.offset))
      return false;
    p->buffer = std::move(buffer);
  }
  if (j.contains("glslKind")) {
    GlslPlacement glsl;
    if (!r.string(j, "glslKind", &glsl.kind) || !r.string(j, "glslNote", &glsl.note, false) ||
        !r.string(j, "glslInterpolation", &glsl.interpolation, false) ||
        !r.string(j, "glslDroppedInterpolation", &glsl.droppedInterpolation, false))
      return false;
    if (j.contains("glslLocation") && !r.integer(j, "glslLocation", &glsl.location)) return false;
    if (auto name = j.find("glslName"); name != j.end() && !name->is_null() && !r.string(j, "glslName", &glsl.name))
      return false;
    p->glsl = std::move(glsl);
  }
  return true;
}

}  // namespace

std::string toJson(const ProgramReflection& r) {
  ordered_json root;
  root["cgxReflection"] = 1;
  root["profile"] = r.profile;
  root["stage"] = nameOf(kStageNames, r.stage);
  root["entry"] = r.entry;
  root["constantRegisters"] = r.constantRegisters ? ordered_json(*r.constantRegisters) : ordered_json(nullptr);
  ordered_json parameters = ordered_json::array();
  for (const Parameter& p : r.parameters) parameters.push_back(parameterJson(p));
  root["parameters"] = std::move(parameters);
  ordered_json literals = ordered_json::array();
  for (const LiteralRegister& l : r.literals) literals.push_back({{"register", l.index}, {"values", l.values}});
  root["literals"] = std::move(literals);
  root["estimate"] = {{"instructions", r.estimate.instructions},
                      {"arithmetic", r.estimate.arithmetic},
                      {"texture", r.estimate.texture},
                      {"temporaries", r.estimate.temporaries},
                      {"estimated", true}};
  if (r.geometry)
    root["geometry"] = {{"inputPrimitive", r.geometry->inputPrimitive},
                        {"outputPrimitive", r.geometry->outputPrimitive},
                        {"maxVertices", r.geometry->maxVertices}};
  return root.dump(2) + "\n";
}

std::optional<ProgramReflection> fromJson(std::string_view text, std::string* error) {
  const json root = json::parse(text, nullptr, /*allow_exceptions=*/false);
  Reader r{error, "reflection"};
  if (root.is_discarded()) {
    r.fail("not JSON");
    return std::nullopt;
  }
  if (!root.is_object() || root.value("cgxReflection", json()) != json(1)) {
    r.fail("not cgxc's -reflect JSON (no \"cgxReflection\": 1)");
    return std::nullopt;
  }
  ProgramReflection result;
  if (!r.string(root, "profile", &result.profile) || !r.enumeration(root, "stage", kStageNames, &result.stage) ||
      !r.string(root, "entry", &result.entry) || !r.optionalInteger(root, "constantRegisters", &result.constantRegisters))
    return std::nullopt;
  if (auto geometry = root.find("geometry"); geometry != root.end()) {
    Reader at{error, "reflection geometry"};
    GeometryLayout layout;
    if (!geometry->is_object()) {
      at.fail("not an object");
      return std::nullopt;
    }
    if (!at.string(*geometry, "inputPrimitive", &layout.inputPrimitive) ||
        !at.string(*geometry, "outputPrimitive", &layout.outputPrimitive) ||
        !at.integer(*geometry, "maxVertices", &layout.maxVertices))
      return std::nullopt;
    result.geometry = std::move(layout);
  }
  auto parameters = root.find("parameters");
  if (parameters == root.end() || !parameters->is_array()) {
    r.fail("\"parameters\" is not an array");
    return std::nullopt;
  }
  for (std::size_t i = 0; i < parameters->size(); ++i) {
    Reader at{error, "reflection parameter " + std::to_string(i)};
    Parameter p;
    if (!readParameter((*parameters)[i], at, &p)) return std::nullopt;
    result.parameters.push_back(std::move(p));
  }
  if (auto literals = root.find("literals"); literals != root.end() && literals->is_array()) {
    for (const json& l : *literals) {
      LiteralRegister reg;
      if (!l.is_object()) {
        r.fail("a literal is not an object");
        return std::nullopt;
      }
      if (!r.integer(l, "register", &reg.index) || !r.numbers(l, "values", &reg.values)) return std::nullopt;
      result.literals.push_back(std::move(reg));
    }
  }
  if (auto estimate = root.find("estimate"); estimate != root.end() && estimate->is_object()) {
    if (!r.integer(*estimate, "instructions", &result.estimate.instructions) ||
        !r.integer(*estimate, "arithmetic", &result.estimate.arithmetic) ||
        !r.integer(*estimate, "texture", &result.estimate.texture) ||
        !r.integer(*estimate, "temporaries", &result.estimate.temporaries))
      return std::nullopt;
  }
  return result;
}

}  // namespace cgx::reflect
