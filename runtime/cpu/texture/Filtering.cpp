// Level of detail, level selection and texel filtering (GL 4.5 sections 8.14.1-8.14.3).
#include "cpu/texture/Filtering.h"

#include <algorithm>
#include <cmath>

#include "cpu/texture/Wrap.h"

namespace cgx {

namespace {

bool compares(CompareFunc func, float reference, float texel) {
  switch (func) {
    case CompareFunc::LessEqual: return reference <= texel;
    case CompareFunc::GreaterEqual: return reference >= texel;
    case CompareFunc::Less: return reference < texel;
    case CompareFunc::Greater: return reference > texel;
    case CompareFunc::Equal: return reference == texel;
    case CompareFunc::NotEqual: return reference != texel;
    case CompareFunc::Always: return true;
    case CompareFunc::Never: return false;
  }
  return false;
}

// Reads texels of one layer of one level through the sampler's wrap modes (and comparison).
class LevelReader {
 public:
  LevelReader(const TextureLevel& level, const SamplerState& state, TextureKind kind, int layer,
              const Comparison* comparison)
      : level_(level), state_(state), dimensions_(spatialDimensions(kind)), layer_(layer), comparison_(comparison) {
    const Wrap modes[3] = {state.wrapS, state.wrapT, state.wrapR};
    for (int d = 0; d < 3; ++d) {
      // GL allows a rectangle texture only the clamping wraps; treat the repeating ones as ClampToEdge.
      const bool repeats = modes[d] == Wrap::Repeat || modes[d] == Wrap::MirroredRepeat;
      wrap_[d] = kind == TextureKind::Rect && repeats ? Wrap::ClampToEdge : modes[d];
    }
    sizes_[0] = level.width;
    sizes_[1] = level.height;
    sizes_[2] = level.depth;
  }

  int dimensions() const { return dimensions_; }
  int size(int d) const { return sizes_[d]; }

  // The texel at unwrapped integer indices (components past the kind's dimensions are ignored).
  Rgba texel(const std::int64_t index[3]) const {
    int wrapped[3] = {0, 0, 0};
    for (int d = 0; d < dimensions_; ++d) wrapped[d] = wrapIndex(wrap_[d], index[d], sizes_[d]);
    return wrappedTexel(wrapped);
  }

  // The wrapped indices of `index` and `index + 1` on axis d (Wrap.h's wrapPair).
  void wrapPairOnAxis(int d, std::int64_t index, int* first, int* second) const {
    wrapPair(wrap_[d], index, sizes_[d], first, second);
  }

  // The texel at wrapped indices (kBorderTexel on any axis: the border colour).
  Rgba wrappedTexel(const int wrapped[3]) const {
    for (int d = 0; d < dimensions_; ++d)
      if (wrapped[d] == kBorderTexel) return compared(state_.borderColor.data());
    return compared(level_.texel(wrapped[0], wrapped[1], wrapped[2], layer_));
  }

 private:
  Rgba compared(const float* rgba) const {
    if (comparison_ == nullptr) return {rgba[0], rgba[1], rgba[2], rgba[3]};
    const float v = compares(comparison_->func, comparison_->reference, rgba[0]) ? 1.0f : 0.0f;
    return {v, v, v, 1.0f};
  }

