// Validating techniques and setting and resetting pass state through the states' callbacks (cgCreateState's
// set, reset and validate callbacks, else libCgGL's internal ones for its GL states: each kind apart), and
// the pass's programs. As NVIDIA's libCg does it (tests/libcg/oracle/pass-state.c):
// - cgValidateTechnique runs the validate callback of every assignment of every pass in order and stops at
//   the first that fails; a state without a validate callback fails. A validated technique stays so and is
//   not validated again; a technique without passes is CG_INVALID_PASS_HANDLE_ERROR. Programs are not
//   compiled by it.
// - cgSetPassState and cgResetPassState validate the technique first when it is not (a failure is
//   CG_INVALID_TECHNIQUE_ERROR and nothing is set), then run each assignment's set (reset) callback in the
//   pass's order, both in the same order; a callback that returns false stops nothing.
// - cgSetPassState first evaluates again the pass's programs' `compile` arguments that are expressions of
//   effect parameters (EffectArguments.h), so they follow the parameters as NVIDIA's do.
// - cgSetSamplerState runs the set callbacks of a sampler parameter's sampler_state assignments (the pass's
//   `Sampler[0] = <s>` does not).
// The callbacks are the application's code and may call the API, even destroy the effect: every object is
// looked up again after each call.
#include <Cg/cg.h>

#include <vector>

#include "EffectInterfaces.h"
#include "EffectObjects.h"
#include "Names.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

// Which callback: the application's, and libCgGL's that runs when the application gave none.
struct Callback {
  CGstatecallback EffectState::*own;
  CGstatecallback EffectState::*internal;
};
constexpr Callback kSet{&EffectState::set, &EffectState::internalSet};
constexpr Callback kReset{&EffectState::reset, &EffectState::internalReset};
constexpr Callback kValidate{&EffectState::validate, &EffectState::internalValidate};

CGstatecallback callbackOf(const EffectState& definition, Callback which) {
  const CGstatecallback own = definition.*which.own;
  return own ? own : definition.*which.internal;
}

// Runs `which` callback of `list()[i]` for each i, looking the list up again after each call; a state
// without that callback counts as `missing`. Returns false at the first false when `stopOnFalse`.
template <class List>
bool run(List list, Callback which, bool missing, bool stopOnFalse) {
  for (std::size_t i = 0;; ++i) {
    const std::vector<Id>* ids = list();
    if (!ids || i >= ids->size()) return true;
    const StateAssignment* assignment = state().assignments.get((*ids)[i]);
    const EffectState* definition = assignment ? state().states.get(assignment->state) : nullptr;
    if (!definition) continue;
    const CGstatecallback callback = callbackOf(*definition, which);
    const bool result = callback ? callback(handleOf(*assignment)) == CG_TRUE : missing;
    if (!result && stopOnFalse) return false;
  }
}

std::vector<Id>* passAssignments(Id pass) {
  Pass* p = state().passes.get(pass);
  return p ? &p->assignments : nullptr;
}

// Validates `techniqueId` (its validated flag then says the result).
// The programs of the technique's passes, compiled again for the structs its interface parameters were
// given since (EffectInterfaces.h).
void followInterfaces(Id techniqueId) {
  const Technique* technique = state().techniques.get(techniqueId);
  for (Id passId : technique ? technique->passes : std::vector<Id>{})
    if (const Pass* pass = state().passes.get(passId))
      for (Id id : pass->assignments)
        if (const StateAssignment* a = state().assignments.get(id))
          if (Program* program = assignmentProgram(*a)) followInterfaceBindings(*program);
}

bool validate(Id techniqueId) {
  followInterfaces(techniqueId);
  Technique* technique = state().techniques.get(techniqueId);
  if (!technique) return false;
  if (technique->validated) return true;
  if (technique->passes.empty()) {  // NVIDIA's reads the first pass, which is none
    raise(CG_INVALID_PASS_HANDLE_ERROR);
    return false;
  }
  bool valid = true;
  for (std::size_t i = 0; valid; ++i) {
    technique = state().techniques.get(techniqueId);
    if (!technique || i >= technique->passes.size()) break;
    const Id pass = technique->passes[i];
    valid = run([pass] { return passAssignments(pass); }, kValidate, false, true);
  }
  technique = state().techniques.get(techniqueId);
  if (!technique) return false;
  technique->validated = valid;
  return valid;
}

