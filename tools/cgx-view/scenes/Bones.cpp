#include "Bones.h"

#include <algorithm>
#include <cmath>

namespace cgx::view {

std::vector<float> matrixPalette(const std::vector<RigidTransform>& skin) {
  std::vector<float> palette;
  for (int bone = 0; bone < kMatrixPaletteBones; ++bone) {
    RigidTransform t = bone < static_cast<int>(skin.size()) ? skin[static_cast<std::size_t>(bone)] : RigidTransform{};
    std::array<float, 12> rows = toRows3x4(t);
    palette.insert(palette.end(), rows.begin(), rows.end());
  }
  return palette;
}

std::vector<float> dualQuatPalette(const std::vector<RigidTransform>& skin) {
  std::vector<float> palette;
  for (int bone = 0; bone < kDualQuatPaletteBones; ++bone) {
    RigidTransform t = bone < static_cast<int>(skin.size()) ? skin[static_cast<std::size_t>(bone)] : RigidTransform{};
    std::array<float, 8> dq = toDualQuaternion(t);
    palette.insert(palette.end(), dq.begin(), dq.end());
  }
  return palette;
}

TwoBoneWeights chainWeights(float s, int bones) {
  // Between the middles of bones k and k+1 the weight moves from one to the other along a smoothstep.
  float fromMiddle = s - 0.5f;
  int first = std::clamp(static_cast<int>(std::floor(fromMiddle)), 0, bones - 1);
  int second = std::min(first + 1, bones - 1);
  float x = std::clamp(fromMiddle - static_cast<float>(first), 0.0f, 1.0f);
  float blend = first == second ? 0.0f : x * x * (3 - 2 * x);
  return {first, second, 1 - blend, blend};
}

}  // namespace cgx::view
