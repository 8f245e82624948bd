// Effects built through the API (Cg 1.5's procedural effects): techniques, passes, state assignments and
// effect parameters made after cgCreateEffect, and the setters of state assignments' values. What is made is
// the same object as what an effect's source makes (State.h), appended to its owner's list. Every answer
// below was measured against NVIDIA's libCg (tests/libcg/oracle/effect-create.c):
// - names may repeat (techniques, passes); a null technique or pass name is unnamed; an effect parameter of
//   a name the effect has is made but not listed (Effect::unlisted);
// - an array state's assignment takes an index below its length, any other state only 0: past that the
//   creation gives null without an error; an assignment made in a pass makes its technique unvalidated;
// - the numeric setters take the state's base type only (a float for an int state is
//   CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR), the one-value setters a scalar state only, the array ones as
//   many values as the state has components; a texture or sampler setter takes any parameter;
// - a null program is CG_INVALID_PROGRAM_HANDLE_ERROR and a null parameter CG_INVALID_PARAM_HANDLE_ERROR,
//   the value kept.
// NVIDIA's crashes on a null string or values array; cgx raises CG_INVALID_POINTER_ERROR.
#include <Cg/cg.h>

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "EffectObjects.h"
#include "Names.h"
#include "State.h"
#include "StateValueType.h"

using namespace cgx::libcg;

