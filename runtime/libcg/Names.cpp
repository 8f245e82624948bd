#include "Names.h"

#include <cctype>
#include <string>
#include <vector>

namespace cgx::libcg {

namespace {

constexpr CGparameterclass kScalar = CG_PARAMETERCLASS_SCALAR;
constexpr CGparameterclass kVector = CG_PARAMETERCLASS_VECTOR;
constexpr CGparameterclass kMatrix = CG_PARAMETERCLASS_MATRIX;

// One numeric family: the scalar, its 1..4 vectors and its 1x1..4x4 matrices.
#define CGX_NUMERIC(E, n)                                                                                     \
  {#n, CG_##E, CG_##E, 1, 1, kScalar}, {#n "1", CG_##E##1, CG_##E, 1, 1, kVector},                            \
      {#n "2", CG_##E##2, CG_##E, 1, 2, kVector}, {#n "3", CG_##E##3, CG_##E, 1, 3, kVector},                 \
      {#n "4", CG_##E##4, CG_##E, 1, 4, kVector}, {#n "1x1", CG_##E##1x1, CG_##E, 1, 1, kMatrix},             \
      {#n "1x2", CG_##E##1x2, CG_##E, 1, 2, kMatrix}, {#n "1x3", CG_##E##1x3, CG_##E, 1, 3, kMatrix},         \
      {#n "1x4", CG_##E##1x4, CG_##E, 1, 4, kMatrix}, {#n "2x1", CG_##E##2x1, CG_##E, 2, 1, kMatrix},         \
      {#n "2x2", CG_##E##2x2, CG_##E, 2, 2, kMatrix}, {#n "2x3", CG_##E##2x3, CG_##E, 2, 3, kMatrix},         \
      {#n "2x4", CG_##E##2x4, CG_##E, 2, 4, kMatrix}, {#n "3x1", CG_##E##3x1, CG_##E, 3, 1, kMatrix},         \
      {#n "3x2", CG_##E##3x2, CG_##E, 3, 2, kMatrix}, {#n "3x3", CG_##E##3x3, CG_##E, 3, 3, kMatrix},         \
      {#n "3x4", CG_##E##3x4, CG_##E, 3, 4, kMatrix}, {#n "4x1", CG_##E##4x1, CG_##E, 4, 1, kMatrix},         \
      {#n "4x2", CG_##E##4x2, CG_##E, 4, 2, kMatrix}, {#n "4x3", CG_##E##4x3, CG_##E, 4, 3, kMatrix},         \
      {#n "4x4", CG_##E##4x4, CG_##E, 4, 4, kMatrix}

#define CGX_SAMPLER(E, n) {#n, CG_##E, CG_##E, 0, 0, CG_PARAMETERCLASS_SAMPLER}

const TypeInfo kTypes[] = {
    {"struct", CG_STRUCT, CG_STRUCT, 0, 0, CG_PARAMETERCLASS_STRUCT},
    {"array", CG_ARRAY, CG_ARRAY, 0, 0, CG_PARAMETERCLASS_ARRAY},
    {"string", CG_STRING, CG_STRING, 0, 0, CG_PARAMETERCLASS_OBJECT},
    {"texture", CG_TEXTURE, CG_TEXTURE, 0, 0, CG_PARAMETERCLASS_OBJECT},
    CGX_SAMPLER(SAMPLER, sampler), CGX_SAMPLER(SAMPLER1D, sampler1D), CGX_SAMPLER(SAMPLER2D, sampler2D),
    CGX_SAMPLER(SAMPLER3D, sampler3D), CGX_SAMPLER(SAMPLERCUBE, samplerCUBE), CGX_SAMPLER(SAMPLERRECT, samplerRECT),
    CGX_SAMPLER(SAMPLER1DARRAY, sampler1DARRAY), CGX_SAMPLER(SAMPLER2DARRAY, sampler2DARRAY),
    CGX_SAMPLER(SAMPLERCUBEARRAY, samplerCUBEARRAY), CGX_SAMPLER(SAMPLERBUF, samplerBUF),
    CGX_SAMPLER(SAMPLER1DSHADOW, sampler1DShadow), CGX_SAMPLER(SAMPLER2DSHADOW, sampler2DShadow),
    CGX_SAMPLER(SAMPLERRECTSHADOW, samplerRECTShadow),
    CGX_NUMERIC(FLOAT, float), CGX_NUMERIC(HALF, half), CGX_NUMERIC(FIXED, fixed), CGX_NUMERIC(INT, int),
    CGX_NUMERIC(BOOL, bool), CGX_NUMERIC(DOUBLE, double), CGX_NUMERIC(CHAR, char), CGX_NUMERIC(UCHAR, uchar),
    CGX_NUMERIC(SHORT, short), CGX_NUMERIC(USHORT, ushort), CGX_NUMERIC(UINT, uint), CGX_NUMERIC(LONG, long),
    CGX_NUMERIC(ULONG, ulong),
};

#undef CGX_NUMERIC
#undef CGX_SAMPLER

// cgc's profile names. GP4* share their numbers with the deprecated GPU_* aliases, so the value lookup
// finds the gp4 name first.
const ProfileInfo kProfiles[] = {
    {"vp20", CG_PROFILE_VP20, CG_VERTEX_DOMAIN},       {"fp20", CG_PROFILE_FP20, CG_FRAGMENT_DOMAIN},
    {"vp30", CG_PROFILE_VP30, CG_VERTEX_DOMAIN},       {"fp30", CG_PROFILE_FP30, CG_FRAGMENT_DOMAIN},
    {"arbvp1", CG_PROFILE_ARBVP1, CG_VERTEX_DOMAIN},   {"fp40", CG_PROFILE_FP40, CG_FRAGMENT_DOMAIN},
    {"arbfp1", CG_PROFILE_ARBFP1, CG_FRAGMENT_DOMAIN}, {"vp40", CG_PROFILE_VP40, CG_VERTEX_DOMAIN},
    {"glslv", CG_PROFILE_GLSLV, CG_VERTEX_DOMAIN},     {"glslf", CG_PROFILE_GLSLF, CG_FRAGMENT_DOMAIN},
    {"glslg", CG_PROFILE_GLSLG, CG_GEOMETRY_DOMAIN},   {"glslc", CG_PROFILE_GLSLC, CG_UNKNOWN_DOMAIN},
    {"gp4fp", CG_PROFILE_GP4FP, CG_FRAGMENT_DOMAIN},   {"gp4vp", CG_PROFILE_GP4VP, CG_VERTEX_DOMAIN},
    {"gp4gp", CG_PROFILE_GP4GP, CG_GEOMETRY_DOMAIN},   {"gp5fp", CG_PROFILE_GP5FP, CG_FRAGMENT_DOMAIN},
    {"gp5vp", CG_PROFILE_GP5VP, CG_VERTEX_DOMAIN},     {"gp5gp", CG_PROFILE_GP5GP, CG_GEOMETRY_DOMAIN},
    {"gp5tcp", CG_PROFILE_GP5TCP, CG_TESSELLATION_CONTROL_DOMAIN},
    {"gp5tep", CG_PROFILE_GP5TEP, CG_TESSELLATION_EVALUATION_DOMAIN},
    {"vs_1_1", CG_PROFILE_VS_1_1, CG_VERTEX_DOMAIN},   {"vs_2_0", CG_PROFILE_VS_2_0, CG_VERTEX_DOMAIN},
    {"vs_2_x", CG_PROFILE_VS_2_X, CG_VERTEX_DOMAIN},   {"vs_2_sw", CG_PROFILE_VS_2_SW, CG_VERTEX_DOMAIN},
    {"vs_3_0", CG_PROFILE_VS_3_0, CG_VERTEX_DOMAIN},   {"ps_1_1", CG_PROFILE_PS_1_1, CG_FRAGMENT_DOMAIN},
    {"ps_1_2", CG_PROFILE_PS_1_2, CG_FRAGMENT_DOMAIN}, {"ps_1_3", CG_PROFILE_PS_1_3, CG_FRAGMENT_DOMAIN},
    {"ps_2_0", CG_PROFILE_PS_2_0, CG_FRAGMENT_DOMAIN}, {"ps_2_x", CG_PROFILE_PS_2_X, CG_FRAGMENT_DOMAIN},
    {"ps_2_sw", CG_PROFILE_PS_2_SW, CG_FRAGMENT_DOMAIN}, {"ps_3_0", CG_PROFILE_PS_3_0, CG_FRAGMENT_DOMAIN},
    {"hlslv", CG_PROFILE_HLSLV, CG_VERTEX_DOMAIN},     {"hlslf", CG_PROFILE_HLSLF, CG_FRAGMENT_DOMAIN},
    {"vs_4_0", CG_PROFILE_VS_4_0, CG_VERTEX_DOMAIN},   {"ps_4_0", CG_PROFILE_PS_4_0, CG_FRAGMENT_DOMAIN},
    {"gs_4_0", CG_PROFILE_GS_4_0, CG_GEOMETRY_DOMAIN}, {"vs_5_0", CG_PROFILE_VS_5_0, CG_VERTEX_DOMAIN},
    {"ps_5_0", CG_PROFILE_PS_5_0, CG_FRAGMENT_DOMAIN}, {"gs_5_0", CG_PROFILE_GS_5_0, CG_GEOMETRY_DOMAIN},
    {"hs_5_0", CG_PROFILE_HS_5_0, CG_TESSELLATION_CONTROL_DOMAIN},
    {"ds_5_0", CG_PROFILE_DS_5_0, CG_TESSELLATION_EVALUATION_DOMAIN},
    {"generic", CG_PROFILE_GENERIC, CG_UNKNOWN_DOMAIN},
};

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

struct Named {
  const char* name;
  int value;
};

// Generated at build time from include/Cg/cg.h's CGresource and CGenum blocks (CMakeLists.txt), so the
// names have one home: CGX_RESOURCE(TEXCOORD0), CGX_ENUM(CG_UNIFORM) ...
const Named kResourceEnumerators[] = {
#define CGX_RESOURCE(n) {#n, CG_##n},
#include "CgResourceNames.inc"
#undef CGX_RESOURCE
};
const Named kEnums[] = {
#define CGX_ENUM(n) {#n, n},
#include "CgEnumNames.inc"
#undef CGX_ENUM
};

struct Resource {
  std::string name;
  int value;
};

// A resource's name is its enumerator's without CG_, except the spellings NVIDIA's cgGetResourceString
// gives (asked of libCg 3.1: tests/libcg records them): "texunit 3", "buffer[2]", "c", "glsl_uniform" ...
const std::vector<Resource>& resources() {
  static const std::vector<Resource> table = [] {
    std::vector<Resource> out;
    for (const Named& r : kResourceEnumerators) {
      std::string name = r.name;
      if (name.rfind("TEXUNIT", 0) == 0) name = "texunit " + name.substr(7);
      else if (name.rfind("BUFFER", 0) == 0) name = "buffer[" + name.substr(6) + "]";
      else if (name == "C") name = "c";
      else if (name == "GLSL_UNIFORM" || name == "GLSL_ATTRIB" || name == "HLSL_UNIFORM") name = lower(name);
      else if (name == "HLSL_VARYING") name = "hlsl_attrib";
      else if (name == "CONTROLPOINTID") name = "CONTROLPOINT_ID";
      else if (name == "UNDEFINED") name = "CG_UNDEFINED";
      out.push_back({name, r.value});
    }
    return out;
  }();
  return table;
}

}  // namespace

const TypeInfo* typeByName(std::string_view name) {
  for (const TypeInfo& t : kTypes)
    if (name == t.name) return &t;
  return nullptr;
}
const TypeInfo* typeByValue(CGtype type) {
  for (const TypeInfo& t : kTypes)
    if (type == t.type) return &t;
  return nullptr;
}

const ProfileInfo* profileByName(std::string_view name) {
  for (const ProfileInfo& p : kProfiles)
    if (name == p.name) return &p;
  return nullptr;
}
const ProfileInfo* profileByValue(CGprofile profile) {
  for (const ProfileInfo& p : kProfiles)
    if (profile == p.profile) return &p;
  return nullptr;
}

CGresource resourceByName(std::string_view name) {
  for (const Resource& r : resources())
    if (name == r.name) return static_cast<CGresource>(r.value);
  return CG_UNDEFINED;
}
const char* resourceName(CGresource resource) {
  for (const Resource& r : resources())
    if (r.value == resource) return r.name.c_str();
  return nullptr;
}

const char* enumName(int value) {
  for (const Named& e : kEnums)
    if (e.value == value) return e.name;
  return nullptr;
}
int enumByName(std::string_view name) {
  for (const Named& e : kEnums)
    if (name == e.name) return e.value;
  return CG_UNKNOWN;
}

}  // namespace cgx::libcg
