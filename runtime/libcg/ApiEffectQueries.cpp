// Queries over effects: their leaf parameters, effects by name, the parameter a state assignment's value
// comes from, the parameters a program array's `compile`s name, and which parameters an effect, technique,
// pass, state assignment or program may use. As NVIDIA's libCg (measured: tests/libcg/oracle/effect-queries.c):
// - cgIsParameterUsed follows what feeds the container: a program's referenced parameters through their
//   connections and the expressions its `compile` evaluates; a state assignment's value parameter, the index
//   of a program array's element and the programs it may bind; a pass's state assignments (not its
//   samplers' states), a technique's passes, an effect's techniques. A null container is
//   CG_INVALID_PARAMETER_ERROR, as NVIDIA's.
// - cgGetDependentProgramArrayStateAssignmentParameter lists the effect parameters the array's `compile`s
//   pass, as the manual says, last named first (NVIDIA's order); an index past them is
//   CG_OUT_OF_ARRAY_BOUNDS_ERROR for a program array's assignment, and nothing for another.
// - cgGetConnectedStateAssignmentParameter is the parameter a value names (`= tint`, `= <tint>`), or the
//   program array of `(V[select])`.
#include <Cg/cg.h>

#include <algorithm>
#include <set>
#include <vector>

#include "EffectObjects.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// The slot indices of `root` and every parameter below it.
std::set<std::uint32_t> subtree(const Parameter& root) {
  std::set<std::uint32_t> out;
  std::vector<Id> work{root.self};
  while (!work.empty()) {
    const Parameter* node = state().parameters.get(work.back());
    work.pop_back();
    if (!node || !out.insert(node->self.index).second) continue;
    work.insert(work.end(), node->children.begin(), node->children.end());
  }
  return out;
}

// Whether `node`'s value comes from one of `targets`, through its chain of connections (bounded: a chain
// visits each parameter once).
bool fedBy(const Parameter& node, const std::set<std::uint32_t>& targets) {
  std::set<std::uint32_t> seen;
  for (const Parameter* p = &node; p && seen.insert(p->self.index).second;
       p = p->hasSource ? state().parameters.get(p->source) : nullptr)
    if (targets.contains(p->self.index)) return true;
  return false;
}

// Whether an expression of the effect's names a parameter among `targets`.
bool namesAny(const Effect& effect, const cgx::ast::Expr& expr, const std::set<std::uint32_t>& targets) {
  std::vector<Id> named;
  namedParameters(effect, expr, named);
  return std::ranges::any_of(named, [&](Id id) { return targets.contains(id.index); });
}

bool programUses(const Program& program, const std::set<std::uint32_t>& targets) {
  State& s = state();
  std::vector<Id> work(program.roots.begin(), program.roots.end());
  while (!work.empty()) {
    const Parameter* node = s.parameters.get(work.back());
    work.pop_back();
    if (!node) continue;
    // A referenced leaf (an unreferenced global of the effect is the program's too, and uses nothing).
    if (node->children.empty() && node->referenced && fedBy(*node, targets)) return true;
    work.insert(work.end(), node->children.begin(), node->children.end());
  }
  const Effect* effect = program.effectProgram ? s.effects.get(program.effect) : nullptr;
  for (const EffectArgument& argument : program.effectArguments)
    if (effect && argument.expression && namesAny(*effect, *argument.expression, targets)) return true;
  return false;
}

bool assignmentUses(const StateAssignment& assignment, const std::set<std::uint32_t>& targets) {
  State& s = state();
  if (assignment.hasValueParameter && targets.contains(assignment.valueParameter.index) &&
      s.parameters.get(assignment.valueParameter))
    return true;
  for (Id id : assignment.indexParameters)
    if (targets.contains(id.index) && s.parameters.get(id)) return true;
  if (assignment.hasProgram)
    if (const Program* program = s.programs.get(assignment.program); program && programUses(*program, targets))
      return true;
  for (Id id : assignment.elementPrograms)
    if (const Program* program = s.programs.get(id); program && programUses(*program, targets)) return true;
  return false;
}