namespace {

// More elements than this in an array effect parameter are CG_INVALID_PARAMETER_ERROR (as the effect
// parameters made from source and cgCreateParameterArray).
constexpr int kMaxArrayLength = 1 << 16;

// Appends an assignment of `definition` at `index` to `ids` (a pass's when `pass`, else a sampler
// parameter's); null (no error) for an index the state does not have.
CGstateassignment createAssignment(std::vector<Id>& ids, bool pass, Id owner, const EffectState& definition,
                                   int index) {
  if (index < 0 || index >= std::max(definition.elements, 1)) return nullptr;
  auto assignment = std::make_unique<StateAssignment>();
  assignment->sampler = !pass;
  (pass ? assignment->pass : assignment->parameter) = owner;
  assignment->state = definition.self;
  assignment->index = index;
  assignment->name = definition.name;  // without the index (NVIDIA's finds "Light", not "Light[2]")
  assignment->position = static_cast<std::uint32_t>(ids.size());
  StateAssignment* result = adopt(state().assignments, std::move(assignment));
  if (!result) return nullptr;
  ids.push_back(result->self);
  return handleOf(*result);
}

CGstateassignment createPassAssignment(CGpass passHandle, CGstate stateHandle, int index) {
  Pass* pass = lookup(passHandle);
  if (!pass) return nullptr;
  const EffectState* definition = lookup(stateHandle);
  if (!definition) return nullptr;
  const CGstateassignment result = createAssignment(pass->assignments, true, pass->self, *definition, index);
  if (Technique* technique = state().techniques.get(pass->technique); technique && result)
    technique->validated = false;  // measured: cgIsTechniqueValidated is false then
  return result;
}

// Forgets the assignment's value (a new one replaces it, whichever kind it was).
void clearValue(StateAssignment& assignment) {
  assignment.numbers.clear();
  assignment.hasString = false;
  assignment.string.clear();
  assignment.hasValueParameter = assignment.dependent = assignment.setOverParameter = false;
  assignment.hasProgram = false;
  assignment.elementIndex = nullptr;  // a program array's element: the setter's program replaces the choice
  assignment.indexParameters.clear();
}

// Sets a numeric value. Over a value from source naming a parameter the dependency stays: the parameter's
// value is read again once it is set (NVIDIA's, measured).
void setNumbers(StateAssignment& assignment, std::vector<double> numbers) {
  const Parameter* parameter =
      assignment.dependent ? state().parameters.get(assignment.valueParameter) : nullptr;
  clearValue(assignment);
  assignment.numbers = std::move(numbers);
  if (parameter) {
    assignment.hasValueParameter = assignment.dependent = assignment.setOverParameter = true;
    assignment.parameterChanges = parameter->changes;
  }
}

template <CGtype Base>
bool isBase(CGtype type) {
  return type == Base;
}

// cgSet{Float,Int,Bool}StateAssignment: a scalar state of the base type.
template <CGtype Base>
CGbool setScalar(CGstateassignment handle, double value) {
  StateAssignment* assignment = assignmentOfType(handle, isBase<Base>);
  if (!assignment) return CG_FALSE;
  if (stateValueType(*assignment).components != 1) {
    raise(CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
    return CG_FALSE;
  }
  setNumbers(*assignment, {value});
  return CG_TRUE;
}

// cgSet{Float,Int,Bool}ArrayStateAssignment: as many values as the state has components.
template <CGtype Base, class T>
CGbool setArray(CGstateassignment handle, const T* values) {
  StateAssignment* assignment = assignmentOfType(handle, isBase<Base>);
  if (!assignment) return CG_FALSE;
  if (!values) {
    raise(CG_INVALID_POINTER_ERROR);
    return CG_FALSE;
  }
  std::vector<double> numbers;
  const std::size_t count = stateValueType(*assignment).components;
  for (std::size_t i = 0; i < count; ++i) numbers.push_back(static_cast<double>(values[i]));
  setNumbers(*assignment, std::move(numbers));
  return CG_TRUE;
}

// cgSetSamplerStateAssignment, cgSetTextureStateAssignment: any parameter, as NVIDIA's.
CGbool setParameterValue(CGstateassignment handle, CGparameter value, bool (*fits)(CGtype)) {
  StateAssignment* assignment = assignmentOfType(handle, fits);
  if (!assignment) return CG_FALSE;
  const Parameter* parameter = lookup(value);
  if (!parameter) return CG_FALSE;
  clearValue(*assignment);
  assignment->hasValueParameter = true;
  assignment->valueParameter = parameter->self;
  return CG_TRUE;
}

CGparameter createParameter(CGeffect handle, const char* name, CGtype type, int length) {
  Effect* effect = lookup(handle);
  if (!effect) return nullptr;
  if (!name) {
    raise(CG_INVALID_POINTER_ERROR);
    return nullptr;
  }
  const TypeInfo* info = typeByValue(type);
  if (!info || !(info->numeric() || isSamplerType(type) || type == CG_TEXTURE)) {
    raise(CG_INVALID_VALUE_TYPE_ERROR);  // NVIDIA's (CG_UNKNOWN_TYPE; it makes CG_ARRAY and CG_STRUCT ones)
    return nullptr;
  }
  if (length < 0 || length > kMaxArrayLength) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  // Its value and default zeros (NVIDIA's counts a default value of as many as the type has).
  const std::size_t count = info->numeric() ? static_cast<std::size_t>(info->rows * info->columns) : 0;
  const std::vector<double> zeros(count * static_cast<std::size_t>(std::max(length, 1)), 0.0);
  const auto id = addEffectParameter(*effect, type, length, name, "", zeros);
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR);
    return nullptr;
  }
  return parameterHandle(*id);
}

}  // namespace

