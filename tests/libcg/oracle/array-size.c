/* Unsized shared arrays (cgCreateParameterArray with length 0) sized by cgSetArraySize and
 * cgSetMultiDimArraySize, compared between NVIDIA's libCg and cgx's: the array before and after, what
 * becomes of its elements (made anew: new handles, values 0), misuses, and the unsized arrays connected to
 * it, which take its length. Each API call is its own statement. A length past 16 bits is not asked here:
 * NVIDIA's keeps its low 16 bits, after 12 s (cgx refuses it: SharedParameterTest). */
#include <Cg/cg.h>
#include <stdio.h>

#include "print.h"

static void show(const char* what, CGparameter a) {
  int n = cgGetArraySize(a, 0);
  CGerror e = cgGetError();
  int total = cgGetArrayTotalSize(a);
  CGerror e1 = cgGetError();
  int dims = cgGetArrayDimension(a);
  CGerror e2 = cgGetError();
  CGparameter first = cgGetArrayParameter(a, 0);
  CGerror e3 = cgGetError();
  printf("%s: size=%d err=%d total=%d err=%d dims=%d err=%d element0=%d err=%d\n", what, n, e, total, e1, dims, e2,
         first != NULL, e3);
}
static void value(const char* what, CGparameter p) {
  float v[2] = {-1, -1};
  cgGetParameterValuefr(p, 2, v);
  printf("%s = %g %g err=%d\n", what, v[0], v[1], cgGetError());
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGparameter s, e0, e2, one, sized, a, b, c, d, e;
  CGprogram program;
  int sizes[1];

  s = cgCreateParameterArray(ctx, CG_FLOAT2, 0);
  P("unsized made", s != NULL);
  show("unsized", s);
  P("type is array", cgGetParameterType(s) == CG_ARRAY);
  P("array type float2", cgGetArrayType(s) == CG_FLOAT2);

  /* sizing makes the elements anew each time */
  cgSetArraySize(s, 3);
  P("size 3", 0);
  show("s", s);
  e0 = cgGetArrayParameter(s, 0);
  e2 = cgGetArrayParameter(s, 2);
  cgSetParameter2f(e0, 1, 2);
  cgSetParameter2f(e2, 5, 6);
  value("e2", e2);
  P("e2 type float2", cgGetParameterType(e2) == CG_FLOAT2);
  cgSetArraySize(s, 5);
  P("size 5", 0);
  show("s", s);
  P("same element 0", cgGetArrayParameter(s, 0) == e0);
  P("same element 2", cgGetArrayParameter(s, 2) == e2);
  P("old element 0 is a parameter", cgIsParameter(e0));
  value("element 2 after", cgGetArrayParameter(s, 2));
  value("element 4", cgGetArrayParameter(s, 4));
  cgSetArraySize(s, 1);
  P("size 1", 0);
  show("s", s);
  cgSetArraySize(s, 0);
  P("size 0", 0);
  show("s", s);

  /* misuses */
  cgSetArraySize(s, -1);
  P("negative", 0);
  show("s", s);
  cgSetArraySize(s, 2);
  cgSetArraySize(cgGetArrayParameter(s, 0), 2);
  P("an element", 0);
  one = cgCreateParameter(ctx, CG_FLOAT);
  cgSetArraySize(one, 2);
  P("not an array", 0);
  sized = cgCreateParameterArray(ctx, CG_FLOAT, 2);
  cgSetArraySize(sized, 3);
  P("sized", 0);
  cgSetArraySize(sized, 2);
  P("sized, its own length", 0);
  show("sized", sized);
  cgSetArraySize(NULL, 2);
  P("null", 0);
  program = cgCreateProgram(ctx, CG_SOURCE, "float4 main(uniform float4 k[3]) : COLOR { return k[0] + k[2]; }",
                            CG_PROFILE_ARBFP1, "main", NULL);
  cgSetArraySize(cgGetNamedParameter(program, "k"), 4);
  P("a program's sized array", 0);

  /* cgSetMultiDimArraySize: one size per dimension */
  sizes[0] = 3;
  cgSetMultiDimArraySize(s, sizes);
  P("multi 3", 0);
  show("s", s);
  sizes[0] = -1;
  cgSetMultiDimArraySize(s, sizes);
  P("multi negative", 0);
  cgSetMultiDimArraySize(s, NULL);
  P("multi null sizes", 0);
  cgSetMultiDimArraySize(NULL, NULL);
  P("multi null", 0);
  sizes[0] = 3;
  cgSetMultiDimArraySize(one, sizes);
  P("multi not an array", 0);
  cgSetMultiDimArraySize(sized, sizes);
  P("multi sized", 0);

  /* connected unsized arrays take the source's length */
  a = cgCreateParameterArray(ctx, CG_FLOAT, 0);
  b = cgCreateParameterArray(ctx, CG_FLOAT, 0);
  cgConnectParameter(a, b);
  P("connect unsized to unsized", 0);
  cgSetArraySize(a, 3);
  P("a 3", 0);
  show("b", b);
  P("b[1] from a[1]", cgGetConnectedParameter(cgGetArrayParameter(b, 1)) == cgGetArrayParameter(a, 1));
  cgSetParameter1f(cgGetArrayParameter(a, 1), 7);
  value("b[1]", cgGetArrayParameter(b, 1));
  cgSetArraySize(b, 2);
  P("b 2", 0);
  show("b", b);
  show("a", a);
  P("b from a", cgGetConnectedParameter(b) == a);
  P("a's destinations", cgGetNumConnectedToParameters(a));
  P("b[1] connected", cgGetConnectedParameter(cgGetArrayParameter(b, 1)) != NULL);
  cgSetArraySize(a, 4);
  P("a 4", 0);
  show("b", b);
  c = cgCreateParameterArray(ctx, CG_FLOAT, 2);
  d = cgCreateParameterArray(ctx, CG_FLOAT, 0);
  cgConnectParameter(c, d);
  P("connect sized to unsized", 0);
  show("d", d);
  e = cgCreateParameterArray(ctx, CG_FLOAT, 0);
  cgConnectParameter(e, c);
  P("connect unsized to sized", 0);
  P("c from e", cgGetConnectedParameter(c) == e);
  cgConnectParameter(cgCreateParameterArray(ctx, CG_FLOAT2, 0), b);
  P("connect unsized of another type", 0);
  cgDestroyContext(ctx);
  return 0;
}
