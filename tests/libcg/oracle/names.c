/* Every name the runtime converts, over the whole range of each enumeration: type strings, base types,
 * classes and sizes; profile strings, domains and properties; resource strings; CGenum strings. Compared
 * between NVIDIA's libCg and cgx's like reflect.c, so the tables agree entry for entry. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  static const CGenum kQueries[] = {CG_IS_OPENGL_PROFILE, CG_IS_DIRECT3D_PROFILE, CG_IS_DIRECT3D_8_PROFILE,
                                    CG_IS_DIRECT3D_9_PROFILE, CG_IS_DIRECT3D_10_PROFILE, CG_IS_DIRECT3D_11_PROFILE,
                                    CG_IS_VERTEX_PROFILE, CG_IS_FRAGMENT_PROFILE, CG_IS_GEOMETRY_PROFILE,
                                    CG_IS_TESSELLATION_CONTROL_PROFILE, CG_IS_TESSELLATION_EVALUATION_PROFILE,
                                    CG_IS_TRANSLATION_PROFILE, CG_IS_HLSL_PROFILE, CG_IS_GLSL_PROFILE};
  int v, k;
  setvbuf(stdout, 0, _IONBF, 0);
  for (v = 0; v < 1400; ++v) {
    const char* name = cgGetTypeString((CGtype)v);
    int rows = -1, columns = -1;
    if (!name || !*name) continue;
    cgGetTypeSizes((CGtype)v, &rows, &columns);
    printf("type %d %s base=%d class=%d sizes=%dx%d back=%d\n", v, name, cgGetTypeBase((CGtype)v),
           cgGetTypeClass((CGtype)v), rows, columns, cgGetType(name));
  }
  for (v = 6144; v < 7100; ++v) {
    const char* name = cgGetProfileString((CGprofile)v);
    if (!name) continue;
    printf("profile %d %s domain=%d back=%d properties=", v, name, cgGetProfileDomain((CGprofile)v),
           cgGetProfile(name));
    for (k = 0; k < (int)(sizeof kQueries / sizeof kQueries[0]); ++k)
      printf("%d", cgGetProfileProperty((CGprofile)v, kQueries[k]));
    printf("\n");
  }
  for (v = 0; v < 5000; ++v) {
    const char* name = cgGetResourceString((CGresource)v);
    if (name && strcmp(name, "CG_UNDEFINED") != 0) printf("resource %d %s back=%d\n", v, name, cgGetResource(name));
  }
  for (v = 4090; v < 4160; ++v) {
    const char* name = cgGetEnumString((CGenum)v);
    if (name) printf("enum %d %s back=%d\n", v, name, cgGetEnum(name));
  }
  for (v = 0; v <= 8; ++v) printf("class %d %s\n", v, cgGetParameterClassString((CGparameterclass)v));
  for (v = 0; v <= 5; ++v) printf("domain %d %s\n", v, cgGetDomainString((CGdomain)v));
  printf("err=%d\n", cgGetError());
  return 0;
}
