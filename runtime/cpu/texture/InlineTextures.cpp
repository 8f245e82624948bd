#include "cpu/texture/InlineTextures.h"

#include "cpu/texture/FastPath.h"

namespace cgx {

namespace {

constexpr long long kMaxInlineTexels = 1LL << 29;  // texel index * 4 must fit the kernel's 32-bit arithmetic

bool isPowerOfTwo(int size) { return size > 0 && (size & (size - 1)) == 0; }

// The flags for the kernel, or false when the kernel must call the runtime: FastPath.h's single-level
// images, restricted to what vector code does cheaply: Repeat only on power-of-two sizes (a mask), and
// texel indices within 32 bits.
bool inlineFlags(const TextureBinding& binding, std::uint32_t* flags) {
  if (!isSingleLevelImage(binding)) return false;
  const SamplerState& state = binding.state;
  const TextureLevel& level = binding.texture->level(0);
  if (static_cast<long long>(level.width) * level.height * level.layers > kMaxInlineTexels) return false;
  const bool linear = state.magFilter == MagFilter::Linear;
  const bool cube = binding.texture->kind() == TextureKind::Cube;
  *flags = (linear ? jit::kInlineLinear : 0) | (cube ? jit::kInlineCube : 0);
  const struct {
    Wrap mode;
    int size;
    std::uint32_t repeatBit;
  } axes[2] = {{state.wrapS, level.width, jit::kInlineRepeatS}, {state.wrapT, level.height, jit::kInlineRepeatT}};
  for (const auto& axis : axes) {
    if (axis.mode == Wrap::Repeat) {
      if (!isPowerOfTwo(axis.size)) return false;
      *flags |= axis.repeatBit;
    }
  }
  return true;
}

}  // namespace

void describeInlineTextures(const TextureTable& table, std::vector<jit::InlineTexture>& units) {
  units.assign(table.unitCount(), jit::InlineTexture{});
  for (std::size_t unit = 0; unit < table.unitCount(); ++unit) {
    const TextureBinding* binding = table.get(unit);
    std::uint32_t flags = 0;
    if (binding == nullptr || !inlineFlags(*binding, &flags)) continue;
    const TextureLevel& level = binding->texture->level(0);
    units[unit] = jit::InlineTexture{level.rgba.data(), level.width, level.height, flags, 0};
  }
}

}  // namespace cgx
