/* CgFX annotations compared between NVIDIA's libCg and cgx's: those of techniques, passes and effect
 * parameters with every value type (string, float, half, vectors, matrices, int, bool), what each getter
 * answers for each type (the pairings), lookups by name, the annotations programs and effects made from
 * source have (none), the creation failures an annotation causes, and misuses with null and stale handles.
 * Each API call is its own statement (gcc evaluates a call's arguments right to left). */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

#include "print.h"

static void ann(CGannotation a) {
  int n, i; const float* f; const int* iv; const CGbool* b; const char* const* ss;
  S("name", cgGetAnnotationName(a));
  S(" type", cgGetTypeString(cgGetAnnotationType(a)));
  P(" is", cgIsAnnotation(a));
  n = -5; f = cgGetFloatAnnotationValues(a, &n); { CGerror e = cgGetError(); printf(" float %s n=%d", f ? "vals" : "null", n); for (i = 0; f && i < n; ++i) printf(" %g", f[i]); printf(" err=%d\n", e); }
  n = -5; iv = cgGetIntAnnotationValues(a, &n); { CGerror e = cgGetError(); printf(" int %s n=%d", iv ? "vals" : "null", n); for (i = 0; iv && i < n; ++i) printf(" %d", iv[i]); printf(" err=%d\n", e); }
  n = -5; b = cgGetBoolAnnotationValues(a, &n); { CGerror e = cgGetError(); printf(" bool %s n=%d", b ? "vals" : "null", n); for (i = 0; b && i < n; ++i) printf(" %d", b[i]); printf(" err=%d\n", e); }
  n = -5; iv = cgGetBooleanAnnotationValues(a, &n); { CGerror e = cgGetError(); printf(" boolean %s n=%d err=%d\n", iv ? "vals" : "null", n, e); }
  S(" string", cgGetStringAnnotationValue(a));
  n = -5; ss = cgGetStringAnnotationValues(a, &n); { CGerror e = cgGetError(); printf(" strings %s n=%d", ss ? "vals" : "null", n); for (i = 0; ss && i < n; ++i) printf(" '%s'", ss[i]); printf(" err=%d\n", e); }
  P(" deps", cgGetNumDependentAnnotationParameters(a));
}
int main(void) {
  CGcontext ctx = cgCreateContext();
  cgCreateState(ctx, "Depth", CG_INT);
  const char* src =
    "float4 tint <string UIName = \"Tint\"; float UIMin = -0.5; half h = 2; float3 axis = {1, 0, 0}; int count = 3; bool on = true; bool2 b2 = {true, false}; float2x2 m = {1,2,3,4}; int2 i2 = {4, 5};> = {1,0,0,1};\n"
    "float4 fs(uniform float4 c <string Hint = \"c\";>) : COLOR { return c; }\n"
    "technique T <string Script = \"Pass=p0;\"; float Weight = 2;> { pass p0 <float W = 1.5; int Order = -2;> { Depth = 1; } }\n";
  CGeffect fx = cgCreateEffect(ctx, src, NULL);
  P("fx", fx != NULL);
  S("listing", cgGetLastListing(ctx));
  CGtechnique t = cgGetFirstTechnique(fx);
  CGpass p = cgGetFirstPass(t);
  CGparameter tint = cgGetNamedEffectParameter(fx, "tint");
  CGannotation a;
  printf("-- technique\n"); for (a = cgGetFirstTechniqueAnnotation(t); a; a = cgGetNextAnnotation(a)) ann(a);
  printf("-- pass\n"); for (a = cgGetFirstPassAnnotation(p); a; a = cgGetNextAnnotation(a)) ann(a);
  printf("-- parameter\n"); for (a = cgGetFirstParameterAnnotation(tint); a; a = cgGetNextAnnotation(a)) ann(a);
  P("effect first", cgGetFirstEffectAnnotation(fx) != NULL);
  P("named UIName", cgGetNamedParameterAnnotation(tint, "UIName") == cgGetFirstParameterAnnotation(tint));
  P("named uiname", cgGetNamedParameterAnnotation(tint, "uiname") != NULL);
  P("named none", cgGetNamedParameterAnnotation(tint, "none") != NULL);
  P("named null", cgGetNamedParameterAnnotation(tint, NULL) != NULL);
  P("named technique Script", cgGetNamedTechniqueAnnotation(t, "Script") != NULL);
  P("named pass W", cgGetNamedPassAnnotation(p, "W") != NULL);
  P("named effect x", cgGetNamedEffectAnnotation(fx, "x") != NULL);
  P("named effect null", cgGetNamedEffectAnnotation(fx, NULL) != NULL);
  P("named technique null", cgGetNamedTechniqueAnnotation(t, NULL) != NULL);
  P("named pass null", cgGetNamedPassAnnotation(p, NULL) != NULL);
  {
    CGprogram prog = cgCreateProgram(ctx, CG_SOURCE, "float4 main(uniform float4 c <string Hint = \"c\";>) : COLOR { return c; }",
                                     CG_PROFILE_ARBFP1, NULL, NULL);
    CGparameter c = cgGetNamedParameter(prog, "c");
    P("program first", cgGetFirstProgramAnnotation(prog) != NULL);
    P("program named", cgGetNamedProgramAnnotation(prog, "x") != NULL);
    P("program named null", cgGetNamedProgramAnnotation(prog, NULL) != NULL);
    P("program parameter's", cgGetFirstParameterAnnotation(c) != NULL);
  }
  /* creation failures */
  {
    static const char* bad[] = {"string w = 3;", "float x = \"s\";", "string a = \"x\"; string a = \"y\";",
                                "float3 v = {1, 2};", "float v = {1, 2};", "float u = undefinedname;", "texture t = 1;"};
    static const char* fine[] = {"float3 v = 1;", "int i = 2.5;", "bool b = 2;", "float f = true;", "string s;"};
    char text[256];
    unsigned i;
    for (i = 0; i < sizeof bad / sizeof *bad; ++i) {
      CGeffect e;
      const char* l;
      snprintf(text, sizeof text, "technique T <%s> { }\n", bad[i]);
      e = cgCreateEffect(ctx, text, NULL);
      P(bad[i], e != NULL);
      l = cgGetLastListing(ctx);
      printf(" code %.5s\n", l && strstr(l, " C") ? strstr(l, " C") + 1 : "none");
    }
    for (i = 0; i < sizeof fine / sizeof *fine; ++i) {
      CGeffect e;
      snprintf(text, sizeof text, "technique T <%s> { }\n", fine[i]);
      e = cgCreateEffect(ctx, text, NULL);
      P(fine[i], e != NULL);
      if (!e) continue;
      a = cgGetFirstTechniqueAnnotation(cgGetFirstTechnique(e));
      if (a) ann(a);
      else P(" none", 0);
      cgDestroyEffect(e);
    }
  }
  /* misuse */
  P("first technique null", cgGetFirstTechniqueAnnotation(NULL) != NULL);
  P("first pass null", cgGetFirstPassAnnotation(NULL) != NULL);
  P("first parameter null", cgGetFirstParameterAnnotation(NULL) != NULL);
  P("first program null", cgGetFirstProgramAnnotation(NULL) != NULL);
  P("first effect null", cgGetFirstEffectAnnotation(NULL) != NULL);
  P("next null", cgGetNextAnnotation(NULL) != NULL);
  P("named technique nullh", cgGetNamedTechniqueAnnotation(NULL, "x") != NULL);
  P("named pass nullh", cgGetNamedPassAnnotation(NULL, "x") != NULL);
  P("named parameter nullh", cgGetNamedParameterAnnotation(NULL, "x") != NULL);
  P("named program nullh", cgGetNamedProgramAnnotation(NULL, "x") != NULL);
  P("named effect nullh", cgGetNamedEffectAnnotation(NULL, "x") != NULL);
  P("is null", cgIsAnnotation(NULL));
  P("is invented", cgIsAnnotation((CGannotation)16));
  S("name null", cgGetAnnotationName(NULL));
  P("type null", cgGetAnnotationType(NULL));
  { int n = -5; P("float null", cgGetFloatAnnotationValues(NULL, &n) != NULL); printf(" n=%d\n", n); }
  P("float null n", cgGetFloatAnnotationValues(cgGetFirstTechniqueAnnotation(t), NULL) != NULL);
  P("float null n (float ann)", cgGetFloatAnnotationValues(cgGetNamedTechniqueAnnotation(t, "Weight"), NULL) != NULL);
  P("int null n", cgGetIntAnnotationValues(cgGetNamedTechniqueAnnotation(t, "Weight"), NULL) != NULL);
  S("string null", cgGetStringAnnotationValue(NULL));
  { int n = -5; P("strings null", cgGetStringAnnotationValues(NULL, &n) != NULL); }
  P("strings null n", cgGetStringAnnotationValues(cgGetFirstTechniqueAnnotation(t), NULL) != NULL);
  P("deps null", cgGetNumDependentAnnotationParameters(NULL));
  P("dep null", cgGetDependentAnnotationParameter(NULL, 0) != NULL);
  P("dep 0", cgGetDependentAnnotationParameter(cgGetFirstTechniqueAnnotation(t), 0) != NULL);
  { CGannotation stale = cgGetFirstTechniqueAnnotation(t); cgDestroyEffect(fx); P("is stale", cgIsAnnotation(stale)); S("name stale", cgGetAnnotationName(stale)); P("next stale", cgGetNextAnnotation(stale) != NULL); }
  return 0;
}
