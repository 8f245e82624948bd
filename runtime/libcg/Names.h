// The names the runtime converts to and from enumerants: types ("float4" <-> CG_FLOAT4, with base type,
// rows and columns), profiles ("arbvp1" <-> CG_PROFILE_ARBVP1), resources ("TEXCOORD0") and CGenum values
// ("CG_UNIFORM"). One table each; the string functions of the API and the reflection reader both use them.
#pragma once

#include <Cg/cg.h>

#include <span>
#include <string_view>

namespace cgx::libcg {

struct TypeInfo {
  const char* name;
  CGtype type;
  CGtype base;  // CG_FLOAT for float4x4; the type itself for scalars, samplers, structs
  int rows;     // cgGetTypeSizes: 1 for scalars and vectors, 0 for most non-numeric types
  int columns;
  CGparameterclass parameterClass;
  // Holds numbers a parameter value can be set to (scalars, vectors, matrices).
  bool numeric() const {
    return parameterClass == CG_PARAMETERCLASS_SCALAR || parameterClass == CG_PARAMETERCLASS_VECTOR ||
           parameterClass == CG_PARAMETERCLASS_MATRIX;
  }
};

const TypeInfo* typeByName(std::string_view name);  // null when unknown
const TypeInfo* typeByValue(CGtype type);
// The matrix type with the rows and columns of `matrix` swapped (float3x4 -> float4x3); null otherwise.
const TypeInfo* transposedType(CGtype matrix);

enum class ProfileApi { OpenGl, Direct3D8, Direct3D9, Direct3D10, Direct3D11, None };

struct ProfileInfo {
  const char* name;  // cgGetProfileString
  CGprofile profile;
  CGdomain domain;
  ProfileApi api;
  // The profiles made to run together, one per domain (cgGetProfileSibling): "arb" for arbvp1 and arbfp1;
  // "" for none (generic, unknown).
  const char* family;
};
// The profiles in NVIDIA's order (cgGetSupportedProfile lists cgx's subset in it).
std::span<const ProfileInfo> allProfiles();
const ProfileInfo* profileByName(std::string_view name);
const ProfileInfo* profileByValue(CGprofile profile);

// "TEXCOORD0" <-> CG_TEXCOORD0, "ATTR3" <-> CG_ATTR3 ...; CG_UNDEFINED when unknown.
CGresource resourceByName(std::string_view name);
const char* resourceName(CGresource resource);  // "" when unknown (NVIDIA's libCg answers so)

// Names that CgFX compares without case (states, enumerants, state assignments, semantics), as NVIDIA's.
bool sameName(std::string_view a, std::string_view b);

const char* enumName(int value);                 // "CG_UNIFORM"; null when unknown
int enumByName(std::string_view name);           // CG_UNKNOWN when unknown

}  // namespace cgx::libcg
