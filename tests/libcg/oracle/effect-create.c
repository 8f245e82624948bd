/* Effects built through the API rather than from source (cgCreateEffect of a null source, then
 * cgCreateTechnique, cgCreatePass, cgCreateStateAssignment[Index], cgCreateSamplerStateAssignment, the
 * cgSet*StateAssignment setters, cgCreateEffectParameter[Array], cgSetParameterSemantic, the
 * cgCreate*Annotation functions and cgSet*Annotation setters), compared between NVIDIA's libCg and cgx's:
 * naming, iteration order, the values the setters leave (on the API's objects and on a source's), their
 * misuses (wrong type, null and invalid handles, an index out of range) and what validation and
 * cgSetPassState run.
 * Custom states only: no GL. Each API call is its own statement (C leaves the order of a call's arguments
 * open). */
#include <Cg/cg.h>
#include <stdio.h>

#include "print.h"

static void name(const char* what, CGparameter p) {
  CGerror e = cgGetError();
  const char* n = p ? cgGetParameterName(p) : "(null)";
  printf("%s: %s err=%d\n", what, n, e);
}

static const char* log_[64];
static int logged = 0;
static CGbool record(CGstateassignment sa) {
  const char* n = cgGetStateName(cgGetStateAssignmentState(sa));
  if (!n) n = cgGetStateName(cgGetSamplerStateAssignmentState(sa));
  if (logged < 64) log_[logged++] = n;
  return CG_TRUE;
}
static void flush(const char* what) {
  int i;
  printf("%s:", what);
  for (i = 0; i < logged; ++i) printf(" %s", log_[i] ? log_[i] : "(null)");
  printf("\n");
  logged = 0;
  cgGetError(); /* what the callbacks' own calls raised (a sampler state's cgGetStateAssignmentState) */
}

static void annotation(const char* what, CGannotation a) {
  int i, n = -5;
  const float* fv;
  const int* iv;
  const CGbool* bv;
  CGerror e = cgGetError();
  printf("%s: %s err=%d\n", what, a ? "made" : "null", e);
  if (!a) return;
  S(" name", cgGetAnnotationName(a));
  P(" type", cgGetAnnotationType(a));
  fv = cgGetFloatAnnotationValues(a, &n);
  printf(" float: %s n=%d", fv ? "values" : "null", n);
  for (i = 0; fv && i < n; ++i) printf(" %g", fv[i]);
  printf(" err=%d\n", cgGetError());
  n = -5;
  iv = cgGetIntAnnotationValues(a, &n);
  printf(" int: %s n=%d", iv ? "values" : "null", n);
  for (i = 0; iv && i < n; ++i) printf(" %d", iv[i]);
  printf(" err=%d\n", cgGetError());
  n = -5;
  bv = cgGetBoolAnnotationValues(a, &n);
  printf(" bool: %s n=%d", bv ? "values" : "null", n);
  for (i = 0; bv && i < n; ++i) printf(" %d", bv[i]);
  printf(" err=%d\n", cgGetError());
  S(" string", cgGetStringAnnotationValue(a));
}

