/* An effect's Cg 3.1 uniform buffer (`uniform Colours { ... } colours : BUFFER[1]`): a CG_UNIFORMBUFFER effect
 * parameter (found by the block's name too, not the variable's), its members below it; the programs' buffer
 * parameters and members connected to it; cgSetEffectParameterBuffer binds the buffer in every program that
 * uses the block, at its index, and again for another buffer; null unbinds; any other parameter is
 * CG_INVALID_PARAMETER_TYPE_ERROR. */
#include "print.h"
static const char* fx =
  "uniform Colours { float4 base; float4 extra; } colours : BUFFER[1];\n"
  "uniform float4 plain;\n"
  "float4 f() : COLOR { return colours.base + colours.extra + plain; }\n"
  "float4 g() : COLOR { return colours.extra; }\n"
  "technique t { pass p { FragmentProgram = compile gp4fp f(); } pass q { FragmentProgram = compile gp4fp g(); } }\n";
int main(void) {
  CGtechnique t;
  CGpass ps;
  CGparameter q;
  CGcontext c = cgCreateContext();
  cgSetContextBehavior(c, CG_BEHAVIOR_3100);
  cgCreateState(c, "FragmentProgram", CG_PROGRAM_TYPE);
  CGeffect e = cgCreateEffect(c, fx, NULL);
  P("effect", e != NULL);
  S("listing", cgGetLastListing(c));
  CGparameter p = cgGetNamedEffectParameter(e, "colours");
  P("named colours", p != NULL);
  if (p) { S("type", cgGetTypeString(cgGetParameterType(p))); P("class", cgGetParameterClass(p)); S("name", cgGetParameterName(p));
           P("child", cgGetFirstStructParameter(p) != NULL); P("first ub child", cgGetFirstUniformBufferParameter(p) != NULL);
           S("block", cgGetUniformBufferBlockName(p)); P("bufidx", cgGetParameterBufferIndex(p)); }
  CGparameter u = cgGetNamedEffectUniformBuffer(e, "Colours");
  P("named ub Colours", u != NULL); P("same", u == p);
  CGparameter u2 = cgGetNamedEffectUniformBuffer(e, "colours");
  P("named ub colours", u2 != NULL);
  for (q = cgGetFirstEffectParameter(e); q; q = cgGetNextParameter(q)) { S("effect param", cgGetParameterName(q)); P(" type", cgGetParameterType(q)); }
  CGparameter m = cgGetNamedEffectParameter(e, "colours.base");
  P("colours.base", m != NULL);
  CGbuffer b = cgCreateBuffer(c, 32, NULL, CG_BUFFER_USAGE_STATIC_DRAW);
  if (p) { cgSetEffectParameterBuffer(p, b); P("set err", 0); P("get", cgGetEffectParameterBuffer(p) == b); }
  CGparameter pl = cgGetNamedEffectParameter(e, "plain");
  cgSetEffectParameterBuffer(pl, b); P("set plain", 0);
  P("get plain", cgGetEffectParameterBuffer(pl) != NULL);
  t = cgGetFirstTechnique(e);
  for (ps = cgGetFirstPass(t); ps; ps = cgGetNextPass(ps)) {
    CGprogram prog = cgGetPassProgram(ps, CG_FRAGMENT_DOMAIN);
    P("prog", prog != NULL);
    CGparameter pb = cgGetNamedProgramUniformBuffer(prog, "Colours");
    P("prog ub", pb != NULL);
    P("prog buffer 1", cgGetProgramBuffer(prog, 1) == b);
    if (pb) { P("ub param buffer", cgGetUniformBufferParameter(pb) == b); P("idx", cgGetParameterBufferIndex(pb)); P("connected", cgGetConnectedParameter(pb) == p); }
    CGparameter base = cgGetNamedParameter(prog, "colours.base");
    P("prog colours.base", base != NULL);
    if (base) { P("off", cgGetParameterBufferOffset(base)); P("conn", cgGetConnectedParameter(base) != NULL); }
  }
  CGbuffer b2 = cgCreateBuffer(c, 32, NULL, CG_BUFFER_USAGE_STATIC_DRAW);
  if (p) { cgSetEffectParameterBuffer(p, b2); P("set2", 0); }
  for (ps = cgGetFirstPass(t); ps; ps = cgGetNextPass(ps)) {
    CGprogram prog = cgGetPassProgram(ps, CG_FRAGMENT_DOMAIN);
    P("prog buffer 1 after", cgGetProgramBuffer(prog, 1) == b2);
  }
  if (p) { cgSetEffectParameterBuffer(p, NULL); P("set null", 0); P("get null", cgGetEffectParameterBuffer(p) == NULL); }
  P("nullparam", (cgSetEffectParameterBuffer(NULL, b), 0));
  cgDestroyContext(c);
  return 0;
}
