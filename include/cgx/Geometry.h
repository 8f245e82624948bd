// What a geometry program emitted on the CPU (Program::runGeometry): its vertices, in input-primitive
// order and, within one invocation, in emit order, as a GPU's geometry stage hands them on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgx {

struct GeometryOutput {
  // The program's output primitive: "POINTS", "LINE_STRIP" or "TRIANGLE_STRIP" (cgc's PRIMITIVE_OUT), and the
  // most vertices one invocation emits (VERTICES_OUT). Vertices an invocation emits beyond it are dropped,
  // as GL drops them.
  std::string primitive;
  std::uint32_t maxVertices = 0;
  // The outputs, as Program::outputSemantics() names them, and each one's float components. A vertex is
  // every output's components one after the other: `stride` floats.
  std::vector<std::string> semantics;
  std::vector<std::uint32_t> components;
  std::uint32_t stride = 0;
  std::vector<float> values;  // vertexCount() * stride (int and bool outputs converted to float)
  // Per vertex: the input primitive whose invocation emitted it, and whether it begins a strip (an
  // invocation's first vertex, and the first after each restartStrip).
  std::vector<std::uint64_t> primitiveOf;
  std::vector<std::uint8_t> beginsStrip;

  std::size_t vertexCount() const { return primitiveOf.size(); }
  const float* vertex(std::size_t i) const { return values.data() + i * stride; }
};

}  // namespace cgx
