// 8-bit RGBA images as the demo writes them (rows top to bottom), and what it does with them: shrink a
// supersampled render, put the CPU and GPU renders side by side, compare them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgx::demo {

using Rgba = std::array<std::uint8_t, 4>;

struct RgbaImage {
  int width = 0, height = 0;
  std::vector<std::uint8_t> pixels;  // width * height * 4, row 0 at the top

  Rgba at(int x, int y) const;
};

// Averages each factor x factor block (box filter): an antialiased image from a supersampled render.
RgbaImage downsample(const RgbaImage& image, int factor);

// left | right on a `border`-pixel frame of `frame` colour (also between them); heights must match.
RgbaImage sideBySide(const RgbaImage& left, const RgbaImage& right, int border, Rgba frame);

struct ImageDifference {
  int maxChannel = 0;               // the largest |difference| of any channel of any pixel, 0-255
  std::size_t differingPixels = 0;  // pixels with any channel different
};
ImageDifference compareImages(const RgbaImage& a, const RgbaImage& b);

// The fraction of pixels that are not `background`: how much of the frame the figure covers.
double coverage(const RgbaImage& image, Rgba background);

}  // namespace cgx::demo
