// Texture parameters: cgGLSetTextureParameter / cgGLGetTextureParameter, cgGLEnable/DisableTextureParameter
// (bind the texture at the sampler's unit), cgGLGetTextureEnum, cgGLSetupSampler. An effect's sampler takes a
// texture too: the programs' samplers connected to it use it (GlState.h textureOf). Managed textures
// (cgGLSetManageTextureParameters) are bound by cgGLBindProgram (ApiProgram.cpp).
#include "Bridge.h"
#include "GlState.h"
#include "Parameters.h"

using namespace cgx::libcggl;

namespace {

// A sampler parameter of a program libCgGL runs, or null after the documented error.
CGprogram samplerProgram(CGparameter param) {
  CGprogram program = programOf(param);
  if (program && (cgGetTypeClass(cgGetParameterType(param)) != CG_PARAMETERCLASS_SAMPLER || samplerUnit(param) < 0)) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  return program;
}

// A parameter cgGLSetTextureParameter takes: a program's sampler as above, or an effect's sampler or
// texture parameter (its sampler_state and the programs' samplers connected to it take its texture).
bool textureParameter(CGparameter param) {
  if (isEffectParameter(param)) {
    const CGtype type = cgGetParameterType(param);
    if (type == CG_TEXTURE || cgGetTypeClass(type) == CG_PARAMETERCLASS_SAMPLER) return true;
    raise(CG_INVALID_PARAMETER_ERROR);
    return false;
  }
  return samplerProgram(param) != nullptr;
}

}  // namespace

extern "C" {

CGGL_API void CGGLENTRY cgGLSetTextureParameter(CGparameter param, GLuint texobj) {
  Call call;
  if (!textureParameter(param)) return;
  glState().textures[param] = texobj;
}

CGGL_API GLuint CGGLENTRY cgGLGetTextureParameter(CGparameter param) {
  Call call;
  if (!textureParameter(param)) return 0;
  auto found = glState().textures.find(param);
  return found == glState().textures.end() ? 0 : found->second;
}

// The manual: the texture and the sampler's sampler_state states (an effect parameter's).
CGGL_API void CGGLENTRY cgGLSetupSampler(CGparameter param, GLuint texobj) {
  Call call;
  if (!textureParameter(param)) return;
  glState().textures[param] = texobj;
  if (cgGetParameterEffect(param)) cgSetSamplerState(param);
  bindTexture(param, true);
}

CGGL_API void CGGLENTRY cgGLEnableTextureParameter(CGparameter param) {
  Call call;
  if (samplerProgram(param)) bindTexture(param, true);
}

CGGL_API void CGGLENTRY cgGLDisableTextureParameter(CGparameter param) {
  Call call;
  if (samplerProgram(param)) bindTexture(param, false);
}

CGGL_API GLenum CGGLENTRY cgGLGetTextureEnum(CGparameter param) {
  Call call;
  if (!cgIsParameter(param)) {
    raise(CG_INVALID_PARAM_HANDLE_ERROR);
    return GL_INVALID_OPERATION;
  }
  const int unit = cgGetTypeClass(cgGetParameterType(param)) == CG_PARAMETERCLASS_SAMPLER ? samplerUnit(param) : -1;
  if (unit < 0) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return GL_INVALID_OPERATION;
  }
  return static_cast<GLenum>(GL_TEXTURE0 + unit);
}

}  // extern "C"
