/* A context's behavior: CG_BEHAVIOR_2200 until set, as the manual says; CG_BEHAVIOR_LATEST is the library's
 * latest; an invalid value is CG_INVALID_ENUMERANT_ERROR and sets CG_BEHAVIOR_2200. (The CG_BEHAVIOR
 * environment variable is tests/libcg/ContextTest.cpp's: this program runs without it.) */
#include "print.h"

int main(void) {
  CGcontext context = cgCreateContext();
  P("default", cgGetContextBehavior(context));
  cgSetContextBehavior(context, CG_BEHAVIOR_3100);
  P("3100", cgGetContextBehavior(context));
  cgSetContextBehavior(context, CG_BEHAVIOR_UNKNOWN);
  P("after unknown", cgGetContextBehavior(context));
  cgSetContextBehavior(context, CG_BEHAVIOR_3000);
  P("3000", cgGetContextBehavior(context));
  cgSetContextBehavior(context, (CGbehavior)12345);
  P("after 12345", cgGetContextBehavior(context));
  cgSetContextBehavior(context, CG_BEHAVIOR_LATEST);
  P("latest", cgGetContextBehavior(context));
  cgSetContextBehavior(context, CG_BEHAVIOR_2200);
  P("2200", cgGetContextBehavior(context));
  cgDestroyContext(context);
  return 0;
}
