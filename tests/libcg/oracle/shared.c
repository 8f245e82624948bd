/* Shared parameters: created in a context (cgCreateParameter, cgCreateParameterArray), connected to
 * program parameters and to each other (cgConnectParameter), values read through connections,
 * disconnection and destruction. Compared between NVIDIA's libCg and cgx's like reflect.c. The misuses
 * are in SharedParameterTest.cpp, against the manual: NVIDIA's libCg accepts a program parameter as a
 * source and a cycle without an error, and aborts (an uncaught C++ exception) connecting arrays of
 * different sizes. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kFragment =
    "uniform float4 tint;\n"
    "uniform float w[2];\n"
    "uniform float4x4 m;\n"
    "float4 main(float4 c : COLOR0) : COLOR { return c * tint * w[1] + m[0]; }\n";

static void report(const char* what) {
  printf("%s: err=%d\n", what, cgGetError());
}

static void value(const char* what, CGparameter p, int n) {
  float v[16] = {0};
  int got = cgGetParameterValuefr(p, n, v);
  printf("%s: n=%d %g %g %g %g err=%d\n", what, got, v[0], v[1], v[2], v[3], cgGetError());
}

int main(void) {
  CGcontext context = cgCreateContext();
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kFragment, CG_PROFILE_ARBFP1, "main", 0);
  CGparameter tint = cgGetNamedParameter(program, "tint");
  CGparameter w = cgGetNamedParameter(program, "w");
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
  CGparameter top = cgCreateParameter(context, CG_FLOAT4);
  CGparameter array = cgCreateParameterArray(context, CG_FLOAT, 2);
  float one[4] = {1, 2, 3, 4};
  float two[2] = {5, 6};
  setvbuf(stdout, 0, _IONBF, 0);
  printf("program=%d shared=%d top=%d array=%d err=%d\n", program != 0, shared != 0, top != 0, array != 0,
         cgGetError());
  printf("shared: type=%s global=%d var=%s\n", cgGetTypeString(cgGetParameterType(shared)),
         cgIsParameterGlobal(shared), cgGetEnumString(cgGetParameterVariability(shared)));
  printf("array: type=%s size=%d element=%s\n", cgGetTypeString(cgGetParameterType(array)), cgGetArraySize(array, 0),
         cgGetTypeString(cgGetParameterType(cgGetArrayParameter(array, 1))));
  cgSetParameter4fv(shared, one);
  cgConnectParameter(shared, tint);
  report("connect shared -> tint");
  value("tint through shared", tint, 4);
  printf("connected: source=%d count=%d first=%d\n", cgGetConnectedParameter(tint) == shared,
         cgGetNumConnectedToParameters(shared), cgGetConnectedToParameter(shared, 0) == tint);
  cgConnectParameter(top, shared);
  report("connect top -> shared");
  cgSetParameter4f(top, 9, 8, 7, 6);
  value("tint through top and shared", tint, 4);
  cgSetParameterValuefr(array, 2, two);
  cgConnectParameter(array, w);
  report("connect array to array");
  value("w through array", w, 2);
  value("w[1] through array", cgGetArrayParameter(w, 1), 1);
  cgDisconnectParameter(tint);
  report("disconnect tint");
  printf("after disconnect: source=%d count=%d\n", cgGetConnectedParameter(tint) != 0,
         cgGetNumConnectedToParameters(shared));
  value("tint after disconnect", tint, 4);
  cgDisconnectParameter(shared);
  cgDestroyParameter(top);
  report("destroy top after disconnect");
  printf("top is parameter: %d\n", cgIsParameter(top));
  cgDestroyContext(context);
  return 0;
}
