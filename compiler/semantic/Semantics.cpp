#include "semantic/Semantics.h"

#include <array>
#include <limits>

namespace cgx::semantic {

namespace {

// Measured with cgc 3.1 -profile glslv / glslf, every name in each direction (tests/semantic/
// CgcSemanticsTest checks every row against cgc, with the profile-dependent limits it knowingly differs
// on). Fragment POSITION/HPOS/BCOL are accepted (cgc reports C5119 on a read: a profile check). TEXUNIT
// binds samplers, not varyings: no stage takes it, both know it.
// Columns: name, canonical, indexed, implied index, highest index for vertex in/out and fragment in/out,
// known to the vertex/fragment stage without a direction.
constexpr std::array<Spelling, 30> kSpellings{{
    {"POSITION", "POSITION", false, kNo, 0, 0, 0, kNo, false, false},
    {"HPOS", "POSITION", false, kNo, kNo, 0, 0, kNo, false, false},
    {"BLENDWEIGHT", "BLENDWEIGHT", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"NORMAL", "NORMAL", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"COLOR", "COLOR", true, kNo, 1, 1, 1, 3, false, false},
    {"COL", "COLOR", true, kNo, kNo, 1, 1, 3, false, false},
    {"DIFFUSE", "COLOR", true, 0, 0, kNo, kNo, kNo, false, false},
    {"SPECULAR", "COLOR", true, 1, 0, kNo, kNo, kNo, false, false},
    {"FOGCOORD", "FOGCOORD", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"FOG", "FOG", false, kNo, kNo, 0, 0, kNo, false, false},
    {"FOGC", "FOG", false, kNo, kNo, 0, 0, kNo, false, false},
    {"PSIZE", "PSIZE", false, kNo, 0, 0, 0, kNo, false, false},
    {"PSIZ", "PSIZE", false, kNo, kNo, 0, 0, kNo, false, false},
    {"BLENDINDICES", "BLENDINDICES", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"TEXCOORD", "TEXCOORD", true, kNo, 7, 7, 15, kNo, false, false},
    {"TEX", "TEXCOORD", true, kNo, kNo, 7, 15, kNo, false, false},
    {"TANGENT", "TANGENT", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"BINORMAL", "BINORMAL", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"ATTR", "ATTR", true, kNo, 15, kNo, kNo, kNo, false, false},
    {"VERTEXID", "VERTEXID", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"INSTANCEID", "INSTANCEID", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"TESSFACTOR", "TESSFACTOR", false, kNo, 0, kNo, kNo, kNo, false, false},
    {"BCOL", "BCOL", true, kNo, kNo, 1, 1, kNo, false, false},
    {"CLP", "CLP", true, kNo, kNo, 5, 5, kNo, false, false},
    {"WPOS", "WPOS", false, kNo, kNo, kNo, 0, kNo, true, false},
    {"PRIMITIVEID", "PRIMITIVEID", false, kNo, kNo, kNo, 0, kNo, false, false},
    {"FACE", "FACE", false, kNo, kNo, kNo, 0, kNo, false, false},
    {"DEPTH", "DEPTH", false, kNo, kNo, kNo, kNo, 0, false, false},
    {"DEPR", "DEPTH", false, kNo, kNo, kNo, kNo, 0, false, false},
    {"TEXUNIT", "TEXUNIT", true, kNo, kNo, kNo, kNo, kNo, true, true},
}};

const Spelling* find(std::string_view base) {
  for (const Spelling& s : kSpellings)
    if (s.name == base) return &s;
  return nullptr;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// The digits' value; false (and UINT32_MAX) when they overflow: a semantic index is 32 bits, and
// TEXCOORD99999999999 must neither wrap to a valid register (as cgc's does) nor throw.
bool parseIndex(std::string_view digits, std::uint32_t& value) {
  constexpr std::uint32_t kMax = std::numeric_limits<std::uint32_t>::max();
  value = 0;
  for (char c : digits) {
    auto d = static_cast<std::uint32_t>(c - '0');
    if (value > (kMax - d) / 10) {
      value = kMax;
      return false;
    }
    value = value * 10 + d;
  }
  return true;
}

}  // namespace

std::span<const Spelling> spellings() { return kSpellings; }

Semantic parse(std::string_view text) {
  Semantic s;
  std::size_t dot = text.find('.');
  std::string_view written = text.substr(0, dot);
  if (dot != std::string_view::npos) s.modifier = std::string(text.substr(dot + 1));
  std::size_t digits = written.size();
  while (digits > 0 && isDigit(written[digits - 1])) --digits;
  for (char c : written.substr(0, digits)) s.base += upper(c);
  s.digits = std::string(written.substr(digits));
  s.indexOverflow = !parseIndex(s.digits, s.writtenIndex);
  s.spelling = find(s.base);
  s.name = s.spelling != nullptr ? std::string(s.spelling->canonical) : s.base;
  if (s.spelling == nullptr) {  // not Cg's: kept as written
    s.index = s.writtenIndex;
    s.canonical = s.base + s.digits;
    return s;
  }
  s.index = s.spelling->impliedIndex != kNo ? static_cast<std::uint32_t>(s.spelling->impliedIndex) : s.writtenIndex;
  // The index's decimal form; an overflowing one keeps its digits (less leading zeros) so that it names no
  // real register.
  std::string index = std::to_string(s.index);
  if (s.indexOverflow) index = s.digits.substr(s.digits.find_first_not_of('0'));
  bool carriesIndex = s.spelling->indexed || s.index != 0 || s.indexOverflow;
  s.canonical = s.name + (carriesIndex ? index : "");
  return s;
}

std::string canonical(std::string_view text) { return parse(text).canonical; }

Verdict check(Stage stage, Direction direction, const Semantic& semantic, unsigned vertexTexcoordOutputs) {
  const Spelling* s = semantic.spelling;
  if (s == nullptr) return Verdict::Unknown;
  bool vertex = stage == Stage::Vertex, in = direction == Direction::In;
  int same = vertex ? (in ? s->vertexIn : s->vertexOut) : (in ? s->fragmentIn : s->fragmentOut);
  int other = vertex ? (in ? s->vertexOut : s->vertexIn) : (in ? s->fragmentOut : s->fragmentIn);
  if (same == kNo) {
    bool known = other != kNo || (vertex ? s->vertexKnown : s->fragmentKnown);
    return known ? Verdict::WrongDirection : Verdict::Unknown;
  }
  std::uint64_t maxIndex = static_cast<std::uint64_t>(same);
  // The vertex TEXCOORD outputs are the profile's, in either spelling (measured: vs_3_0 takes TEX8 and
  // TEXCOORD15).
  if (vertex && !in && s->canonical == "TEXCOORD" && vertexTexcoordOutputs > 0) maxIndex = vertexTexcoordOutputs - 1;
  return semantic.indexOverflow || semantic.writtenIndex > maxIndex ? Verdict::IndexTooBig : Verdict::Ok;
}

}  // namespace cgx::semantic
