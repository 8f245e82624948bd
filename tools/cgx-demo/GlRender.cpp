#include "GlRender.h"

#include <glad/gl.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "driver/Compile.h"
#include "gl/GlError.h"
#include "gl/PassThroughVertex.h"
#include "gl/TransformFeedback.h"

namespace cgx::demo {

namespace {

bool readText(const std::string& path, std::string* text, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return gl::fail(error, "cannot read " + path);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  *text = buffer.str();
  return true;
}

// cgxc's GLSL 330 and reflection for one entry, compiled in process.
bool compileStage(const std::string& source, const std::string& fileName, const std::string& entry,
                  const std::string& profile, gl::CgStageSource* stage, std::string* error) {
  driver::SourceProgram program;
  program.source = source;
  program.fileName = fileName;
  program.entry = entry;
  program.profile = profile;
  driver::GlslProgram glsl = driver::compileToGlsl(program, "330");
  if (!glsl.ok()) return gl::fail(error, "compiling " + entry + " to GLSL 330 failed:\n" + glsl.renderDiagnostics());
  *stage = {std::move(glsl.glsl), std::move(glsl.reflection)};
  return true;
}

// Points the bound vertex array's attribute for `semantic` at `buffer` (skipped when the program has no
// such input: GL would ignore it anyway).
void attach(const gl::CgProgram& program, const std::string& semantic, GLuint buffer, int components) {
  int location = program.attributeLocation(semantic);
  if (location < 0) return;
  glBindBuffer(GL_ARRAY_BUFFER, buffer);
  glEnableVertexAttribArray(static_cast<GLuint>(location));
  glVertexAttribPointer(static_cast<GLuint>(location), components, GL_FLOAT, GL_FALSE, 0, nullptr);
}

// The reflection's semantic spelled as the demo names outputs: "COLOR" and "COL0" are COLOR0, "HPOS" is
// POSITION (Cg's aliases for the two outputs the demo compares).
std::string outputSemantic(std::string semantic) {
  std::transform(semantic.begin(), semantic.end(), semantic.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  if (semantic == "COLOR" || semantic == "COL0" || semantic == "COL") return "COLOR0";
  if (semantic == "HPOS") return "POSITION";
  return semantic;
}

// The values of the skinning program's uniform leaf `cgName` in `u`, as Cg stores them (a matrix's rows one
// after another); false for a name C6E5v_skin4m does not have.
bool skinLeafValues(const SkinUniforms& u, const std::string& cgName, std::vector<float>* values) {
  auto take = [&](const float* data, std::size_t count) {
    values->assign(data, data + count);
    return true;
  };
  if (cgName == "modelViewProj") return take(u.modelViewProj.data(), u.modelViewProj.size());
  if (cgName == "light.eyePosition") return take(u.eyePosition.data(), u.eyePosition.size());
  if (cgName == "light.lightPosition") return take(u.lightPosition.data(), u.lightPosition.size());
  if (cgName == "light.lightColor") return take(u.lightColor.data(), u.lightColor.size());
  if (cgName == "light.specularExponent") return take(&u.specularExponent, 1);
  if (cgName == "light.ambient") return take(&u.ambient, 1);
  if (cgName == "boneMatrix") return take(u.boneMatrix.data(), u.boneMatrix.size());
  const std::string prefix = "boneMatrix[";
  if (cgName.rfind(prefix, 0) == 0 && cgName.back() == ']') {
    const std::string digits = cgName.substr(prefix.size(), cgName.size() - prefix.size() - 1);
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    if (digits.empty() || digits.size() > 3 || !std::all_of(digits.begin(), digits.end(), digit)) return false;
    const std::size_t row = std::stoul(digits);
    if ((row + 1) * 4 > u.boneMatrix.size()) return false;
    return take(u.boneMatrix.data() + row * 4, 4);
  }
  return false;
}

// "float3x4" -> 3 rows of 4; "float2" -> 0 rows of 2; "float" -> 0 rows of 1 (float types only).
bool floatShape(const std::string& type, int* rows, int* cols) {
  auto digit = [](char c) { return c >= '1' && c <= '4'; };
  if (type.rfind("float", 0) != 0) return false;
  const std::string dims = type.substr(5);
  *rows = 0;
  *cols = 1;
  if (dims.empty()) return true;
  if (dims.size() == 1 && digit(dims[0])) {
    *cols = dims[0] - '0';
    return true;
  }
  if (dims.size() == 3 && digit(dims[0]) && dims[1] == 'x' && digit(dims[2])) {
    *rows = dims[0] - '0';
    *cols = dims[2] - '0';
    return true;
  }
  return false;
}

void upload(GLuint buffer, const std::vector<float>& data) {
  glBindBuffer(GL_ARRAY_BUFFER, buffer);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(data.size() * sizeof(float)), data.data(), GL_STATIC_DRAW);
}

}  // namespace

std::unique_ptr<GlRender> GlRender::create(const std::string& examplesDir, std::string* error) {
  std::unique_ptr<GlRender> render(new GlRender());
  std::string why;
  render->context_ = gl::HeadlessContext::create(&why);
  if (!render->context_) {
    gl::fail(error, "no headless OpenGL (EGL surfaceless on Mesa llvmpipe): " + why);
    return nullptr;
  }
  std::string skinPath = examplesDir + "/C6E5v_skin4m.cg", fragmentPath = examplesDir + "/C2E2f_passthru.cg";
  std::string skinText, fragmentText, passThroughText;
  gl::CgStageSource skinStage, passThroughStage, fragmentStage;
  if (!readText(skinPath, &skinText, error) || !readText(fragmentPath, &fragmentText, error) ||
      !compileStage(skinText, skinPath, "C6E5v_skin4m", "glslv", &skinStage, error) ||
      !gl::passThroughVertexCg({{"POSITION", 4}, {"COLOR0", 4}}, &passThroughText, error) ||
      !compileStage(passThroughText, "<pass-through>", gl::kPassThroughEntry, "glslv", &passThroughStage, error) ||
      !compileStage(fragmentText, fragmentPath, "C2E2f_passthru", "glslf", &fragmentStage, error))
    return nullptr;
  render->skin_ = gl::CgProgram::create(skinStage, fragmentStage, &why);
  if (!render->skin_) {
    gl::fail(error, "linking C6E5v_skin4m with C2E2f_passthru failed: " + why);
    return nullptr;
  }
  render->passThrough_ = gl::CgProgram::create(passThroughStage, fragmentStage, &why);
  if (!render->passThrough_) {
    gl::fail(error, "linking the pass-through vertex program with C2E2f_passthru failed: " + why);
    return nullptr;
  }
  if (!render->makeCapture(skinStage, error)) return nullptr;
  glGenVertexArrays(1, &render->skinArray_);
  glGenVertexArrays(1, &render->passThroughArray_);
  glGenBuffers(6, render->meshBuffers_);
  glGenBuffers(2, render->outputBuffers_);
  if (!gl::checkGlErrors("creating vertex arrays", error)) return nullptr;
  return render;
}

bool GlRender::makeCapture(const gl::CgStageSource& skin, std::string* error) {
  gl::ProgramSource source;
  source.vertex = skin.glsl;  // vertex only: what transform feedback captures from needs no fragment stage
  for (const reflect::Parameter& p : skin.reflection.parameters) {
    if (!p.glsl || p.glsl->name.empty()) continue;  // the GLSL does not use it
    const std::string& glslName = p.glsl->name;
    if (p.isUniform()) {
      if (p.glsl->padded())
        return gl::fail(error, "uniform '" + p.name + "' is stored padded, which GLSL 330 never does");
      captureUniforms_.push_back({p.name, p.type, glslName});
    } else if (!p.isOutput() && p.glsl->kind == "attribute") {
      // GLSL 330 declares layout(location = N) itself; binding the same numbers keeps 110/120 GLSL working.
      if (p.glsl->location >= 0) source.attributeLocations.push_back({glslName, p.glsl->location});
    } else if (p.isOutput()) {
      const std::string semantic = outputSemantic(p.semantic);
      if (semantic == "POSITION") capturedPosition_ = glslName;
      if (semantic == "COLOR0") capturedColor_ = glslName;
    }
  }
  if (capturedPosition_.empty() || capturedColor_.empty())
    return gl::fail(error, "C6E5v_skin4m's reflection names no GLSL output for POSITION and COLOR0");
  source.feedbackVaryings = {capturedPosition_, capturedColor_};
  std::string why;
  capture_ = gl::Program::create(source, &why);
  if (!capture_) return gl::fail(error, "linking C6E5v_skin4m's GLSL for transform feedback failed: " + why);
  return true;
}

GlRender::~GlRender() {
  if (!context_) return;
  target_.reset();
  skin_.reset();
  passThrough_.reset();
  capture_.reset();
  glDeleteBuffers(6, meshBuffers_);
  glDeleteBuffers(2, outputBuffers_);
  const GLuint arrays[] = {skinArray_, passThroughArray_};
  glDeleteVertexArrays(2, arrays);
}

bool GlRender::setMesh(const CharacterMesh& mesh, std::string* error) {
  upload(meshBuffers_[0], mesh.positions);
  upload(meshBuffers_[1], mesh.normals);
  upload(meshBuffers_[2], mesh.texCoords);
  upload(meshBuffers_[3], mesh.weights);
  upload(meshBuffers_[4], mesh.matrixIndices);
  glBindVertexArray(skinArray_);
  attach(*skin_, "POSITION", meshBuffers_[0], 3);
  attach(*skin_, "NORMAL", meshBuffers_[1], 3);
  attach(*skin_, "TEXCOORD0", meshBuffers_[2], 2);
  attach(*skin_, "TEXCOORD1", meshBuffers_[3], 4);
  attach(*skin_, "TEXCOORD2", meshBuffers_[4], 4);
  // The element buffer is vertex-array state: both arrays share the one holding the triangles.
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, meshBuffers_[5]);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.triangles.size() * sizeof(std::uint32_t)),
               mesh.triangles.data(), GL_STATIC_DRAW);
  glBindVertexArray(passThroughArray_);
  attach(*passThrough_, "ATTR0", outputBuffers_[0], 4);
  attach(*passThrough_, "ATTR1", outputBuffers_[1], 4);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, meshBuffers_[5]);
  glBindVertexArray(0);
  indexCount_ = static_cast<int>(mesh.triangles.size());
  // The capture runs the same GLSL, so its inputs read the same attributes (runTransformFeedback uploads
  // its own copy of the streams for each run).
  captureStreams_.clear();
  auto stream = [&](const std::string& semantic, const std::vector<float>& data, int components) {
    int location = skin_->attributeLocation(semantic);
    if (location >= 0) captureStreams_.push_back({location, components, data});
  };
  stream("POSITION", mesh.positions, 3);
  stream("NORMAL", mesh.normals, 3);
  stream("TEXCOORD0", mesh.texCoords, 2);
  stream("TEXCOORD1", mesh.weights, 4);
  stream("TEXCOORD2", mesh.matrixIndices, 4);
  vertexCount_ = mesh.vertexCount();
  return gl::checkGlErrors("uploading the mesh", error);
}

