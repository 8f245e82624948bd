// The texture units a CPU run samples from: unit -> (texture, sampler state). A kernel gets the table as
// KernelArgs::samplers (kernelArgument()) and samples through cgx_rt_sample (Sampling.cpp).
//
// Threading: many kernel threads read the table at once. That is safe because nothing writes it during a
// run: the runtime binds textures before it starts the kernels and changes bindings only after they have
// all returned. set/clear while a run is in progress is a data race. Textures are held as
// shared_ptr<const CpuTexture>, so a texture stays alive while bound even if its creator lets it go.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include <cgx/SamplerState.h>
#include <cgx/Texture.h>

namespace cgx {

struct TextureBinding {
  std::shared_ptr<const CpuTexture> texture;  // never null in a bound unit
  SamplerState state;
};

class TextureTable {
 public:
  static constexpr std::size_t kDefaultUnits = 32;  // GL 4.5's minimum per-stage sampler count is 16

  explicit TextureTable(std::size_t unitCount = kDefaultUnits);

  std::size_t unitCount() const { return units_.size(); }

  // Binds `texture` with `state` to `unit`; false (nothing changes) when the unit is out of range or the
  // texture is null.
  bool set(std::size_t unit, std::shared_ptr<const CpuTexture> texture, const SamplerState& state = {});
  // Unbinds one unit (out of range: nothing happens), or all of them.
  void clear(std::size_t unit);
  void clearAll();
  // The unit's binding, or null when it is unbound or out of range.
  const TextureBinding* get(std::size_t unit) const;

  // What KernelArgs::samplers should point at; cgx_rt_sample reads it back as a TextureTable.
  void* kernelArgument() const { return const_cast<TextureTable*>(this); }

 private:
  std::vector<TextureBinding> units_;  // texture == nullptr: unbound
};

}  // namespace cgx
