// A texture for the CPU runtime: RGBA float32 texels per mip level, of one of GL's texture kinds. Built
// once (a factory, then optionally generateMipmaps()) and then shared read-only: bound into a TextureTable
// as std::shared_ptr<const CpuTexture>, it is never modified again, so any number of threads may sample it.
//
// Texel layout of a level: texel (x, y, z) of layer l at (((l * depth + z) * height + y) * width + x) * 4,
// y = 0 the first row (GL's order, t = 0). Layers are the array layers of Tex1DArray / Tex2DArray and the
// six faces of a Cube in GL's order +X, -X, +Y, -Y, +Z, -Z; every other kind has one layer.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace cgx {

enum class TextureKind : std::uint8_t { Tex1D, Tex2D, Tex3D, Cube, Rect, Tex1DArray, Tex2DArray };

// The level-0 extent a factory is given. Sizes not used by the kind must be 1.
struct TextureShape {
  TextureKind kind = TextureKind::Tex2D;
  int width = 1;
  int height = 1;  // 1 for Tex1D and Tex1DArray; equal to width for Cube (square faces)
  int depth = 1;   // Tex3D only
  int layers = 1;  // Tex1DArray and Tex2DArray only (a Cube's six faces are implied, not counted here)
};

struct TextureLevel {
  int width = 1;
  int height = 1;
  int depth = 1;
  int layers = 1;  // array layers, or 6 for a Cube
  std::vector<float> rgba;

  // The texel's four floats. The caller keeps every index inside the level (the samplers wrap first).
  const float* texel(int x, int y, int z, int layer) const {
    const std::size_t index =
        ((static_cast<std::size_t>(layer) * static_cast<std::size_t>(depth) + static_cast<std::size_t>(z)) *
             static_cast<std::size_t>(height) +
         static_cast<std::size_t>(y)) *
            static_cast<std::size_t>(width) +
        static_cast<std::size_t>(x);
    return rgba.data() + index * 4;
  }
};

class CpuTexture {
 public:
  // A single-level texture from width * height * depth * layers (Cube: * 6) RGBA texels in the layout
  // above; null with the reason in *error (may be null) when the shape is invalid for the kind or the data
  // has the wrong size.
  static std::shared_ptr<CpuTexture> fromFloats(const TextureShape& shape, std::span<const float> rgba,
                                                std::string* error);
  // The same from RGBA8 bytes, each normalized to [0, 1] (byte / 255), as GL does for GL_RGBA8.
  static std::shared_ptr<CpuTexture> fromUnorm8(const TextureShape& shape, std::span<const std::uint8_t> rgba,
                                                std::string* error);

  // Replaces any levels above 0 with a full chain down to 1x1(x1), each texel the mean of the 2x2(x2)
  // block below it (a box filter; where a level's size is odd, its last row/column/slice is not read).
  // Layers and cube faces are filtered separately. A Rect texture has no mipmaps in GL: a no-op there.
  void generateMipmaps();

  TextureKind kind() const { return kind_; }
  int levelCount() const { return static_cast<int>(levels_.size()); }
  // `index` in [0, levelCount()).
  const TextureLevel& level(int index) const { return levels_[static_cast<std::size_t>(index)]; }

 private:
  CpuTexture(TextureKind kind, TextureLevel base);
  TextureKind kind_;
  std::vector<TextureLevel> levels_;  // never empty
};

// The number of spatial coordinates a kind takes (1D: 1, 2D/Rect/Cube faces: 2, 3D: 3), the array
// layer excluded.
int spatialDimensions(TextureKind kind);
bool isArray(TextureKind kind);

}  // namespace cgx