  const TextureLevel& level_;
  const SamplerState& state_;
  int dimensions_;
  int layer_;
  const Comparison* comparison_;
  Wrap wrap_[3];
  int sizes_[3];
};

// GL_NEAREST: the texel containing (u, v, w) = coordinates * size.
Rgba nearest(const LevelReader& reader, const float texelCoord[3]) {
  std::int64_t index[3] = {0, 0, 0};
  for (int d = 0; d < reader.dimensions(); ++d) index[d] = floorToIndex(texelCoord[d]);
  return reader.texel(index);
}

// GL_LINEAR: the 2, 4 or 8 texels around (u, v, w), i0 = floor(u - 1/2), weighted by alpha = frac(u - 1/2).
Rgba linear(const LevelReader& reader, const float texelCoord[3]) {
  std::int64_t base[3] = {0, 0, 0};
  float fraction[3] = {0, 0, 0};
  for (int d = 0; d < reader.dimensions(); ++d) {
    const float shifted = saneTexelCoordinate(texelCoord[d]) - 0.5f;
    const float floored = std::floor(shifted);
    base[d] = static_cast<std::int64_t>(floored);
    fraction[d] = shifted - floored;
  }
  int wrapped[3][2] = {{0, 0}, {0, 0}, {0, 0}};  // [axis][lower, upper]
  for (int d = 0; d < reader.dimensions(); ++d) reader.wrapPairOnAxis(d, base[d], &wrapped[d][0], &wrapped[d][1]);
  Rgba sum{0, 0, 0, 0};
  const int corners = 1 << reader.dimensions();
  for (int corner = 0; corner < corners; ++corner) {
    int index[3] = {0, 0, 0};
    float weight = 1.0f;
    for (int d = 0; d < reader.dimensions(); ++d) {
      const bool upper = (corner >> d) & 1;
      index[d] = wrapped[d][upper ? 1 : 0];
      weight *= upper ? fraction[d] : 1.0f - fraction[d];
    }
    if (weight == 0.0f) continue;  // also skips texels a clamped edge would read twice for nothing
    const Rgba texel = reader.wrappedTexel(index);
    for (int c = 0; c < 4; ++c) sum[c] += weight * texel[c];
  }
  return sum;
}

// One level, nearest or linear.
Rgba sampleLevel(const CpuTexture& texture, const SamplerState& state, const SamplePoint& point, int levelIndex,
                 bool linearFilter, const Comparison* comparison) {
  const TextureLevel& level = texture.level(levelIndex);
  const LevelReader reader(level, state, texture.kind(), point.layer, comparison);
  const bool normalized = texture.kind() != TextureKind::Rect;
  float texelCoord[3] = {0, 0, 0};
  for (int d = 0; d < reader.dimensions(); ++d)
    texelCoord[d] = normalized ? point.coord[d] * static_cast<float>(reader.size(d)) : point.coord[d];
  return linearFilter ? linear(reader, texelCoord) : nearest(reader, texelCoord);
}

Rgba mix(const Rgba& a, const Rgba& b, float weight) {
  Rgba result;
  for (int c = 0; c < 4; ++c) result[c] = (1.0f - weight) * a[c] + weight * b[c];
  return result;
}

}  // namespace

bool filtersWithinLevelLinearly(MinFilter filter) {
  return filter == MinFilter::Linear || filter == MinFilter::LinearMipmapNearest ||
         filter == MinFilter::LinearMipmapLinear;
}

float levelOfDetail(const CpuTexture& texture, const float ddx[3], const float ddy[3]) {
  const TextureLevel& base = texture.level(0);
  const int sizes[3] = {base.width, base.height, base.depth};
  const bool normalized = texture.kind() != TextureKind::Rect;
  float lengthX = 0, lengthY = 0;  // squared
  for (int d = 0; d < spatialDimensions(texture.kind()); ++d) {
    const float scale = normalized ? static_cast<float>(sizes[d]) : 1.0f;
    const float dx = ddx[d] * scale, dy = ddy[d] * scale;
    lengthX += dx * dx;
    lengthY += dy * dy;
  }
  // log2(max(sqrt(x), sqrt(y))) = log2(max(x, y)) / 2, one square root fewer.
  return 0.5f * std::log2(std::max(lengthX, lengthY));
}

Rgba sampleFiltered(const CpuTexture& texture, const SamplerState& state, const SamplePoint& point, float lambda,
                    const Comparison* comparison) {
  if (std::isnan(lambda)) lambda = 0.0f;
  lambda = std::min(std::max(lambda, state.minLod), state.maxLod);  // not std::clamp: minLod > maxLod is legal GL
  if (!(lambda > 0.0f))  // also when min/max LOD made it NaN
    return sampleLevel(texture, state, point, 0, state.magFilter == MagFilter::Linear, comparison);

  const MinFilter filter = state.effectiveMinFilter(texture.levelCount());
  const bool linearWithin = filtersWithinLevelLinearly(filter);
  const int last = texture.levelCount() - 1;  // q (the base level is always 0)
  const float lastLevel = static_cast<float>(last);
  switch (filter) {
    case MinFilter::Nearest:
    case MinFilter::Linear:
      return sampleLevel(texture, state, point, 0, linearWithin, comparison);
    case MinFilter::NearestMipmapNearest:
    case MinFilter::LinearMipmapNearest: {
      // d = 0 for lambda <= 1/2, ceil(lambda + 1/2) - 1 up to q + 1/2, q beyond: the nearest level.
      int level = 0;
      if (lambda > lastLevel + 0.5f)
        level = last;
      else if (lambda > 0.5f)
        level = static_cast<int>(std::ceil(lambda + 0.5f)) - 1;
      return sampleLevel(texture, state, point, std::clamp(level, 0, last), linearWithin, comparison);
    }
    case MinFilter::NearestMipmapLinear:
    case MinFilter::LinearMipmapLinear: {
      if (lambda >= lastLevel) return sampleLevel(texture, state, point, last, linearWithin, comparison);
      const float lower = std::floor(lambda);
      const int level = static_cast<int>(lower);
      const Rgba below = sampleLevel(texture, state, point, level, linearWithin, comparison);
      const Rgba above = sampleLevel(texture, state, point, level + 1, linearWithin, comparison);
      return mix(below, above, lambda - lower);
    }
  }
  return {0, 0, 0, 1};
}

Rgba fetchTexel(const CpuTexture& texture, std::int64_t levelIndex, const std::int64_t xyz[3], std::int64_t layer) {
  if (levelIndex < 0 || levelIndex >= texture.levelCount()) return {0, 0, 0, 0};
  const TextureLevel& level = texture.level(static_cast<int>(levelIndex));
  const std::int64_t sizes[3] = {level.width, level.height, level.depth};
  for (int d = 0; d < 3; ++d)
    if (xyz[d] < 0 || xyz[d] >= sizes[d]) return {0, 0, 0, 0};
  if (layer < 0 || layer >= level.layers) return {0, 0, 0, 0};
  const float* texel =
      level.texel(static_cast<int>(xyz[0]), static_cast<int>(xyz[1]), static_cast<int>(xyz[2]), static_cast<int>(layer));
  return {texel[0], texel[1], texel[2], texel[3]};
}

}  // namespace cgx
