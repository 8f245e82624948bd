/* Interfaces through an effect, compared between NVIDIA's libCg and cgx's: struct effect parameters valued
 * from their initializers, an unsized array of an interface (`Shade layers[]`) sized by cgSetArraySize and
 * its elements given structs by cgConnectParameter (each then has the struct's fields, connected to the
 * struct's, and keeps the interface as its named type), an interface parameter given a struct, the misuses
 * (a struct that does not implement the interface, a number), values following the struct, resizing, and
 * the pass program's parameters once the technique is validated again (its program compiled for the
 * structs given). Each call's error is read right after it. */
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <stdio.h>
#include <string.h>

#include "print.h"

static const char* kEffect =
    "interface Shade { float4 eval(float2 uv); };\n"
    "struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };\n"
    "struct Stripe : Shade {\n"
    "  float2 k; float4 c;\n"
    "  float4 eval(float2 uv) { return frac(uv.x * k.x) > 0.5 ? c : float4(0); }\n"
    "};\n"
    "struct Plain { float4 c; };\n"
    "Flat red = { float4(1, 0, 0, 0.5) };\n"
    "Stripe bands = { float2(4, 4), float4(0, 1, 0, 1) };\n"
    "Plain other = { float4(3, 3, 3, 3) };\n"
    "float gain = 2;\n"
    "Shade base;\n"
    "Shade layers[] <string Order = \"red,\" \"bands\";>;\n"
    "float4 blend(float2 uv : TEXCOORD0) : COLOR {\n"
    "  float4 r = base.eval(uv);\n"
    "  for (int i = 0; i < layers.length; i++) { float4 l = layers[i].eval(uv); r = l + (1 - l.a) * r; }\n"
    "  return r * gain;\n"
    "}\n"
    "technique t { pass p { FragmentProgram = compile glslf blend(); } }\n";

static void show(CGparameter p, int depth);
static void siblings(CGparameter p, int depth) {
  for (; p; p = cgGetNextParameter(p)) show(p, depth);
}
static void show(CGparameter p, int depth) {
  CGtype type = cgGetParameterType(p);
  CGparameterclass kind = cgGetParameterClass(p);
  CGparameter source = cgGetConnectedParameter(p);
  printf("%*s%s: %s named %s class=%d size=%d", depth * 2, "", cgGetParameterName(p), cgGetTypeString(type),
         cgGetTypeString(cgGetParameterNamedType(p)), kind, type == CG_ARRAY ? cgGetArraySize(p, 0) : -1);
  if (kind == CG_PARAMETERCLASS_SCALAR || kind == CG_PARAMETERCLASS_VECTOR) {
    double v[16];
    int i, n = cgGetParameterValuedr(p, 16, v);
    printf(" =");
    for (i = 0; i < n; ++i) printf(" %g", v[i]);
  }
  /* A shared parameter's name is the library's own ("$G_..."): its path below the root is compared. */
  if (source) {
    const char* name = cgGetParameterName(source);
    const char* field = strchr(name, '.');
    printf(" <- %s", name[0] != '$' ? name : field ? field : "(shared)");
  }
  printf(" err=%d\n", cgGetError());
  if (kind == CG_PARAMETERCLASS_STRUCT) siblings(cgGetFirstStructParameter(p), depth + 1);
  if (type == CG_ARRAY) {
    int i, n = cgGetArraySize(p, 0);
    for (i = 0; i < n; ++i) show(cgGetArrayParameter(p, i), depth + 1);
  }
}

