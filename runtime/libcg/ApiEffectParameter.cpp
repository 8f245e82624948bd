// An effect's parameters (its uniform globals): ordinary parameter nodes the effect owns (EffectObjects.h),
// so every parameter function takes them; here the lookups that start from the effect. cgGetNextParameter
// walks them as any other roots. Misuses answer as NVIDIA's libCg does (tests/libcg/oracle/effects.c).
#include <Cg/cg.h>

#include "Names.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

extern "C" {

CG_API CGparameter CGENTRY cgGetFirstEffectParameter(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  return effect && !effect->parameters.empty() ? parameterHandle(effect->parameters.front()) : nullptr;
}

CG_API CGparameter CGENTRY cgGetNamedEffectParameter(CGeffect handle, const char* name) {
  Guard guard;
  const Effect* effect = lookup(handle);
  if (!effect || !name) return nullptr;  // NVIDIA's answers a parameter for NULL; the manual no name matches
  const Parameter* parameter = findByPath(effect->parameters, name);  // "a[1]" finds an element, as for programs
  return parameter ? handleOf(*parameter) : nullptr;
}

// The first root whose semantic is `semantic`, without case (semantics are case-insensitive in Cg). A null
// or empty semantic is CG_INVALID_PARAMETER_ERROR, as NVIDIA's raises.
CG_API CGparameter CGENTRY cgGetEffectParameterBySemantic(CGeffect handle, const char* semantic) {
  Guard guard;
  const Effect* effect = lookup(handle);
  if (!effect) return nullptr;
  if (!semantic || !*semantic) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  for (Id id : effect->parameters) {
    const Parameter* parameter = state().parameters.get(id);
    if (parameter && !parameter->semantic.empty() && sameName(parameter->semantic, semantic))
      return handleOf(*parameter);
  }
  return nullptr;
}

CG_API CGeffect CGENTRY cgGetParameterEffect(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  const Effect* effect = parameter && parameter->effectParameter ? state().effects.get(parameter->effect) : nullptr;
  return effect ? handleOf(*effect) : nullptr;
}

}  // extern "C"
