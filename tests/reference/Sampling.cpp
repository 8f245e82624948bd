// samplePoint(): nearest-texel lookup with GL's rules (see Reference.h).
#include <algorithm>
#include <cmath>

#include "Reference.h"

namespace cgx::reference {

namespace {

// Nearest texel index of a normalized coordinate with GL_REPEAT: floor(fract(coord) * size).
int repeatIndex(float coord, int size) {
  const float wrapped = coord - std::floor(coord);
  const int index = static_cast<int>(std::floor(wrapped * static_cast<float>(size)));
  return std::clamp(index, 0, size - 1);  // fract may round up to 1.0f for tiny negative coords
}

// Nearest texel index with GL_CLAMP_TO_EDGE of an already scaled coordinate (texel units).
int clampIndex(float scaled, int size) {
  const float index = std::floor(scaled);
  if (!(index >= 0.0f)) return 0;  // also catches NaN
  if (index >= static_cast<float>(size - 1)) return size - 1;
  return static_cast<int>(index);
}

std::array<float, 4> texel(const Texture& texture, std::size_t index) {
  std::array<float, 4> rgba{};
  const std::size_t base = index * 4;
  if (base + 4 > texture.texels.size()) return rgba;
  for (std::size_t c = 0; c < 4; ++c) rgba[c] = texture.texels[base + c];
  return rgba;
}

std::size_t at(int x, int y, int z, const Texture& texture) {
  return (static_cast<std::size_t>(z) * static_cast<std::size_t>(texture.height) + static_cast<std::size_t>(y)) *
             static_cast<std::size_t>(texture.width) +
         static_cast<std::size_t>(x);
}

// GL 4.5 table 8.19: the face and (sc, tc, ma) of a cube-map direction.
std::array<float, 4> sampleCube(const Texture& texture, const float* r) {
  const float rx = r[0], ry = r[1], rz = r[2];
  const float ax = std::fabs(rx), ay = std::fabs(ry), az = std::fabs(rz);
  int face = 0;
  float sc = 0, tc = 0, ma = 0;
  if (ax >= ay && ax >= az) {
    face = rx >= 0 ? 0 : 1;  // +X / -X
    sc = rx >= 0 ? -rz : rz;
    tc = -ry;
    ma = ax;
  } else if (ay >= az) {
    face = ry >= 0 ? 2 : 3;  // +Y / -Y
    sc = rx;
    tc = ry >= 0 ? rz : -rz;
    ma = ay;
  } else {
    face = rz >= 0 ? 4 : 5;  // +Z / -Z
    sc = rz >= 0 ? rx : -rx;
    tc = -ry;
    ma = az;
  }
  if (ma == 0.0f) ma = 1.0f;  // zero direction: undefined in GL; pick the centre of +X
  const float s = (sc / ma + 1.0f) * 0.5f;
  const float t = (tc / ma + 1.0f) * 0.5f;
  const int size = texture.width;
  const int x = clampIndex(s * static_cast<float>(size), size);
  const int y = clampIndex(t * static_cast<float>(size), size);
  const std::size_t faceTexels = static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
  return texel(texture, static_cast<std::size_t>(face) * faceTexels +
                            static_cast<std::size_t>(y) * static_cast<std::size_t>(size) + static_cast<std::size_t>(x));
}

}  // namespace

std::array<float, 4> samplePoint(const Texture& texture, const float* coord) {
  switch (texture.kind) {
    case TextureKind::Tex1D:
      return texel(texture, at(repeatIndex(coord[0], texture.width), 0, 0, texture));
    case TextureKind::Tex2D:
      return texel(texture,
                   at(repeatIndex(coord[0], texture.width), repeatIndex(coord[1], texture.height), 0, texture));
    case TextureKind::Tex3D:
      return texel(texture, at(repeatIndex(coord[0], texture.width), repeatIndex(coord[1], texture.height),
                               repeatIndex(coord[2], texture.depth), texture));
    case TextureKind::Rect:
      return texel(texture, at(clampIndex(coord[0], texture.width), clampIndex(coord[1], texture.height), 0, texture));
    case TextureKind::Cube:
      return sampleCube(texture, coord);
  }
  return {0, 0, 0, 0};
}

}  // namespace cgx::reference
