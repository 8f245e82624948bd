#include "gl/PointRenderer.h"

#include <glad/gl.h>

#include <utility>

#include "gl/GlError.h"

namespace cgx::gl {
namespace {

GLenum depthFuncEnum(DepthFunc func) {
  switch (func) {
    case DepthFunc::Always: return GL_ALWAYS;
    case DepthFunc::Never: return GL_NEVER;
    case DepthFunc::Less: return GL_LESS;
    case DepthFunc::LessEqual: return GL_LEQUAL;
    case DepthFunc::Equal: return GL_EQUAL;
    case DepthFunc::Greater: return GL_GREATER;
    case DepthFunc::GreaterEqual: return GL_GEQUAL;
    case DepthFunc::NotEqual: return GL_NOTEQUAL;
  }
  return GL_ALWAYS;
}

// The framebuffer and its attachments for one draw, deleted (and the default state put back) on every exit.
struct Framebuffer {
  GLint previous = 0;  // the context's own 1x1 framebuffer (HeadlessContext), bound again afterwards
  GLuint framebuffer = 0;
  std::vector<GLuint> renderbuffers;
  Framebuffer() { glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previous); }
  ~Framebuffer() {
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous));
    if (framebuffer != 0) glDeleteFramebuffers(1, &framebuffer);
    if (!renderbuffers.empty()) glDeleteRenderbuffers(static_cast<GLsizei>(renderbuffers.size()), renderbuffers.data());
    glDisable(GL_DEPTH_TEST);
    glUseProgram(0);
  }
  GLuint attach(GLenum format, GLenum attachment, int width, int height) {
    GLuint renderbuffer = 0;
    glGenRenderbuffers(1, &renderbuffer);
    renderbuffers.push_back(renderbuffer);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffer);
    glRenderbufferStorage(GL_RENDERBUFFER, format, width, height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, attachment, GL_RENDERBUFFER, renderbuffer);
    return renderbuffer;
  }
};

}  // namespace

bool renderPoints(const Program& program, const std::vector<VertexStream>& streams, int count,
                  const PointTarget& target, PointImage* image, std::string* error) {
  image->colors.clear();
  image->depth.clear();
  if (target.width <= 0 || target.height <= 0) return fail(error, "the target needs a positive size");
  if (target.colorAttachments < 0 || target.colorAttachments > 4)
    return fail(error, "the target takes 0 to 4 colour attachments");
  if (count < 0) return fail(error, "negative point count");

  Framebuffer fb;
  glGenFramebuffers(1, &fb.framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, fb.framebuffer);
  std::vector<GLenum> drawBuffers;
  for (int i = 0; i < target.colorAttachments; ++i) {
    GLenum attachment = static_cast<GLenum>(GL_COLOR_ATTACHMENT0 + i);
    fb.attach(GL_RGBA32F, attachment, target.width, target.height);
    drawBuffers.push_back(attachment);
  }
  fb.attach(GL_DEPTH_COMPONENT32F, GL_DEPTH_ATTACHMENT, target.width, target.height);
  if (drawBuffers.empty())
    glDrawBuffer(GL_NONE);
  else
    glDrawBuffers(static_cast<GLsizei>(drawBuffers.size()), drawBuffers.data());
  if (!checkGlErrors("creating the framebuffer", error)) return false;
  GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
  if (status != GL_FRAMEBUFFER_COMPLETE) return fail(error, "the framebuffer is incomplete (status " + std::to_string(status) + ")");

  glViewport(0, 0, target.width, target.height);
  glDisable(GL_BLEND);
  glDisable(GL_DITHER);
  glDisable(GL_MULTISAMPLE);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_POINT_SMOOTH);
  glDisable(GL_POINT_SPRITE);
  glDisable(GL_PROGRAM_POINT_SIZE);  // a shader writing gl_PointSize cannot grow the points
  glDisable(GL_RASTERIZER_DISCARD);
  glPointSize(1.0f);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  glDepthMask(GL_TRUE);
  glClampColor(GL_CLAMP_VERTEX_COLOR, GL_FALSE);
  glClampColor(GL_CLAMP_FRAGMENT_COLOR, GL_FALSE);
  glClampColor(GL_CLAMP_READ_COLOR, GL_FALSE);
  for (int i = 0; i < target.colorAttachments; ++i) glClearBufferfv(GL_COLOR, i, target.clearColor.data());
  glClearBufferfv(GL_DEPTH, 0, &target.clearDepth);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(depthFuncEnum(target.depthFunc));
  if (!checkGlErrors("setting up the point draw", error)) return false;

  VertexInput input;
  if (!input.upload(streams, count, error)) return false;
  glUseProgram(program.id());
  glDrawArrays(GL_POINTS, 0, count);
  if (!checkGlErrors("drawing the points", error)) return false;

  const std::size_t pixels = static_cast<std::size_t>(target.width) * static_cast<std::size_t>(target.height);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  for (int i = 0; i < target.colorAttachments; ++i) {
    std::vector<float> color(pixels * 4);
    glReadBuffer(static_cast<GLenum>(GL_COLOR_ATTACHMENT0 + i));
    glReadPixels(0, 0, target.width, target.height, GL_RGBA, GL_FLOAT, color.data());
    image->colors.push_back(std::move(color));
  }
  if (target.readDepth) {
    image->depth.resize(pixels);
    glReadPixels(0, 0, target.width, target.height, GL_DEPTH_COMPONENT, GL_FLOAT, image->depth.data());
  }
  return checkGlErrors("reading the framebuffer", error);
}

std::vector<float> pixelCenterPositions(int width, int height) {
  std::vector<float> positions;
  positions.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 2);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      positions.push_back((2.0f * static_cast<float>(x) + 1.0f) / static_cast<float>(width) - 1.0f);
      positions.push_back((2.0f * static_cast<float>(y) + 1.0f) / static_cast<float>(height) - 1.0f);
    }
  }
  return positions;
}

}  // namespace cgx::gl
