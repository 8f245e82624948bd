// The two ways the viewer draws a scene's items, behind one interface so the same frame can be drawn
// either way (and the screenshots compared): GpuRenderer runs the Cg pair as GLSL; CpuRenderer runs the
// vertex program on the CPU JIT and only the fragment program on the GPU.
#pragma once

#include <memory>
#include <string>

#include "Scene.h"
#include "ShaderLibrary.h"

namespace cgx::view {

enum class RenderPath { Gpu, Cpu };
const char* pathName(RenderPath path);  // "gpu", "cpu"
const char* pathTitle(RenderPath path); // "GPU GLSL", "CPU JIT"

class Renderer {
 public:
  virtual ~Renderer() = default;
  // Draws one item into the current framebuffer (depth test and point size state already set).
  virtual bool draw(const DrawItem& item, std::string* error) = 0;
  // A new scene: its arrays may reuse the old one's addresses, so cached buffers must go.
  virtual void forgetSceneData() = 0;
};

// Both need a current GL context for their whole life (they own GL objects).
std::unique_ptr<Renderer> makeGpuRenderer(ShaderLibrary& shaders);
// Null with *error when the CPU runtime cannot start (no JIT for this host).
std::unique_ptr<Renderer> makeCpuRenderer(ShaderLibrary& shaders, std::string* error);

// Clears to the frame's colour and draws every item with `renderer` into a width x height viewport.
bool renderFrame(const Frame& frame, Renderer& renderer, int width, int height, std::string* error);

}  // namespace cgx::view
