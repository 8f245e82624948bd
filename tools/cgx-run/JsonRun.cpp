#include "JsonRun.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace cgx::run {

using nlohmann::json;

namespace {

Status bad(const std::string& message) { return Status(ErrorCode::InvalidArgument, message); }

// Numbers (and booleans, as 0/1) of a value, nested arrays flattened in order. The recursion is as deep as
// the document, which parseJsonInput bounds (kMaxJsonDepth).
Status flatten(const json& value, const std::string& where, std::vector<double>* out) {
  if (value.is_array()) {
    for (const json& element : value)
      if (Status s = flatten(element, where, out); !s.ok()) return s;
    return Status::success();
  }
  if (value.is_boolean()) {
    out->push_back(value.get<bool>() ? 1.0 : 0.0);
    return Status::success();
  }
  if (value.is_number()) {
    out->push_back(value.get<double>());
    return Status::success();
  }
  return bad(where + ": expected numbers, found " + std::string(value.type_name()));
}

// An optional member of a texture object: `fallback` when absent, InvalidArgument when not of T's JSON
// type (a string or a boolean). nlohmann's value() would throw a type_error instead.
template <typename T>
Status optionalField(const json& object, const char* key, const std::string& where, T fallback, T* out) {
  const auto found = object.find(key);
  if (found == object.end()) {
    *out = std::move(fallback);
    return Status::success();
  }
  constexpr bool isString = std::is_same_v<T, std::string>;
  if (isString ? !found->is_string() : !found->is_boolean())
    return bad(where + ": '" + key + "' must be " + (isString ? "a string" : "true or false") + ", not " +
               std::string(found->type_name()));
  *out = found->template get<T>();
  return Status::success();
}

// A JSON number as an int/uint uniform or stream component: integral, in int32's or uint32's range (a uint
// value above INT32_MAX keeps its bits).
Status toInt32(double n, const std::string& where, const std::string& type, std::int32_t* out) {
  if (n != std::floor(n) || n < -2147483648.0 || n > 4294967295.0)
    return bad(where + " is " + type + ": " + std::to_string(n) + " is not a 32-bit integer");
  *out = static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::int64_t>(n)));
  return Status::success();
}

Status parseTexture(const json& description, const std::string& where, std::shared_ptr<const CpuTexture>* texture,
                    SamplerState* state) {
  static const std::map<std::string, TextureKind> kinds{{"1D", TextureKind::Tex1D},  {"2D", TextureKind::Tex2D},
                                                        {"3D", TextureKind::Tex3D},  {"CUBE", TextureKind::Cube},
                                                        {"RECT", TextureKind::Rect}};
  static const std::map<std::string, Wrap> wraps{{"repeat", Wrap::Repeat}, {"clamp", Wrap::ClampToEdge},
                                                 {"mirror", Wrap::MirroredRepeat}, {"border", Wrap::ClampToBorder}};
  TextureShape shape;
  std::string kind, filter, wrap;
  bool mipmaps = false;
  if (Status s = optionalField(description, "kind", where, std::string("2D"), &kind); !s.ok()) return s;
  if (Status s = optionalField(description, "filter", where, std::string("nearest"), &filter); !s.ok()) return s;
  if (Status s = optionalField(description, "wrap", where, std::string("repeat"), &wrap); !s.ok()) return s;
  if (Status s = optionalField(description, "mipmaps", where, false, &mipmaps); !s.ok()) return s;
  if (!kinds.contains(kind)) return bad(where + ": unknown texture kind '" + kind + "' (1D, 2D, 3D, CUBE, RECT)");
  shape.kind = kinds.at(kind);
  for (auto [key, field] : {std::pair{"width", &shape.width}, std::pair{"height", &shape.height}, std::pair{"depth", &shape.depth}}) {
    if (!description.contains(key)) continue;
    const json& size = description[key];
    // get<int>() would wrap a larger integer (4294967297 to 1) into a valid-looking size.
    if (!size.is_number_integer() || size.get<std::int64_t>() < 1 || size.get<std::int64_t>() > std::numeric_limits<int>::max())
      return bad(where + ": '" + key + "' must be an integer from 1 to " + std::to_string(std::numeric_limits<int>::max()));
    *field = size.get<int>();
  }
  if (shape.kind == TextureKind::Cube) shape.height = shape.width;
  std::vector<double> texels;
  if (!description.contains("texels")) return bad(where + ": a texture needs 'texels' (RGBA floats)");
  if (Status s = flatten(description["texels"], where + ".texels", &texels); !s.ok()) return s;
  std::vector<float> rgba(texels.begin(), texels.end());
  std::string error;
  auto made = CpuTexture::fromFloats(shape, rgba, &error);
  if (made == nullptr) return bad(where + ": " + error);
  if (mipmaps) made->generateMipmaps();
  if (filter != "nearest" && filter != "linear") return bad(where + ": filter is 'nearest' or 'linear', not '" + filter + "'");
  state->magFilter = filter == "nearest" ? MagFilter::Nearest : MagFilter::Linear;
  const bool mipmapped = made->levelCount() > 1;
  state->minFilter = filter == "nearest" ? (mipmapped ? MinFilter::NearestMipmapNearest : MinFilter::Nearest)
                                         : (mipmapped ? MinFilter::LinearMipmapLinear : MinFilter::Linear);
  if (!wraps.contains(wrap)) return bad(where + ": unknown wrap '" + wrap + "' (repeat, clamp, mirror, border)");
  state->wrapS = state->wrapT = state->wrapR = wraps.at(wrap);
  *texture = std::move(made);
  return Status::success();
}