bool GlRender::target(int size, std::string* error) {
  if (target_ && target_->size() == size) return true;
  target_ = OffscreenTarget::create(size, error);
  return target_ != nullptr;
}

bool GlRender::drawTriangles(const gl::CgProgram& program, unsigned int vertexArray, int size, RgbaImage* image,
                             std::string* error) {
  if (indexCount_ == 0) return gl::fail(error, "no mesh uploaded");
  if (!target(size, error)) return false;
  target_->begin(kBackground);
  // Plain rasterization, the same for both pictures: depth-tested opaque triangles, no blending, no
  // multisampling or dithering (the demo antialiases by supersampling in C++), both faces drawn.
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDisable(GL_BLEND);
  glDisable(GL_CULL_FACE);
  glDisable(GL_MULTISAMPLE);
  glDisable(GL_DITHER);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_RASTERIZER_DISCARD);
  glUseProgram(program.program().id());
  glBindVertexArray(vertexArray);
  glDrawElements(GL_TRIANGLES, indexCount_, GL_UNSIGNED_INT, nullptr);
  glBindVertexArray(0);
  glUseProgram(0);
  glDisable(GL_DEPTH_TEST);
  if (!gl::checkGlErrors("drawing the character", error)) return false;
  return target_->finish(image, error);
}

