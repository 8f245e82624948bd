#include "Names.h"

#include <algorithm>
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

// The non-numeric types' spellings, classes and sizes are NVIDIA's libCg's answers (tests/libcg/oracle/
// names.c compares the whole table).
const TypeInfo kTypes[] = {
    {"unknown", CG_UNKNOWN_TYPE, CG_UNKNOWN_TYPE, 0, 0, CG_PARAMETERCLASS_UNKNOWN},
    {"struct", CG_STRUCT, CG_STRUCT, 0, 0, CG_PARAMETERCLASS_STRUCT},
    {"array", CG_ARRAY, CG_ARRAY, 0, 0, CG_PARAMETERCLASS_ARRAY},
    {"typelessstruct", CG_TYPELESS_STRUCT, CG_TYPELESS_STRUCT, 0, 0, CG_PARAMETERCLASS_UNKNOWN},
    {"string", CG_STRING, CG_STRING, 1, 1, CG_PARAMETERCLASS_OBJECT},
    {"program", CG_PROGRAM_TYPE, CG_PROGRAM_TYPE, 0, 0, CG_PARAMETERCLASS_OBJECT},
    {"texture", CG_TEXTURE, CG_TEXTURE, 0, 0, CG_PARAMETERCLASS_OBJECT},
    {"vertexshader", CG_VERTEXSHADER_TYPE, CG_VERTEXSHADER_TYPE, 0, 0, CG_PARAMETERCLASS_OBJECT},
    {"pixelshader", CG_PIXELSHADER_TYPE, CG_PIXELSHADER_TYPE, 0, 0, CG_PARAMETERCLASS_OBJECT},
    {"buffer", CG_BUFFER, CG_BUFFER, 0, 0, CG_PARAMETERCLASS_BUFFER},
    {"uniformbuffer", CG_UNIFORMBUFFER, CG_BUFFER, 0, 0, CG_PARAMETERCLASS_BUFFER},
    {"address", CG_ADDRESS, CG_UINT, 1, 2, CG_PARAMETERCLASS_VECTOR},
    CGX_SAMPLER(SAMPLER, sampler), CGX_SAMPLER(SAMPLER1D, sampler1D), CGX_SAMPLER(SAMPLER2D, sampler2D),
    CGX_SAMPLER(SAMPLER3D, sampler3D), CGX_SAMPLER(SAMPLERCUBE, samplerCUBE), CGX_SAMPLER(SAMPLERRECT, samplerRECT),
    CGX_SAMPLER(SAMPLER1DARRAY, sampler1DARRAY), CGX_SAMPLER(SAMPLER2DARRAY, sampler2DARRAY),
    CGX_SAMPLER(SAMPLERCUBEARRAY, samplerCUBEARRAY), CGX_SAMPLER(SAMPLERBUF, samplerBUF),
    CGX_SAMPLER(SAMPLER1DSHADOW, shadow1D), CGX_SAMPLER(SAMPLER2DSHADOW, shadow2D),
    CGX_SAMPLER(SAMPLERRECTSHADOW, shadowRECT), CGX_SAMPLER(SAMPLERRBUF, samplerRBUF),
    CGX_SAMPLER(SAMPLER2DMS, sampler2DMS), CGX_SAMPLER(SAMPLER2DMSARRAY, sampler2DMSARRAY),
    CGX_NUMERIC(FLOAT, float), CGX_NUMERIC(HALF, half), CGX_NUMERIC(FIXED, fixed), CGX_NUMERIC(INT, int),
    CGX_NUMERIC(BOOL, bool), CGX_NUMERIC(DOUBLE, double), CGX_NUMERIC(CHAR, char), CGX_NUMERIC(UCHAR, uchar),
    CGX_NUMERIC(SHORT, short), CGX_NUMERIC(USHORT, ushort), CGX_NUMERIC(UINT, uint), CGX_NUMERIC(LONG, long),
    CGX_NUMERIC(ULONG, ulong),
};

#undef CGX_NUMERIC
#undef CGX_SAMPLER

// cgc's profile names, in the order NVIDIA's libCg lists them. GP4* share their numbers with the
// deprecated GPU_* aliases, so the value lookup finds the gp4 name first.
constexpr CGdomain kV = CG_VERTEX_DOMAIN, kF = CG_FRAGMENT_DOMAIN, kG = CG_GEOMETRY_DOMAIN,
                   kTc = CG_TESSELLATION_CONTROL_DOMAIN, kTe = CG_TESSELLATION_EVALUATION_DOMAIN;
constexpr ProfileApi kGl = ProfileApi::OpenGl, kD8 = ProfileApi::Direct3D8, kD9 = ProfileApi::Direct3D9,
                     kD10 = ProfileApi::Direct3D10, kD11 = ProfileApi::Direct3D11;
