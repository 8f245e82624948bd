// An OpenGL 4.5 compatibility context in a GLFW window, with glad's GL loader: what the viewer (cgx-view)
// and interactive programs use. The same Programs, CgPrograms and Textures work in it as in the headless
// context (HeadlessContext.h), which the tests use; one of the two is current at a time in a process.
// Needs an X display (DISPLAY; Xvfb works): create() fails with the reason otherwise, it never aborts.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct GLFWwindow;

namespace cgx::gl {

struct WindowOptions {
  int width = 640;
  int height = 480;
  std::string title = "cgx";
  bool visible = true;
  int swapInterval = 1;  // 1: vsync; 0: as fast as possible (screenshots, benchmarks)
};

class WindowContext {
 public:
  // The window with its context current and GL loaded; null with *error when GLFW cannot initialise (no
  // display), the window or a 4.5 compatibility context cannot be made, or glad cannot load GL.
  static std::unique_ptr<WindowContext> create(const WindowOptions& options, std::string* error);
  ~WindowContext();
  WindowContext(const WindowContext&) = delete;
  WindowContext& operator=(const WindowContext&) = delete;

  GLFWwindow* window() const { return window_; }
  void makeCurrent();
  bool shouldClose() const;
  void swapBuffers();
  static void pollEvents();
  int framebufferWidth() const;
  int framebufferHeight() const;
  std::string renderer() const;  // GL_RENDERER

  // The back buffer's pixels, RGBA8, rows bottom to top (GL's order): call before swapBuffers.
  std::vector<std::uint8_t> readPixels() const;

 private:
  explicit WindowContext(GLFWwindow* window) : window_(window) {}
  GLFWwindow* window_ = nullptr;
};

}  // namespace cgx::gl
