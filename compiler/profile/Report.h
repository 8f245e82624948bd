// What the allocation and the estimate say, in the two forms users read: cgc's listing header (`-resources`:
// `#var float4x4 modelViewProj :  : c[1], 4 : 10 : 1`, `#semantic`, `#const`, and the estimate) and
// the reflection model (include/cgx/Reflection.h, which `-reflect FILE.json` writes and libCg reads).
#pragma once

#include <map>
#include <string>

#include "ir/IR.h"
#include "profile/Allocation.h"
#include "profile/Checks.h"
#include "profile/CostEstimate.h"
#include "profile/Geometry.h"
#include "profile/Profile.h"
#include <cgx/Reflection.h>

namespace cgx::profile {

// What a global became in the GLSL the same compile wrote (glsl::GlslVariable, without the dependency).
struct GlslBindingName {
  std::string name;  // "" when the GLSL does not declare it
  std::string kind;  // "uniform", "attribute", "varying", "builtin", "output"
  int location = -1;
  std::string note;
  // A uniform's leaves: Cg path after the variable ("", ".texture", "[2].color") -> GLSL name.
  std::map<std::string, std::string> leaves;
  std::map<std::string, std::string> leafNotes;  // by the same path: a padded matrix's upload note
  std::map<std::string, std::string> leafKinds;  // by the same path: an array input's element kinds
  std::string interpolation;         // the qualifier the GLSL declares ("flat"), or ""
  std::string droppedInterpolation;  // the one the semantic asked for and the GLSL does not declare
};

struct ProgramReport {
  const ir::Module* module = nullptr;
  const Profile* profile = nullptr;
  const Allocation* allocation = nullptr;
  const CostEstimate* cost = nullptr;
  std::string entry;
  const std::vector<GlslBindingName>* glsl = nullptr;  // one per global, when GLSL was written
  const GeometryLayout* geometry = nullptr;             // geometry programs
};

std::string resourceListing(const ProgramReport& report);
reflect::ProgramReflection reflectProgram(const ProgramReport& report);

// "1", "0.5", "-24.98" as cgc prints literal constants.
std::string formatLiteral(double value);

}  // namespace cgx::profile
