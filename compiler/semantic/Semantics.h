// Varying semantics, in one place: every spelling Cg knows (with its aliases), the one canonical form the
// rest of cgx keys by (profile data, allocation, GLSL, the JIT's stream slots, the runtime), and which
// stage and direction accepts which index, as measured with cgc 3.1. A small library with no dependencies,
// so that sema, profile, glsl, llvm and the runtimes all read the same table.
//
// Canonical form: upper case; aliases resolved (HPOS -> POSITION, TEX3 -> TEXCOORD3, COL -> COLOR0,
// FOGC -> FOG, PSIZ -> PSIZE, DEPR -> DEPTH, DIFFUSE -> COLOR0, SPECULAR -> COLOR1); indexed names always
// carry an index (TEXCOORD -> TEXCOORD0); names without an index range carry none (POSITION0 -> POSITION);
// a `.FLAT`-style modifier is not part of it. A name the table does not know stays as written, upper-cased.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace cgx::semantic {

enum class Stage : std::uint8_t { Vertex, Fragment };
enum class Direction : std::uint8_t { In, Out };
enum class Verdict : std::uint8_t { Ok, Unknown, WrongDirection, IndexTooBig };

inline constexpr int kNo = -1;  // a stage/direction that does not know the spelling

// One spelling and what cgc 3.1 does with it (glslv / glslf; an input read, an output written, every name in
// each direction): the highest index each stage accepts per direction, or kNo.
struct Spelling {
  std::string_view name;       // "TEX"
  std::string_view canonical;  // "TEXCOORD"
  bool indexed;                // the canonical form always carries an index (TEXCOORD0, COLOR1)
  int impliedIndex;            // DIFFUSE 0, SPECULAR 1; kNo for the others
  int vertexIn, vertexOut, fragmentIn, fragmentOut;
  // Stages that take it in neither direction yet know it: C5109 rather than C5108 (a vertex WPOS; TEXUNIT,
  // a sampler's semantic, in both stages).
  bool vertexKnown, fragmentKnown;
};

// The table, in no particular order (each name once).
std::span<const Spelling> spellings();

struct Semantic {
  std::string base;      // the name as written, upper-cased, without index or modifier: "TEX"
  std::string name;      // its canonical name: "TEXCOORD" (== base when the table does not know it)
  std::string digits;    // the index digits as written ("" when none): "3"
  std::uint32_t writtenIndex = 0;  // their value, saturated at UINT32_MAX: what the stage limits judge
  bool indexOverflow = false;      // the digits do not fit 32 bits
  std::uint32_t index = 0;  // the canonical index: DIFFUSE's and SPECULAR's implied one, else writtenIndex
  std::string modifier;     // after the first dot, as written: "FLAT" in "TEXCOORD0.FLAT"; "" when none
  std::string canonical;    // "TEXCOORD3", "POSITION", "COLOR0"; "" for an empty semantic
  const Spelling* spelling = nullptr;  // nullptr when the table does not know the name
};

// Total on any text (case-insensitive; any number of index digits).
Semantic parse(std::string_view text);

// parse(text).canonical.
std::string canonical(std::string_view text);

// Whether `stage` accepts the semantic in `direction`: a name the stage does not know at all is Unknown
// (cgc C5108); one it knows only for the other direction is WrongDirection (C5109); an index beyond the
// stage's range is IndexTooBig (C5102). vertexTexcoordOutputs: how many TEXCOORDn a vertex program may
// write (8; vs_3_0 has 16, from its profile data).
Verdict check(Stage stage, Direction direction, const Semantic& semantic, unsigned vertexTexcoordOutputs = 8);

}  // namespace cgx::semantic
