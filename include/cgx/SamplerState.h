// How a texture unit samples its texture: filters, wrap modes, level-of-detail controls and depth
// comparison, with OpenGL's meaning and OpenGL's defaults except for the minification filter (see
// SamplerState::minFilter).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace cgx {

enum class MinFilter : std::uint8_t {
  Nearest,
  Linear,
  NearestMipmapNearest,
  LinearMipmapNearest,
  NearestMipmapLinear,
  LinearMipmapLinear,
};

enum class MagFilter : std::uint8_t { Nearest, Linear };

enum class Wrap : std::uint8_t { Repeat, ClampToEdge, MirroredRepeat, ClampToBorder };

// GL_TEXTURE_COMPARE_FUNC: the comparison result is 1 when `ref OP texel` holds, else 0 (GL 4.5 table 8.22).
enum class CompareFunc : std::uint8_t { LessEqual, GreaterEqual, Less, Greater, Equal, NotEqual, Always, Never };

struct SamplerState {
  // Unset (the default): Linear when the texture has a single level, NearestMipmapLinear (GL's default)
  // when it has more (generateMipmaps() was called). GL itself always defaults to NEAREST_MIPMAP_LINEAR,
  // which leaves a texture without mipmaps incomplete (black); a CPU runtime user binding a plain image
  // wants it filtered instead. A mipmapping filter on a single-level texture samples level 0.
  std::optional<MinFilter> minFilter;
  MagFilter magFilter = MagFilter::Linear;
  Wrap wrapS = Wrap::Repeat;
  Wrap wrapT = Wrap::Repeat;
  Wrap wrapR = Wrap::Repeat;
  std::array<float, 4> borderColor{0, 0, 0, 0};  // ClampToBorder's texel (GL_TEXTURE_BORDER_COLOR)
  float lodBias = 0.0f;                          // GL_TEXTURE_LOD_BIAS, added to every level of detail
  float minLod = -1000.0f;                       // GL_TEXTURE_MIN_LOD
  float maxLod = 1000.0f;                        // GL_TEXTURE_MAX_LOD
  // GL_TEXTURE_COMPARE_MODE = GL_COMPARE_REF_TO_TEXTURE when true. A shadow lookup then compares the
  // request's reference with each texel's red channel and filters the 0/1 results (percentage-closer
  // filtering when the filter is linear); the result is (v, v, v, 1), GL 3.x core's DEPTH_TEXTURE_MODE-free
  // behaviour. References are not clamped to [0, 1]: the texels are floats (GL clamps only for fixed-point
  // depth formats).
  bool compareEnabled = false;
  CompareFunc compareFunc = CompareFunc::LessEqual;

  // The minification filter in effect for a texture with `levelCount` levels (resolves the unset default).
  MinFilter effectiveMinFilter(int levelCount) const {
    if (minFilter) return *minFilter;
    return levelCount > 1 ? MinFilter::NearestMipmapLinear : MinFilter::Linear;
  }
};

// The name of the first field holding a value outside its enum (a cast from a bad integer), or null when
// every field is valid. The samplers switch over these enums, so Program::bindTexture refuses such a state.
inline const char* invalidSamplerField(const SamplerState& state) {
  auto above = [](auto value, auto last) { return static_cast<unsigned>(value) > static_cast<unsigned>(last); };
  if (state.minFilter && above(*state.minFilter, MinFilter::LinearMipmapLinear)) return "minFilter";
  if (above(state.magFilter, MagFilter::Linear)) return "magFilter";
  if (above(state.wrapS, Wrap::ClampToBorder)) return "wrapS";
  if (above(state.wrapT, Wrap::ClampToBorder)) return "wrapT";
  if (above(state.wrapR, Wrap::ClampToBorder)) return "wrapR";
  if (above(state.compareFunc, CompareFunc::Never)) return "compareFunc";
  return nullptr;
}

}  // namespace cgx