bool passUses(const Pass& pass, const std::set<std::uint32_t>& targets) {
  for (Id id : pass.assignments)
    if (const StateAssignment* a = state().assignments.get(id); a && assignmentUses(*a, targets)) return true;
  return false;
}

bool techniqueUses(const Technique& technique, const std::set<std::uint32_t>& targets) {
  for (Id id : technique.passes)
    if (const Pass* pass = state().passes.get(id); pass && passUses(*pass, targets)) return true;
  return false;
}

}  // namespace

extern "C" {

CG_API CGparameter CGENTRY cgGetFirstLeafEffectParameter(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  Parameter* leaf = effect ? firstLeaf(*effect) : nullptr;
  return leaf ? handleOf(*leaf) : nullptr;
}

// With case, as cgGetNamedTechnique; a null name finds nothing and raises nothing (NVIDIA's).
CG_API CGeffect CGENTRY cgGetNamedEffect(CGcontext handle, const char* name) {
  Guard guard;
  const Context* context = lookup(handle);
  if (!context || !name) return nullptr;
  for (Id id : context->effects)
    if (const Effect* effect = state().effects.get(id); effect && effect->named && effect->name == name)
      return handleOf(*effect);
  return nullptr;
}

CG_API CGparameter CGENTRY cgGetConnectedStateAssignmentParameter(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  if (!assignment) return nullptr;
  const Parameter* parameter = assignment->hasValueParameter ? state().parameters.get(assignment->valueParameter)
                               : assignment->elementIndex     ? state().parameters.get(assignment->elementArray)
                                                              : nullptr;
  return parameter ? handleOf(*parameter) : nullptr;
}

CG_API int CGENTRY cgGetNumDependentProgramArrayStateAssignmentParameters(CGstateassignment handle) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  return assignment ? static_cast<int>(assignment->argumentParameters.size()) : 0;
}

CG_API CGparameter CGENTRY cgGetDependentProgramArrayStateAssignmentParameter(CGstateassignment handle, int index) {
  Guard guard;
  const StateAssignment* assignment = lookup(handle);
  if (!assignment) return nullptr;
  if (index < 0 || static_cast<std::size_t>(index) >= assignment->argumentParameters.size()) {
    if (assignment->elementCompiles) raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return nullptr;
  }
  const Parameter* parameter = state().parameters.get(assignment->argumentParameters[static_cast<std::size_t>(index)]);
  return parameter ? handleOf(*parameter) : nullptr;
}

CG_API CGbool CGENTRY cgIsParameterUsed(CGparameter parameterHandle, CGhandle container) {
  Guard guard;
  const Parameter* parameter = lookup(parameterHandle);
  if (!parameter) return CG_FALSE;
  const std::set<std::uint32_t> targets = subtree(*parameter);
  if (const Effect* effect = find(static_cast<CGeffect>(container))) {
    for (Id id : effect->techniques)
      if (const Technique* t = state().techniques.get(id); t && techniqueUses(*t, targets)) return CG_TRUE;
    return CG_FALSE;
  }
  if (const Technique* technique = find(static_cast<CGtechnique>(container)))
    return techniqueUses(*technique, targets) ? CG_TRUE : CG_FALSE;
  if (const Pass* pass = find(static_cast<CGpass>(container))) return passUses(*pass, targets) ? CG_TRUE : CG_FALSE;
  if (const StateAssignment* assignment = find(static_cast<CGstateassignment>(container)))
    return assignmentUses(*assignment, targets) ? CG_TRUE : CG_FALSE;
  if (const Program* program = find(static_cast<CGprogram>(container)))
    return programUses(*program, targets) ? CG_TRUE : CG_FALSE;
  raise(CG_INVALID_PARAMETER_ERROR);  // NVIDIA's, for a null or invented container (measured)
  return CG_FALSE;
}

}  // extern "C"
