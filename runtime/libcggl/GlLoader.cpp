#include "GlLoader.h"

#include <dlfcn.h>

#include "Bridge.h"

namespace cgx::libcggl {

namespace {

using GetProc = void* (*)(const char*);
using GetCurrent = void* (*)();

// A symbol of a library the process has loaded already (RTLD_NOLOAD: libCgGL never loads a GL API the
// application does not use): the application's own symbols first, then the libraries by name.
void* loadedSymbol(const char* const* libraries, const char* name) {
  if (void* symbol = dlsym(RTLD_DEFAULT, name)) return symbol;
  for (const char* const* library = libraries; *library; ++library)
    if (void* handle = dlopen(*library, RTLD_LAZY | RTLD_NOLOAD)) {
      void* symbol = dlsym(handle, name);
      dlclose(handle);  // NOLOAD took a reference; the library stays loaded by whoever loaded it
      if (symbol) return symbol;
    }
  return nullptr;
}

const char* const kEgl[] = {"libEGL.so.1", "libEGL.so", nullptr};
const char* const kGlx[] = {"libGLX.so.0", "libGL.so.1", "libGL.so", nullptr};

GetProc getProc = nullptr;

GLADapiproc load(const char* name) { return reinterpret_cast<GLADapiproc>(getProc(name)); }

// The current context's API: EGL when an EGL context is current (the headless tests), else GLX (GLUT).
// With libglvnd both hand out the same dispatching entry points, but asking the right one also works
// without it.
GetProc currentContextLoader() {
  auto eglCurrent = reinterpret_cast<GetCurrent>(loadedSymbol(kEgl, "eglGetCurrentContext"));
  if (eglCurrent && eglCurrent())
    return reinterpret_cast<GetProc>(loadedSymbol(kEgl, "eglGetProcAddress"));
  auto glxCurrent = reinterpret_cast<GetCurrent>(loadedSymbol(kGlx, "glXGetCurrentContext"));
  if (glxCurrent && glxCurrent())
    return reinterpret_cast<GetProc>(loadedSymbol(kGlx, "glXGetProcAddressARB"));
  return nullptr;
}

}  // namespace

void* currentContext() {
  auto eglCurrent = reinterpret_cast<GetCurrent>(loadedSymbol(kEgl, "eglGetCurrentContext"));
  auto glxCurrent = reinterpret_cast<GetCurrent>(loadedSymbol(kGlx, "glXGetCurrentContext"));
  if (void* egl = eglCurrent ? eglCurrent() : nullptr) return egl;
  return glxCurrent ? glxCurrent() : nullptr;
}

bool glReady() {
  static bool ready = false;
  if (ready) return true;
  getProc = currentContextLoader();
  if (!getProc) return false;
  const int version = gladLoadGL(load);
  if (version == 0 || GLAD_VERSION_MAJOR(version) < 2) return false;
  // Separable programs and pipelines: core in 4.1; glad 2 loads the entry points of the core versions the
  // context reports, so an older context with the extension is not used (Mesa reports 4.5 compatibility).
  ready = glad_glCreateShaderProgramv != nullptr && glad_glBindProgramPipeline != nullptr &&
          glad_glProgramUniform4fv != nullptr;
  return ready;
}

}  // namespace cgx::libcggl
