// Names and enumerants: types, profiles, resources, CGenum values, parameter classes, domains.
#include <Cg/cg.h>

#include <string_view>

#include <string>

#include "Names.h"
#include "ProgramBuild.h"
#include "State.h"
#include "UserTypes.h"

using namespace cgx::libcg;

extern "C" {

// A user type (a struct or interface of a source, UserTypes.h) is named by its name, is its own base and has
// no class (NVIDIA's, measured), and no name finds it (cgGetType("Light") is CG_UNKNOWN_TYPE).
CG_API const char* CGENTRY cgGetTypeString(CGtype type) {
  Guard guard;
  if (const UserType* user = userTypeOf(type)) return user->name.c_str();  // user types live as long as the library
  const TypeInfo* info = typeByValue(type);
  return info ? info->name : "";  // NVIDIA's libCg: "" for an unknown type
}

CG_API CGtype CGENTRY cgGetType(const char* type_string) {
  if (!type_string) return CG_UNKNOWN_TYPE;
  // NVIDIA's libCg reads the untyped "sampler" as sampler2D, though cgGetTypeString(CG_SAMPLER) is it.
  if (std::string(type_string) == "sampler") return CG_SAMPLER2D;
  const TypeInfo* info = typeByName(type_string);
  return info ? info->type : CG_UNKNOWN_TYPE;
}

CG_API CGtype CGENTRY cgGetTypeBase(CGtype type) {
  Guard guard;
  if (userTypeOf(type)) return type;
  const TypeInfo* info = typeByValue(type);
  return info ? info->base : CG_UNKNOWN_TYPE;
}

CG_API CGparameterclass CGENTRY cgGetTypeClass(CGtype type) {
  const TypeInfo* info = typeByValue(type);
  return info ? info->parameterClass : CG_PARAMETERCLASS_UNKNOWN;
}

CG_API CGbool CGENTRY cgGetTypeSizes(CGtype type, int* nrows, int* ncols) {
  const TypeInfo* info = typeByValue(type);
  if (nrows) *nrows = info ? info->rows : 0;
  if (ncols) *ncols = info ? info->columns : 0;
  return info && info->parameterClass == CG_PARAMETERCLASS_MATRIX ? CG_TRUE : CG_FALSE;
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
  const ProfileInfo* info = profileByName(profile_string);
  return info ? info->profile : CG_PROFILE_UNKNOWN;
}

CG_API CGdomain CGENTRY cgGetProfileDomain(CGprofile profile) {
  const ProfileInfo* info = profileByValue(profile);
  return info ? info->domain : CG_UNKNOWN_DOMAIN;
}

// The profile of `profile`'s family for `domain` (itself for its own domain), as the manual describes it.
// NVIDIA's (measured: oracle/profile-families.c) departs from that in two places, where cgx follows the
// rule: ps_2_x's vertex sibling is ps_2_x itself, and vs_5_0 has no tessellation siblings.
CG_API CGprofile CGENTRY cgGetProfileSibling(CGprofile profile, CGdomain domain) {
  const ProfileInfo* info = profileByValue(profile);
  if (!info || info->family[0] == '\0') return CG_PROFILE_UNKNOWN;
  if (info->domain == domain) return profile;
  for (const ProfileInfo& other : allProfiles())
    if (other.domain == domain && std::string_view(other.family) == info->family) return other.profile;
  return CG_PROFILE_UNKNOWN;
}

// Buffers (cgCreateBuffer) a program of `profile` may bind, and their size, as NVIDIA's (measured): 12 of
// 64 KiB for the OpenGL families (NV_parameter_buffer_object's and GLSL's uniform blocks), 14 for Direct3D's
// constant buffers, none for a profile of no family.
CG_API int CGENTRY cgGetProgramBufferMaxIndex(CGprofile profile) {
  const ProfileInfo* info = profileByValue(profile);
  if (!info || info->family[0] == '\0') return 0;
  return info->api == ProfileApi::OpenGl || info->api == ProfileApi::None ? 12 : 14;
}

CG_API int CGENTRY cgGetProgramBufferMaxSize(CGprofile profile) {
  return cgGetProgramBufferMaxIndex(profile) > 0 ? 65536 : 0;
}

CG_API CGbool CGENTRY cgIsProfileSupported(CGprofile profile) {
  return compilerSupports(profile) ? CG_TRUE : CG_FALSE;
}

// The profiles cgx compiles for, in NVIDIA's order.
CG_API int CGENTRY cgGetNumSupportedProfiles(void) {
  int count = 0;
  for (const ProfileInfo& info : allProfiles()) count += compilerSupports(info.profile) ? 1 : 0;
  return count;
}

CG_API CGprofile CGENTRY cgGetSupportedProfile(int index) {
  int at = 0;
  for (const ProfileInfo& info : allProfiles())
    if (compilerSupports(info.profile) && at++ == index) return info.profile;
  raise(CG_INVALID_PARAMETER_ERROR);
  return CG_PROFILE_UNKNOWN;
}

CG_API CGbool CGENTRY cgGetProfileProperty(CGprofile profile, CGenum query) {
  const ProfileInfo* info = profileByValue(profile);
  if (!info || profile == CG_PROFILE_UNKNOWN) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return CG_FALSE;
  }
  const std::string name = info->name;
  const bool glsl = name.rfind("glsl", 0) == 0 && info->api == ProfileApi::OpenGl;  // not glslc
  // HLSL translation: hlslv/hlslf and the Direct3D 10 and 11 profiles (cgc writes HLSL for them).
  const bool hlsl = name.rfind("hlsl", 0) == 0 || info->api == ProfileApi::Direct3D10 ||
                    info->api == ProfileApi::Direct3D11;
  bool answer = false;
  switch (query) {
    case CG_IS_OPENGL_PROFILE: answer = info->api == ProfileApi::OpenGl; break;
    case CG_IS_DIRECT3D_PROFILE: answer = info->api != ProfileApi::OpenGl && info->api != ProfileApi::None; break;
    case CG_IS_DIRECT3D_8_PROFILE: answer = info->api == ProfileApi::Direct3D8; break;
    case CG_IS_DIRECT3D_9_PROFILE: answer = info->api == ProfileApi::Direct3D9; break;
    case CG_IS_DIRECT3D_10_PROFILE: answer = info->api == ProfileApi::Direct3D10; break;
    case CG_IS_DIRECT3D_11_PROFILE: answer = info->api == ProfileApi::Direct3D11; break;
    case CG_IS_VERTEX_PROFILE: answer = info->domain == CG_VERTEX_DOMAIN; break;
    case CG_IS_FRAGMENT_PROFILE: answer = info->domain == CG_FRAGMENT_DOMAIN; break;
    case CG_IS_GEOMETRY_PROFILE: answer = info->domain == CG_GEOMETRY_DOMAIN; break;
    case CG_IS_TESSELLATION_CONTROL_PROFILE: answer = info->domain == CG_TESSELLATION_CONTROL_DOMAIN; break;
    case CG_IS_TESSELLATION_EVALUATION_PROFILE: answer = info->domain == CG_TESSELLATION_EVALUATION_DOMAIN; break;
    case CG_IS_TRANSLATION_PROFILE: answer = glsl || hlsl; break;
    case CG_IS_HLSL_PROFILE: answer = hlsl; break;
    case CG_IS_GLSL_PROFILE: answer = glsl; break;
    default: raise(CG_INVALID_ENUMERANT_ERROR); return CG_FALSE;
  }
  return answer ? CG_TRUE : CG_FALSE;
}

CG_API const char* CGENTRY cgGetResourceString(CGresource resource) { return resourceName(resource); }

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