Status setUniform(Program& program, const std::string& path, const json& value, MatrixOrder order) {
  Result<ParameterInfo> info = program.parameterInfo(path);
  if (!info.ok()) return info.status();
  if (info->variability != Variability::Uniform)
    return Status(ErrorCode::NotUniform, "'" + path + "' is a varying: give it under \"inputs\" by its semantic");
  if (info->kind == ValueKind::Sampler) {
    if (value.is_object()) {
      std::shared_ptr<const CpuTexture> texture;
      SamplerState state;
      if (Status s = parseTexture(value, "uniform '" + path + "'", &texture, &state); !s.ok()) return s;
      return program.setTexture(path, std::move(texture), state);
    }
    // get<unsigned>() would wrap a 64-bit unit (4294967296 to 0) into a valid one.
    if (!value.is_number_unsigned() || value.get<std::uint64_t>() > std::numeric_limits<unsigned>::max())
      return bad("uniform '" + path + "' is a sampler: give a texture unit or a texture object");
    return program.setSampler(path, value.get<unsigned>());
  }
  if (value.is_object()) {  // a struct, field by field
    for (const auto& [field, fieldValue] : value.items())
      if (Status s = setUniform(program, path + "." + field, fieldValue, order); !s.ok()) return s;
    return Status::success();
  }
  std::vector<double> numbers;
  if (Status s = flatten(value, "uniform '" + path + "'", &numbers); !s.ok()) return s;
  switch (info->kind) {
    case ValueKind::Float: {
      std::vector<float> floats(numbers.begin(), numbers.end());
      if (order == MatrixOrder::ColumnMajor && info->type.find('x') != std::string::npos)
        return program.setMatrix(path, floats, order);
      return program.setFloat(path, floats);
    }
    case ValueKind::Int: {
      std::vector<std::int32_t> ints(numbers.size());
      for (std::size_t i = 0; i < numbers.size(); ++i)
        if (Status s = toInt32(numbers[i], "uniform '" + path + "'", info->type, &ints[i]); !s.ok()) return s;
      return program.setInt(path, ints);
    }
    case ValueKind::Bool: {
      std::unique_ptr<bool[]> bools(new bool[numbers.size()]);
      for (std::size_t i = 0; i < numbers.size(); ++i) bools[i] = numbers[i] != 0.0;
      return program.setBool(path, std::span<const bool>(bools.get(), numbers.size()));
    }
    default:
      return Status(ErrorCode::TypeMismatch, "uniform '" + path + "' is " + info->type +
                                                 ": give an object with its fields, or set them one by one");
  }
}

// One input stream's data, kept alive for the run.
struct InputData {
  std::vector<float> floats;
  std::vector<std::int32_t> ints;
};

