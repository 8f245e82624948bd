// The parameter tree: iteration, lookup by name and path, and what a parameter is (type, shape, semantic,
// variability, direction, resource, whether the program references it).
#include <Cg/cg.h>

#include <string>

#include "Names.h"
#include "ProgramBuild.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

CGparameter firstIn(const Program& program, CGenum space) {
  for (Id root : program.roots)
    if (const Parameter* parameter = state().parameters.get(root); parameter && parameter->space == space)
      return parameterHandle(root);
  return nullptr;
}

bool validSpace(CGenum space) {
  if (space == CG_PROGRAM || space == CG_GLOBAL) return true;
  raise(CG_INVALID_ENUMERANT_ERROR);
  return false;
}

}  // namespace

extern "C" {

CG_API CGparameter CGENTRY cgGetFirstParameter(CGprogram handle, CGenum name_space) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program || !validSpace(name_space) || !compileForQuery(*program)) return nullptr;
  return firstIn(*program, name_space);
}

CG_API CGparameter CGENTRY cgGetNextParameter(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  // NVIDIA's walks a struct's members but not an array's elements: the next of k[0] is null (measured;
  // cgGetArrayParameter reaches the elements). Leaf iteration still goes through them (nextLeaf).
  const Parameter* parent = parameter && parameter->hasParent ? state().parameters.get(parameter->parent) : nullptr;
  if (parent && parent->type == CG_ARRAY) return nullptr;
  Parameter* next = parameter ? nextSibling(*parameter) : nullptr;
  return next ? handleOf(*next) : nullptr;
}

CG_API CGparameter CGENTRY cgGetFirstLeafParameter(CGprogram handle, CGenum name_space) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program || !validSpace(name_space) || !compileForQuery(*program)) return nullptr;
  Parameter* leaf = firstLeaf(*program, name_space);
  return leaf ? handleOf(*leaf) : nullptr;
}

CG_API CGparameter CGENTRY cgGetNextLeafParameter(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  Parameter* next = parameter ? nextLeaf(*parameter) : nullptr;
  return next ? handleOf(*next) : nullptr;
}

CG_API CGparameter CGENTRY cgGetNamedParameter(CGprogram handle, const char* name) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program || !name || !compileForQuery(*program)) return nullptr;
  Parameter* found = findNamed(*program, name);
  return found ? handleOf(*found) : nullptr;
}

CG_API CGparameter CGENTRY cgGetNamedProgramParameter(CGprogram handle, CGenum name_space, const char* name) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program || !validSpace(name_space) || !name || !compileForQuery(*program)) return nullptr;
  Parameter* found = findNamed(*program, name);
  return found && found->space == name_space ? handleOf(*found) : nullptr;
}

CG_API CGparameter CGENTRY cgGetFirstStructParameter(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  if (parameter->type != CG_STRUCT) {
    raise(CG_INVALID_PARAMETER_TYPE_ERROR);
    return nullptr;
  }
  return parameter->children.empty() ? nullptr : parameterHandle(parameter->children.front());
}

CG_API CGparameter CGENTRY cgGetNamedStructParameter(CGparameter handle, const char* name) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  if (parameter->type != CG_STRUCT) {
    raise(CG_INVALID_PARAMETER_TYPE_ERROR);
    return nullptr;
  }
  if (!name) return nullptr;
  const std::string path = parameter->name + "." + name;
  for (Id child : parameter->children)
    if (Parameter* member = state().parameters.get(child); member && member->name == path) return handleOf(*member);
  return nullptr;
}

CG_API CGparameter CGENTRY cgGetNamedSubParameter(CGparameter handle, const char* name) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter || !name) return nullptr;
  const std::string path = parameter->name + (name[0] == '[' ? "" : ".") + name;
  Parameter* found = findByPath(parameter->children, path);
  return found ? handleOf(*found) : nullptr;
}

CG_API CGparameter CGENTRY cgGetArrayParameter(CGparameter handle, int index) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  if (parameter->type != CG_ARRAY) {
    raise(CG_ARRAY_PARAM_ERROR);
    return nullptr;
  }
  if (index < 0 || index >= static_cast<int>(parameter->children.size())) {
    raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return nullptr;
  }
  return parameterHandle(parameter->children[static_cast<std::size_t>(index)]);
}

CG_API int CGENTRY cgGetArrayDimension(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return 0;
  if (parameter->type != CG_ARRAY) {
    raise(CG_ARRAY_PARAM_ERROR);
    return 0;
  }
  int dimension = 0;
  for (const Parameter* node = parameter; node && node->type == CG_ARRAY;
       node = node->children.empty() ? nullptr : state().parameters.get(node->children.front()))
    ++dimension;
  return dimension;
}

CG_API int CGENTRY cgGetArraySize(CGparameter handle, int dimension) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return 0;
  if (dimension < 0) {
    raise(CG_INVALID_DIMENSION_ERROR);
    return 0;
  }
  const Parameter* node = parameter;
  for (int d = 0; d < dimension && node && node->type == CG_ARRAY; ++d)
    node = node->children.empty() ? nullptr : state().parameters.get(node->children.front());
  return node && node->type == CG_ARRAY ? node->arraySize : 0;
}

CG_API int CGENTRY cgGetArrayTotalSize(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? arrayTotalSize(*parameter) : 0;
}

CG_API CGtype CGENTRY cgGetArrayType(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return CG_UNKNOWN_TYPE;
  if (parameter->type != CG_ARRAY) {
    raise(CG_ARRAY_PARAM_ERROR);
    return CG_UNKNOWN_TYPE;
  }
  return innermostType(*parameter);
}

