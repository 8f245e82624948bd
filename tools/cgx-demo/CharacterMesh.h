// The demo's character: a humanoid skinned to the 24-bone skeleton (Skeleton.h), as the vertex streams
// C6E5v_skin4m reads. Every bone but the root carries one body part, a tapered capsule (two elliptic caps
// joined by a cone) around its segment, subdivided into a grid. Near a joint a vertex is shared between the
// two bones that meet there, half and half at the joint and fading out over a few centimetres, so the skin
// bends instead of tearing: at most three bones a vertex, weights summing to one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgx::demo {

// Grid size of every body part: `around` segments around its axis, `along` rings from end to end. The
// default gives 23 parts of 73 x 65 vertices: 109,135 vertices.
struct MeshResolution {
  int around = 72;
  int along = 64;
};

// Packed float streams, one element per vertex (the layout C6E5v_skin4m's inputs bind to).
struct CharacterMesh {
  std::vector<float> positions;      // POSITION, 3 floats, bind pose, metres
  std::vector<float> normals;        // NORMAL, 3 floats, unit length
  std::vector<float> texCoords;      // TEXCOORD0, 2 floats: (around, along) in [0, 1]
  std::vector<float> weights;        // TEXCOORD1, 4 floats summing to 1 (unused slots 0)
  std::vector<float> matrixIndices;  // TEXCOORD2, 4 floats: 3 * bone, the first palette row of the bone
  std::vector<std::uint32_t> triangles;  // 3 vertex numbers a triangle

  std::size_t vertexCount() const { return positions.size() / 3; }
  std::size_t triangleCount() const { return triangles.size() / 3; }
};

CharacterMesh buildCharacterMesh(const MeshResolution& resolution = {});

}  // namespace cgx::demo
