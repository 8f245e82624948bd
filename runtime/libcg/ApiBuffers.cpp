// Buffers: blocks of bytes a context owns (cgCreateBuffer), updated whole or in part, mapped for reading and
// writing, and bound to programs at buffer indices (cgSetProgramBuffer). As NVIDIA's libCg (measured:
// tests/libcg/oracle/buffers.c):
// - a buffer may not be updated while mapped (CG_BUFFER_UPDATE_NOT_ALLOWED_ERROR) nor mapped twice
//   (CG_BUFFER_ALREADY_MAPPED_ERROR); an update past its end is CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR, and so
//   is a program's buffer index outside cgGetProgramBufferMaxIndex's range; a null source updates nothing;
// - a negative size makes no buffer, without an error; an unknown usage is taken;
// - binding a null buffer unbinds the index.
// Where NVIDIA's departs from the manual cgx follows the manual: cgSetBufferData resizes the buffer (NVIDIA's
// keeps the size it had and copies the new size's bytes into it, past its end too), and a destroyed buffer is
// no longer a program's (NVIDIA's returns the stale pointer).
// Programs read their BUFFER-bound uniforms from the buffers bound to them when libCgGL draws them
// (runtime/libcggl/GlBuffers.h): libCgGL hears of every change here through the private hooks (Notify.h).
#include <Cg/cg.h>

#include <algorithm>
#include <cstring>

#include "EffectObjects.h"
#include "Names.h"
#include "Notify.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

// Larger buffers are CG_MEMORY_ALLOC_ERROR, not an allocation of any size asked for (NV_parameter_buffer_object's
// buffers hold 64 KiB).
constexpr int kMaxBufferBytes = 256 << 20;

bool fits(int size) { return size >= 0 && size <= kMaxBufferBytes; }

// The buffer `handle` when it may be updated: not while mapped (CG_BUFFER_UPDATE_NOT_ALLOWED_ERROR).
Buffer* updatable(CGbuffer handle) {
  Buffer* buffer = lookup(handle);
  if (buffer && buffer->mapped) {
    raise(CG_BUFFER_UPDATE_NOT_ALLOWED_ERROR);
    return nullptr;
  }
  return buffer;
}

}  // namespace

extern "C" {

CG_API CGbuffer CGENTRY cgCreateBuffer(CGcontext handle, int size, const void* data, CGbufferusage usage) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context || size < 0) return nullptr;
  if (!fits(size)) {
    raise(CG_MEMORY_ALLOC_ERROR, handle);
    return nullptr;
  }
  auto made = std::make_unique<Buffer>();
  made->context = context->self;
  made->usage = usage;
  made->bytes.assign(static_cast<std::size_t>(size), 0);
  if (data && size > 0) std::memcpy(made->bytes.data(), data, static_cast<std::size_t>(size));
  Buffer* buffer = adopt(state().buffers, std::move(made));
  if (!buffer) return nullptr;
  context->buffers.push_back(buffer->self);
  return handleOf(*buffer);
}

CG_API void CGENTRY cgDestroyBuffer(CGbuffer handle) {
  Guard guard;
  Buffer* buffer = lookup(handle);
  if (!buffer) return;
  notifyBufferDestroyed(*buffer);
  if (Context* context = state().contexts.get(buffer->context)) std::erase(context->buffers, buffer->self);
  state().buffers.remove(buffer->self);
}

