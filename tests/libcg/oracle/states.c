/* CgFX state definitions (cgCreateState and friends) and the table cgGLRegisterStates defines, compared
 * between NVIDIA's libraries and cgx's: every misuse the manual documents and the ones it does not (names
 * that repeat or differ in case, enumerants added twice, types and element counts at the edges), then the
 * whole registered table (runtime/libcggl/GlStates.def) with each state's type and enumerants, and how
 * registering twice or over the application's own states behaves. No GL context is current. */
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <stdio.h>

static CGbool cbA(CGstateassignment sa) {
  (void)sa;
  return CG_TRUE;
}
static CGbool cbB(CGstateassignment sa) {
  (void)sa;
  return CG_FALSE;
}
static void show(const char* what, CGstate s) {
  CGerror e = cgGetError();
  printf("%s: %s err=%d\n", what, s ? cgGetStateName(s) : "(null)", e);
}
static void table(CGstate first, const char* kind) {
  CGstate s;
  int i, n, v, count = 0;
  for (s = first; s; s = cgGetNextState(s)) {
    const char* name = cgGetStateName(s);
    CGtype type = cgGetStateType(s);
    n = cgGetNumStateEnumerants(s);
    printf("%s %s %s %d:", kind, name, cgGetTypeString(type), n);
    for (i = 0; i < n; ++i) {
      const char* e = cgGetStateEnumerant(s, i, &v);
      printf(" %s=%d", e, v);
    }
    printf(" latest=%d callbacks=%d%d%d\n", cgGetStateLatestProfile(s), cgGetStateSetCallback(s) != 0,
           cgGetStateResetCallback(s) != 0, cgGetStateValidateCallback(s) != 0);
    ++count;
  }
  printf("%s count=%d err=%d\n", kind, count, cgGetError());
}

