// libCgGL's own set, reset and validate callbacks for the GL states of GlStates.def, which
// cgGLRegisterStates gives the states it defines through libCg's private interface (they stay internal, as
// NVIDIA's do: cgGetStateSetCallback returns none). StateCallbacks.cpp says what each state does.
#pragma once

#include <cstddef>

#include "Bridge.h"

namespace cgx::libcggl {

struct StateCallbacks {
  CGstatecallback set = nullptr;  // all null: cgx does not apply the state yet (it then fails validation)
  CGstatecallback reset = nullptr;
  CGstatecallback validate = nullptr;
};

// The callbacks of GlStates.def's `row`th pass state and `row`th sampler state.
StateCallbacks passStateCallbacks(std::size_t row);
StateCallbacks samplerStateCallbacks(std::size_t row);
// The latest profile of the `row`th pass state: a vertex or fragment program state's stage's
// (cgGLGetLatestProfile) when a GL context is current, else unknown.
CGprofile passStateLatestProfile(std::size_t row);

}  // namespace cgx::libcggl
