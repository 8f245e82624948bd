// Annotations of techniques, passes and effect parameters (EffectObjects.cpp makes them), looked up from
// their owners, and their names, types and values. Every answer, the value/type pairings and the misuses
// were measured against NVIDIA's libCg (tests/libcg/oracle/annotations.c): a getter of another kind than
// the annotation's returns null without an error, a null count is CG_INVALID_PARAMETER_ERROR, a null name
// CG_INVALID_POINTER_ERROR. Programs and effects made from source have none; the API may give them some
// (ApiAnnotationCreate.cpp).
#include <Cg/cg.h>

#include <string>

#include "Names.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

CGannotation annotationAt(const std::vector<Id>& ids, std::size_t index) {
  const Annotation* a = index < ids.size() ? state().annotations.get(ids[index]) : nullptr;
  return a ? handleOf(*a) : nullptr;
}

// The annotation of `ids` named `name`, with case (NVIDIA's); a null name is CG_INVALID_POINTER_ERROR.
CGannotation annotationNamed(const std::vector<Id>& ids, const char* name) {
  if (!name) {
    raise(CG_INVALID_POINTER_ERROR);
    return nullptr;
  }
  for (Id id : ids)
    if (const Annotation* a = state().annotations.get(id); a && a->name == name) return handleOf(*a);
  return nullptr;
}

// The base type of the annotation's type (half and fixed ones are float ones here).
CGtype baseOf(const Annotation& annotation) {
  const TypeInfo* info = typeByValue(annotation.type);
  if (!info) return CG_UNKNOWN_TYPE;
  return info->base == CG_HALF || info->base == CG_FIXED ? CG_FLOAT : info->base;
}

// The Get{Float,Int,Bool}AnnotationValues checks, in NVIDIA's order: the handle, `nvalues`, then the type
// (another: null and no error, `nvalues` left as it was).
template <class T>
const T* numbers(CGannotation handle, int* nvalues, CGtype base, std::vector<T> Annotation::*buffer) {
  Annotation* annotation = lookup(handle);
  if (!annotation) return nullptr;
  if (!nvalues) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  if (baseOf(*annotation) != base || annotation->hasText) return nullptr;
  std::vector<T>& out = annotation->*buffer;
  out.clear();
  for (double x : annotation->numbers) out.push_back(static_cast<T>(x));
  *nvalues = static_cast<int>(out.size());
  return out.data();
}

const char* text(const Annotation* annotation) {
  return annotation && annotation->hasText ? annotation->text.c_str() : nullptr;
}

}  // namespace

extern "C" {

CG_API CGannotation CGENTRY cgGetFirstTechniqueAnnotation(CGtechnique handle) {
  Guard guard;
  const Technique* technique = lookup(handle);
  return technique ? annotationAt(technique->annotations, 0) : nullptr;
}

CG_API CGannotation CGENTRY cgGetFirstPassAnnotation(CGpass handle) {
  Guard guard;
  const Pass* pass = lookup(handle);
  return pass ? annotationAt(pass->annotations, 0) : nullptr;
}

CG_API CGannotation CGENTRY cgGetFirstParameterAnnotation(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  return parameter ? annotationAt(parameter->annotations, 0) : nullptr;
}

CG_API CGannotation CGENTRY cgGetFirstProgramAnnotation(CGprogram handle) {
  Guard guard;
  const Program* program = lookup(handle);
  return program ? annotationAt(program->annotations, 0) : nullptr;
}

CG_API CGannotation CGENTRY cgGetFirstEffectAnnotation(CGeffect handle) {
  Guard guard;
  const Effect* effect = lookup(handle);
  return effect ? annotationAt(effect->annotations, 0) : nullptr;
}

CG_API CGannotation CGENTRY cgGetNamedTechniqueAnnotation(CGtechnique handle, const char* name) {
  Guard guard;
  const Technique* technique = lookup(handle);
  return technique ? annotationNamed(technique->annotations, name) : nullptr;
}

CG_API CGannotation CGENTRY cgGetNamedPassAnnotation(CGpass handle, const char* name) {
  Guard guard;
  const Pass* pass = lookup(handle);
  return pass ? annotationNamed(pass->annotations, name) : nullptr;
}

CG_API CGannotation CGENTRY cgGetNamedParameterAnnotation(CGparameter handle, const char* name) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  return parameter ? annotationNamed(parameter->annotations, name) : nullptr;
}

CG_API CGannotation CGENTRY cgGetNamedProgramAnnotation(CGprogram handle, const char* name) {
  Guard guard;
  const Program* program = lookup(handle);
  return program ? annotationNamed(program->annotations, name) : nullptr;
}

CG_API CGannotation CGENTRY cgGetNamedEffectAnnotation(CGeffect handle, const char* name) {
  Guard guard;
  const Effect* effect = lookup(handle);
  return effect ? annotationNamed(effect->annotations, name) : nullptr;
}

CG_API CGannotation CGENTRY cgGetNextAnnotation(CGannotation handle) {
  Guard guard;
  const Annotation* annotation = lookup(handle);
  return annotation ? annotationAt(*annotation->list, annotation->position + std::size_t{1}) : nullptr;
}

CG_API CGbool CGENTRY cgIsAnnotation(CGannotation handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API const char* CGENTRY cgGetAnnotationName(CGannotation handle) {
  Guard guard;
  const Annotation* annotation = lookup(handle);
  return annotation ? annotation->name.c_str() : nullptr;
}

// The declared type (`half`, `float3`, `float2x2`, `string`); CG_UNKNOWN_TYPE on an error, as the manual
// says (NVIDIA's answers -1).
CG_API CGtype CGENTRY cgGetAnnotationType(CGannotation handle) {
  Guard guard;
  const Annotation* annotation = lookup(handle);
  return annotation ? annotation->type : CG_UNKNOWN_TYPE;
}

CG_API const float* CGENTRY cgGetFloatAnnotationValues(CGannotation handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_FLOAT, &Annotation::floats);
}

CG_API const int* CGENTRY cgGetIntAnnotationValues(CGannotation handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_INT, &Annotation::ints);
}

CG_API const CGbool* CGENTRY cgGetBoolAnnotationValues(CGannotation handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_BOOL, &Annotation::bools);
}

// The deprecated name of cgGetBoolAnnotationValues (CGbool is an int).
CG_API const int* CGENTRY cgGetBooleanAnnotationValues(CGannotation handle, int* nvalues) {
  Guard guard;
  return numbers(handle, nvalues, CG_BOOL, &Annotation::bools);
}

CG_API const char* CGENTRY cgGetStringAnnotationValue(CGannotation handle) {
  Guard guard;
  return text(lookup(handle));
}

CG_API const char* const* CGENTRY cgGetStringAnnotationValues(CGannotation handle, int* nvalues) {
  Guard guard;
  Annotation* annotation = lookup(handle);
  if (!annotation) return nullptr;
  if (!nvalues) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  annotation->string = text(annotation);
  if (!annotation->string) return nullptr;
  *nvalues = 1;
  return &annotation->string;
}

// Annotation values are constants: they depend on no parameter. NVIDIA's raises nothing for a bad handle.
CG_API int CGENTRY cgGetNumDependentAnnotationParameters(CGannotation) { return 0; }

CG_API CGparameter CGENTRY cgGetDependentAnnotationParameter(CGannotation handle, int) {
  Guard guard;
  if (find(handle)) raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  return nullptr;
}

}  // extern "C"
