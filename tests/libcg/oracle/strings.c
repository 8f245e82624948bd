/* String parameters, compared between NVIDIA's libCg and cgx's: shared ones (cgCreateParameter and
 * cgCreateParameterArray of CG_STRING) and CgFX string effect parameters (with semantics, annotations,
 * initial values, arrays), cgGetStringParameterValue / cgSetStringParameterValue with their misuses, the
 * numeric calls on a string, and connections (a string copied when connected, a string to a float4 refused). */
#include <Cg/cg.h>
#include <stdio.h>
static void str(const char* what, CGparameter p) {
  const char* s = cgGetStringParameterValue(p);
  int e = cgGetError();
  printf("%s: %s err=%d\n", what, s ? s : "(null)", e);
}
int main(void) {
  CGcontext ctx = cgCreateContext();
  CGparameter s = cgCreateParameter(ctx, CG_STRING);
  printf("create string: %s err=%d\n", s ? "made" : "null", cgGetError());
  if (s) { printf("type=%s class=%d var=%d\n", cgGetTypeString(cgGetParameterType(s)), cgGetParameterClass(s), cgGetParameterVariability(s)); str("fresh", s);
    cgSetStringParameterValue(s, "hello"); printf("set err=%d\n", cgGetError()); str("after set", s);
    cgSetStringParameterValue(s, NULL); printf("set null err=%d\n", cgGetError()); str("after null", s);
    cgSetStringParameterValue(s, ""); printf("set empty err=%d\n", cgGetError()); str("after empty", s);
    double v[4]; int n = cgGetParameterValuedr(s, 4, v); printf("valuedr n=%d err=%d\n", n, cgGetError());
    cgSetParameter1f(s, 1); printf("set1f err=%d\n", cgGetError());
    printf("rows=%d cols=%d\n", cgGetParameterRows(s), cgGetParameterColumns(s));
  }
  CGparameter f = cgCreateParameter(ctx, CG_FLOAT);
  str("float param", f);
  cgSetStringParameterValue(f, "x"); printf("set on float err=%d\n", cgGetError());
  str("null param", NULL);
  cgSetStringParameterValue(NULL, "x"); printf("set on null err=%d\n", cgGetError());
  CGparameter a = cgCreateParameterArray(ctx, CG_STRING, 2);
  printf("string array: %s err=%d\n", a ? "made" : "null", cgGetError());
  if (a) { CGparameter e0 = cgGetArrayParameter(a, 0); str("element fresh", e0); cgSetStringParameterValue(e0, "e"); str("element", e0); str("array", a); }
  CGparameter t = cgCreateParameter(ctx, CG_STRING);
  if (s && t) { cgSetStringParameterValue(s, "src"); cgConnectParameter(s, t); printf("connect err=%d\n", cgGetError()); str("dest", t);
    cgSetStringParameterValue(s, "src2"); str("dest after src set", t); cgSetStringParameterValue(t, "own"); printf("set dest err=%d\n", cgGetError()); str("dest own", t); str("src", s);}
  CGparameter c = cgCreateParameter(ctx, CG_FLOAT4);
  if (s && c) { cgConnectParameter(s, c); printf("connect string->float4 err=%d\n", cgGetError()); }
  const char* eff = "string a : Title <string UIName = \"A\";> = \"x\";\nstring b;\n"
                    "string list[2] = {\"p\", \"q\"};\nstring none[2];\ntechnique T { pass P { } }\n";
  CGeffect e = cgCreateEffect(ctx, eff, NULL);
  CGparameter b = cgGetNamedEffectParameter(e, "b");
  str("effect b", b);
  cgSetStringParameterValue(b, "y"); str("effect b set", b);
  CGparameter pa = cgGetNamedEffectParameter(e, "a");
  double dv[1];
  int nd = cgGetParameterDefaultValuedr(pa, 1, dv);
  printf("a defaults n=%d err=%d\n", nd, cgGetError());
  printf("a variability=%d\n", cgGetParameterVariability(pa));
  printf("by semantic: %s\n", cgGetEffectParameterBySemantic(e, "Title") == pa ? "a" : "other");
  {
    const char* ui = cgGetStringAnnotationValue(cgGetNamedParameterAnnotation(pa, "UIName"));
    printf("a annotation: %s err=%d\n", ui ? ui : "(null)", cgGetError());
  }
  CGparameter list = cgGetNamedEffectParameter(e, "list");
  int size = cgGetArraySize(list, 0);
  printf("list size=%d err=%d\n", size, cgGetError());
  for (int i = 0; i < cgGetArraySize(list, 0); ++i) str("list element", cgGetArrayParameter(list, i));
  str("list", list);
  CGparameter none = cgGetNamedEffectParameter(e, "none");
  for (int i = 0; i < cgGetArraySize(none, 0); ++i) str("none element", cgGetArrayParameter(none, i));
  CGparameter sh = cgCreateParameter(ctx, CG_STRING);
  cgSetStringParameterValue(sh, "shared");
  cgConnectParameter(sh, pa);
  printf("connect shared->effect err=%d\n", cgGetError());
  str("effect a connected", pa);
  return 0;
}
