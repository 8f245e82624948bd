/* User types, compared between NVIDIA's libCg and cgx's: the structs and interfaces of a program's and an
 * effect's source (cgGetNumUserTypes, cgGetUserType, cgGetNamedUserType), their numbers across programs and
 * contexts, interfaces and parents (cgIsInterfaceType, cgGetNumParentTypes, cgGetParentType, cgIsParentType),
 * their names, bases and classes, a struct parameter's named and base types, and the misuses. Each call's
 * error is read right after it. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kSource =
    "interface Lamp { float3 shine(float3 n); };\n"
    "struct Bulb : Lamp { float3 color; float3 shine(float3 n) { return color * n.z; } };\n"
    "struct Plain { float4 v; };\n"
    "struct Unused { float a; };\n"
    "float4 main(float4 n : TEXCOORD0, uniform Plain p, uniform Plain q[2]) : COLOR { return p.v + q[1].v * n; }\n";

#define SHOW(label, expr)                                 \
  do {                                                    \
    int value_ = (int)(expr);                             \
    int error_ = cgGetError();                            \
    printf("%s: %d err=%d\n", label, value_, error_);     \
  } while (0)

static void list(CGhandle handle, const char* what) {
  int n = cgGetNumUserTypes(handle), i, j;
  printf("%s: %d user types err=%d\n", what, n, cgGetError());
  for (i = 0; i < n; ++i) {
    CGtype t = cgGetUserType(handle, i);
    int parents = cgGetNumParentTypes(t);
    printf("  %d: %d %s base=%d class=%d interface=%d parents=%d:", i, t, cgGetTypeString(t), cgGetTypeBase(t) == t,
           cgGetTypeClass(t), cgIsInterfaceType(t), parents);
    for (j = 0; j < parents; ++j) {
      CGtype parent = cgGetParentType(t, j);
      printf(" %s (is parent %d)", cgGetTypeString(parent), cgIsParentType(parent, t));
    }
    printf(" err=%d\n", cgGetError());
  }
}

int main(void) {
  CGcontext ctx = cgCreateContext(), other = cgCreateContext();
  CGprogram p, again, elsewhere, redefined;
  CGparameter param;
  CGeffect effect;
  CGtype lamp, bulb, plain;
  p = cgCreateProgram(ctx, CG_SOURCE, kSource, CG_PROFILE_ARBFP1, "main", NULL);
  printf("program: %s err=%d\n", p ? "made" : "failed", cgGetError());
  if (!p) return 0;
  list(p, "program");
  lamp = cgGetNamedUserType(p, "Lamp");
  bulb = cgGetNamedUserType(p, "Bulb");
  plain = cgGetNamedUserType(p, "Plain");
  printf("named: %d %d %d err=%d\n", lamp, bulb, plain, cgGetError());
  SHOW("named Nope", cgGetNamedUserType(p, "Nope"));
  SHOW("isParent(Lamp, Bulb)", cgIsParentType(lamp, bulb));
  SHOW("isParent(Bulb, Lamp)", cgIsParentType(bulb, lamp));
  SHOW("isParent(Lamp, Plain)", cgIsParentType(lamp, plain));
  SHOW("isParent(Lamp, Lamp)", cgIsParentType(lamp, lamp));
  SHOW("cgGetType(\"Lamp\")", cgGetType("Lamp"));
  param = cgGetNamedParameter(p, "p");
  printf("p: type=%s named=%s base=%s class=%d err=%d\n", cgGetTypeString(cgGetParameterType(param)),
         cgGetTypeString(cgGetParameterNamedType(param)), cgGetTypeString(cgGetParameterBaseType(param)),
         cgGetParameterClass(param), cgGetError());
  param = cgGetNamedParameter(p, "q");
  printf("q: type=%s named=%s base=%s err=%d\n", cgGetTypeString(cgGetParameterType(param)),
         cgGetTypeString(cgGetParameterNamedType(param)), cgGetTypeString(cgGetParameterBaseType(param)), cgGetError());
  param = cgGetArrayParameter(param, 1);
  printf("q[1]: type=%s named=%s err=%d\n", cgGetTypeString(cgGetParameterType(param)),
         cgGetTypeString(cgGetParameterNamedType(param)), cgGetError());

  again = cgCreateProgram(ctx, CG_SOURCE, kSource, CG_PROFILE_ARBFP1, "main", NULL);
  list(again, "the same source again");
  redefined = cgCreateProgram(ctx, CG_SOURCE, "struct Plain { float2 x; };\nfloat4 main(uniform Plain b) : COLOR { return b.x.xyxy; }\n",
                              CG_PROFILE_ARBFP1, "main", NULL);
  list(redefined, "Plain defined otherwise");
  elsewhere = cgCreateProgram(other, CG_SOURCE, kSource, CG_PROFILE_ARBFP1, "main", NULL);
  list(elsewhere, "the source in another context");
  effect = cgCreateEffect(ctx, "struct Plain { float4 v; };\nstruct L { float3 c; };\ntechnique T { pass P { } }\n", NULL);
  list(effect, "effect");

  SHOW("count of null", cgGetNumUserTypes(NULL));
  SHOW("count of a context", cgGetNumUserTypes(ctx));
  SHOW("user type -1", cgGetUserType(p, -1));
  SHOW("user type 4", cgGetUserType(p, 4));
  SHOW("named in null", cgGetNamedUserType(NULL, "Bulb"));
  SHOW("parents of float", cgGetNumParentTypes(CG_FLOAT));
  SHOW("parent 1 of Bulb", cgGetParentType(bulb, 1));
  SHOW("parent -1 of Bulb", cgGetParentType(bulb, -1));
  SHOW("float an interface", cgIsInterfaceType(CG_FLOAT));
  SHOW("9999 an interface", cgIsInterfaceType((CGtype)9999));
  SHOW("float parent of float4", cgIsParentType(CG_FLOAT, CG_FLOAT4));
  cgDestroyContext(other);
  cgDestroyContext(ctx);
  return 0;
}
