#include "gl/TransformFeedback.h"

#include <glad/gl.h>

#include <cstring>
#include <utility>

#include "gl/GlError.h"
#include "gl/GlTypes.h"

namespace cgx::gl {
namespace {

// Checks `captures` against the varyings the program linked; sets *stride to the floats per vertex.
bool matchLinkedVaryings(const Program& program, const std::vector<Capture>& captures, std::size_t* stride,
                         std::string* error) {
  GLint linked = 0;
  glGetProgramiv(program.id(), GL_TRANSFORM_FEEDBACK_VARYINGS, &linked);
  if (static_cast<std::size_t>(linked) != captures.size())
    return fail(error, "the program was linked with " + std::to_string(linked) + " feedback varyings, " +
                           std::to_string(captures.size()) + " captures were asked for");
  *stride = 0;
  for (std::size_t i = 0; i < captures.size(); ++i) {
    char name[256];
    GLsizei size = 0;
    GLenum type = 0;
    glGetTransformFeedbackVarying(program.id(), static_cast<GLuint>(i), sizeof name, nullptr, &size, &type, name);
    int floats = size * componentCount(type);
    if (captures[i].varying != name || captures[i].components != floats)
      return fail(error, "capture " + std::to_string(i) + " ('" + captures[i].varying + "', " +
                             std::to_string(captures[i].components) + " floats) does not match the linked varying '" +
                             name + "' (" + std::to_string(floats) + " floats)");
    *stride += static_cast<std::size_t>(floats);
  }
  return checkGlErrors("querying the feedback varyings", error);
}

// The GL objects of one capture, deleted on every exit path.
struct CaptureObjects {
  GLuint buffer = 0;
  GLuint query = 0;
  ~CaptureObjects() {
    glBindBufferBase(GL_TRANSFORM_FEEDBACK_BUFFER, 0, 0);
    if (buffer != 0) glDeleteBuffers(1, &buffer);
    if (query != 0) glDeleteQueries(1, &query);
    glDisable(GL_RASTERIZER_DISCARD);
    glUseProgram(0);
  }
};

}  // namespace

namespace {

// The vertices of one primitive of a transform-feedback mode.
int feedbackVertices(GLenum mode) { return mode == GL_TRIANGLES ? 3 : mode == GL_LINES ? 2 : 1; }

// Draws `count` vertices as `drawMode` through `program`, capturing its last stage's output as `feedbackMode`
// primitives into room for `capacity` vertices; *written is the vertices captured.
bool capture(const Program& program, const std::vector<VertexStream>& streams, const std::vector<Capture>& captures,
             GLenum drawMode, int count, GLenum feedbackMode, int capacity, std::vector<std::vector<float>>* values,
             std::size_t* written, std::string* error) {
  values->clear();  // stays empty unless the run succeeds
  *written = 0;
  if (count < 0 || capacity < 0) return fail(error, "negative vertex count");
  if (captures.empty()) return fail(error, "nothing to capture");
  std::size_t stride = 0;
  if (!matchLinkedVaryings(program, captures, &stride, error)) return false;
  if (count == 0 || capacity == 0) {
    values->assign(captures.size(), {});
    return true;
  }

  VertexInput input;
  if (!input.upload(streams, count, error)) return false;
  CaptureObjects objects;
  const std::size_t room = stride * static_cast<std::size_t>(capacity);
  glGenBuffers(1, &objects.buffer);
  glBindBuffer(GL_TRANSFORM_FEEDBACK_BUFFER, objects.buffer);
  glBufferData(GL_TRANSFORM_FEEDBACK_BUFFER, static_cast<GLsizeiptr>(room * sizeof(float)), nullptr, GL_STATIC_READ);
  glBindBufferBase(GL_TRANSFORM_FEEDBACK_BUFFER, 0, objects.buffer);
  glGenQueries(1, &objects.query);
  if (!checkGlErrors("allocating the feedback buffer", error)) return false;

  glUseProgram(program.id());
  glEnable(GL_RASTERIZER_DISCARD);
  // Compatibility contexts clamp vertex colours to [0, 1] by default; capture what the shader computed.
  glClampColor(GL_CLAMP_VERTEX_COLOR, GL_FALSE);
  glClampColor(GL_CLAMP_FRAGMENT_COLOR, GL_FALSE);
  glClampColor(GL_CLAMP_READ_COLOR, GL_FALSE);
  glBeginQuery(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN, objects.query);
  glBeginTransformFeedback(feedbackMode);
  glDrawArrays(drawMode, 0, count);
  glEndTransformFeedback();
  glEndQuery(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN);
  if (!checkGlErrors("drawing with transform feedback", error)) return false;
  GLuint primitives = 0;
  glGetQueryObjectuiv(objects.query, GL_QUERY_RESULT, &primitives);
  // GL writes no primitive past the buffer's end, and counts only those it wrote.
  *written = static_cast<std::size_t>(primitives) * static_cast<std::size_t>(feedbackVertices(feedbackMode));
  const std::size_t total = stride * *written;
  std::vector<std::vector<float>> split(captures.size());
  if (total == 0) {
    *values = std::move(split);
    return true;
  }
  const auto* mapped = static_cast<const float*>(
      glMapBufferRange(GL_TRANSFORM_FEEDBACK_BUFFER, 0, static_cast<GLsizeiptr>(total * sizeof(float)),
                       GL_MAP_READ_BIT));
  if (mapped == nullptr) {
    checkGlErrors("mapping the feedback buffer", error);
    return fail(error, "cannot map the feedback buffer");
  }
  // Split the interleaved vertices per capture: plain copies, one per vertex and capture.
  std::size_t offset = 0;
  for (std::size_t c = 0; c < captures.size(); ++c) {
    const std::size_t width = static_cast<std::size_t>(captures[c].components);
    std::vector<float>& out = split[c];
    out.resize(width * *written);
    if (width == stride) {
      std::memcpy(out.data(), mapped, total * sizeof(float));
    } else {
      const float* from = mapped + offset;
      for (std::size_t v = 0; v < *written; ++v, from += stride)
        std::memcpy(out.data() + v * width, from, width * sizeof(float));
    }
    offset += width;
  }
  glUnmapBuffer(GL_TRANSFORM_FEEDBACK_BUFFER);
  glBindBuffer(GL_TRANSFORM_FEEDBACK_BUFFER, 0);
  if (!checkGlErrors("reading the feedback buffer", error)) return false;
  *values = std::move(split);
  return true;
}

}  // namespace

bool runTransformFeedback(const Program& program, const std::vector<VertexStream>& streams,
                          const std::vector<Capture>& captures, int count, std::vector<std::vector<float>>* values,
                          std::string* error) {
  std::size_t written = 0;
  if (!capture(program, streams, captures, GL_POINTS, count, GL_POINTS, count, values, &written, error)) return false;
  if (written != static_cast<std::size_t>(count)) {
    values->clear();
    return fail(error, "transform feedback wrote " + std::to_string(written) + " of " + std::to_string(count) +
                           " vertices");
  }
  return true;
}

bool runGeometryFeedback(const Program& program, const std::vector<VertexStream>& streams,
                         const std::vector<Capture>& captures, unsigned drawMode, int count, unsigned feedbackMode,
                         int capacity, std::vector<std::vector<float>>* values, std::string* error) {
  std::size_t written = 0;
  return capture(program, streams, captures, drawMode, count, feedbackMode, capacity, values, &written, error);
}

}  // namespace cgx::gl
