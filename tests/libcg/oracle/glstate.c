/* Cg's predefined glstate through the runtime: where the parameter lists put it (a global, not a program
 * parameter), its nodes' names, types and semantics, which are referenced, and the error for setting one
 * (the driver supplies GL state: CG_INVALID_PARAMETER_ERROR). Resources differ by design (docs/libcg.md). */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kVertex =
    "float4 main(float4 p : POSITION, uniform float4x4 M) : POSITION {\n"
    "  return mul(glstate.matrix.mvp, p) + mul(M, p) + glstate.light[2].diffuse\n"
    "         + mul(glstate.matrix.inverse.mvp, p) + glstate.fog.params * glstate.point.size;\n"
    "}\n";

static void show(CGprogram program, const char* name) {
  CGparameter p = cgGetNamedParameter(program, name);
  if (!p) {
    printf("%s: none\n", name);
    return;
  }
  printf("%s: type=%s sem='%s' var=%s ref=%d\n", cgGetParameterName(p), cgGetTypeString(cgGetParameterType(p)),
         cgGetParameterSemantic(p), cgGetEnumString(cgGetParameterVariability(p)), cgIsParameterReferenced(p));
}

int main(void) {
  static const char* names[] = {"glstate", "glstate.matrix", "glstate.matrix.mvp", "glstate.matrix.inverse",
                                "glstate.matrix.inverse.mvp", "glstate.matrix.transpose.texture",
                                "glstate.matrix.transpose.texture[3]", "glstate.light", "glstate.light[2]",
                                "glstate.light[2].diffuse", "glstate.light[3].diffuse",
                                "glstate.light[1].spot.direction", "glstate.fog.params", "glstate.point.size",
                                "glstate.clip[7].plane", "glstate.texgen[0].eye.q", "M", 0};
  float m[16] = {0};
  int i, leaves = 0;
  CGparameter p;
  CGcontext context = cgCreateContext();
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kVertex, CG_PROFILE_ARBVP1, "main", 0);
  if (!program) {
    printf("compile failed\n");
    return 0;
  }
  for (p = cgGetFirstParameter(program, CG_PROGRAM); p; p = cgGetNextParameter(p))
    printf("program: %s\n", cgGetParameterName(p));
  for (p = cgGetFirstParameter(program, CG_GLOBAL); p; p = cgGetNextParameter(p))
    printf("global: %s\n", cgGetParameterName(p));
  for (p = cgGetFirstStructParameter(cgGetNamedParameter(program, "glstate")); p; p = cgGetNextParameter(p))
    printf("member: %s\n", cgGetParameterName(p));
  for (p = cgGetFirstLeafParameter(program, CG_GLOBAL); p; p = cgGetNextLeafParameter(p)) ++leaves;
  printf("global leaves: %d\n", leaves);
  for (i = 0; names[i]; ++i) show(program, names[i]);
  cgGetError();
  cgSetMatrixParameterfr(cgGetNamedParameter(program, "glstate.matrix.mvp"), m);
  printf("set glstate.matrix.mvp: %s\n", cgGetErrorString(cgGetError()));
  cgDestroyContext(context);
  return 0;
}
