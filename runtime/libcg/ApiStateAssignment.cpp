// State assignments: those of a pass and those of a sampler parameter's sampler_state block
// (EffectObjects.cpp makes them), their states, indices and values. Every answer to a null, stale or
// wrong-kind handle and every value/type pairing was measured against NVIDIA's libCg
// (tests/libcg/oracle/state-assignments.c); NVIDIA's raises nothing in a few places, noted where.
#include <Cg/cg.h>

#include <string>
#include <vector>

#include "EffectObjects.h"
#include "Names.h"
#include "State.h"
#include "StateValueType.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// The list `assignment` is in: its pass's or its sampler parameter's.
const std::vector<Id>* listOf(const StateAssignment& assignment) {
  if (assignment.sampler) {
    const Parameter* parameter = state().parameters.get(assignment.parameter);
    return parameter ? &parameter->samplerAssignments : nullptr;
  }
  const Pass* pass = state().passes.get(assignment.pass);
  return pass ? &pass->assignments : nullptr;
}

CGstateassignment assignmentAt(const std::vector<Id>& ids, std::size_t index) {
  const StateAssignment* a = index < ids.size() ? state().assignments.get(ids[index]) : nullptr;
  return a ? handleOf(*a) : nullptr;
}

// The assignment of `ids` that `name` names without case (StateAssignment::name): the last one, as NVIDIA's
// finds where the API made two of one state.
CGstateassignment assignmentNamed(const std::vector<Id>& ids, const char* name) {
  if (!name) return nullptr;  // NVIDIA's raises nothing
  for (auto it = ids.rbegin(); it != ids.rend(); ++it)
    if (const StateAssignment* a = state().assignments.get(*it); a && sameName(a->name, name)) return handleOf(*a);
  return nullptr;
}

// The numbers the assignment gives its state: its constant, or the current value of the effect parameter it
// names (NVIDIA's reads the parameter when asked), as many as the state takes (zeros for a value not set).
std::vector<double> numbersOf(const StateAssignment& assignment) {
  std::vector<double> numbers = assignment.numbers;
  if (assignment.hasValueParameter)
    if (const Parameter* parameter = state().parameters.get(assignment.valueParameter);
        parameter && !(assignment.setOverParameter && parameter->changes == assignment.parameterChanges))
      numbers = valueSource(*parameter).value;
  numbers.resize(stateValueType(assignment).components, 0.0);
  return numbers;
}

// The Get{Float,Int,Bool}StateAssignmentValues checks, in NVIDIA's order: the handle, then `nvalues`
// (CG_INVALID_PARAMETER_ERROR), then the state's type (CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR, `nvalues`
// left as it was).
template <class T>
const T* numbers(CGstateassignment handle, int* nvalues, CGtype base, std::vector<T> StateAssignment::*buffer) {
  StateAssignment* assignment = lookup(handle);
  if (!assignment) return nullptr;
  if (!nvalues) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  if (stateValueType(*assignment).base != base) {
    raise(CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
    return nullptr;
  }
  std::vector<T>& out = assignment->*buffer;
  out.clear();
  for (double x : numbersOf(*assignment)) out.push_back(static_cast<T>(x));
  *nvalues = static_cast<int>(out.size());
  return out.data();
}

CGparameter valueParameter(const StateAssignment* assignment) {
  const Parameter* parameter =
      assignment && assignment->hasValueParameter ? state().parameters.get(assignment->valueParameter) : nullptr;
  return parameter ? handleOf(*parameter) : nullptr;
}

// The effect parameters a value in the source names are those it depends on: the one it names, or those of a
// program array's index (`(SpecSurf[select])`); a parameter given to a setter is none (NVIDIA's, measured).
std::vector<CGparameter> dependencies(const StateAssignment& assignment) {
  std::vector<CGparameter> out;
  if (assignment.dependent)
    if (const CGparameter named = valueParameter(&assignment)) out.push_back(named);
  for (Id id : assignment.indexParameters)
    if (const Parameter* p = state().parameters.get(id)) out.push_back(handleOf(*p));
  return out;
}

}  // namespace

