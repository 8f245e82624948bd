/* Prints the leaf parameters of a vertex and a fragment program in the assembly profiles the Cg
 * toolkit's OpenGL examples use (arbvp1, arbfp1, vp40, fp40) and in glslf: resources, resource indices,
 * base resources, directions, and the entry function's return value (NVIDIA's libCg names it after the
 * function and lists it with the globals). Compared between NVIDIA's libCg and cgx's like reflect.c. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kVertex =
    "struct O { float4 pos : POSITION; float4 col : COLOR0; float2 uv : TEXCOORD0; };\n"
    "uniform float4x4 mvp;\n"
    "uniform float4 tint;\n"
    "uniform float3 pts[3];\n"
    "O main(float4 p : POSITION, float3 n : NORMAL, float2 uv : TEXCOORD0, uniform float k) {\n"
    "  O o;\n"
    "  o.pos = mul(mvp, p) + float4(pts[1], 0);\n"
    "  o.col = tint * k + float4(n, 1);\n"
    "  o.uv = uv;\n"
    "  return o;\n"
    "}\n";

static const char* kFragment =
    "float4 main(float2 uv : TEXCOORD0, float4 c : COLOR0, uniform sampler2D t, uniform float4 g) : COLOR {\n"
    "  return tex2D(t, uv) * c + g;\n"
    "}\n";

static void show(CGprogram program, CGenum space) {
  CGparameter leaf;
  for (leaf = cgGetFirstLeafParameter(program, space); leaf; leaf = cgGetNextLeafParameter(leaf))
    printf("  %s res=%s idx=%lu base=%s ref=%d dir=%s\n", cgGetParameterName(leaf),
           cgGetResourceString(cgGetParameterResource(leaf)), cgGetParameterResourceIndex(leaf),
           cgGetResourceString(cgGetParameterBaseResource(leaf)), cgIsParameterReferenced(leaf),
           cgGetEnumString(cgGetParameterDirection(leaf)));
}

int main(void) {
  const char* profiles[] = {"arbvp1", "arbfp1", "vp40", "fp40", "glslv", "glslf"};
  CGcontext context = cgCreateContext();
  int i;
  for (i = 0; i < 6; ++i) {
    CGprofile profile = cgGetProfile(profiles[i]);
    const char* source = cgGetProfileDomain(profile) == CG_VERTEX_DOMAIN ? kVertex : kFragment;
    CGprogram program = cgCreateProgram(context, CG_SOURCE, source, profile, "main", 0);
    printf("%s: created=%d err=%d\n", profiles[i], program != 0, cgGetError());
    if (!program) continue;
    printf(" CG_PROGRAM\n");
    show(program, CG_PROGRAM);
    printf(" CG_GLOBAL\n");
    show(program, CG_GLOBAL);
  }
  cgDestroyContext(context);
  return 0;
}
