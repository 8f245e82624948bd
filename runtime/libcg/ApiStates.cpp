// CgFX state definitions: cgCreateState and its array and sampler forms, iteration and lookup by name,
// enumerants, callbacks and a program state's latest profile. What NVIDIA's libCg does where the manual is
// silent or says otherwise was measured (tests/libcg/oracle/states.c compares the two):
// - a name is an identifier (keywords allowed); names compare without case, and a name may be defined
//   again: the lookup finds the last definition;
// - any type but an unknown, struct or array one (strings, programs, textures and samplers too);
// - an array state may have 0 elements (the manual says positive);
// - an enumerant added again under the same name (but for case) replaces the first in place.
#include <Cg/cg.h>

#include <algorithm>
#include <cctype>
#include <string_view>

#include "Names.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

bool isIdentifier(const char* name) {
  if (!name || !(std::isalpha(static_cast<unsigned char>(*name)) || *name == '_')) return false;
  for (const char* c = name; *c; ++c)
    if (!std::isalnum(static_cast<unsigned char>(*c)) && *c != '_') return false;
  return true;
}

CGcontext contextHandle(Id id) { return static_cast<CGcontext>(encodeHandle(HandleKind::Context, id)); }

CGstate create(CGcontext handle, const char* name, CGtype type, int elements, bool sampler) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return nullptr;
  const CGparameterclass kind = cgGetTypeClass(type);
  if (!isIdentifier(name) || kind == CG_PARAMETERCLASS_UNKNOWN || kind == CG_PARAMETERCLASS_STRUCT ||
      kind == CG_PARAMETERCLASS_ARRAY || elements < 0) {
    raise(CG_INVALID_PARAMETER_ERROR, handle);
    return nullptr;
  }
  auto made = std::make_unique<EffectState>();
  made->context = context->self;
  made->name = name;
  made->type = type;
  made->elements = elements;
  made->sampler = sampler;
  auto id = state().states.add(std::move(made));
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR, handle);
    return nullptr;
  }
  EffectState* definition = state().states.get(*id);
  definition->self = *id;
  std::vector<Id>& list = sampler ? context->samplerStates : context->states;
  definition->position = static_cast<std::uint32_t>(list.size());
  list.push_back(*id);
  return handleOf(*definition);
}

CGstate first(CGcontext handle, bool sampler) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return nullptr;
  const std::vector<Id>& list = sampler ? context->samplerStates : context->states;
  return list.empty() ? nullptr : handleOf(*state().states.get(list.front()));
}

CGstate named(CGcontext handle, const char* name, bool sampler) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return nullptr;
  if (!name) {
    raise(CG_INVALID_PARAMETER_ERROR, handle);
    return nullptr;
  }
  const std::vector<Id>& list = sampler ? context->samplerStates : context->states;
  for (auto it = list.rbegin(); it != list.rend(); ++it) {
    EffectState* definition = state().states.get(*it);
    if (sameName(definition->name, name)) return handleOf(*definition);
  }
  return nullptr;
}

}  // namespace

