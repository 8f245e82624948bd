// C6E5v_skin4m written out in double-precision C++, statement for statement, as the oracle the CPU JIT's
// float results are measured against (what the program means, not what one back end computes).
#pragma once

#include <cstddef>

#include "CharacterMesh.h"
#include "Scene.h"
#include "VertexOutputs.h"

namespace cgx::demo {

struct VertexDifference {
  double position = 0;  // the largest |difference| of any clip-space component
  double color = 0;     // the largest |difference| of any colour component
  std::size_t vertices = 0;
};

// The program's outputs for vertex `v` of `mesh`: clip position and colour, 4 doubles each.
void referenceSkinVertex(const CharacterMesh& mesh, const SkinUniforms& uniforms, std::size_t v, double clip[4],
                         double color[4]);

// `outputs` (one element per mesh vertex) against the reference, over every vertex.
VertexDifference compareWithReference(const CharacterMesh& mesh, const SkinUniforms& uniforms,
                                      const VertexOutputs& outputs);

}  // namespace cgx::demo
