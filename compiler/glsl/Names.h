// GLSL spellings for Cg identifiers. Cg names are kept unless GLSL reserves them (keywords of any GLSL or
// GLSL ES version, words reserved for the future such as `input` and `output`, built-in function and
// variable names, anything starting with `gl_` or holding `__`) or they would clash with another name in
// the same scope; then a suffix `_1`, `_2`, ... is added. Every rename is reported in the reflection.
#pragma once

#include <map>
#include <set>
#include <string>

namespace cgx::glsl {

// True if `name` may not be declared by a GLSL program of any version.
bool isReservedInGlsl(const std::string& name);

// A scope of names: legal() gives each requested name a unique GLSL identifier.
class NameScope {
 public:
  explicit NameScope(const NameScope* parent = nullptr) : parent_(parent) {}
  // `wanted` may hold characters GLSL identifiers cannot ('$', '.', ':'); they become '_'.
  std::string legal(const std::string& wanted);
  // Marks a name as taken without renaming it (built-in outputs, helper functions).
  void reserve(const std::string& name) { taken_.insert(name); }
  bool taken(const std::string& name) const;

 private:
  const NameScope* parent_;
  std::set<std::string> taken_;
  // For each sanitized name, the suffix legal() tries first next time: the ones below it were taken when
  // tried, and names are never released, so they still are. Without it, n locals named `x` (one per
  // block, all in the function's scope) cost n^2/2 tries.
  std::map<std::string, unsigned> nextSuffix_;
};

// Characters GLSL identifiers cannot hold become '_' (']' is dropped: `layers[1]` is `layers_1`); a leading
// digit gets a 'v' prefix; "__" collapses.
std::string sanitizeIdentifier(const std::string& name);

}  // namespace cgx::glsl
