// User types: the structs and interfaces a program's or effect's source declares (UserTypes.h), their
// interfaces, and the names and classes of their types. As NVIDIA's libCg (measured:
// tests/libcg/oracle/user-types.c):
// - a program or effect lists every struct and interface its source declares, used or not, in order; a
//   context lists none, and a handle of another kind is CG_INVALID_PARAMETER_ERROR;
// - numbers start at 8193 and are the same for one name and definition in one context (a program compiled
//   again gets them again), new in another context;
// - an index outside a list is CG_OUT_OF_ARRAY_BOUNDS_ERROR; a name no type has is CG_UNKNOWN_TYPE;
// - a built-in type has no parents and is no interface, without an error.
#include <Cg/cg.h>

#include "State.h"
#include "UserTypes.h"

using namespace cgx::libcg;

namespace {

// The user types of a program or effect handle, or null after CG_INVALID_PARAMETER_ERROR.
const std::vector<CGtype>* typesOf(CGhandle handle) {
  if (const Program* program = find(static_cast<CGprogram>(handle))) return &program->userTypes;
  if (const Effect* effect = find(static_cast<CGeffect>(handle))) return &effect->userTypes;
  raise(CG_INVALID_PARAMETER_ERROR);
  return nullptr;
}

}  // namespace

extern "C" {

CG_API int CGENTRY cgGetNumUserTypes(CGhandle handle) {
  Guard guard;
  const std::vector<CGtype>* types = typesOf(handle);
  return types ? static_cast<int>(types->size()) : 0;
}

CG_API CGtype CGENTRY cgGetUserType(CGhandle handle, int index) {
  Guard guard;
  const std::vector<CGtype>* types = typesOf(handle);
  if (!types) return CG_UNKNOWN_TYPE;
  if (index < 0 || static_cast<std::size_t>(index) >= types->size()) {
    raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return CG_UNKNOWN_TYPE;
  }
  return (*types)[static_cast<std::size_t>(index)];
}

CG_API CGtype CGENTRY cgGetNamedUserType(CGhandle handle, const char* name) {
  Guard guard;
  const std::vector<CGtype>* types = typesOf(handle);
  if (!types) return CG_UNKNOWN_TYPE;
  if (!name) {  // NVIDIA's crashes; the manual's error for a bad name
    raise(CG_INVALID_PARAMETER_ERROR);
    return CG_UNKNOWN_TYPE;
  }
  return userTypeNamed(*types, name);
}

CG_API int CGENTRY cgGetNumParentTypes(CGtype type) {
  Guard guard;
  const UserType* user = userTypeOf(type);
  return user && user->parent != CG_UNKNOWN_TYPE ? 1 : 0;  // Cg has no multiple inheritance (C4003)
}

CG_API CGtype CGENTRY cgGetParentType(CGtype type, int index) {
  Guard guard;
  const UserType* user = userTypeOf(type);
  if (!user || user->parent == CG_UNKNOWN_TYPE || index != 0) {
    raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return CG_UNKNOWN_TYPE;
  }
  return user->parent;
}

CG_API CGbool CGENTRY cgIsParentType(CGtype parent, CGtype child) {
  Guard guard;
  const UserType* user = userTypeOf(child);
  return user && user->parent != CG_UNKNOWN_TYPE && user->parent == parent ? CG_TRUE : CG_FALSE;
}

CG_API CGbool CGENTRY cgIsInterfaceType(CGtype type) {
  Guard guard;
  const UserType* user = userTypeOf(type);
  return user && user->interface ? CG_TRUE : CG_FALSE;
}

}  // extern "C"
