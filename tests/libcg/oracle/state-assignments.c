/* CgFX state assignments compared between NVIDIA's libCg and cgx's: a pass's assignments (which NVIDIA's
 * keeps: one per state and index, the last, in their order), their states, indices and values of every type
 * (constants, enumerants, effect parameters read when asked, programs, samplers, textures), the
 * type-mismatch pairings, a sampler parameter's sampler_state assignments, lookups by name, and misuses
 * with null and stale handles. Custom states only: no GL. Each API call is its own statement (C leaves the
 * order of a call's arguments open, and gcc evaluates them right to left). */
#include <Cg/cg.h>
#include <stdio.h>

#include "print.h"

static void parameterName(const char* what, CGparameter p) {
  CGerror e = cgGetError();
  const char* name = p ? cgGetParameterName(p) : "(null)";
  printf("%s: %s err=%d\n", what, name, e);
}
static void assignment(CGstateassignment sa, CGpass pass) {
  CGprogram program;
  int dependents;
  S("state", cgGetStateName(cgGetStateAssignmentState(sa)));
  P(" pass", cgGetStateAssignmentPass(sa) == pass);
  P(" index", cgGetStateAssignmentIndex(sa));
  P(" is", cgIsStateAssignment(sa));
  floats(" float", sa);
  ints(" int", sa);
  bools(" bool", sa);
  S(" string", cgGetStringStateAssignmentValue(sa));
  program = cgGetProgramStateAssignmentValue(sa);
  S(" program", program ? cgGetProgramString(program, CG_PROGRAM_ENTRY) : NULL);
  parameterName(" sampler", cgGetSamplerStateAssignmentValue(sa));
  parameterName(" texture", cgGetTextureStateAssignmentValue(sa));
  dependents = cgGetNumDependentStateAssignmentParameters(sa);
  P(" dependents", dependents);
  if (dependents > 0) parameterName(" dependent", cgGetDependentStateAssignmentParameter(sa, 0));
  parameterName(" dependent past the end", cgGetDependentStateAssignmentParameter(sa, dependents));
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGstate depth, filter;
  CGeffect fx;
  CGpass pass;
  CGstateassignment sa, stale;
  CGparameter smp;
  CGprogram program;
  int n = 0;
  const char* source =
      "float4 tint = {1, 2, 3, 4};\n"
      "int di = 7;\n"
      "texture tx;\n"
      "sampler2D smp = sampler_state { Texture = <tx>; MinFilter = Linear; MinFilter = Nearest; };\n"
      "float4 fs(uniform float4 c) : COLOR { return c; }\n"
      "float4 gs(uniform float4 c) : COLOR { return c; }\n"
      "technique T { pass P {\n"
      "  Color = float4(0.5, 1, 2, 3);\n"
      "  Depth = Less;\n"
      "  On = true;\n"
      "  Name = \"hello\";\n"
      "  Light[2] = false;\n"
      "  Light[1] = true;\n"
      "  VertexProgram = compile arbvp1 gs(tint);\n"
      "  VertexProgram = compile arbfp1 fs(tint);\n"
      "  Sampler[1] = <smp>;\n"
      "  Color = tint;\n"
      "  Depth = di;\n"
      "  Light[2] = true;\n"
      "} pass Empty { } }\n";
  cgCreateState(ctx, "Color", CG_FLOAT4);
  depth = cgCreateState(ctx, "Depth", CG_INT);
  cgCreateState(ctx, "On", CG_BOOL);
  cgCreateState(ctx, "Name", CG_STRING);
  cgCreateArrayState(ctx, "Light", CG_BOOL, 4);
  cgCreateState(ctx, "VertexProgram", CG_PROGRAM_TYPE);
  cgCreateArrayState(ctx, "Sampler", CG_SAMPLER2D, 4);
  cgCreateSamplerState(ctx, "Texture", CG_TEXTURE);
  filter = cgCreateSamplerState(ctx, "MinFilter", CG_INT);
  cgAddStateEnumerant(depth, "Less", 513);
  cgAddStateEnumerant(filter, "Linear", 9729);
  cgAddStateEnumerant(filter, "Nearest", 9728);
  fx = cgCreateEffect(ctx, source, NULL);
  P("created", fx != NULL);
  S("listing", cgGetLastListing(ctx));
  /* one program: the first VertexProgram's compile was replaced by the second */
  for (program = cgGetFirstProgram(ctx); program; program = cgGetNextProgram(program)) ++n;
  P("programs", n);
  pass = cgGetFirstPass(cgGetFirstTechnique(fx));
  for (sa = cgGetFirstStateAssignment(pass); sa; sa = cgGetNextStateAssignment(sa)) assignment(sa, pass);
  P("end", 0);
  P("empty pass", cgGetFirstStateAssignment(cgGetNextPass(pass)) != NULL);

  /* lookups by name: without case, an array state with its index */
  P("named depth", cgGetIntStateAssignmentValues(cgGetNamedStateAssignment(pass, "depth"), &n)[0]);
  P("named Light[1]", cgGetStateAssignmentIndex(cgGetNamedStateAssignment(pass, "Light[1]")));
  P("named Light", cgGetNamedStateAssignment(pass, "Light") != NULL);
  P("named none", cgGetNamedStateAssignment(pass, "None") != NULL);
  P("named null", cgGetNamedStateAssignment(pass, NULL) != NULL);

  /* a value naming an effect parameter is read when asked */
  cgSetParameter4f(cgGetNamedEffectParameter(fx, "tint"), 9, 8, 7, 6);
  floats("Color after set", cgGetNamedStateAssignment(pass, "Color"));

  /* sampler_state assignments */
  smp = cgGetNamedEffectParameter(fx, "smp");
  for (sa = cgGetFirstSamplerStateAssignment(smp); sa; sa = cgGetNextStateAssignment(sa)) {
    S("sampler state", cgGetStateName(cgGetSamplerStateAssignmentState(sa)));
    P(" parameter", cgGetSamplerStateAssignmentParameter(sa) == smp);
    P(" pass", cgGetStateAssignmentPass(sa) != NULL);
    P(" index", cgGetStateAssignmentIndex(sa));
    P(" state", cgGetStateAssignmentState(sa) != NULL);
    parameterName(" texture", cgGetTextureStateAssignmentValue(sa));
    ints(" int", sa);
  }
  P("named minfilter", cgGetNamedSamplerStateAssignment(smp, "minfilter") != NULL);
  P("named sampler none", cgGetNamedSamplerStateAssignment(smp, "None") != NULL);
  P("named sampler null", cgGetNamedSamplerStateAssignment(smp, NULL) != NULL);
  P("first of a float4", cgGetFirstSamplerStateAssignment(cgGetNamedEffectParameter(fx, "tint")) != NULL);

  /* misuse */
  sa = cgGetFirstStateAssignment(pass);
  P("first null", cgGetFirstStateAssignment(NULL) != NULL);
  P("next null", cgGetNextStateAssignment(NULL) != NULL);
  P("next invented", cgGetNextStateAssignment((CGstateassignment)16) != NULL);
  P("named null pass", cgGetNamedStateAssignment(NULL, "Depth") != NULL);
  P("state null", cgGetStateAssignmentState(NULL) != NULL);
  P("pass null", cgGetStateAssignmentPass(NULL) != NULL);
  P("index null", cgGetStateAssignmentIndex(NULL));
  P("is null", cgIsStateAssignment(NULL));
  P("is invented", cgIsStateAssignment((CGstateassignment)16));
  floats("float null", NULL);
  P("float null count", cgGetFloatStateAssignmentValues(sa, NULL) != NULL);
  P("int null count", cgGetIntStateAssignmentValues(sa, NULL) != NULL);
  S("string null", cgGetStringStateAssignmentValue(NULL));
  P("program null", cgGetProgramStateAssignmentValue(NULL) != NULL);
  P("sampler null", cgGetSamplerStateAssignmentValue(NULL) != NULL);
  P("texture null", cgGetTextureStateAssignmentValue(NULL) != NULL);
  P("dependents null", cgGetNumDependentStateAssignmentParameters(NULL));
  P("dependent null", cgGetDependentStateAssignmentParameter(NULL, 0) != NULL);
  P("first sampler null", cgGetFirstSamplerStateAssignment(NULL) != NULL);
  P("named sampler null parameter", cgGetNamedSamplerStateAssignment(NULL, "MinFilter") != NULL);
  P("sampler parameter null", cgGetSamplerStateAssignmentParameter(NULL) != NULL);
  P("sampler state null", cgGetSamplerStateAssignmentState(NULL) != NULL);
  P("sampler parameter of a pass's", cgGetSamplerStateAssignmentParameter(sa) != NULL);
  P("sampler state of a pass's", cgGetSamplerStateAssignmentState(sa) != NULL);

  stale = sa;
  cgDestroyEffect(fx);
  P("is stale", cgIsStateAssignment(stale));
  P("state stale", cgGetStateAssignmentState(stale) != NULL);
  P("next stale", cgGetNextStateAssignment(stale) != NULL);
  cgDestroyContext(ctx);
  return 0;
}
