// Runs a fragment program: draws `count` one-pixel GL_POINTS into an offscreen float framebuffer and reads
// every attachment back. The caller's vertex shader puts each point on its own pixel centre (see
// pixelCenterPositions) and passes the varyings its fragment shader reads.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "gl/Program.h"
#include "gl/VertexInput.h"

namespace cgx::gl {

enum class DepthFunc { Always, Never, Less, LessEqual, Equal, Greater, GreaterEqual, NotEqual };

struct PointTarget {
  int width = 1;
  int height = 1;
  int colorAttachments = 1;  // 0-4 GL_RGBA32F attachments, GL_COLOR_ATTACHMENT0.. = gl_FragData[i] / location i
  bool readDepth = false;    // also return the GL_DEPTH_COMPONENT32F attachment
  std::array<float, 4> clearColor{0, 0, 0, 0};  // a discarded fragment leaves its pixel this colour
  float clearDepth = 1.0f;
  // The depth test is always enabled, because GL writes depth (gl_FragDepth) only with it on. Always (the
  // default) passes every fragment, i.e. "no depth test, depth writes on".
  DepthFunc depthFunc = DepthFunc::Always;
};

struct PointImage {
  // Per colour attachment width * height * 4 floats; pixel (x, y) at index (y * width + x) * 4, y = 0 the
  // bottom row (GL's order). Unclamped.
  std::vector<std::vector<float>> colors;
  std::vector<float> depth;  // width * height floats when readDepth, same order
};

// Blending, dithering, multisampling and point sprites off, point size 1, viewport the whole target.
bool renderPoints(const Program& program, const std::vector<VertexStream>& streams, int count,
                  const PointTarget& target, PointImage* image, std::string* error);

// Normalized device x, y of each pixel centre, pixel (x, y) as point y * width + x: 2 * width * height floats,
// a ready vertex stream for a vertex shader that writes gl_Position = vec4(position, 0, 1).
std::vector<float> pixelCenterPositions(int width, int height);

}  // namespace cgx::gl
