// Names and enumerants: types, profiles, resources, CGenum values, parameter classes, domains.
#include <Cg/cg.h>

#include <string>

#include "Names.h"
#include "ProgramBuild.h"
#include "State.h"

using namespace cgx::libcg;

extern "C" {

CG_API const char* CGENTRY cgGetTypeString(CGtype type) {
  const TypeInfo* info = typeByValue(type);
  return info ? info->name : "";  // NVIDIA's libCg: "" for an unknown type
}

CG_API CGtype CGENTRY cgGetType(const char* type_string) {
  if (!type_string) return CG_UNKNOWN_TYPE;
  const TypeInfo* info = typeByName(type_string);
  return info ? info->type : CG_UNKNOWN_TYPE;
}

CG_API CGtype CGENTRY cgGetTypeBase(CGtype type) {
  const TypeInfo* info = typeByValue(type);
  return info ? info->base : CG_UNKNOWN_TYPE;
}

CG_API CGparameterclass CGENTRY cgGetTypeClass(CGtype type) {
  const TypeInfo* info = typeByValue(type);
  return info ? info->parameterClass : CG_PARAMETERCLASS_UNKNOWN;
}

CG_API CGbool CGENTRY cgGetTypeSizes(CGtype type, int* nrows, int* ncols) {
  const TypeInfo* info = typeByValue(type);
  const bool numeric = info && info->rows > 0;
  if (nrows) *nrows = numeric ? info->rows : 0;
  if (ncols) *ncols = numeric ? info->columns : 0;
  return numeric && info->parameterClass == CG_PARAMETERCLASS_MATRIX ? CG_TRUE : CG_FALSE;
}

CG_API void CGENTRY cgGetMatrixSize(CGtype type, int* nrows, int* ncols) {
  const TypeInfo* info = typeByValue(type);
  const bool matrix = info && info->parameterClass == CG_PARAMETERCLASS_MATRIX;
  if (nrows) *nrows = matrix ? info->rows : 0;
  if (ncols) *ncols = matrix ? info->columns : 0;
}

CG_API const char* CGENTRY cgGetProfileString(CGprofile profile) {
  const ProfileInfo* info = profileByValue(profile);
  return info ? info->name : nullptr;
}

CG_API CGprofile CGENTRY cgGetProfile(const char* profile_string) {
  if (!profile_string) return CG_PROFILE_UNKNOWN;
  if (const ProfileInfo* info = profileByName(profile_string)) return info->profile;
  // The deprecated spellings of the gp4 profiles (NVIDIA's libCg accepts them).
  const std::string name = profile_string;
  if (name == "gpu_vp") return CG_PROFILE_GP4VP;
  if (name == "gpu_fp") return CG_PROFILE_GP4FP;
  if (name == "gpu_gp") return CG_PROFILE_GP4GP;
  return CG_PROFILE_UNKNOWN;
}

CG_API CGdomain CGENTRY cgGetProfileDomain(CGprofile profile) {
  const ProfileInfo* info = profileByValue(profile);
  return info ? info->domain : CG_UNKNOWN_DOMAIN;
}

CG_API CGbool CGENTRY cgIsProfileSupported(CGprofile profile) {
  return compilerSupports(profile) ? CG_TRUE : CG_FALSE;
}

CG_API const char* CGENTRY cgGetResourceString(CGresource resource) {
  const char* name = resourceName(resource);
  return name ? name : "CG_UNDEFINED";  // as NVIDIA's libCg answers an unknown resource
}

CG_API CGresource CGENTRY cgGetResource(const char* resource_string) {
  return resource_string ? resourceByName(resource_string) : CG_UNDEFINED;
}

CG_API const char* CGENTRY cgGetEnumString(CGenum en) { return enumName(en); }

CG_API CGenum CGENTRY cgGetEnum(const char* enum_string) {
  return enum_string ? static_cast<CGenum>(enumByName(enum_string)) : CG_UNKNOWN;
}

CG_API const char* CGENTRY cgGetString(CGenum sname) {
  // The API version implemented (NVIDIA's last release). Another enumerant: NULL, and no error is raised,
  // as NVIDIA's libCg does.
  return sname == CG_VERSION ? "3.1.0013" : nullptr;
}

CG_API const char* CGENTRY cgGetParameterClassString(CGparameterclass pc) {
  switch (pc) {
    case CG_PARAMETERCLASS_UNKNOWN: return "unknown";
    case CG_PARAMETERCLASS_SCALAR: return "scalar";
    case CG_PARAMETERCLASS_VECTOR: return "vector";
    case CG_PARAMETERCLASS_MATRIX: return "matrix";
    case CG_PARAMETERCLASS_STRUCT: return "struct";
    case CG_PARAMETERCLASS_ARRAY: return "array";
    case CG_PARAMETERCLASS_SAMPLER: return "sampler";
    case CG_PARAMETERCLASS_OBJECT: return "object";
    case CG_PARAMETERCLASS_BUFFER: return "buffer";
  }
  return nullptr;
}

CG_API CGparameterclass CGENTRY cgGetParameterClassEnum(const char* pString) {
  if (!pString) return CG_PARAMETERCLASS_UNKNOWN;
  for (int pc = CG_PARAMETERCLASS_UNKNOWN; pc <= CG_PARAMETERCLASS_BUFFER; ++pc)
    if (std::string(pString) == cgGetParameterClassString(static_cast<CGparameterclass>(pc)))
      return static_cast<CGparameterclass>(pc);
  return CG_PARAMETERCLASS_UNKNOWN;
}

CG_API const char* CGENTRY cgGetDomainString(CGdomain domain) {
  switch (domain) {
    case CG_UNKNOWN_DOMAIN: return "unknown";
    case CG_VERTEX_DOMAIN: return "vertex";
    case CG_FRAGMENT_DOMAIN: return "fragment";
    case CG_GEOMETRY_DOMAIN: return "geometry";
    case CG_TESSELLATION_CONTROL_DOMAIN: return "tessellationControl";
    case CG_TESSELLATION_EVALUATION_DOMAIN: return "tessellationEvaluation";
  }
  return nullptr;
}

CG_API CGdomain CGENTRY cgGetDomain(const char* domain_string) {
  if (!domain_string) return CG_UNKNOWN_DOMAIN;
  for (int d = CG_VERTEX_DOMAIN; d <= CG_TESSELLATION_EVALUATION_DOMAIN; ++d)
    if (std::string(domain_string) == cgGetDomainString(static_cast<CGdomain>(d))) return static_cast<CGdomain>(d);
  return CG_UNKNOWN_DOMAIN;
}

}  // extern "C"
