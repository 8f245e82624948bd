/* Matrix packing (#pragma pack_matrix, the row_major / column_major modifiers) as the Cg runtime reports
 * it: each matrix leaf's type, named type, shape, cgGetMatrixParameterOrder (and its error on a
 * non-matrix), the constant register of A, B and C[1] in arbvp1 (the order cgc allocates later globals
 * in is another matter than packing), and values set and read back in both orders (packing changes the
 * storage, not the values). Compared between NVIDIA's libCg and cgx's like reflect.c. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kVertex =
    "#pragma pack_matrix(column_major)\n"
    "uniform float3x4 B;\n"
    "uniform row_major float4x4 A;\n"
    "uniform float3x4 C[2];\n"
    "uniform float4 v;\n"
    "struct S { float2x3 m; };\n"
    "uniform S s;\n"
    "uniform float2x3 D = float2x3(1, 2, 3, 4, 5, 6);\n"
    "float4 main(float4 p : POSITION) : POSITION {\n"
    "  return float4(mul(A, p).xyz + mul(B, p) + mul(C[1], p) + mul(s.m, p.xyz).xyx + mul(D, p.xyz).xyx, 1) + v;\n"
    "}\n";

static void show(CGprogram program, const char* name, int registers) {
  CGparameter p = cgGetNamedParameter(program, name);
  CGenum order;
  int error;
  cgGetError();
  order = cgGetMatrixParameterOrder(p);
  error = cgGetError();
  printf("  %s type=%s named=%s rows=%d cols=%d order=%s err=%d", name, cgGetTypeString(cgGetParameterType(p)),
         cgGetTypeString(cgGetParameterNamedType(p)), cgGetParameterRows(p), cgGetParameterColumns(p),
         order == CG_UNKNOWN ? "CG_UNKNOWN" : cgGetEnumString(order), error);
  if (registers && cgGetParameterResource(p) == CG_C) printf(" res=%s idx=%lu", cgGetResourceString(cgGetParameterResource(p)), cgGetParameterResourceIndex(p));
  printf("\n");
}

static void values(CGprogram program) {
  float f[12], r[12];
  double d[6];
  int k, n;
  CGparameter b = cgGetNamedParameter(program, "B");
  for (k = 0; k < 12; ++k) f[k] = (float)k;
  cgSetMatrixParameterfr(b, f);
  cgGetMatrixParameterfr(b, r);
  printf("  B set r get r:");
  for (k = 0; k < 12; ++k) printf(" %g", r[k]);
  cgGetMatrixParameterfc(b, r);
  printf("\n  B set r get c:");
  for (k = 0; k < 12; ++k) printf(" %g", r[k]);
  n = cgGetParameterDefaultValuedr(cgGetNamedParameter(program, "D"), 6, d);
  printf("\n  D default r: n=%d %g %g %g %g %g %g\n", n, d[0], d[1], d[2], d[3], d[4], d[5]);
}

int main(void) {
  const char* profiles[] = {"arbvp1", "glslv"};
  const char* names[] = {"A", "B", "C", "C[1]", "v", "s", "s.m", "D"};
  CGcontext context = cgCreateContext();
  int i, k;
  setvbuf(stdout, 0, _IONBF, 0);
  for (i = 0; i < 2; ++i) {
    CGprogram program = cgCreateProgram(context, CG_SOURCE, kVertex, cgGetProfile(profiles[i]), "main", 0);
    printf("%s: created=%d err=%d\n", profiles[i], program != 0, cgGetError());
    if (!program) continue;
    for (k = 0; k < 8; ++k) show(program, names[k], i == 0 && k < 4);
    values(program);
  }
  cgDestroyContext(context);
  return 0;
}
