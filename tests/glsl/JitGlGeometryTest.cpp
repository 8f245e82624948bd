// Geometry programs on both back ends: each run on the CPU JIT (Program::runGeometry) and as cgxc's GLSL
// 150 geometry shader on Mesa llvmpipe, its output captured by transform feedback, over the same
// primitives. GL hands transform feedback independent primitives (strips decomposed into lines and
// triangles), so the JIT's strips are decomposed the same way before the vertices are compared, in order,
// within 1e-5. Skipped without a GL context.
#include <glad/gl.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <cgx/Context.h>

#include "Subprocess.h"
#include "gl/HeadlessContext.h"
#include "gl/Program.h"
#include "gl/TransformFeedback.h"

namespace cgx::test {
namespace {

struct GeometryCase {
  const char* name;
  const char* source;
  unsigned drawMode;  // the GL primitive whose vertices the Cg entry's AttribArrays hold
  // Component c of input `semantic`'s vertex v (POSITION, COLOR0, TEXCOORD0 are fed, 4 components each).
  std::function<float(const std::string& semantic, std::size_t v, unsigned c)> value;
  std::vector<std::pair<const char*, float>> uniforms;
  std::vector<std::pair<const char*, int>> intUniforms = {};
};

void PrintTo(const GeometryCase& c, std::ostream* os) { *os << c.name; }

float noise(std::size_t v, unsigned c, unsigned salt) {
  // A fixed pseudo-random value in [-1, 1): the same on both back ends, no generator state to share.
  std::uint32_t x = static_cast<std::uint32_t>(v * 7919u + c * 104729u + salt * 15485863u);
  x ^= x >> 13;
  x *= 0x5bd1e995u;
  x ^= x >> 15;
  return static_cast<float>(x % 20000u) / 10000.0f - 1.0f;
}

float anyValue(const std::string& semantic, std::size_t v, unsigned c) {
  return noise(v, c, static_cast<unsigned>(semantic.size()) + static_cast<unsigned>(semantic.back()));
}

const GeometryCase kCases[] = {
    {"ShrunkTriangles", R"(
TRIANGLE void main(AttribArray<float4> position : POSITION, AttribArray<float4> color : COLOR0,
                   uniform float shrink)
{
  float4 center = (position[0] + position[1] + position[2]) / 3;
  for (int i = 0; i < 3; i++)
    emitVertex(lerp(position[i], center, shrink) : POSITION, color[i] : COLOR0);
})",
     GL_TRIANGLES, anyValue, {{"shrink", 0.3f}}},
    // A six-vertex strip a triangle (its odd triangles have GL's swapped order) and one of three.
    {"ExtrudedPrisms", R"(
TRIANGLE void main(AttribArray<float4> position : POSITION, AttribArray<float4> color : COLOR0,
                   uniform float height)
{
  float3 n = normalize(cross(position[1].xyz - position[0].xyz, position[2].xyz - position[0].xyz)) * height;
  for (int i = 0; i < 3; i++) {
    emitVertex(position[i] : POSITION, color[i] : COLOR0);
    emitVertex(position[i] + float4(n, 0) : POSITION, color[i] * 0.5 : COLOR0);
  }
  restartStrip();
  for (int i = 0; i < 3; i++) emitVertex(position[i] + float4(n, 0) : POSITION, color[i] : COLOR0);
})",
     GL_TRIANGLES, anyValue, {{"height", 0.25f}}},
    // Points to line strips of their own lengths (x: 0 to 6), broken after odd vertices, some skipping one.
    {"PointsToLineStrips", R"(
POINT LINE_OUT void main(AttribArray<float4> position : POSITION, AttribArray<float4> tc : TEXCOORD0,
                         uniform float scale)
{
  int n = (int)position[0].x;
  for (int i = 0; i < n; i++) {
    float4 p = float4(position[0].y, i * scale, tc[0].x, 1);
    if (position[0].z > 0.5 && i == 1) continue;
    emitVertex(p : POSITION, float4(i, n, position[0].y, 1) : TEXCOORD0);
    if (i % 2 == 1) restartStrip();
  }
})",
     GL_POINTS,
     [](const std::string& semantic, std::size_t v, unsigned c) {
       if (semantic == "POSITION" && c == 0) return static_cast<float>((v * 5) % 7);
       if (semantic == "POSITION" && c == 2) return v % 3 == 0 ? 1.0f : 0.0f;
       return anyValue(semantic, v, c);
     },
     {{"scale", 0.5f}}},
    // Adjacency: the even vertices make the triangle, the odd ones (its neighbours) tint it.
    {"TrianglesWithAdjacency", R"(
TRIANGLE_ADJ void main(AttribArray<float4> position : POSITION, AttribArray<float4> color : COLOR0)
{
  for (int i = 0; i < 6; i += 2)
    emitVertex(position[i] : POSITION, color[i] + position[i + 1] * 0.25 : COLOR0, position[5 - i] : TEXCOORD0);
})",
     GL_TRIANGLES_ADJACENCY, anyValue, {}},
    // The primitive's number: the runtime's for an unbound PRIMITIVEID, GL's gl_PrimitiveIDIn.
    {"PrimitiveIds", R"(
TRIANGLE void main(AttribArray<float4> position : POSITION, int id : PRIMITIVEID)
{
  for (int i = 0; i < 3; i++) emitVertex(position[i] + float4(0, 0, 0.01 * id, 0) : POSITION);
})",
     GL_TRIANGLES, anyValue, {}},
    // Lines to points, as many as an int uniform says (VERTICES_OUT is then the profile's limit).
    {"LinesToPointsByAUniformCount", R"(
LINE POINT_OUT void main(AttribArray<float4> position : POSITION, uniform int count)
{
  for (int i = 0; i < count; i++)
    emitVertex(lerp(position[0], position[1], i / 8.0) : POSITION);
})",
     GL_LINES, anyValue, {}, {{"count", 9}}},
};

