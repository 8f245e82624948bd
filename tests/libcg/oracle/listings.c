/* The listing's text, byte for byte (applications print it): a program's compile error ends with a newline,
 * an effect's errors do not (its last line has none); an effect's unknown state is "Unknown state"; a buffer
 * block in an effect is C5222 before CG_BEHAVIOR_3100; a function nothing compiles is not checked. */
#include "print.h"

static void listing(const char* what, CGcontext context) {
  const char* text = cgGetLastListing(context);
  printf("%s: [%s]\n", what, text ? text : "(null)");
}

int main(void) {
  CGcontext context = cgCreateContext();
  cgCreateState(context, "FragmentProgram", CG_PROGRAM_TYPE);
  P("program", cgCreateProgram(context, CG_SOURCE, "float4 main() : COLOR { return x; }\n", CG_PROFILE_ARBFP1,
                               "main", NULL) != NULL);
  listing("program", context);
  P("unchecked function", cgCreateEffect(context, "float4 f() : COLOR { return y; }\ntechnique t { pass p { } }\n",
                                         NULL) != NULL);
  listing("unchecked function", context);
  P("unknown states", cgCreateEffect(context, "technique t { pass p { Foo = 1; Bar = 2; } }\n", NULL) != NULL);
  listing("unknown states", context);
  const char* block =
      "uniform Colours { float4 base; } colours : BUFFER[1];\n"
      "float4 f() : COLOR { return colours.base; }\n"
      "technique t { pass p { FragmentProgram = compile gp4fp f(); } }\n";
  P("block before 3100", cgCreateEffect(context, block, NULL) != NULL);
  listing("block before 3100", context);
  cgSetContextBehavior(context, CG_BEHAVIOR_3100);
  cgCreateState(context, "FragmentProgram", CG_PROGRAM_TYPE);
  P("block in 3100", cgCreateEffect(context, block, NULL) != NULL);
  cgDestroyContext(context);
  return 0;
}
