// What a state assignment's state takes as a value, which the getters (ApiStateAssignment.cpp) and the
// setters (ApiEffectCreate.cpp) both check: its base type and component count, and the sampler types a
// sampler state takes.
#pragma once

#include <Cg/cg.h>

#include <cstddef>

#include "State.h"

namespace cgx::libcg {

struct StateValueType {
  CGtype base = CG_UNKNOWN_TYPE;  // CG_FLOAT for float4, half2 and fixed states (NVIDIA's pairs them so)
  std::size_t components = 0;     // 0 for a non-numeric state
};
// {CG_UNKNOWN_TYPE, 0} when the state's definition is gone.
StateValueType stateValueType(const StateAssignment& assignment);

// The assignment if its state's base type `fits`; null after raising the handle's error or
// CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR.
StateAssignment* assignmentOfType(CGstateassignment handle, bool (*fits)(CGtype));

// sampler, sampler1D, 2D, 3D, RECT and CUBE.
bool isSamplerType(CGtype type);

}  // namespace cgx::libcg
