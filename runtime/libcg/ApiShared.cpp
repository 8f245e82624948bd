// Shared parameters: context-level parameters (cgCreateParameter, cgCreateParameterArray) connected to
// program parameters or to each other (cgConnectParameter). A destination reads its value through the
// chain of sources (Tree.h: valueSource); connecting links each leaf of the destination to the matching
// leaf of the source, so whole arrays connect. An array made with length 0 is unsized: cgSetArraySize and
// cgSetMultiDimArraySize size it, and the unsized arrays it feeds with it (NVIDIA's, measured:
// tests/libcg/oracle/array-size.c).
#include <Cg/cg.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>

#include "EffectInterfaces.h"
#include "Names.h"
#include "Notify.h"
#include "State.h"
#include "Tree.h"
#include "UserTypes.h"

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

// Makes the fields of the shared struct `root` (`user`'s), named "<root>.<field>"; false when the table is full.
bool addFields(Context& context, Id root, const UserType& user) {
  for (std::size_t i = 0; i < user.members.size(); ++i) {
    const std::string name = state().parameters.get(root)->name + "." + user.members[i];
    auto field = addParameter(context, user.memberTypes[i], name, true, root);
    if (!field) return false;
    appendChild(root, *field);
  }
  return true;
}

// Makes `length` elements of the shared array `root` (values 0); false when the handle table is full, with
// the elements made so far kept and counted.
bool addElements(Context& context, Id root, int length) {
  Parameter* top = state().parameters.get(root);
  const CGtype type = top->elementType;
  const std::string name = top->name;
  for (int i = 0; i < length; ++i) {
    auto element = addParameter(context, type, name + "[" + std::to_string(i) + "]", true, root);
    top = state().parameters.get(root);
    if (!element) {
      top->arraySize = static_cast<int>(top->children.size());
      return false;
    }
    Parameter* made = state().parameters.get(*element);
    made->userType = top->elementUserType;  // an effect's `Shade layers[]`: each element is a Shade
    made->effectParameter = top->effectParameter;
    made->effect = top->effect;
    appendChild(root, *element);
    const UserType* user = userTypeOf(top->elementUserType);
    if (user && user->memberTypes.size() == user->members.size() && !addFields(context, *element, *user)) {
      top->arraySize = static_cast<int>(top->children.size());
      return false;
    }
    top = state().parameters.get(root);
  }
  top->arraySize = length;
  return true;
}

// Numeric, sampler and string types can be shared.
bool shareable(CGtype type) {
  const TypeInfo* info = typeByValue(type);
  return info && (info->numeric() || info->parameterClass == CG_PARAMETERCLASS_SAMPLER || type == CG_STRING);
}

// A struct or interface of `context` (a user type a program or effect of it declared) whose fields are all
// of shareable types: cgCreateParameter and cgCreateParameterArray make struct parameters of it, a node per
// field (an interface has none until a struct is connected to it). NVIDIA's, measured
// (oracle/effect-interfaces.c): a struct connected to an interface parameter is how an application chooses
// its implementation.
const UserType* shareableStruct(const Context& context, CGtype type) {
  const UserType* user = userTypeOf(type);
  if (!user || user->context != context.self || user->memberTypes.size() != user->members.size()) return nullptr;
  for (CGtype field : user->memberTypes)
    if (!shareable(field)) return nullptr;
  return user;
}

CGparameter create(CGcontext handle, CGtype type, int length, bool array) {
  Context* context = lookup(handle);
  if (!context) return nullptr;
  const UserType* structType = shareableStruct(*context, type);
  if (!shareable(type) && !structType) {
    raise(CG_INVALID_VALUE_TYPE_ERROR, handle);
    return nullptr;
  }
  if (array && (length < 0 || length > kMaxSharedArrayLength)) {
    raise(CG_INVALID_SIZE_ERROR, handle);
    return nullptr;
  }
  // A name no Cg path can spell, in the form NVIDIA's libCg uses ("$G_...$").
  static unsigned long serial = 0;
  const std::string name = "$G_" + std::to_string(serial++) + "$";
  auto root = addParameter(*context, array ? CG_ARRAY : structType ? CG_STRUCT : type, name, false, Id{});
  if (!root) {
    raise(CG_MEMORY_ALLOC_ERROR, handle);
    return nullptr;
  }
  Parameter* top = state().parameters.get(*root);
  top->position = static_cast<std::uint32_t>(context->parameters.size());
  context->parameters.push_back(*root);
  if (structType && !array) {
    top->userType = type;
    if (!addFields(*context, *root, *structType)) {
      destroyParameterTree(*root);
      std::erase(context->parameters, *root);
      raise(CG_MEMORY_ALLOC_ERROR, handle);
      return nullptr;
    }
  }
  if (array) {
    top->elementType = structType ? CG_STRUCT : type;
    if (structType) top->elementUserType = type;
    top->resizable = length == 0;  // NVIDIA's: an array made sized is not resizable (CG_PARAMETER_IS_NOT_...)
    if (!addElements(*context, *root, length)) {
      destroyParameterTree(*root);
      std::erase(context->parameters, *root);
      raise(CG_MEMORY_ALLOC_ERROR, handle);
      return nullptr;
    }
  }
  return handleOf(*state().parameters.get(*root));
}

// Links the elements of `to` to those of `from` (their roots are linked already) when the shapes agree.
void linkElements(Parameter& from, Parameter& to) {
  if (topologyError(from, to) != CG_NO_ERROR) return;
  for (std::size_t i = 0; i < from.children.size(); ++i)
    link(*state().parameters.get(from.children[i]), *state().parameters.get(to.children[i]));
  notifyValueChanged(to);
}

