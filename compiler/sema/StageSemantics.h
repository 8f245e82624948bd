// Which varying semantics each stage knows, per direction, as measured with cgc 3.1 (glslv / glslf):
// a name the stage does not know at all is C5108; a name it knows only for the other direction is C5109;
// an index beyond the stage's range is C5102. Names are case-insensitive; `TEXCOORD` means `TEXCOORD0`;
// modifiers after a dot (`TEXCOORD0.FLAT`) do not change the binding.
#pragma once

#include <string>

#include "sema/Sema.h"

namespace cgx::sema {

enum class SemanticVerdict : std::uint8_t { Ok, Unknown, WrongDirection, IndexTooBig };

struct ParsedSemantic {
  std::string base;   // "TEXCOORD"
  unsigned index = 0; // 3 for TEXCOORD3
  bool hasIndex = false;
  std::string canonical;  // "TEXCOORD3": what output-uniqueness is judged on
};
ParsedSemantic parseSemantic(const std::string& text);

// vertexTexcoordOutputs: how many TEXCOORDn a vertex program may write (8; vs_3_0 has 16, from its profile).
SemanticVerdict checkVaryingSemantic(Stage stage, bool isOutput, const ParsedSemantic& semantic,
                                     unsigned vertexTexcoordOutputs = 8);

}  // namespace cgx::sema
