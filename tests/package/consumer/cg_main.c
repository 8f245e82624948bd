/* Uses the installed drop-in libCg.so from C: compiles a CG_PROFILE_GENERIC program and evaluates it on the
   CPU (cgEvaluateProgram opens libcgx-cgeval.so from libCg.so's own folder: the installed lib/). */
#include <Cg/cg.h>
#include <stdio.h>

int main(void) {
  CGcontext context = cgCreateContext();
  CGprogram program = cgCreateProgram(context, CG_SOURCE,
                                      "float4 main(float3 p : POSITION, uniform float k) : COLOR {\n"
                                      "  return float4(p * k, 1);\n"
                                      "}\n",
                                      CG_PROFILE_GENERIC, "main", NULL);
  if (!program) {
    fprintf(stderr, "cg_consumer: FAILED: cgCreateProgram: %s\n", cgGetLastListing(context));
    return 1;
  }
  cgSetParameter1f(cgGetNamedParameter(program, "k"), 4.0f);
  float out[4 * 2] = {0};
  cgEvaluateProgram(program, out, 4, 2, 1, 1); /* two points: centres (0.25, 0.5, 0.5), (0.75, 0.5, 0.5) */
  CGerror error = cgGetError();
  if (error != CG_NO_ERROR || out[0] != 1.0f || out[4] != 3.0f || out[1] != 2.0f || out[7] != 1.0f) {
    fprintf(stderr, "cg_consumer: FAILED: cgEvaluateProgram: %s; %g %g %g %g\n", cgGetErrorString(error), out[0],
            out[1], out[4], out[7]);
    return 1;
  }
  cgDestroyContext(context);
  printf("cg_consumer: ok\n");
  return 0;
}