// cgSetPassState / cgResetPassState.
void apply(CGpass handle, Callback which) {
  const Pass* pass = lookup(handle);
  if (!pass) return;
  const Id passId = pass->self;
  if (!validate(pass->technique)) {
    raise(CG_INVALID_TECHNIQUE_ERROR);
    return;
  }
  if (which.own == &EffectState::set)  // the programs' expression arguments from the parameters now
    if (const Pass* p = state().passes.get(passId))
      for (Id id : p->assignments)
        if (const StateAssignment* a = state().assignments.get(id))
          if (Program* program = assignmentProgram(*a)) evaluateEffectArguments(*program);
  run([passId] { return passAssignments(passId); }, which, true, false);
}

CGbool call(CGstateassignment handle, Callback which) {
  const StateAssignment* assignment = lookup(handle);
  if (!assignment) return CG_FALSE;
  const EffectState* definition = state().states.get(assignment->state);
  const CGstatecallback callback = definition ? callbackOf(*definition, which) : nullptr;
  return callback ? callback(handle) : CG_TRUE;  // no callback: nothing to refuse
}

}  // namespace

extern "C" {

// NVIDIA's raises nothing for a bad technique here.
CG_API CGbool CGENTRY cgValidateTechnique(CGtechnique handle) {
  Guard guard;
  const Technique* technique = find(handle);
  return technique && validate(technique->self) ? CG_TRUE : CG_FALSE;
}

CG_API CGbool CGENTRY cgIsTechniqueValidated(CGtechnique handle) {
  Guard guard;
  const Technique* technique = lookup(handle);
  return technique && technique->validated ? CG_TRUE : CG_FALSE;
}

CG_API void CGENTRY cgSetPassState(CGpass handle) {
  Guard guard;
  apply(handle, kSet);
}

CG_API void CGENTRY cgResetPassState(CGpass handle) {
  Guard guard;
  apply(handle, kReset);
}

CG_API void CGENTRY cgSetSamplerState(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  if (!parameter) return;
  const Id id = parameter->self;
  auto list = [id]() -> std::vector<Id>* {
    Parameter* p = state().parameters.get(id);
    return p ? &p->samplerAssignments : nullptr;
  };
  run(list, kSet, true, false);
}

CG_API CGbool CGENTRY cgCallStateSetCallback(CGstateassignment handle) {
  Guard guard;
  return call(handle, kSet);
}

CG_API CGbool CGENTRY cgCallStateValidateCallback(CGstateassignment handle) {
  Guard guard;
  return call(handle, kValidate);
}

CG_API CGbool CGENTRY cgCallStateResetCallback(CGstateassignment handle) {
  Guard guard;
  return call(handle, kReset);
}

// A program of a pass: its `compile` arguments that are expressions, evaluated from the effect parameters
// now (cgSetPassState does it for the pass's programs); another program has none to evaluate.
CG_API void CGENTRY cgSetPassProgramParameters(CGprogram handle) {
  Guard guard;
  if (Program* program = lookup(handle)) evaluateEffectArguments(*program);
}

// cgUpdateProgramParameters for each program the pass binds, as the manual says.
CG_API void CGENTRY cgUpdatePassParameters(CGpass handle) {
  Guard guard;
  const Pass* pass = lookup(handle);
  if (!pass) return;
  std::vector<CGprogram> programs;
  for (Id id : pass->assignments)
    if (const StateAssignment* assignment = state().assignments.get(id))
      if (const Program* program = assignmentProgram(*assignment)) programs.push_back(handleOf(*program));
  for (CGprogram program : programs) cgUpdateProgramParameters(program);
}

// The manual: "Currently cgCopyEffect does not work and therefore will always return NULL" (NVIDIA's does
// so, measured).
CG_API CGeffect CGENTRY cgCopyEffect(CGeffect handle) {
  Guard guard;
  (void)lookup(handle);  // CG_INVALID_EFFECT_HANDLE_ERROR
  return nullptr;
}

// The program of the pass's first `compile` whose profile is of `domain`.
CG_API CGprogram CGENTRY cgGetPassProgram(CGpass handle, CGdomain domain) {
  Guard guard;
  const Pass* pass = lookup(handle);
  if (!pass) return nullptr;
  if (domain < CG_VERTEX_DOMAIN || domain > CG_TESSELLATION_EVALUATION_DOMAIN) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return nullptr;
  }
  for (Id id : pass->assignments) {
    const StateAssignment* assignment = state().assignments.get(id);
    const Program* program = assignment ? assignmentProgram(*assignment) : nullptr;
    const ProfileInfo* profile = program ? profileByValue(program->profile) : nullptr;
    if (profile && profile->domain == domain) return handleOf(*program);
  }
  return nullptr;
}

}  // extern "C"
