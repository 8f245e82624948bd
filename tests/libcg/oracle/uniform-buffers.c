/* Uniform buffers as parameters. In a context of CG_BEHAVIOR_3100, `uniform myBuf { ... } a : BUFFER` (and a
 * struct given the older `: BUFFER[n]`) is a CG_UNIFORMBUFFER parameter found by its block's name, its
 * members its children, each with the buffer's index and its byte offset (gp4vp's layout: a 16-byte register
 * per leaf, array element and matrix row); in the default CG_BEHAVIOR_2200 a buffer block is C5222 and makes
 * no program. The buffer of a buffer parameter is its program's at the buffer's index. */
#include "print.h"

static const char* kSource =
    "uniform myBuf { float4 var; float2 w[2]; float3x3 m; } a : BUFFER;\n"
    "uniform other { float k; } b : BUFFER[3];\n"
    "struct S { float4 x; };\n"
    "uniform S old : BUFFER[5];\n"
    "uniform float plain;\n"
    "float4 vertex(float4 p : POSITION) : POSITION {\n"
    "  return p * float4(a.var.r, a.m[1].y, a.var.b + b.k + plain + old.x.x, a.w[1].x); }\n";

static void one(CGparameter p, int depth) {
  const char* block;
  CGerror e;
  printf("%*s%s type=%s class=%d res=%s resindex=%lu bufidx=%d bufoff=%d ref=%d", depth * 2, "",
         cgGetParameterName(p), cgGetTypeString(cgGetParameterType(p)), (int)cgGetParameterClass(p),
         cgGetResourceString(cgGetParameterResource(p)), cgGetParameterResourceIndex(p),
         cgGetParameterBufferIndex(p), cgGetParameterBufferOffset(p), cgIsParameterReferenced(p));
  cgGetError();
  block = cgGetUniformBufferBlockName(p);
  e = cgGetError();
  printf(" block=%s err=%d size=%ld\n", block ? block : "(null)", e, cgGetParameterResourceSize(p));
}

static void show(CGparameter p, int depth) {
  int i;
  for (; p; p = cgGetNextParameter(p)) {
    one(p, depth);
    if (cgGetParameterType(p) == CG_STRUCT) show(cgGetFirstStructParameter(p), depth + 1);
    if (cgGetParameterType(p) == CG_ARRAY)
      for (i = 0; i < cgGetArraySize(p, 0); ++i) one(cgGetArrayParameter(p, i), depth + 1);
    if (cgGetParameterType(p) == CG_UNIFORMBUFFER) show(cgGetFirstUniformBufferParameter(p), depth + 1);
  }
}

int main(void) {
  CGcontext context = cgCreateContext();
  CGprogram program;
  CGparameter a, plain, leaf;
  CGbuffer buffer;
  int leaves = 0;

  P("default behavior", cgGetContextBehavior(context));
  P("a block in the default behavior",
    cgCreateProgram(context, CG_SOURCE, kSource, CG_PROFILE_GP4VP, "vertex", NULL) != NULL);
  cgSetContextBehavior(context, CG_BEHAVIOR_3100);
  program = cgCreateProgram(context, CG_SOURCE, kSource, CG_PROFILE_GP4VP, "vertex", NULL);
  P("made in CG_BEHAVIOR_3100", program != NULL);
  show(cgGetFirstParameter(program, CG_GLOBAL), 0);
  for (leaf = cgGetFirstLeafParameter(program, CG_GLOBAL); leaf; leaf = cgGetNextLeafParameter(leaf)) {
    printf("leaf %s\n", cgGetParameterName(leaf));
    ++leaves;
  }
  P("leaves", leaves);

  a = cgGetNamedParameter(program, "a");
  plain = cgGetNamedParameter(program, "plain");
  P("a.var by path", cgGetNamedParameter(program, "a.var") != NULL);
  P("by block name", cgGetNamedProgramUniformBuffer(program, "myBuf") == a);
  P("by variable name", cgGetNamedProgramUniformBuffer(program, "a") != NULL);
  P("by null name", cgGetNamedProgramUniformBuffer(program, NULL) != NULL);
  P("member var", cgGetNamedUniformBufferParameter(a, "var") == cgGetNamedParameter(program, "a.var"));
  P("member a.var", cgGetNamedUniformBufferParameter(a, "a.var") != NULL);
  P("member w[1]", cgGetNamedUniformBufferParameter(a, "w[1]") == cgGetNamedParameter(program, "a.w[1]"));
  P("member of plain", cgGetNamedUniformBufferParameter(plain, "x") != NULL);
  P("member null", cgGetNamedUniformBufferParameter(a, NULL) != NULL);
  S("block of plain", cgGetUniformBufferBlockName(plain));
  P("first member of plain", cgGetFirstUniformBufferParameter(plain) != NULL);
  P("a's buffer before", cgGetUniformBufferParameter(a) != NULL);
  buffer = cgCreateBuffer(context, 256, NULL, CG_BUFFER_USAGE_STATIC_DRAW);
  cgSetUniformBufferParameter(a, buffer);
  P("set", cgGetError());
  P("a's buffer", cgGetUniformBufferParameter(a) == buffer);
  P("the program's buffer at a's index", cgGetProgramBuffer(program, cgGetParameterBufferIndex(a)) == buffer);
  cgSetProgramBuffer(program, 3, buffer);
  P("b's buffer, set by index", cgGetUniformBufferParameter(cgGetNamedParameter(program, "b")) == buffer);
  cgSetUniformBufferParameter(plain, buffer);
  P("set on plain", cgGetError());
  P("plain's buffer", cgGetUniformBufferParameter(plain) != NULL);
  cgSetUniformBufferParameter(a, NULL);
  P("a's buffer after a null one", cgGetUniformBufferParameter(a) != NULL);
  cgDestroyContext(context);
  return 0;
}
