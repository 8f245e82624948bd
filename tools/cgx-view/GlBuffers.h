// The GL side both render paths share: vertex buffers for a scene's arrays (uploaded once, again only when
// an array's revision changes), buffers for per-draw data (the CPU path's outputs), one vertex array
// object, and the draw call itself.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "Scene.h"

namespace cgx::view {

class GlBuffers {
 public:
  GlBuffers();
  ~GlBuffers();  // the GL context must still be current
  GlBuffers(const GlBuffers&) = delete;
  GlBuffers& operator=(const GlBuffers&) = delete;

  // Drops every buffer made for scene data: a new scene's arrays may reuse an old one's addresses.
  void forgetSceneData();

  // Disables every generic attribute: each draw enables only what it binds.
  void resetAttributes();
  // Binds `array` (through its cached buffer) to attribute `location`.
  void bindArray(int location, const VertexArray& array);
  // Uploads `values` to the per-draw buffer `slot` and binds it to `location`: `components` floats every
  // `strideFloats` floats.
  void bindStream(int slot, int location, const std::vector<float>& values, int components, int strideFloats);
  // Draws the item's triangles (indexed) or points with the program and attributes bound now.
  void draw(const DrawItem& item);

 private:
  struct Uploaded {
    unsigned buffer = 0;
    std::uint64_t revision = 0;
  };
  unsigned bufferFor(const VertexArray& array);

  unsigned vertexArrayObject_ = 0;
  std::map<const VertexArray*, Uploaded> arrays_;
  std::map<const std::vector<std::uint32_t>*, unsigned> indexBuffers_;
  std::map<int, unsigned> streams_;
};

}  // namespace cgx::view
