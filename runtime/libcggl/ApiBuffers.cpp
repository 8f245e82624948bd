// GL buffer objects as Cg buffers: cgGLCreateBuffer, cgGLCreateBufferFromObject, cgGLGetBufferObject
// (GlBuffers.h says how the two copies of the bytes are kept alike, and how programs read them).
#include <vector>

#include "Bridge.h"
#include "GlBuffers.h"
#include "GlLoader.h"
#include "GlState.h"

using namespace cgx::libcggl;

namespace {

// libCg's name for a GL usage (cgGetBufferSize and the rest do not depend on it; it is kept for the
// application). One libCg does not know is passed to GL as given, which reports it.
CGbufferusage usageOf(GLenum usage) {
  switch (usage) {
    case GL_STREAM_DRAW: return CG_BUFFER_USAGE_STREAM_DRAW;
    case GL_STREAM_READ: return CG_BUFFER_USAGE_STREAM_READ;
    case GL_STREAM_COPY: return CG_BUFFER_USAGE_STREAM_COPY;
    case GL_STATIC_READ: return CG_BUFFER_USAGE_STATIC_READ;
    case GL_STATIC_COPY: return CG_BUFFER_USAGE_STATIC_COPY;
    case GL_DYNAMIC_DRAW: return CG_BUFFER_USAGE_DYNAMIC_DRAW;
    case GL_DYNAMIC_READ: return CG_BUFFER_USAGE_DYNAMIC_READ;
    case GL_DYNAMIC_COPY: return CG_BUFFER_USAGE_DYNAMIC_COPY;
    default: return CG_BUFFER_USAGE_STATIC_DRAW;
  }
}

// A new Cg buffer of `context` with a GL object beside it, or null (cgCreateBuffer raised the error).
CGbuffer adopt(CGcontext context, int size, const void* data, GLenum usage, GLuint object, bool managed) {
  CGbuffer buffer = cgCreateBuffer(context, size, data, usageOf(usage));
  if (buffer) glState().buffers[buffer] = GlBuffer{object, managed};
  return buffer;
}

}  // namespace

extern "C" {

CGGL_API CGbuffer CGGLENTRY cgGLCreateBuffer(CGcontext context, int size, const void* data, GLenum bufferUsage) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return nullptr;
  }
  if (size < 0 || !glReady()) {  // no buffer can be made: no size, or no GL to make it in
    raise(CG_MEMORY_ALLOC_ERROR, context);
    return nullptr;
  }
  const GLuint object = makeBufferObject(size, data, bufferUsage);
  CGbuffer buffer = adopt(context, size, data, bufferUsage, object, true);
  if (!buffer) glDeleteBuffers(1, &object);
  return buffer;
}

CGGL_API CGbuffer CGGLENTRY cgGLCreateBufferFromObject(CGcontext context, GLuint obj, CGbool manageObject) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return nullptr;
  }
  std::vector<unsigned char> bytes;
  GLenum usage = GL_STATIC_DRAW;
  if (!readBufferObject(obj, &bytes, &usage)) {  // not a buffer object of the current GL context (or none is current)
    raise(CG_MEMORY_ALLOC_ERROR, context);
    return nullptr;
  }
  return adopt(context, static_cast<int>(bytes.size()), bytes.data(), usage, obj, manageObject == CG_TRUE);
}

CGGL_API GLuint CGGLENTRY cgGLGetBufferObject(CGbuffer buffer) {
  Call call;
  if (!cgIsBuffer(buffer)) {
    raise(CG_INVALID_BUFFER_HANDLE_ERROR);
    return 0;
  }
  GlState& s = glState();
  auto found = s.buffers.find(buffer);
  if (found != s.buffers.end()) return found->second.object;
  // A buffer cgCreateBuffer made: it gets its object now, holding its bytes, kept alike from here on.
  int size = 0;
  const void* bytes = libcg().bufferBytes(buffer, &size);
  const GLuint object = makeBufferObject(size, bytes, GL_DYNAMIC_DRAW);
  if (object != 0) s.buffers[buffer] = GlBuffer{object, true};
  return object;
}

}  // extern "C"
