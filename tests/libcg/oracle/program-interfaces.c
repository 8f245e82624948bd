/* A program's own interface parameters, bound by connecting a struct that implements the interface
 * (CG_COMPILE_MANUAL: the program is made with its front end's parameters, as an unbound interface cannot
 * compile, C1306). A global `uniform Shade s` and an entry's `uniform Shade key`: each is a struct of the
 * interface's type with no fields until a struct is connected, then has the struct's fields, connected to
 * its, and the program compiles for it. Connecting another implementation compiles it for that one. */
#include "print.h"

static const char* kSource =
    "interface Shade { float4 eval(float2 uv); };\n"
    "struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };\n"
    "struct Ramp : Shade { float4 low; float4 high; float4 eval(float2 uv) { return lerp(low, high, uv.x); } };\n"
    "struct Plain { float4 c; };\n"
    "uniform Shade s;\n"
    "float4 main(float2 uv : TEXCOORD0, uniform Shade key) : COLOR { return s.eval(uv) * key.eval(uv); }\n";

static void show(CGprogram program, const char* name) {
  CGparameter p = cgGetNamedParameter(program, name);
  CGparameter field;
  int fields = 0;
  printf("%s: found %d", name, p != NULL);
  if (p) {
    printf(" type %s named %s class %d", cgGetTypeString(cgGetParameterType(p)),
           cgGetTypeString(cgGetParameterNamedType(p)), cgGetParameterClass(p));
    for (field = cgGetFirstStructParameter(p); field; field = cgGetNextParameter(field)) {
      printf(" field %s", cgGetParameterName(field));
      ++fields;
    }
    printf(" (%d) connected %d", fields, cgGetConnectedParameter(p) != NULL);
  }
  printf(" err=%d\n", cgGetError());
}

int main(void) {
  CGcontext context = cgCreateContext();
  CGprogram program;
  CGparameter s, key, flat, ramp, plain;
  float v[4] = {0, 0, 0, 0};

  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  program = cgCreateProgram(context, CG_SOURCE, kSource, CG_PROFILE_ARBFP1, "main", NULL);
  P("made", program != NULL);
  show(program, "s");
  show(program, "key");
  cgCompileProgram(program);
  P("unbound compile: compiled", cgIsProgramCompiled(program));

  s = cgGetNamedParameter(program, "s");
  key = cgGetNamedParameter(program, "key");
  flat = cgCreateParameter(context, cgGetNamedUserType(program, "Flat"));
  ramp = cgCreateParameter(context, cgGetNamedUserType(program, "Ramp"));
  plain = cgCreateParameter(context, cgGetNamedUserType(program, "Plain"));
  P("flat made", flat != NULL);
  cgConnectParameter(plain, s);
  P("a struct that is not a Shade: connect error", cgGetError());
  show(program, "s");
  cgConnectParameter(flat, s);
  P("flat connected to s", cgGetError());
  cgConnectParameter(ramp, key);
  P("ramp connected to key", cgGetError());
  show(program, "s");
  show(program, "key");
  cgSetParameter4f(cgGetNamedStructParameter(flat, "c"), 0.25f, 0.5f, 0.75f, 1);
  cgCompileProgram(program);
  P("bound compile: compiled", cgIsProgramCompiled(program));
  P("s is the same handle", cgGetNamedParameter(program, "s") == s);
  show(program, "s");
  show(program, "key");
  P("s.c read", cgGetParameterValuefr(cgGetNamedParameter(program, "s.c"), 4, v));
  printf("s.c = %g %g %g %g\n", v[0], v[1], v[2], v[3]);
  S("s.c's semantic", cgGetParameterSemantic(cgGetNamedParameter(program, "s.c")));
  P("s.c referenced", cgIsParameterReferenced(cgGetNamedParameter(program, "s.c")));
  P("key.low referenced", cgIsParameterReferenced(cgGetNamedParameter(program, "key.low")));

  /* Another implementation for s: its fields, and a compile for it. */
  cgConnectParameter(ramp, s);
  P("ramp connected to s", cgGetError());
  show(program, "s");
  cgCompileProgram(program);
  P("compiled for ramp", cgIsProgramCompiled(program));
  show(program, "s");
  cgDestroyContext(context);
  return 0;
}
