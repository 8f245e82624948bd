// Buffers through libCgGL: a gp4 program's BUFFER-bound uniforms draw with the bytes of the buffer bound at
// their index (cgSetProgramBuffer, cgSetUniformBufferParameter), at the offsets cgGetParameterBufferOffset
// gives, as the toolkit's buffer_lighting and ubo_lighting write them; the buffer's later changes reach the
// drawing; GL buffer objects as Cg buffers (cgGLCreateBuffer, cgGLCreateBufferFromObject, cgGLGetBufferObject)
// stay alike with libCg's bytes both ways; an effect's buffers (cgSetEffectParameterBuffer); and the misuses
// the manual documents.
#include <cstring>
#include <vector>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

// A struct given a buffer, as buffer_lighting's `uniform Material material : BUFFER[0]`.
constexpr const char* kMaterial =
    "struct Material { float4 diffuse; float4 ambient; float k; };\n"
    "float4 main(uniform Material m : BUFFER[2]) : COLOR { return m.diffuse * m.k + m.ambient; }\n";

class LibCgGLBuffer : public LibCgGL {
 protected:
  // The material's bytes as the program reads them: each member at its own offset.
  std::vector<unsigned char> material(CGprogram program, const float diffuse[4], const float ambient[4], float k) {
    std::vector<unsigned char> bytes(static_cast<std::size_t>(offset(program, "m.k") + 4));
    std::memcpy(bytes.data() + offset(program, "m.diffuse"), diffuse, 16);
    std::memcpy(bytes.data() + offset(program, "m.ambient"), ambient, 16);
    std::memcpy(bytes.data() + offset(program, "m.k"), &k, 4);
    return bytes;
  }
  int offset(CGprogram program, const char* name) {
    return cgGetParameterBufferOffset(cgGetNamedParameter(program, name));
  }
};

TEST_F(LibCgGLBuffer, MembersDrawWithTheBoundBuffersBytes) {
  CGprogram program = use(kMaterial, CG_PROFILE_GP4FP);
  ASSERT_NE(program, nullptr);
  const int index = cgGetParameterBufferIndex(cgGetNamedParameter(program, "m.diffuse"));
  EXPECT_EQ(index, 2);
  EXPECT_EQ(offset(program, "m.ambient") - offset(program, "m.diffuse"), 16);  // a register each
  const float diffuse[4] = {0.5f, 0, 1, 0}, ambient[4] = {0, 0.25f, 0, 1};
  std::vector<unsigned char> bytes = material(program, diffuse, ambient, 1);
  CGbuffer buffer = cgCreateBuffer(context, static_cast<int>(bytes.size()), bytes.data(), CG_BUFFER_USAGE_DYNAMIC_DRAW);
  cgSetProgramBuffer(program, index, buffer);
  cgGLBindProgram(program);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0.5f, 0.25f, 1, 1));

  // A change of the bound buffer reaches the program without binding it again, whichever way it is made.
  const float k = 0;
  cgSetBufferSubData(buffer, offset(program, "m.k"), 4, &k);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0.25f, 0, 1));
  auto* mapped = static_cast<unsigned char*>(cgMapBuffer(buffer, CG_MAP_WRITE));
  ASSERT_NE(mapped, nullptr);
  const float brighter[4] = {0, 1, 0, 1};
  std::memcpy(mapped + offset(program, "m.ambient"), brighter, 16);
  cgUnmapBuffer(buffer);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 0, 1));

  // Another buffer at the index: the program draws with it.
  const float red[4] = {1, 0, 0, 1}, none[4] = {0, 0, 0, 0};
  std::vector<unsigned char> other = material(program, red, none, 1);
  CGbuffer second = cgCreateBuffer(context, static_cast<int>(other.size()), other.data(), CG_BUFFER_USAGE_STATIC_DRAW);
  cgSetProgramBuffer(program, index, second);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 0, 0, 1));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A Cg 3.1 uniform block written through a GL buffer object of the application's, as ubo_lighting does:
// the application's glBufferSubData reaches the program at its next bind, and a map reads the object's bytes.
TEST_F(LibCgGLBuffer, AnApplicationsGlObjectFeedsAUniformBlock) {
  cgSetContextBehavior(context, CG_BEHAVIOR_3100);
  CGprogram program = use("uniform Colours { float4 base; float4 extra; } colours : BUFFER[1];\n"
                          "float4 main() : COLOR { return colours.base + colours.extra; }\n",
                          CG_PROFILE_GP4FP);
  ASSERT_NE(program, nullptr);
  CGparameter block = cgGetNamedProgramUniformBuffer(program, "Colours");
  ASSERT_NE(block, nullptr);
  const float start[8] = {0, 0, 1, 1, 0, 0, 0, 0};
  GLuint object = 0;
  glGenBuffers(1, &object);
  glBindBuffer(GL_UNIFORM_BUFFER, object);
  glBufferData(GL_UNIFORM_BUFFER, sizeof start, start, GL_DYNAMIC_DRAW);
  glBindBuffer(GL_UNIFORM_BUFFER, 0);
  CGbuffer buffer = cgGLCreateBufferFromObject(context, object, CG_FALSE);
  ASSERT_NE(buffer, nullptr);
  EXPECT_EQ(cgGetBufferSize(buffer), static_cast<int>(sizeof start));
  EXPECT_EQ(cgGLGetBufferObject(buffer), object);
  cgSetUniformBufferParameter(block, buffer);
  cgGLBindProgram(program);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));

  const float green[4] = {0, 1, 0, 0};
  glBindBuffer(GL_UNIFORM_BUFFER, object);
  glBufferSubData(GL_UNIFORM_BUFFER, 16, sizeof green, green);
  glBindBuffer(GL_UNIFORM_BUFFER, 0);
  cgGLBindProgram(program);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 1, 1, 1));
  const auto* read = static_cast<const float*>(cgMapBuffer(buffer, CG_MAP_READ));
  ASSERT_NE(read, nullptr);
  EXPECT_EQ(read[5], 1.0f);  // the application's write, not libCg's old copy
  cgUnmapBuffer(buffer);

  // Not managed: the application's object outlives the Cg buffer.
  cgDestroyBuffer(buffer);
  EXPECT_TRUE(glIsBuffer(object));
  glDeleteBuffers(1, &object);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// cgGLCreateBuffer's object holds the data and follows libCg's updates; cgDestroyBuffer deletes it. A buffer
