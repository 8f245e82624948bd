// Cg parameter paths as the APIs take them ("lights[1].color", "boneMatrix[5]", "light"), over the
// reflection's leaves: one parser and one lookup for libCg, the GL runtime and the tools.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <cgx/Reflection.h>

namespace cgx::reflect {

// One component of a path: a name (".pos") or an index ("[2]").
struct PathStep {
  std::string prefix;  // the path up to and including this component ("lights[1]")
  bool index = false;
  int value = 0;  // the index (at most kMaxPathIndex)
};

constexpr int kMaxPathIndex = 100000000;

// "lights[1].color" -> lights, lights[1], lights[1].color. Empty for a malformed path (an empty name, an
// unclosed or empty bracket, a non-digit index, an index over kMaxPathIndex, a leading '.').
std::vector<PathStep> splitPath(std::string_view path);

// The leaves `path` names, in listing order: the one leaf spelled so, or every leaf under a struct or
// array spelled so ("light" -> light.position, light.color). Empty when nothing matches.
std::vector<const Parameter*> leavesUnder(const std::vector<Parameter>& parameters, std::string_view path);

}  // namespace cgx::reflect