extern "C" {

CG_API CGtechnique CGENTRY cgCreateTechnique(CGeffect handle, const char* name) {
  Guard guard;
  Effect* effect = lookup(handle);
  if (!effect) return nullptr;
  auto technique = std::make_unique<Technique>();
  technique->effect = effect->self;
  technique->name = name ? name : "";
  technique->position = static_cast<std::uint32_t>(effect->techniques.size());
  Technique* result = adopt(state().techniques, std::move(technique));
  if (!result) return nullptr;
  effect->techniques.push_back(result->self);
  return handleOf(*result);
}

CG_API CGpass CGENTRY cgCreatePass(CGtechnique handle, const char* name) {
  Guard guard;
  Technique* technique = lookup(handle);
  if (!technique) return nullptr;
  auto pass = std::make_unique<Pass>();
  pass->technique = technique->self;
  pass->name = name ? name : "";
  pass->position = static_cast<std::uint32_t>(technique->passes.size());
  Pass* result = adopt(state().passes, std::move(pass));
  if (!result) return nullptr;
  technique->passes.push_back(result->self);
  technique->validated = false;
  return handleOf(*result);
}

CG_API CGstateassignment CGENTRY cgCreateStateAssignment(CGpass pass, CGstate state) {
  Guard guard;
  return createPassAssignment(pass, state, 0);
}

CG_API CGstateassignment CGENTRY cgCreateStateAssignmentIndex(CGpass pass, CGstate state, int index) {
  Guard guard;
  return createPassAssignment(pass, state, index);
}

CG_API CGstateassignment CGENTRY cgCreateSamplerStateAssignment(CGparameter handle, CGstate stateHandle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  const EffectState* definition = lookup(stateHandle);
  if (!definition) return nullptr;
  return createAssignment(parameter->samplerAssignments, false, parameter->self, *definition, 0);
}

CG_API CGbool CGENTRY cgSetFloatStateAssignment(CGstateassignment handle, float value) {
  Guard guard;
  return setScalar<CG_FLOAT>(handle, value);
}

CG_API CGbool CGENTRY cgSetIntStateAssignment(CGstateassignment handle, int value) {
  Guard guard;
  return setScalar<CG_INT>(handle, value);
}

CG_API CGbool CGENTRY cgSetBoolStateAssignment(CGstateassignment handle, CGbool value) {
  Guard guard;
  return setScalar<CG_BOOL>(handle, value);  // kept as given (7 reads back 7, as NVIDIA's)
}

CG_API CGbool CGENTRY cgSetFloatArrayStateAssignment(CGstateassignment handle, const float* values) {
  Guard guard;
  return setArray<CG_FLOAT>(handle, values);
}

CG_API CGbool CGENTRY cgSetIntArrayStateAssignment(CGstateassignment handle, const int* values) {
  Guard guard;
  return setArray<CG_INT>(handle, values);
}

CG_API CGbool CGENTRY cgSetBoolArrayStateAssignment(CGstateassignment handle, const CGbool* values) {
  Guard guard;
  return setArray<CG_BOOL>(handle, values);
}

CG_API CGbool CGENTRY cgSetStringStateAssignment(CGstateassignment handle, const char* value) {
  Guard guard;
  StateAssignment* assignment = assignmentOfType(handle, isBase<CG_STRING>);
  if (!assignment) return CG_FALSE;
  if (!value) {
    raise(CG_INVALID_POINTER_ERROR);
    return CG_FALSE;
  }
  clearValue(*assignment);
  assignment->hasString = true;
  assignment->string = value;
  return CG_TRUE;
}

CG_API CGbool CGENTRY cgSetProgramStateAssignment(CGstateassignment handle, CGprogram value) {
  Guard guard;
  StateAssignment* assignment = assignmentOfType(handle, isBase<CG_PROGRAM_TYPE>);
  if (!assignment) return CG_FALSE;
  const Program* program = lookup(value);
  if (!program) return CG_FALSE;
  clearValue(*assignment);
  assignment->hasProgram = true;
  assignment->program = program->self;
  return CG_TRUE;
}

CG_API CGbool CGENTRY cgSetSamplerStateAssignment(CGstateassignment handle, CGparameter value) {
  Guard guard;
  return setParameterValue(handle, value, isSamplerType);
}

CG_API CGbool CGENTRY cgSetTextureStateAssignment(CGstateassignment handle, CGparameter value) {
  Guard guard;
  return setParameterValue(handle, value, isBase<CG_TEXTURE>);
}

CG_API CGparameter CGENTRY cgCreateEffectParameter(CGeffect effect, const char* name, CGtype type) {
  Guard guard;
  return createParameter(effect, name, type, 0);
}

CG_API CGparameter CGENTRY cgCreateEffectParameterArray(CGeffect effect, const char* name, CGtype type,
                                                        int length) {
  Guard guard;
  if (length < 1) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  return createParameter(effect, name, type, length);
}

}  // extern "C"