unsigned verticesOf(unsigned drawMode) {
  switch (drawMode) {
    case GL_POINTS: return 1;
    case GL_LINES: return 2;
    case GL_LINES_ADJACENCY: return 4;
    case GL_TRIANGLES: return 3;
    default: return 6;  // GL_TRIANGLES_ADJACENCY
  }
}

// The GLSL 150 compatibility built-in a Cg output semantic is, for the capture.
std::string builtinOf(const std::string& semantic) {
  if (semantic == "POSITION") return "gl_Position";
  if (semantic == "COLOR0") return "gl_FrontColor";
  return "gl_TexCoord[" + semantic.substr(std::string("TEXCOORD").size()) + "]";
}

// The JIT's vertices as GL's transform feedback writes them: strips decomposed into independent lines or
// triangles (GL 4.6 §10.1: triangle i of a strip is (i, i+1, i+2), and (i+1, i, i+2) when i is odd, which
// keeps the strip's winding), a strip ending where the next begins or at the next primitive's vertices.
std::vector<std::size_t> decomposed(const GeometryOutput& out) {
  std::vector<std::size_t> order;
  const unsigned corners = out.primitive == "TRIANGLE_STRIP" ? 3 : out.primitive == "LINE_STRIP" ? 2 : 1;
  std::size_t start = 0;
  while (start < out.vertexCount()) {
    std::size_t end = start + 1;
    while (end < out.vertexCount() && out.beginsStrip[end] == 0) ++end;
    for (std::size_t i = start; i + corners <= end; ++i) {
      if (corners == 3 && (i - start) % 2 == 1) {
        order.insert(order.end(), {i + 1, i, i + 2});
      } else {
        for (unsigned k = 0; k < corners; ++k) order.push_back(i + k);
      }
    }
    start = end;
  }
  return order;
}

class JitAgainstGlGeometry : public ::testing::TestWithParam<GeometryCase> {
 protected:
  void SetUp() override {
    static std::string error;
    static std::unique_ptr<gl::HeadlessContext> context = gl::HeadlessContext::create(&error);
    if (!context) GTEST_SKIP() << "no headless GL context: " << error;
  }
};

