// PNG files through stb_image_write (Debian's libstb).
#pragma once

#include <string>

#include "Image.h"

namespace cgx::demo {

// Writes `image` as an 8-bit RGBA PNG; false with the reason in *error.
bool writePng(const std::string& path, const RgbaImage& image, std::string* error);

}  // namespace cgx::demo
