#include "gl/HeadlessContext.h"

#include <glad/egl.h>
#include <glad/gl.h>

#include <cstdio>
#include <cstring>

#include "gl/GlError.h"

namespace cgx::gl {
namespace {

std::string eglErrorText(const char* what) {
  char code[16];
  std::snprintf(code, sizeof code, "0x%04x", static_cast<unsigned>(eglGetError()));
  return std::string(what) + " failed (EGL error " + code + ")";
}

bool hasExtension(const char* list, const char* name) {
  if (list == nullptr) return false;
  std::size_t length = std::strlen(name);
  for (const char* p = list; (p = std::strstr(p, name)) != nullptr; p += length) {
    bool startsWord = p == list || p[-1] == ' ';
    bool endsWord = p[length] == '\0' || p[length] == ' ';
    if (startsWord && endsWord) return true;
  }
  return false;
}

std::string glString(GLenum name) {
  if (glad_glGetString == nullptr) return std::string();  // GL entry points not loaded (yet)
  const GLubyte* text = glGetString(name);
  return text == nullptr ? std::string() : std::string(reinterpret_cast<const char*>(text));
}

}  // namespace

std::unique_ptr<HeadlessContext> HeadlessContext::create(std::string* error) {
  // Load EGL's client side first (no display): this finds libEGL and the client extensions.
  if (gladLoaderLoadEGL(EGL_NO_DISPLAY) == 0) {
    fail(error, "cannot load libEGL (install libegl1 and Mesa's libegl-mesa0)");
    return nullptr;
  }
  const char* clientExtensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
  if (!hasExtension(clientExtensions, "EGL_MESA_platform_surfaceless") || eglGetPlatformDisplayEXT == nullptr) {
    fail(error, "EGL has no surfaceless platform (EGL_MESA_platform_surfaceless); is Mesa's EGL installed?");
    return nullptr;
  }
  EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
  if (display == EGL_NO_DISPLAY) {
    fail(error, eglErrorText("eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA)"));
    return nullptr;
  }
  EGLint major = 0, minor = 0;
  if (eglInitialize(display, &major, &minor) == EGL_FALSE) {
    fail(error, eglErrorText("eglInitialize"));
    return nullptr;
  }
  std::unique_ptr<HeadlessContext> context(new HeadlessContext());
  context->display_ = display;
  // Reload with the display: the display extensions' entry points.
  if (gladLoaderLoadEGL(display) == 0 || eglBindAPI(EGL_OPENGL_API) == EGL_FALSE) {
    fail(error, eglErrorText("binding the desktop OpenGL API"));
    return nullptr;
  }
  const char* displayExtensions = eglQueryString(display, EGL_EXTENSIONS);
  if (!hasExtension(displayExtensions, "EGL_KHR_surfaceless_context") ||
      !hasExtension(displayExtensions, "EGL_KHR_no_config_context")) {
    fail(error, "the EGL display lacks EGL_KHR_surfaceless_context or EGL_KHR_no_config_context");
    return nullptr;
  }
  const EGLint attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
                               EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT,
                               EGL_NONE};
  // No config: the surfaceless platform offers no EGL_OPENGL_BIT config, and nothing here needs a surface.
  EGLContext egl = eglCreateContext(display, static_cast<EGLConfig>(nullptr), EGL_NO_CONTEXT, attributes);
  if (egl == EGL_NO_CONTEXT) {
    fail(error, eglErrorText("eglCreateContext(OpenGL 4.5 compatibility)"));
    return nullptr;
  }
  context->context_ = egl;
  if (!context->makeCurrent(error)) return nullptr;
  int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(eglGetProcAddress));
  if (version == 0 || GLAD_VERSION_MAJOR(version) * 10 + GLAD_VERSION_MINOR(version) < 45) {
    fail(error, "cannot load OpenGL 4.5 entry points (GL_VERSION: " + context->version() + ")");
    return nullptr;
  }
  GLint profile = 0;
  glGetIntegerv(GL_CONTEXT_PROFILE_MASK, &profile);
  if ((profile & GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) == 0) {
    fail(error, "the context is not a compatibility profile (GL_VERSION: " + context->version() + ")");
    return nullptr;
  }
  glGenRenderbuffers(1, &context->renderbuffer_);
  glBindRenderbuffer(GL_RENDERBUFFER, context->renderbuffer_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, 1, 1);
  glBindRenderbuffer(GL_RENDERBUFFER, 0);
  glGenFramebuffers(1, &context->framebuffer_);
  glBindFramebuffer(GL_FRAMEBUFFER, context->framebuffer_);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, context->renderbuffer_);
  if (!checkGlErrors("creating the GL context's framebuffer", error)) return nullptr;
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    fail(error, "the GL context's 1x1 framebuffer is incomplete");
    return nullptr;
  }
  return context;
}

HeadlessContext::~HeadlessContext() {
  EGLDisplay display = static_cast<EGLDisplay>(display_);
  if (display == nullptr) return;
  if (context_ != nullptr && eglGetCurrentContext() == static_cast<EGLContext>(context_)) {
    if (framebuffer_ != 0) glDeleteFramebuffers(1, &framebuffer_);
    if (renderbuffer_ != 0) glDeleteRenderbuffers(1, &renderbuffer_);
    eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
  }
  if (context_ != nullptr) eglDestroyContext(display, static_cast<EGLContext>(context_));
  // No eglTerminate: the display is one per process (every create() gets the same handle back), and
  // terminating it unloads Mesa's driver, whose once-per-process allocations LeakSanitizer then reports as
  // leaks from an unknown module (nothing a suppression could name); loading it again also costs time.
  eglReleaseThread();
}

bool HeadlessContext::makeCurrent(std::string* error) {
  EGLDisplay display = static_cast<EGLDisplay>(display_);
  if (eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, static_cast<EGLContext>(context_)) == EGL_FALSE)
    return fail(error, eglErrorText("eglMakeCurrent"));
  return true;
}

std::string HeadlessContext::renderer() const { return glString(GL_RENDERER); }

std::string HeadlessContext::version() const { return glString(GL_VERSION); }

}  // namespace cgx::gl
