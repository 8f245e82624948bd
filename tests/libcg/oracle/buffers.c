/* Buffers, compared between NVIDIA's libCg and cgx's: cgCreateBuffer, sizes, mapping (twice, updating while
 * mapped), updates in and out of range, a program's buffer indices (cgSetProgramBuffer, cgGetProgramBuffer),
 * destruction, the effect-parameter calls on a numeric parameter, and the misuses. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  CGcontext ctx = cgCreateContext();
  unsigned char init[8] = {1,2,3,4,5,6,7,8};
  CGbuffer b = cgCreateBuffer(ctx, 8, init, CG_BUFFER_USAGE_DYNAMIC_DRAW);
  printf("create: %s err=%d\n", b ? "made" : "null", cgGetError());
  int r = cgIsBuffer(b); printf("is: %d err=%d\n", r, cgGetError());
  r = cgGetBufferSize(b); printf("size: %d err=%d\n", r, cgGetError());
  unsigned char* m = (unsigned char*)cgMapBuffer(b, CG_MAP_READ); printf("map: %s err=%d", m ? "ptr" : "null", cgGetError()); if (m) printf(" %d %d", m[0], m[7]); printf("\n");
  unsigned char more[4] = {9,9,9,9};
  cgSetBufferSubData(b, 2, 4, more); printf("subdata while mapped err=%d\n", cgGetError());
  void* m2 = cgMapBuffer(b, CG_MAP_READ); printf("map twice: %s err=%d\n", m2 ? "ptr" : "null", cgGetError());
  cgUnmapBuffer(b); printf("unmap err=%d\n", cgGetError());
  cgUnmapBuffer(b); printf("unmap twice err=%d\n", cgGetError());
  cgSetBufferSubData(b, 2, 4, more); printf("subdata err=%d\n", cgGetError());
  m = (unsigned char*)cgMapBuffer(b, CG_MAP_READ_WRITE);
  if (!m) return 1;
  printf("map: %d %d %d %d\n", m[1], m[2], m[5], m[6]);
  m[0] = 42;
  cgUnmapBuffer(b);
  m = (unsigned char*)cgMapBuffer(b, CG_MAP_READ);
  printf("after write: %d\n", m ? m[0] : -1);
  cgUnmapBuffer(b);
  cgGetError();
  cgSetBufferSubData(b, 6, 4, more); printf("subdata past end err=%d\n", cgGetError());
  cgSetBufferSubData(b, -1, 4, more); printf("subdata negative err=%d\n", cgGetError());
  cgSetBufferSubData(b, 0, 4, NULL); printf("subdata null err=%d\n", cgGetError());
  /* The same size only: NVIDIA's keeps a buffer's size and copies another size's bytes into it. */
  {
    unsigned char eight[8] = {20, 21, 22, 23, 24, 25, 26, 27};
    cgSetBufferData(b, 8, eight);
    printf("setdata 8 err=%d\n", cgGetError());
    m = (unsigned char*)cgMapBuffer(b, CG_MAP_READ);
    printf("after setdata: %d %d size %d err=%d\n", m ? m[0] : -1, m ? m[7] : -1, cgGetBufferSize(b), cgGetError());
    cgUnmapBuffer(b);
    m = (unsigned char*)cgMapBuffer(b, CG_MAP_WRITE);
    cgSetBufferData(b, 8, eight);
    printf("setdata while mapped err=%d\n", cgGetError());
    cgUnmapBuffer(b);
  }
  m = (unsigned char*)cgMapBuffer(b, (CGbufferaccess)77); printf("map bad access: %s err=%d\n", m ? "ptr" : "null", cgGetError()); if (m) cgUnmapBuffer(b);
  CGbuffer z = cgCreateBuffer(ctx, 0, NULL, CG_BUFFER_USAGE_STATIC_DRAW); printf("create 0: %s err=%d\n", z ? "made" : "null", cgGetError());
  r = cgGetBufferSize(z); printf("size0: %d err=%d\n", r, cgGetError());
  CGbuffer n = cgCreateBuffer(ctx, -4, NULL, CG_BUFFER_USAGE_STATIC_DRAW); printf("create -4: %s err=%d\n", n ? "made" : "null", cgGetError());
  CGbuffer u = cgCreateBuffer(ctx, 4, NULL, (CGbufferusage)99); printf("create bad usage: %s err=%d\n", u ? "made" : "null", cgGetError());
  CGbuffer c = cgCreateBuffer(NULL, 4, NULL, CG_BUFFER_USAGE_STATIC_DRAW); printf("create null ctx: %s err=%d\n", c ? "made" : "null", cgGetError());
  r = cgGetBufferSize(NULL); printf("size null: %d err=%d\n", r, cgGetError());
  r = cgIsBuffer(NULL); printf("is null: %d err=%d\n", r, cgGetError());
  CGprogram p = cgCreateProgram(ctx, CG_SOURCE, "float4 main(uniform float4 c) : COLOR { return c; }", CG_PROFILE_GP4FP, "main", NULL);
  cgSetProgramBuffer(p, 0, b); printf("set program buffer err=%d\n", cgGetError());
  printf("get: %s err=", cgGetProgramBuffer(p, 0) == b ? "b" : "other"); printf("%d\n", cgGetError());
  cgSetProgramBuffer(p, 12, b); printf("set 12 err=%d\n", cgGetError());
  cgSetProgramBuffer(p, 1, NULL); printf("set null err=%d\n", cgGetError());
  cgSetProgramBuffer(p, 0, NULL); printf("unset err=%d\n", cgGetError());
  printf("get after unset: %s err=", cgGetProgramBuffer(p, 0) ? "some" : "null"); printf("%d\n", cgGetError());
  CGprogram a = cgCreateProgram(ctx, CG_SOURCE, "float4 main(uniform float4 c) : COLOR { return c; }", CG_PROFILE_ARBFP1, "main", NULL);
  cgSetProgramBuffer(a, 0, b); printf("arbfp1 set err=%d\n", cgGetError());
  printf("arbfp1 get: %s err=", cgGetProgramBuffer(a, 0) == b ? "b" : "other"); printf("%d\n", cgGetError());
  cgSetProgramBuffer(p, 0, b);
  cgDestroyBuffer(b); printf("destroy err=%d\n", cgGetError());
  r = cgIsBuffer(b); printf("is destroyed: %d err=%d\n", r, cgGetError());
  cgDestroyBuffer(b); printf("destroy twice err=%d\n", cgGetError());
  CGeffect e = cgCreateEffect(ctx, "float4 t; technique T { pass P { } }", NULL);
  CGparameter t = cgGetNamedEffectParameter(e, "t");
  CGbuffer eb = cgCreateBuffer(ctx, 16, NULL, CG_BUFFER_USAGE_STATIC_DRAW);
  cgSetEffectParameterBuffer(t, eb); printf("effect param buffer err=%d\n", cgGetError());
  printf("get: %s err=", cgGetEffectParameterBuffer(t) == eb ? "eb" : "other"); printf("%d\n", cgGetError());
  cgDestroyContext(ctx);
  return 0;
}