bool GlRender::drawGpu(const SkinUniforms& u, int size, RgbaImage* image, std::string* error) {
  const float exponent[] = {u.specularExponent}, ambient[] = {u.ambient};
  if (!skin_->set("boneMatrix", u.boneMatrix, error) || !skin_->set("modelViewProj", u.modelViewProj, error) ||
      !skin_->set("light.eyePosition", u.eyePosition, error) ||
      !skin_->set("light.lightPosition", u.lightPosition, error) ||
      !skin_->set("light.lightColor", u.lightColor, error) ||
      !skin_->set("light.specularExponent", exponent, error) || !skin_->set("light.ambient", ambient, error))
    return false;
  return drawTriangles(*skin_, skinArray_, size, image, error);
}

bool GlRender::drawCpu(const VertexOutputs& outputs, int size, RgbaImage* image, std::string* error) {
  upload(outputBuffers_[0], outputs.clipPositions);
  upload(outputBuffers_[1], outputs.colors);
  return drawTriangles(*passThrough_, passThroughArray_, size, image, error);
}

bool GlRender::captureGpu(const SkinUniforms& u, VertexOutputs* outputs, std::string* error) {
  if (indexCount_ == 0) return gl::fail(error, "no mesh uploaded");
  std::vector<float> values;
  for (const UniformLeaf& leaf : captureUniforms_) {
    int rows = 0, cols = 1;
    if (!skinLeafValues(u, leaf.cgName, &values))
      return gl::fail(error, "C6E5v_skin4m's uniform '" + leaf.cgName + "' is not one the demo sets");
    if (!floatShape(leaf.cgType, &rows, &cols) ||
        values.size() % static_cast<std::size_t>(rows ? rows * cols : cols) != 0)
      return gl::fail(error, "uniform '" + leaf.cgName + "' of type " + leaf.cgType + " does not take " +
                                 std::to_string(values.size()) + " floats");
    // A Cg matrix's rows are its GLSL matrix's columns (cgxc's layout; CgProgram uploads them the same way).
    const bool ok = rows == 0 ? capture_->setFloat(leaf.glslName, cols, values, error)
                              : capture_->setMatrix(leaf.glslName, rows, cols, values, false, error);
    if (!ok) return false;
  }
  std::vector<std::vector<float>> captured;
  if (!gl::runTransformFeedback(*capture_, captureStreams_, {{capturedPosition_, 4}, {capturedColor_, 4}},
                                static_cast<int>(vertexCount_), &captured, error))
    return false;
  outputs->clipPositions = std::move(captured[0]);
  outputs->colors = std::move(captured[1]);
  return true;
}

}  // namespace cgx::demo
