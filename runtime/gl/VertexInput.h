// Vertex data for the harness's draws: float attribute streams, uploaded into buffers once per draw.
#pragma once

#include <string>
#include <vector>

namespace cgx::gl {

// The legacy built-in attributes get no generic location on Mesa (shared/TOOLCHAIN.md), so a stream whose
// location is one of these negative values feeds one through the compatibility profile's client-array state
// (glVertexPointer, glNormalPointer, ...) instead. gl_Normal takes 3 components, gl_FogCoord 1,
// gl_SecondaryColor 3.
namespace builtin {
constexpr int kVertex = -1;          // gl_Vertex
constexpr int kNormal = -2;          // gl_Normal
constexpr int kColor = -3;           // gl_Color
constexpr int kSecondaryColor = -4;  // gl_SecondaryColor
constexpr int kFogCoord = -5;        // gl_FogCoord
constexpr int multiTexCoord(int unit) { return -16 + unit; }  // gl_MultiTexCoord0..7: -16..-9
}  // namespace builtin

// One float attribute: `components` (1-4) floats per vertex, tightly packed, for generic attribute
// `location` (glBindAttribLocation / layout(location)) or a builtin:: value.
struct VertexStream {
  int location = 0;
  int components = 4;
  std::vector<float> data;
};

// The vertex array object and buffers for one draw, deleted with it (bound while it lives).
class VertexInput {
 public:
  VertexInput() = default;
  ~VertexInput();
  VertexInput(const VertexInput&) = delete;
  VertexInput& operator=(const VertexInput&) = delete;

  // Uploads every stream (each must hold count * components floats) and binds the vertex array.
  bool upload(const std::vector<VertexStream>& streams, int count, std::string* error);

 private:
  unsigned int vertexArray_ = 0;
  std::vector<unsigned int> buffers_;
};

}  // namespace cgx::gl
