// Transform-feedback capture of hand-written vertex shaders in every GLSL version the GLSL back end emits
// (110, 120, 330, ES 100, ES 300), all in the one compatibility context: a uniform mat4, a uniform struct's
// members, a uniform array (whole and one element), two generic attributes; compared with the same maths in
// C++. Then the matrix upload orders, built-in attributes, and a million vertices.
#include <array>
#include <chrono>
#include <cmath>
#include <string>

#include "GlTestSupport.h"

namespace cgx::gl::test {
namespace {

using Mat4 = std::array<float, 16>;  // column-major, GL's order: element (row r, column c) at [c * 4 + r]

std::array<float, 4> multiply(const Mat4& m, const float* v) {
  std::array<float, 4> out{};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) out[r] += m[c * 4 + r] * v[c];
  return out;
}

Mat4 transposed(const Mat4& m) {
  Mat4 t{};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) t[c * 4 + r] = m[r * 4 + c];
  return t;
}

const Mat4 kMatrix = {0.5f, 1, -2, 3, 4, -0.25f, 6, 7, 8, 9, 1.5f, -11, 12, -13, 14, 2};

// The same program in the dialect of each version: attributes and varyings by the old or the new keywords.
std::string vertexShader(const std::string& version) {
  bool modern = version == "330" || version == "300 es";
  std::string in = modern ? "in" : "attribute", out = modern ? "out" : "varying";
  std::string text = "#version " + version + "\n";
  text += "struct Light { vec4 color; float scale; };\n"
          "uniform mat4 m;\nuniform Light light;\nuniform vec4 offsets[3];\n";
  text += (modern ? "layout(location = 0) " : "") + in + " vec4 position;\n";
  text += (modern ? "layout(location = 1) " : "") + in + " vec2 extra;\n";
  text += out + " vec4 result;\n" + out + " vec4 tinted;\n";
  text += "void main() {\n"
          "  result = m * position + offsets[2];\n"
          "  tinted = light.color * light.scale + vec4(extra, offsets[0].x, offsets[1].y);\n"
          "  gl_Position = position;\n"
          "}\n";
  return text;
}

class VertexCapture : public GlTest, public ::testing::WithParamInterface<const char*> {};

