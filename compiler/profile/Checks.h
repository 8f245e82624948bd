// The profile's limits, checked on an allocated program: each failure is cgc's code, at the source of the
// cause, with notes that say what was counted. One function per limit in Checks.cpp.
#pragma once

#include <vector>

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "profile/Allocation.h"
#include "profile/CostEstimate.h"
#include "profile/Profile.h"
#include "profile/UniformUsage.h"

namespace cgx::profile {

struct CheckOptions {
  // Enforce the constant-register limit on every register, relatively addressed arrays included (the
  // ARB_vertex_program minimum of 96 for arbvp1), instead of cgc's looser count. `-strict-limits`.
  bool strictLimits = false;
};

// What the checks found, for -profiles' matrix: the first limit that failed, in words ("" when it fits).
struct CheckResult {
  bool fits = true;
  std::string firstFailure;
};

CheckResult checkProfileLimits(const ir::Module& module, const Profile& profile, const Allocation& allocation,
                               const std::vector<UniformUsage>& uniforms, const CostEstimate& cost,
                               const CheckOptions& options, DiagnosticSink& sink);

}  // namespace cgx::profile
