// Failures come back as messages, never as aborts or silent no-ops: compile and link errors carry the info
// log and the stage, unknown uniforms and mismatched uniform types are refused, bad run arguments and GL's
// own errors name the operation. Also the context: what it is, and that it can be made again.
#include <string>

#include "GlTestSupport.h"
#include "gl/PointRenderer.h"
#include "gl/Texture.h"

namespace cgx::gl::test {
namespace {

const char* const kVertex =
    "#version 330\nuniform vec4 offset;\nuniform mat3 m;\nlayout(location = 0) in vec4 p;\nout vec4 q;\n"
    "void main() { q = p + offset + vec4(m[0], 0.0); gl_Position = p; }\n";

TEST_F(GlTest, ContextIsDesktopCompatibility) {
  EXPECT_NE(context_->version().find("Compatibility Profile"), std::string::npos) << context_->version();
  EXPECT_FALSE(context_->renderer().empty());
  RecordProperty("renderer", context_->renderer());
}

TEST_F(GlTest, ContextCanBeMadeAgain) {
  context_.reset();
  std::string error;
  context_ = HeadlessContext::create(&error);
  ASSERT_NE(context_, nullptr) << error;
  ProgramSource source;
  source.vertex = kVertex;
  source.feedbackVaryings = {"q"};
  EXPECT_NE(link(source), nullptr);
}

TEST_F(GlTest, CompileErrorsCarryTheStageAndInfoLog) {
  std::string error;
  ProgramSource source;
  source.vertex = "#version 330\nvoid main() { gl_Position = undefined_thing; }\n";
  EXPECT_EQ(Program::create(source, &error), nullptr);
  EXPECT_NE(error.find("vertex shader"), std::string::npos) << error;
  EXPECT_NE(error.find("undefined_thing"), std::string::npos) << error;  // Mesa's info log names it

  source.vertex = kVertex;
  source.fragment = "#version 330\nout vec4 c;\nvoid main() { c = vec4(1.0) * not_declared; }\n";
  EXPECT_EQ(Program::create(source, &error), nullptr);
  EXPECT_NE(error.find("fragment shader"), std::string::npos) << error;
  EXPECT_NE(error.find("not_declared"), std::string::npos) << error;
}

TEST_F(GlTest, LinkErrorsCarryTheInfoLog) {
  std::string error;
  ProgramSource source;
  source.vertex = kVertex;
  source.fragment = "#version 330\nin vec3 q;\nout vec4 c;\nvoid main() { c = vec4(q, 1.0); }\n";  // vec4 out
  EXPECT_EQ(Program::create(source, &error), nullptr);
  EXPECT_EQ(error.rfind("link:", 0), 0u) << error;
  EXPECT_NE(error.find("q"), std::string::npos) << error;
  source.fragment.clear();
  source.feedbackVaryings = {"no_such_output"};
  EXPECT_EQ(Program::create(source, &error), nullptr);
  EXPECT_NE(error.find("no_such_output"), std::string::npos) << error;
}

TEST_F(GlTest, UniformErrors) {
  ProgramSource source;
  source.vertex = kVertex;
  source.feedbackVaryings = {"q"};
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  std::string error;
  const float four[] = {1, 2, 3, 4};
  EXPECT_EQ(program->uniformLocation("missing"), -1);
  EXPECT_FALSE(program->setFloat("missing", 4, four, &error));
  EXPECT_NE(error.find("'missing' is not an active uniform"), std::string::npos) << error;
  // A mat3 set as a vec4, a vec4 set as a mat2: GL refuses (GL_INVALID_OPERATION), and so do we.
  EXPECT_FALSE(program->setFloat("m", 4, four, &error));
  EXPECT_NE(error.find("GL_INVALID_OPERATION"), std::string::npos) << error;
  EXPECT_FALSE(program->setMatrix("offset", 2, 2, four, false, &error));
  EXPECT_NE(error.find("GL_INVALID_OPERATION"), std::string::npos) << error;
  // Three floats are not a whole number of vec4s; and no GL error lingers for the next call.
  EXPECT_FALSE(program->setFloat("offset", 4, std::span<const float>(four, 3), &error));
  EXPECT_NE(error.find("whole number"), std::string::npos) << error;
  EXPECT_TRUE(program->setFloat("offset", 4, four, &error)) << error;
}

TEST_F(GlTest, RunArgumentErrors) {
  ProgramSource source;
  source.vertex = kVertex;
  source.feedbackVaryings = {"q"};
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  std::vector<std::vector<float>> values;
  std::string error;
  const VertexStream p{0, 4, {1, 2, 3, 4}};
  EXPECT_FALSE(runTransformFeedback(*program, {p}, {{"q", 3}}, 1, &values, &error));
  EXPECT_NE(error.find("does not match the linked varying 'q' (4 floats)"), std::string::npos) << error;
  EXPECT_FALSE(runTransformFeedback(*program, {p}, {{"q", 4}}, 2, &values, &error));
  EXPECT_NE(error.find("holds 4 floats, the draw needs 8"), std::string::npos) << error;
  EXPECT_TRUE(values.empty());
  EXPECT_FALSE(runTransformFeedback(*program, {VertexStream{-7, 4, {1, 2, 3, 4}}}, {{"q", 4}}, 1, &values, &error));
  EXPECT_NE(error.find("not a builtin"), std::string::npos) << error;
  // And the harness still works afterwards.
  EXPECT_TRUE(runTransformFeedback(*program, {p}, {{"q", 4}}, 1, &values, &error)) << error;

  PointTarget target;
  target.colorAttachments = 5;
  PointImage image;
  EXPECT_FALSE(renderPoints(*program, {p}, 1, target, &image, &error));
  EXPECT_NE(error.find("0 to 4"), std::string::npos) << error;
}

TEST_F(GlTest, TextureErrors) {
  std::string error;
  TextureImage image;
  image.kind = TextureKind::Rectangle;
  image.width = image.height = 2;
  image.rgba.assign(16, 0.0f);
  image.wrap = Wrap::Repeat;  // rectangle textures allow no repeat: GL_INVALID_ENUM
  EXPECT_EQ(Texture::create(image, &error), nullptr);
  EXPECT_NE(error.find("GL_INVALID_ENUM"), std::string::npos) << error;
  image.kind = TextureKind::Cube;
  image.wrap.reset();
  EXPECT_EQ(Texture::create(image, &error), nullptr);  // 16 floats, a 2x2 cube needs 96
  EXPECT_NE(error.find("needs 96"), std::string::npos) << error;
  image.kind = TextureKind::Texture2D;
  auto texture = Texture::create(image, &error);
  ASSERT_NE(texture, nullptr) << error;
  EXPECT_FALSE(texture->bind(100000, &error));
  EXPECT_NE(error.find("texture unit 100000"), std::string::npos) << error;
}

}  // namespace
}  // namespace cgx::gl::test
