/* Combined programs (cgCombinePrograms, cgCombinePrograms2/3, the program-domain queries): what a combined
 * program is (its profile, domain, parameters, compiled text), how it finds the parameters of its domains,
 * what becomes of the programs it was made from, and the documented errors. */
#include <Cg/cg.h>
#include <stdio.h>

static const char* kVertex =
    "void main(float4 p : POSITION, float2 uv : TEXCOORD0, uniform float4x4 mvp, uniform float4 tint,\n"
    "          uniform float scale, out float4 oPos : POSITION, out float2 oUv : TEXCOORD0,\n"
    "          out float4 oColor : COLOR0) {\n"
    "  oPos = mul(mvp, p) * scale; oUv = uv; oColor = tint;\n"
    "}\n";
static const char* kFragment =
    "uniform float4 tint;\n"
    "float4 main(float2 uv : TEXCOORD0, float4 c : COLOR0, uniform sampler2D image, uniform float gain) : COLOR {\n"
    "  return tex2D(image, uv) * c * tint * gain;\n"
    "}\n";

static void error(const char* what) {
  CGerror e = cgGetError();
  printf("%s: %s\n", what, e == CG_NO_ERROR ? "no error" : cgGetErrorString(e));
}

static void showParameters(CGprogram program, CGenum space, const char* label) {
  CGparameter p;
  printf("  %s:", label);
  for (p = cgGetFirstParameter(program, space); p; p = cgGetNextParameter(p)) printf(" %s", cgGetParameterName(p));
  printf("\n");
}

static void show(CGprogram combined, const char* name) {
  CGparameter p = cgGetNamedParameter(combined, name);
  int i, domain = -1;
  if (!p) {
    printf("named %s: none\n", name);
    return;
  }
  for (i = 0; i < cgGetNumProgramDomains(combined); ++i)
    if (cgGetParameterProgram(p) == cgGetProgramDomainProgram(combined, i)) domain = i;
  printf("named %s: %s type=%s program=%s domain=%d\n", name, cgGetParameterName(p),
         cgGetTypeString(cgGetParameterType(p)),
         cgGetParameterProgram(p) == combined ? "combined" : domain >= 0 ? "a domain's" : "other", domain);
}

