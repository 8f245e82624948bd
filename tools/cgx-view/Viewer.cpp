#include "Viewer.h"

#include <glad/gl.h>
// After glad: GLFW must not include the system's GL header.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <array>
#include <iostream>
#include <utility>

#include "Screenshot.h"
#include "gl/WindowContext.h"

namespace cgx::view {

namespace {

constexpr double kFixedStep = 1.0 / 60.0;

// What the keys ask for, collected by the GLFW callback and acted on between frames.
struct KeyRequests {
  int sceneStep = 0;  // +1 next, -1 previous
  bool togglePath = false;
  bool togglePause = false;
};

void onKey(GLFWwindow* window, int key, int /*scancode*/, int action, int mods) {
  if (action != GLFW_PRESS) return;
  auto* requests = static_cast<KeyRequests*>(glfwGetWindowUserPointer(window));
  switch (key) {
    case GLFW_KEY_TAB: requests->sceneStep += (mods & GLFW_MOD_SHIFT) ? -1 : 1; break;
    case GLFW_KEY_N: requests->sceneStep += 1; break;
    case GLFW_KEY_P: requests->sceneStep -= 1; break;
    case GLFW_KEY_C: requests->togglePath = !requests->togglePath; break;
    case GLFW_KEY_SPACE: requests->togglePause = !requests->togglePause; break;
    case GLFW_KEY_ESCAPE: glfwSetWindowShouldClose(window, GLFW_TRUE); break;
    default: break;
  }
}

std::size_t sceneIndex(const std::string& name) {
  for (std::size_t i = 0; i < scenes().size(); ++i)
    if (scenes()[i].name == name) return i;
  return 0;
}

class Viewer {
 public:
  Viewer(const ViewerOptions& options, gl::WindowContext& window)
      : options_(options), window_(window), shaders_(directories(options)), path_(options.path) {}

  int run() {
    selectScene(sceneIndex(options_.program));
    return options_.frames ? runFixedFrames(*options_.frames) : runInteractive();
  }

 private:
  static ShaderDirectories directories(const ViewerOptions& options) {
    ShaderDirectories d;
    if (!options.examplesDir.empty()) d.examples = options.examplesDir;
    return d;
  }

  int runFixedFrames(int frames) {
    for (int i = 0; i < frames; ++i) {
      if (!drawFrame(options_.time + i * kFixedStep)) return 1;
      bool last = i + 1 == frames;
      if (last && !options_.screenshot.empty() && !saveScreenshot()) return 1;
      window_.swapBuffers();
      gl::WindowContext::pollEvents();
    }
    return 0;
  }

  int runInteractive() {
    glfwSetWindowUserPointer(window_.window(), &requests_);
    glfwSetKeyCallback(window_.window(), onKey);
    double time = options_.time, last = glfwGetTime();
    bool paused = false;
    while (!window_.shouldClose()) {
      double now = glfwGetTime();
      if (!paused) time += now - last;
      last = now;
      if (!drawFrame(time)) return 1;
      window_.swapBuffers();
      gl::WindowContext::pollEvents();
      KeyRequests asked = std::exchange(requests_, {});
      if (asked.togglePause) paused = !paused;
      if (asked.togglePath) path_ = path_ == RenderPath::Gpu ? RenderPath::Cpu : RenderPath::Gpu;
      if (asked.sceneStep != 0) {
        auto count = static_cast<long>(scenes().size());
        long next = ((static_cast<long>(current_) + asked.sceneStep) % count + count) % count;
        selectScene(static_cast<std::size_t>(next));
      }
      if (asked.togglePause || asked.togglePath || asked.sceneStep != 0) updateTitle(paused);
    }
    return 0;
  }

  void selectScene(std::size_t index) {
    current_ = index;
    for (auto& renderer : renderers_)
      if (renderer) renderer->forgetSceneData();
    scene_.reset();  // the old scene's arrays go before the new one's are made
    scene_ = scenes()[index].make();
    updateTitle(false);
  }

  void updateTitle(bool paused) {
    const SceneInfo& info = scenes()[current_];
    std::string title = "cgx-view: " + info.name + " (" + info.vertexEntry + ") - " + pathTitle(path_) +
                        (paused ? " [paused]" : "") + "   Tab: next program, C: CPU/GPU, Space: pause";
    glfwSetWindowTitle(window_.window(), title.c_str());
  }

  Renderer* renderer(std::string* error) {
    std::unique_ptr<Renderer>& slot = renderers_[path_ == RenderPath::Gpu ? 0 : 1];
    if (!slot) slot = path_ == RenderPath::Gpu ? makeGpuRenderer(shaders_) : makeCpuRenderer(shaders_, error);
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
  RenderPath path_;
  std::size_t current_ = 0;
  std::unique_ptr<Scene> scene_;
  std::array<std::unique_ptr<Renderer>, 2> renderers_;  // gpu, cpu; made when first used
  KeyRequests requests_;
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
