// TextureTable: bounds-checked set/clear/get over a fixed number of units.
#include <cgx/TextureTable.h>

#include <utility>

namespace cgx {

TextureTable::TextureTable(std::size_t unitCount) : units_(unitCount) {}

bool TextureTable::set(std::size_t unit, std::shared_ptr<const CpuTexture> texture, const SamplerState& state) {
  if (unit >= units_.size() || texture == nullptr) return false;
  units_[unit] = TextureBinding{std::move(texture), state};
  return true;
}

void TextureTable::clear(std::size_t unit) {
  if (unit < units_.size()) units_[unit] = TextureBinding{};
}

void TextureTable::clearAll() {
  for (TextureBinding& binding : units_) binding = TextureBinding{};
}

const TextureBinding* TextureTable::get(std::size_t unit) const {
  if (unit >= units_.size() || units_[unit].texture == nullptr) return nullptr;
  return &units_[unit];
}

}  // namespace cgx
