/* Queries over effects and parameters, compared between NVIDIA's libCg and cgx's: the effect's leaf
 * parameters (cgGetFirstLeafEffectParameter), effects by name (cgGetNamedEffect), the parameter a state
 * assignment's value comes from (cgGetConnectedStateAssignmentParameter), the parameters a program array's
 * `compile`s depend on (cgGet{Num,}DependentProgramArrayStateAssignmentParameter{s,}), which parameters an
 * effect, technique, pass, state assignment or program may use (cgIsParameterUsed), a parameter's resource
 * type and size and buffer place, its dependent parameters, a program's buffers and output vertices. Each
 * call's error is read right after it. Custom states only: no GL. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kEffect =
    "float4x4 mvp;\n"
    "float k = 2;\n"
    "int select = 0;\n"
    "float arr[2];\n"
    "float4 tint = {1, 0, 0, 1};\n"
    "int filter = 9729;\n"
    "sampler2D samp = sampler_state { Filter = filter; Other = 3; };\n"
    "float4 vs(float4 p : POSITION, uniform float4x4 m, uniform float s) : POSITION { return mul(m, p) * s; }\n"
    "float4 fs(uniform float4 c, uniform float a[2]) : COLOR { return c * a[0] * tex2D(samp, c.xy); }\n"
    "vertexshader V[2] = { compile arbvp1 vs(mvp, k), compile vp20 vs(mvp, 2 * k + select) };\n"
    "technique T { pass P { VProg = (V[select]); FProg = compile arbfp1 fs(tint, arr); Colour = tint; Level = 3; } }\n"
    "technique U { pass Q { Colour = <tint>; } }\n";

static const char* name(CGparameter p) { return p ? cgGetParameterName(p) : "null"; }

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGeffect effect, other;
  CGtechnique t;
  CGpass pass;
  CGstateassignment a;
  CGparameter p;
  CGprogram fprog;
  const char* kNames[] = {"mvp", "k", "select", "arr", "tint", "filter", "samp", "V"};
  int i, n, r;
  cgCreateState(ctx, "VProg", CG_PROGRAM_TYPE);
  cgCreateState(ctx, "FProg", CG_PROGRAM_TYPE);
  cgCreateState(ctx, "Colour", CG_FLOAT4);
  cgCreateState(ctx, "Level", CG_INT);
  cgCreateSamplerState(ctx, "Filter", CG_INT);
  cgCreateSamplerState(ctx, "Other", CG_INT);
  effect = cgCreateEffect(ctx, kEffect, NULL);
  printf("effect: %s err=%d\n", effect ? "made" : "failed", cgGetError());
  if (!effect) {
    printf("listing: %s\n", cgGetLastListing(ctx) ? cgGetLastListing(ctx) : "none");
    return 0;
  }

  printf("leaves:");
  for (p = cgGetFirstLeafEffectParameter(effect); p; p = cgGetNextLeafParameter(p)) printf(" %s", name(p));
  printf(" err=%d\n", cgGetError());
  p = cgGetFirstLeafEffectParameter(NULL);
  printf("leaves of null: %s err=%d\n", name(p), cgGetError());

  other = cgGetNamedEffect(ctx, "E");
  printf("named E before: %s err=%d\n", other ? "found" : "null", cgGetError());
  cgSetEffectName(effect, "E");
  other = cgGetNamedEffect(ctx, "E");
  printf("named E: %s err=%d\n", other == effect ? "the effect" : other ? "another" : "null", cgGetError());
  other = cgGetNamedEffect(ctx, "e");
  printf("named e: %s err=%d\n", other ? "found" : "null", cgGetError());
  other = cgGetNamedEffect(ctx, NULL);
  printf("named null: %s err=%d\n", other ? "found" : "null", cgGetError());
  other = cgGetNamedEffect(NULL, "E");
  printf("named in null context: %s err=%d\n", other ? "found" : "null", cgGetError());

  for (t = cgGetFirstTechnique(effect); t; t = cgGetNextTechnique(t))
    for (pass = cgGetFirstPass(t); pass; pass = cgGetNextPass(pass))
      for (a = cgGetFirstStateAssignment(pass); a; a = cgGetNextStateAssignment(a)) {
        p = cgGetConnectedStateAssignmentParameter(a);
        printf("%s %s: connected=%s err=%d", cgGetTechniqueName(t), cgGetStateName(cgGetStateAssignmentState(a)),
               name(p), cgGetError());
        n = cgGetNumDependentProgramArrayStateAssignmentParameters(a);
        printf(" array dependents=%d err=%d:", n, cgGetError());
        for (i = 0; i < n; ++i) {
          p = cgGetDependentProgramArrayStateAssignmentParameter(a, i);
          printf(" %s", name(p));
        }
        printf(" err=%d", cgGetError());
        p = cgGetDependentProgramArrayStateAssignmentParameter(a, n);
        printf(" past=%s err=%d\n", name(p), cgGetError());
      }
  for (a = cgGetFirstSamplerStateAssignment(cgGetNamedEffectParameter(effect, "samp")); a; a = cgGetNextStateAssignment(a)) {
    p = cgGetConnectedStateAssignmentParameter(a);
    printf("sampler %s: connected=%s err=%d\n", cgGetStateName(cgGetSamplerStateAssignmentState(a)), name(p), cgGetError());
  }
  p = cgGetConnectedStateAssignmentParameter(NULL);
  printf("connected of null: %s err=%d\n", name(p), cgGetError());

  t = cgGetFirstTechnique(effect);
  pass = cgGetFirstPass(t);
  fprog = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "FProg"));
  for (i = 0; i < 8; ++i) {
    CGhandle containers[8];
    int c;
    containers[0] = effect;
    containers[1] = t;
    containers[2] = pass;
    containers[3] = cgGetNamedStateAssignment(pass, "VProg");
    containers[4] = cgGetNamedStateAssignment(pass, "FProg");
    containers[5] = cgGetNamedStateAssignment(pass, "Colour");
    containers[6] = fprog;
    containers[7] = cgGetNextTechnique(t);
    p = cgGetNamedEffectParameter(effect, kNames[i]);
    printf("used %s:", kNames[i]);
    for (c = 0; c < 8; ++c) {
      r = cgIsParameterUsed(p, containers[c]);
      printf(" %d", r);
    }
    printf(" err=%d\n", cgGetError());
  }
  r = cgIsParameterUsed(cgGetNamedEffectParameter(effect, "k"), NULL);
  printf("used in null: %d err=%d\n", r, cgGetError());
  r = cgIsParameterUsed(NULL, effect);
  printf("null used: %d err=%d\n", r, cgGetError());

  for (p = cgGetFirstLeafParameter(fprog, CG_PROGRAM); p; p = cgGetNextLeafParameter(p)) {
    CGtype type = cgGetParameterResourceType(p);
    int size = cgGetParameterResourceSize(p), index = cgGetParameterBufferIndex(p), offset = cgGetParameterBufferOffset(p);
    CGparameter dependent = cgGetFirstDependentParameter(p);
    printf("program %s: resource type=%s size=%d buffer=%d offset=%d dependent=%s err=%d\n", name(p),
           cgGetTypeString(type), size, index, offset, name(dependent), cgGetError());
  }
  for (i = 0; i < 8; ++i) {
    CGtype type;
    int size, index, offset;
    p = cgGetNamedEffectParameter(effect, kNames[i]);
    type = cgGetParameterResourceType(p);
    size = cgGetParameterResourceSize(p);
    index = cgGetParameterBufferIndex(p);
    offset = cgGetParameterBufferOffset(p);
    printf("effect %s: resource type=%s size=%d buffer=%d offset=%d err=%d\n", kNames[i], cgGetTypeString(type), size,
           index, offset, cgGetError());
  }
  r = cgGetParameterResourceSize(NULL);
  printf("null resource size: %d err=%d\n", r, cgGetError());

  r = cgGetProgramOutputVertices(fprog);
  printf("output vertices: %d err=%d\n", r, cgGetError());
  cgSetProgramOutputVertices(fprog, 12);
  printf("set output vertices err=%d\n", cgGetError());
  r = cgGetProgramOutputVertices(fprog);
  printf("output vertices: %d err=%d\n", r, cgGetError());
  r = cgGetProgramOutputVertices(NULL);
  printf("null output vertices: %d err=%d\n", r, cgGetError());
  printf("buffer 0: %s err=", cgGetProgramBuffer(fprog, 0) ? "some" : "null");
  printf("%d\n", cgGetError());
  printf("buffer 12: %s err=", cgGetProgramBuffer(fprog, 12) ? "some" : "null");
  printf("%d\n", cgGetError());
  printf("buffer -1: %s err=", cgGetProgramBuffer(fprog, -1) ? "some" : "null");
  printf("%d\n", cgGetError());
  cgDestroyContext(ctx);
  return 0;
}
