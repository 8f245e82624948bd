// String parameters' values: cgGetStringParameterValue and cgSetStringParameterValue, for CgFX's string
// effect parameters (`string description = "...";`) and shared ones (cgCreateParameter(context, CG_STRING)).
// As NVIDIA's libCg (measured: tests/libcg/oracle/strings.c):
// - a parameter that is not a string is CG_INVALID_PARAMETER_TYPE_ERROR, but an array of strings, which
//   gives null without an error; a null value to set is CG_INVALID_PARAMETER_ERROR;
// - a string never set is null (an effect's string declared without a value: EffectObjects.cpp);
// - connecting copies the source's string once (Tree.cpp: link); a connected destination may be set.
#include <Cg/cg.h>

#include "Names.h"
#include "Notify.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// The string parameter `handle`, or null after the error NVIDIA's raises (none for an array of strings).
Parameter* stringParameter(CGparameter handle) {
  Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  if (parameter->type == CG_STRING) return parameter;
  if (!(parameter->type == CG_ARRAY && innermostType(*parameter) == CG_STRING)) raise(CG_INVALID_PARAMETER_TYPE_ERROR);
  return nullptr;
}

}  // namespace

extern "C" {

CG_API const char* CGENTRY cgGetStringParameterValue(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = stringParameter(handle);
  return parameter && parameter->hasText ? parameter->text.c_str() : nullptr;
}

CG_API void CGENTRY cgSetStringParameterValue(CGparameter handle, const char* value) {
  Guard guard;
  Parameter* parameter = stringParameter(handle);
  if (!parameter) return;
  if (!value) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return;
  }
  parameter->hasText = true;
  parameter->text = value;
  notifyValueChanged(*parameter);
}

}  // extern "C"
