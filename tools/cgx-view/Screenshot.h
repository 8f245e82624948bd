// PNG screenshots of what readPixels returned (RGBA8, rows bottom to top as GL reads them).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgx::view {

struct Image {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgba;  // rows top to bottom, as image files store them
};

// GL's bottom-up rows turned top-down.
Image imageFromGl(const std::vector<std::uint8_t>& glPixels, int width, int height);
// Writes an RGB PNG (alpha dropped: the framebuffer's alpha is not part of the picture).
bool writePng(const Image& image, const std::string& path, std::string* error);
bool readPng(const std::string& path, Image* image, std::string* error);

}  // namespace cgx::view
