#include "gl/Program.h"

#include <glad/gl.h>

#include "gl/GlError.h"

namespace cgx::gl {
namespace {

std::string infoLog(GLuint object, bool isProgram) {
  GLint length = 0;
  if (isProgram)
    glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
  else
    glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  if (length <= 0) return std::string();
  std::string log(static_cast<std::size_t>(length), '\0');
  if (isProgram)
    glGetProgramInfoLog(object, length, nullptr, log.data());
  else
    glGetShaderInfoLog(object, length, nullptr, log.data());
  log.resize(log.find('\0') == std::string::npos ? log.size() : log.find('\0'));
  return log;
}

// Compiles one stage; 0 with "<stage> shader: <info log>" in *error on failure.
GLuint compileStage(GLenum stage, const std::string& text, std::string* error) {
  const char* stageName = stage == GL_VERTEX_SHADER     ? "vertex shader"
                          : stage == GL_GEOMETRY_SHADER ? "geometry shader"
                                                        : "fragment shader";
  GLuint shader = glCreateShader(stage);
  const char* source = text.c_str();
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    fail(error, std::string(stageName) + ": compilation failed\n" + infoLog(shader, false));
    glDeleteShader(shader);
    return 0;
  }
  if (!checkGlErrors(std::string("compiling the ") + stageName, error)) {
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

std::unique_ptr<Program> Program::create(const ProgramSource& source, std::string* error) {
  GLuint vertex = compileStage(GL_VERTEX_SHADER, source.vertex, error);
  if (vertex == 0) return nullptr;
  GLuint fragment = 0;
  if (!source.fragment.empty()) {
    fragment = compileStage(GL_FRAGMENT_SHADER, source.fragment, error);
    if (fragment == 0) {
      glDeleteShader(vertex);
      return nullptr;
    }
  }
  GLuint geometry = 0;
  if (!source.geometry.empty()) {
    geometry = compileStage(GL_GEOMETRY_SHADER, source.geometry, error);
    if (geometry == 0) {
      glDeleteShader(vertex);
      if (fragment != 0) glDeleteShader(fragment);
      return nullptr;
    }
  }
  std::unique_ptr<Program> program(new Program(glCreateProgram()));
  GLuint id = program->id_;
  glAttachShader(id, vertex);
  if (fragment != 0) glAttachShader(id, fragment);
  if (geometry != 0) glAttachShader(id, geometry);
  for (const auto& [name, location] : source.attributeLocations)
    glBindAttribLocation(id, static_cast<GLuint>(location), name.c_str());
  for (const auto& [name, location] : source.fragDataLocations)
    glBindFragDataLocation(id, static_cast<GLuint>(location), name.c_str());
  if (!source.feedbackVaryings.empty()) {
    std::vector<const char*> names;
    for (const std::string& name : source.feedbackVaryings) names.push_back(name.c_str());
    glTransformFeedbackVaryings(id, static_cast<GLsizei>(names.size()), names.data(), GL_INTERLEAVED_ATTRIBS);
  }
  bool bindingsOk = checkGlErrors("binding locations and varyings before linking", error);
  if (bindingsOk) glLinkProgram(id);
  // The program keeps what it linked; the shader objects go either way.
  glDetachShader(id, vertex);
  glDeleteShader(vertex);
  if (geometry != 0) {
    glDetachShader(id, geometry);
    glDeleteShader(geometry);
  }
  if (fragment != 0) {
    glDetachShader(id, fragment);
    glDeleteShader(fragment);
  }
  if (!bindingsOk) return nullptr;
  GLint linked = GL_FALSE;
  glGetProgramiv(id, GL_LINK_STATUS, &linked);
  if (linked != GL_TRUE) {
    fail(error, "link: failed\n" + infoLog(id, true));
    return nullptr;
  }
  if (!checkGlErrors("linking the program", error)) return nullptr;
  program->feedbackVaryings_ = source.feedbackVaryings;
  return program;
}

Program::~Program() {
  if (id_ != 0) glDeleteProgram(id_);
}

int Program::uniformLocation(const std::string& glslName) const { return glGetUniformLocation(id_, glslName.c_str()); }

bool Program::uniformTarget(const std::string& name, int elementSize, std::size_t valueCount, int* location,
                            int* elements, std::string* error) const {
  *location = uniformLocation(name);
  if (!checkGlErrors("glGetUniformLocation('" + name + "')", error)) return false;
  if (*location < 0) return fail(error, "'" + name + "' is not an active uniform of the program");
  if (elementSize <= 0 || valueCount == 0 || valueCount % static_cast<std::size_t>(elementSize) != 0)
    return fail(error, "uniform '" + name + "': " + std::to_string(valueCount) +
                           " values are not a whole number of elements of " + std::to_string(elementSize));
  *elements = static_cast<int>(valueCount / static_cast<std::size_t>(elementSize));
  return true;
}

bool Program::setFloat(const std::string& name, int components, std::span<const float> values,
                       std::string* error) {
  if (components < 1 || components > 4) return fail(error, "uniform '" + name + "': components must be 1 to 4");
  int location = 0, count = 0;
  if (!uniformTarget(name, components, values.size(), &location, &count, error)) return false;
  using Setter = void(GLAD_API_PTR*)(GLuint, GLint, GLsizei, const GLfloat*);
  const Setter setters[4] = {glad_glProgramUniform1fv, glad_glProgramUniform2fv, glad_glProgramUniform3fv,
                             glad_glProgramUniform4fv};
  setters[components - 1](id_, location, count, values.data());
  return checkGlErrors("glProgramUniform" + std::to_string(components) + "fv('" + name + "')", error);
}

bool Program::setInt(const std::string& name, int components, std::span<const int> values, std::string* error) {
  if (components < 1 || components > 4) return fail(error, "uniform '" + name + "': components must be 1 to 4");
  int location = 0, count = 0;
  if (!uniformTarget(name, components, values.size(), &location, &count, error)) return false;
  using Setter = void(GLAD_API_PTR*)(GLuint, GLint, GLsizei, const GLint*);
  const Setter setters[4] = {glad_glProgramUniform1iv, glad_glProgramUniform2iv, glad_glProgramUniform3iv,
                             glad_glProgramUniform4iv};
  setters[components - 1](id_, location, count, values.data());
  return checkGlErrors("glProgramUniform" + std::to_string(components) + "iv('" + name + "')", error);
}

bool Program::setMatrix(const std::string& name, int columns, int rows, std::span<const float> values,
                        bool transpose, std::string* error) {
  if (columns < 2 || columns > 4 || rows < 2 || rows > 4)
    return fail(error, "uniform '" + name + "': matrix columns and rows must be 2 to 4");
  int location = 0, count = 0;
  if (!uniformTarget(name, columns * rows, values.size(), &location, &count, error)) return false;
  using Setter = void(GLAD_API_PTR*)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  // [columns - 2][rows - 2]: GL names non-square matrices glUniformMatrix{columns}x{rows}fv.
  const Setter setters[3][3] = {
      {glad_glProgramUniformMatrix2fv, glad_glProgramUniformMatrix2x3fv, glad_glProgramUniformMatrix2x4fv},
      {glad_glProgramUniformMatrix3x2fv, glad_glProgramUniformMatrix3fv, glad_glProgramUniformMatrix3x4fv},
      {glad_glProgramUniformMatrix4x2fv, glad_glProgramUniformMatrix4x3fv, glad_glProgramUniformMatrix4fv}};
  setters[columns - 2][rows - 2](id_, location, count, transpose ? GL_TRUE : GL_FALSE, values.data());
  return checkGlErrors("glProgramUniformMatrix" + std::to_string(columns) + "x" + std::to_string(rows) + "fv('" +
                           name + "')",
                       error);
}

bool Program::setSampler(const std::string& name, int unit, std::string* error) {
  const int units[] = {unit};
  return setInt(name, 1, units, error);
}

}  // namespace cgx::gl
