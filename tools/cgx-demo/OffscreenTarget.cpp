#include "OffscreenTarget.h"

#include <glad/gl.h>

#include <algorithm>

#include "gl/GlError.h"

namespace cgx::demo {

std::unique_ptr<OffscreenTarget> OffscreenTarget::create(int size, std::string* error) {
  std::unique_ptr<OffscreenTarget> target(new OffscreenTarget());
  target->size_ = size;
  GLint previous = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previous);
  glGenFramebuffers(1, &target->framebuffer_);
  glBindFramebuffer(GL_FRAMEBUFFER, target->framebuffer_);
  glGenRenderbuffers(1, &target->color_);
  glBindRenderbuffer(GL_RENDERBUFFER, target->color_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, size, size);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, target->color_);
  glGenRenderbuffers(1, &target->depth_);
  glBindRenderbuffer(GL_RENDERBUFFER, target->depth_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, size, size);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, target->depth_);
  GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
  glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous));
  if (!gl::checkGlErrors("creating a " + std::to_string(size) + "x" + std::to_string(size) + " framebuffer", error))
    return nullptr;
  if (status != GL_FRAMEBUFFER_COMPLETE) {
    gl::fail(error, "the offscreen framebuffer is incomplete (status " + std::to_string(status) + ")");
    return nullptr;
  }
  return target;
}

OffscreenTarget::~OffscreenTarget() {
  if (framebuffer_ != 0) glDeleteFramebuffers(1, &framebuffer_);
  const GLuint renderbuffers[] = {color_, depth_};
  glDeleteRenderbuffers(2, renderbuffers);
}

void OffscreenTarget::begin(Rgba background) {
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previous_);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glViewport(0, 0, size_, size_);
  glClearColor(background[0] / 255.0f, background[1] / 255.0f, background[2] / 255.0f, background[3] / 255.0f);
  glClearDepth(1.0);
  glDepthMask(GL_TRUE);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}

bool OffscreenTarget::finish(RgbaImage* image, std::string* error) {
  image->width = image->height = size_;
  const auto rowBytes = static_cast<std::size_t>(size_) * 4;
  std::vector<std::uint8_t> bottomUp(rowBytes * static_cast<std::size_t>(size_));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_COLOR_ATTACHMENT0);
  glReadPixels(0, 0, size_, size_, GL_RGBA, GL_UNSIGNED_BYTE, bottomUp.data());
  glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous_));
  image->pixels.resize(bottomUp.size());
  for (int y = 0; y < size_; ++y) {
    auto source = bottomUp.begin() + std::ptrdiff_t(rowBytes * static_cast<std::size_t>(size_ - 1 - y));
    std::copy(source, source + std::ptrdiff_t(rowBytes), image->pixels.begin() + std::ptrdiff_t(rowBytes * static_cast<std::size_t>(y)));
  }
  return gl::checkGlErrors("reading the image back", error);
}

}  // namespace cgx::demo
