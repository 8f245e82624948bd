// Annotations made through the API (cgCreate{Technique,Pass,Parameter,Program,Effect}Annotation) and the
// setters of any annotation's value (cgSet{Int,Float,Bool,String}Annotation). What is made is the same
// object as what an effect's source makes (State.h), appended to its owner's list. Measured against NVIDIA's
// libCg (tests/libcg/oracle/effect-create.c): a null name is CG_INVALID_PARAMETER_ERROR, a name the owner
// has CG_DUPLICATE_NAME_ERROR, a type but int, float, bool and string CG_INVALID_ENUMERANT_ERROR (as the
// manual says); a numeric value starts at 0 and a string at ""; a bool keeps its integer. Where NVIDIA's
// crashes cgx follows the manual: a setter of another type is CG_INVALID_PARAMETER_TYPE_ERROR, of a vector
// annotation (from source) CG_ARRAY_SIZE_MISMATCH_ERROR; a null string is CG_INVALID_POINTER_ERROR.
#include <Cg/cg.h>

#include <memory>
#include <string>
#include <vector>

#include "Names.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

// Appends an annotation `name` of `type` to `list`; null after raising the documented error.
CGannotation create(std::vector<Id>& list, const char* name, CGtype type) {
  if (!name) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  if (type != CG_INT && type != CG_FLOAT && type != CG_BOOL && type != CG_STRING) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return nullptr;
  }
  for (Id id : list)
    if (const Annotation* a = state().annotations.get(id); a && a->name == name) {
      raise(CG_DUPLICATE_NAME_ERROR);
      return nullptr;
    }
  auto annotation = std::make_unique<Annotation>();
  annotation->position = static_cast<std::uint32_t>(list.size());
  annotation->list = &list;
  annotation->name = name;
  annotation->type = type;
  annotation->hasText = type == CG_STRING;
  if (type != CG_STRING) annotation->numbers = {0.0};
  Annotation* made = adopt(state().annotations, std::move(annotation));
  if (!made) return nullptr;
  list.push_back(made->self);
  return handleOf(*made);
}

// The annotation to set when it is a scalar of `base` (half and fixed are float); null after raising.
Annotation* settable(CGannotation handle, CGtype base) {
  Annotation* annotation = lookup(handle);
  if (!annotation) return nullptr;
  const TypeInfo* info = typeByValue(annotation->type);
  CGtype its = info ? info->base : CG_UNKNOWN_TYPE;
  if (its == CG_HALF || its == CG_FIXED) its = CG_FLOAT;
  if (its != base) {
    raise(CG_INVALID_PARAMETER_TYPE_ERROR);
    return nullptr;
  }
  if (base != CG_STRING && info->rows * info->columns != 1) {
    raise(CG_ARRAY_SIZE_MISMATCH_ERROR);
    return nullptr;
  }
  return annotation;
}

CGbool setNumber(CGannotation handle, CGtype base, double value) {
  Annotation* annotation = settable(handle, base);
  if (!annotation) return CG_FALSE;
  annotation->numbers = {value};
  return CG_TRUE;
}

}  // namespace

extern "C" {

CG_API CGannotation CGENTRY cgCreateTechniqueAnnotation(CGtechnique handle, const char* name, CGtype type) {
  Guard guard;
  Technique* technique = lookup(handle);
  return technique ? create(technique->annotations, name, type) : nullptr;
}

CG_API CGannotation CGENTRY cgCreatePassAnnotation(CGpass handle, const char* name, CGtype type) {
  Guard guard;
  Pass* pass = lookup(handle);
  return pass ? create(pass->annotations, name, type) : nullptr;
}

CG_API CGannotation CGENTRY cgCreateParameterAnnotation(CGparameter handle, const char* name, CGtype type) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  return parameter ? create(parameter->annotations, name, type) : nullptr;
}

CG_API CGannotation CGENTRY cgCreateProgramAnnotation(CGprogram handle, const char* name, CGtype type) {
  Guard guard;
  Program* program = lookup(handle);
  return program ? create(program->annotations, name, type) : nullptr;
}

CG_API CGannotation CGENTRY cgCreateEffectAnnotation(CGeffect handle, const char* name, CGtype type) {
  Guard guard;
  Effect* effect = lookup(handle);
  return effect ? create(effect->annotations, name, type) : nullptr;
}

CG_API CGbool CGENTRY cgSetIntAnnotation(CGannotation handle, int value) {
  Guard guard;
  return setNumber(handle, CG_INT, value);
}

CG_API CGbool CGENTRY cgSetFloatAnnotation(CGannotation handle, float value) {
  Guard guard;
  return setNumber(handle, CG_FLOAT, value);
}

CG_API CGbool CGENTRY cgSetBoolAnnotation(CGannotation handle, CGbool value) {
  Guard guard;
  return setNumber(handle, CG_BOOL, value);
}

CG_API CGbool CGENTRY cgSetStringAnnotation(CGannotation handle, const char* value) {
  Guard guard;
  Annotation* annotation = settable(handle, CG_STRING);
  if (!annotation) return CG_FALSE;
  if (!value) {
    raise(CG_INVALID_POINTER_ERROR);
    return CG_FALSE;
  }
  annotation->text = value;
  return CG_TRUE;
}

}  // extern "C"
