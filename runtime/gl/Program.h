// A linked GL program made from GLSL text, with the state that must be set before linking (attribute and
// fragment-output locations, transform-feedback varyings) and uniform setters that report errors instead of
// failing silently as GL does for location -1.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace cgx::gl {

struct ProgramSource {
  std::string vertex;
  // Empty: a vertex-only program. Capture through transform feedback with vertex-only programs: with a
  // fragment shader linked, Mesa captures built-in outputs (gl_FrontColor, gl_TexCoord[n]) wrongly.
  std::string fragment;
  // Empty: no geometry stage. Otherwise a geometry shader between the two (runGeometryFeedback captures it).
  std::string geometry;
  // glBindAttribLocation before linking, for #version 110/120/100 attributes (no layout qualifiers).
  std::vector<std::pair<std::string, int>> attributeLocations;
  // glBindFragDataLocation before linking, for #version 330 `out` variables without a layout qualifier.
  std::vector<std::pair<std::string, int>> fragDataLocations;
  // Transform-feedback varyings, captured INTERLEAVED into one buffer in this order (interleaved mode is
  // limited by components, not by the number of varyings, which Cg's many outputs would exceed in separate
  // mode). runTransformFeedback (TransformFeedback.h) splits them back per varying.
  std::vector<std::string> feedbackVaryings;
};

class Program {
 public:
  // The linked program, or null with *error holding the failing stage's info log ("vertex shader: ...",
  // "fragment shader: ...", "link: ...").
  static std::unique_ptr<Program> create(const ProgramSource& source, std::string* error);
  ~Program();
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;

  unsigned int id() const { return id_; }
  const std::vector<std::string>& feedbackVaryings() const { return feedbackVaryings_; }

  // glGetUniformLocation: -1 when glslName ("m", "s.member", "a[2]") is not an active uniform.
  int uniformLocation(const std::string& glslName) const;

  // Uniform setters. `values` holds count * components values (count > 1 for arrays, starting at the
  // element named). False with a message when the name is not active, the sizes do not fit, or GL rejects
  // the call (e.g. the uniform's type differs: GL_INVALID_OPERATION).
  bool setFloat(const std::string& name, int components, std::span<const float> values, std::string* error);
  bool setInt(const std::string& name, int components, std::span<const int> values, std::string* error);
  // matCxR (columns x rows, 2..4 each; mat4 is 4x4, mat2x3 has 2 columns of 3 rows) through
  // glUniformMatrix*fv. `values`: count matrices of columns*rows floats, column after column when transpose
  // is false (GL's order), row after row when it is true.
  bool setMatrix(const std::string& name, int columns, int rows, std::span<const float> values, bool transpose,
                 std::string* error);
  // Points a sampler uniform at a texture unit (see Texture::bind).
  bool setSampler(const std::string& name, int unit, std::string* error);

 private:
  explicit Program(unsigned int id) : id_(id) {}
  // The prologue of every setter: `name` is an active uniform at *location, and `valueCount` values are a
  // whole number (*elements) of elements of `elementSize` values each.
  bool uniformTarget(const std::string& name, int elementSize, std::size_t valueCount, int* location, int* elements,
                     std::string* error) const;

  unsigned int id_ = 0;
  std::vector<std::string> feedbackVaryings_;
};

}  // namespace cgx::gl
