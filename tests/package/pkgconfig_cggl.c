/* Linked with `pkg-config --cflags --libs CgGL` alone (package-test.sh): CgGL.pc's Requires brings Cg. Not
   run: libCgGL needs a current GL context. */
#include <Cg/cg.h>
#include <Cg/cgGL.h>

int main(void) {
  CGcontext context = cgCreateContext();
  CGprofile profile = cgGLGetLatestProfile(CG_GL_VERTEX);
  cgDestroyContext(context);
  return profile == CG_PROFILE_UNKNOWN;
}
