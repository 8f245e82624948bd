#include "Viewer.h"

#include <glad/gl.h>
// After glad: GLFW must not include the system's GL header.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <array>
#include <optional>
#include <iostream>
#include <utility>
#include <vector>

#include "Controls.h"
#include "Screenshot.h"
#include "gl/WindowContext.h"

namespace cgx::view {

namespace {

constexpr double kFixedStep = 1.0 / 60.0;

// The controls GLFW's key presses ask for, collected by the callback and applied between frames.
using PressedControls = std::vector<Control>;

std::optional<Control> controlOfKey(int key, int mods) {
  switch (key) {
    case GLFW_KEY_TAB: return (mods & GLFW_MOD_SHIFT) ? Control::PreviousProgram : Control::NextProgram;
    case GLFW_KEY_N: return Control::NextProgram;
    case GLFW_KEY_P: return Control::PreviousProgram;
    case GLFW_KEY_C: return Control::TogglePath;
    case GLFW_KEY_SPACE: return Control::TogglePause;
    case GLFW_KEY_ESCAPE: return Control::Quit;
    default: return std::nullopt;
  }
}

void onKey(GLFWwindow* window, int key, int /*scancode*/, int action, int mods) {
  if (action != GLFW_PRESS) return;
  if (std::optional<Control> control = controlOfKey(key, mods))
    static_cast<PressedControls*>(glfwGetWindowUserPointer(window))->push_back(*control);
}

std::size_t sceneIndex(const std::string& name) {
  for (std::size_t i = 0; i < scenes().size(); ++i)
    if (scenes()[i].name == name) return i;
  return 0;
}

class Viewer {
 public:
  Viewer(const ViewerOptions& options, gl::WindowContext& window)
      : options_(options), window_(window), shaders_(directories(options)) {
    state_.path = options.path;
  }

  int run() {
    selectScene(sceneIndex(options_.program));
    return options_.frames ? runFixedFrames(*options_.frames) : runInteractive();
  }

 private:
  static ShaderDirectories directories(const ViewerOptions& options) {
    ShaderDirectories d = defaultShaderDirectories();
    if (!options.examplesDir.empty()) d.examples = options.examplesDir;
    return d;
  }

  int runFixedFrames(int frames) {
    for (int i = 0; i < frames; ++i) {
      for (const ViewerOptions::ScriptedKey& key : options_.keys)
        if (key.frame == i) press(key.control);
      if (state_.quit) return 0;
      if (!drawFrame(options_.time + i * kFixedStep)) return 1;
      bool last = i + 1 == frames;
      if (last && !options_.screenshot.empty() && !saveScreenshot()) return 1;
      window_.swapBuffers();
      gl::WindowContext::pollEvents();
    }
    return 0;
  }

  int runInteractive() {
    PressedControls pressed;
    glfwSetWindowUserPointer(window_.window(), &pressed);
    glfwSetKeyCallback(window_.window(), onKey);
    double time = options_.time, last = glfwGetTime();
    while (!window_.shouldClose() && !state_.quit) {
      double now = glfwGetTime();
      if (!state_.paused) time += now - last;
      last = now;
      if (!drawFrame(time)) return 1;
      window_.swapBuffers();
      gl::WindowContext::pollEvents();
      for (Control control : std::exchange(pressed, {})) press(control);
    }
    return 0;
  }

  // One key: the next state, a new scene when the program changed, the title when anything did.
  void press(Control control) {
    ViewState before = state_;
    state_ = apply(state_, control, scenes().size());
    if (state_.scene != before.scene) selectScene(state_.scene);
    updateTitle();
  }

  void selectScene(std::size_t index) {
    state_.scene = index;
    for (auto& renderer : renderers_)
      if (renderer) renderer->forgetSceneData();
    scene_.reset();  // the old scene's arrays go before the new one's are made
    scene_ = scenes()[index].make();
    updateTitle();
  }

  void updateTitle() {
    const SceneInfo& info = scenes()[state_.scene];
    std::string title = "cgx-view: " + info.name + " (" + info.vertexEntry + ") - " + pathTitle(state_.path) +
                        (state_.paused ? " [paused]" : "") + "   Tab: next program, C: CPU/GPU, Space: pause";
    glfwSetWindowTitle(window_.window(), title.c_str());
  }

  Renderer* renderer(std::string* error) {
    std::unique_ptr<Renderer>& slot = renderers_[state_.path == RenderPath::Gpu ? 0 : 1];
    if (!slot) slot = state_.path == RenderPath::Gpu ? makeGpuRenderer(shaders_) : makeCpuRenderer(shaders_, error);
    return slot.get();
  }

  bool drawFrame(double time) {
    std::string error;
    int width = window_.framebufferWidth(), height = window_.framebufferHeight();
    Renderer* r = renderer(&error);
    float aspect = height > 0 ? static_cast<float>(width) / static_cast<float>(height) : 1.0f;
    if (r == nullptr || !renderFrame(scene_->frame(time, aspect), *r, width, height, &error)) {
      std::cerr << "cgx-view: error: " << error << "\n";
      return false;
    }
    return true;
  }

  bool saveScreenshot() {
    std::string error;
    int width = window_.framebufferWidth(), height = window_.framebufferHeight();
    if (!writePng(imageFromGl(window_.readPixels(), width, height), options_.screenshot, &error)) {
      std::cerr << "cgx-view: error: " << error << "\n";
      return false;
    }
    return true;
  }

  const ViewerOptions& options_;
  gl::WindowContext& window_;
  ShaderLibrary shaders_;
  ViewState state_;
  std::unique_ptr<Scene> scene_;
  std::array<std::unique_ptr<Renderer>, 2> renderers_;  // gpu, cpu; made when first used
};

}  // namespace

int runViewer(const ViewerOptions& options) {
  std::string error;
  gl::WindowOptions windowOptions;
  windowOptions.width = options.width;
  windowOptions.height = options.height;
  windowOptions.title = "cgx-view";
  // Fixed frames are not paced by the display: nobody watches them.
  windowOptions.swapInterval = options.frames ? 0 : 1;
  std::unique_ptr<gl::WindowContext> window = gl::WindowContext::create(windowOptions, &error);
  if (!window) {
    std::cerr << "cgx-view: error: " << error << "\n";
    return 1;
  }
  return Viewer(options, *window).run();
}

}  // namespace cgx::view
