// Shared parameters: context-level parameters (cgCreateParameter, cgCreateParameterArray) connected to
// program parameters or to each other (cgConnectParameter). A destination reads its value through the
// chain of sources (Tree.h: valueSource); connecting links each leaf of the destination to the matching
// leaf of the source, so whole arrays connect.
#include <Cg/cg.h>

#include <algorithm>
#include <optional>
#include <string>

#include "Names.h"
#include "Notify.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// Arrays made by cgCreateParameterArray: larger is an error, not an allocation of any size asked for.
constexpr int kMaxSharedArrayLength = 1 << 16;

std::optional<Id> addParameter(Context& context, CGtype type, const std::string& name, bool hasParent, Id parent) {
  auto node = std::make_unique<Parameter>();
  node->context = context.self;
  node->name = name;
  node->type = type;
  node->space = CG_GLOBAL;
  node->hasParent = hasParent;
  node->parent = parent;
  const TypeInfo* info = typeByValue(type);
  if (info && info->numeric()) node->value.assign(static_cast<std::size_t>(info->rows * info->columns), 0.0);
  auto id = state().parameters.add(std::move(node));
  if (id) state().parameters.get(*id)->self = *id;
  return id;
}

// Numeric and sampler types can be shared; structs need user types, which are not implemented yet.
bool shareable(CGtype type) {
  const TypeInfo* info = typeByValue(type);
  return info && (info->numeric() || info->parameterClass == CG_PARAMETERCLASS_SAMPLER);
}

CGparameter create(CGcontext handle, CGtype type, int length, bool array) {
  Context* context = lookup(handle);
  if (!context) return nullptr;
  if (!shareable(type)) {
    raise(CG_INVALID_VALUE_TYPE_ERROR, handle);
    return nullptr;
  }
  if (array && (length <= 0 || length > kMaxSharedArrayLength)) {
    raise(CG_INVALID_SIZE_ERROR, handle);
    return nullptr;
  }
  // A name no Cg path can spell, in the form NVIDIA's libCg uses ("$G_...$").
  static unsigned long serial = 0;
  const std::string name = "$G_" + std::to_string(serial++) + "$";
  auto root = addParameter(*context, array ? CG_ARRAY : type, name, false, Id{});
  if (!root) {
    raise(CG_MEMORY_ALLOC_ERROR, handle);
    return nullptr;
  }
  Parameter* top = state().parameters.get(*root);
  top->position = static_cast<std::uint32_t>(context->parameters.size());
  context->parameters.push_back(*root);
  if (array) {
    top->elementType = type;
    top->arraySize = length;
    for (int i = 0; i < length; ++i) {
      auto element = addParameter(*context, type, name + "[" + std::to_string(i) + "]", true, *root);
      if (!element) {
        destroyParameterTree(*root);
        std::erase(context->parameters, *root);
        raise(CG_MEMORY_ALLOC_ERROR, handle);
        return nullptr;
      }
      top = state().parameters.get(*root);
      state().parameters.get(*element)->position = static_cast<std::uint32_t>(top->children.size());
      top->children.push_back(*element);
    }
  }
  return handleOf(*state().parameters.get(*root));
}

// Keeps the value the destination had through the connection (NVIDIA's libCg: values were copied into
// it as they were set), then forgets the connection, below too.
void unlink(Parameter& to) {
  if (to.hasSource) {
    if (!to.value.empty()) to.value = valueSource(to).value;
    if (Parameter* from = state().parameters.get(to.source)) std::erase(from->connectedTo, to.self);
    to.hasSource = false;
  }
  for (Id child : to.children)
    if (Parameter* c = state().parameters.get(child)) unlink(*c);
}

}  // namespace

extern "C" {

CG_API CGparameter CGENTRY cgCreateParameter(CGcontext context, CGtype type) {
  Guard guard;
  return create(context, type, 0, false);
}

CG_API CGparameter CGENTRY cgCreateParameterArray(CGcontext context, CGtype type, int length) {
  Guard guard;
  return create(context, type, length, true);
}

CG_API void CGENTRY cgConnectParameter(CGparameter fromHandle, CGparameter toHandle) {
  Guard guard;
  Parameter* from = lookup(fromHandle);
  Parameter* to = from ? lookup(toHandle) : nullptr;
  if (!from || !to) return;
  if (from->programParameter || from->hasParent) {
    raise(CG_PARAMETER_IS_NOT_SHARED_ERROR);
    return;
  }
  // A cycle: `to` is already a source of `from`, or the same parameter.
  for (const Parameter* node = from; node; node = node->hasSource ? state().parameters.get(node->source) : nullptr)
    if (node->self == to->self) {
      raise(CG_BIND_CREATES_CYCLE_ERROR);
      return;
    }
  if (CGerror error = topologyError(*from, *to); error != CG_NO_ERROR) {
    raise(error);
    return;
  }
  unlink(*to);  // one source per destination: a new connection replaces the old
  link(*from, *to);
  notifyValueChanged(*to);  // it reads the source's value now
}

CG_API void CGENTRY cgDisconnectParameter(CGparameter handle) {
  Guard guard;
  if (Parameter* to = lookup(handle)) unlink(*to);
}

CG_API CGparameter CGENTRY cgGetConnectedParameter(CGparameter handle) {
  Guard guard;
  Parameter* to = lookup(handle);
  return to && to->hasSource ? parameterHandle(to->source) : nullptr;
}

CG_API int CGENTRY cgGetNumConnectedToParameters(CGparameter handle) {
  Guard guard;
  Parameter* from = lookup(handle);
  return from ? static_cast<int>(from->connectedTo.size()) : 0;
}

CG_API CGparameter CGENTRY cgGetConnectedToParameter(CGparameter handle, int index) {
  Guard guard;
  Parameter* from = lookup(handle);
  if (!from) return nullptr;
  if (index < 0 || index >= static_cast<int>(from->connectedTo.size())) {
    raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return nullptr;
  }
  return parameterHandle(from->connectedTo[static_cast<std::size_t>(index)]);
}

CG_API void CGENTRY cgDestroyParameter(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return;
  if (parameter->programParameter) {
    raise(CG_PARAMETER_IS_NOT_SHARED_ERROR);
    return;
  }
  if (parameter->hasParent) {
    raise(CG_NOT_ROOT_PARAMETER_ERROR);
    return;
  }
  if (!parameter->connectedTo.empty()) {
    raise(CG_CANNOT_DESTROY_PARAMETER_ERROR);
    return;
  }
  unlink(*parameter);
  if (Context* context = state().contexts.get(parameter->context)) {
    std::erase(context->parameters, parameter->self);
    for (std::size_t i = 0; i < context->parameters.size(); ++i)
      if (Parameter* p = state().parameters.get(context->parameters[i])) p->position = static_cast<std::uint32_t>(i);
  }
  destroyParameterTree(parameter->self);
}

}  // extern "C"
