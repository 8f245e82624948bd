/* Profile families, compared between NVIDIA's libCg and cgx's: for every profile name NVIDIA's libCg knows,
 * cgGetProfileSibling in each domain, and the buffers a program of it may bind (cgGetProgramBufferMaxIndex,
 * cgGetProgramBufferMaxSize). */
#include <Cg/cg.h>
#include <stdio.h>

int main(void) {
  static const CGdomain kDomains[] = {CG_VERTEX_DOMAIN, CG_FRAGMENT_DOMAIN, CG_GEOMETRY_DOMAIN,
                                      CG_TESSELLATION_CONTROL_DOMAIN, CG_TESSELLATION_EVALUATION_DOMAIN};
  int p, d;
  CGprofile sibling;
  for (p = 6000; p < 8000; ++p) {
    const char* name = cgGetProfileString((CGprofile)p);
    if (!name || !*name) continue;
    printf("%d %s:", p, name);
    for (d = 0; d < 5; ++d) {
      sibling = cgGetProfileSibling((CGprofile)p, kDomains[d]);
      printf(" %s", sibling == CG_PROFILE_UNKNOWN ? "-" : cgGetProfileString(sibling));
    }
    printf(" | buffers %d of %d bytes\n", cgGetProgramBufferMaxIndex((CGprofile)p), cgGetProgramBufferMaxSize((CGprofile)p));
  }
  sibling = cgGetProfileSibling(CG_PROFILE_ARBVP1, CG_UNKNOWN_DOMAIN);
  printf("unknown domain: %d err=%d\n", sibling, cgGetError());
  sibling = cgGetProfileSibling((CGprofile)12345, CG_VERTEX_DOMAIN);
  printf("invented profile: %d err=%d\n", sibling, cgGetError());
  printf("invented profile buffers: %d %d err=%d\n", cgGetProgramBufferMaxIndex((CGprofile)12345),
         cgGetProgramBufferMaxSize((CGprofile)12345), cgGetError());
  return 0;
}
