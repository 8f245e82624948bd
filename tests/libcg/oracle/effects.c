/* CgFX effects (cgCreateEffect and the handles it makes: effects, techniques, passes) compared between
 * NVIDIA's libCg and cgx's: creation from a string and from a file, what a failed creation leaves (the
 * listing, the error), names, iteration, parents, and every misuse with null and stale handles. Only custom
 * states (cgCreateState): no GL. A null file name crashes NVIDIA's cgCreateEffectFromFile: not asked. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static const char* kEffect =
    "float4 tint = float4(1, 0, 0, 1);\n"
    "float4 vs(float4 p : POSITION) : POSITION { return p; }\n"
    "float4 fs(uniform float4 c) : COLOR { return c; }\n"
    "technique Main { pass First { Depth = 1; } pass { Depth = 2; } pass Last { } }\n"
    "technique { pass P { } }\n"
    "technique Other { }\n";

static void err(const char* what) {
  CGerror e = cgGetError();
  printf("%s err=%d\n", what, e);
}
static void str(const char* what, const char* s) {
  CGerror e = cgGetError();
  printf("%s: \"%s\" err=%d\n", what, s ? s : "(null)", e);
}
/* The listing's first diagnostic code ("C8001"), or "none": the messages' wording is cgx's own. */
static void listing(CGcontext ctx) {
  const char* text = cgGetLastListing(ctx);
  const char* c = text ? strstr(text, " C") : NULL;
  CGerror e = cgGetError();
  if (c && strlen(c) >= 6) printf("listing: %.5s err=%d\n", c + 1, e);
  else printf("listing: %s err=%d\n", text ? "no code" : "none", e);
}
static void flag(const char* what, int b) {
  CGerror e = cgGetError();
  printf("%s: %d err=%d\n", what, b, e);
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGeffect fx, fx2, bad;
  CGtechnique t, main_t;
  CGpass p;
  FILE* f;
  cgCreateState(ctx, "Depth", CG_INT);
  fx = cgCreateEffect(ctx, kEffect, NULL);
  flag("created", fx != NULL);
  flag("is", cgIsEffect(fx));
  flag("context", cgGetEffectContext(fx) == ctx);
  str("name", cgGetEffectName(fx));
  flag("set name", cgSetEffectName(fx, "mine"));
  str("name", cgGetEffectName(fx));
  flag("first effect", cgGetFirstEffect(ctx) == fx);
  for (t = cgGetFirstTechnique(fx); t; t = cgGetNextTechnique(t)) {
    str("technique", cgGetTechniqueName(t));
    flag(" is", cgIsTechnique(t));
    flag(" effect", cgGetTechniqueEffect(t) == fx);
    for (p = cgGetFirstPass(t); p; p = cgGetNextPass(p)) {
      str("  pass", cgGetPassName(p));
      flag("  is", cgIsPass(p));
      flag("  technique", cgGetPassTechnique(p) == t);
    }
    err(" passes end");
  }
  err("techniques end");
  main_t = cgGetNamedTechnique(fx, "Main");
  flag("named Main", main_t == cgGetFirstTechnique(fx));
  flag("named main (case)", cgGetNamedTechnique(fx, "main") != NULL);
  flag("named none", cgGetNamedTechnique(fx, "None") != NULL);
  flag("named empty", cgGetNamedTechnique(fx, "") != NULL);
  flag("named null", cgGetNamedTechnique(fx, NULL) != NULL);
  flag("pass Last", cgGetNamedPass(main_t, "Last") != NULL);
  flag("pass last (case)", cgGetNamedPass(main_t, "last") != NULL);
  flag("pass none", cgGetNamedPass(main_t, "None") != NULL);
  flag("pass null", cgGetNamedPass(main_t, NULL) != NULL);

  fx2 = cgCreateEffect(ctx, "technique T { pass { Depth = 3; } }\n", NULL);
  flag("second", fx2 != NULL);
  flag("next effect", cgGetNextEffect(fx) == fx2);
  flag("next of last", cgGetNextEffect(fx2) != NULL);
  str("second name", cgGetEffectName(fx2));

  /* failures */
  bad = cgCreateEffect(ctx, "technique T { pass { Depth = ; } }\n", NULL);
  flag("syntax error", bad != NULL);
  listing(ctx);
  bad = cgCreateEffect(ctx, "technique T { pass { Nope = 1; } }\n", NULL);
  flag("unknown state", bad != NULL);
  listing(ctx);
  bad = cgCreateEffect(ctx, "float4 fs() : COLOR { return undefined; }\ntechnique T { pass { } }\n", NULL);
  flag("sema error", bad != NULL);
  listing(ctx);
  bad = cgCreateEffect(ctx, "", NULL);
  flag("empty", bad != NULL);
  listing(ctx);
  flag("empty is", cgIsEffect(bad));
  if (bad) cgDestroyEffect(bad);
  bad = cgCreateEffect(ctx, NULL, NULL);
  flag("null source", bad != NULL);
  bad = cgCreateEffect(NULL, kEffect, NULL);
  flag("null context", bad != NULL);
  bad = cgCreateEffect((CGcontext)16, kEffect, NULL);
  flag("bad context", bad != NULL);
  {
    const char* args[] = {"-DDEPTH=4", NULL};
    bad = cgCreateEffect(ctx, "technique T { pass { Depth = DEPTH; } }\n", args);
    flag("args", bad != NULL);
    if (bad) cgDestroyEffect(bad);
  }
  f = fopen("effects-oracle.cgfx", "w");
  if (f) {
    fputs(kEffect, f);
    fclose(f);
  }
  bad = cgCreateEffectFromFile(ctx, "effects-oracle.cgfx", NULL);
  flag("from file", bad != NULL);
  str("file name", cgGetEffectName(bad));
  if (bad) cgDestroyEffect(bad);
  err("destroy");
  bad = cgCreateEffectFromFile(ctx, "no-such-file.cgfx", NULL);
  flag("missing file", bad != NULL);
  remove("effects-oracle.cgfx");

  /* misuse */
  flag("is null", cgIsEffect(NULL));
  flag("is invented", cgIsEffect((CGeffect)16));
  str("name null", cgGetEffectName(NULL));
  flag("set name null effect", cgSetEffectName(NULL, "x"));
  flag("set name null", cgSetEffectName(fx2, NULL));
  str("name after null", cgGetEffectName(fx2));
  flag("context null", cgGetEffectContext(NULL) != NULL);
  flag("first effect null", cgGetFirstEffect(NULL) != NULL);
  flag("next effect null", cgGetNextEffect(NULL) != NULL);
  flag("first technique null", cgGetFirstTechnique(NULL) != NULL);
  flag("next technique null", cgGetNextTechnique(NULL) != NULL);
  flag("named technique null", cgGetNamedTechnique(NULL, "Main") != NULL);
  str("technique name null", cgGetTechniqueName(NULL));
  flag("is technique null", cgIsTechnique(NULL));
  flag("technique effect null", cgGetTechniqueEffect(NULL) != NULL);
  flag("first pass null", cgGetFirstPass(NULL) != NULL);
  flag("next pass null", cgGetNextPass(NULL) != NULL);
  flag("named pass null", cgGetNamedPass(NULL, "Last") != NULL);
  str("pass name null", cgGetPassName(NULL));
  flag("is pass null", cgIsPass(NULL));
  flag("pass technique null", cgGetPassTechnique(NULL) != NULL);
  cgDestroyEffect(NULL);
  err("destroy null");

  /* stale handles */
  p = cgGetFirstPass(main_t);
  cgDestroyEffect(fx);
  err("destroy");
  flag("is destroyed", cgIsEffect(fx));
  flag("is stale technique", cgIsTechnique(main_t));
  flag("is stale pass", cgIsPass(p));
  str("stale name", cgGetEffectName(fx));
  str("stale technique name", cgGetTechniqueName(main_t));
  str("stale pass name", cgGetPassName(p));
  flag("first effect now", cgGetFirstEffect(ctx) == fx2);
  cgDestroyEffect(fx);
  err("destroy twice");
  cgDestroyContext(ctx);
  flag("is after context", cgIsEffect(fx2));
  return 0;
}
