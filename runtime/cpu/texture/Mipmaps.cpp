// CpuTexture::generateMipmaps: a box-filtered chain down to a single texel.
#include <algorithm>

#include <cgx/Texture.h>

namespace cgx {

namespace {

// The level above `below`: each size halved (at least 1), layers kept; each texel the mean of the up to
// 2x2x2 texels it covers. Where a size is 1 the block is 1 wide in that direction.
TextureLevel halve(const TextureLevel& below) {
  TextureLevel level;
  level.width = std::max(1, below.width / 2);
  level.height = std::max(1, below.height / 2);
  level.depth = std::max(1, below.depth / 2);
  level.layers = below.layers;
  level.rgba.resize(static_cast<std::size_t>(level.width) * static_cast<std::size_t>(level.height) *
                    static_cast<std::size_t>(level.depth) * static_cast<std::size_t>(level.layers) * 4);
  const int spanX = below.width > 1 ? 2 : 1, spanY = below.height > 1 ? 2 : 1, spanZ = below.depth > 1 ? 2 : 1;
  const float weight = 1.0f / static_cast<float>(spanX * spanY * spanZ);
  float* out = level.rgba.data();
  for (int layer = 0; layer < level.layers; ++layer)
    for (int z = 0; z < level.depth; ++z)
      for (int y = 0; y < level.height; ++y)
        for (int x = 0; x < level.width; ++x, out += 4) {
          float sum[4] = {0, 0, 0, 0};
          for (int dz = 0; dz < spanZ; ++dz)
            for (int dy = 0; dy < spanY; ++dy)
              for (int dx = 0; dx < spanX; ++dx) {
                const float* texel = below.texel(x * spanX + dx, y * spanY + dy, z * spanZ + dz, layer);
                for (int c = 0; c < 4; ++c) sum[c] += texel[c];
              }
          for (int c = 0; c < 4; ++c) out[c] = sum[c] * weight;
        }
  return level;
}

}  // namespace

void CpuTexture::generateMipmaps() {
  if (kind_ == TextureKind::Rect) return;
  levels_.resize(1);
  while (true) {
    const TextureLevel& top = levels_.back();
    if (top.width == 1 && top.height == 1 && top.depth == 1) break;
    TextureLevel next = halve(top);
    levels_.push_back(std::move(next));
  }
}

}  // namespace cgx
