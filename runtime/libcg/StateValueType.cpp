#include "StateValueType.h"

#include "Names.h"

namespace cgx::libcg {

StateValueType stateValueType(const StateAssignment& assignment) {
  const EffectState* s = state().states.get(assignment.state);
  const TypeInfo* info = s ? typeByValue(s->type) : nullptr;
  if (!info) return {};
  const CGtype base = info->base == CG_HALF || info->base == CG_FIXED ? CG_FLOAT : info->base;
  return {base, info->numeric() ? static_cast<std::size_t>(info->rows * info->columns) : 0};
}

StateAssignment* assignmentOfType(CGstateassignment handle, bool (*fits)(CGtype)) {
  StateAssignment* assignment = lookup(handle);
  if (assignment && !fits(stateValueType(*assignment).base)) {
    raise(CG_STATE_ASSIGNMENT_TYPE_MISMATCH_ERROR);
    return nullptr;
  }
  return assignment;
}

bool isSamplerType(CGtype type) {
  return type == CG_SAMPLER || type == CG_SAMPLER1D || type == CG_SAMPLER2D || type == CG_SAMPLER3D ||
         type == CG_SAMPLERRECT || type == CG_SAMPLERCUBE;
}

}  // namespace cgx::libcg