// cgSetArraySize on the resizable array `root`: its elements are made anew (new handles, values 0, as
// NVIDIA's), and so are those of the resizable arrays it feeds, through their destinations in turn; the
// element links each had are then made again where the shapes agree (a sized destination of another
// length, or a source of another length, stays connected at the root only, as NVIDIA's).
void resize(Id root, int length) {
  State& s = state();
  std::vector<Id> remade;
  std::set<std::uint32_t> seen;  // remade's indices (a live handle's index is its own)
  std::vector<Id> pending{root};
  while (!pending.empty()) {  // a worklist: a long chain of connections does not deepen the stack
    const Id id = pending.back();
    pending.pop_back();
    Parameter* array = s.parameters.get(id);
    Context* context = array ? s.contexts.get(array->context) : nullptr;
    if (!context || !seen.insert(id.index).second) continue;
    remade.push_back(id);
    // Destroying an element drops its links both ways; its destinations keep the value it gave them.
    for (Id child : std::vector<Id>(array->children)) destroyParameterTree(child);
    s.parameters.get(id)->children.clear();
    if (!addElements(*context, id, length)) raise(CG_MEMORY_ALLOC_ERROR, handleOf(*context));
    for (Id to : s.parameters.get(id)->connectedTo)
      if (const Parameter* destination = s.parameters.get(to); destination && destination->resizable)
        pending.push_back(to);
  }
  for (Id id : remade) {
    Parameter* array = s.parameters.get(id);
    if (Parameter* from = array->hasSource ? s.parameters.get(array->source) : nullptr) linkElements(*from, *array);
    for (Id to : array->connectedTo)
      if (Parameter* destination = s.parameters.get(to); destination && !seen.contains(to.index))
        linkElements(*array, *destination);
  }
}

// The checks cgSetArraySize and cgSetMultiDimArraySize share, in NVIDIA's order, then the resize.
void setArraySize(Parameter& parameter, int length) {
  if (parameter.type != CG_ARRAY) {
    raise(CG_ARRAY_PARAM_ERROR);
  } else if (!parameter.resizable) {
    raise(CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR);
  } else if (length < 0 || length > kMaxSharedArrayLength) {
    // NVIDIA's keeps the length's low 16 bits (65538 is 2); past the limit cgx refuses it.
    raise(CG_INVALID_PARAMETER_ERROR);
  } else {
    resize(parameter.self, length);
  }
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

CG_API void CGENTRY cgSetArraySize(CGparameter handle, int size) {
  Guard guard;
  if (Parameter* parameter = lookup(handle)) setArraySize(*parameter, size);
}

// cgx's resizable arrays have one dimension (cgCreateParameterMultiDimArray is not implemented yet): the
// first size is its length.
CG_API void CGENTRY cgSetMultiDimArraySize(CGparameter handle, const int* sizes) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return;
  if (!sizes) {
    raise(CG_INVALID_POINTER_ERROR);
    return;
  }
  setArraySize(*parameter, sizes[0]);
}

CG_API void CGENTRY cgConnectParameter(CGparameter fromHandle, CGparameter toHandle) {
  Guard guard;
  Parameter* from = lookup(fromHandle);
  Parameter* to = from ? lookup(toHandle) : nullptr;
  if (!from || !to) return;
  // The manual's rule. NVIDIA's connects a program parameter too (measured); any other node may be a source,
  // an array's element or a struct's field included (NVIDIA's, measured: oracle/effect-interfaces.c).
  if (from->programParameter) {
    raise(CG_PARAMETER_IS_NOT_SHARED_ERROR);
    return;
  }
  // A cycle: `to` is already a source of `from`, or the same parameter.
  for (const Parameter* node = from; node; node = node->hasSource ? state().parameters.get(node->source) : nullptr)
    if (node->self == to->self) {
      raise(CG_BIND_CREATES_CYCLE_ERROR);
      return;
    }
  // A node given to its own ancestor: the ancestor's fields would be made anew from a node among them.
  // Refused as a cycle (NVIDIA's libCg crashes on it: a struct field given to the interface holding it).
  for (const Parameter* up = from; up && up->hasParent; up = state().parameters.get(up->parent))
    if (up->parent == to->self) {
      raise(CG_BIND_CREATES_CYCLE_ERROR);
      return;
    }
  // A struct given to a parameter of an interface it implements: the destination takes its fields first.
  if (implementsInterfaceOf(*from, *to)) {
    unlink(*to);
    if (!takeFieldsOf(*from, *to)) return;
    link(*from, *to);
    notifyValueChanged(*to);
    if (Program* program = programOf(*to)) bindOwnInterfaces(*program);
    return;
  }
  // An unsized array connects to an array of its element type whatever the lengths, and takes the
  // source's when it is the destination (NVIDIA's, measured).
  const bool unsized = (from->resizable || to->resizable) && from->type == CG_ARRAY && to->type == CG_ARRAY &&
                       innermostType(*from) == innermostType(*to);
  if (CGerror error = unsized ? CG_NO_ERROR : topologyError(*from, *to); error != CG_NO_ERROR) {
    raise(error);
    return;
  }
  unlink(*to);  // one source per destination: a new connection replaces the old
  if (!unsized) {
    link(*from, *to);
  } else {
    to->hasSource = true;
    to->source = from->self;
    from->connectedTo.push_back(to->self);
    if (to->resizable) resize(to->self, from->arraySize);  // which links the elements
    else linkElements(*from, *to);
  }
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
