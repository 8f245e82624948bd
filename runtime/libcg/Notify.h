// What libCg tells libCgGL through the private hooks (CgxPrivate.h): value changes and program lifetimes.
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

}  // namespace cgx::libcg
