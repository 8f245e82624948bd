// C6E5v_skin4m's per-vertex results that the demo draws and compares: the clip-space position and the lit
// colour, four floats each, vertex after vertex.
#pragma once

#include <cstddef>
#include <vector>

namespace cgx::demo {

struct VertexOutputs {
  std::vector<float> clipPositions;  // POSITION, 4 floats a vertex
  std::vector<float> colors;         // COLOR0, 4 floats a vertex
  std::size_t vertexCount() const { return clipPositions.size() / 4; }
};

}  // namespace cgx::demo