TEST_P(VertexCapture, UniformsAndAttributes) {
  const std::string version = GetParam();
  ProgramSource source;
  source.vertex = vertexShader(version);
  // Locations for the old dialects come from glBindAttribLocation, for 330/300 es from the layout.
  if (version != "330" && version != "300 es") source.attributeLocations = {{"position", 0}, {"extra", 1}};
  source.feedbackVaryings = {"result", "tinted"};
  auto program = link(source);
  ASSERT_NE(program, nullptr);

  std::string error;
  ASSERT_TRUE(program->setMatrix("m", 4, 4, kMatrix, false, &error)) << error;
  const float color[] = {0.25f, -1.0f, 2.0f, 8.0f}, scale[] = {1.5f};
  ASSERT_TRUE(program->setFloat("light.color", 4, color, &error)) << error;
  ASSERT_TRUE(program->setFloat("light.scale", 1, scale, &error)) << error;
  // The whole array from its first element, then element 2 alone by its name.
  const float offsets[] = {10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 32, 33};
  const float offset2[] = {-1, -2, -3, -4};
  ASSERT_TRUE(program->setFloat("offsets", 4, offsets, &error)) << error;
  ASSERT_TRUE(program->setFloat("offsets[2]", 4, offset2, &error)) << error;

  constexpr int kCount = 5;
  VertexStream position{0, 4, {}}, extra{1, 2, {}};
  for (int v = 0; v < kCount; ++v) {
    for (int i = 0; i < 4; ++i) position.data.push_back(static_cast<float>(v * 4 + i) * 0.5f - 3.0f);
    extra.data.push_back(static_cast<float>(v) + 0.125f);
    extra.data.push_back(-static_cast<float>(v));
  }
  auto values = capture(*program, {position, extra}, {{"result", 4}, {"tinted", 4}}, kCount);
  ASSERT_EQ(values.size(), 2u);
  ASSERT_EQ(values[0].size(), 4u * kCount);
  ASSERT_EQ(values[1].size(), 4u * kCount);
  for (int v = 0; v < kCount; ++v) {
    std::array<float, 4> product = multiply(kMatrix, &position.data[v * 4]);
    const float tinted[] = {color[0] * scale[0] + extra.data[v * 2], color[1] * scale[0] + extra.data[v * 2 + 1],
                            color[2] * scale[0] + offsets[0], color[3] * scale[0] + offsets[5]};
    for (int i = 0; i < 4; ++i) {
      EXPECT_FLOAT_EQ(values[0][v * 4 + i], product[i] + offset2[i]) << "result, vertex " << v << "." << i;
      EXPECT_FLOAT_EQ(values[1][v * 4 + i], tinted[i]) << "tinted, vertex " << v << "." << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Versions, VertexCapture, ::testing::Values("110", "120", "330", "100", "300 es"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           std::string name = std::string("glsl") + info.param;
                           return name == "glsl300 es" ? std::string("glsl300es") : name;
                         });

TEST_F(GlTest, TransposeFlagGivesTheTransposedProduct) {
  ProgramSource source;
  source.vertex = "#version 330\nuniform mat4 m;\nuniform mat2x3 n;\n"
                  "layout(location = 0) in vec4 p;\nout vec4 product;\nout vec3 narrow;\n"
                  "void main() { product = m * p; narrow = n * p.xy; gl_Position = p; }\n";
  source.feedbackVaryings = {"product", "narrow"};
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  const VertexStream p{0, 4, {1.0f, -2.0f, 0.5f, 3.0f}};
  // mat2x3: 2 columns of 3 rows. The same six floats as columns, then as rows.
  const float six[] = {1, 2, 3, 4, 5, 6};
  std::string error;
  for (bool transpose : {false, true}) {
    SCOPED_TRACE(transpose ? "row-major upload" : "column-major upload");
    ASSERT_TRUE(program->setMatrix("m", 4, 4, kMatrix, transpose, &error)) << error;
    ASSERT_TRUE(program->setMatrix("n", 2, 3, six, transpose, &error)) << error;
    auto values = capture(*program, {p}, {{"product", 4}, {"narrow", 3}}, 1);
    ASSERT_EQ(values.size(), 2u);
    std::array<float, 4> expected = multiply(transpose ? transposed(kMatrix) : kMatrix, p.data.data());
    for (int i = 0; i < 4; ++i) EXPECT_FLOAT_EQ(values[0][i], expected[i]) << i;
    for (int row = 0; row < 3; ++row) {
      // Column-major: element (row, column) at [column * 3 + row]; row-major: at [row * 2 + column].
      auto at = [&](int column) { return transpose ? six[row * 2 + column] : six[column * 3 + row]; };
      EXPECT_FLOAT_EQ(values[1][row], at(0) * p.data[0] + at(1) * p.data[1]) << row;
    }
  }
}

// gl_Vertex, gl_Color and gl_MultiTexCoord1 fed through client arrays (Mesa gives them no generic
// location), the colour captured unclamped through gl_FrontColor from a vertex-only program.
TEST_F(GlTest, BuiltinAttributesAndOutputs) {
  ProgramSource source;
  source.vertex = "#version 110\nvoid main() {\n  gl_Position = gl_Vertex * 2.0;\n"
                  "  gl_FrontColor = gl_Color * 4.0 - 1.0;\n  gl_TexCoord[1] = gl_MultiTexCoord1 + gl_Vertex;\n}\n";
  source.feedbackVaryings = {"gl_Position", "gl_FrontColor", "gl_TexCoord[1]"};
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  const VertexStream vertex{builtin::kVertex, 4, {1, 2, 3, 1, -1, -2, -3, 1}};
  const VertexStream color{builtin::kColor, 4, {0, 0.5f, 1, 0.75f, 1, 1, 0.25f, 0}};
  const VertexStream texCoord{builtin::multiTexCoord(1), 2, {10, 20, 30, 40}};
  auto values = capture(*program, {vertex, color, texCoord},
                        {{"gl_Position", 4}, {"gl_FrontColor", 4}, {"gl_TexCoord[1]", 4}}, 2);
  ASSERT_EQ(values.size(), 3u);
  for (int i = 0; i < 8; ++i) {
    EXPECT_FLOAT_EQ(values[0][i], vertex.data[i] * 2.0f) << i;
    EXPECT_FLOAT_EQ(values[1][i], color.data[i] * 4.0f - 1.0f) << i;  // -1 and 3 survive: no clamping
  }
  // gl_MultiTexCoord1 defaults q = 1 and r = 0 for the components the 2-component stream leaves out.
  for (int v = 0; v < 2; ++v) {
    const float texture[] = {texCoord.data[v * 2], texCoord.data[v * 2 + 1], 0.0f, 1.0f};
    for (int i = 0; i < 4; ++i) EXPECT_FLOAT_EQ(values[2][v * 4 + i], texture[i] + vertex.data[v * 4 + i]) << v;
  }
}

TEST_F(GlTest, MillionVertices) {
  ProgramSource source;
  source.vertex = "#version 330\nuniform float k;\nlayout(location = 0) in vec4 p;\nout vec4 q;\n"
                  "void main() { q = p * k + vec4(1.0, 2.0, 3.0, 4.0); gl_Position = p; }\n";
  source.feedbackVaryings = {"q"};
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  std::string error;
  const float k[] = {0.5f};
  ASSERT_TRUE(program->setFloat("k", 1, k, &error)) << error;
  constexpr int kCount = 1'000'000;
  VertexStream p{0, 4, std::vector<float>(4u * kCount)};
  for (std::size_t i = 0; i < p.data.size(); ++i) p.data[i] = static_cast<float>(i % 1000);
  auto start = std::chrono::steady_clock::now();
  auto values = capture(*program, {p}, {{"q", 4}}, kCount);
  auto elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  RecordProperty("milliseconds", std::to_string(elapsed));
  ASSERT_EQ(values.size(), 1u);
  ASSERT_EQ(values[0].size(), p.data.size());
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < p.data.size(); ++i)
    if (values[0][i] != p.data[i] * 0.5f + static_cast<float>(i % 4 + 1)) ++mismatches;
  EXPECT_EQ(mismatches, 0u);
}

}  // namespace
}  // namespace cgx::gl::test
