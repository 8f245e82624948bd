/* A program made outside CG_COMPILE_IMMEDIATE: its front end runs when it is made (a syntax error makes no
 * program), its parameters are there before it compiles, without resources, and the compile, or a change
 * of profile, keeps their handles and the values set through them. A program that fails past the front end
 * keeps its parameters; a lazy one answers a parameter query with them and no error. */
#include "print.h"

static const char* kVertex =
    "struct L { float3 pos; float4 col[2]; };\n"
    "uniform float4 g = float4(1, 2, 3, 4);\n"
    "float4 main(float4 p : POSITION, float3 n : NORMAL, uniform float4x4 mvp, uniform L light, uniform float k,\n"
    "            uniform sampler2D tex, out float4 c : COLOR0) : POSITION {\n"
    "  c = light.col[0] * n.x + g; return mul(mvp, p); }\n";
static const char* kBackEndFails = "float4 main(float4 x : TEXCOORD0, uniform float k) : COLOR { return x * k; }";
static const char* kSyntaxError = "float4 main(float4 x : TEXCOORD0) : COLOR { return y; }";

/* Each top-level parameter, without its handle (the numbering is each library's own). */
static void list(CGprogram program, const char* when) {
  int space, leaves = 0;
  CGparameter q;
  printf("-- %s: compiled %d\n", when, cgIsProgramCompiled(program));
  for (space = 0; space < 2; ++space)
    for (q = cgGetFirstParameter(program, space ? CG_GLOBAL : CG_PROGRAM); q; q = cgGetNextParameter(q))
      printf("%s %s res %s sem '%s' var %d dir %d ref %d\n", cgGetParameterName(q),
             cgGetTypeString(cgGetParameterType(q)), cgGetResourceString(cgGetParameterResource(q)),
             cgGetParameterSemantic(q), cgGetParameterVariability(q), cgGetParameterDirection(q),
             cgIsParameterReferenced(q));
  for (q = cgGetFirstLeafParameter(program, CG_PROGRAM); q; q = cgGetNextLeafParameter(q)) ++leaves;
  printf("leaves %d err=%d\n", leaves, cgGetError());
}

int main(void) {
  CGcontext context = cgCreateContext();
  CGprogram program, bad;
  CGparameter k, g;
  double v[4] = {0, 0, 0, 0};

  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  program = cgCreateProgram(context, CG_SOURCE, kVertex, CG_PROFILE_ARBVP1, "main", NULL);
  P("manual program made", program != NULL);
  list(program, "before the compile");
  k = cgGetNamedParameter(program, "k");
  cgSetParameter1f(k, 7);
  P("k set before the compile", cgGetParameterValuedr(k, 1, v));
  P("k's value", v[0]);
  g = cgGetNamedParameter(program, "g");
  P("g's default", cgGetParameterDefaultValuedr(g, 4, v));
  P("g's default x", v[0]);
  cgCompileProgram(program);
  P("compiled", cgIsProgramCompiled(program));
  list(program, "after the compile");
  P("k is the same handle", cgGetNamedParameter(program, "k") == k);
  P("k kept its value", cgGetParameterValuedr(k, 1, v) == 1 && v[0] == 7);
  cgSetProgramProfile(program, CG_PROFILE_VP40);
  P("after a profile change: compiled", cgIsProgramCompiled(program));
  P("k still a parameter", cgIsParameter(k));
  P("k still the same handle", cgGetNamedParameter(program, "k") == k);
  cgCompileProgram(program);
  P("recompiled", cgIsProgramCompiled(program));
  P("k still the same handle after it", cgGetNamedParameter(program, "k") == k);
  S("mvp's resource", cgGetResourceString(cgGetParameterResource(cgGetNamedParameter(program, "mvp"))));

  bad = cgCreateProgram(context, CG_SOURCE, kBackEndFails, CG_PROFILE_ARBVP1, "main", NULL);
  P("a program its back end refuses is made", bad != NULL);
  list(bad, "before its compile");
  cgCompileProgram(bad);
  P("its compile fails: compiled", cgIsProgramCompiled(bad));
  list(bad, "after its compile");
  P("a syntax error makes no program",
    cgCreateProgram(context, CG_SOURCE, kSyntaxError, CG_PROFILE_ARBVP1, "main", NULL) != NULL);

  cgSetAutoCompile(context, CG_COMPILE_LAZY);
  P("lazy: a syntax error makes no program",
    cgCreateProgram(context, CG_SOURCE, kSyntaxError, CG_PROFILE_ARBVP1, "main", NULL) != NULL);
  bad = cgCreateProgram(context, CG_SOURCE, kBackEndFails, CG_PROFILE_ARBVP1, "main", NULL);
  P("lazy: a program its back end refuses is made", bad != NULL);
  P("lazy: its k is found", cgGetNamedParameter(bad, "k") != NULL);
  P("lazy: compiled", cgIsProgramCompiled(bad));
  cgDestroyContext(context);
  return 0;
}
