// Shared by the libCgGL tests: a headless GL context (Mesa EGL surfaceless; the test is skipped with the
// reason when the machine cannot make one), one for the suite (as an application has one; it also saves
// making one per test under the sanitizers), an 8x8 framebuffer per test to draw into, a Cg context,
// and small helpers to draw a quad and read pixels back. The calls under test are the C API's.
#pragma once

#include <glad/gl.h>  // the test's own GL calls; before cgGL.h, which then leaves out <GL/gl.h>
#define CGGL_NO_OPENGL
#include <Cg/cgGL.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <string>

#include "gl/HeadlessContext.h"

namespace cgx::test {

// A vertex program that places the quad and passes a colour (arbvp1: GL's built-in attributes), and a
// fragment program that tints what it receives.
inline constexpr const char* kPassVertex =
    "void main(float4 p : POSITION, float4 c : COLOR0, out float4 op : POSITION, out float4 oc : COLOR0,\n"
    "          uniform float4 scale) {\n"
    "  op = p; oc = c * scale;\n"
    "}\n";
inline constexpr const char* kTintFragment =
    "float4 main(float4 c : COLOR0, uniform float4 tint) : COLOR { return c * tint; }\n";

class LibCgGL : public ::testing::Test {
 protected:
  static constexpr int kSize = 8;

  static void SetUpTestSuite() { gl_ = gl::HeadlessContext::create(&glError_).release(); }
  static void TearDownTestSuite() {
    delete gl_;
    gl_ = nullptr;
  }

  void SetUp() override {
    if (!gl_) GTEST_SKIP() << "no headless GL context: " << glError_;
    glGenTextures(1, &colour_);
    glBindTexture(GL_TEXTURE_2D, colour_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, kSize, kSize, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindTexture(GL_TEXTURE_2D, 0);
    glGenFramebuffers(1, &framebuffer_);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour_, 0);
    glViewport(0, 0, kSize, kSize);
    cgGetError();  // nothing left over from another test
    context = cgCreateContext();
    ASSERT_NE(context, nullptr);
    cgGLSetDebugMode(CG_TRUE);
  }

  void TearDown() override {
    if (!gl_) return;
    // libCgGL's stage state is process-wide (as NVIDIA's): leave every stage fixed-function for the next
    // test, and the GL objects gone while the context is current.
    for (CGprofile profile : {CG_PROFILE_ARBVP1, CG_PROFILE_ARBFP1}) {  // one per stage
      cgGLDisableProfile(profile);
      cgGLUnbindProgram(profile);
    }
    cgDestroyContext(context);
    glDeleteFramebuffers(1, &framebuffer_);
    glDeleteTextures(1, &colour_);
    glColor4f(1, 1, 1, 1);  // GL state the next test would inherit (each binds its own framebuffer)
  }

  CGprogram create(const char* source, CGprofile profile) {
    CGprogram program = cgCreateProgram(context, CG_SOURCE, source, profile, "main", nullptr);
    EXPECT_NE(program, nullptr) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    return program;
  }

  // Created, loaded and bound, its profile enabled.
  CGprogram use(const char* source, CGprofile profile) {
    CGprogram program = create(source, profile);
    cgGLLoadProgram(program);
    cgGLBindProgram(program);
    cgGLEnableProfile(profile);
    EXPECT_EQ(cgGetError(), CG_NO_ERROR) << (cgGetLastListing(context) ? cgGetLastListing(context) : "");
    return program;
  }

  // A quad over the whole target in immediate mode with one colour (GL's current colour: COLOR0).
  void drawQuad(float r = 1, float g = 1, float b = 1, float a = 1) {
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    glColor4f(r, g, b, a);
    glBegin(GL_QUADS);
    glVertex2f(-1, -1);
    glVertex2f(1, -1);
    glVertex2f(1, 1);
    glVertex2f(-1, 1);
    glEnd();
  }

  std::array<int, 4> pixel(int x = kSize / 2, int y = kSize / 2) {
    unsigned char rgba[4] = {};
    glReadPixels(x, y, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    return {rgba[0], rgba[1], rgba[2], rgba[3]};
  }

  CGcontext context = nullptr;

 private:
  static inline gl::HeadlessContext* gl_ = nullptr;
  static inline std::string glError_;
  GLuint framebuffer_ = 0, colour_ = 0;
};

// A colour read back as bytes is the one wanted, with GL's rounding: each component within 1 of
// value * 255.
inline ::testing::AssertionResult Rgba(const std::array<int, 4>& got, float r, float g, float b, float a) {
  const float want[4] = {r, g, b, a};
  for (int k = 0; k < 4; ++k)
    if (std::abs(got[k] - static_cast<int>(want[k] * 255.0f + 0.5f)) > 1)
      return ::testing::AssertionFailure() << "read (" << got[0] << ", " << got[1] << ", " << got[2] << ", " << got[3]
                                           << "), want (" << r << ", " << g << ", " << b << ", " << a << ") x 255";
  return ::testing::AssertionSuccess();
}

}  // namespace cgx::test
