/* Prints what the Cg runtime says about a few programs: the parameter trees (names, types, shapes,
 * semantics, variability, direction, referenced), values set and read back in both matrix orders,
 * defaults, and the errors of documented misuses. Built twice (tests/libcg/CMakeLists.txt): against
 * NVIDIA's header and libCg, and against cgx's; the test compares the two outputs line by line.
 * Only what both runtimes are meant to agree on is printed: resources and the compiled text differ by
 * design (cgx compiles to GLSL; see docs/libcg.md). */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kVertex =
    "struct Light { float3 pos; float4 color; };\n"
    "uniform Light light;\n"
    "uniform float4x4 mvp;\n"
    "uniform float a[3] = {1, 2, 3};\n"
    "uniform float2x3 m23 = {1, 2, 3, 4, 5, 6};\n"
    "uniform sampler2D tex;\n"
    "uniform float unused;\n"
    "void main(float4 p : POSITION, float2 uv : TEXCOORD0, out float4 op : POSITION,\n"
    "          out float4 oc : COLOR, uniform float k = 2.0) {\n"
    "  op = mul(mvp, p) + float4(light.pos, 0) * a[1] * k + float4(mul(m23, float3(1, 1, 1)), 0, 0);\n"
    "  oc = light.color + tex2D(tex, uv);\n"
    "}\n";

static void dump(CGparameter p, int depth, int siblings) {
  for (; p; p = siblings ? cgGetNextParameter(p) : 0) {
    CGtype type = cgGetParameterType(p);
    printf("%*s%s type=%s base=%s class=%s rows=%d cols=%d sem='%s' var=%s dir=%s ref=%d\n", depth * 2, "",
           cgGetParameterName(p), cgGetTypeString(type), cgGetTypeString(cgGetParameterBaseType(p)),
           cgGetParameterClassString(cgGetParameterClass(p)), cgGetParameterRows(p), cgGetParameterColumns(p),
           cgGetParameterSemantic(p), cgGetEnumString(cgGetParameterVariability(p)),
           cgGetEnumString(cgGetParameterDirection(p)), cgIsParameterReferenced(p));
    if (type == CG_STRUCT) dump(cgGetFirstStructParameter(p), depth + 1, 1);
    if (type == CG_ARRAY) {
      int i;
      printf("%*sarray size=%d dim=%d total=%d type=%s\n", depth * 2 + 2, "", cgGetArraySize(p, 0),
             cgGetArrayDimension(p), cgGetArrayTotalSize(p), cgGetTypeString(cgGetArrayType(p)));
      for (i = 0; i < cgGetArraySize(p, 0); ++i) dump(cgGetArrayParameter(p, i), depth + 1, 0);
    }
  }
}

static void values(CGprogram program) {
  float f[16];
  double d[16];
  int i[16], n, k;
  CGparameter a = cgGetNamedParameter(program, "a");
  CGparameter color = cgGetNamedParameter(program, "light.color");
  CGparameter mvp = cgGetNamedParameter(program, "mvp");
  CGparameter m23 = cgGetNamedParameter(program, "m23");
  n = cgGetParameterValuefr(a, 16, f);
  printf("a: n=%d %g %g %g\n", n, f[0], f[1], f[2]);
  n = cgGetParameterDefaultValuedr(cgGetNamedParameter(program, "k"), 16, d);
  printf("k default: n=%d %g\n", n, d[0]);
  n = cgGetParameterDefaultValueir(m23, 16, i);
  printf("m23 default r: n=%d %d %d %d %d %d %d\n", n, i[0], i[1], i[2], i[3], i[4], i[5]);
  n = cgGetParameterDefaultValueic(m23, 16, i);
  printf("m23 default c: n=%d %d %d %d %d %d %d\n", n, i[0], i[1], i[2], i[3], i[4], i[5]);
  cgSetParameter4f(color, 1, 2, 3, 4);
  cgGetParameterValuefr(color, 4, f);
  printf("color: %g %g %g %g\n", f[0], f[1], f[2], f[3]);
  cgSetParameter2d(color, 9, 8);
  cgGetParameterValuefr(color, 4, f);
  printf("color 2d: %g %g %g %g err=%d\n", f[0], f[1], f[2], f[3], cgGetError());
  for (k = 0; k < 16; ++k) f[k] = (float)k;
  cgSetMatrixParameterfr(mvp, f);
  cgGetMatrixParameterfc(mvp, f);
  printf("mvp c: %g %g %g %g %g\n", f[0], f[1], f[2], f[4], f[15]);
  cgGetMatrixParameterdr(mvp, d);
  printf("mvp r: %g %g %g %g\n", d[0], d[1], d[4], d[15]);
  for (k = 0; k < 6; ++k) d[k] = 10 + k;
  cgSetParameterValuedc(m23, 6, d);
  cgGetParameterValueir(m23, 6, i);
  printf("m23 set c get r: %d %d %d %d %d %d\n", i[0], i[1], i[2], i[3], i[4], i[5]);
  cgSetParameterValuefr(a, 3, f);
  n = cgGetParameterValueic(a, 3, i);
  printf("a set: n=%d %d %d %d\n", n, i[0], i[1], i[2]);
  /* Documented misuses. */
  n = cgGetParameterValuefr(a, 2, f);
  {
    const int r = (int)n;
    const int e = cgGetError();
    printf("short buffer: n=%d err=%d\n", r, e);
  }
  n = cgGetParameterValuefr(a, 3, 0);
  {
    const int r = (int)n;
    const int e = cgGetError();
    printf("null buffer: n=%d err=%d\n", r, e);
  }
  cgSetParameterValuefr(cgGetNamedParameter(program, "light"), 16, f);
  printf("struct value: err=%d\n", cgGetError());
  cgSetParameter1f(cgGetNamedParameter(program, "light"), 1);
  printf("struct 1f: err=%d\n", cgGetError());
  cgSetMatrixParameterfr(color, f);
  printf("matrix on vector: err=%d\n", cgGetError());
  cgGetMatrixParameterfr(a, f);
  printf("matrix on array: err=%d\n", cgGetError());
}