/* The documented errors and the measured edges of the state API. */
static void misuse(void) {
  CGcontext ctx = cgCreateContext();
  CGcontext other = cgCreateContext();
  CGstate s, a, t;
  int v, n;
  const char* name;
  s = cgCreateState(0, "X", CG_FLOAT);
  show("null context", s);
  s = cgCreateState(ctx, 0, CG_FLOAT);
  show("null name", s);
  s = cgCreateState(ctx, "", CG_FLOAT);
  show("empty name", s);
  s = cgCreateState(ctx, "1x", CG_FLOAT);
  show("digit name", s);
  s = cgCreateState(ctx, "a b", CG_FLOAT);
  show("space name", s);
  s = cgCreateState(ctx, "Light.Enable", CG_FLOAT);
  show("dotted name", s);
  s = cgCreateState(ctx, "S1", CG_STRUCT);
  show("struct type", s);
  s = cgCreateState(ctx, "S2", CG_ARRAY);
  show("array type", s);
  s = cgCreateState(ctx, "S3", CG_STRING);
  show("string type", s);
  s = cgCreateState(ctx, "S4", CG_PROGRAM_TYPE);
  show("program type", s);
  s = cgCreateState(ctx, "S5", CG_TEXTURE);
  show("texture type", s);
  s = cgCreateState(ctx, "S6", CG_SAMPLER2D);
  show("sampler2D type", s);
  s = cgCreateState(ctx, "S7", CG_UNKNOWN_TYPE);
  show("unknown type", s);
  s = cgCreateState(ctx, "S8", (CGtype)99999);
  show("invalid type", s);
  s = cgCreateState(ctx, "S9", CG_FLOAT4x4);
  show("float4x4", s);
  s = cgCreateState(ctx, "S10", CG_HALF3);
  show("half3", s);
  s = cgCreateState(ctx, "S11", CG_INT);
  show("int", s);
  s = cgCreateState(ctx, "_u", CG_BOOL4);
  show("underscore bool4", s);
  t = cgCreateState(ctx, "_u", CG_FLOAT);
  show("duplicate", t);
  printf("duplicate same handle %d\n", s == t);
  a = cgCreateArrayState(ctx, "A0", CG_FLOAT, 0);
  show("array 0", a);
  a = cgCreateArrayState(ctx, "A1", CG_FLOAT, -1);
  show("array -1", a);
  a = cgCreateArrayState(ctx, "A2", CG_FLOAT4, 3);
  show("array 3", a);
  a = cgCreateArrayState(ctx, "A3", CG_STRUCT, 3);
  show("array struct", a);
  a = cgCreateArrayState(0, "A4", CG_FLOAT, 3);
  show("array null ctx", a);
  t = cgCreateSamplerState(ctx, "Ss", CG_INT);
  show("sampler state", t);
  t = cgCreateSamplerState(ctx, "_u", CG_INT);
  show("sampler state same name as state", t);
  t = cgCreateSamplerState(ctx, "Ss", CG_INT);
  show("sampler state duplicate", t);
  t = cgCreateArraySamplerState(ctx, "SA", CG_FLOAT, 2);
  show("array sampler state", t);
  t = cgCreateArraySamplerState(ctx, "SB", CG_FLOAT, 0);
  show("array sampler state 0", t);
  t = cgCreateSamplerState(ctx, "ST", CG_TEXTURE);
  show("sampler state texture", t);
  t = cgCreateSamplerState(0, "ST", CG_TEXTURE);
  show("sampler state null ctx", t);
  for (s = cgGetFirstState(ctx); s; s = cgGetNextState(s))
    printf("state %s %s ctx=%d\n", cgGetStateName(s), cgGetTypeString(cgGetStateType(s)), cgGetStateContext(s) == ctx);
  for (s = cgGetFirstSamplerState(ctx); s; s = cgGetNextState(s))
    printf("sampler state %s %s\n", cgGetStateName(s), cgGetTypeString(cgGetStateType(s)));
  show("after iteration", 0);
  s = cgGetFirstState(0);
  show("first of null", s);
  s = cgGetFirstState(other);
  show("first of empty", s);
  s = cgGetFirstSamplerState(0);
  show("first sampler of null", s);
  s = cgGetNextState(0);
  show("next of null", s);
  s = cgGetNextState((CGstate)ctx);
  show("next of a context handle", s);
  s = cgGetNamedState(ctx, "S9");
  show("named S9", s);
  s = cgGetNamedState(ctx, "s9");
  show("named s9", s);
  s = cgGetNamedState(ctx, "Ss");
  show("named sampler state via GetNamedState", s);
  s = cgGetNamedState(ctx, 0);
  show("named null", s);
  s = cgGetNamedState(0, "S9");
  show("named null ctx", s);
  s = cgGetNamedSamplerState(ctx, "Ss");
  show("named sampler", s);
  s = cgGetNamedSamplerState(ctx, "S9");
  show("named sampler S9", s);
  s = cgGetNamedSamplerState(ctx, 0);
  show("named sampler null", s);
  s = cgGetNamedSamplerState(0, "Ss");
  show("named sampler null ctx", s);
  s = cgGetNamedState(ctx, "S9");
  printf("isState %d %d %d\n", cgIsState(s), cgIsState(0), cgIsState((CGstate)ctx));
  show("isState", 0);
  name = cgGetStateName(0);
  printf("name of null %s\n", name ? name : "(null)");
  show("name null", 0);
  printf("type of null %d\n", cgGetStateType(0));
  show("type null", 0);
  printf("ctx of null %d\n", cgGetStateContext(0) != 0);
  show("ctx null", 0);
  cgAddStateEnumerant(s, "one", 1);
  show("add one", 0);
  cgAddStateEnumerant(s, "uno", 1);
  show("add uno", 0);
  cgAddStateEnumerant(s, "two", 2);
  show("add two", 0);
  cgAddStateEnumerant(s, "one", 3);
  show("add one again", 0);
  cgAddStateEnumerant(s, 0, 4);
  show("add null name", 0);
  cgAddStateEnumerant(s, "", 5);
  show("add empty name", 0);
  cgAddStateEnumerant(s, "neg", -7);
  show("add neg", 0);
  cgAddStateEnumerant(0, "x", 1);
  show("add to null", 0);
  n = cgGetNumStateEnumerants(s);
  printf("n=%d\n", n);
  show("num", 0);
  for (v = -1; v <= n; ++v) {
    int value = 42;
    name = cgGetStateEnumerant(s, v, &value);
    printf("enumerant %d %s %d\n", v, name ? name : "(null)", value);
    show("enumerant", 0);
  }
  name = cgGetStateEnumerant(s, 0, 0);
  printf("enumerant null value %s\n", name ? name : "(null)");
  show("enumerant null value", 0);
  name = cgGetStateEnumerant(0, 0, &v);
  printf("enumerant null state %s\n", name ? name : "(null)");
  show("enumerant null state", 0);
  printf("num null %d\n", cgGetNumStateEnumerants(0));
  show("num null", 0);
  name = cgGetStateEnumerantName(s, 1);
  printf("name of 1 %s\n", name ? name : "(null)");
  show("name of 1", 0);
  name = cgGetStateEnumerantName(s, 3);
  printf("name of 3 %s\n", name ? name : "(null)");
  show("name of 3", 0);
  name = cgGetStateEnumerantName(s, 99);
  printf("name of 99 %s\n", name ? name : "(null)");
  show("name of 99", 0);
  name = cgGetStateEnumerantName(0, 1);
  printf("name null %s\n", name ? name : "(null)");
  show("name of null", 0);
  printf("value one %d\n", cgGetStateEnumerantValue(s, "one"));
  show("value one", 0);
  printf("value ONE %d\n", cgGetStateEnumerantValue(s, "ONE"));
  show("value ONE", 0);
  printf("value nope %d\n", cgGetStateEnumerantValue(s, "nope"));
  show("value nope", 0);
  printf("value null %d\n", cgGetStateEnumerantValue(s, 0));
  show("value null", 0);
  printf("value empty %d\n", cgGetStateEnumerantValue(s, ""));
  show("value empty", 0);
  printf("value of null state %d\n", cgGetStateEnumerantValue(0, "one"));
  show("value of null state", 0);
  cgSetStateCallbacks(s, cbA, cbB, 0);
  show("set callbacks", 0);
  printf("callbacks %d %d %d\n", cgGetStateSetCallback(s) == cbA, cgGetStateResetCallback(s) == cbB,
         cgGetStateValidateCallback(s) == 0);
  cgSetStateCallbacks(0, cbA, cbB, 0);
  show("set callbacks null", 0);
  printf("get callback null %d\n", cgGetStateSetCallback(0) == 0);
  show("get callback null", 0);
  printf("get reset null %d\n", cgGetStateResetCallback(0) == 0);
  show("get reset null", 0);
  printf("get validate null %d\n", cgGetStateValidateCallback(0) == 0);
  show("get validate null", 0);
  printf("latest %d\n", cgGetStateLatestProfile(s));
  show("latest of float4x4", 0);
  cgSetStateLatestProfile(s, CG_PROFILE_ARBVP1);
  show("set latest float4x4", 0);
  s = cgGetNamedState(ctx, "S4");
  printf("latest program %d\n", cgGetStateLatestProfile(s));
  show("latest of program", 0);
  cgSetStateLatestProfile(s, CG_PROFILE_ARBVP1);
  show("set latest program", 0);
  printf("latest program %d\n", cgGetStateLatestProfile(s));
  show("latest of program", 0);
  cgSetStateLatestProfile(0, CG_PROFILE_ARBVP1);
  show("set latest null", 0);
  printf("latest null %d\n", cgGetStateLatestProfile(0));
  show("latest null", 0);
  cgGLRegisterStates(0);
  show("register null", 0);
  cgGLRegisterStates(other);
  show("register", 0);
  n = 0;
  for (s = cgGetFirstState(other); s; s = cgGetNextState(s)) ++n;
  printf("states %d\n", n);
  cgGLRegisterStates(other);
  show("register again", 0);
  n = 0;
  for (s = cgGetFirstState(other); s; s = cgGetNextState(s)) ++n;
  printf("states %d\n", n);
  n = 0;
  for (s = cgGetFirstSamplerState(other); s; s = cgGetNextState(s)) ++n;
  printf("sampler states %d\n", n);
  s = cgGetNamedState(ctx, "S9");
  cgDestroyContext(ctx);
  printf("after destroy isState %d\n", cgIsState(s));
  name = cgGetStateName(s);
  printf("name after destroy %s\n", name ? name : "(null)");
  show("name after destroy", 0);
  cgDestroyContext(other);
}