CG_API CGbool CGENTRY cgIsBuffer(CGbuffer handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API int CGENTRY cgGetBufferSize(CGbuffer handle) {
  Guard guard;
  const Buffer* buffer = lookup(handle);
  return buffer ? static_cast<int>(buffer->bytes.size()) : -1;
}

CG_API void CGENTRY cgSetBufferData(CGbuffer handle, int size, const void* data) {
  Guard guard;
  Buffer* buffer = updatable(handle);
  if (!buffer) return;
  if (!fits(size)) {
    raise(size < 0 ? CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR : CG_MEMORY_ALLOC_ERROR);
    return;
  }
  buffer->bytes.assign(static_cast<std::size_t>(size), 0);  // without data the contents are undefined: zeros
  if (data && size > 0) std::memcpy(buffer->bytes.data(), data, static_cast<std::size_t>(size));
  notifyBufferChanged(*buffer, 0, buffer->bytes.size());
}

CG_API void CGENTRY cgSetBufferSubData(CGbuffer handle, int offset, int size, const void* data) {
  Guard guard;
  Buffer* buffer = updatable(handle);
  if (!buffer) return;
  const auto end = static_cast<long long>(offset) + size;
  if (offset < 0 || size < 0 || end > static_cast<long long>(buffer->bytes.size())) {
    raise(CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR);
    return;
  }
  if (!data || size == 0) return;
  std::memcpy(buffer->bytes.data() + offset, data, static_cast<std::size_t>(size));
  notifyBufferChanged(*buffer, static_cast<std::size_t>(offset), static_cast<std::size_t>(size));
}

CG_API void* CGENTRY cgMapBuffer(CGbuffer handle, CGbufferaccess access) {
  Guard guard;
  Buffer* buffer = lookup(handle);
  if (!buffer) return nullptr;
  if (access < CG_MAP_READ || access > CG_MAP_WRITE_NO_OVERWRITE) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return nullptr;
  }
  if (buffer->mapped) {
    raise(CG_BUFFER_ALREADY_MAPPED_ERROR);
    return nullptr;
  }
  notifyBufferMapping(*buffer);
  buffer->mapped = true;
  return buffer->bytes.data();
}

CG_API void CGENTRY cgUnmapBuffer(CGbuffer handle) {
  Guard guard;
  Buffer* buffer = lookup(handle);
  if (!buffer || !buffer->mapped) return;
  buffer->mapped = false;
  // Whatever the access asked for, the application held a pointer it could write through.
  notifyBufferChanged(*buffer, 0, buffer->bytes.size());
}

CG_API void CGENTRY cgSetProgramBuffer(CGprogram programHandle, int index, CGbuffer bufferHandle) {
  Guard guard;
  Program* program = lookup(programHandle);
  if (!program) return;
  if (index < 0 || index >= cgGetProgramBufferMaxIndex(program->profile)) {
    raise(CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR);
    return;
  }
  bindProgramBuffer(*program, index, bufferHandle);
}

CG_API CGbuffer CGENTRY cgGetProgramBuffer(CGprogram programHandle, int index) {
  Guard guard;
  const Program* program = lookup(programHandle);
  if (!program) return nullptr;
  if (index < 0 || index >= cgGetProgramBufferMaxIndex(program->profile)) {
    raise(CG_BUFFER_INDEX_OUT_OF_RANGE_ERROR);
    return nullptr;
  }
  return programBuffer(*program, index);
}

// An effect's uniform buffer parameter holds a buffer for the effect's programs: each with a buffer parameter
// of the same variable binds the buffer at its index, now and after each compile (bindEffectProgram). Any
// other parameter is CG_INVALID_PARAMETER_TYPE_ERROR (measured: oracle/effect-uniform-buffers.c).
CG_API void CGENTRY cgSetEffectParameterBuffer(CGparameter handle, CGbuffer bufferHandle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return;
  if (parameter->type != CG_UNIFORMBUFFER || !parameter->effectParameter) {
    raise(CG_INVALID_PARAMETER_TYPE_ERROR);
    return;
  }
  const Buffer* buffer = bufferHandle ? lookup(bufferHandle) : nullptr;
  if (bufferHandle && !buffer) return;
  parameter->hasEffectBuffer = buffer != nullptr;
  if (buffer) parameter->effectBuffer = buffer->self;
  const Effect* effect = state().effects.get(parameter->effect);
  if (!effect) return;
  for (Id id : effect->programs) {
    Program* program = state().programs.get(id);
    if (!program) continue;
    for (Id root : program->roots)
      if (const Parameter* node = state().parameters.get(root)) bindEffectBuffer(*program, *node, *parameter, bufferHandle);
  }
}

CG_API CGbuffer CGENTRY cgGetEffectParameterBuffer(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  if (parameter->type != CG_UNIFORMBUFFER || !parameter->effectParameter) {
    raise(CG_INVALID_PARAMETER_TYPE_ERROR);
    return nullptr;
  }
  const Buffer* buffer = parameter->hasEffectBuffer ? state().buffers.get(parameter->effectBuffer) : nullptr;
  return buffer ? handleOf(*buffer) : nullptr;
}

}  // extern "C"
