// CgFX effects: creation from a string or a file (cgCreateEffect*), destruction, the effect's name and
// context, iteration over a context's effects, and the techniques and passes an effect declares. Every
// answer to a null or stale handle was measured against NVIDIA's libCg (tests/libcg/oracle/effects.c).
#include <Cg/cg.h>

#include <algorithm>
#include <cstring>

#include "EffectBuild.h"
#include "EffectObjects.h"
#include "ProgramBuild.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

// Compiler arguments beyond this many are an error (the array must end with NULL), as for programs.
constexpr int kMaxCompilerArgs = 4096;

// The handle of `ids[index]` in `table` (an effect's techniques, a technique's passes, a context's effects):
// what cgGetFirst*(index 0) and cgGetNext*(position + 1) answer; null past the end.
template <class T>
auto memberAt(const std::vector<Id>& ids, std::size_t index, HandleTable<T>& table)
    -> decltype(handleOf(*table.get(Id{}))) {
  const T* member = index < ids.size() ? table.get(ids[index]) : nullptr;
  return member ? handleOf(*member) : nullptr;
}

// The first of `ids` named `name` exactly (case counts); unnamed members are found by no name.
template <class T>
auto memberNamed(const std::vector<Id>& ids, const char* name, HandleTable<T>& table)
    -> decltype(handleOf(*table.get(Id{}))) {
  for (Id id : ids) {
    const T* member = table.get(id);
    if (member && !member->name.empty() && member->name == name) return handleOf(*member);
  }
  return nullptr;
}

// Makes the handles of a built model: the effect, its techniques and their passes, in source order.
CGeffect createHandles(Context& context, std::shared_ptr<const EffectModel> model) {
  State& s = state();
  auto made = std::make_unique<Effect>();
  made->context = context.self;
  made->position = static_cast<std::uint32_t>(context.effects.size());
  auto id = s.effects.add(std::move(made));
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR, handleOf(context));
    return nullptr;
  }
  Effect* effect = s.effects.get(*id);
  effect->self = *id;
  context.effects.push_back(*id);
  for (const cgx::effect::Technique& t : model->effect.techniques) {
    auto technique = std::make_unique<Technique>();
    technique->effect = effect->self;
    technique->name = t.name;
    technique->position = static_cast<std::uint32_t>(effect->techniques.size());
    auto techniqueId = s.techniques.add(std::move(technique));
    if (!techniqueId) break;
    Technique* made = s.techniques.get(*techniqueId);
    made->self = *techniqueId;
    effect->techniques.push_back(*techniqueId);
    for (const cgx::effect::Pass& p : t.passes) {
      auto pass = std::make_unique<Pass>();
      pass->technique = made->self;
      pass->name = p.name;
      pass->position = static_cast<std::uint32_t>(made->passes.size());
      auto passId = s.passes.add(std::move(pass));
      if (!passId) break;
      s.passes.get(*passId)->self = *passId;
      made->passes.push_back(*passId);
    }
  }
  effect->model = std::move(model);
  if (effect->techniques.size() != effect->model->effect.techniques.size() ||  // a handle table is full
      !addEffectParameters(*effect, *effect->model) || !addStateAssignments(*effect, *effect->model) ||
      !addAnnotations(*effect, *effect->model)) {
    destroyEffect(*effect);
    raise(CG_MEMORY_ALLOC_ERROR, handleOf(context));
    return nullptr;
  }
  // NVIDIA's checks the `compile`s' entries when the effect is made: one that fails that fails the effect.
  if (!addEffectPrograms(context, *effect, *effect->model)) {
    if ((effect = s.effects.get(*id))) destroyEffect(*effect);
    return nullptr;
  }
  effect = s.effects.get(*id);
  return effect ? handleOf(*effect) : nullptr;
}

CGeffect create(CGcontext handle, const char* source, const std::string& fileName, const char** args) {
  Context* context = lookup(handle);
  if (!context) return nullptr;
  std::vector<std::string> arguments;
  for (int i = 0; args && args[i]; ++i) {
    if (i == kMaxCompilerArgs) {
      raise(CG_INVALID_PARAMETER_ERROR, handle, "more than 4096 compiler arguments");
      return nullptr;
    }
    arguments.push_back(args[i]);
  }
  // NVIDIA's libCg makes an empty effect of a null source (measured), where "" is a syntax error.
  std::shared_ptr<const EffectModel> model;
  if (source) {
    model = buildEffectModel(*context, source, fileName, arguments);
  } else {
    context->listing.clear();
    model = std::make_shared<EffectModel>();
  }
  // The include callback may have destroyed the context (carried out when this call ends): look it up again.
  context = find(handle);
  if (!model || !context) return nullptr;
  return createHandles(*context, std::move(model));
}

const char* nameOrNull(const std::string& name) { return name.empty() ? nullptr : name.c_str(); }

}  // namespace