// `count` elements per input: one per invocation, or per vertex of a geometry program's primitives.
Status bindInputs(Program& program, const json& inputs, std::uint64_t count, std::vector<InputData>* storage) {
  storage->reserve(inputs.size());
  for (const auto& [semantic, elements] : inputs.items()) {
    const std::string where = "input '" + semantic + "'";
    if (!elements.is_array()) return bad(where + ": expected an array with one element per invocation");
    if (elements.size() != count)
      return Status(ErrorCode::SizeMismatch, where + " has " + std::to_string(elements.size()) + " elements for " +
                                                 std::to_string(count) + (program.stage() == Stage::Geometry ? " vertices" : ""));
    // Which parameter is it? Integer parameters get an int32 stream so large values stay exact.
    bool integer = false;
    std::string type;
    for (const ParameterInfo& info : program.parameters())
      if (info.variability == Variability::Varying && info.direction == Direction::In &&
          (info.semantic == semantic || info.name == semantic)) {
        integer = info.kind == ValueKind::Int;
        type = info.type;
      }
    std::size_t components = 0;
    std::vector<double> numbers;
    for (std::size_t i = 0; i < elements.size(); ++i) {
      const std::size_t before = numbers.size();
      if (Status s = flatten(elements[i], where + "[" + std::to_string(i) + "]", &numbers); !s.ok()) return s;
      const std::size_t size = numbers.size() - before;
      if (i == 0) components = size;
      if (size != components || size == 0)
        return Status(ErrorCode::SizeMismatch, where + ": element " + std::to_string(i) + " has " + std::to_string(size) +
                                                   " components, element 0 has " + std::to_string(components));
    }
    InputData& data = storage->emplace_back();
    InputStream stream;
    stream.components = static_cast<unsigned>(components);
    if (integer) {
      data.ints.resize(numbers.size());
      for (std::size_t i = 0; i < numbers.size(); ++i)
        if (Status s = toInt32(numbers[i], where, type, &data.ints[i]); !s.ok()) return s;
      stream.type = ComponentType::Int32;
      stream.data = data.ints.data();
    } else {
      data.floats.assign(numbers.begin(), numbers.end());
      stream.data = data.floats.data();
    }
    if (Status s = program.bindInput(semantic, stream); !s.ok()) return s;
  }
  return Status::success();
}

json number(float value) { return std::isfinite(value) ? json(value) : json(nullptr); }

// A geometry program's run: every emitted vertex, in order, with its primitive, its strip flag and its
// outputs by semantic.
Status runGeometry(Program& program, std::uint64_t primitives, json* output) {
  GeometryOutput geometry;
  if (Status s = program.runGeometry(primitives, &geometry); !s.ok()) return s;
  json vertices = json::array();
  for (std::size_t v = 0; v < geometry.vertexCount(); ++v) {
    json vertex = json::object();
    vertex["primitive"] = geometry.primitiveOf[v];
    vertex["beginsStrip"] = geometry.beginsStrip[v] != 0;
    const float* values = geometry.vertex(v);
    for (std::size_t o = 0; o < geometry.semantics.size(); ++o) {
      json components = json::array();
      for (std::uint32_t c = 0; c < geometry.components[o]; ++c) components.push_back(number(*values++));
      vertex[geometry.semantics[o]] = std::move(components);
    }
    vertices.push_back(std::move(vertex));
  }
  *output = json::object();
  (*output)["primitive"] = geometry.primitive;
  (*output)["vertices"] = std::move(vertices);
  return Status::success();
}

}  // namespace