int main(void) {
  CGcontext context = cgCreateContext();
  CGprogram list[2], four[4];
  CGprogram vertex, fragment, combined;
  int i;
  vertex = cgCreateProgram(context, CG_SOURCE, kVertex, CG_PROFILE_ARBVP1, "main", 0);
  fragment = cgCreateProgram(context, CG_SOURCE, kFragment, CG_PROFILE_ARBFP1, "main", 0);
  if (!vertex || !fragment) {
    printf("compile failed: %s\n", cgGetLastListing(context));
    return 0;
  }
  printf("plain: domains=%d domain0=%s profile0=%s\n", cgGetNumProgramDomains(vertex),
         cgGetProgramDomainProgram(vertex, 0) == vertex ? "itself" : "other",
         cgGetProfileString(cgGetProgramDomainProfile(vertex, 0)));
  error("plain");
  printf("plain domain 1: %s\n", cgGetProgramDomainProgram(vertex, 1) ? "some" : "null");
  error("plain domain 1");
  printf("plain domain profile 1: %s\n", cgGetProfileString(cgGetProgramDomainProfile(vertex, 1)));
  error("plain domain profile 1");

  list[0] = vertex;
  list[1] = fragment;
  combined = cgCombinePrograms(2, list);
  error("combine");
  if (!combined) return 0;
  printf("combined: same as an input=%d domains=%d profile=%s domain=%d compiled=%d\n",
         combined == vertex || combined == fragment, cgGetNumProgramDomains(combined),
         cgGetProfileString(cgGetProgramProfile(combined)), (int)cgGetProgramDomain(combined),
         cgIsProgramCompiled(combined));
  error("combined queries");
  for (i = 0; i < cgGetNumProgramDomains(combined); ++i) {
    CGprogram sub = cgGetProgramDomainProgram(combined, i);
    printf("domain %d: profile=%s (%s) sub=%s entry=%s context=%s\n", i,
           cgGetProfileString(cgGetProgramDomainProfile(combined, i)), cgGetProfileString(cgGetProgramProfile(sub)),
           sub == vertex || sub == fragment ? "an input" : "a copy", cgGetProgramString(sub, CG_PROGRAM_ENTRY),
           cgGetProgramContext(sub) == context ? "same" : "other");
    showParameters(sub, CG_PROGRAM, "program parameters");
    showParameters(sub, CG_GLOBAL, "global parameters");
  }
  error("domains");
  printf("combined compiled text: %s\n", cgGetProgramString(combined, CG_COMPILED_PROGRAM) ? "some" : "null");
  error("combined compiled text");
  printf("combined entry=%s\n", cgGetProgramString(combined, CG_PROGRAM_ENTRY) ? cgGetProgramString(combined, CG_PROGRAM_ENTRY) : "(null)");
  error("combined entry");
  printf("combined first program parameter: %s\n", cgGetFirstParameter(combined, CG_PROGRAM) ? "some" : "none");
  printf("combined first global parameter: %s\n", cgGetFirstParameter(combined, CG_GLOBAL) ? "some" : "none");
  printf("combined first leaf: %s\n", cgGetFirstLeafParameter(combined, CG_PROGRAM) ? "some" : "none");
  error("combined parameters");
  show(combined, "mvp");
  show(combined, "scale");
  show(combined, "tint");
  show(combined, "image");
  show(combined, "gain");
  show(combined, "nothing");
  error("named");
  printf("domain 2: %s\n", cgGetProgramDomainProgram(combined, 2) ? "some" : "null");
  error("domain 2");
  printf("domain -1: %s\n", cgGetProgramDomainProgram(combined, -1) ? "some" : "null");
  error("domain -1");

  cgDestroyProgram(vertex);
  cgDestroyProgram(fragment);
  error("destroy inputs");
  printf("after destroying inputs: combined valid=%d domains=%d domain0 valid=%d\n", cgIsProgram(combined),
         cgGetNumProgramDomains(combined), cgIsProgram(cgGetProgramDomainProgram(combined, 0)));
  show(combined, "gain");

  /* errors */
  printf("combine 1: %s\n", cgCombinePrograms(1, list) ? "some" : "null");
  error("combine 1");
  printf("combine 0: %s\n", cgCombinePrograms(0, list) ? "some" : "null");
  error("combine 0");
  four[0] = four[2] = cgGetProgramDomainProgram(combined, 0);
  four[1] = four[3] = cgGetProgramDomainProgram(combined, 1);
  printf("combine 4: %s\n", cgCombinePrograms(4, four) ? "some" : "null");
  error("combine 4");
  printf("combine 3: %s\n", cgCombinePrograms(3, four) ? "some" : "null");
  error("combine 3");
  printf("combine null list: %s\n", cgCombinePrograms(2, 0) ? "some" : "null");
  error("combine null list");
  list[0] = cgCreateProgram(context, CG_SOURCE, kVertex, CG_PROFILE_ARBVP1, "main", 0);
  list[1] = cgCreateProgram(context, CG_SOURCE, kVertex, CG_PROFILE_ARBVP1, "main", 0);
  printf("combine two vertex: %s\n", cgCombinePrograms2(list[0], list[1]) ? "some" : "null");
  error("combine two vertex");
  printf("combine destroyed: %s\n", cgCombinePrograms2(list[0], vertex) ? "some" : "null");
  error("combine destroyed");
  printf("combine with combined: %s\n", cgCombinePrograms2(list[0], combined) ? "some" : "null");
  error("combine with combined");
  list[1] = cgCreateProgram(context, CG_SOURCE, kFragment, CG_PROFILE_ARBFP1, "main", 0);
  printf("combine2: %s\n", cgCombinePrograms2(list[0], list[1]) ? "some" : "null");
  error("combine2");
  printf("num domains of null: %d\n", cgGetNumProgramDomains(0));
  error("num domains of null");
  printf("domain program of null: %s\n", cgGetProgramDomainProgram(0, 0) ? "some" : "null");
  error("domain program of null");
  cgDestroyProgram(combined);
  error("destroy combined");
  printf("after destroying combined: valid=%d\n", cgIsProgram(combined));
  cgDestroyContext(context);
  return 0;
}
