// The worker process's side of FragmentLlvmpipe.h: the GL scene of each case and the command loop.
#include "FragmentLlvmpipe.h"

#include <glad/gl.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "FragmentScene.h"
#include "gl/CgProgram.h"
#include "gl/GlError.h"
#include "gl/HeadlessContext.h"
#include "gl/PassThroughVertex.h"
#include "gl/Texture.h"
#include <cgx/Compiler.h>

namespace cgx::bench {

namespace {

// One case ready to draw: its program, textures and the quad's vertex array.
struct GlCase {
  std::unique_ptr<gl::CgProgram> program;
  std::vector<std::pair<std::string, std::unique_ptr<gl::Texture>>> textures;  // by sampler name
  GLuint vertexArray = 0;
  std::vector<GLuint> buffers;
};

bool compileStage(const std::string& source, const std::string& fileName, const std::string& entry, bool fragment,
                  gl::CgStageSource* stage, std::string* error) {
  CompiledShader compiled =
      compileToGlsl(source, entry, fragment ? "glslf" : "glslv", {"-glsl", "330"}, fileName);
  if (!compiled.ok()) return gl::fail(error, fileName + ": " + compiled.status.toString() + "\n" + compiled.diagnostics);
  stage->glsl = std::move(compiled.glsl);
  stage->reflection = std::move(compiled.reflection);
  return true;
}

gl::TextureImage glImage(const FragmentTexture& texture) {
  gl::TextureImage image;
  image.kind = texture.shape.kind == TextureKind::Cube ? gl::TextureKind::Cube : gl::TextureKind::Texture2D;
  image.width = texture.shape.width;
  image.height = texture.shape.height;
  image.rgba = texture.rgba;
  image.filter = gl::Filter::Linear;
  image.wrap = texture.clamp ? gl::Wrap::ClampToEdge : gl::Wrap::Repeat;
  return image;
}

class Scene {
 public:
  bool build(const std::string& examples, int width, int height, std::string* error) {
    width_ = width;
    height_ = height;
    context_ = gl::HeadlessContext::create(error);
    if (!context_) return false;
    glGenFramebuffers(1, &framebuffer_);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glGenRenderbuffers(1, &renderbuffer_);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffer_);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA32F, width, height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffer_);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
      return gl::fail(error, "the float framebuffer is incomplete");
    glViewport(0, 0, width, height);
    glDisable(GL_BLEND);
    glDisable(GL_DITHER);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_MULTISAMPLE);
    for (const FragmentCase& c : makeFragmentCases())
      if (!buildCase(examples, c, error)) return gl::fail(error, c.name + ": " + *error);
    return gl::checkGlErrors("building the fragment scene", error);
  }

  bool draw(const std::string& name, double* seconds, std::string* error) {
    auto found = cases_.find(name);
    if (found == cases_.end()) return gl::fail(error, "no case " + name);
    const GlCase& c = found->second;
    const auto start = std::chrono::steady_clock::now();
    glUseProgram(c.program->program().id());
    for (std::size_t unit = 0; unit < c.textures.size(); ++unit)
      if (!c.textures[unit].second->bind(static_cast<int>(unit), error)) return false;
    glBindVertexArray(c.vertexArray);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    glFinish();
    *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return gl::checkGlErrors("drawing " + name, error);
  }

  bool writeImage(const std::string& path, std::string* error) {
    std::vector<float> rgba(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_) * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_COLOR_ATTACHMENT0);
    glReadPixels(0, 0, width_, height_, GL_RGBA, GL_FLOAT, rgba.data());
    if (!gl::checkGlErrors("reading the picture", error)) return false;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file == nullptr) return gl::fail(error, "cannot write " + path);
    const bool written = std::fwrite(rgba.data(), sizeof(float), rgba.size(), file) == rgba.size();
    return std::fclose(file) == 0 && written ? true : gl::fail(error, "cannot write " + path);
  }

 private:
  bool buildCase(const std::string& examples, const FragmentCase& description, std::string* error) {
    std::vector<gl::PassThroughVarying> varyings{{"POSITION", 4}};
    for (const FragmentVarying& v : description.varyings) varyings.push_back({v.semantic, v.components});
    std::string passThrough;
    gl::CgStageSource vertex, fragment;
    const std::string path = examples + "/" + description.example;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!gl::passThroughVertexCg(varyings, &passThrough, error) ||
        !compileStage(passThrough, "<pass-through>", gl::kPassThroughEntry, false, &vertex, error) ||
        !compileStage(text.str(), path, description.entry, true, &fragment, error))
      return false;
    GlCase c;
    c.program = gl::CgProgram::create(vertex, fragment, error);
    if (!c.program) return false;
    for (const FragmentUniform& uniform : description.uniforms)
      if (!c.program->set(uniform.name, uniform.values, error)) return false;
    for (const FragmentTexture& texture : description.textures) {
      std::unique_ptr<gl::Texture> made = gl::Texture::create(glImage(texture), error);
      if (!made || !c.program->setSampler(texture.sampler, static_cast<int>(c.textures.size()), error)) return false;
      c.textures.emplace_back(texture.sampler, std::move(made));
    }
    // The quad's corners as a triangle strip, at (u, v) = (0, 0), (1, 0), (0, 1), (1, 1); attribute ATTRi
    // carries the i-th pass-through varying (POSITION first).
    const float corners[4][2] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
    glGenVertexArrays(1, &c.vertexArray);
    glBindVertexArray(c.vertexArray);
    for (std::size_t i = 0; i < varyings.size(); ++i) {
      std::vector<float> data;
      for (const auto& [u, v] : corners) {
        if (i == 0) {
          data.insert(data.end(), {2 * u - 1, 2 * v - 1, 0, 1});
        } else {
          const std::array<float, 4> value = description.varyings[i - 1].at(u, v);
          data.insert(data.end(), value.begin(), value.begin() + varyings[i].components);
        }
      }
      const int location = c.program->attributeLocation("ATTR" + std::to_string(i));
      if (location < 0) return gl::fail(error, "the pass-through program has no ATTR" + std::to_string(i));
      GLuint buffer = 0;
      glGenBuffers(1, &buffer);
      c.buffers.push_back(buffer);
      glBindBuffer(GL_ARRAY_BUFFER, buffer);
      glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(data.size() * sizeof(float)), data.data(), GL_STATIC_DRAW);
      glEnableVertexAttribArray(static_cast<GLuint>(location));
      glVertexAttribPointer(static_cast<GLuint>(location), varyings[i].components, GL_FLOAT, GL_FALSE, 0, nullptr);
    }
    glBindVertexArray(0);
    cases_.emplace(description.name, std::move(c));
    return gl::checkGlErrors("building the quad", error);
  }

  std::unique_ptr<gl::HeadlessContext> context_;
  GLuint framebuffer_ = 0, renderbuffer_ = 0;
  int width_ = 0, height_ = 0;
  std::map<std::string, GlCase> cases_;
};

}  // namespace

int llvmpipeFragmentWorkerMain(int width, int height) {
  // The worker lives until the benchmark ends; its GL objects go with the process.
  static Scene* scene = new Scene;
  std::string error;
  if (width <= 0 || height <= 0 || !scene->build(std::string(CGX_SOURCE_DIR) + "/examples", width, height, &error)) {
    std::cout << "error: " << (error.empty() ? "bad size" : error) << std::endl;
    return 1;
  }
  std::cout << std::setprecision(9) << "ready" << std::endl;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream words(line);
    std::string command, name, path;
    words >> command >> name >> path;
    double seconds = 0;
    if (command == "draw" && scene->draw(name, &seconds, &error)) {
      std::cout << seconds << std::endl;
    } else if (command == "image" && !path.empty() && scene->draw(name, &seconds, &error) &&
               scene->writeImage(path, &error)) {
      std::cout << "ok" << std::endl;
    } else {
      // Errors are one line: the parent reads answers line by line.
      std::string flat = error.empty() ? "unknown command: " + line : error;
      for (char& ch : flat)
        if (ch == '\n') ch = ' ';
      std::cout << "error: " << flat << std::endl;
      error.clear();
    }
  }
  return 0;
}

}  // namespace cgx::bench
