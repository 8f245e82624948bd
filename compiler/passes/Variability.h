// Uniform/varying analysis of one function (normally the entry, after the pipeline): is a value the same
// for every vertex/fragment of a draw (it depends only on constants and uniforms), or does it vary?
// The CPU JIT hoists uniform computations out of its per-vertex loop; the profile checker counts them.
#pragma once

#include <vector>

#include "ir/IR.h"

namespace cgx::passes {

// Ordered: join is max. Constant < Uniform < Varying.
enum class Variability : std::uint8_t { Constant, Uniform, Varying };
const char* variabilityName(Variability v);

struct VariabilityInfo {
  std::vector<Variability> locals;   // by LocalId: the join over every value the local may hold
  std::vector<Variability> exprs;    // by ExprId (dead arena slots: Constant)
  Variability local(ir::LocalId id) const { return locals[id.value]; }
  Variability expr(ir::ExprId id) const { return exprs[id.value]; }
  bool isUniform(ir::ExprId id) const { return expr(id) != Variability::Varying; }
};

// Flow-insensitive per local, but control-dependence aware: a store under an `if` on a varying condition
// (or after a varying early exit, or in a loop whose exit depends on varying data) makes the local
// varying. Parameters (functions other than the entry) are taken as varying; ddx/ddy are varying.
VariabilityInfo computeVariability(const ir::Module& module, const ir::Function& fn);

}  // namespace cgx::passes