static void connect(const char* what, CGparameter from, CGparameter to) {
  cgConnectParameter(from, to);
  printf("connect %s err=%d\n", what, cgGetError());
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGeffect effect;
  CGparameter layers, red, bands, other, base, gain;
  CGtechnique technique;
  CGprogram program;
  CGannotation order;
  cgGLRegisterStates(ctx);
  effect = cgCreateEffect(ctx, kEffect, NULL);
  printf("effect: %s err=%d\n", effect ? "made" : "failed", cgGetError());
  if (!effect) {
    printf("%s\n", cgGetLastListing(ctx));
    return 0;
  }
  siblings(cgGetFirstEffectParameter(effect), 1);
  layers = cgGetNamedEffectParameter(effect, "layers");
  red = cgGetNamedEffectParameter(effect, "red");
  bands = cgGetNamedEffectParameter(effect, "bands");
  other = cgGetNamedEffectParameter(effect, "other");
  base = cgGetNamedEffectParameter(effect, "base");
  gain = cgGetNamedEffectParameter(effect, "gain");
  order = cgGetNamedParameterAnnotation(layers, "Order");
  S("layers' Order", cgGetStringAnnotationValue(order));
  P("layers resizable size", cgGetArraySize(layers, 0));

  cgSetArraySize(layers, 3);
  printf("set size 3 err=%d\n", cgGetError());
  connect("red to layers[0]", red, cgGetArrayParameter(layers, 0));
  connect("bands to layers[1]", bands, cgGetArrayParameter(layers, 1));
  connect("red to layers[2]", red, cgGetArrayParameter(layers, 2));
  connect("other (no Shade) to base", other, base);
  connect("gain (a float) to base", gain, base);
  connect("layers[1] (an element) to base", cgGetArrayParameter(layers, 1), base);
  show(base, 1);
  connect("bands to base", bands, base);
  siblings(cgGetFirstEffectParameter(effect), 1);

  /* A shared struct of the effect's type (cgCreateParameter of a user type) given to an interface. */
  {
    CGparameter made = cgCreateParameter(ctx, cgGetNamedUserType(effect, "Stripe"));
    double k[2] = {8, 2};
    printf("shared Stripe: %s err=%d\n", made ? "made" : "none", cgGetError());
    if (made) {
      cgSetParameterValuedr(cgGetNamedStructParameter(made, "k"), 2, k);
      printf("set its k err=%d\n", cgGetError());
      printf("its type %s, first field %s err=%d\n", cgGetTypeString(cgGetParameterNamedType(made)),
             cgGetParameterName(cgGetFirstStructParameter(made))[0] == '$' ? "$..." : "named", cgGetError());
      connect("the shared Stripe to base", made, base);
      show(base, 1);
      connect("bands to base again", bands, base);
    }
    P("shared Shade (an interface)", cgCreateParameter(ctx, cgGetNamedUserType(effect, "Shade")) != NULL);
    P("shared Plain", cgCreateParameter(ctx, cgGetNamedUserType(effect, "Plain")) != NULL);
    {
      CGparameter array = cgCreateParameterArray(ctx, cgGetNamedUserType(effect, "Stripe"), 2);
      printf("shared array of Stripe: %s err=%d\n", array ? "made" : "none", cgGetError());
      if (array) {
        printf("  element 1: %s with %s err=%d\n", cgGetTypeString(cgGetParameterNamedType(cgGetArrayParameter(array, 1))),
               cgGetFirstStructParameter(cgGetArrayParameter(array, 1)) ? "fields" : "no fields", cgGetError());
        connect("its element 1 to base", cgGetArrayParameter(array, 1), base);
        show(base, 1);
      }
    }
  }

  {
    double c[4] = {0.25, 0.5, 0.75, 1};
    cgSetParameterValuedr(cgGetNamedStructParameter(red, "c"), 4, c);
    printf("set red.c err=%d\n", cgGetError());
  }
  show(cgGetArrayParameter(layers, 2), 1);
  connect("bands to layers[2] (replacing red)", bands, cgGetArrayParameter(layers, 2));
  show(cgGetArrayParameter(layers, 2), 1);

  technique = cgGetFirstTechnique(effect);
  P("validate (no GL context)", cgValidateTechnique(technique));
  program = cgGetPassProgram(cgGetFirstPass(technique), CG_FRAGMENT_DOMAIN);
  printf("pass program: %s err=%d\n", program ? "made" : "none", cgGetError());
  if (program) {
    CGparameter p = cgGetNamedParameter(program, "layers[1].k");
    double k[2];
    printf("program's layers[1].k: %s err=%d\n", p ? "found" : "none", cgGetError());
    if (p) {
      int n = cgGetParameterValuedr(p, 2, k);
      printf("  = %d: %g %g, from %s err=%d\n", n, k[0], k[1],
             cgGetConnectedParameter(p) ? cgGetParameterName(cgGetConnectedParameter(p)) : "nothing", cgGetError());
    }
  }

  cgSetArraySize(layers, 1);
  printf("set size 1 err=%d\n", cgGetError());
  show(layers, 1);
  cgDestroyContext(ctx);
  return 0;
}
