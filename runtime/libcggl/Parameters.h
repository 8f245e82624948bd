// The check every cgGL parameter function starts with: a valid handle (CG_INVALID_PARAM_HANDLE_ERROR) of
// a program whose profile libCgGL runs (CG_INVALID_PROFILE_ERROR: a shared parameter has no profile).
#pragma once

#include "Bridge.h"

namespace cgx::libcggl {

// The parameter's program, or null after the documented error.
CGprogram programOf(CGparameter param);

// An effect's own parameter (cgGetNamedEffectParameter), which belongs to no program: libCg sends its value
// to the programs' uniforms connected to it, and libCgGL's texture binding follows those connections, so the
// cgGL functions that set a value or a texture take it too (the toolkit's CgFX apps set theirs so).
bool isEffectParameter(CGparameter param);

}  // namespace cgx::libcggl
