/* Validating techniques and setting and resetting pass state through custom states' callbacks
 * (cgCreateState, cgSetStateCallbacks: no GL), compared between NVIDIA's libCg and cgx's: which callbacks
 * run, in which order, with which values (an assignment naming an effect parameter reads its value when
 * the callback asks), what validation caches, what fails it, cgSetSamplerState, the cgCallState*Callback
 * calls, cgGetPassProgram, and misuses. Each API call is its own statement (gcc evaluates a call's
 * arguments right to left). */
#include <Cg/cg.h>
#include <stdio.h>

#include "print.h"

static int validateResult = 1;
static int setResult = 1;

static void show(const char* what, CGstateassignment sa) {
  CGstate st = cgGetStateAssignmentState(sa);
  CGparameter sampler = cgGetSamplerStateAssignmentParameter(sa);
  CGtype type;
  const char* name;
  int index, n = 0;
  if (!st) {
    cgGetError(); /* a sampler_state assignment's state is cgGetSamplerStateAssignmentState's */
    st = cgGetSamplerStateAssignmentState(sa);
  }
  type = cgGetStateType(st);
  name = cgGetStateName(st);
  index = cgGetStateAssignmentIndex(sa);
  printf("  %s %s[%d]%s", what, name, index, sampler ? " (sampler)" : "");
  if (type == CG_FLOAT4 || type == CG_FLOAT) {
    const float* f = cgGetFloatStateAssignmentValues(sa, &n);
    if (f) printf(" %g", f[0]);
  } else if (type == CG_INT) {
    const int* i = cgGetIntStateAssignmentValues(sa, &n);
    if (i) printf(" %d", i[0]);
  }
  printf(" err=%d\n", cgGetError());
}
static CGbool set(CGstateassignment sa) {
  show("set", sa);
  return setResult ? CG_TRUE : CG_FALSE;
}
static CGbool reset(CGstateassignment sa) {
  show("reset", sa);
  return CG_TRUE;
}
static CGbool validate(CGstateassignment sa) {
  show("validate", sa);
  return validateResult ? CG_TRUE : CG_FALSE;
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGstate color = cgCreateState(ctx, "Color", CG_FLOAT4);
  CGstate depth = cgCreateState(ctx, "Depth", CG_INT);
  CGstate plain = cgCreateState(ctx, "Plain", CG_INT);
  CGstate setOnly = cgCreateState(ctx, "SetOnly", CG_INT);
  CGstate light = cgCreateArrayState(ctx, "Light", CG_FLOAT, 4);
  CGstate vp = cgCreateState(ctx, "VertexProgram", CG_PROGRAM_TYPE);
  CGstate fp = cgCreateState(ctx, "FragmentProgram", CG_PROGRAM_TYPE);
  CGstate samp = cgCreateArrayState(ctx, "Sampler", CG_SAMPLER2D, 4);
  CGstate filter = cgCreateSamplerState(ctx, "MinFilter", CG_INT);
  CGeffect fx;
  CGtechnique t, u;
  CGpass a, b;
  const char* source =
      "float4 tint = {1, 2, 3, 4};\n"
      "int di = 7;\n"
      "sampler2D smp = sampler_state { MinFilter = 5; };\n"
      "float4 vs(float4 p : POSITION) : POSITION { return p; }\n"
      "float4 fs(uniform float4 c) : COLOR { return c; }\n"
      "technique T {\n"
      "  pass A { Depth = 3; Color = tint; Light[2] = 0.5; Light[0] = 0.25; VertexProgram = compile arbvp1 vs();\n"
      "           Sampler[0] = <smp>; Depth = di; }\n"
      "  pass B { Color = float4(9, 9, 9, 9); }\n"
      "}\n"
      "technique U { pass { Depth = 1; } }\n"
      "technique V { pass { Plain = 1; Depth = 2; } }\n"
      "technique W { pass { SetOnly = 1; } }\n"
      "technique X { pass { Depth = 5; FragmentProgram = compile nosuch fs(tint); } }\n"
      "technique Y { pass { } }\n"
      "technique Z { }\n";
  cgSetStateCallbacks(color, set, reset, validate);
  cgSetStateCallbacks(depth, set, reset, validate);
  cgSetStateCallbacks(light, set, reset, validate);
  cgSetStateCallbacks(vp, set, reset, validate);
  cgSetStateCallbacks(fp, set, reset, validate);
  cgSetStateCallbacks(samp, set, reset, validate);
  cgSetStateCallbacks(filter, set, reset, validate);
  cgSetStateCallbacks(setOnly, set, reset, NULL);
  (void)plain;
  fx = cgCreateEffect(ctx, source, NULL);
  P("created", fx != NULL);
  t = cgGetFirstTechnique(fx);
  u = cgGetNextTechnique(t);
  a = cgGetFirstPass(t);
  b = cgGetNextPass(a);
  cgSetParameter4f(cgGetNamedEffectParameter(fx, "tint"), 5, 6, 7, 8);

  P("validated before", cgIsTechniqueValidated(t));
  printf("-- set A (validates T first)\n");
  cgSetPassState(a);
  P("after", 0);
  P("validated", cgIsTechniqueValidated(t));
  printf("-- reset A\n");
  cgResetPassState(a);
  P("after", 0);
  printf("-- set B\n");
  cgSetPassState(b);
  P("after", 0);
  printf("-- validate T again (cached)\n");
  P("validate T", cgValidateTechnique(t));

  validateResult = 0;
  printf("-- validate U, its callback false\n");
  P("validate U", cgValidateTechnique(u));
  P("validated U", cgIsTechniqueValidated(u));
  printf("-- set U's pass\n");
  cgSetPassState(cgGetFirstPass(u));
  P("after", 0);
  validateResult = 1;
  printf("-- validate U again\n");
  P("validate U", cgValidateTechnique(u));
  printf("-- validate V (a state without callbacks)\n");
  P("validate V", cgValidateTechnique(cgGetNamedTechnique(fx, "V")));
  printf("-- reset V's pass\n");
  cgResetPassState(cgGetFirstPass(cgGetNamedTechnique(fx, "V")));
  P("after", 0);
  printf("-- validate W (set but no validate callback)\n");
  P("validate W", cgValidateTechnique(cgGetNamedTechnique(fx, "W")));
  printf("-- validate X (a program of an unknown profile)\n");
  P("validate X", cgValidateTechnique(cgGetNamedTechnique(fx, "X")));
  P("validate Y (an empty pass)", cgValidateTechnique(cgGetNamedTechnique(fx, "Y")));
  P("validate Z (no pass)", cgValidateTechnique(cgGetNamedTechnique(fx, "Z")));

  setResult = 0;
  printf("-- set A, set callbacks false\n");
  cgSetPassState(a);
  P("after", 0);
  setResult = 1;
  printf("-- set sampler\n");
  cgSetSamplerState(cgGetNamedEffectParameter(fx, "smp"));
  P("after", 0);
  cgSetSamplerState(cgGetNamedEffectParameter(fx, "tint"));
  P("set sampler of a float4", 0);
  printf("-- call callbacks\n");
  P("call set", cgCallStateSetCallback(cgGetFirstStateAssignment(a)));
  P("call validate", cgCallStateValidateCallback(cgGetFirstStateAssignment(a)));
  P("call reset", cgCallStateResetCallback(cgGetFirstStateAssignment(a)));
  P("call set without a callback",
    cgCallStateSetCallback(cgGetFirstStateAssignment(cgGetFirstPass(cgGetNamedTechnique(fx, "V")))));
  P("call set of a sampler_state's", cgCallStateSetCallback(cgGetFirstSamplerStateAssignment(cgGetNamedEffectParameter(fx, "smp"))));

  P("pass program vertex", cgGetPassProgram(a, CG_VERTEX_DOMAIN) == cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(a, "VertexProgram")));
  P("pass program fragment", cgGetPassProgram(a, CG_FRAGMENT_DOMAIN) != NULL);
  P("pass program bad domain", cgGetPassProgram(a, (CGdomain)7) != NULL);

  /* misuse */
  cgSetPassState(NULL);
  P("set null", 0);
  cgResetPassState(NULL);
  P("reset null", 0);
  P("validate null", cgValidateTechnique(NULL));
  P("validated null", cgIsTechniqueValidated(NULL));
  cgSetSamplerState(NULL);
  P("set sampler null", 0);
  P("call set null", cgCallStateSetCallback(NULL));
  P("call validate null", cgCallStateValidateCallback(NULL));
  P("call reset null", cgCallStateResetCallback(NULL));
  P("pass program null", cgGetPassProgram(NULL, CG_VERTEX_DOMAIN) != NULL);
  cgDestroyContext(ctx);
  return 0;
}
