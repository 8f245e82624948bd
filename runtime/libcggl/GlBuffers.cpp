#include "GlBuffers.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "GlLoader.h"
#include "GlState.h"

namespace cgx::libcggl {

namespace {

// Runs `work` with `object` bound to GL_ARRAY_BUFFER (GL 1.5's one buffer target), then binds the
// application's buffer again.
template <typename Work>
void withArrayBuffer(GLuint object, Work&& work) {
  GLint previous = 0;
  glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &previous);
  glBindBuffer(GL_ARRAY_BUFFER, object);
  work();
  glBindBuffer(GL_ARRAY_BUFFER, static_cast<GLuint>(previous));
}

// The GL object beside `buffer`, when it has one and GL is there to reach it.
const GlBuffer* objectOf(CGbuffer buffer) {
  const auto& buffers = glState().buffers;
  auto found = buffers.find(buffer);
  return found != buffers.end() && found->second.object != 0 && glReady() ? &found->second : nullptr;
}

}  // namespace

GLuint makeBufferObject(int size, const void* data, GLenum usage) {
  if (!glReady() || size < 0) return 0;
  std::vector<unsigned char> zeros;
  if (!data) {
    zeros.assign(static_cast<std::size_t>(size), 0);
    data = zeros.data();
  }
  GLuint object = 0;
  glGenBuffers(1, &object);
  withArrayBuffer(object, [&] { glBufferData(GL_ARRAY_BUFFER, size, data, usage); });
  return object;
}

bool readBufferObject(GLuint object, std::vector<unsigned char>* bytes, GLenum* usage) {
  if (!glReady() || object == 0 || !glIsBuffer(object)) return false;
  withArrayBuffer(object, [&] {
    GLint size = 0, used = GL_STATIC_DRAW;
    glGetBufferParameteriv(GL_ARRAY_BUFFER, GL_BUFFER_SIZE, &size);
    glGetBufferParameteriv(GL_ARRAY_BUFFER, GL_BUFFER_USAGE, &used);
    bytes->assign(static_cast<std::size_t>(std::max(size, 0)), 0);
    if (size > 0) glGetBufferSubData(GL_ARRAY_BUFFER, 0, size, bytes->data());
    *usage = static_cast<GLenum>(used);
  });
  return true;
}

bool readBuffer(CGbuffer buffer, int offset, int size, void* out) {
  int total = 0;
  const void* bytes = libcg().bufferBytes(buffer, &total);
  if (!bytes || offset < 0 || size < 0 || static_cast<long long>(offset) + size > total) return false;
  if (const GlBuffer* gl = objectOf(buffer)) {
    withArrayBuffer(gl->object, [&] { glGetBufferSubData(GL_ARRAY_BUFFER, offset, size, out); });
    return true;
  }
  std::memcpy(out, static_cast<const unsigned char*>(bytes) + offset, static_cast<std::size_t>(size));
  return true;
}

void onBufferChanged(CGbuffer buffer, const void* bytes, int offset, int size, int total) {
  if (const GlBuffer* gl = objectOf(buffer)) {
    withArrayBuffer(gl->object, [&] {
      GLint current = -1, usage = GL_DYNAMIC_DRAW;
      glGetBufferParameteriv(GL_ARRAY_BUFFER, GL_BUFFER_SIZE, &current);
      glGetBufferParameteriv(GL_ARRAY_BUFFER, GL_BUFFER_USAGE, &usage);
      if (current != total) {  // cgSetBufferData resized it
        glBufferData(GL_ARRAY_BUFFER, total, bytes, static_cast<GLenum>(usage));
      } else if (size > 0) {
        glBufferSubData(GL_ARRAY_BUFFER, offset, size, static_cast<const unsigned char*>(bytes) + offset);
      }
    });
  }
  for (const auto& [program, loaded] : glState().programs)
    if (loaded.id != 0) uploadBufferLeaves(program, buffer);
}

void onBufferMapping(CGbuffer buffer, void* bytes, int size) {
  const GlBuffer* gl = objectOf(buffer);
  if (!gl) return;
  withArrayBuffer(gl->object, [&] {
    GLint current = 0;
    glGetBufferParameteriv(GL_ARRAY_BUFFER, GL_BUFFER_SIZE, &current);
    if (current > 0) glGetBufferSubData(GL_ARRAY_BUFFER, 0, std::min(current, size), bytes);
  });
}

void onBufferDestroyed(CGbuffer buffer) {
  auto& buffers = glState().buffers;
  auto found = buffers.find(buffer);
  if (found == buffers.end()) return;
  if (found->second.managed && found->second.object != 0 && glReady()) glDeleteBuffers(1, &found->second.object);
  buffers.erase(found);
}

void onProgramBufferChanged(CGprogram program, int /*index*/) { uploadBufferLeaves(program, nullptr); }

}  // namespace cgx::libcggl