extern "C" {

CG_API CGstateassignment CGENTRY cgGetFirstStateAssignment(CGpass handle) {
  Guard guard;
  const Pass* pass = lookup(handle);
  return pass ? assignmentAt(pass->assignments, 0) : nullptr;
}

CG_API CGstateassignment CGENTRY cgGetNextStateAssignment(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = find(handle);  // NVIDIA's raises nothing for a bad handle
  const std::vector<Id>* list = assignment ? listOf(*assignment) : nullptr;
  return list ? assignmentAt(*list, assignment->position + std::size_t{1}) : nullptr;
}

CG_API CGstateassignment CGENTRY cgGetNamedStateAssignment(CGpass handle, const char* name) {
  Guard guard;
  const Pass* pass = lookup(handle);
  return pass ? assignmentNamed(pass->assignments, name) : nullptr;
}

CG_API CGbool CGENTRY cgIsStateAssignment(CGstateassignment handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

// A sampler state's assignment is cgGetSamplerStateAssignmentState's: NVIDIA's raises
// CG_INVALID_STATE_HANDLE_ERROR here. The state's kind decides, not the list the assignment is in (the API
// may make a pass's assignment of a sampler state and the reverse: measured).
CG_API CGstate CGENTRY cgGetStateAssignmentState(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  if (!assignment) return nullptr;
  const EffectState* s = state().states.get(assignment->state);
  if (s && s->sampler) s = nullptr;
  if (!s) raise(CG_INVALID_STATE_HANDLE_ERROR);
  return s ? handleOf(*s) : nullptr;
}

CG_API CGpass CGENTRY cgGetStateAssignmentPass(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  const Pass* pass = assignment && !assignment->sampler ? state().passes.get(assignment->pass) : nullptr;
  return pass ? handleOf(*pass) : nullptr;
}

CG_API int CGENTRY cgGetStateAssignmentIndex(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  return assignment ? assignment->index : 0;
}

CG_API const float* CGENTRY cgGetFloatStateAssignmentValues(CGstateassignment handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_FLOAT, &StateAssignment::floats);
}

CG_API const int* CGENTRY cgGetIntStateAssignmentValues(CGstateassignment handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_INT, &StateAssignment::ints);
}

CG_API const CGbool* CGENTRY cgGetBoolStateAssignmentValues(CGstateassignment handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_BOOL, &StateAssignment::bools);
}

CG_API const char* CGENTRY cgGetStringStateAssignmentValue(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = assignmentOfType(handle, [](CGtype t) { return t == CG_STRING; });
  return assignment && assignment->hasString ? assignment->string.c_str() : nullptr;
}

CG_API CGprogram CGENTRY cgGetProgramStateAssignmentValue(CGstateassignment handle) {
  Guard guard;
  if (!handle) return nullptr;  // NVIDIA's raises nothing for a null one
  const StateAssignment* assignment = assignmentOfType(handle, [](CGtype t) { return t == CG_PROGRAM_TYPE; });
  const Program* program = assignment ? assignmentProgram(*assignment) : nullptr;
  return program ? handleOf(*program) : nullptr;
}

CG_API CGparameter CGENTRY cgGetSamplerStateAssignmentValue(CGstateassignment handle) {
  Guard guard;
  return valueParameter(assignmentOfType(handle, isSamplerType));
}

CG_API CGparameter CGENTRY cgGetTextureStateAssignmentValue(CGstateassignment handle) {
  Guard guard;
  return valueParameter(assignmentOfType(handle, [](CGtype t) { return t == CG_TEXTURE; }));
}

CG_API int CGENTRY cgGetNumDependentStateAssignmentParameters(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  return assignment ? static_cast<int>(dependencies(*assignment).size()) : 0;
}

CG_API CGparameter CGENTRY cgGetDependentStateAssignmentParameter(CGstateassignment handle, int index) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  if (!assignment) return nullptr;
  const std::vector<CGparameter> all = dependencies(*assignment);
  if (index < 0 || static_cast<std::size_t>(index) >= all.size()) {
    raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return nullptr;
  }
  return all[static_cast<std::size_t>(index)];
}

// ---- sampler_state blocks ----

CG_API CGstateassignment CGENTRY cgGetFirstSamplerStateAssignment(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  return parameter ? assignmentAt(parameter->samplerAssignments, 0) : nullptr;
}

CG_API CGstateassignment CGENTRY cgGetNamedSamplerStateAssignment(CGparameter handle, const char* name) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  return parameter ? assignmentNamed(parameter->samplerAssignments, name) : nullptr;
}

CG_API CGparameter CGENTRY cgGetSamplerStateAssignmentParameter(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  const Parameter* parameter = assignment && assignment->sampler ? state().parameters.get(assignment->parameter) : nullptr;
  return parameter ? handleOf(*parameter) : nullptr;  // a pass's assignment: null, no error (NVIDIA's)
}

// A pass state's assignment is CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR here, as NVIDIA's raises.
CG_API CGstate CGENTRY cgGetSamplerStateAssignmentState(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  if (!assignment) return nullptr;
  const EffectState* s = state().states.get(assignment->state);
  if (s && !s->sampler) s = nullptr;
  if (!s) raise(CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR);
  return s ? handleOf(*s) : nullptr;
}

}  // extern "C"
