#include "ImageWrite.h"

#include <stb/stb_image_write.h>

namespace cgx::demo {

bool writePng(const std::string& path, const RgbaImage& image, std::string* error) {
  if (image.width <= 0 || image.height <= 0) {
    *error = "cannot write an empty image to " + path;
    return false;
  }
  if (stbi_write_png(path.c_str(), image.width, image.height, 4, image.pixels.data(), image.width * 4) == 0) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace cgx::demo
