/* Constants in CgFX, compared between NVIDIA's libCg and cgx's: a const global (not an effect parameter)
 * named as a `compile` argument and as a state value, and `~` in a brace list of an integer
 * state's value, where alone it is a syntax error (the toolkit's gs_md2shadow writes both: `ConstantColor_fragment(dullYellow)`,
 * `StencilFunc = { Equal, 0, ~0 }`). Custom states only: no GL. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kEffect =
    "const float4 dullYellow = { 0.7, 0.7, 0.1, 1.0 };\n"
    "const float4 grey = {0.5, 0.5, 0.5, 1};\n"
    "float4 tint = {1, 1, 1, 1};\n"
    "float4 fs(uniform float4 c, uniform float4 d) : COLOR { return c * d * tint; }\n"
    "technique T {\n"
    "  pass P {\n"
    "    Prog = compile arbfp1 fs(dullYellow, grey);\n"
    "    Mask = { 1, ~0, ~6 };\n"
    "    Colour = dullYellow;\n"
    "    Level = -3;\n"
    "  }\n"
    "}\n";

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGeffect effect;
  CGpass pass;
  CGprogram program;
  int n = 0, i;
  const int* ints;
  const float* floats;
  cgCreateState(ctx, "Prog", CG_PROGRAM_TYPE);
  cgCreateState(ctx, "Mask", CG_INT3);
  cgCreateState(ctx, "Colour", CG_FLOAT4);
  cgCreateState(ctx, "Level", CG_INT);
  effect = cgCreateEffect(ctx, kEffect, NULL);
  printf("effect: %s err=%d\n", effect ? "made" : "failed", cgGetError());
  if (!effect) {
    printf("listing: %s\n", cgGetLastListing(ctx) ? cgGetLastListing(ctx) : "none");
    return 0;
  }
  printf("effect parameters:");
  {
    CGparameter p;
    for (p = cgGetFirstEffectParameter(effect); p; p = cgGetNextParameter(p)) printf(" %s", cgGetParameterName(p));
  }
  printf("\n");
  pass = cgGetFirstPass(cgGetFirstTechnique(effect));
  ints = cgGetIntStateAssignmentValues(cgGetNamedStateAssignment(pass, "Mask"), &n);
  printf("Mask:");
  for (i = 0; ints && i < n; ++i) printf(" %d", ints[i]);
  printf("\n");
  ints = cgGetIntStateAssignmentValues(cgGetNamedStateAssignment(pass, "Level"), &n);
  printf("Level:");
  for (i = 0; ints && i < n; ++i) printf(" %d", ints[i]);
  printf("\n");
  floats = cgGetFloatStateAssignmentValues(cgGetNamedStateAssignment(pass, "Colour"), &n);
  printf("Colour:");
  for (i = 0; floats && i < n; ++i) printf(" %g", floats[i]);
  printf("\n");
  program = cgGetProgramStateAssignmentValue(cgGetNamedStateAssignment(pass, "Prog"));
  for (i = 0; program && i < 2; ++i) {
    double v[4] = {0, 0, 0, 0};
    CGparameter p = cgGetNamedParameter(program, i == 0 ? "c" : "d");
    CGparameter from = p ? cgGetConnectedParameter(p) : NULL;
    if (p) cgGetParameterValuedr(p, 4, v);
    printf("%s = %g %g %g %g from=%s\n", i == 0 ? "c" : "d", v[0], v[1], v[2], v[3],
           from ? cgGetParameterName(from) : "-");
  }
  printf("err=%d\n", cgGetError());
  /* `~` outside a brace list: NVIDIA's grammar has it in initializer lists only (a syntax error here). */
  effect = cgCreateEffect(ctx, "technique U { pass Q { Level = ~3; } }\n", NULL);
  printf("~ alone: %s err=%d\n", effect ? "made" : "failed", cgGetError());
  cgDestroyContext(ctx);
  return 0;
}
