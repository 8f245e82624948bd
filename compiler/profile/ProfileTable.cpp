#include "profile/ProfileTable.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "profiles/ProfileSources.h"
#include "semantic/Semantics.h"

namespace cgx::profile {

namespace {

using nlohmann::json;

// Reads the JSON fields of one file; every error names the file and the field.
class Reader {
 public:
  explicit Reader(std::string_view file) : file_(file) {}

  [[noreturn]] void fail(const std::string& field, const std::string& what) const {
    throw std::runtime_error(file_ + ": " + field + ": " + what);
  }

  const json& member(const json& object, const char* key, const std::string& path) const {
    if (!object.is_object()) fail(path, "expected an object");
    auto it = object.find(key);
    if (it == object.end()) fail(path + "." + key, "missing");
    return *it;
  }
  std::string string(const json& object, const char* key, const std::string& path) const {
    const json& v = member(object, key, path);
    if (!v.is_string()) fail(path + "." + key, "expected a string");
    return v.get<std::string>();
  }
  bool boolean(const json& object, const char* key, const std::string& path) const {
    const json& v = member(object, key, path);
    if (!v.is_boolean()) fail(path + "." + key, "expected true or false");
    return v.get<bool>();
  }
  std::uint32_t count(const json& v, const std::string& path) const {
    if (!v.is_number_unsigned()) fail(path, "expected a non-negative integer");
    return v.get<std::uint32_t>();
  }
  std::optional<std::uint32_t> optionalCount(const json& object, const char* key, const std::string& path) const {
    const json& v = member(object, key, path);
    if (v.is_null()) return std::nullopt;
    return count(v, path + "." + key);
  }
  std::map<std::string, std::uint32_t> countMap(const json& object, const char* key, const std::string& path) const {
    const json& v = member(object, key, path);
    if (!v.is_object()) fail(path + "." + key, "expected an object");
    std::map<std::string, std::uint32_t> result;
    for (auto it = v.begin(); it != v.end(); ++it) result[it.key()] = count(it.value(), path + "." + key + "." + it.key());
    return result;
  }
  std::map<std::string, std::string> stringMap(const json& object, const char* key, const std::string& path) const {
    const json& v = member(object, key, path);
    if (!v.is_object()) fail(path + "." + key, "expected an object");
    std::map<std::string, std::string> result;
    for (auto it = v.begin(); it != v.end(); ++it) {
      if (!it.value().is_string()) fail(path + "." + key + "." + it.key(), "expected a string");
      result[it.key()] = it.value().get<std::string>();
    }
    return result;
  }
  template <typename E>
  E choice(const json& object, const char* key, const std::string& path,
           std::initializer_list<std::pair<const char*, E>> options) const {
    std::string text = string(object, key, path);
    for (const auto& [spelling, value] : options)
      if (text == spelling) return value;
    std::string expected;
    for (const auto& [spelling, value] : options) expected += std::string(expected.empty() ? "" : ", ") + spelling;
    fail(path + "." + key, "'" + text + "' is not one of " + expected);
  }

