#include "sema/StageSemantics.h"

#include <cctype>
#include <span>

namespace cgx::sema {

namespace {

struct SemanticName {
  const char* base;
  unsigned maxIndex;  // indices 0..maxIndex are accepted
};

// Measured: `void main(float4 a : S, ...)` with cgc 3.1 -profile glslv/glslf, every name in each direction.
constexpr SemanticName kVertexIn[] = {
    {"POSITION", 0}, {"BLENDWEIGHT", 0}, {"NORMAL", 0}, {"COLOR", 1}, {"DIFFUSE", 0}, {"SPECULAR", 0},
    {"FOGCOORD", 0}, {"PSIZE", 0}, {"BLENDINDICES", 0}, {"TEXCOORD", 7}, {"TANGENT", 0}, {"BINORMAL", 0},
    {"ATTR", 15}, {"VERTEXID", 0}, {"INSTANCEID", 0}, {"TESSFACTOR", 0},
};
constexpr SemanticName kVertexOut[] = {
    {"POSITION", 0}, {"HPOS", 0}, {"COLOR", 1}, {"COL", 1}, {"FOG", 0}, {"FOGC", 0}, {"PSIZE", 0},
    {"PSIZ", 0}, {"TEXCOORD", 7}, {"TEX", 7}, {"BCOL", 1}, {"CLP", 5},
};
// Vertex names of no direction that the stage still recognizes (C5109/C5119 rather than C5108).
constexpr SemanticName kVertexOther[] = {{"WPOS", 0}};
constexpr SemanticName kFragmentIn[] = {
    // POSITION/HPOS/BCOL are accepted while unread (cgc reports C5119 on a read: a profile check).
    {"COLOR", 1}, {"COL", 1}, {"FOG", 0}, {"FOGC", 0}, {"TEXCOORD", 15}, {"TEX", 15}, {"PRIMITIVEID", 0},
    {"CLP", 5}, {"WPOS", 0}, {"FACE", 0}, {"POSITION", 0}, {"HPOS", 0}, {"BCOL", 1}, {"PSIZE", 0}, {"PSIZ", 0},
};
constexpr SemanticName kFragmentOut[] = {{"COLOR", 3}, {"COL", 3}, {"DEPTH", 0}, {"DEPR", 0}};

const SemanticName* find(std::span<const SemanticName> table, const std::string& base) {
  for (const SemanticName& name : table)
    if (base == name.base) return &name;
  return nullptr;
}

}  // namespace

ParsedSemantic parseSemantic(const std::string& text) {
  ParsedSemantic parsed;
  std::string upper;
  for (char c : text) {
    if (c == '.') break;
    upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  std::size_t digits = upper.size();
  while (digits > 0 && std::isdigit(static_cast<unsigned char>(upper[digits - 1]))) --digits;
  parsed.base = upper.substr(0, digits);
  if (digits < upper.size() && upper.size() - digits <= 6) {
    parsed.hasIndex = true;
    parsed.index = static_cast<unsigned>(std::stoul(upper.substr(digits)));
  }
  // Aliases that bind the same register.
  std::string base = parsed.base;
  if (base == "DIFFUSE") base = "COLOR", parsed.index = 0;
  if (base == "SPECULAR") base = "COLOR", parsed.index = 1;
  if (base == "HPOS") base = "POSITION";
  if (base == "COL") base = "COLOR";
  if (base == "TEX") base = "TEXCOORD";
  if (base == "FOGC") base = "FOG";
  if (base == "PSIZ") base = "PSIZE";
  if (base == "DEPR") base = "DEPTH";
  parsed.canonical = base + std::to_string(parsed.index);
  return parsed;
}

SemanticVerdict checkVaryingSemantic(Stage stage, bool isOutput, const ParsedSemantic& semantic,
                                     unsigned vertexTexcoordOutputs) {
  std::span<const SemanticName> same, other, extra;
  switch (stage) {
    case Stage::Vertex:
      same = isOutput ? std::span<const SemanticName>(kVertexOut) : std::span<const SemanticName>(kVertexIn);
      other = isOutput ? std::span<const SemanticName>(kVertexIn) : std::span<const SemanticName>(kVertexOut);
      extra = kVertexOther;
      break;
    case Stage::Fragment:
      same = isOutput ? std::span<const SemanticName>(kFragmentOut) : std::span<const SemanticName>(kFragmentIn);
      other = isOutput ? std::span<const SemanticName>(kFragmentIn) : std::span<const SemanticName>(kFragmentOut);
      break;
    default:
      return SemanticVerdict::Ok;  // geometry and unknown stages: no table yet
  }
  if (const SemanticName* name = find(same, semantic.base)) {
    unsigned maxIndex = name->maxIndex;
    if (stage == Stage::Vertex && isOutput && semantic.base == "TEXCOORD") maxIndex = vertexTexcoordOutputs - 1;
    return semantic.index <= maxIndex ? SemanticVerdict::Ok : SemanticVerdict::IndexTooBig;
  }
  if (find(other, semantic.base) != nullptr || find(extra, semantic.base) != nullptr)
    return SemanticVerdict::WrongDirection;
  return SemanticVerdict::Unknown;
}

}  // namespace cgx::sema
