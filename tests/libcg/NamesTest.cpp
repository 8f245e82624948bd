// Names and enumerants: types, profiles, resources, CGenum values, parameter classes, domains. The
// spellings of the corner cases are NVIDIA's libCg 3.1 answers to the same calls.
#include "LibCgTest.h"

namespace {

TEST(LibCgNames, Types) {
  EXPECT_STREQ(cgGetTypeString(CG_FLOAT4x4), "float4x4");
  EXPECT_STREQ(cgGetTypeString(CG_HALF2), "half2");
  EXPECT_STREQ(cgGetTypeString(CG_STRUCT), "struct");
  EXPECT_STREQ(cgGetTypeString(CG_ARRAY), "array");
  EXPECT_STREQ(cgGetTypeString(CG_SAMPLERCUBE), "samplerCUBE");
  EXPECT_STREQ(cgGetTypeString(static_cast<CGtype>(9999)), "");  // NVIDIA: "" rather than NULL
  EXPECT_EQ(cgGetType("float4"), CG_FLOAT4);
  EXPECT_EQ(cgGetType("ulong3x2"), CG_ULONG3x2);
  EXPECT_EQ(cgGetType("nonsense"), CG_UNKNOWN_TYPE);
  EXPECT_EQ(cgGetType(nullptr), CG_UNKNOWN_TYPE);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetTypeBase(CG_FLOAT3x4), CG_FLOAT);
  EXPECT_EQ(cgGetTypeBase(CG_SAMPLER2D), CG_SAMPLER2D);
  EXPECT_EQ(cgGetTypeClass(CG_SAMPLER2D), CG_PARAMETERCLASS_SAMPLER);
  EXPECT_EQ(cgGetTypeClass(CG_INT1), CG_PARAMETERCLASS_VECTOR);
  int rows = -1, columns = -1;
  EXPECT_TRUE(cgGetTypeSizes(CG_FLOAT3x4, &rows, &columns));
  EXPECT_EQ(rows, 3);
  EXPECT_EQ(columns, 4);
  EXPECT_FALSE(cgGetTypeSizes(CG_FLOAT3, &rows, &columns));
  EXPECT_EQ(rows, 1);
  EXPECT_EQ(columns, 3);
  EXPECT_FALSE(cgGetTypeSizes(CG_STRUCT, &rows, &columns));
  EXPECT_EQ(rows, 0);
  cgGetMatrixSize(CG_HALF2x3, &rows, &columns);
  EXPECT_EQ(rows, 2);
  EXPECT_EQ(columns, 3);
}

TEST(LibCgNames, Profiles) {
  EXPECT_STREQ(cgGetProfileString(CG_PROFILE_ARBVP1), "arbvp1");
  EXPECT_STREQ(cgGetProfileString(CG_PROFILE_GP4VP), "gp4vp");
  EXPECT_EQ(cgGetProfileString(static_cast<CGprofile>(1)), nullptr);
  EXPECT_EQ(cgGetProfile("arbfp1"), CG_PROFILE_ARBFP1);
  EXPECT_EQ(cgGetProfile("gpu_vp"), CG_PROFILE_GP4VP);  // the deprecated alias NVIDIA's libCg accepts
  EXPECT_EQ(cgGetProfile("zz"), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetProfile(nullptr), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetProfileDomain(CG_PROFILE_GLSLF), CG_FRAGMENT_DOMAIN);
  EXPECT_EQ(cgGetProfileDomain(CG_PROFILE_VS_3_0), CG_VERTEX_DOMAIN);
  EXPECT_TRUE(cgIsProfileSupported(CG_PROFILE_GLSLV));
  EXPECT_TRUE(cgIsProfileSupported(CG_PROFILE_ARBFP1));
  EXPECT_FALSE(cgIsProfileSupported(CG_PROFILE_GP5TCP));  // cgx has no tessellation profiles
  EXPECT_FALSE(cgIsProfileSupported(static_cast<CGprofile>(1)));
}

