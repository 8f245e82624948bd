#include "Parameters.h"

#include "GlState.h"

namespace cgx::libcggl {

CGprogram programOf(CGparameter param) {
  if (!cgIsParameter(param)) {
    raise(CG_INVALID_PARAM_HANDLE_ERROR);
    return nullptr;
  }
  CGprogram program = cgGetParameterProgram(param);
  if (!program || stageOf(cgGetProgramProfile(program)) < 0) {
    raise(CG_INVALID_PROFILE_ERROR);
    return nullptr;
  }
  return program;
}

bool isEffectParameter(CGparameter param) {
  return cgIsParameter(param) && cgGetParameterEffect(param) && !cgGetParameterProgram(param);
}

}  // namespace cgx::libcggl
