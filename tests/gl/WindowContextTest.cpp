// gl::WindowContext: the GL harness in a GLFW window. A cgxc vertex+fragment pair (C2E1v_green and
// C2E2f_passthru from examples/) linked through CgProgram draws a triangle into the window; the pixels read
// back are green inside it and the clear colour outside. CTest runs this binary under xvfb-run (no GPU, no
// real display needed); run by hand without a display it skips.
#include <gtest/gtest.h>

#include <glad/gl.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include <unistd.h>

#include "Subprocess.h"
#include "gl/CgProgram.h"
#include "gl/WindowContext.h"
#include "support/Golden.h"
#include "support/ReflectionFile.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

gl::CgStageSource compileExample(const std::string& file, const std::string& profile, const std::string& entry) {
  fs::path reflect = fs::temp_directory_path() / ("cgx_window_" + std::to_string(getpid()) + "_" + entry + ".json");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", profile, "-po", "version=330", "-entry", entry,
                                "-reflect", reflect.string(), std::string(CGX_SOURCE_DIR) + "/examples/" + file});
  EXPECT_TRUE(r.exitedWith(0)) << r.describe();
  gl::CgStageSource stage{r.out, readReflection(reflect)};
  fs::remove(reflect);
  return stage;
}

TEST(WindowContextTest, CgPairDrawsIntoTheWindow) {
  std::string error;
  std::unique_ptr<gl::WindowContext> window = gl::WindowContext::create({64, 64, "cgx test", true, 0}, &error);
  // CTest's xvfb-run entry sets CGX_REQUIRE_WINDOW: there a missing window is a failure, not a skip.
  if (!window && std::getenv("CGX_REQUIRE_WINDOW") != nullptr) FAIL() << error;
  if (!window) GTEST_SKIP() << error;
  EXPECT_NE(window->renderer(), "");
  ASSERT_EQ(window->framebufferWidth(), 64);
  ASSERT_EQ(window->framebufferHeight(), 64);

  std::unique_ptr<gl::CgProgram> program =
      gl::CgProgram::create(compileExample("C2E1v_green.cg", "glslv", "C2E1v_green"),
                            compileExample("C2E2f_passthru.cg", "glslf", "C2E2f_passthru"), &error);
  ASSERT_TRUE(program) << error;
  int position = program->attributeLocation("POSITION");
  ASSERT_GE(position, 0);

  // The lower-left half of clip space: the triangle (-1,-1), (1,-1), (-1,1).
  const float corners[] = {-1, -1, 1, -1, -1, 1};
  GLuint vao = 0, buffer = 0;
  glGenVertexArrays(1, &vao);
  glBindVertexArray(vao);
  glGenBuffers(1, &buffer);
  glBindBuffer(GL_ARRAY_BUFFER, buffer);
  glBufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
  glEnableVertexAttribArray(static_cast<GLuint>(position));
  glVertexAttribPointer(static_cast<GLuint>(position), 2, GL_FLOAT, GL_FALSE, 0, nullptr);
  glViewport(0, 0, 64, 64);
  glClearColor(0.0f, 0.0f, 1.0f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  glUseProgram(program->program().id());
  glDrawArrays(GL_TRIANGLES, 0, 3);
  ASSERT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
  std::vector<std::uint8_t> pixels = window->readPixels();
  window->swapBuffers();
  glDeleteBuffers(1, &buffer);
  glDeleteVertexArrays(1, &vao);

  auto pixel = [&](int x, int y) {
    const std::uint8_t* p = &pixels[(static_cast<std::size_t>(y) * 64 + static_cast<std::size_t>(x)) * 4];
    return std::array<int, 4>{p[0], p[1], p[2], p[3]};
  };
  EXPECT_EQ(pixel(8, 8), (std::array<int, 4>{0, 255, 0, 255}));     // inside the triangle: green
  EXPECT_EQ(pixel(56, 56), (std::array<int, 4>{0, 0, 255, 255}));   // outside: the clear colour
  EXPECT_EQ(pixel(20, 30), (std::array<int, 4>{0, 255, 0, 255}));   // x + y < 64: inside
  EXPECT_EQ(pixel(40, 40), (std::array<int, 4>{0, 0, 255, 255}));   // x + y > 64: outside
}

TEST(WindowContextTest, NoDisplayIsAnErrorNotACrash) {
  // Without DISPLAY GLFW cannot initialise: create() must say so and return null.
  std::string saved = std::getenv("DISPLAY") ? std::getenv("DISPLAY") : "";
  if (!saved.empty()) GTEST_SKIP() << "a display is set; this case runs where none is (ctest's plain run)";
  std::string error;
  EXPECT_EQ(gl::WindowContext::create({}, &error), nullptr);
  EXPECT_NE(error.find("GLFW"), std::string::npos) << error;
}

}  // namespace
}  // namespace cgx::test
