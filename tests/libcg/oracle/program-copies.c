/* Programs made from others, compared between NVIDIA's libCg and cgx's: cgCopyProgram (values and
 * connections copied, the copy listed first), cgCopyEffect (null, as the manual says), and
 * cgCreateProgramFromEffect (the effect's globals connected; the context owns the program, which outlives the
 * effect), with their misuses. */
#include <Cg/cg.h>
#include <stdio.h>
#define SHOW(label, expr) do { int v_ = (int)(expr); int e_ = cgGetError(); printf("%s: %d err=%d\n", label, v_, e_); } while (0)
int main(void) {
  CGcontext ctx = cgCreateContext();
  CGprogram p = cgCreateProgram(ctx, CG_SOURCE, "float4 g = {1,2,3,4};\nfloat4 main(uniform float4 t, uniform float k) : COLOR { return t * k + g; }\n", CG_PROFILE_ARBFP1, "main", NULL);
  cgSetParameter4f(cgGetNamedParameter(p, "t"), 5, 6, 7, 8);
  CGparameter shared = cgCreateParameter(ctx, CG_FLOAT);
  cgSetParameter1f(shared, 9);
  cgConnectParameter(shared, cgGetNamedParameter(p, "k"));
  CGprogram c = cgCopyProgram(p);
  printf("copy: %s err=%d\n", c ? "made" : "null", cgGetError());
  if (c) {
    double v[4] = {0}; cgGetParameterValuedr(cgGetNamedParameter(c, "t"), 4, v); printf("t: %g %g %g %g\n", v[0], v[1], v[2], v[3]);
    cgGetParameterValuedr(cgGetNamedParameter(c, "k"), 1, v); printf("k: %g connected=%s\n", v[0], cgGetConnectedParameter(cgGetNamedParameter(c, "k")) ? "yes" : "no");
    cgGetParameterValuedr(cgGetNamedParameter(c, "g"), 4, v); printf("g: %g\n", v[0]);
    SHOW("compiled", cgIsProgramCompiled(c));
    printf("entry %s profile %s\n", cgGetProgramString(c, CG_PROGRAM_ENTRY), cgGetProfileString(cgGetProgramProfile(c)));
    for (CGprogram q = cgGetFirstProgram(ctx); q; q = cgGetNextProgram(q)) printf("  list %s\n", q == p ? "p" : q == c ? "copy" : "other");
    cgSetParameter1f(shared, 10);
    cgGetParameterValuedr(cgGetNamedParameter(c, "k"), 1, v);
    printf("k after the shared one changed: %g\n", v[0]);
  }
  SHOW("copy null", cgCopyProgram(NULL) != NULL);
  CGeffect e = cgCreateEffect(ctx, "float4 tint = {1,0,0,1};\nfloat4 fs(uniform float4 c) : COLOR { return c * tint; }\ntechnique T { pass P { } }\n", NULL);
  SHOW("copy effect", cgCopyEffect(e) != NULL);
  SHOW("copy null effect", cgCopyEffect(NULL) != NULL);
  CGprogram fe = cgCreateProgramFromEffect(e, CG_PROFILE_ARBFP1, "fs", NULL);
  printf("from effect: %s err=%d\n", fe ? "made" : "null", cgGetError());
  if (fe) {
    CGparameter tint = cgGetNamedParameter(fe, "tint");
    printf("tint connected: %s\n", tint && cgGetConnectedParameter(tint) ? cgGetParameterName(cgGetConnectedParameter(tint)) : "no");
    printf("compiled %d, effect of program param: %s\n", cgIsProgramCompiled(fe), cgGetParameterEffect(tint) ? "yes" : "no");
    {
      int n = 0;
      CGprogram q;
      for (q = cgGetFirstProgram(ctx); q; q = cgGetNextProgram(q)) n++;
      printf("programs in ctx %d\n", n);
    }
    cgDestroyEffect(e);
    printf("after effect destroyed: program valid %d err=%d\n", cgIsProgram(fe), cgGetError());
  }
  CGeffect e2 = cgCreateEffect(ctx, "float4 fs() : COLOR { return 1; }\ntechnique T { pass P { } }\n", NULL);
  CGprogram bad = cgCreateProgramFromEffect(e2, CG_PROFILE_ARBFP1, "nope", NULL);
  printf("bad entry: %s err=%d\n", bad ? "made" : "null", cgGetError());
  bad = cgCreateProgramFromEffect(e2, (CGprofile)1234, "fs", NULL);
  printf("bad profile: %s err=%d\n", bad ? "made" : "null", cgGetError());
  bad = cgCreateProgramFromEffect(NULL, CG_PROFILE_ARBFP1, "fs", NULL);
  printf("null effect: %s err=%d\n", bad ? "made" : "null", cgGetError());
  return 0;
}
