// Runs a vertex program over `count` points with the rasterizer off and returns its outputs as transform
// feedback captured them: the vertex-stage half of the GL harness; and a geometry program's emitted
// primitives likewise.
#pragma once

#include <string>
#include <vector>

#include "gl/Program.h"
#include "gl/VertexInput.h"

namespace cgx::gl {

// One captured varying: its GLSL name as given to ProgramSource::feedbackVaryings ("o", "gl_Position",
// "gl_TexCoord[0]") and its size in floats (vec3: 3, mat2: 4, float[2]: 2).
struct Capture {
  std::string varying;
  int components = 4;
};

// Draws `count` GL_POINTS with GL_RASTERIZER_DISCARD and vertex colours unclamped. `captures` must list the
// program's feedback varyings in the order it was linked with (checked against what GL linked, sizes too).
// On success (*values)[i] holds count * captures[i].components floats, vertex after vertex (int varyings as
// their bit patterns); on failure *values is empty.
bool runTransformFeedback(const Program& program, const std::vector<VertexStream>& streams,
                          const std::vector<Capture>& captures, int count, std::vector<std::vector<float>>* values,
                          std::string* error);

// Draws `count` vertices as `drawMode` primitives (GL_TRIANGLES, GL_LINES_ADJACENCY ...) through a program
// with a geometry shader and captures what it emits as `feedbackMode` primitives (GL_POINTS, GL_LINES or
// GL_TRIANGLES: GL decomposes strips into them), into room for `capacity` vertices (GL captures no primitive
// past it). On success (*values)[i] holds the vertices written, as runTransformFeedback's.
bool runGeometryFeedback(const Program& program, const std::vector<VertexStream>& streams,
                         const std::vector<Capture>& captures, unsigned drawMode, int count, unsigned feedbackMode,
                         int capacity, std::vector<std::vector<float>>* values, std::string* error);

}  // namespace cgx::gl
