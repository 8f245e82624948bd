// CpuTexture's factories: validate the shape against the kind, then copy (or normalize) the texels.
#include <cgx/Texture.h>

#include <limits>
#include <optional>
#include <utility>

namespace cgx {

namespace {

void fail(std::string* error, std::string message) {
  if (error != nullptr) *error = std::move(message);
}

// The level-0 level without texels for a valid shape, or false with the reason.
bool baseLevel(const TextureShape& shape, TextureLevel* level, std::string* error) {
  if (static_cast<unsigned>(shape.kind) > static_cast<unsigned>(TextureKind::Tex2DArray)) {
    fail(error, "an invalid texture kind (" + std::to_string(static_cast<unsigned>(shape.kind)) + ")");
    return false;
  }
  if (shape.width < 1 || shape.height < 1 || shape.depth < 1 || shape.layers < 1) {
    fail(error, "texture sizes must be at least 1");
    return false;
  }
  const bool oneRow = shape.kind == TextureKind::Tex1D || shape.kind == TextureKind::Tex1DArray;
  if (oneRow && shape.height != 1) {
    fail(error, "a 1D texture has height 1");
    return false;
  }
  if (shape.kind != TextureKind::Tex3D && shape.depth != 1) {
    fail(error, "only a 3D texture has a depth");
    return false;
  }
  if (!isArray(shape.kind) && shape.layers != 1) {
    fail(error, "only an array texture has layers");
    return false;
  }
  if (shape.kind == TextureKind::Cube && shape.width != shape.height) {
    fail(error, "cube faces must be square");
    return false;
  }
  level->width = shape.width;
  level->height = shape.height;
  level->depth = shape.depth;
  level->layers = shape.kind == TextureKind::Cube ? 6 : shape.layers;
  return true;
}

// width * height * depth * layers * 4, or 0 when that does not fit in memory's index range.
std::size_t floatCount(const TextureLevel& level) {
  const std::size_t limit = std::numeric_limits<std::size_t>::max() / 8;
  std::size_t count = 4;
  for (int size : {level.width, level.height, level.depth, level.layers}) {
    if (count > limit / static_cast<std::size_t>(size)) return 0;
    count *= static_cast<std::size_t>(size);
  }
  return count;
}

// The validated level 0 with its texels converted to float, or nothing with the reason in *error.
template <typename Component, typename Convert>
std::optional<TextureLevel> convertedLevel(const TextureShape& shape, std::span<const Component> rgba,
                                           std::string* error, Convert convert) {
  TextureLevel level;
  if (!baseLevel(shape, &level, error)) return std::nullopt;
  const std::size_t count = floatCount(level);
  if (count == 0 || rgba.size() != count) {
    fail(error, "texture data holds " + std::to_string(rgba.size()) + " components, the shape needs " +
                    std::to_string(count));
    return std::nullopt;
  }
  level.rgba.resize(count);
  for (std::size_t i = 0; i < count; ++i) level.rgba[i] = convert(rgba[i]);
  return level;
}

}  // namespace

CpuTexture::CpuTexture(TextureKind kind, TextureLevel base) : kind_(kind) { levels_.push_back(std::move(base)); }

// make_shared cannot reach the private constructor, hence the plain new.
std::shared_ptr<CpuTexture> CpuTexture::fromFloats(const TextureShape& shape, std::span<const float> rgba,
                                                   std::string* error) {
  std::optional<TextureLevel> level = convertedLevel(shape, rgba, error, [](float value) { return value; });
  if (!level) return nullptr;
  return std::shared_ptr<CpuTexture>(new CpuTexture(shape.kind, std::move(*level)));
}

std::shared_ptr<CpuTexture> CpuTexture::fromUnorm8(const TextureShape& shape, std::span<const std::uint8_t> rgba,
                                                   std::string* error) {
  std::optional<TextureLevel> level = convertedLevel(
      shape, rgba, error, [](std::uint8_t value) { return static_cast<float>(value) / 255.0f; });
  if (!level) return nullptr;
  return std::shared_ptr<CpuTexture>(new CpuTexture(shape.kind, std::move(*level)));
}

int spatialDimensions(TextureKind kind) {
  switch (kind) {
    case TextureKind::Tex1D:
    case TextureKind::Tex1DArray:
      return 1;
    case TextureKind::Tex3D:
      return 3;
    case TextureKind::Tex2D:
    case TextureKind::Cube:
    case TextureKind::Rect:
    case TextureKind::Tex2DArray:
      return 2;
  }
  return 2;
}

bool isArray(TextureKind kind) { return kind == TextureKind::Tex1DArray || kind == TextureKind::Tex2DArray; }

}  // namespace cgx
