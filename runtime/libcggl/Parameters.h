// The check every cgGL parameter function starts with: a valid handle (CG_INVALID_PARAM_HANDLE_ERROR) of
// a program whose profile libCgGL runs (CG_INVALID_PROFILE_ERROR: a shared parameter has no profile).
#pragma once

#include "Bridge.h"

namespace cgx::libcggl {

// The parameter's program, or null after the documented error.
CGprogram programOf(CGparameter param);

}  // namespace cgx::libcggl