Status runFromJson(Program& program, const json& input, json* output) {
  if (!input.is_object()) return bad("the input must be a JSON object");
  for (const auto& [key, value] : input.items())
    if (key != "uniforms" && key != "inputs" && key != "count" && key != "matrixOrder")
      return bad("unknown key '" + key + "' (uniforms, inputs, count, matrixOrder)");
  MatrixOrder order = MatrixOrder::RowMajor;
  if (input.contains("matrixOrder")) {
    const json& o = input["matrixOrder"];
    if (o != "row" && o != "column") return bad("matrixOrder is \"row\" or \"column\"");
    if (o == "column") order = MatrixOrder::ColumnMajor;
  }
  if (input.contains("uniforms")) {
    if (!input["uniforms"].is_object()) return bad("\"uniforms\" must be an object of Cg path: value");
    for (const auto& [path, value] : input["uniforms"].items())
      if (Status s = setUniform(program, path, value, order); !s.ok()) return s;
  }
  const json noInputs = json::object();
  const json& inputs = input.contains("inputs") ? input["inputs"] : noInputs;
  if (!inputs.is_object()) return bad("\"inputs\" must be an object of semantic: [elements]");
  // A geometry program runs once per primitive and takes its inputs per vertex.
  const bool geometry = program.stage() == Stage::Geometry;
  const std::uint64_t perInvocation = geometry ? program.verticesPerPrimitive() : 1;
  std::uint64_t count = 0;
  if (input.contains("count")) {
    if (!input["count"].is_number_unsigned()) return bad("\"count\" must be a non-negative integer");
    count = input["count"].get<std::uint64_t>();
  } else if (!inputs.empty()) {
    count = inputs.begin()->size() / perInvocation;
  } else {
    return bad("no \"count\" and no \"inputs\" to take it from");
  }
  // The JSON written holds count numbers per output component (and a discard flag per fragment), each about
  // 100 bytes in memory as nlohmann's values: {"count": 44672964} alone asked for gigabytes (a fuzz finding).
  // A geometry invocation writes up to its VERTICES_OUT vertices, each with its primitive and strip flag.
  std::uint64_t valuesPerElement = program.stage() == Stage::Fragment ? 1 : 0;
  for (const ParameterInfo& info : program.parameters())
    if (info.direction == Direction::Out) valuesPerElement += info.components;
  if (geometry) {
    const auto& shape = program.reflection().geometry;
    valuesPerElement = (valuesPerElement + 2) * std::max<std::uint64_t>(shape ? shape->maxVertices : 0, 1);
  }
  if (count > kMaxOutputValues / std::max<std::uint64_t>(valuesPerElement, 1))
    return Status(ErrorCode::CountOverflow, "a count of " + std::to_string(count) + " writes more than " +
                                                std::to_string(kMaxOutputValues) + " output values, cgx-run's limit");
  std::vector<InputData> storage;
  if (Status s = bindInputs(program, inputs, count * perInvocation, &storage); !s.ok()) return s;
  if (geometry) return runGeometry(program, count, output);

  // Every output the program declares gets a stream.
  std::map<std::string, std::vector<float>> buffers;
  for (const ParameterInfo& info : program.parameters()) {
    if (info.direction != Direction::Out) continue;
    const std::string key = info.semantic.empty() ? info.name : info.semantic;
    if (buffers.contains(key)) continue;
    std::vector<float>& buffer = buffers[key];
    buffer.assign(static_cast<std::size_t>(count) * info.components, 0.0f);
    if (Status s = program.bindOutput(key, OutputStream{buffer.data(), info.components * sizeof(float)}); !s.ok()) return s;
  }
  std::vector<std::uint8_t> discarded;
  if (program.stage() == Stage::Fragment) {
    discarded.assign(static_cast<std::size_t>(count), 0);
    if (Status s = program.runFragments(count, discarded.data()); !s.ok()) return s;
  } else {
    if (Status s = program.run(count); !s.ok()) return s;
  }

  json outputs = json::object();
  for (const auto& [key, buffer] : buffers) {
    const std::size_t width = count == 0 ? 0 : buffer.size() / count;
    json elements = json::array();
    for (std::uint64_t i = 0; i < count; ++i) {
      json element = json::array();
      for (std::size_t c = 0; c < width; ++c) element.push_back(number(buffer[i * width + c]));
      elements.push_back(std::move(element));
    }
    outputs[key] = std::move(elements);
  }
  *output = json::object();
  (*output)["outputs"] = std::move(outputs);
  if (program.stage() == Stage::Fragment) {
    json flags = json::array();
    for (std::uint8_t d : discarded) flags.push_back(d != 0);
    (*output)["discarded"] = std::move(flags);
  }
  return Status::success();
}

}  // namespace cgx::run
