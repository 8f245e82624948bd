#include <cstdio>

#include <glad/gl.h>

#include "Renderer.h"

namespace cgx::view {

const char* pathName(RenderPath path) { return path == RenderPath::Gpu ? "gpu" : "cpu"; }
const char* pathTitle(RenderPath path) { return path == RenderPath::Gpu ? "GPU GLSL path" : "CPU JIT path"; }

bool renderFrame(const Frame& frame, Renderer& renderer, int width, int height, std::string* error) {
  glViewport(0, 0, width, height);
  glClearColor(frame.clearColor[0], frame.clearColor[1], frame.clearColor[2], 1.0f);
  glClearDepth(1.0);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  // PSIZE (gl_PointSize) only takes effect with this enabled.
  glEnable(GL_PROGRAM_POINT_SIZE);
  for (const DrawItem& item : frame.items)
    if (!renderer.draw(item, error)) return false;
  if (GLenum code = glGetError(); code != GL_NO_ERROR) {
    *error = "OpenGL error 0x" + [code] {
      char text[16];
      std::snprintf(text, sizeof text, "%04x", code);
      return std::string(text);
    }() + " while drawing";
    return false;
  }
  return true;
}

}  // namespace cgx::view