/* Registration: names, duplicates, the application's states of the same name, registering twice. */
static void registration(void) {
  CGcontext ctx = cgCreateContext(), c2 = cgCreateContext(), c3 = cgCreateContext();
  CGstate s, t, u;
  int n;
  const char* name;
  s = cgCreateState(ctx, "float", CG_FLOAT);
  show("keyword float", s);
  s = cgCreateState(ctx, "pass", CG_FLOAT);
  show("keyword pass", s);
  s = cgCreateState(ctx, "_", CG_FLOAT);
  show("_", s);
  s = cgCreateState(ctx, "a\xc3\xa9", CG_FLOAT);
  show("utf8", s);
  s = cgCreateState(ctx, "Dup", CG_FLOAT);
  t = cgCreateState(ctx, "dup", CG_INT);
  u = cgGetNamedState(ctx, "DUP");
  printf("named dup first=%d second=%d\n", u == s, u == t);
  cgAddStateEnumerant(s, "a b", 1);
  show("enum with space", 0);
  cgAddStateEnumerant(s, "1x", 1);
  show("enum digit", 0);
  cgAddStateEnumerant(s, "Foo", 1);
  cgAddStateEnumerant(s, "foo", 2);
  show("enum case dup", 0);
  n = cgGetNumStateEnumerants(s);
  printf("n=%d\n", n);
  {
    int i;
    for (i = 0; i < n; ++i) {
      int v;
      name = cgGetStateEnumerant(s, i, &v);
      printf(" %s=%d", name, v);
    }
    printf("\n");
  }
  s = cgCreateState(c2, "DepthTestEnable", CG_FLOAT);
  t = cgCreateSamplerState(c2, "MinFilter", CG_FLOAT);
  cgGLRegisterStates(c2);
  show("register over custom", 0);
  n = 0;
  for (u = cgGetFirstState(c2); u; u = cgGetNextState(u)) ++n;
  printf("states %d\n", n);
  n = 0;
  for (u = cgGetFirstSamplerState(c2); u; u = cgGetNextState(u)) ++n;
  printf("sampler states %d\n", n);
  u = cgGetNamedState(c2, "DepthTestEnable");
  printf("named is custom %d type %s\n", u == s, cgGetTypeString(cgGetStateType(u)));
  u = cgGetNamedSamplerState(c2, "MinFilter");
  printf("named sampler is custom %d\n", u == t);
  u = cgGetFirstState(c2);
  printf("first %s\n", cgGetStateName(u));
  u = cgGetFirstSamplerState(c2);
  printf("first sampler %s\n", cgGetStateName(u));
  cgGLRegisterStates(c3);
  u = cgGetFirstSamplerState(c3);
  t = u;
  cgGLRegisterStates(c3);
  n = 0;
  for (u = cgGetFirstSamplerState(c3); u; u = cgGetNextState(u)) {
    if (n % 21 == 0 || n % 21 == 1) printf("s%d %s\n", n, cgGetStateName(u));
    ++n;
  }
  u = cgGetNamedSamplerState(c3, "Texture");
  printf("named Texture is first %d\n", u == t);
  n = 0;
  for (u = cgGetFirstState(c3); u; u = cgGetNextState(u)) { ++n; }
  printf("n=%d\n", n);
  u = cgGetNamedState(c3, "VertexProgram");
  printf("VP latest %d\n", cgGetStateLatestProfile(u));
  printf("cb %d %d %d\n", cgGetStateSetCallback(u) != 0, cgGetStateResetCallback(u) != 0,
         cgGetStateValidateCallback(u) != 0);
  u = cgGetNamedState(c3, "DepthTestEnable");
  printf("cb %d %d %d\n", cgGetStateSetCallback(u) != 0, cgGetStateResetCallback(u) != 0,
         cgGetStateValidateCallback(u) != 0);
  u = cgGetNamedSamplerState(c3, "MinFilter");
  printf("cb %d %d %d\n", cgGetStateSetCallback(u) != 0, cgGetStateResetCallback(u) != 0,
         cgGetStateValidateCallback(u) != 0);
  cgDestroyContext(ctx);
  cgDestroyContext(c2);
  cgDestroyContext(c3);
}

int main(void) {
  CGcontext ctx;
  setvbuf(stdout, 0, _IONBF, 0);
  misuse();
  registration();
  ctx = cgCreateContext();
  cgGLRegisterStates(ctx);
  table(cgGetFirstState(ctx), "state");
  table(cgGetFirstSamplerState(ctx), "sampler");
  cgDestroyContext(ctx);
  return 0;
}