// cgCreateBuffer made gets an object from cgGLGetBufferObject, with its bytes.
TEST_F(LibCgGLBuffer, GlObjectsFollowLibCgsBytes) {
  const float data[4] = {1, 2, 3, 4};
  CGbuffer buffer = cgGLCreateBuffer(context, sizeof data, data, GL_STATIC_DRAW);
  ASSERT_NE(buffer, nullptr);
  const GLuint object = cgGLGetBufferObject(buffer);
  ASSERT_NE(object, 0u);
  auto objectBytes = [](GLuint o, int count) {
    std::vector<float> values(static_cast<std::size_t>(count));
    glBindBuffer(GL_ARRAY_BUFFER, o);
    glGetBufferSubData(GL_ARRAY_BUFFER, 0, count * 4, values.data());
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return values;
  };
  EXPECT_EQ(objectBytes(object, 4), std::vector<float>({1, 2, 3, 4}));
  const float seven = 7;
  cgSetBufferSubData(buffer, 8, 4, &seven);
  EXPECT_EQ(objectBytes(object, 4), std::vector<float>({1, 2, 7, 4}));
  const float bigger[6] = {6, 5, 4, 3, 2, 1};
  cgSetBufferData(buffer, sizeof bigger, bigger);  // resized
  EXPECT_EQ(objectBytes(object, 6), std::vector<float>({6, 5, 4, 3, 2, 1}));
  cgDestroyBuffer(buffer);
  EXPECT_FALSE(glIsBuffer(object));

  CGbuffer plain = cgCreateBuffer(context, sizeof data, data, CG_BUFFER_USAGE_STATIC_DRAW);
  const GLuint made = cgGLGetBufferObject(plain);
  ASSERT_NE(made, 0u);
  EXPECT_EQ(cgGLGetBufferObject(plain), made);  // one object per buffer
  EXPECT_EQ(objectBytes(made, 4), std::vector<float>({1, 2, 3, 4}));
  cgDestroyContext(context);  // its buffers, and their objects, go with it
  context = cgCreateContext();
  EXPECT_FALSE(glIsBuffer(made));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// An effect's uniform buffer (cgfx_buffer_lighting's way): cgSetEffectParameterBuffer gives the buffer to the
// pass's program, which draws with it once the pass is set, and with another one given later.
TEST_F(LibCgGLBuffer, AnEffectsBufferReachesItsPassesPrograms) {
  cgSetContextBehavior(context, CG_BEHAVIOR_3100);
  cgGLRegisterStates(context);
  CGeffect effect = cgCreateEffect(context,
                                   "uniform Colours { float4 base; } colours : BUFFER[3];\n"
                                   "float4 f() : COLOR { return colours.base; }\n"
                                   "technique t { pass p { FragmentProgram = compile gp4fp f(); } }\n",
                                   nullptr);
  ASSERT_NE(effect, nullptr) << cgGetLastListing(context);
  CGparameter colours = cgGetNamedEffectUniformBuffer(effect, "Colours");
  ASSERT_NE(colours, nullptr);
  const float blue[4] = {0, 0, 1, 1}, yellow[4] = {1, 1, 0, 1};
  CGbuffer first = cgCreateBuffer(context, sizeof blue, blue, CG_BUFFER_USAGE_STATIC_DRAW);
  CGbuffer second = cgCreateBuffer(context, sizeof yellow, yellow, CG_BUFFER_USAGE_STATIC_DRAW);
  cgSetEffectParameterBuffer(colours, first);
  EXPECT_EQ(cgGetEffectParameterBuffer(colours), first);
  CGpass pass = cgGetFirstPass(cgGetFirstTechnique(effect));
  cgSetPassState(pass);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 0, 0, 1, 1));
  cgSetEffectParameterBuffer(colours, second);
  EXPECT_EQ(cgGetProgramBuffer(cgGetPassProgram(pass, CG_FRAGMENT_DOMAIN), 3), second);
  drawQuad();
  EXPECT_TRUE(Rgba(pixel(), 1, 1, 0, 1));
  cgResetPassState(pass);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCgGLBuffer, MisusesGetTheDocumentedErrors) {
  const float data[4] = {};
  EXPECT_EQ(cgGLCreateBuffer(nullptr, sizeof data, data, GL_STATIC_DRAW), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgGLCreateBufferFromObject(nullptr, 1, CG_FALSE), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgGLGetBufferObject(nullptr), 0u);
  EXPECT_EQ(cgGetError(), CG_INVALID_BUFFER_HANDLE_ERROR);
  // A name that is no buffer object: no Cg buffer can be made of it.
  EXPECT_EQ(cgGLCreateBufferFromObject(context, 987654, CG_FALSE), nullptr);
  EXPECT_EQ(cgGetError(), CG_MEMORY_ALLOC_ERROR);
  EXPECT_EQ(cgGLCreateBuffer(context, -1, nullptr, GL_STATIC_DRAW), nullptr);
  EXPECT_EQ(cgGetError(), CG_MEMORY_ALLOC_ERROR);
}

}  // namespace
}  // namespace cgx::test
