// Buffers in libCgGL. A libCg buffer (cgCreateBuffer: bytes libCg keeps) may have a GL buffer object beside
// it: cgGLCreateBuffer makes both, cgGLCreateBufferFromObject wraps the application's object, and
// cgGLGetBufferObject makes one for a buffer that has none. libCg reports every write of a buffer's bytes
// (CgxPrivate.h's hooks), and libCgGL copies it into the object; a map of the buffer first copies the
// object's bytes back, since the application may write the object itself (glBufferSubData).
//
// cgx's GLSL has no uniform blocks: a program's BUFFER-bound uniforms (`uniform Material m : BUFFER[0]`,
// `uniform myBuf { ... } : BUFFER[1]`) are plain GLSL uniforms, read from the buffer the program binds at
// their index, at their byte offset (cgGetParameterBufferOffset: one 16-byte register per scalar, vector or
// matrix row, as gp4's buffers; int and bool members 32-bit integers). libCgGL uploads them when it uploads
// the program's values (its load, cgGLBindProgram, cgUpdateProgramParameters), and again when a buffer the
// program binds changes through Cg or the program is given another buffer; a GL object the application
// writes itself is read at the next of those (NVIDIA's toolkit apps bind the program after writing).
#pragma once

#include <vector>

#include "Bridge.h"

namespace cgx::libcggl {

struct GlBuffer {
  GLuint object = 0;
  bool managed = false;  // deleted with the Cg buffer (cgGLCreateBuffer's; cgGLCreateBufferFromObject's on request)
};

// A GL buffer object holding `size` bytes from `data` (zeros when null), with `usage`; 0 without GL. The
// application's GL_ARRAY_BUFFER binding is left as it was.
GLuint makeBufferObject(int size, const void* data, GLenum usage);
// The bytes and usage of the application's buffer object `object`; false when it is none (of the current GL
// context, or none is current).
bool readBufferObject(GLuint object, std::vector<unsigned char>* bytes, GLenum* usage);
// Copies bytes [offset, offset + size) of `buffer` into `out`: from its GL object when it has one, else from
// libCg's bytes. False when the buffer is not valid or the range is past its end.
bool readBuffer(CGbuffer buffer, int offset, int size, void* out);

// libCg's buffer hooks (CgxPrivate.h).
void onBufferChanged(CGbuffer buffer, const void* bytes, int offset, int size, int total);
void onBufferMapping(CGbuffer buffer, void* bytes, int size);
void onBufferDestroyed(CGbuffer buffer);
void onProgramBufferChanged(CGprogram program, int index);

}  // namespace cgx::libcggl
