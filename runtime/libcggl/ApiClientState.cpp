// Vertex arrays by parameter: cgGLSetParameterPointer and cgGLEnable/DisableClientState on a vertex
// program's varying inputs. An input the GLSL reads as a GL built-in (POSITION: gl_Vertex, NORMAL,
// COLOR0/1, TEXCOORDn, FOG) uses that built-in's client array, as an ARB vertex program's vertex.position
// did; any other (ATTRn, TANGENT, BLENDWEIGHT, ...) the generic attribute cgc numbers it with.
#include <cstdlib>
#include <cstring>

#include "Bridge.h"
#include "GlLoader.h"
#include "GlState.h"
#include "Parameters.h"

using namespace cgx::libcggl;

namespace {

enum class Kind { None, Vertex, Normal, Color, SecondaryColor, FogCoord, TexCoord, Generic };

struct Target {
  Kind kind = Kind::None;
  GLuint index = 0;  // the texture unit (TexCoord) or the attribute (Generic)
};

// Where the parameter's values come from in GL, or false after the documented error. Kind::None: the
// program does not read the input, so there is nothing to point.
bool targetOf(CGparameter param, Target* target) {
  CGprogram program = programOf(param);
  if (!program) return false;
  CgxGlslBindingV3 binding{};
  if (stageOf(cgGetProgramProfile(program)) != kVertex || cgGetParameterVariability(param) != CG_VARYING ||
      cgGetParameterDirection(param) != CG_IN || !libcg().glslBinding(param, &binding) || !glReady()) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return false;
  }
  const char* name = binding.glslName;
  constexpr const char kTexCoord[] = "gl_MultiTexCoord";
  if (std::strcmp(name, "gl_Vertex") == 0) target->kind = Kind::Vertex;
  else if (std::strcmp(name, "gl_Normal") == 0) target->kind = Kind::Normal;
  else if (std::strcmp(name, "gl_Color") == 0) target->kind = Kind::Color;
  else if (std::strcmp(name, "gl_SecondaryColor") == 0) target->kind = Kind::SecondaryColor;
  else if (std::strcmp(name, "gl_FogCoord") == 0) target->kind = Kind::FogCoord;
  else if (std::strncmp(name, kTexCoord, sizeof kTexCoord - 1) == 0)
    *target = {Kind::TexCoord, static_cast<GLuint>(std::atoi(name + sizeof kTexCoord - 1))};
  else if (binding.location >= 0 && std::strncmp(name, "gl_", 3) != 0)
    *target = {Kind::Generic, static_cast<GLuint>(binding.location)};
  else if (name[0] != '\0') {
    raise(CG_INVALID_PARAMETER_ERROR);
    return false;
  }
  return true;
}

// Client texture-coordinate arrays are per unit, chosen by glClientActiveTexture: selected for the call,
// then the application's choice is put back.
template <typename F>
void onTextureUnit(GLuint unit, F&& f) {
  GLint previous = GL_TEXTURE0;
  glGetIntegerv(GL_CLIENT_ACTIVE_TEXTURE, &previous);
  glClientActiveTexture(GL_TEXTURE0 + unit);
  f();
  glClientActiveTexture(static_cast<GLenum>(previous));
}

GLenum arrayOf(Kind kind) {
  switch (kind) {
    case Kind::Vertex: return GL_VERTEX_ARRAY;
    case Kind::Normal: return GL_NORMAL_ARRAY;
    case Kind::Color: return GL_COLOR_ARRAY;
    case Kind::SecondaryColor: return GL_SECONDARY_COLOR_ARRAY;
    case Kind::FogCoord: return GL_FOG_COORD_ARRAY;
    default: return GL_TEXTURE_COORD_ARRAY;
  }
}

void clientState(CGparameter param, bool enable) {
  Call call;
  Target target;
  if (!targetOf(param, &target) || target.kind == Kind::None) return;
  if (target.kind == Kind::Generic) {
    enable ? glEnableVertexAttribArray(target.index) : glDisableVertexAttribArray(target.index);
  } else if (target.kind == Kind::TexCoord) {
    onTextureUnit(target.index, [&] {
      enable ? glEnableClientState(GL_TEXTURE_COORD_ARRAY) : glDisableClientState(GL_TEXTURE_COORD_ARRAY);
    });
  } else {
    enable ? glEnableClientState(arrayOf(target.kind)) : glDisableClientState(arrayOf(target.kind));
  }
}

}  // namespace

extern "C" {

CGGL_API void CGGLENTRY cgGLSetParameterPointer(CGparameter param, GLint fsize, GLenum type, GLsizei stride,
                                                 const GLvoid* pointer) {
  Call call;
  Target target;
  if (!targetOf(param, &target) || target.kind == Kind::None) return;
  // The sizes GL's built-in arrays take (a wrong one would be a GL error, and draw garbage).
  const bool sizeOk = fsize >= 1 && fsize <= 4 && (target.kind != Kind::Normal || fsize == 3) &&
                      (target.kind != Kind::FogCoord || fsize == 1) &&
                      (target.kind != Kind::SecondaryColor || fsize == 3) &&
                      (target.kind != Kind::Vertex || fsize >= 2) && (target.kind != Kind::Color || fsize >= 3);
  if (!sizeOk || stride < 0) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return;
  }
  switch (target.kind) {
    case Kind::Vertex: glVertexPointer(fsize, type, stride, pointer); break;
    case Kind::Normal: glNormalPointer(type, stride, pointer); break;
    case Kind::Color: glColorPointer(fsize, type, stride, pointer); break;
    case Kind::SecondaryColor: glSecondaryColorPointer(fsize, type, stride, pointer); break;
    case Kind::FogCoord: glFogCoordPointer(type, stride, pointer); break;
    case Kind::TexCoord: onTextureUnit(target.index, [&] { glTexCoordPointer(fsize, type, stride, pointer); }); break;
    default: {
      // Normalized like the fixed-size integer colours GL's own colour array reads.
      const bool normalized = type == GL_UNSIGNED_BYTE || type == GL_BYTE;
      glVertexAttribPointer(target.index, fsize, type, normalized ? GL_TRUE : GL_FALSE, stride, pointer);
    }
  }
}

CGGL_API void CGGLENTRY cgGLEnableClientState(CGparameter param) { clientState(param, true); }

CGGL_API void CGGLENTRY cgGLDisableClientState(CGparameter param) { clientState(param, false); }

}  // extern "C"
