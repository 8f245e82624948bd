// A square offscreen framebuffer for the demo's images: an RGBA8 colour buffer and a 24-bit depth buffer,
// read back as an RgbaImage. Needs a current GL context (HeadlessContext), and must be destroyed while it is.
#pragma once

#include <memory>
#include <string>

#include "Image.h"

namespace cgx::demo {

class OffscreenTarget {
 public:
  static std::unique_ptr<OffscreenTarget> create(int size, std::string* error);
  ~OffscreenTarget();
  OffscreenTarget(const OffscreenTarget&) = delete;
  OffscreenTarget& operator=(const OffscreenTarget&) = delete;

  int size() const { return size_; }
  // Binds the framebuffer, sets the viewport to all of it and clears colour (to `background`) and depth.
  void begin(Rgba background);
  // Reads the colour buffer (flipped so row 0 is the top) and binds the context's own framebuffer again.
  bool finish(RgbaImage* image, std::string* error);

 private:
  OffscreenTarget() = default;
  int size_ = 0;
  unsigned int framebuffer_ = 0, color_ = 0, depth_ = 0;
  int previous_ = 0;  // the framebuffer bound before begin() (HeadlessContext keeps a 1x1 one bound)
};

}  // namespace cgx::demo