extern "C" {

CG_API CGstate CGENTRY cgCreateState(CGcontext context, const char* name, CGtype type) {
  return create(context, name, type, 0, false);
}

CG_API CGstate CGENTRY cgCreateArrayState(CGcontext context, const char* name, CGtype type, int nelements) {
  return create(context, name, type, nelements, false);
}

CG_API CGstate CGENTRY cgCreateSamplerState(CGcontext context, const char* name, CGtype type) {
  return create(context, name, type, 0, true);
}

CG_API CGstate CGENTRY cgCreateArraySamplerState(CGcontext context, const char* name, CGtype type, int nelements) {
  return create(context, name, type, nelements, true);
}

CG_API CGstate CGENTRY cgGetFirstState(CGcontext context) { return first(context, false); }

CG_API CGstate CGENTRY cgGetFirstSamplerState(CGcontext context) { return first(context, true); }

CG_API CGstate CGENTRY cgGetNextState(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  if (!definition) return nullptr;
  const Context* context = state().contexts.get(definition->context);
  const std::vector<Id>& list = definition->sampler ? context->samplerStates : context->states;
  const std::size_t next = definition->position + std::size_t{1};
  return next < list.size() ? handleOf(*state().states.get(list[next])) : nullptr;
}

CG_API CGstate CGENTRY cgGetNamedState(CGcontext context, const char* name) { return named(context, name, false); }

CG_API CGstate CGENTRY cgGetNamedSamplerState(CGcontext context, const char* name) {
  return named(context, name, true);
}

CG_API CGbool CGENTRY cgIsState(CGstate handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API const char* CGENTRY cgGetStateName(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? definition->name.c_str() : nullptr;
}

CG_API CGtype CGENTRY cgGetStateType(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  // NVIDIA's answers -1 (not CG_UNKNOWN_TYPE) for an invalid state.
  return definition ? definition->type : static_cast<CGtype>(-1);
}

CG_API CGcontext CGENTRY cgGetStateContext(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? contextHandle(definition->context) : nullptr;
}

CG_API void CGENTRY cgAddStateEnumerant(CGstate handle, const char* name, int value) {
  Guard guard;
  EffectState* definition = lookup(handle);
  if (!definition) return;
  if (!name || !*name) {
    raise(CG_INVALID_PARAMETER_ERROR, contextHandle(definition->context));
    return;
  }
  auto& list = definition->enumerants;
  auto same = std::ranges::find_if(list, [&](const auto& e) { return sameName(e.first, name); });
  if (same != list.end()) *same = {name, value};
  else list.emplace_back(name, value);
}

CG_API int CGENTRY cgGetNumStateEnumerants(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? static_cast<int>(definition->enumerants.size()) : 0;
}

CG_API const char* CGENTRY cgGetStateEnumerant(CGstate handle, int index, int* value) {
  Guard guard;
  if (value) *value = 0;
  EffectState* definition = lookup(handle);
  if (!definition) return nullptr;
  if (!value) {
    raise(CG_INVALID_POINTER_ERROR, contextHandle(definition->context));
    return nullptr;
  }
  if (index < 0 || static_cast<std::size_t>(index) >= definition->enumerants.size()) {
    raise(CG_INVALID_PARAMETER_ERROR, contextHandle(definition->context));
    return nullptr;
  }
  *value = definition->enumerants[static_cast<std::size_t>(index)].second;
  return definition->enumerants[static_cast<std::size_t>(index)].first.c_str();
}

CG_API const char* CGENTRY cgGetStateEnumerantName(CGstate handle, int value) {
  Guard guard;
  EffectState* definition = lookup(handle);
  if (!definition) return nullptr;
  // Several names may share a value (GL's "add" and "funcadd"): the first added answers.
  for (const auto& [name, v] : definition->enumerants)
    if (v == value) return name.c_str();
  raise(CG_INVALID_PARAMETER_ERROR, contextHandle(definition->context));
  return nullptr;
}

CG_API int CGENTRY cgGetStateEnumerantValue(CGstate handle, const char* name) {
  Guard guard;
  EffectState* definition = lookup(handle);
  if (!definition) return -1;
  if (name && *name)
    for (const auto& [n, value] : definition->enumerants)
      if (sameName(n, name)) return value;
  raise(CG_INVALID_PARAMETER_ERROR, contextHandle(definition->context));
  return -1;
}

CG_API void CGENTRY cgSetStateCallbacks(CGstate handle, CGstatecallback set, CGstatecallback reset,
                                        CGstatecallback validate) {
  Guard guard;
  EffectState* definition = lookup(handle);
  if (!definition) return;
  definition->set = set;
  definition->reset = reset;
  definition->validate = validate;
}

CG_API CGstatecallback CGENTRY cgGetStateSetCallback(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? definition->set : nullptr;
}

CG_API CGstatecallback CGENTRY cgGetStateResetCallback(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? definition->reset : nullptr;
}

CG_API CGstatecallback CGENTRY cgGetStateValidateCallback(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? definition->validate : nullptr;
}

CG_API void CGENTRY cgSetStateLatestProfile(CGstate handle, CGprofile profile) {
  Guard guard;
  EffectState* definition = lookup(handle);
  if (!definition) return;
  if (definition->type != CG_PROGRAM_TYPE) {
    raise(CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR, contextHandle(definition->context));
    return;
  }
  definition->latestProfile = profile;
}

CG_API CGprofile CGENTRY cgGetStateLatestProfile(CGstate handle) {
  Guard guard;
  EffectState* definition = lookup(handle);
  return definition ? definition->latestProfile : CG_PROFILE_UNKNOWN;
}

}  // extern "C"