TEST(LibCgNames, SupportedProfilesAndProperties) {
  const int count = cgGetNumSupportedProfiles();
  ASSERT_GT(count, 10);
  for (int i = 0; i < count; ++i) EXPECT_TRUE(cgIsProfileSupported(cgGetSupportedProfile(i))) << i;
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetSupportedProfile(count), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetSupportedProfile(-1), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_TRUE(cgGetProfileProperty(CG_PROFILE_GLSLV, CG_IS_GLSL_PROFILE));
  EXPECT_TRUE(cgGetProfileProperty(CG_PROFILE_GLSLV, CG_IS_TRANSLATION_PROFILE));
  EXPECT_TRUE(cgGetProfileProperty(CG_PROFILE_ARBFP1, CG_IS_OPENGL_PROFILE));
  EXPECT_FALSE(cgGetProfileProperty(CG_PROFILE_ARBFP1, CG_IS_VERTEX_PROFILE));
  EXPECT_TRUE(cgGetProfileProperty(CG_PROFILE_VS_1_1, CG_IS_DIRECT3D_8_PROFILE));
  EXPECT_TRUE(cgGetProfileProperty(CG_PROFILE_PS_4_0, CG_IS_HLSL_PROFILE));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FALSE(cgGetProfileProperty(CG_PROFILE_ARBVP1, CG_UNIFORM));
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_FALSE(cgGetProfileProperty(static_cast<CGprofile>(5), CG_IS_OPENGL_PROFILE));
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
}

TEST(LibCgNames, Resources) {
  EXPECT_STREQ(cgGetResourceString(CG_TEXCOORD3), "TEXCOORD3");
  EXPECT_STREQ(cgGetResourceString(CG_ATTR15), "ATTR15");
  // NVIDIA's spellings of the register-file resources.
  EXPECT_STREQ(cgGetResourceString(CG_C), "c");
  EXPECT_STREQ(cgGetResourceString(CG_TEXUNIT0), "texunit 0");
  EXPECT_STREQ(cgGetResourceString(CG_TEXUNIT17), "texunit 17");
  EXPECT_STREQ(cgGetResourceString(CG_BUFFER2), "buffer[2]");
  EXPECT_STREQ(cgGetResourceString(CG_GLSL_UNIFORM), "glsl_uniform");
  EXPECT_STREQ(cgGetResourceString(CG_HLSL_VARYING), "hlsl_attrib");
  EXPECT_STREQ(cgGetResourceString(CG_UNDEFINED), "CG_UNDEFINED");
  EXPECT_STREQ(cgGetResourceString(static_cast<CGresource>(1)), "");  // NVIDIA: "" for an unknown value
  EXPECT_EQ(cgGetResource("TEXCOORD2"), CG_TEXCOORD2);
  EXPECT_EQ(cgGetResource("texunit 3"), CG_TEXUNIT3);
  EXPECT_EQ(cgGetResource("nothing"), CG_UNDEFINED);
  EXPECT_EQ(cgGetResource(nullptr), CG_UNDEFINED);
}

TEST(LibCgNames, EnumsClassesDomainsVersion) {
  EXPECT_STREQ(cgGetEnumString(CG_UNIFORM), "CG_UNIFORM");
  EXPECT_STREQ(cgGetEnumString(CG_COMPILED_PROGRAM), "CG_COMPILED_PROGRAM");
  EXPECT_EQ(cgGetEnumString(static_cast<CGenum>(5)), nullptr);
  EXPECT_EQ(cgGetEnum("CG_VARYING"), CG_VARYING);
  EXPECT_EQ(cgGetEnum("CG_NOTHING"), CG_UNKNOWN);
  EXPECT_STREQ(cgGetParameterClassString(CG_PARAMETERCLASS_MATRIX), "matrix");
  EXPECT_EQ(cgGetParameterClassEnum("sampler"), CG_PARAMETERCLASS_SAMPLER);
  EXPECT_EQ(cgGetParameterClassEnum("nope"), CG_PARAMETERCLASS_UNKNOWN);
  EXPECT_STREQ(cgGetDomainString(CG_TESSELLATION_CONTROL_DOMAIN), "tessellationControl");
  EXPECT_EQ(cgGetDomain("fragment"), CG_FRAGMENT_DOMAIN);
  EXPECT_STREQ(cgGetString(CG_VERSION), "3.1.0013");
  EXPECT_EQ(cgGetString(CG_UNIFORM), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

}  // namespace
