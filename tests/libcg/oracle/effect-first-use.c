/* When an effect's programs compile, compared between NVIDIA's libCg and cgx's. cgCreateEffect checks each
 * `compile`'s entry with the front end only: the effect is made with a program its profile refuses (here a
 * loop arbfp1 cannot unroll, C5013), and every program is uncompiled until its first use. Validating and
 * setting passes through custom states' callbacks is not such a use (libCgGL's callbacks compile);
 * cgGetProgramString(CG_COMPILED_PROGRAM) is one in any compile mode, its failure only in the listing;
 * cgCompileProgram is one that raises CG_COMPILER_ERROR. A generic program (`compile latest` without a latest
 * profile) is checked for no stage. Each API call is its own statement. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

#include "print.h"

static CGcontext ctx;

static const char* kEffect =
    "float4 vs(float4 p : POSITION) : POSITION { return p; }\n"
    "float4 bad(uniform int n) : COLOR { float4 c = 0; for (int i = 0; i < n; i++) c += i; return c; }\n"
    "float4 good(uniform float4 c) : COLOR { return c; }\n"
    "technique Bad { pass { VertexProgram = compile arbvp1 vs(); FragmentProgram = compile arbfp1 bad(3); } }\n"
    "technique Good { pass { VertexProgram = compile arbvp1 vs(); FragmentProgram = compile arbfp1 good(0.5); } }\n";

/* The listing's first diagnostic code ("C5013"), "none" without a listing. */
static void listing(const char* what) {
  const char* text = cgGetLastListing(ctx);
  const char* c = text ? strstr(text, " C") : NULL;
  CGerror e = cgGetError();
  if (c && strlen(c) >= 6) printf("%s listing: %.5s err=%d\n", what, c + 1, e);
  else printf("%s listing: %s err=%d\n", what, text ? "no code" : "none", e);
}
/* Each program of the context, newest first, and whether it is compiled. */
static void compiled(const char* what) {
  CGprogram p;
  printf("%s:", what);
  for (p = cgGetFirstProgram(ctx); p; p = cgGetNextProgram(p)) {
    const char* entry = cgGetProgramString(p, CG_PROGRAM_ENTRY);
    int c = cgIsProgramCompiled(p);
    printf(" %s=%d", entry, c);
  }
  printf(" err=%d\n", cgGetError());
}
static CGprogram named(const char* entry) {
  CGprogram p;
  for (p = cgGetFirstProgram(ctx); p; p = cgGetNextProgram(p))
    if (!strcmp(cgGetProgramString(p, CG_PROGRAM_ENTRY), entry)) return p;
  return NULL;
}
static void text(const char* what, CGprogram p) {
  const char* s = cgGetProgramString(p, CG_COMPILED_PROGRAM);
  CGerror e = cgGetError();
  printf("%s: %s err=%d\n", what, s ? (s[0] ? "text" : "empty") : "null", e);
  listing(what);
}

static CGbool callback(CGstateassignment sa) {
  CGprogram p = cgGetProgramStateAssignmentValue(sa);
  int c = cgIsProgramCompiled(p);
  printf("  callback %s compiled=%d err=%d\n", cgGetProgramString(p, CG_PROGRAM_ENTRY), c, cgGetError());
  return CG_TRUE;
}

static void firstUses(CGenum mode) {
  CGeffect fx;
  CGprogram good, bad;
  CGparameter c;
  float v[4] = {0, 0, 0, 0};
  ctx = cgCreateContext();
  cgSetAutoCompile(ctx, mode);
  cgSetStateCallbacks(cgCreateState(ctx, "VertexProgram", CG_PROGRAM_TYPE), callback, callback, callback);
  cgSetStateCallbacks(cgCreateState(ctx, "FragmentProgram", CG_PROGRAM_TYPE), callback, callback, callback);
  printf("-- %s\n", cgGetEnumString(mode));
  fx = cgCreateEffect(ctx, kEffect, NULL);
  P("created", fx != NULL);
  listing("created");
  compiled("after creation");
  good = named("good");
  bad = named("bad");
  /* the parameters are there before the first use, bound to the compile's arguments */
  c = cgGetNamedParameter(good, "c");
  P("good's c", c != NULL);
  cgGetParameterValuefr(c, 4, v);
  printf("c = %g %g %g %g err=%d\n", v[0], v[1], v[2], v[3], cgGetError());
  P("bad's n", cgGetNamedParameter(bad, "n") != NULL);
  compiled("after the parameters");
  /* validation and pass state through custom callbacks do not compile */
  P("validate Bad", cgValidateTechnique(cgGetNamedTechnique(fx, "Bad")));
  P("validate Good", cgValidateTechnique(cgGetNamedTechnique(fx, "Good")));
  cgSetPassState(cgGetFirstPass(cgGetNamedTechnique(fx, "Bad")));
  P("set Bad's pass", 0);
  cgResetPassState(cgGetFirstPass(cgGetNamedTechnique(fx, "Bad")));
  P("reset Bad's pass", 0);
  compiled("after validation");
  listing("after validation");
  /* the compiled text is a first use, its failure in the listing only */
  text("bad's text", bad);
  compiled("after bad's text");
  text("bad's text again", bad);
  cgCompileProgram(bad);
  P("compile bad", 0);
  listing("compile bad");
  compiled("after compiling bad");
  text("good's text", good);
  compiled("after good's text");
  cgCompileProgram(named("vs"));
  P("compile vs", 0);
  listing("compile vs");
  compiled("after compiling vs");
  cgDestroyContext(ctx);
}

int main(void) {
  firstUses(CG_COMPILE_IMMEDIATE);
  firstUses(CG_COMPILE_MANUAL);
  firstUses(CG_COMPILE_LAZY);
  /* the front end still fails the creation: an entry that does not check, or a compile's arguments */
  ctx = cgCreateContext();
  cgCreateState(ctx, "VertexProgram", CG_PROGRAM_TYPE);
  cgCreateState(ctx, "FragmentProgram", CG_PROGRAM_TYPE);
  P("undefined in the entry",
    cgCreateEffect(ctx,
                   "float4 fs(uniform float4 c) : COLOR {\n return c * undefined; }\n"
                   "technique T { pass { FragmentProgram = compile arbfp1 fs(1); } }\n",
                   NULL) != NULL);
  listing("undefined in the entry");
  P("a loop in a technique's program",
    cgCreateEffect(ctx,
                   "float4 fs(uniform int n) : COLOR { float4 c = 0; for (int i = 0; i < n; i++) c += i; return c; }\n"
                   "technique T { pass { FragmentProgram = compile arbfp1 fs(2); } }\n",
                   NULL) != NULL);
  listing("a loop in a technique's program");
  /* `compile latest` without a latest profile is generic: no stage's checks, the front end's still */
  P("a geometry entry, generic",
    cgCreateEffect(ctx,
                   "TRIANGLE void gs(AttribArray<float4> p : POSITION) { emitVertex(p[0] : POSITION); }\n"
                   "technique T { pass { VertexProgram = compile latest gs(); } }\n",
                   NULL) != NULL);
  listing("a geometry entry, generic");
  P("undefined in a generic entry",
    cgCreateEffect(ctx,
                   "float4 fs(uniform float4 c) : COLOR { return c * undefined; }\n"
                   "technique T { pass { FragmentProgram = compile latest fs(1); } }\n",
                   NULL) != NULL);
  listing("undefined in a generic entry");
  cgDestroyContext(ctx);
  return 0;
}
