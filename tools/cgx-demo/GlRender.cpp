#include "GlRender.h"

#include <glad/gl.h>

#include <fstream>
#include <sstream>

#include "driver/Compile.h"
#include "gl/GlError.h"
#include "gl/PassThroughVertex.h"

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
  std::string skinText, fragmentText;
  gl::CgStageSource skinStage, passThroughStage, fragmentStage;
  if (!readText(skinPath, &skinText, error) || !readText(fragmentPath, &fragmentText, error) ||
      !compileStage(skinText, skinPath, "C6E5v_skin4m", "glslv", &skinStage, error) ||
      !compileStage(gl::passThroughVertexCg({{"POSITION", 4}, {"COLOR0", 4}}), "<pass-through>",
                    gl::kPassThroughEntry, "glslv", &passThroughStage, error) ||
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
  glGenVertexArrays(1, &render->skinArray_);
  glGenVertexArrays(1, &render->passThroughArray_);
  glGenBuffers(6, render->meshBuffers_);
  glGenBuffers(2, render->outputBuffers_);
  if (!gl::checkGlErrors("creating vertex arrays", error)) return nullptr;
  return render;
}

GlRender::~GlRender() {
  if (!context_) return;
  target_.reset();
  skin_.reset();
  passThrough_.reset();
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

}  // namespace cgx::demo
