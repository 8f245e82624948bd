/* CgFX effect parameters and the programs an effect's `compile` values make, compared between NVIDIA's
 * libCg and cgx's: the context's program list (newest first), each program's entry and profile, how its
 * uniforms are bound (connected to effect parameters, or set from literals), its globals connected to the
 * effect's parameters, values set through the effect parameters, the creation failures a `compile` causes,
 * destruction, and the effect-parameter lookups with their misuses. Custom states only: no GL. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static const char* kEffect =
    "float4x4 mvp : WorldViewProjection;\n"
    "float4 tint : Diffuse = {1, 0.5, 0.25, 1};\n"
    "float scale = 2;\n"
    "float2 offsets[3] = {1, 2, 3, 4, 5, 6};\n"
    "sampler2D tex;\n"
    "float4 vs(float4 p : POSITION, uniform float4x4 m, uniform float s) : POSITION { return mul(m, p) * s; }\n"
    "float4 fs(uniform float4 c) : COLOR { return c * tint; }\n"
    "technique T {\n"
    "  pass A { VertexProgram = compile arbvp1 vs(mvp, 3); FragmentProgram = compile arbfp1 fs(tint); }\n"
    "  pass B { VertexProgram = compile arbvp1 vs(mvp, scale); FragmentProgram = compile arbfp1 fs(float4(0, 1, 0, 1)); }\n"
    "}\n";

static void err(const char* what) {
  CGerror e = cgGetError();
  printf("%s err=%d\n", what, e);
}
static void flag(const char* what, int b) {
  CGerror e = cgGetError();
  printf("%s: %d err=%d\n", what, b, e);
}
/* The listing's first diagnostic code ("C1103"), or "none". */
static void listing(CGcontext ctx) {
  const char* text = cgGetLastListing(ctx);
  const char* c = text ? strstr(text, " C") : NULL;
  CGerror e = cgGetError();
  if (c && strlen(c) >= 6) printf("listing: %.5s err=%d\n", c + 1, e);
  else printf("listing: %s err=%d\n", text ? "no code" : "none", e);
}
static void values(CGparameter p) {
  double v[16];
  int n = cgGetParameterValuedr(p, 16, v), i;
  printf(" n=%d", n);
  for (i = 0; i < n && i < 4; ++i) printf(" %g", v[i]);
}
static void parameter(const char* indent, CGparameter p) {
  CGparameter source = cgGetConnectedParameter(p);
  const char* name = cgGetParameterName(p);
  const char* type = cgGetTypeString(cgGetParameterType(p));
  const char* variability = cgGetEnumString(cgGetParameterVariability(p));
  const char* from = source ? cgGetParameterName(source) : "-";
  printf("%s%s %s %s from=%s", indent, name, type, variability, from);
  if (cgGetParameterType(p) != CG_ARRAY && cgGetParameterClass(p) != CG_PARAMETERCLASS_SAMPLER) values(p);
  printf("\n");
}
static void programs(CGcontext ctx) {
  CGprogram p;
  CGparameter q;
  for (p = cgGetFirstProgram(ctx); p; p = cgGetNextProgram(p)) {
    const char* entry = cgGetProgramString(p, CG_PROGRAM_ENTRY);
    const char* profile = cgGetProfileString(cgGetProgramProfile(p));
    printf("program %s %s\n", entry, profile);
    flag(" compiled", cgIsProgramCompiled(p));
    if (cgGetProgramProfile(p) == CG_PROFILE_UNKNOWN) continue;
    for (q = cgGetFirstParameter(p, CG_PROGRAM); q; q = cgGetNextParameter(q)) parameter("  ", q);
    for (q = cgGetFirstParameter(p, CG_GLOBAL); q; q = cgGetNextParameter(q)) parameter("  global ", q);
  }
  err("programs end");
}
static CGeffect fails(CGcontext ctx, const char* what, const char* source) {
  CGeffect fx = cgCreateEffect(ctx, source, NULL);
  flag(what, fx != NULL);
  listing(ctx);
  return fx;
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGprogram before, after, vs;
  CGeffect fx, other;
  CGparameter p, mvp, tint, m, c, offsets;
  float f[4];
  int count = 0;
  cgCreateState(ctx, "VertexProgram", CG_PROGRAM_TYPE);
  cgCreateState(ctx, "FragmentProgram", CG_PROGRAM_TYPE);
  before = cgCreateProgram(ctx, CG_SOURCE, "float4 main() : COLOR { return 1; }", CG_PROFILE_ARBFP1, NULL, NULL);
  fx = cgCreateEffect(ctx, kEffect, NULL);
  flag("created", fx != NULL);
  listing(ctx);
  after = cgCreateProgram(ctx, CG_SOURCE, "float4 main() : COLOR { return 0; }", CG_PROFILE_ARBFP1, NULL, NULL);
  flag("first is the newest", cgGetFirstProgram(ctx) == after);
  programs(ctx);

  /* the effect's parameters */
  for (p = cgGetFirstEffectParameter(fx); p; p = cgGetNextParameter(p)) {
    parameter("effect parameter ", p);
    printf("  semantic '%s'\n", cgGetParameterSemantic(p));
    flag("  effect", cgGetParameterEffect(p) == fx);
    flag("  program", cgGetParameterProgram(p) != NULL);
    flag("  context", cgGetParameterContext(p) == ctx);
    ++count;
  }
  printf("%d effect parameters\n", count);
  offsets = cgGetNamedEffectParameter(fx, "offsets");
  flag("offsets size", cgGetArraySize(offsets, 0));
  parameter("element ", cgGetArrayParameter(offsets, 2));
  flag("named element", cgGetNamedEffectParameter(fx, "offsets[1]") == cgGetArrayParameter(offsets, 1));
  mvp = cgGetNamedEffectParameter(fx, "mvp");
  tint = cgGetNamedEffectParameter(fx, "tint");
  flag("named case", cgGetNamedEffectParameter(fx, "MVP") != NULL);
  flag("named none", cgGetNamedEffectParameter(fx, "none") != NULL);
  flag("by semantic", cgGetEffectParameterBySemantic(fx, "WorldViewProjection") == mvp);
  flag("by semantic case", cgGetEffectParameterBySemantic(fx, "diffuse") == tint);
  flag("by semantic none", cgGetEffectParameterBySemantic(fx, "NONE") != NULL);
  flag("connected to mvp", cgGetNumConnectedToParameters(mvp));

  /* values flow from the effect parameters to the programs */
  vs = cgGetFirstProgram(ctx);
  vs = cgGetNextProgram(vs);
  vs = cgGetNextProgram(vs);
  m = cgGetNamedParameter(vs, "m");
  flag("m connected to mvp", cgGetConnectedParameter(m) == mvp);
  cgSetParameter4f(tint, 0.1f, 0.2f, 0.3f, 0.4f);
  err("set tint");
  c = cgGetNamedParameter(cgGetNextProgram(vs), "c"); /* pass A's fs(tint) */
  cgGetParameterValuefr(c, 4, f);
  printf("fs(tint) c = %g %g %g %g\n", f[0], f[1], f[2], f[3]);
  cgGetParameterValuefr(cgGetNamedParameter(vs, "tint"), 4, f);
  printf("vs global tint = %g %g %g %g\n", f[0], f[1], f[2], f[3]);
  cgSetParameter1f(cgGetNamedEffectParameter(fx, "scale"), 5);
  cgGetParameterValuefr(cgGetNamedParameter(vs, "s"), 1, f);
  printf("vs(mvp, scale) s = %g\n", f[0]);
  cgGetParameterValuefr(tint, 4, f);
  printf("tint = %g %g %g %g\n", f[0], f[1], f[2], f[3]);

  /* creation failures a compile causes, and what is made anyway */
  other = fails(ctx, "too few",
                "float4 fs(uniform float4 c, uniform float k) : COLOR { return c * k; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(1); } }\n");
  other = fails(ctx, "too many",
                "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(1, 2); } }\n");
  other = fails(ctx, "undefined argument",
                "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(nope); } }\n");
  other = fails(ctx, "string argument",
                "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(\"s\"); } }\n");
  other = fails(ctx, "short vector",
                "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(float3(1, 2, 3)); } }\n");
  other = fails(ctx, "entry after the technique",
                "technique T { pass { FragmentProgram = compile arbfp1 fs(1); } }\n"
                "float4 fs(uniform float4 c) : COLOR { return c; }\n");
  other = fails(ctx, "error in the entry",
                "float4 fs(uniform float4 c) : COLOR {\n return c * undefined; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(1); } }\n");
  other = fails(ctx, "narrowing",
                "float4 g;\nfloat4 fs(uniform float k) : COLOR { return k; }\n"
                "technique T { pass { FragmentProgram = compile arbfp1 fs(g); } }\n");
  if (other) cgDestroyEffect(other);
  other = fails(ctx, "unknown profile",
                "float4 fs(uniform float4 c) : COLOR { return c; }\n"
                "technique T { pass { FragmentProgram = compile nosuch fs(1); } }\n");
  if (other) {
    printf("program %s %s\n", cgGetProgramString(cgGetFirstProgram(ctx), CG_PROGRAM_ENTRY),
           cgGetProfileString(cgGetProgramProfile(cgGetFirstProgram(ctx))));
    cgDestroyEffect(other);
  }

  /* `compile latest`: the state's latest profile when the effect is made, generic without one */
  {
    const char* latest = "float4 vs(float4 p : POSITION) : POSITION { return p; }\n"
                         "technique T { pass { VertexProgram = compile latest vs(); } }\n";
    CGprogram program;
    other = cgCreateEffect(ctx, latest, NULL);
    flag("latest without one", other != NULL);
    program = cgGetFirstProgram(ctx);
    printf("profile %s\n", cgGetProfileString(cgGetProgramProfile(program)));
    cgDestroyEffect(other);
    cgSetStateLatestProfile(cgGetNamedState(ctx, "VertexProgram"), CG_PROFILE_ARBVP1);
    other = cgCreateEffect(ctx, latest, NULL);
    flag("latest arbvp1", other != NULL);
    program = cgGetFirstProgram(ctx);
    printf("profile %s\n", cgGetProfileString(cgGetProgramProfile(program)));
    cgSetStateLatestProfile(cgGetNamedState(ctx, "VertexProgram"), CG_PROFILE_VP40);
    printf("profile after the state's changes %s\n", cgGetProfileString(cgGetProgramProfile(program)));
    cgDestroyEffect(other);
  }

  /* misuse */
  flag("first parameter null", cgGetFirstEffectParameter(NULL) != NULL);
  flag("first parameter invented", cgGetFirstEffectParameter((CGeffect)16) != NULL);
  flag("named null effect", cgGetNamedEffectParameter(NULL, "mvp") != NULL);
  flag("named null name", cgGetNamedEffectParameter(fx, NULL) != NULL);
  flag("semantic null effect", cgGetEffectParameterBySemantic(NULL, "Diffuse") != NULL);
  flag("semantic null", cgGetEffectParameterBySemantic(fx, NULL) != NULL);
  flag("semantic empty", cgGetEffectParameterBySemantic(fx, "") != NULL);
  flag("effect of null", cgGetParameterEffect(NULL) != NULL);
  flag("effect of a program's", cgGetParameterEffect(m) != NULL);

  /* destruction takes the programs and parameters */
  cgDestroyEffect(fx);
  err("destroy");
  flag("program left", cgIsProgram(vs));
  flag("parameter left", cgIsParameter(mvp));
  flag("first", cgGetFirstProgram(ctx) == after);
  flag("next", cgGetNextProgram(after) == before);
  flag("end", cgGetNextProgram(before) != NULL);
  cgDestroyContext(ctx);
  return 0;
}
