// Triangle meshes for the scenes, generated from formulas so every run (and both render paths) sees the
// same vertices: parametric surfaces (sphere, blobs, tubes) with normals from the surface's derivatives,
// and a faceted bar whose flat sides make a twist visible.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "Math.h"

namespace cgx::view {

struct Mesh {
  std::vector<Vec3> positions;
  std::vector<Vec3> normals;  // unit length
  std::vector<float> texCoords;  // two per vertex
  std::vector<std::uint32_t> indices;  // triangles
  std::size_t vertexCount() const { return positions.size(); }
};

// The surface p(u, v) for u, v in [0, 1] on a (columns + 1) x (rows + 1) grid. Normals are
// normalize(dp/du x dp/dv) by central differences, so write p with that cross product pointing outwards.
// The derivatives are taken slightly inside the square so poles (where dp/du vanishes) still get one.
// Every surface here closes around in u, so the last column reuses the first one's positions and
// normals: computed again, sin(2 pi) is not 0 and the seam would show pixel-wide cracks.
using Surface = std::function<Vec3(float u, float v)>;
Mesh parametricMesh(int columns, int rows, const Surface& surface);

// The unit sphere as a Surface: u around the y axis, v from the north pole (v = 0) to the south pole.
Vec3 unitSphere(float u, float v);

// A prism of `sides` flat faces around the y axis (circumradius `radius`, y from 0 to `height`, `segments`
// rings along it) with flat caps; every face has its own vertices so its normal stays flat.
Mesh facetedBar(int sides, int segments, float radius, float height);

// Flattened copies for the vertex streams (three floats a vertex).
std::vector<float> flatten(const std::vector<Vec3>& vectors);

}  // namespace cgx::view
