#include "cpu/texture/FastPath.h"

#include <cmath>

#include "cpu/texture/Cube.h"
#include "cpu/texture/Filtering.h"
#include "cpu/texture/Wrap.h"

namespace cgx {

namespace {

using jit::SampleKind;
using jit::SampleRequest;

// Filtering.cpp's linear(): texels at floor(u - 1/2) and the next, weighted by frac(u - 1/2), corners in the
// order (x0, y0), (x1, y0), (x0, y1), (x1, y1), a zero weight skipped.
void bilinearOfLevel(const TextureLevel& level, const SamplerState& state, int layer, const float texelCoord[2],
                     float out[4]) {
  int axes[2][2];  // [axis][lower, upper]
  float fraction[2];
  const Wrap modes[2] = {state.wrapS, state.wrapT};
  const int sizes[2] = {level.width, level.height};
  for (int d = 0; d < 2; ++d) {
    const float shifted = saneTexelCoordinate(texelCoord[d]) - 0.5f;
    const float floored = std::floor(shifted);
    wrapPair(modes[d], static_cast<std::int64_t>(floored), sizes[d], &axes[d][0], &axes[d][1]);
    fraction[d] = shifted - floored;
  }
  float sum[4] = {0, 0, 0, 0};
  for (int corner = 0; corner < 4; ++corner) {
    const bool upperX = (corner & 1) != 0, upperY = (corner & 2) != 0;
    float weight = 1.0f;
    weight *= upperX ? fraction[0] : 1.0f - fraction[0];
    weight *= upperY ? fraction[1] : 1.0f - fraction[1];
    if (weight == 0.0f) continue;
    const float* texel = level.texel(axes[0][upperX ? 1 : 0], axes[1][upperY ? 1 : 0], 0, layer);
    for (int c = 0; c < 4; ++c) sum[c] += weight * texel[c];
  }
  for (int c = 0; c < 4; ++c) out[c] = sum[c];
}

void nearestOfLevel(const TextureLevel& level, const SamplerState& state, int layer, const float texelCoord[2], float out[4]) {
  const int x = wrapIndex(state.wrapS, floorToIndex(texelCoord[0]), level.width);
  const int y = wrapIndex(state.wrapT, floorToIndex(texelCoord[1]), level.height);
  const float* texel = level.texel(x, y, 0, layer);
  for (int c = 0; c < 4; ++c) out[c] = texel[c];
}

}  // namespace

bool isSingleLevelImage(const TextureBinding& binding) {
  const CpuTexture& texture = *binding.texture;
  const SamplerState& state = binding.state;
  if (texture.kind() != TextureKind::Tex2D && texture.kind() != TextureKind::Cube) return false;
  if (texture.levelCount() != 1) return false;
  if (filtersWithinLevelLinearly(state.effectiveMinFilter(1)) != (state.magFilter == MagFilter::Linear)) return false;
  for (Wrap mode : {state.wrapS, state.wrapT})
    if (mode != Wrap::Repeat && mode != Wrap::ClampToEdge) return false;
  return true;
}

bool sampleSingleLevelFast(const TextureBinding& binding, SampleRequest& request, unsigned lanes) {
  const CpuTexture& texture = *binding.texture;
  const SamplerState& state = binding.state;
  if (request.kind == SampleKind::Size || request.kind == SampleKind::Fetch) return false;
  if (request.compare == 1 && state.compareEnabled) return false;
  if (!isSingleLevelImage(binding)) return false;
  const bool cube = texture.kind() == TextureKind::Cube;
  const bool linear = state.magFilter == MagFilter::Linear;

  const TextureLevel& level = texture.level(0);
  const float width = static_cast<float>(level.width), height = static_cast<float>(level.height);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    if (((request.activeMask >> lane) & 1u) == 0) continue;
    float s = notNan(request.coord[0][lane]), t = notNan(request.coord[1][lane]);
    int layer = 0;
    if (cube) {
      const float direction[3] = {s, t, notNan(request.coord[2][lane])};
      const CubeFaceCoord face = selectCubeFace(direction);
      s = face.s, t = face.t, layer = face.face;
    }
    const float texelCoord[2] = {s * width, t * height};
    float rgba[4];
    if (linear)
      bilinearOfLevel(level, state, layer, texelCoord, rgba);
    else
      nearestOfLevel(level, state, layer, texelCoord, rgba);
    for (int c = 0; c < 4; ++c) request.result[c][lane] = rgba[c];
  }
  return true;
}

}  // namespace cgx