 private:
  std::string file_;
};

// The fields a -po option may override, by the path written in poOptions.
std::optional<std::uint32_t>* limitField(Profile& p, const std::string& path) {
  if (path == "temporaries") return &p.temporaries;
  if (path == "constants.registers") return &p.constants.registers;
  if (path == "instructions.total") return &p.instructions.total;
  if (path == "instructions.alu") return &p.instructions.alu;
  if (path == "instructions.texture") return &p.instructions.texture;
  if (path == "samplers") return &p.samplers;
  return nullptr;
}

std::vector<Profile> parseEmbedded() {
  std::vector<Profile> result;
  for (const EmbeddedFile& file : embeddedProfiles()) result.push_back(parseProfile(file.name, file.text));
  std::sort(result.begin(), result.end(), [](const Profile& a, const Profile& b) { return a.name < b.name; });
  return result;
}

const std::vector<Profile>& table() {
  static const std::vector<Profile> profiles = parseEmbedded();  // thread-safe once-only initialization
  return profiles;
}

}  // namespace

Profile parseProfile(std::string_view fileName, std::string_view jsonText) {
  Reader r(fileName);
  json root = json::parse(jsonText, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded()) r.fail("(file)", "not valid JSON");
  const std::string top = "$";
  Profile p;
  p.name = r.string(root, "name", top);
  if (std::string(fileName) != p.name + ".json") r.fail("$.name", "'" + p.name + "' does not match the file name");
  p.stage = r.choice<Stage>(root, "stage", top, {{"vertex", Stage::Vertex}, {"fragment", Stage::Fragment}, {"geometry", Stage::Geometry}});
  p.target = r.choice<Target>(root, "target", top, {{"assembly", Target::Assembly}, {"glsl", Target::Glsl}});
  p.description = r.string(root, "description", top);
  p.listingPrefix = r.string(root, "listingPrefix", top);
  const json& qualifiers = r.member(root, "functionQualifiers", top);
  if (!qualifiers.is_array() || qualifiers.empty()) r.fail("$.functionQualifiers", "expected a non-empty array of profile names");
  for (const json& q : qualifiers) {
    if (!q.is_string()) r.fail("$.functionQualifiers", "expected profile names");
    p.functionQualifiers.push_back(q.get<std::string>());
  }
  if (p.functionQualifiers.front() != p.name) r.fail("$.functionQualifiers", "the profile's own name comes first");

  const json& inputs = r.member(root, "inputs", top);
  p.inputs.registers = r.count(r.member(inputs, "registers", "$.inputs"), "$.inputs.registers");
  p.inputs.binding = r.choice<InputBinding>(inputs, "binding", "$.inputs",
                                            {{"semantic", InputBinding::Semantic},
                                             {"declaration", InputBinding::Declaration}});
  p.inputs.acceptsAttr = r.boolean(inputs, "acceptsAttr", "$.inputs");
  p.inputs.registerOf = r.countMap(inputs, "registerOf", "$.inputs");
  p.inputs.listingName = r.stringMap(inputs, "listingName", "$.inputs");
  for (const auto& [semantic, reg] : p.inputs.registerOf)
    if (reg >= p.inputs.registers) r.fail("$.inputs.registerOf." + semantic, "register beyond inputs.registers");

  const json& outputs = r.member(root, "outputs", top);
  p.outputs.listingName = r.stringMap(outputs, "listingName", "$.outputs");
  // The code looks semantics up by their canonical form (semantic/Semantics.h): a key in another spelling
  // (TEX0, HPOS, COLOR) would never be found.
  auto requireCanonical = [&](const auto& map, const std::string& path) {
    for (const auto& entry : map)
      if (semantic::canonical(entry.first) != entry.first)
        r.fail(path + "." + entry.first, "not the canonical spelling " + semantic::canonical(entry.first));
  };
  requireCanonical(p.inputs.registerOf, "$.inputs.registerOf");
  requireCanonical(p.inputs.listingName, "$.inputs.listingName");
  requireCanonical(p.outputs.listingName, "$.outputs.listingName");
  if (outputs.contains("registers"))  // optional: only vs_3_0 counts output registers apart
    p.outputs.registers = r.optionalCount(outputs, "registers", "$.outputs");
  if (outputs.contains("registersWithoutPointSize"))
    p.outputs.registersWithoutPointSize = r.optionalCount(outputs, "registersWithoutPointSize", "$.outputs");
  if (outputs.contains("required")) {  // optional: the profiles whose programs must write one output
    const json& required = r.member(outputs, "required", "$.outputs");
    RequiredOutput& out = p.outputs.required.emplace();
    out.semantic = r.string(required, "semantic", "$.outputs.required");
    if (semantic::canonical(out.semantic) != out.semantic)
      r.fail("$.outputs.required.semantic", "not the canonical spelling " + semantic::canonical(out.semantic));
    out.unwritten = r.choice<RequiredOutput::Unwritten>(required, "unwritten", "$.outputs.required",
                                                        {{"C6014", RequiredOutput::Unwritten::RequiredOutput},
                                                         {"C6026", RequiredOutput::Unwritten::ColorPortion}});
    out.allComponents = r.boolean(required, "allComponents", "$.outputs.required");
  }

  const json& constants = r.member(root, "constants", top);
  p.constants.registers = r.optionalCount(constants, "registers", "$.constants");
  p.constants.relativeAddressLimit = r.optionalCount(constants, "relativeAddressLimit", "$.constants");
  p.constants.semanticIndexLimit = r.optionalCount(constants, "semanticIndexLimit", "$.constants");
  if (constants.contains("matrixArrayLimit"))  // optional: only profiles that index uniform arrays have it
    p.constants.matrixArrayLimit = r.optionalCount(constants, "matrixArrayLimit", "$.constants");
  p.constants.literalsFirst = r.boolean(constants, "literalsFirst", "$.constants");
  if (constants.contains("boundMatrices"))  // optional: only the register-combiner profiles say false
    p.constants.boundMatrices = r.boolean(constants, "boundMatrices", "$.constants");

  p.temporaries = r.optionalCount(root, "temporaries", top);
  const json& instructions = r.member(root, "instructions", top);
  p.instructions.total = r.optionalCount(instructions, "total", "$.instructions");
  p.instructions.alu = r.optionalCount(instructions, "alu", "$.instructions");
  p.instructions.texture = r.optionalCount(instructions, "texture", "$.instructions");
  p.samplers = r.optionalCount(root, "samplers", top);
  p.textureCoordinateUnits = r.optionalCount(root, "textureCoordinateUnits", top);
  p.dynamicUniformIndexing = r.boolean(r.member(root, "dynamicIndexing", top), "uniformArrays", "$.dynamicIndexing");
  p.dynamicPrivateIndexing = r.boolean(r.member(root, "dynamicIndexing", top), "otherArrays", "$.dynamicIndexing");
  p.loops = r.choice<LoopSupport>(root, "loops", top,
                                  {{"unrolled", LoopSupport::Unrolled},
                                   {"static", LoopSupport::Static},
                                   {"dynamic", LoopSupport::Dynamic}});
  p.branches = r.boolean(root, "branches", top);
  p.vertexTexture = r.boolean(root, "vertexTexture", top);
  p.derivatives = r.boolean(root, "derivatives", top);
  p.discard = r.boolean(root, "discard", top);
  if (root.contains("parameterBuffers")) p.parameterBuffers = r.boolean(root, "parameterBuffers", top);
  p.lowPrecisionIntrinsics = r.boolean(root, "lowPrecisionIntrinsics", top);
  for (auto [key, list] : {std::pair{"unsupportedIntrinsics", &p.unsupportedIntrinsics},
                           std::pair{"invalidInternalFunctions", &p.invalidInternalFunctions}}) {
    auto it = root.find(key);
    if (it == root.end()) continue;
    if (!it->is_array()) r.fail(std::string("$.") + key, "expected an array of intrinsic names");
    for (const json& name : *it) {
      if (!name.is_string()) r.fail(std::string("$.") + key, "expected an array of intrinsic names");
      list->push_back(name.get<std::string>());
    }
  }
  if (p.stage == Stage::Geometry) {
    const json& geometry = r.member(root, "geometry", top);
    p.geometry = GeometryLimits{r.count(r.member(geometry, "maxVertices", "$.geometry"), "$.geometry.maxVertices"),
                                r.count(r.member(geometry, "outputComponents", "$.geometry"), "$.geometry.outputComponents")};
  } else if (root.contains("geometry")) {
    r.fail("$.geometry", "only a geometry profile has geometry limits");
  }
  p.poOptions = r.stringMap(root, "poOptions", top);
  for (const auto& [option, path] : p.poOptions)
    if (limitField(p, path) == nullptr) r.fail("$.poOptions." + option, "'" + path + "' is not a limit field");
  return p;
}

std::span<const Profile> allProfiles() { return table(); }

// One profile's file parsed alone: a compile needs one or two profiles, and parsing all 22 cost half a
// millisecond of every cgxc run. Each file is named after its profile ("arbvp1.json").
const Profile* findProfile(std::string_view name) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<Profile>, std::less<>> parsed;  // nullptr: no such profile
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = parsed.find(name); it != parsed.end()) return it->second.get();
  std::unique_ptr<Profile> found;
  for (const EmbeddedFile& file : embeddedProfiles())
    if (file.name == std::string(name) + ".json") found = std::make_unique<Profile>(parseProfile(file.name, file.text));
  if (found && found->name != name) found.reset();  // a misnamed file: ProfileTableTest reports it
  return parsed.emplace(std::string(name), std::move(found)).first->second.get();
}

std::optional<std::uint32_t> profileOptionCount(const std::string& option) {
  std::size_t eq = option.find('=');
  std::uint32_t value = 0;
  const char* begin = option.data() + (eq == std::string::npos ? option.size() : eq + 1);
  const char* end = option.data() + option.size();
  auto [ptr, ec] = std::from_chars(begin, end, value);
  if (eq == std::string::npos || begin == end || ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

PoOutcome applyProfileOption(Profile& profile, const std::string& option) {
  auto it = profile.poOptions.find(option.substr(0, option.find('=')));
  if (it == profile.poOptions.end()) return PoOutcome::NotALimit;
  std::optional<std::uint32_t> value = profileOptionCount(option);
  if (!value) return PoOutcome::InvalidValue;
  *limitField(profile, it->second) = *value;
  return it->second == "constants.registers" ? PoOutcome::ConstantLimit : PoOutcome::Applied;
}

}  // namespace cgx::profile
