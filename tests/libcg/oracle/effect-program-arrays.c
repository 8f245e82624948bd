/* Program arrays in CgFX, compared between NVIDIA's libCg and cgx's: `pixelshader F[3] = { compile ..., ... }`
 * is an effect parameter (an array of CG_PROGRAM_TYPE), each element's `compile` makes a program (after the
 * passes' own `compile`s), and a program state's value `(F[select])` is the element the index picks from the
 * parameters' values when it is read: truncated, the first element when outside the array, the index's
 * parameters its dependencies. Validation is not redone when the index changes (a validated technique stays
 * so). The toolkit's cgfx_bumpdemo_array writes `FragmentProgram = (SpecSurf[select])` and validates its
 * technique for each `select`. Custom states only: no GL. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kEffect =
    "float4 vs(float4 p : POSITION, uniform float s) : POSITION { return p * s; }\n"
    "float4 fs(uniform float4 c) : COLOR { return c; }\n"
    "float4 tint = {1, 0, 0, 1};\n"
    "vertexshader V[2] = { compile arbvp1 vs(1), compile vp20 vs(2) };\n"
    "pixelshader F[3] = { compile arbfp1 fs(tint), compile fp20 fs(float4(0, 1, 0, 1)), compile fp30 fs(tint) };\n"
    "int select = 0;\n"
    "float k = 1;\n"
    "technique T { pass P { VProg = compile arbvp1 vs(4); FProg = (F[select]); } }\n"
    "technique X { pass P { VProg = (V[select]); FProg = (F[select + 1]); } }\n"
    "technique Y { pass P { FProg = (F[k]); } }\n"
    "technique C { pass P { FProg = (F[2]); } }\n";

static const char* profileOf(CGprogram program) {
  return program ? cgGetProfileString(cgGetProgramProfile(program)) : "null";
}

/* The validate callback: any program but an fp20 one. */
static CGbool validate(CGstateassignment a) {
  CGprogram program = cgGetProgramStateAssignmentValue(a);
  printf("  validate %s\n", profileOf(program));
  return program && cgGetProgramProfile(program) != CG_PROFILE_FP20;
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGeffect effect;
  CGparameter p, select, k;
  CGprogram program;
  CGtechnique t;
  CGstate s;
  int i, n, d;
  static const int kIndices[] = {-2, 0, 1, 2, 3, 100};
  s = cgCreateState(ctx, "VProg", CG_PROGRAM_TYPE);
  cgSetStateCallbacks(s, NULL, NULL, validate);
  s = cgCreateState(ctx, "FProg", CG_PROGRAM_TYPE);
  cgSetStateCallbacks(s, NULL, NULL, validate);
  effect = cgCreateEffect(ctx, kEffect, NULL);
  printf("effect: %s err=%d\n", effect ? "made" : "failed", cgGetError());
  if (!effect) {
    printf("listing: %s\n", cgGetLastListing(ctx) ? cgGetLastListing(ctx) : "none");
    return 0;
  }
  for (p = cgGetFirstEffectParameter(effect); p; p = cgGetNextParameter(p))
    printf("parameter %s type=%s size=%d class=%d\n", cgGetParameterName(p),
           cgGetTypeString(cgGetParameterType(p)), cgGetArraySize(p, 0), cgGetParameterClass(p));
  p = cgGetArrayParameter(cgGetNamedEffectParameter(effect, "F"), 1);
  printf("F[1]: %s type=%s err=%d\n", p ? cgGetParameterName(p) : "null", p ? cgGetTypeString(cgGetParameterType(p)) : "-",
         cgGetError());
  for (program = cgGetFirstProgram(ctx); program; program = cgGetNextProgram(program))
    printf("program %s %s\n", cgGetProgramString(program, CG_PROGRAM_ENTRY), profileOf(program));

  select = cgGetNamedEffectParameter(effect, "select");
  k = cgGetNamedEffectParameter(effect, "k");
  for (t = cgGetFirstTechnique(effect); t; t = cgGetNextTechnique(t)) {
    CGstateassignment a;
    for (a = cgGetFirstStateAssignment(cgGetFirstPass(t)); a; a = cgGetNextStateAssignment(a)) {
      printf("%s %s:", cgGetTechniqueName(t), cgGetStateName(cgGetStateAssignmentState(a)));
      for (i = 0; i < (int)(sizeof kIndices / sizeof kIndices[0]); ++i) {
        double value = -1;
        CGparameter sp;
        cgSetParameter1i(select, kIndices[i]);
        cgSetParameter1f(k, (float)kIndices[i] + 0.6f);
        program = cgGetProgramStateAssignmentValue(a);
        sp = program ? cgGetNamedParameter(program, "s") : NULL;
        if (sp) cgGetParameterValuedr(sp, 1, &value);
        printf(" %d=%s/%g", kIndices[i], profileOf(program), value);
      }
      n = cgGetNumDependentStateAssignmentParameters(a);
      printf(" deps=%d", n);
      for (d = 0; d < n; ++d) printf(" %s", cgGetParameterName(cgGetDependentStateAssignmentParameter(a, d)));
      printf(" err=%d\n", cgGetError());
    }
  }

  /* Validation with each index: a validated technique is not validated again. */
  t = cgGetNamedTechnique(effect, "T");
  for (i = 0; i < 4; ++i) {
    static const int kSequence[] = {1, 0, 1, 2};
    CGbool valid;
    cgSetParameter1i(select, kSequence[i]);
    valid = cgValidateTechnique(t);
    printf("select=%d valid=%d validated=%d\n", kSequence[i], valid, cgIsTechniqueValidated(t));
  }
  cgSetParameter1i(select, 1);
  printf("pass program: %s\n", profileOf(cgGetPassProgram(cgGetFirstPass(t), CG_FRAGMENT_DOMAIN)));
  cgSetParameter1i(select, 0);
  printf("pass program: %s err=%d\n", profileOf(cgGetPassProgram(cgGetFirstPass(t), CG_FRAGMENT_DOMAIN)), cgGetError());

  cgDestroyEffect(effect);
  n = 0;
  for (program = cgGetFirstProgram(ctx); program; program = cgGetNextProgram(program)) ++n;
  printf("after destroy: %d programs err=%d\n", n, cgGetError());
  cgDestroyContext(ctx);
  return 0;
}