TEST_P(JitAgainstGlGeometry, SameVertices) {
  const GeometryCase& c = GetParam();
  constexpr std::uint64_t kPrimitives = 61;
  const unsigned perPrimitive = verticesOf(c.drawMode);
  const std::size_t vertexCount = kPrimitives * perPrimitive;
  const char* const semantics[] = {"POSITION", "COLOR0", "TEXCOORD0"};
  std::vector<std::vector<float>> data(3);
  for (std::size_t s = 0; s < 3; ++s)
    for (std::size_t v = 0; v < vertexCount; ++v)
      for (unsigned k = 0; k < 4; ++k) data[s].push_back(c.value(semantics[s], v, k));

  // The CPU JIT.
  Result<Context> context = Context::create();
  ASSERT_TRUE(context.ok()) << context.status().toString();
  ProgramResult made = context->createProgram(c.source, "main", "gp4gp");
  ASSERT_TRUE(made.ok()) << made.status.toString() << "\n" << made.diagnostics.text;
  Program& program = *made.program;
  for (const auto& [name, value] : c.uniforms) ASSERT_TRUE(program.setFloat(name, std::vector<float>{value}).ok()) << name;
  for (const auto& [name, value] : c.intUniforms) ASSERT_TRUE(program.setInt(name, std::vector<std::int32_t>{value}).ok()) << name;
  const std::vector<std::string> inputs = program.inputSemantics();
  for (std::size_t s = 0; s < 3; ++s) {
    if (std::find(inputs.begin(), inputs.end(), semantics[s]) == inputs.end()) continue;
    ASSERT_TRUE(program.bindInput(semantics[s], InputStream{data[s].data()}).ok()) << semantics[s];
  }
  GeometryOutput jit;
  Status ran = program.runGeometry(kPrimitives, &jit);
  ASSERT_TRUE(ran.ok()) << ran.toString();
  const std::vector<std::size_t> order = decomposed(jit);
  ASSERT_FALSE(order.empty());

  // cgxc's GLSL on llvmpipe, behind a vertex shader that hands the attributes on as the built-ins the
  // geometry shader reads (gl_in[i].gl_Position, .gl_FrontColor, .gl_TexCoord[0]).
  ProcessOptions options;
  options.stdinText = c.source;
  ProcessResult compiled = runProcess({CGXC_PATH, "-q", "-profile", "glslg", "-"}, options);
  ASSERT_TRUE(compiled.exitedWith(0)) << compiled.describe();
  gl::ProgramSource source;
  source.vertex = R"(#version 150 compatibility
in vec4 position;
in vec4 color;
in vec4 texcoord;
void main() { gl_Position = position; gl_FrontColor = color; gl_TexCoord[0] = texcoord; }
)";
  source.geometry = compiled.out;
  source.attributeLocations = {{"position", 0}, {"color", 1}, {"texcoord", 2}};
  std::vector<gl::Capture> captures;
  for (std::size_t o = 0; o < jit.semantics.size(); ++o) {
    source.feedbackVaryings.push_back(builtinOf(jit.semantics[o]));
    captures.push_back({builtinOf(jit.semantics[o]), static_cast<int>(jit.components[o])});
  }
  std::string error;
  std::unique_ptr<gl::Program> glProgram = gl::Program::create(source, &error);
  ASSERT_NE(glProgram, nullptr) << error << "\n" << compiled.out;
  glUseProgram(glProgram->id());
  for (const auto& [name, value] : c.uniforms) ASSERT_TRUE(glProgram->setFloat(name, 1, std::vector<float>{value}, &error)) << error;
  for (const auto& [name, value] : c.intUniforms) ASSERT_TRUE(glProgram->setInt(name, 1, std::vector<int>{value}, &error)) << error;
  std::vector<gl::VertexStream> streams;
  for (int s = 0; s < 3; ++s) streams.push_back({s, 4, data[static_cast<std::size_t>(s)]});
  const unsigned feedback = jit.primitive == "TRIANGLE_STRIP" ? GL_TRIANGLES : jit.primitive == "LINE_STRIP" ? GL_LINES : GL_POINTS;
  std::vector<std::vector<float>> captured;
  ASSERT_TRUE(gl::runGeometryFeedback(*glProgram, streams, captures, c.drawMode, static_cast<int>(vertexCount), feedback,
                                      static_cast<int>(order.size() + 64), &captured, &error))
      << error;

  ASSERT_EQ(captured[0].size() / jit.components[0], order.size()) << "vertices: GL captured, the JIT's decomposed";
  std::size_t offset = 0;
  for (std::size_t o = 0; o < jit.semantics.size(); ++o) {
    const std::uint32_t width = jit.components[o];
    for (std::size_t i = 0; i < order.size(); ++i)
      for (std::uint32_t k = 0; k < width; ++k) {
        const float want = captured[o][i * width + k];
        const float got = jit.vertex(order[i])[offset + k];
        ASSERT_NEAR(got, want, 1e-5f * (1.0f + std::fabs(want)))
            << jit.semantics[o] << "[" << k << "] of captured vertex " << i << " (JIT vertex " << order[i]
            << ", primitive " << jit.primitiveOf[order[i]] << ")";
      }
    offset += width;
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, JitAgainstGlGeometry, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<GeometryCase>& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace cgx::test
