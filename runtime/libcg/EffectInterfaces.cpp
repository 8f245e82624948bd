// Interface-typed parameters given structs, and the effect programs that follow them (EffectInterfaces.h).
#include "EffectInterfaces.h"

#include <memory>
#include <optional>

#include "Notify.h"
#include "ProgramBuild.h"
#include "Tree.h"
#include "UserTypes.h"

namespace cgx::libcg {

namespace {

bool isInterfaceTyped(const Parameter& parameter) {
  const UserType* type = parameter.type == CG_STRUCT ? userTypeOf(parameter.userType) : nullptr;
  return type && type->interface;
}

// A copy of `from`'s node (type, shape, value) named `name`, the last child of `parent`; its children are
// the caller's.
std::optional<Id> copyNode(const Parameter& from, const Parameter& root, const std::string& name, Id parent) {
  auto node = std::make_unique<Parameter>();
  node->context = root.context;
  node->programParameter = root.programParameter;
  node->program = root.program;
  node->effectParameter = root.effectParameter;
  node->effect = root.effect;
  node->space = root.space;
  node->name = name;
  node->type = from.type;
  node->userType = from.userType;
  node->elementType = from.elementType;
  node->elementUserType = from.elementUserType;
  node->arraySize = from.arraySize;
  node->value = from.value;
  node->defaultValue = from.defaultValue;
  node->hasText = from.hasText;
  node->text = from.text;
  auto id = state().parameters.add(std::move(node));
  if (!id) return id;
  state().parameters.get(*id)->self = *id;
  appendChild(parent, *id);
  return id;
}

// Makes copies of `from`'s children under `to` (named by replacing `from`'s path with `to`'s), recursively;
// false when the table is full. The depth is that of a tree libCg made, which is bounded.
bool copyChildren(const Parameter& from, Id to, const Parameter& root) {
  State& s = state();
  for (Id child : from.children) {
    const Parameter* original = s.parameters.get(child);
    const Parameter* parent = s.parameters.get(to);
    if (!original || !parent) continue;
    const std::string name = parent->name + original->name.substr(from.name.size());
    auto made = copyNode(*original, root, name, to);
    if (!made) return false;
    if (!copyChildren(*s.parameters.get(child), *made, root)) return false;
  }
  return true;
}

// The struct a struct parameter holds: its own type, or for an interface-typed one the struct given it.
CGtype structOf(const Parameter& parameter) {
  return isInterfaceTyped(parameter) ? parameter.implementation : parameter.userType;
}

}  // namespace

bool implementsInterfaceOf(const Parameter& from, const Parameter& to) {
  if (!isInterfaceTyped(to) || from.type != CG_STRUCT) return false;
  const UserType* type = userTypeOf(structOf(from));
  return type && !type->interface && type->parent == to.userType;
}

bool takeFieldsOf(const Parameter& from, Parameter& to) {
  const Id toId = to.self;
  for (Id child : std::vector<Id>(to.children)) destroyParameterTree(child);
  Parameter* target = state().parameters.get(toId);
  target->children.clear();
  target->implementation = structOf(from);
  if (Effect* effect = target->effectParameter ? state().effects.get(target->effect) : nullptr)
    ++effect->interfaceChanges;  // the programs' links to the fields just destroyed are gone
  if (!copyChildren(from, toId, *target)) {
    raise(CG_MEMORY_ALLOC_ERROR);
    return false;
  }
  return true;
}

namespace {

// The -type bindings of the interface parameters among `roots` and their arrays' elements that were given
// structs, in order; an entry parameter's named after the entry ("main.key = Bulb"), as cgc's -type takes it.
std::vector<std::string> bindingsOf(const std::vector<Id>& roots, const std::string& entry) {
  std::vector<std::string> bindings;
  auto bind = [&](const Parameter& p) {
    const std::string scope = p.programParameter && p.space == CG_PROGRAM ? entry + "." : "";
    if (const UserType* type = userTypeOf(p.implementation)) bindings.push_back(scope + p.name + " = " + type->name);
  };
  for (Id id : roots) {
    const Parameter* root = state().parameters.get(id);
    if (!root) continue;
    if (isInterfaceTyped(*root)) bind(*root);
    if (root->type != CG_ARRAY) continue;
    for (Id element : root->children)
      if (const Parameter* p = state().parameters.get(element); p && isInterfaceTyped(*p)) bind(*p);
  }
  return bindings;
}

}  // namespace

std::vector<std::string> interfaceBindings(const Effect& effect) { return bindingsOf(effect.parameters, ""); }

void bindOwnInterfaces(Program& program) {
  if (program.effectProgram) return;  // its effect's bindings are followInterfaceBindings'
  std::vector<std::string> bindings = bindingsOf(program.roots, program.entry);
  if (bindings == program.typeBindings) return;
  program.typeBindings = std::move(bindings);
  recompile(program);
}

void followInterfaceBindings(Program& program) {
  const Effect* effect = program.effectProgram ? state().effects.get(program.effect) : nullptr;
  if (!effect) return;
  std::vector<std::string> bindings = interfaceBindings(*effect);
  if (bindings == program.typeBindings && program.interfaceChanges == effect->interfaceChanges) return;
  program.typeBindings = std::move(bindings);
  program.interfaceChanges = effect->interfaceChanges;
  program.compiled = false;
  program.awaitingUse = false;  // the compile made with the effect was for other structs
  Context* context = state().contexts.get(program.context);
  if (context && compilerSupports(program.profile)) compile(program, *context);
}

}  // namespace cgx::libcg