/* Annotations made by the API: of every owner, each type, the setters and their misuses. */
static void annotations(CGcontext ctx) {
  CGeffect fx = cgCreateEffect(ctx, NULL, NULL);
  CGtechnique t = cgCreateTechnique(fx, "T");
  CGpass p = cgCreatePass(t, "P");
  CGparameter x = cgCreateEffectParameter(fx, "x", CG_FLOAT);
  CGprogram prog = cgCreateProgram(ctx, CG_SOURCE, "float4 main(uniform float4 c) : COLOR { return c; }",
                                   CG_PROFILE_ARBFP1, "main", NULL);
  CGannotation i, f, b, s, v, a;
  i = cgCreateTechniqueAnnotation(t, "i", CG_INT);
  annotation("technique int unset", i);
  P("set int", cgSetIntAnnotation(i, 5));
  annotation("technique int", i);
  /* a setter of another type: NVIDIA's crashes (cgx: CG_INVALID_PARAMETER_TYPE_ERROR, EffectCreateTest) */
  f = cgCreateTechniqueAnnotation(t, "f", CG_FLOAT);
  P("set float", cgSetFloatAnnotation(f, 2.5f));
  annotation("technique float", f);
  b = cgCreateTechniqueAnnotation(t, "b", CG_BOOL);
  P("set bool", cgSetBoolAnnotation(b, 7));
  annotation("technique bool", b);
  s = cgCreateTechniqueAnnotation(t, "s", CG_STRING);
  annotation("technique string unset", s);
  P("unset string is empty", cgGetStringAnnotationValue(s)[0] == 0);
  P("set string", cgSetStringAnnotation(s, "hello"));
  annotation("technique string", s);
  /* the manual's four types only: int, float, bool, string */
  v = cgCreateTechniqueAnnotation(t, "v", CG_FLOAT4);
  P("technique float4", v != NULL);
  a = cgCreateTechniqueAnnotation(t, "h", CG_HALF);
  P("technique half", a != NULL);
  a = cgCreateTechniqueAnnotation(t, "i", CG_FLOAT);
  annotation("technique name again", a);
  annotation("technique null name", cgCreateTechniqueAnnotation(t, NULL, CG_INT));
  annotation("technique float2x2", cgCreateTechniqueAnnotation(t, "m", CG_FLOAT2x2));
  annotation("technique sampler", cgCreateTechniqueAnnotation(t, "smp", CG_SAMPLER2D));
  annotation("technique unknown type", cgCreateTechniqueAnnotation(t, "u", CG_UNKNOWN_TYPE));
  annotation("null technique", cgCreateTechniqueAnnotation(NULL, "n", CG_INT));
  for (a = cgGetFirstTechniqueAnnotation(t); a; a = cgGetNextAnnotation(a)) S("listed", cgGetAnnotationName(a));
  P("named i", cgGetNamedTechniqueAnnotation(t, "i") == i);
  annotation("pass", cgCreatePassAnnotation(p, "pa", CG_INT));
  P("pass first", cgGetFirstPassAnnotation(p) != NULL);
  annotation("null pass", cgCreatePassAnnotation(NULL, "n", CG_INT));
  annotation("parameter", cgCreateParameterAnnotation(x, "xa", CG_FLOAT));
  P("parameter first", cgGetNamedParameterAnnotation(x, "xa") != NULL);
  annotation("program parameter", cgCreateParameterAnnotation(cgGetNamedParameter(prog, "c"), "ca", CG_INT));
  P("program parameter first", cgGetFirstParameterAnnotation(cgGetNamedParameter(prog, "c")) != NULL);
  annotation("program", cgCreateProgramAnnotation(prog, "pr", CG_STRING));
  P("program first", cgGetFirstProgramAnnotation(prog) != NULL);
  P("program named", cgGetNamedProgramAnnotation(prog, "pr") != NULL);
  annotation("effect", cgCreateEffectAnnotation(fx, "ea", CG_BOOL));
  P("effect first", cgGetFirstEffectAnnotation(fx) != NULL);
  P("effect named", cgGetNamedEffectAnnotation(fx, "ea") != NULL);
  annotation("null effect", cgCreateEffectAnnotation(NULL, "n", CG_INT));
  P("set int null", cgSetIntAnnotation(NULL, 1));
  P("set float null", cgSetFloatAnnotation(NULL, 1));
  P("set bool null", cgSetBoolAnnotation(NULL, 1));
  P("set string null", cgSetStringAnnotation(NULL, "x"));
  a = cgGetFirstProgramAnnotation(prog);
  cgDestroyProgram(prog);
  P("program annotation after destroy", cgIsAnnotation(a));
  a = cgGetFirstEffectAnnotation(fx);
  cgDestroyEffect(fx);
  P("effect annotation after destroy", cgIsAnnotation(a));
  P("technique annotation after destroy", cgIsAnnotation(i));
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGeffect fx, other;
  CGtechnique t1, t2, t3, t;
  CGpass p1, p2, p;
  CGstate color, depth, on, label, light, vp, samp, tex, filter, unused;
  CGstateassignment a, b, c, d, e, f, g, h, sa;
  CGparameter x, arr, smp, tx, q;
  CGprogram prog;
  float four[4] = {1, 2, 3, 4};
  int twoInts[2] = {5, 6};
  CGbool bs[3] = {CG_TRUE, CG_FALSE, CG_TRUE};

  color = cgCreateState(ctx, "Color", CG_FLOAT4);
  depth = cgCreateState(ctx, "Depth", CG_INT);
  on = cgCreateState(ctx, "On", CG_BOOL);
  label = cgCreateState(ctx, "Label", CG_STRING);
  light = cgCreateArrayState(ctx, "Light", CG_BOOL, 4);
  vp = cgCreateState(ctx, "VertexProgram", CG_PROGRAM_TYPE);
  samp = cgCreateArrayState(ctx, "Sampler", CG_SAMPLER2D, 2);
  unused = cgCreateState(ctx, "Unused", CG_FLOAT);
  tex = cgCreateSamplerState(ctx, "Texture", CG_TEXTURE);
  filter = cgCreateSamplerState(ctx, "MinFilter", CG_INT);
  cgSetStateCallbacks(color, record, record, record);
  cgSetStateCallbacks(depth, record, record, record);
  cgSetStateCallbacks(on, record, record, record);
  cgSetStateCallbacks(label, record, record, record);
  cgSetStateCallbacks(light, record, record, record);
  cgSetStateCallbacks(vp, record, record, record);
  cgSetStateCallbacks(samp, record, record, record);
  cgSetStateCallbacks(tex, record, record, record);
  cgSetStateCallbacks(filter, record, record, record);

  /* an empty effect */
  fx = cgCreateEffect(ctx, NULL, NULL);
  P("effect", fx != NULL);
  P("first technique", cgGetFirstTechnique(fx) != NULL);
  P("first parameter", cgGetFirstEffectParameter(fx) != NULL);

  /* techniques: names, order, a name twice, no name, misuse */
  t1 = cgCreateTechnique(fx, "First");
  P("t1", t1 != NULL);
  t2 = cgCreateTechnique(fx, "Second");
  t3 = cgCreateTechnique(fx, "First");
  P("same name again", t3 != NULL && t3 != t1);
  t = cgCreateTechnique(fx, NULL);
  P("null name", t != NULL);
  if (t) S(" its name", cgGetTechniqueName(t));
  P("null effect", cgCreateTechnique(NULL, "x") != NULL);
  P("invalid effect", cgCreateTechnique((CGeffect)(long)0x1234, "x") != NULL);
  for (t = cgGetFirstTechnique(fx); t; t = cgGetNextTechnique(t)) S("technique", cgGetTechniqueName(t));
  P("named First is t1", cgGetNamedTechnique(fx, "First") == t1);
  P("technique effect", cgGetTechniqueEffect(t2) == fx);
  P("technique validated", cgIsTechniqueValidated(t1));

  /* passes */
  p1 = cgCreatePass(t1, "P1");
  p2 = cgCreatePass(t1, NULL);
  P("p1", p1 != NULL);
  P("p2", p2 != NULL);
  if (p2) S(" its name", cgGetPassName(p2));
  P("same pass name", cgCreatePass(t2, "P1") != NULL);
  P("null technique", cgCreatePass(NULL, "x") != NULL);
  P("invalid technique", cgCreatePass((CGtechnique)(long)0x1234, "x") != NULL);
  for (p = cgGetFirstPass(t1); p; p = cgGetNextPass(p)) S("pass", cgGetPassName(p));
  P("pass technique", cgGetPassTechnique(p1) == t1);
  P("named pass", cgGetNamedPass(t1, "P1") == p1);

  /* state assignments: made in order, a state twice, indices */
  a = cgCreateStateAssignment(p1, color);
  P("a", a != NULL);
  b = cgCreateStateAssignment(p1, depth);
  c = cgCreateStateAssignment(p1, color);
  P("color twice", c != NULL && c != a);
  d = cgCreateStateAssignmentIndex(p1, light, 2);
  P("d index", cgGetStateAssignmentIndex(d));
  P("index 3", cgCreateStateAssignmentIndex(p1, light, 3) != NULL);
  P("index 4", cgCreateStateAssignmentIndex(p1, light, 4) != NULL);
  P("index -1", cgCreateStateAssignmentIndex(p1, light, -1) != NULL);
  e = cgCreateStateAssignmentIndex(p1, depth, 1);
  P("index of a plain state", e != NULL);
  if (e) P(" its index", cgGetStateAssignmentIndex(e));
  f = cgCreateStateAssignment(p1, light);
  P("array state without index", f != NULL);
  if (f) P(" its index", cgGetStateAssignmentIndex(f));
  g = cgCreateStateAssignment(p1, label);
  h = cgCreateStateAssignment(p1, on);
  P("null pass", cgCreateStateAssignment(NULL, color) != NULL);
  P("null state", cgCreateStateAssignment(p1, NULL) != NULL);
  P("sampler state in a pass", cgCreateStateAssignment(p1, filter) != NULL);
  P("invalid pass", cgCreateStateAssignment((CGpass)(long)0x1234, color) != NULL);
  for (sa = cgGetFirstStateAssignment(p1); sa; sa = cgGetNextStateAssignment(sa)) {
    S("assignment", cgGetStateName(cgGetStateAssignmentState(sa)));
    P(" index", cgGetStateAssignmentIndex(sa));
    P(" pass", cgGetStateAssignmentPass(sa) == p1);
  }
  P("named Color is a", cgGetNamedStateAssignment(p1, "color") == a);
  P("named Color is c", cgGetNamedStateAssignment(p1, "color") == c);
  P("named Light[2] found", cgGetNamedStateAssignment(p1, "Light[2]") != NULL);
  P("named Light found", cgGetStateAssignmentIndex(cgGetNamedStateAssignment(p1, "Light")));
  P("named Light[3] found", cgGetNamedStateAssignment(p1, "Light[3]") != NULL);
  P("named Light[0] found", cgGetNamedStateAssignment(p1, "Light[0]") != NULL);
  P("named Light[2]", cgGetNamedStateAssignment(p1, "Light[2]") == d);

  /* values before any setter */
  floats("a unset", a);
  ints("b unset", b);
  bools("d unset", d);
  /* an unset string state: NVIDIA's crashes in cgGetStringStateAssignmentValue */

  /* setters */
  P("set float on float4", cgSetFloatStateAssignment(a, 2.5f));
  floats("a", a);
  P("set float array", cgSetFloatArrayStateAssignment(a, four));
  floats("a", a);
  P("set int on float4", cgSetIntStateAssignment(a, 3));
  floats("a", a);
  P("set int", cgSetIntStateAssignment(b, 7));
  ints("b", b);
  P("set int array", cgSetIntArrayStateAssignment(b, twoInts));
  ints("b", b);
  P("set float on int", cgSetFloatStateAssignment(b, 1.5f));
  ints("b", b);
  P("set bool", cgSetBoolStateAssignment(d, CG_TRUE));
  bools("d", d);
  P("set bool array", cgSetBoolArrayStateAssignment(h, bs));
  bools("h", h);
  P("set bool 7", cgSetBoolStateAssignment(h, 7));
  bools("h", h);
  P("set string", cgSetStringStateAssignment(g, "hello"));
  S("g", cgGetStringStateAssignmentValue(g));
  /* a null string: NVIDIA's crashes */
  S("g", cgGetStringStateAssignmentValue(g));
  P("set string on int", cgSetStringStateAssignment(b, "x"));
  P("set float null handle", cgSetFloatStateAssignment(NULL, 1));
  P("set int null handle", cgSetIntStateAssignment(NULL, 1));
  P("set bool null handle", cgSetBoolStateAssignment(NULL, 1));
  P("set string null handle", cgSetStringStateAssignment(NULL, "x"));
  /* a null array: NVIDIA's crashes (cgx: CG_INVALID_POINTER_ERROR, EffectCreateTest) */
  P("set float invalid", cgSetFloatStateAssignment((CGstateassignment)(long)0x1234, 1));

  /* effect parameters */
  x = cgCreateEffectParameter(fx, "x", CG_FLOAT3);
  P("x", x != NULL);
  name("x name", x);
  P("x type", cgGetParameterType(x));
  P("x effect", cgGetParameterEffect(x) == fx);
  P("x variability", cgGetParameterVariability(x));
  {
    int n = 0;
    const double* v = cgGetParameterValues(x, CG_DEFAULT, &n);
    P("x default count", v ? n : -1);
  }
  P("x again", cgCreateEffectParameter(fx, "x", CG_FLOAT) != NULL);
  /* a null name: NVIDIA's crashes */
  /* CG_ARRAY and CG_STRUCT: NVIDIA's makes a parameter of each, which cgx does not (docs/libcg.md) */
  P("unknown type", cgCreateEffectParameter(fx, "bad3", CG_UNKNOWN_TYPE) != NULL);
  P("null effect", cgCreateEffectParameter(NULL, "y", CG_FLOAT) != NULL);
  arr = cgCreateEffectParameterArray(fx, "arr", CG_FLOAT2, 3);
  P("arr", arr != NULL);
  P("arr size", cgGetArraySize(arr, 0));
  name("arr[1]", cgGetArrayParameter(arr, 1));
  P("arr[1] type", cgGetParameterType(cgGetArrayParameter(arr, 1)));
  tx = cgCreateEffectParameter(fx, "tx", CG_TEXTURE);
  smp = cgCreateEffectParameter(fx, "smp", CG_SAMPLER2D);
  cgSetParameterSemantic(x, "Position");
  S("x semantic", cgGetParameterSemantic(x));
  name("by semantic", cgGetEffectParameterBySemantic(fx, "POSITION"));
  name("by semantic lower", cgGetEffectParameterBySemantic(fx, "position"));
  cgSetParameterSemantic(x, NULL);
  S("null semantic", cgGetParameterSemantic(x));
  for (q = cgGetFirstEffectParameter(fx); q; q = cgGetNextParameter(q)) name("parameter", q);
  name("named x", cgGetNamedEffectParameter(fx, "x"));

  /* sampler, texture and program values */
  sa = cgCreateSamplerStateAssignment(smp, tex);
  P("sampler assignment", sa != NULL);
  P("set texture", cgSetTextureStateAssignment(sa, tx));
  name("texture value", cgGetTextureStateAssignmentValue(sa));
  P("dependents", cgGetNumDependentStateAssignmentParameters(sa));
  name("sampler assignment parameter", cgGetSamplerStateAssignmentParameter(sa));
  S("sampler assignment state", cgGetStateName(cgGetSamplerStateAssignmentState(sa)));
  P("set texture of x", cgSetTextureStateAssignment(sa, x));
  name("texture value", cgGetTextureStateAssignmentValue(sa));
  sa = cgCreateSamplerStateAssignment(smp, filter);
  P("set filter", cgSetIntStateAssignment(sa, 9729));
  ints("filter", sa);
  P("sampler assignment of a pass state", cgCreateSamplerStateAssignment(smp, color) != NULL);
  P("sampler assignment of x", cgCreateSamplerStateAssignment(x, filter) != NULL);
  for (sa = cgGetFirstSamplerStateAssignment(smp); sa; sa = cgGetNextStateAssignment(sa))
    S("sampler assignment", cgGetStateName(cgGetSamplerStateAssignmentState(sa)));
  sa = cgCreateStateAssignmentIndex(p2, samp, 1);
  P("set sampler", cgSetSamplerStateAssignment(sa, smp));
  name("sampler value", cgGetSamplerStateAssignmentValue(sa));
  P("set sampler of x", cgSetSamplerStateAssignment(sa, x));
  P("set sampler on int", cgSetSamplerStateAssignment(b, smp));
  prog = cgCreateProgram(ctx, CG_SOURCE, "float4 main(uniform float4 c) : COLOR { return c; }", CG_PROFILE_ARBFP1,
                         "main", NULL);
  sa = cgCreateStateAssignment(p2, vp);
  P("set program", cgSetProgramStateAssignment(sa, prog));
  P("program value", cgGetProgramStateAssignmentValue(sa) == prog);
  P("set null program", cgSetProgramStateAssignment(sa, NULL));
  P("set texture null", cgSetTextureStateAssignment(cgGetFirstSamplerStateAssignment(smp), NULL));
  P("program value", cgGetProgramStateAssignmentValue(sa) == prog);
  P("set program on int", cgSetProgramStateAssignment(b, prog));
  P("set program again", cgSetProgramStateAssignment(sa, prog));

  /* a value set is what the callbacks read; validation and the pass state run them in order */
  P("validate", cgValidateTechnique(t1));
  flush("validate ran");
  P("validated", cgIsTechniqueValidated(t1));
  cgSetPassState(p1);
  flush("set ran");
  cgResetPassState(p1);
  flush("reset ran");
  cgSetPassState(p2);
  flush("set p2 ran");
  cgSetSamplerState(smp);
  flush("sampler set ran");
  P("created after validation", cgCreateStateAssignment(p1, unused) != NULL);
  P("still validated", cgIsTechniqueValidated(t1));
  P("validate again", cgValidateTechnique(t1));
  flush("validate again ran");

  /* the setters on assignments made from source: the value set replaces the source's (a parameter named
   * included, which is then no dependency); the API's assignments go after the source's */
  {
    CGeffect src;
    CGpass sp;
    src = cgCreateEffect(ctx,
                         "float4 tint = {1, 2, 3, 4};\n"
                         "technique T { pass P { Color = tint; Depth = 3; Light[1] = true; Label = \"a\"; } }\n",
                         NULL);
    P("source effect", src != NULL);
    sp = cgGetFirstPass(cgGetFirstTechnique(src));
    sa = cgGetNamedStateAssignment(sp, "Color");
    P("source dependents", cgGetNumDependentStateAssignmentParameters(sa));
    P("set source color", cgSetFloatArrayStateAssignment(sa, four));
    floats("source color", sa);
    P("source dependents after", cgGetNumDependentStateAssignmentParameters(sa));
    cgSetParameter4f(cgGetNamedEffectParameter(src, "tint"), 9, 9, 9, 9);
    floats("source color after tint", sa);
    sa = cgGetNamedStateAssignment(sp, "Depth");
    P("set source depth", cgSetIntStateAssignment(sa, 11));
    ints("source depth", sa);
    sa = cgGetNamedStateAssignment(sp, "Label");
    P("set source label", cgSetStringStateAssignment(sa, "b"));
    S("source label", cgGetStringStateAssignmentValue(sa));
    cgCreateStateAssignment(sp, depth);
    cgCreateStateAssignmentIndex(sp, light, 3);
    for (sa = cgGetFirstStateAssignment(sp); sa; sa = cgGetNextStateAssignment(sa)) {
      S("source assignment", cgGetStateName(cgGetStateAssignmentState(sa)));
      P(" index", cgGetStateAssignmentIndex(sa));
    }
    P("named Light[1] in source", cgGetStateAssignmentIndex(cgGetNamedStateAssignment(sp, "Light[1]")));
    P("named Light in source", cgGetNamedStateAssignment(sp, "Light") != NULL);
    P("source technique", cgCreateTechnique(src, "More") != NULL);
    for (t = cgGetFirstTechnique(src); t; t = cgGetNextTechnique(t)) S("source technique", cgGetTechniqueName(t));
    q = cgCreateEffectParameter(src, "tint", CG_FLOAT);
    P("tint again", q != NULL);
    P(" listed", cgGetNamedEffectParameter(src, "tint") == q);
    P(" next", cgGetNextParameter(q) != NULL);
    cgDestroyEffect(src);
    P(" after destroy", cgIsParameter(q));
  }

  /* another effect's objects and the effect's destruction */
  other = cgCreateEffect(ctx, NULL, NULL);
  P("technique in other", cgCreateTechnique(other, "T") != NULL);
  P("set texture of another effect's", cgSetTextureStateAssignment(cgGetFirstSamplerStateAssignment(smp),
                                                                    cgCreateEffectParameter(other, "ot", CG_TEXTURE)));
  annotations(ctx);
  cgDestroyEffect(fx);
  P("technique after destroy", cgIsTechnique(t1));
  P("assignment after destroy", cgIsStateAssignment(a));
  P("parameter after destroy", cgIsParameter(x));
  P("program after destroy", cgIsProgram(prog));
  P("set after destroy", cgSetIntStateAssignment(b, 1));
  cgDestroyContext(ctx);
  return 0;
}
