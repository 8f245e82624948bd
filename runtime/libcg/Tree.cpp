#include "Tree.h"

#include "Names.h"

namespace cgx::libcg {

void appendChild(Id parent, Id child) {
  State& s = state();
  Parameter* up = s.parameters.get(parent);
  Parameter* node = s.parameters.get(child);
  node->hasParent = true;
  node->parent = parent;
  node->position = static_cast<std::uint32_t>(up->children.size());
  up->children.push_back(child);
}

const std::vector<Id>* siblingsOf(const Parameter& parameter) {
  State& s = state();
  if (parameter.hasParent) {
    const Parameter* parent = s.parameters.get(parameter.parent);
    return parent ? &parent->children : nullptr;
  }
  if (parameter.programParameter) {
    const Program* program = s.programs.get(parameter.program);
    return program ? &program->roots : nullptr;
  }
  if (parameter.effectParameter) {
    const Effect* effect = s.effects.get(parameter.effect);
    return effect ? parameter.unlisted ? &effect->unlisted : &effect->parameters : nullptr;
  }
  const Context* context = s.contexts.get(parameter.context);
  return context ? &context->parameters : nullptr;
}

namespace {

void collectLeaves(Id id, std::vector<Id>& out) {
  Parameter* parameter = state().parameters.get(id);
  if (!parameter) return;
  if (parameter->children.empty()) {
    if (parameter->type != CG_STRUCT && parameter->type != CG_ARRAY) out.push_back(id);
    return;
  }
  for (Id child : parameter->children) collectLeaves(child, out);
}

}  // namespace

namespace {

// Every struct or array node has children (the tree is built from leaves), so descending ends at a leaf.
Parameter* leftmostLeaf(Parameter* node) {
  while (node && !node->children.empty()) node = state().parameters.get(node->children.front());
  return node;
}

}  // namespace

Parameter* nextSibling(const Parameter& parameter) {
  const std::vector<Id>* siblings = siblingsOf(parameter);
  if (!siblings) return nullptr;
  for (std::size_t i = parameter.position + 1; i < siblings->size(); ++i) {
    Parameter* next = state().parameters.get((*siblings)[i]);
    if (next && (parameter.hasParent || next->space == parameter.space)) return next;
  }
  return nullptr;
}

Parameter* firstLeaf(const Program& program, CGenum space) {
  for (Id root : program.roots)
    if (Parameter* parameter = state().parameters.get(root); parameter && parameter->space == space)
      return leftmostLeaf(parameter);
  return nullptr;
}

Parameter* firstLeaf(const Effect& effect) {
  for (Id root : effect.parameters)
    if (Parameter* parameter = state().parameters.get(root)) return leftmostLeaf(parameter);
  return nullptr;
}

Parameter* nextLeaf(const Parameter& leaf) {
  const Parameter* node = &leaf;
  while (node) {
    if (Parameter* next = nextSibling(*node)) return leftmostLeaf(next);
    node = node->hasParent ? state().parameters.get(node->parent) : nullptr;
  }
  return nullptr;
}

std::vector<Parameter*> leavesUnder(Parameter& parameter) {
  std::vector<Id> ids;
  collectLeaves(parameter.self, ids);
  std::vector<Parameter*> out;
  for (Id id : ids)
    if (Parameter* leaf = state().parameters.get(id); leaf && isNumericLeaf(*leaf)) out.push_back(leaf);
  return out;
}

Parameter* findByPath(const std::vector<Id>& roots, std::string_view path) {
  for (Id id : roots) {
    Parameter* parameter = state().parameters.get(id);
    if (!parameter) continue;
    if (parameter->name == path) return parameter;
    // Descend only where the path continues this node's name ("light" -> "light.pos", "a" -> "a[2]").
    const std::string& name = parameter->name;
    if (path.size() > name.size() && path.substr(0, name.size()) == name &&
        (path[name.size()] == '.' || path[name.size()] == '['))
      if (Parameter* found = findByPath(parameter->children, path)) return found;
  }
  return nullptr;
}

Program* programOf(const Parameter& parameter) {
  return parameter.programParameter ? state().programs.get(parameter.program) : nullptr;
}

Parameter* findNamed(const Program& program, std::string_view path) {
  if (Parameter* found = findByPath(program.roots, path)) return found;
  for (Id domain : program.domains)
    if (const Program* p = state().programs.get(domain))
      if (Parameter* found = findByPath(p->roots, path)) return found;
  return nullptr;
}

CGtype innermostType(const Parameter& parameter) {
  const Parameter* node = &parameter;
  // Arrays nest at most as deep as the tree; the loop stops at the first non-array.
  while (node->type == CG_ARRAY && !node->children.empty()) {
    const Parameter* element = state().parameters.get(node->children.front());
    if (!element) break;
    node = element;
  }
  return node->type == CG_ARRAY ? node->elementType : node->type;
}

namespace {

// NVIDIA's libCg gives an array of column-major matrices the shape of their storage (a float3x4[2] under
// pack_matrix(column_major) has 4 rows and 3 columns), while each element keeps its declared shape.
bool arrayOfColumnMajor(const Parameter& parameter) {
  const Parameter* node = &parameter;
  while (node->type == CG_ARRAY && !node->children.empty()) {
    const Parameter* element = state().parameters.get(node->children.front());
    if (!element) return false;
    node = element;
  }
  return parameter.type == CG_ARRAY && node->columnMajor;
}

}  // namespace

int rowsOf(const Parameter& parameter) {
  const TypeInfo* info = typeByValue(innermostType(parameter));
  if (!info) return 0;
  return arrayOfColumnMajor(parameter) ? info->columns : info->rows;
}

int columnsOf(const Parameter& parameter) {
  const TypeInfo* info = typeByValue(innermostType(parameter));
  if (!info) return 0;
  return arrayOfColumnMajor(parameter) ? info->rows : info->columns;
}

int arrayTotalSize(const Parameter& parameter) {
  if (parameter.type != CG_ARRAY) return 0;
  int total = 1;
  const Parameter* node = &parameter;
  while (node && node->type == CG_ARRAY) {
    total *= node->arraySize;
    node = node->children.empty() ? nullptr : state().parameters.get(node->children.front());
  }
  return total;
}

bool isNumericLeaf(const Parameter& parameter) {
  const TypeInfo* info = typeByValue(parameter.type);
  return info && info->numeric() && parameter.children.empty();
}

const Parameter& valueSource(const Parameter& parameter) {
  const Parameter* node = &parameter;
  // Connections form a forest (cgConnectParameter refuses cycles; each destination has one source), so
  // the walk ends.
  while (node->hasSource) {
    const Parameter* source = state().parameters.get(node->source);
    if (!source) break;
    node = source;
  }
  return *node;
}

// Same type and the same shape below (array sizes, member types), or the error the manual names.
CGerror topologyError(const Parameter& from, const Parameter& to) {
  if ((from.type == CG_STRING) != (to.type == CG_STRING)) return CG_CONFLICTING_PARAMETER_TYPES_ERROR;
  if (from.type != to.type) return CG_PARAMETERS_DO_NOT_MATCH_ERROR;
  if (from.type == CG_ARRAY && innermostType(from) != innermostType(to)) return CG_ARRAY_TYPES_DO_NOT_MATCH_ERROR;
  if (from.children.size() != to.children.size()) {
    return from.type == CG_ARRAY ? CG_ARRAY_DIMENSIONS_DO_NOT_MATCH_ERROR : CG_PARAMETERS_DO_NOT_MATCH_ERROR;
  }
  for (std::size_t i = 0; i < from.children.size(); ++i) {
    const Parameter* a = state().parameters.get(from.children[i]);
    const Parameter* b = state().parameters.get(to.children[i]);
    if (!a || !b) return CG_PARAMETERS_DO_NOT_MATCH_ERROR;
    if (CGerror error = topologyError(*a, *b); error != CG_NO_ERROR) return error;
  }
  return CG_NO_ERROR;
}

void copyValues(const std::vector<Id>& from, const std::vector<Id>& to, bool connections) {
  for (std::size_t i = 0; i < from.size() && i < to.size(); ++i) {
    const Parameter* original = state().parameters.get(from[i]);
    Parameter* copy = state().parameters.get(to[i]);
    if (!original || !copy || original->name != copy->name) continue;
    if (copy->value.size() == original->value.size()) copy->value = original->value;
    if (Parameter* source = connections && original->hasSource && original->children.empty()
                                ? state().parameters.get(original->source)
                                : nullptr;
        source && !copy->hasSource && topologyError(*source, *copy) == CG_NO_ERROR)
      link(*source, *copy);
    copyValues(original->children, copy->children, connections);
  }
}

void link(Parameter& from, Parameter& to) {
  // Linking again what is linked already adds nothing: a program's parameters kept from its last compile
  // keep their connections, and only its nodes made anew (fields given anew) are linked (bindEffectProgram).
  if (!to.hasSource || to.source != from.self) from.connectedTo.push_back(to.self);
  to.hasSource = true;
  to.source = from.self;
  // A string is copied when connected and not followed after (NVIDIA's, measured: oracle/strings.c).
  if (from.type == CG_STRING) {
    to.hasText = from.hasText;
    to.text = from.text;
  }
  for (std::size_t i = 0; i < from.children.size(); ++i)
    link(*state().parameters.get(from.children[i]), *state().parameters.get(to.children[i]));
}

}  // namespace cgx::libcg