const ProfileInfo kProfiles[] = {
    {"vp20", CG_PROFILE_VP20, kV, kGl, "nv2x"},       {"fp20", CG_PROFILE_FP20, kF, kGl, "nv2x"},
    {"vp30", CG_PROFILE_VP30, kV, kGl, "nv3x"},       {"fp30", CG_PROFILE_FP30, kF, kGl, "nv3x"},
    {"arbvp1", CG_PROFILE_ARBVP1, kV, kGl, "arb"},   {"fp40", CG_PROFILE_FP40, kF, kGl, "nv4x"},
    {"arbfp1", CG_PROFILE_ARBFP1, kF, kGl, "arb"},   {"vp40", CG_PROFILE_VP40, kV, kGl, "nv4x"},
    {"glslv", CG_PROFILE_GLSLV, kV, kGl, "glsl"},     {"glslf", CG_PROFILE_GLSLF, kF, kGl, "glsl"},
    {"glslg", CG_PROFILE_GLSLG, kG, kGl, "glsl"},     {"gp4fp", CG_PROFILE_GP4FP, kF, kGl, "gp4"},
    {"gp4vp", CG_PROFILE_GP4VP, kV, kGl, "gp4"},     {"gp4gp", CG_PROFILE_GP4GP, kG, kGl, "gp4"},
    {"gp5fp", CG_PROFILE_GP5FP, kF, kGl, "gp5"},     {"gp5vp", CG_PROFILE_GP5VP, kV, kGl, "gp5"},
    {"gp5gp", CG_PROFILE_GP5GP, kG, kGl, "gp5"},     {"gp5tcp", CG_PROFILE_GP5TCP, kTc, kGl, "gp5"},
    {"gp5tep", CG_PROFILE_GP5TEP, kTe, kGl, "gp5"},  {"vs_1_1", CG_PROFILE_VS_1_1, kV, kD8, "d3d8"},
    {"vs_2_0", CG_PROFILE_VS_2_0, kV, kD9, "d3d9_2_0"},   {"vs_2_x", CG_PROFILE_VS_2_X, kV, kD9, "d3d9_2_x"},
    {"vs_2_sw", CG_PROFILE_VS_2_SW, kV, kD9, "d3d9_2_sw"}, {"vs_3_0", CG_PROFILE_VS_3_0, kV, kD9, "d3d9_3_0"},
    {"hlslv", CG_PROFILE_HLSLV, kV, kD9, "hlsl"},     {"ps_1_1", CG_PROFILE_PS_1_1, kF, kD8, "d3d8"},
    {"ps_1_2", CG_PROFILE_PS_1_2, kF, kD8, "d3d8"},   {"ps_1_3", CG_PROFILE_PS_1_3, kF, kD8, "d3d8"},
    {"ps_2_0", CG_PROFILE_PS_2_0, kF, kD9, "d3d9_2_0"},   {"ps_2_x", CG_PROFILE_PS_2_X, kF, kD9, "d3d9_2_x"},
    {"ps_2_sw", CG_PROFILE_PS_2_SW, kF, kD9, "d3d9_2_sw"}, {"ps_3_0", CG_PROFILE_PS_3_0, kF, kD9, "d3d9_3_0"},
    {"hlslf", CG_PROFILE_HLSLF, kF, kD9, "hlsl"},     {"vs_4_0", CG_PROFILE_VS_4_0, kV, kD10, "d3d10"},
    {"ps_4_0", CG_PROFILE_PS_4_0, kF, kD10, "d3d10"},  {"gs_4_0", CG_PROFILE_GS_4_0, kG, kD10, "d3d10"},
    {"vs_5_0", CG_PROFILE_VS_5_0, kV, kD11, "d3d11"},  {"ps_5_0", CG_PROFILE_PS_5_0, kF, kD11, "d3d11"},
    {"gs_5_0", CG_PROFILE_GS_5_0, kG, kD11, "d3d11"},  {"hs_5_0", CG_PROFILE_HS_5_0, kTc, kD11, "d3d11"},
    {"ds_5_0", CG_PROFILE_DS_5_0, kTe, kD11, "d3d11"},
    // Not compiled for: the combined-program pseudo-profile, cgc's generic one, and the name of unknown.
    {"glslc", CG_PROFILE_GLSLC, CG_UNKNOWN_DOMAIN, ProfileApi::None, "glsl"},
    {"generic", CG_PROFILE_GENERIC, CG_UNKNOWN_DOMAIN, ProfileApi::None, ""},
    {"unknown", CG_PROFILE_UNKNOWN, CG_UNKNOWN_DOMAIN, ProfileApi::None, ""},
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
    // NVIDIA's libCg also names 4151, which its header does not declare (the header is the ABI, so ours
    // does not either).
    {"CG_BUILD_INFO", 4151},
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

const TypeInfo* transposedType(CGtype matrix) {
  const TypeInfo* m = typeByValue(matrix);
  if (m == nullptr || m->parameterClass != CG_PARAMETERCLASS_MATRIX) return nullptr;
  for (const TypeInfo& t : kTypes)
    if (t.parameterClass == CG_PARAMETERCLASS_MATRIX && t.base == m->base && t.rows == m->columns &&
        t.columns == m->rows)
      return &t;
  return nullptr;
}

std::span<const ProfileInfo> allProfiles() { return kProfiles; }

const ProfileInfo* profileByName(std::string_view name) {
  for (const ProfileInfo& p : kProfiles)
    if (name == p.name) return &p;
  // The deprecated spellings of the gp4 profiles, which NVIDIA's libCg accepts in cgGetProfile and in a
  // CgFX `compile` (the toolkit's gs_quadnormal writes `compile gpu_vp ...`).
  if (name == "gpu_vp") return profileByValue(CG_PROFILE_GP4VP);
  if (name == "gpu_fp") return profileByValue(CG_PROFILE_GP4FP);
  if (name == "gpu_gp") return profileByValue(CG_PROFILE_GP4GP);
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
  return "";
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

bool sameName(std::string_view a, std::string_view b) {
  return std::ranges::equal(a, b, [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

}  // namespace cgx::libcg
