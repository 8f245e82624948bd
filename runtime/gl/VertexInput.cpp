#include "gl/VertexInput.h"

#include <glad/gl.h>

#include "gl/GlError.h"

namespace cgx::gl {
namespace {

// Points a built-in attribute at the bound GL_ARRAY_BUFFER; false for a location that names none.
bool bindBuiltin(const VertexStream& stream) {
  const GLint size = stream.components;
  switch (stream.location) {
    case builtin::kVertex:
      glVertexPointer(size, GL_FLOAT, 0, nullptr);
      glEnableClientState(GL_VERTEX_ARRAY);
      return true;
    case builtin::kNormal:
      glNormalPointer(GL_FLOAT, 0, nullptr);
      glEnableClientState(GL_NORMAL_ARRAY);
      return true;
    case builtin::kColor:
      glColorPointer(size, GL_FLOAT, 0, nullptr);
      glEnableClientState(GL_COLOR_ARRAY);
      return true;
    case builtin::kSecondaryColor:
      glSecondaryColorPointer(size, GL_FLOAT, 0, nullptr);
      glEnableClientState(GL_SECONDARY_COLOR_ARRAY);
      return true;
    case builtin::kFogCoord:
      glFogCoordPointer(GL_FLOAT, 0, nullptr);
      glEnableClientState(GL_FOG_COORD_ARRAY);
      return true;
    default: break;
  }
  int unit = stream.location - builtin::multiTexCoord(0);
  if (unit < 0 || unit > 7) return false;
  // The client-active texture unit is not vertex-array state: put it back to unit 0 afterwards.
  glClientActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + unit));
  glTexCoordPointer(size, GL_FLOAT, 0, nullptr);
  glEnableClientState(GL_TEXTURE_COORD_ARRAY);
  glClientActiveTexture(GL_TEXTURE0);
  return true;
}

}  // namespace

bool VertexInput::upload(const std::vector<VertexStream>& streams, int count, std::string* error) {
  glGenVertexArrays(1, &vertexArray_);
  glBindVertexArray(vertexArray_);
  GLint maxAttributes = 0;
  glGetIntegerv(GL_MAX_VERTEX_ATTRIBS, &maxAttributes);
  for (const VertexStream& stream : streams) {
    std::string what = "vertex stream for location " + std::to_string(stream.location);
    if (stream.components < 1 || stream.components > 4)
      return fail(error, what + ": components must be 1 to 4, not " + std::to_string(stream.components));
    // glNormalPointer and glFogCoordPointer take no size: the data must have the built-in's own.
    if ((stream.location == builtin::kNormal && stream.components != 3) ||
        (stream.location == builtin::kFogCoord && stream.components != 1))
      return fail(error, what + ": gl_Normal takes 3 components and gl_FogCoord 1");
    std::size_t expected = static_cast<std::size_t>(count) * static_cast<std::size_t>(stream.components);
    if (stream.data.size() != expected)
      return fail(error, what + ": holds " + std::to_string(stream.data.size()) + " floats, the draw needs " +
                             std::to_string(expected));
    GLuint buffer = 0;
    glGenBuffers(1, &buffer);
    buffers_.push_back(buffer);
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(expected * sizeof(float)), stream.data.data(),
                 GL_STATIC_DRAW);
    if (stream.location >= 0) {
      if (stream.location >= maxAttributes)
        return fail(error, what + ": GL has only " + std::to_string(maxAttributes) + " generic attributes");
      glVertexAttribPointer(static_cast<GLuint>(stream.location), stream.components, GL_FLOAT, GL_FALSE, 0,
                            nullptr);
      glEnableVertexAttribArray(static_cast<GLuint>(stream.location));
    } else if (!bindBuiltin(stream)) {
      return fail(error, what + ": negative, but not a builtin:: attribute");
    }
    if (!checkGlErrors("setting up the " + what, error)) return false;
  }
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  return checkGlErrors("setting up the vertex streams", error);
}

VertexInput::~VertexInput() {
  // Deleting the bound vertex array unbinds it, and with it every array enable it held.
  if (vertexArray_ != 0) glDeleteVertexArrays(1, &vertexArray_);
  if (!buffers_.empty()) glDeleteBuffers(static_cast<GLsizei>(buffers_.size()), buffers_.data());
}

}  // namespace cgx::gl
