#include "Screenshot.h"

#include <cstring>

#include <stb/stb_image.h>
#include <stb/stb_image_write.h>

namespace cgx::view {

Image imageFromGl(const std::vector<std::uint8_t>& glPixels, int width, int height) {
  Image image{width, height, std::vector<std::uint8_t>(glPixels.size())};
  auto row = static_cast<std::size_t>(width) * 4;
  for (int y = 0; y < height; ++y)
    std::memcpy(&image.rgba[static_cast<std::size_t>(y) * row],
                &glPixels[static_cast<std::size_t>(height - 1 - y) * row], row);
  return image;
}

bool writePng(const Image& image, const std::string& path, std::string* error) {
  std::vector<std::uint8_t> rgb;
  rgb.reserve(image.rgba.size() / 4 * 3);
  for (std::size_t i = 0; i < image.rgba.size(); i += 4) rgb.insert(rgb.end(), {image.rgba[i], image.rgba[i + 1], image.rgba[i + 2]});
  if (stbi_write_png(path.c_str(), image.width, image.height, 3, rgb.data(), image.width * 3) == 0) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

bool readPng(const std::string& path, Image* image, std::string* error) {
  int width = 0, height = 0, channels = 0;
  stbi_uc* data = stbi_load(path.c_str(), &width, &height, &channels, 4);
  if (data == nullptr) {
    *error = "cannot read " + path + ": " + (stbi_failure_reason() ? stbi_failure_reason() : "unknown error");
    return false;
  }
  image->width = width;
  image->height = height;
  image->rgba.assign(data, data + static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
  stbi_image_free(data);
  return true;
}

}  // namespace cgx::view
