// What libCg tells libCgGL through the private hooks (CgxPrivate.h): value changes, program lifetimes and
// buffers.
// Each is a no-op while no hooks are installed (libCg without libCgGL).
#pragma once

#include "State.h"

namespace cgx::libcg {

// `parameter`'s value changed: every program leaf that reads it (the leaves under it, and through
// connections the leaves of every destination, transitively) is reported.
void notifyValueChanged(Parameter& parameter);
// cgUpdateProgramParameters.
void notifyUpdate(const Program& program);
// The program was compiled again, or is about to be destroyed.
void notifyProgramChanged(const Program& program, bool destroyed);
// [offset, offset + size) of the buffer's bytes changed (its whole size may have too).
void notifyBufferChanged(const Buffer& buffer, std::size_t offset, std::size_t size);
// cgMapBuffer is about to return the buffer's bytes: the hook may bring them up to date.
void notifyBufferMapping(Buffer& buffer);
// The buffer is about to be destroyed.
void notifyBufferDestroyed(const Buffer& buffer);
// The program's buffer at `index` changed.
void notifyProgramBufferChanged(const Program& program, int index);

}  // namespace cgx::libcg
