#include "Image.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace cgx::demo {

namespace {

std::size_t offset(int width, int x, int y) {
  return (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4;
}

}  // namespace

Rgba RgbaImage::at(int x, int y) const {
  std::size_t o = offset(width, x, y);
  return {pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3]};
}

RgbaImage downsample(const RgbaImage& image, int factor) {
  if (factor < 1 || image.width % factor != 0 || image.height % factor != 0)
    throw std::invalid_argument("downsample: the size must be a multiple of the factor");
  RgbaImage out{image.width / factor, image.height / factor, {}};
  out.pixels.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4);
  const int samples = factor * factor;
  for (int y = 0; y < out.height; ++y) {
    for (int x = 0; x < out.width; ++x) {
      for (std::size_t c = 0; c < 4; ++c) {
        int sum = 0;
        for (int sy = 0; sy < factor; ++sy)
          for (int sx = 0; sx < factor; ++sx) sum += image.pixels[offset(image.width, x * factor + sx, y * factor + sy) + c];
        out.pixels[offset(out.width, x, y) + c] = static_cast<std::uint8_t>((sum + samples / 2) / samples);
      }
    }
  }
  return out;
}

RgbaImage sideBySide(const RgbaImage& left, const RgbaImage& right, int border, Rgba frame) {
  if (left.height != right.height) throw std::invalid_argument("sideBySide: the images differ in height");
  RgbaImage out{left.width + right.width + 3 * border, left.height + 2 * border, {}};
  out.pixels.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4);
  for (std::size_t i = 0; i < out.pixels.size(); i += 4) std::copy(frame.begin(), frame.end(), out.pixels.begin() + std::ptrdiff_t(i));
  auto place = [&](const RgbaImage& image, int left0) {
    for (int y = 0; y < image.height; ++y) {
      auto row = image.pixels.begin() + std::ptrdiff_t(offset(image.width, 0, y));
      std::copy(row, row + image.width * 4, out.pixels.begin() + std::ptrdiff_t(offset(out.width, left0, y + border)));
    }
  };
  place(left, border);
  place(right, 2 * border + left.width);
  return out;
}

ImageDifference compareImages(const RgbaImage& a, const RgbaImage& b) {
  if (a.width != b.width || a.height != b.height) throw std::invalid_argument("compareImages: the sizes differ");
  ImageDifference d;
  for (std::size_t i = 0; i < a.pixels.size(); i += 4) {
    int pixelMax = 0;
    for (std::size_t c = 0; c < 4; ++c) pixelMax = std::max(pixelMax, std::abs(int(a.pixels[i + c]) - int(b.pixels[i + c])));
    d.maxChannel = std::max(d.maxChannel, pixelMax);
    if (pixelMax > 0) ++d.differingPixels;
  }
  return d;
}

double coverage(const RgbaImage& image, Rgba background) {
  if (image.pixels.empty()) return 0;
  std::size_t covered = 0;
  for (std::size_t i = 0; i < image.pixels.size(); i += 4)
    if (!std::equal(background.begin(), background.end(), image.pixels.begin() + std::ptrdiff_t(i))) ++covered;
  return double(covered) / double(image.pixels.size() / 4);
}

}  // namespace cgx::demo
