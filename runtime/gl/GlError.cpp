#include "gl/GlError.h"

#include <glad/gl.h>

#include <cstdio>
#include <utility>

namespace cgx::gl {

std::string glErrorName(unsigned int code) {
  switch (code) {
    case GL_INVALID_ENUM: return "GL_INVALID_ENUM";
    case GL_INVALID_VALUE: return "GL_INVALID_VALUE";
    case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION";
    case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION";
    case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY";
    case GL_STACK_UNDERFLOW: return "GL_STACK_UNDERFLOW";
    case GL_STACK_OVERFLOW: return "GL_STACK_OVERFLOW";
    default: break;
  }
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "GL error 0x%04x", code);
  return buffer;
}

bool checkGlErrors(std::string_view operation, std::string* error) {
  std::string names;
  // Bounded: a lost context can report GL_CONTEXT_LOST forever; GL has at most a handful of distinct flags.
  for (int i = 0; i < 16; ++i) {
    GLenum code = glGetError();
    if (code == GL_NO_ERROR) break;
    if (!names.empty()) names += ", ";
    names += glErrorName(code);
  }
  if (names.empty()) return true;
  return fail(error, std::string(operation) + ": " + names);
}

bool fail(std::string* error, std::string message) {
  if (error != nullptr) *error = std::move(message);
  return false;
}

}  // namespace cgx::gl