CG_API int CGENTRY cgGetParameterIndex(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return -1;
  const Parameter* parent = parameter->hasParent ? state().parameters.get(parameter->parent) : nullptr;
  if (!parent || parent->type != CG_ARRAY) {
    raise(CG_ARRAY_PARAM_ERROR);
    return -1;
  }
  return static_cast<int>(parameter->position);
}

CG_API const char* CGENTRY cgGetParameterName(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->name.c_str() : nullptr;
}

CG_API CGtype CGENTRY cgGetParameterType(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->type : CG_UNKNOWN_TYPE;
}

// NVIDIA's libCg names a column-major matrix by its storage, as cgc's listing does: a float3x4 declared
// under #pragma pack_matrix(column_major) is a float4x3 here (cgGetParameterType keeps float3x4).
CG_API CGtype CGENTRY cgGetParameterNamedType(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return CG_UNKNOWN_TYPE;
  if (parameter->type == CG_STRUCT && parameter->userType != CG_UNKNOWN_TYPE) return parameter->userType;
  const TypeInfo* stored = parameter->columnMajor ? transposedType(parameter->type) : nullptr;
  return stored ? stored->type : parameter->type;
}

// CG_ROW_MAJOR or CG_COLUMN_MAJOR for a matrix; anything else is CG_UNKNOWN with
// CG_INVALID_PARAM_HANDLE_ERROR, as NVIDIA's libCg answers (measured; the manual says nothing of it).
CG_API CGenum CGENTRY cgGetMatrixParameterOrder(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return CG_UNKNOWN;
  if (cgGetTypeClass(parameter->type) != CG_PARAMETERCLASS_MATRIX) {
    raise(CG_INVALID_PARAM_HANDLE_ERROR);
    return CG_UNKNOWN;
  }
  return parameter->columnMajor ? CG_COLUMN_MAJOR : CG_ROW_MAJOR;
}

CG_API CGtype CGENTRY cgGetParameterBaseType(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return CG_UNKNOWN_TYPE;
  // A struct's (or an array of structs') base type is its struct, as NVIDIA's names it.
  const Parameter* element = parameter;
  while (element && element->type == CG_ARRAY && !element->children.empty())
    element = state().parameters.get(element->children.front());
  if (element && element->type == CG_STRUCT && element->userType != CG_UNKNOWN_TYPE) return element->userType;
  return cgGetTypeBase(innermostType(*parameter));
}

CG_API CGparameterclass CGENTRY cgGetParameterClass(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return CG_PARAMETERCLASS_UNKNOWN;
  return cgGetTypeClass(parameter->type);
}

CG_API int CGENTRY cgGetParameterRows(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? rowsOf(*parameter) : 0;
}

CG_API int CGENTRY cgGetParameterColumns(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? columnsOf(*parameter) : 0;
}

CG_API const char* CGENTRY cgGetParameterSemantic(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->semantic.c_str() : "";
}

// Upper case under the default policy, as NVIDIA's ("Position" reads back "POSITION"); a null semantic is
// CG_INVALID_PARAMETER_ERROR, the semantic kept (measured: oracle/effect-create.c).
CG_API void CGENTRY cgSetParameterSemantic(CGparameter handle, const char* semantic) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return;
  if (!semantic) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return;
  }
  parameter->semantic = semanticUnderPolicy(semantic);
}

CG_API CGenum CGENTRY cgGetParameterVariability(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->variability : CG_ERROR;
}

CG_API CGenum CGENTRY cgGetParameterDirection(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->direction : CG_ERROR;
}

CG_API CGresource CGENTRY cgGetParameterResource(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return CG_UNDEFINED;
  if (!parameter->children.empty() || parameter->type == CG_STRUCT || parameter->type == CG_ARRAY) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return CG_UNDEFINED;
  }
  return parameter->resource;
}

CG_API CGresource CGENTRY cgGetParameterBaseResource(CGparameter handle) {
  Guard guard;
  const CGresource resource = cgGetParameterResource(handle);
  if (resource == CG_UNDEFINED) return resource;
  // ATTR3 -> ATTR0, TEXCOORD2 -> TEXCOORD0: the resource numbered 0 of the same name. A resource without a
  // number (c, glsl_uniform, HPOS) has none, as NVIDIA's libCg answers.
  std::string name = cgGetResourceString(resource);
  if (name.empty() || name.back() < '0' || name.back() > '9') return CG_UNDEFINED;
  while (!name.empty() && name.back() >= '0' && name.back() <= '9') name.pop_back();
  return cgGetResource((name + "0").c_str());
}

CG_API unsigned long CGENTRY cgGetParameterResourceIndex(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->resourceIndex : 0;
}

CG_API const char* CGENTRY cgGetParameterResourceName(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->resourceName.c_str() : nullptr;
}

CG_API CGbool CGENTRY cgIsParameterReferenced(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter && parameter->programParameter && parameter->referenced ? CG_TRUE : CG_FALSE;
}

CG_API int CGENTRY cgGetParameterOrdinalNumber(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? parameter->ordinal : 0;
}

CG_API CGbool CGENTRY cgIsParameter(CGparameter handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API CGbool CGENTRY cgIsParameterGlobal(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter && !parameter->programParameter ? CG_TRUE : CG_FALSE;
}

CG_API CGprogram CGENTRY cgGetParameterProgram(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter || !parameter->programParameter) return nullptr;
  return static_cast<CGprogram>(encodeHandle(HandleKind::Program, parameter->program));
}

CG_API CGcontext CGENTRY cgGetParameterContext(CGparameter handle) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? static_cast<CGcontext>(encodeHandle(HandleKind::Context, parameter->context)) : nullptr;
}

}  // extern "C"