extern "C" {

CG_API CGeffect CGENTRY cgCreateEffect(CGcontext context, const char* source, const char** args) {
  Guard guard;
  // No file name: listings read "(2) : error C8001: ...", as NVIDIA's.
  return create(context, source, "", args);
}

CG_API CGeffect CGENTRY cgCreateEffectFromFile(CGcontext context, const char* file, const char** args) {
  Guard guard;
  if (!lookup(context)) return nullptr;
  std::string text;
  // A null name crashes NVIDIA's libCg; here it is a file that cannot be read.
  if (!file || !readSourceFile(file, &text)) {
    raise(CG_FILE_READ_ERROR, context);
    return nullptr;
  }
  return create(context, text.c_str(), file, args);
}

CG_API void CGENTRY cgDestroyEffect(CGeffect handle) {
  Guard guard;
  if (Effect* effect = lookup(handle)) destroyEffect(*effect);
}

CG_API CGbool CGENTRY cgIsEffect(CGeffect handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API CGcontext CGENTRY cgGetEffectContext(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  const Context* context = effect ? state().contexts.get(effect->context) : nullptr;
  return context ? handleOf(*context) : nullptr;
}

CG_API const char* CGENTRY cgGetEffectName(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  return effect && effect->named ? effect->name.c_str() : nullptr;
}

CG_API CGbool CGENTRY cgSetEffectName(CGeffect handle, const char* name) {
  Guard guard;
  Effect* effect = lookup(handle);
  if (!effect) return CG_FALSE;
  effect->named = name != nullptr;  // NULL is taken: the name is then NULL, as NVIDIA's
  effect->name = name ? name : "";
  return CG_TRUE;
}

CG_API CGeffect CGENTRY cgGetFirstEffect(CGcontext handle) {
  Guard guard;
  const Context* context = lookup(handle);
  return context ? memberAt(context->effects, 0, state().effects) : nullptr;
}

CG_API CGeffect CGENTRY cgGetNextEffect(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  if (!effect) return nullptr;
  const Context* context = state().contexts.get(effect->context);
  return context ? memberAt(context->effects, effect->position + std::size_t{1}, state().effects) : nullptr;
}

// ---- Techniques ----

CG_API CGtechnique CGENTRY cgGetFirstTechnique(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  return effect ? memberAt(effect->techniques, 0, state().techniques) : nullptr;
}

CG_API CGtechnique CGENTRY cgGetNextTechnique(CGtechnique handle) {
  Guard guard;
  const Technique* technique = lookup(handle);
  if (!technique) return nullptr;
  const Effect* effect = state().effects.get(technique->effect);
  return effect ? memberAt(effect->techniques, technique->position + std::size_t{1}, state().techniques) : nullptr;
}

CG_API CGtechnique CGENTRY cgGetNamedTechnique(CGeffect handle, const char* name) {
  Guard guard;
  const Effect* effect = find(handle);  // NVIDIA's raises nothing for a null effect (measured)
  if (!effect || !name) return nullptr;
  return memberNamed(effect->techniques, name, state().techniques);
}

CG_API const char* CGENTRY cgGetTechniqueName(CGtechnique handle) {
  Guard guard;
  const Technique* technique = lookup(handle);
  return technique ? nameOrNull(technique->name) : nullptr;
}

CG_API CGbool CGENTRY cgIsTechnique(CGtechnique handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API CGeffect CGENTRY cgGetTechniqueEffect(CGtechnique handle) {
  Guard guard;
  const Technique* technique = lookup(handle);
  const Effect* effect = technique ? state().effects.get(technique->effect) : nullptr;
  return effect ? handleOf(*effect) : nullptr;
}

// ---- Passes ----

CG_API CGpass CGENTRY cgGetFirstPass(CGtechnique handle) {
  Guard guard;
  const Technique* technique = lookup(handle);
  return technique ? memberAt(technique->passes, 0, state().passes) : nullptr;
}

CG_API CGpass CGENTRY cgGetNextPass(CGpass handle) {
  Guard guard;
  const Pass* pass = lookup(handle);
  if (!pass) return nullptr;
  const Technique* technique = state().techniques.get(pass->technique);
  return technique ? memberAt(technique->passes, pass->position + std::size_t{1}, state().passes) : nullptr;
}

CG_API CGpass CGENTRY cgGetNamedPass(CGtechnique handle, const char* name) {
  Guard guard;
  const Technique* technique = lookup(handle);
  if (!technique || !name) return nullptr;
  return memberNamed(technique->passes, name, state().passes);
}

CG_API const char* CGENTRY cgGetPassName(CGpass handle) {
  Guard guard;
  const Pass* pass = lookup(handle);
  return pass ? nameOrNull(pass->name) : nullptr;
}

CG_API CGbool CGENTRY cgIsPass(CGpass handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API CGtechnique CGENTRY cgGetPassTechnique(CGpass handle) {
  Guard guard;
  const Pass* pass = lookup(handle);
  const Technique* technique = pass ? state().techniques.get(pass->technique) : nullptr;
  return technique ? handleOf(*technique) : nullptr;
}

}  // extern "C"
