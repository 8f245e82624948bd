// Error state and reporting: cgGetError, cgGetFirstError, cgGetErrorString, cgGetLastErrorString, the
// error callback and the error handler.
#include <Cg/cg.h>

#include <iterator>

#include "State.h"

using namespace cgx::libcg;

namespace {

// Indexed by CGerror (0 .. CG_GLSLG_UNCOMBINED_LOAD_ERROR, consecutive).
const char* const kErrorText[] = {
    "No error has occurred.",
    "The compile returned an error.",
    "The parameter used is invalid.",
    "The profile is not supported.",
    "The program could not load.",
    "The program could not bind.",
    "The program must be loaded before this operation may be used.",
    "An unsupported GL extension was required to perform this operation.",
    "An unknown value type was assigned to a parameter.",
    "The parameter is not of matrix type.",
    "The enumerant parameter has an invalid value.",
    "The parameter must be a 4x4 matrix type.",
    "The file could not be read.",
    "The file could not be written.",
    "nvparse could not successfully parse the output from the Cg compiler backend.",
    "Memory allocation failed.",
    "Invalid context handle.",
    "Invalid program handle.",
    "Invalid parameter handle.",
    "The specified profile is not supported.",
    "The variable arguments were specified incorrectly.",
    "The dimension value is invalid.",
    "The parameter must be an array.",
    "Index into the array is out of bounds.",
    "A type being added to the context conflicts with an existing type.",
    "The parameters being bound have conflicting types.",
    "The parameter must be a shared parameter.",
    "The parameter variability is invalid.",
    "Cannot destroy the parameter. It is bound to other parameters or is not a root parameter.",
    "The parameter is not a root parameter.",
    "The two parameters being bound do not match.",
    "The parameter is not a program parameter.",
    "The type of the parameter is invalid.",
    "The parameter must be a resizable array.",
    "The size value is invalid.",
    "Cannot bind the given parameters. Binding will form a cycle.",
    "Cannot bind the given parameters. Array types do not match.",
    "Cannot bind the given parameters. Array dimensions do not match.",
    "The array has the wrong dimension.",
    // One message in two literals; the parentheses tell clang's -Wstring-concatenation it is meant.
    ("Connecting the parameters failed because the type of the source parameter is not defined within the "
     "given program or does not match the type with the same name in the program."),
    "Invalid effect handle.",
    "Invalid state handle.",
    "Invalid state assignment handle.",
    "Invalid pass handle.",
    "Invalid annotation handle.",
    "Invalid technique handle.",
    "Invalid parameter handle.",
    "Operation is not valid for this type of state assignment.",
    "Invalid function handle.",
    "Technique did not pass validation.",
    "Invalid pointer value.",
    "Not enough data was provided.",
    "The parameter is not of a numeric type.",
    "The specified array sizes are not compatible with the given array.",
    "Cannot set the value of a non-uniform parameter.",
    "The name is already in use.",
    "Invalid object handle.",
    "Invalid buffer handle.",
    "The buffer index is out of range.",
    "The buffer is already mapped.",
    "The buffer cannot be updated.",
    "The GLSL geometry program must be combined with a vertex program before it can be loaded.",
};

}  // namespace

extern "C" {

CG_API CGerror CGENTRY cgGetError(void) {
  Guard guard;
  const CGerror error = state().error;
  state().error = CG_NO_ERROR;
  return error;
}

CG_API CGerror CGENTRY cgGetFirstError(void) {
  Guard guard;
  const CGerror error = state().firstError;
  state().firstError = CG_NO_ERROR;
  return error;
}

CG_API const char* CGENTRY cgGetErrorString(CGerror error) {
  const int index = static_cast<int>(error);
  if (index < 0 || index >= static_cast<int>(std::size(kErrorText))) return "CG ERROR : Unknown error.";  // NVIDIA's libCg spelling
  return kErrorText[index];
}

CG_API const char* CGENTRY cgGetLastErrorString(CGerror* error) {
  Guard guard;
  // The pending error stays pending (NVIDIA's libCg: cgGetError after this still returns it).
  State& s = state();
  if (error) *error = s.error;
  return s.error == CG_NO_ERROR ? nullptr : s.lastErrorText.c_str();
}

CG_API void CGENTRY cgSetErrorCallback(CGerrorCallbackFunc func) {
  Guard guard;
  state().callback = func;
}

CG_API CGerrorCallbackFunc CGENTRY cgGetErrorCallback(void) {
  Guard guard;
  return state().callback;
}

CG_API void CGENTRY cgSetErrorHandler(CGerrorHandlerFunc func, void* data) {
  Guard guard;
  state().handler = func;
  state().handlerData = data;
}

CG_API CGerrorHandlerFunc CGENTRY cgGetErrorHandler(void** data) {
  Guard guard;
  if (data) *data = state().handlerData;
  return state().handler;
}

}  // extern "C"
