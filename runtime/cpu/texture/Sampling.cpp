// cgx_rt_sample: the entry point JIT-compiled kernels call for every texture lookup of a SIMD vector
// (contract in compiler/llvm/KernelAbi.h). Per active lane: find the unit's binding, check the texture's
// kind against the sampler type the kernel declared, then answer the request's kind. Inactive lanes are
// neither read nor written (their inputs may be garbage, their results keep whatever they held).
//
// Robustness: every failure is a value, never a throw or a fault. An unbound or out-of-range unit, a null
// table, or a texture of another kind than `dim` gives (0, 0, 0, 1). NaN coordinates, derivatives, levels
// and biases count as 0; infinities clamp.
#include <algorithm>
#include <cmath>

#include "cpu/texture/Cube.h"
#include "cpu/texture/FastPath.h"
#include "cpu/texture/Filtering.h"
#include <cgx/TextureTable.h>
#include "cpu/texture/Wrap.h"
#include "ir/Types.h"
#include "llvm/KernelAbi.h"

namespace cgx {

namespace {

using jit::SampleKind;
using jit::SampleRequest;

constexpr Rgba kUnbound{0, 0, 0, 1};

// Whether a texture of `kind` may answer a sampler declared with `dim`. Cg's untyped `sampler` (Generic)
// takes any texture and samples it as its own kind; CubeArray and Buffer have no CPU texture kind.
bool kindMatches(TextureKind kind, std::uint32_t dim) {
  switch (static_cast<ir::SamplerDim>(dim)) {
    case ir::SamplerDim::Generic: return true;
    case ir::SamplerDim::D1: return kind == TextureKind::Tex1D;
    case ir::SamplerDim::D2: return kind == TextureKind::Tex2D;
    case ir::SamplerDim::D3: return kind == TextureKind::Tex3D;
    case ir::SamplerDim::Cube: return kind == TextureKind::Cube;
    case ir::SamplerDim::Rect: return kind == TextureKind::Rect;
    case ir::SamplerDim::D1Array: return kind == TextureKind::Tex1DArray;
    case ir::SamplerDim::D2Array: return kind == TextureKind::Tex2DArray;
    case ir::SamplerDim::CubeArray:
    case ir::SamplerDim::Buffer:
      return false;
  }
  return false;  // a value outside the enum
}

// The lane's component of a [component][lane] array.
float at(const float (*array)[jit::kMaxLanes], int component, unsigned lane) { return notNan(array[component][lane]); }

// Size: (width, height, depth, levels) of the level; arrays put their layer count in the component after
// the spatial ones (as GL's textureSize does), unused components are 1. A level outside the texture gives
// zero sizes (its level count still in w).
Rgba sizeOf(const CpuTexture& texture, float levelValue) {
  const float levels = static_cast<float>(texture.levelCount());
  const std::int64_t index = floorToIndex(notNan(levelValue));
  if (index < 0 || index >= texture.levelCount()) return {0, 0, 0, levels};
  const TextureLevel& level = texture.level(static_cast<int>(index));
  const float width = static_cast<float>(level.width), height = static_cast<float>(level.height);
  const float layers = static_cast<float>(level.layers);
  switch (texture.kind()) {
    case TextureKind::Tex1D: return {width, 1, 1, levels};
    case TextureKind::Tex1DArray: return {width, layers, 1, levels};
    case TextureKind::Tex2DArray: return {width, height, layers, levels};
    case TextureKind::Tex3D: return {width, height, static_cast<float>(level.depth), levels};
    case TextureKind::Tex2D:
    case TextureKind::Cube:
    case TextureKind::Rect:
      return {width, height, 1, levels};
  }
  return {width, height, 1, levels};
}

// Fetch: integer (x, y, z) of the spatial coordinates, the layer after them (a cube's face in coord[2]),
// the level in lodOrBias; anything outside the texture is (0, 0, 0, 0).
Rgba fetch(const CpuTexture& texture, const SampleRequest& request, unsigned lane) {
  const int dimensions = spatialDimensions(texture.kind());
  std::int64_t xyz[3] = {0, 0, 0};
  for (int d = 0; d < dimensions; ++d) xyz[d] = floorToIndex(at(request.coord, d, lane));
  const bool layered = isArray(texture.kind()) || texture.kind() == TextureKind::Cube;
  const std::int64_t layer = layered ? floorToIndex(at(request.coord, dimensions, lane)) : 0;
  return fetchTexel(texture, floorToIndex(notNan(request.lodOrBias[lane])), xyz, layer);
}

// Implicit, Bias, Lod, Grad: the filtered lookup.
Rgba filtered(const TextureBinding& binding, const SampleRequest& request, unsigned lane) {
  const CpuTexture& texture = *binding.texture;
  const SamplerState& state = binding.state;
  const int dimensions = spatialDimensions(texture.kind());

  SamplePoint point;
  float ddx[3] = {0, 0, 0}, ddy[3] = {0, 0, 0};
  for (int d = 0; d < 3; ++d) {
    ddx[d] = at(request.ddx, d, lane);
    ddy[d] = at(request.ddy, d, lane);
  }
  if (texture.kind() == TextureKind::Cube) {
    const float direction[3] = {at(request.coord, 0, lane), at(request.coord, 1, lane), at(request.coord, 2, lane)};
    const CubeFaceCoord face = selectCubeFace(direction);
    point.coord[0] = face.s;
    point.coord[1] = face.t;
    point.layer = face.face;
    // The footprint on the face, not of the direction, decides the level (derivatives of s and t).
    float faceDx[2], faceDy[2];
    cubeFaceDerivatives(direction, ddx, &faceDx[0], &faceDx[1]);
    cubeFaceDerivatives(direction, ddy, &faceDy[0], &faceDy[1]);
    ddx[0] = faceDx[0], ddx[1] = faceDx[1], ddx[2] = 0;
    ddy[0] = faceDy[0], ddy[1] = faceDy[1], ddy[2] = 0;
  } else {
    for (int d = 0; d < dimensions; ++d) point.coord[d] = at(request.coord, d, lane);
    if (isArray(texture.kind())) {
      // The layer is rounded to the nearest integer and clamped, never filtered (GL 4.5 8.14.2).
      const float layer = std::floor(at(request.coord, dimensions, lane) + 0.5f);
      const float lastLayer = static_cast<float>(texture.level(0).layers - 1);
      point.layer = static_cast<int>(std::clamp(layer, 0.0f, lastLayer));
    }
  }

  float lambda = 0;
  switch (request.kind) {
    case SampleKind::Lod:
      lambda = notNan(request.lodOrBias[lane]);
      break;
    case SampleKind::Bias:
      lambda = levelOfDetail(texture, ddx, ddy) + notNan(request.lodOrBias[lane]);
      break;
    default:  // Implicit, Grad: the derivatives were filled in by the kernel or given by the program
      lambda = levelOfDetail(texture, ddx, ddy);
      break;
  }
  lambda += notNan(state.lodBias);

  Comparison comparison{notNan(request.ref[lane]), state.compareFunc};
  const bool compare = request.compare == 1 && state.compareEnabled;
  return sampleFiltered(texture, state, point, lambda, compare ? &comparison : nullptr);
}

Rgba sampleLane(const TextureTable* table, const SampleRequest& request, unsigned lane) {
  const TextureBinding* binding = table != nullptr ? table->get(request.unit[lane]) : nullptr;
  if (binding == nullptr || !kindMatches(binding->texture->kind(), request.dim)) return kUnbound;
  switch (request.kind) {
    case SampleKind::Size: return sizeOf(*binding->texture, request.lodOrBias[lane]);
    case SampleKind::Fetch: return fetch(*binding->texture, request, lane);
    case SampleKind::Implicit:
    case SampleKind::Bias:
    case SampleKind::Lod:
    case SampleKind::Grad:
      return filtered(*binding, request, lane);
  }
  return kUnbound;  // a kind outside the enum
}

// The binding every active lane reads, when they all read one unit that is bound to a texture the
// sampler's type accepts (the usual case: a sampler is a uniform); else null.
const TextureBinding* sharedBinding(const TextureTable* table, const SampleRequest& request, unsigned lanes) {
  if (table == nullptr || request.activeMask == 0) return nullptr;
  const unsigned first = static_cast<unsigned>(__builtin_ctz(request.activeMask));
  if (first >= lanes) return nullptr;
  const std::uint32_t unit = request.unit[first];
  for (unsigned lane = first + 1; lane < lanes; ++lane)
    if (((request.activeMask >> lane) & 1u) != 0 && request.unit[lane] != unit) return nullptr;
  const TextureBinding* binding = table->get(unit);
  return binding != nullptr && kindMatches(binding->texture->kind(), request.dim) ? binding : nullptr;
}

}  // namespace

}  // namespace cgx

extern "C" void cgx_rt_sample(void* samplers, cgx::jit::SampleRequest* request) {
  if (request == nullptr) return;
  const auto* table = static_cast<const cgx::TextureTable*>(samplers);
  const unsigned lanes = std::min(request->lanes, cgx::jit::kMaxLanes);
  if (const cgx::TextureBinding* binding = cgx::sharedBinding(table, *request, lanes);
      binding != nullptr && cgx::sampleSingleLevelFast(*binding, *request, lanes))
    return;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    if (((request->activeMask >> lane) & 1u) == 0) continue;
    const cgx::Rgba rgba = cgx::sampleLane(table, *request, lane);
    for (int c = 0; c < 4; ++c) request->result[c][lane] = rgba[static_cast<std::size_t>(c)];
  }
}
