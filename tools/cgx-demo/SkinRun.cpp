#include "SkinRun.h"

#include <span>

namespace cgx::demo {

namespace {

bool check(const Status& status, const std::string& what, std::string* error) {
  if (status.ok()) return true;
  *error = what + ": " + status.toString();
  return false;
}

}  // namespace

std::unique_ptr<SkinRun> SkinRun::create(const std::string& sourcePath, unsigned threads, std::string* error) {
  Result<Context> context = Context::create({threads, 0});
  if (!context.ok()) {
    *error = "cannot create the CPU runtime: " + context.status().toString();
    return nullptr;
  }
  ProgramResult built = context->createProgramFromFile(sourcePath, "C6E5v_skin4m", "arbvp1");
  if (!built.ok()) {
    *error = built.diagnostics.text + built.status.toString();
    return nullptr;
  }
  return std::unique_ptr<SkinRun>(new SkinRun(std::move(context).value(), std::move(*built.program)));
}

bool SkinRun::bind(const CharacterMesh& mesh, VertexOutputs* outputs, std::string* error) {
  vertexCount_ = mesh.vertexCount();
  outputs->clipPositions.assign(vertexCount_ * 4, 0.0f);
  outputs->colors.assign(vertexCount_ * 4, 0.0f);
  // Packed float32 streams: the kernel compiled with the program reads them, so no run compiles another.
  return check(program_.bindInput("POSITION", {mesh.positions.data()}), "POSITION", error) &&
         check(program_.bindInput("NORMAL", {mesh.normals.data()}), "NORMAL", error) &&
         check(program_.bindInput("TEXCOORD0", {mesh.texCoords.data()}), "TEXCOORD0", error) &&
         check(program_.bindInput("TEXCOORD1", {mesh.weights.data()}), "TEXCOORD1", error) &&
         check(program_.bindInput("TEXCOORD2", {mesh.matrixIndices.data()}), "TEXCOORD2", error) &&
         check(program_.bindOutput("POSITION", {outputs->clipPositions.data()}), "output POSITION", error) &&
         check(program_.bindOutput("COLOR0", {outputs->colors.data()}), "output COLOR0", error);
}

bool SkinRun::setUniforms(const SkinUniforms& u, std::string* error) {
  const float exponent[] = {u.specularExponent}, ambient[] = {u.ambient};
  return check(program_.setFloat("boneMatrix", u.boneMatrix), "boneMatrix", error) &&
         check(program_.setMatrix("modelViewProj", u.modelViewProj, MatrixOrder::RowMajor), "modelViewProj", error) &&
         check(program_.setFloat("light.eyePosition", u.eyePosition), "light.eyePosition", error) &&
         check(program_.setFloat("light.lightPosition", u.lightPosition), "light.lightPosition", error) &&
         check(program_.setFloat("light.lightColor", u.lightColor), "light.lightColor", error) &&
         check(program_.setFloat("light.specularExponent", exponent), "light.specularExponent", error) &&
         check(program_.setFloat("light.ambient", ambient), "light.ambient", error);
}

bool SkinRun::run(std::string* error) {
  if (vertexCount_ == 0) {
    *error = "no mesh bound";
    return false;
  }
  return check(program_.run(vertexCount_), "run", error);
}

}  // namespace cgx::demo