static void misuse(CGprogram program) {
  CGparameter a = cgGetNamedParameter(program, "a");
  CGparameter color = cgGetNamedParameter(program, "light.color");
  {
    const void* r = (const void*)cgGetArrayParameter(a, 3);
    const int e = cgGetError();
    printf("array param oob: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const void* r = (const void*)cgGetArrayParameter(a, -1);
    const int e = cgGetError();
    printf("array param neg: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const void* r = (const void*)cgGetArrayParameter(color, 0);
    const int e = cgGetError();
    printf("array param of vector: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const int r = (int)cgGetArrayDimension(color);
    const int e = cgGetError();
    printf("array dim of vector: %d err=%d\n", r, e);
  }
  {
    const int r = (int)cgGetArraySize(a, -1);
    const int e = cgGetError();
    printf("array size dim -1: %d err=%d\n", r, e);
  }
  {
    const void* r = (const void*)cgGetFirstStructParameter(color);
    const int e = cgGetError();
    printf("struct member of vector: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const void* r = (const void*)cgGetFirstParameter(program, CG_UNIFORM);
    const int e = cgGetError();
    printf("bad namespace: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const void* r = (const void*)cgGetNamedParameter(program, "nope");
    const int e = cgGetError();
    printf("named nope: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const void* r = (const void*)cgGetNamedParameter(program, "a[7]");
    const int e = cgGetError();
    printf("named a[7]: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const char* r = cgGetProgramString(program, CG_UNIFORM);
    const int e = cgGetError();
    printf("bad program string: '%s' err=%d\n", r ? r : "(null)", e);
  }
  {
    const int r = (int)cgGetParameterType(0);
    const int e = cgGetError();
    printf("null param type: %d err=%d\n", r, e);
  }
  {
    const void* r = (const void*)cgGetParameterName((CGparameter)(size_t)0x1234);
    const int e = cgGetError();
    printf("bogus param name: %s err=%d\n", r ? "handle" : "null", e);
  }
  {
    const int r = (int)cgGetProgramProfile(0);
    const int e = cgGetError();
    printf("null program profile: %d err=%d\n", r, e);
  }
  {
    const void* r = (const void*)cgGetLastListing(0);
    const int e = cgGetError();
    printf("null context listing: %s err=%d\n", r ? "handle" : "null", e);
  }
}

int main(void) {
  CGcontext context;
  CGprogram program;
  CGparameter leaf;
  setvbuf(stdout, 0, _IONBF, 0);
  context = cgCreateContext();
  program = cgCreateProgram(context, CG_SOURCE, kVertex, CG_PROFILE_GLSLV, "main", 0);
  printf("created=%d err=%d\n", program != 0, cgGetError());
  printf("compiled=%d\n", cgIsProgramCompiled(program));
  printf("profile=%s entry=%s is=%d\n", cgGetProgramString(program, CG_PROGRAM_PROFILE),
         cgGetProgramString(program, CG_PROGRAM_ENTRY), cgIsProgram(program));
  printf("== CG_PROGRAM\n");
  dump(cgGetFirstParameter(program, CG_PROGRAM), 0, 1);
  printf("== CG_GLOBAL\n");
  dump(cgGetFirstParameter(program, CG_GLOBAL), 0, 1);
  printf("== leaves CG_PROGRAM:");
  for (leaf = cgGetFirstLeafParameter(program, CG_PROGRAM); leaf; leaf = cgGetNextLeafParameter(leaf))
    printf(" %s", cgGetParameterName(leaf));
  printf("\n== named: %s %s %s\n", cgGetParameterName(cgGetNamedParameter(program, "light.pos")),
         cgGetParameterName(cgGetNamedParameter(program, "a[2]")),
         cgGetParameterName(cgGetNamedParameter(program, "uv")));
  printf("err=%d\n", cgGetError());
  values(program);
  misuse(program);
  cgDestroyContext(context);
  printf("after destroy: is=%d", cgIsProgram(program));
  printf(" isContext=%d", cgIsContext(context));
  printf(" err=%d\n", cgGetError());
  cgGetProgramProfile(program);
  printf("destroyed program: err=%d\n", cgGetError());
  return 0;
}
