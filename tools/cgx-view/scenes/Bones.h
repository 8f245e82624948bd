// Bone palettes as the skinning programs take them. A skin transform is bone-world * inverse(bind pose):
// it carries a vertex from the bind pose to where its bone is now.
#pragma once

#include <vector>

#include "../Math.h"

namespace cgx::view {

// C6E5v_skin4m's and morph_dawn's `float4 boneMatrix[72]`: 24 bones of three rows; bones past the
// given ones are the identity.
inline constexpr int kMatrixPaletteBones = 24;
std::vector<float> matrixPalette(const std::vector<RigidTransform>& skin);

// skin_dualquat's `float2x4 boneDQ[40]`: real part then dual part per bone; the rest identity.
inline constexpr int kDualQuatPaletteBones = 40;
std::vector<float> dualQuatPalette(const std::vector<RigidTransform>& skin);

// The weights of a vertex between two neighbouring bones of a chain, by its position s along the chain
// in bone lengths (bone k spans [k, k+1]): fully on a bone near its middle, blended smoothly across each
// joint. Returns the two bone numbers and weights (the second weight may be 0).
struct TwoBoneWeights {
  int first = 0, second = 0;
  float firstWeight = 1, secondWeight = 0;
};
TwoBoneWeights chainWeights(float s, int bones);

}  // namespace cgx::view
