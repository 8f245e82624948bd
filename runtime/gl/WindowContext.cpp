#include "gl/WindowContext.h"

#include <glad/gl.h>
// After glad: GLFW must not include the system's GL header.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <mutex>

#include "gl/GlError.h"

namespace cgx::gl {

namespace {

// GLFW reports errors through a callback; keep the last one for create()'s message.
std::mutex errorMutex;
std::string lastGlfwError;

void recordGlfwError(int code, const char* description) {
  std::lock_guard<std::mutex> lock(errorMutex);
  lastGlfwError = "GLFW error " + std::to_string(code) + ": " + (description ? description : "");
}

std::string takeGlfwError() {
  std::lock_guard<std::mutex> lock(errorMutex);
  return lastGlfwError.empty() ? std::string("unknown GLFW error") : lastGlfwError;
}

// Windows alive in this process: GLFW is terminated when the last one goes.
int liveWindows = 0;

}  // namespace

std::unique_ptr<WindowContext> WindowContext::create(const WindowOptions& options, std::string* error) {
  glfwSetErrorCallback(recordGlfwError);
  if (glfwInit() == GLFW_FALSE) {
    fail(error, "cannot initialise GLFW (is there an X display? DISPLAY, or run under xvfb-run): " + takeGlfwError());
    return nullptr;
  }
  // A compatibility context, as the headless one: the Cg-era GLSL (110/120 built-ins) needs it.
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 5);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_COMPAT_PROFILE);
  glfwWindowHint(GLFW_VISIBLE, options.visible ? GLFW_TRUE : GLFW_FALSE);
  GLFWwindow* window = glfwCreateWindow(options.width, options.height, options.title.c_str(), nullptr, nullptr);
  if (window == nullptr) {
    fail(error, "cannot create a window with an OpenGL 4.5 compatibility context: " + takeGlfwError());
    if (liveWindows == 0) glfwTerminate();
    return nullptr;
  }
  ++liveWindows;
  std::unique_ptr<WindowContext> context(new WindowContext(window));
  glfwMakeContextCurrent(window);
  if (gladLoadGL(reinterpret_cast<GLADloadfunc>(glfwGetProcAddress)) == 0) {
    fail(error, "glad could not load OpenGL through GLFW");
    return nullptr;
  }
  glfwSwapInterval(options.swapInterval);
  return context;
}

WindowContext::~WindowContext() {
  if (window_ == nullptr) return;
  if (glfwGetCurrentContext() == window_) glfwMakeContextCurrent(nullptr);
  glfwDestroyWindow(window_);
  if (--liveWindows == 0) glfwTerminate();
}

void WindowContext::makeCurrent() { glfwMakeContextCurrent(window_); }
bool WindowContext::shouldClose() const { return glfwWindowShouldClose(window_) != 0; }
void WindowContext::swapBuffers() { glfwSwapBuffers(window_); }
void WindowContext::pollEvents() { glfwPollEvents(); }

int WindowContext::framebufferWidth() const {
  int width = 0, height = 0;
  glfwGetFramebufferSize(window_, &width, &height);
  return width;
}

int WindowContext::framebufferHeight() const {
  int width = 0, height = 0;
  glfwGetFramebufferSize(window_, &width, &height);
  return height;
}

std::string WindowContext::renderer() const {
  const GLubyte* text = glGetString(GL_RENDERER);
  return text == nullptr ? std::string() : std::string(reinterpret_cast<const char*>(text));
}

std::vector<std::uint8_t> WindowContext::readPixels() const {
  int width = framebufferWidth(), height = framebufferHeight();
  std::vector<std::uint8_t> pixels(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  return pixels;
}

}  // namespace cgx::gl
