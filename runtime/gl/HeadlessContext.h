// A headless desktop GL context: EGL on Mesa's surfaceless platform (no X, no /dev/dri needed; llvmpipe
// renders), OpenGL 4.5 compatibility profile, current on the creating thread. Everything else in cgx::gl
// draws into framebuffer objects, so no surface is ever made.
//
// Why one compatibility context: measured on Mesa 22.3 llvmpipe, it compiles and links #version 110, 120,
// 330 and the ES versions 100 and 300 es (ARB_ES2/ES3_compatibility), and it links vertex-only programs,
// which transform-feedback capture needs (shared/TOOLCHAIN.md). An ES context would not help: ES refuses to
// link a program without a fragment shader, and rejects the desktop versions.
//
// A surfaceless context has no default framebuffer, and GL refuses every draw without a complete one
// (GL_INVALID_FRAMEBUFFER_OPERATION), even with GL_RASTERIZER_DISCARD on. So the context keeps a 1x1
// framebuffer object bound; draws that need their own (renderPoints) put it back afterwards.
//
// Lifetime: GL objects (Program, Texture) must be destroyed while their context is current, i.e. before it.
// Single-threaded: the context is current on the thread that created it.
#pragma once

#include <memory>
#include <string>

namespace cgx::gl {

class HeadlessContext {
 public:
  // The context, current; or null with the reason in *error (no libEGL, no surfaceless platform, no GL 4.5
  // compatibility context). Never aborts, so tests can skip with the reason.
  static std::unique_ptr<HeadlessContext> create(std::string* error);
  ~HeadlessContext();
  HeadlessContext(const HeadlessContext&) = delete;
  HeadlessContext& operator=(const HeadlessContext&) = delete;

  bool makeCurrent(std::string* error);
  std::string renderer() const;  // GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
  std::string version() const;   // GL_VERSION, e.g. "4.5 (Compatibility Profile) Mesa 22.3.6"

 private:
  HeadlessContext() = default;
  void* display_ = nullptr;  // EGLDisplay, kept opaque so this header does not pull in EGL
  void* context_ = nullptr;  // EGLContext
  unsigned int framebuffer_ = 0;   // the 1x1 draw target kept bound
  unsigned int renderbuffer_ = 0;  // its colour buffer
};

}  // namespace cgx::gl
