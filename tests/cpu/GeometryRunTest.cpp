// Geometry programs on the CPU (Program::runGeometry): one invocation per input primitive, AttribArray inputs
// bound per vertex, emitVertex and restartStrip collected per invocation and handed back in primitive
// order. Each program is checked against what its C++ reading gives, over enough primitives for partial
// SIMD vectors and for parallel batches, at every lane width.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

using test::compileOk;

// Each triangle pulled toward its centre by `shrink`, its colours passed on: one strip of three a triangle.
constexpr const char* kShrink = R"(
TRIANGLE void main(AttribArray<float4> position : POSITION, AttribArray<float4> color : COLOR0,
                   uniform float shrink)
{
  float4 center = (position[0] + position[1] + position[2]) / 3;
  for (int i = 0; i < 3; i++)
    emitVertex(lerp(position[i], center, shrink) : POSITION, color[i] : COLOR0);
  restartStrip();
}
)";

// Each point becomes as many vertices as its x says (0 to 6: lanes emit different counts), a strip broken
// after every vertex whose index is odd, and the vertex's number, its point's count (an int, which comes
// back as float) and its point's y in TEXCOORD0. LINE_OUT: the output primitive the entry names.
constexpr const char* kFan = R"(
POINT LINE_OUT void main(AttribArray<float4> position : POSITION, uniform float scale)
{
  int n = (int)position[0].x;
  for (int i = 0; i < n; i++) {
    float4 p = float4(position[0].y, i * scale, 0, 1);
    if (position[0].z > 0.5 && i == 1) continue;  // some points skip their second vertex
    emitVertex(p : POSITION, float4(i, n, position[0].y, 1) : TEXCOORD0);
    if (i % 2 == 1) restartStrip();
  }
}
)";

class GeometryRun : public ::testing::TestWithParam<unsigned> {
 protected:
  Context context = test::makeContext(0, GetParam());
};

std::vector<float> randomValues(std::size_t count, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  std::vector<float> v(count);
  for (float& x : v) x = value(random);
  return v;
}

TEST_P(GeometryRun, ShrunkTrianglesAreTheirReference) {
  Program program = compileOk(context, kShrink, "main", "gp4gp");
  EXPECT_EQ(program.stage(), Stage::Geometry);
  ASSERT_EQ(program.verticesPerPrimitive(), 3u);
  // 37 (a partial vector at every width) and 3001 (past the size a run splits over threads at).
  for (std::uint64_t triangles : {std::uint64_t{37}, std::uint64_t{3001}}) {
    const std::vector<float> positions = randomValues(triangles * 3 * 4, 1);
    const std::vector<float> colors = randomValues(triangles * 3 * 4, 2);
    const float shrink = 0.25f;
    ASSERT_TRUE(program.setFloat("shrink", std::vector<float>{shrink}).ok());
    ASSERT_TRUE(program.bindInput("POSITION", InputStream{positions.data()}).ok());
    ASSERT_TRUE(program.bindInput("COLOR0", InputStream{colors.data()}).ok());
    GeometryOutput out;
    Status status = program.runGeometry(triangles, &out);
    ASSERT_TRUE(status.ok()) << status.toString();
    EXPECT_EQ(out.primitive, "TRIANGLE_STRIP");
    EXPECT_EQ(out.maxVertices, 3u);
    EXPECT_EQ(out.semantics, (std::vector<std::string>{"POSITION", "COLOR0"}));
    EXPECT_EQ(out.components, (std::vector<std::uint32_t>{4, 4}));
    ASSERT_EQ(out.stride, 8u);
    ASSERT_EQ(out.vertexCount(), triangles * 3);
    for (std::uint64_t t = 0; t < triangles; ++t)
      for (unsigned k = 0; k < 3; ++k) {
        const std::size_t v = t * 3 + k;
        EXPECT_EQ(out.primitiveOf[v], t);
        EXPECT_EQ(out.beginsStrip[v], k == 0 ? 1 : 0);
        for (unsigned c = 0; c < 4; ++c) {
          const float* corner = &positions[(t * 3) * 4];
          const float center = (corner[c] + corner[4 + c] + corner[8 + c]) / 3;
          const float p = corner[k * 4 + c];
          EXPECT_NEAR(out.vertex(v)[c], p + shrink * (center - p), 1e-6f) << "triangle " << t << " vertex " << k;
          EXPECT_EQ(out.vertex(v)[4 + c], colors[v * 4 + c]);
        }
      }
  }
}

TEST_P(GeometryRun, LanesEmitTheirOwnCountsAndStrips) {
  Program program = compileOk(context, kFan, "main", "gp4gp");
  ASSERT_EQ(program.verticesPerPrimitive(), 1u);
  const float scale = 0.5f;
  ASSERT_TRUE(program.setFloat("scale", std::vector<float>{scale}).ok());
  for (std::uint64_t points : {std::uint64_t{23}, std::uint64_t{2500}}) {
    // x: the count (0 to 6), y: an id, z: skip the second vertex or not. A float3 stream: w reads 1.
    std::vector<float> data;
    for (std::uint64_t p = 0; p < points; ++p) {
      data.push_back(static_cast<float>((p * 5) % 7));
      data.push_back(static_cast<float>(p));
      data.push_back(p % 3 == 0 ? 1.0f : 0.0f);
    }
    ASSERT_TRUE(program.bindInput("POSITION", InputStream{data.data(), 0, 0, ComponentType::Float32, 3}).ok());
    GeometryOutput out;
    Status status = program.runGeometry(points, &out);
    ASSERT_TRUE(status.ok()) << status.toString();
    EXPECT_EQ(out.primitive, "LINE_STRIP");
    ASSERT_EQ(out.stride, 8u);
    // The reference: what each invocation emits, in order.
    std::size_t v = 0;
    for (std::uint64_t p = 0; p < points; ++p) {
      const int n = static_cast<int>(data[p * 3]);
      bool restart = true;
      for (int i = 0; i < n; ++i) {
        if (data[p * 3 + 2] > 0.5f && i == 1) continue;
        ASSERT_LT(v, out.vertexCount()) << "point " << p << " vertex " << i;
        EXPECT_EQ(out.primitiveOf[v], p);
        EXPECT_EQ(out.beginsStrip[v], restart ? 1 : 0) << "point " << p << " vertex " << i;
        const std::vector<float> expected{static_cast<float>(p), static_cast<float>(i) * scale, 0, 1,
                                          static_cast<float>(i), static_cast<float>(n), static_cast<float>(p), 1};
        EXPECT_EQ(std::vector<float>(out.vertex(v), out.vertex(v) + 8), expected) << "point " << p << " vertex " << i;
        restart = i % 2 == 1;
        ++v;
      }
    }
    EXPECT_EQ(v, out.vertexCount());
  }
}

INSTANTIATE_TEST_SUITE_P(Lanes, GeometryRun, ::testing::Values(4u, 8u, 16u),
                         [](const ::testing::TestParamInfo<unsigned>& info) { return "x" + std::to_string(info.param); });

TEST(GeometryRunLimits, VerticesPastTheMaximumAreDropped) {
  Context context = test::makeContext(1);
  // -po Vertices=2: VERTICES_OUT 2, so the third vertex of every triangle is dropped, as GL drops it.
  ProgramOptions options;
  options.profileOptions = {"Vertices=2"};
  ProgramResult made = context.createProgram(kShrink, "main", "gp4gp", options);
  ASSERT_TRUE(made.ok()) << made.status.toString() << made.diagnostics.text;
  Program& program = *made.program;
  const std::vector<float> positions = randomValues(5 * 3 * 4, 3);
  ASSERT_TRUE(program.bindInput("POSITION", InputStream{positions.data()}).ok());
  ASSERT_TRUE(program.bindInput("COLOR0", InputStream{positions.data()}).ok());
  GeometryOutput out;
  ASSERT_TRUE(program.runGeometry(5, &out).ok());
  EXPECT_EQ(out.maxVertices, 2u);
  ASSERT_EQ(out.vertexCount(), 10u);
  for (std::size_t v = 0; v < 10; ++v) EXPECT_EQ(out.primitiveOf[v], v / 2);
}

TEST(GeometryRunLimits, EveryInputPrimitiveHasItsVertexCount) {
  Context context = test::makeContext(1);
  const std::pair<const char*, unsigned> words[] = {{"POINT", 1}, {"LINE", 2}, {"LINE_ADJ", 4}, {"TRIANGLE", 3}, {"TRIANGLE_ADJ", 6}};
  for (const auto& [word, vertices] : words) {
    const std::string source = std::string(word) +
                               " void main(AttribArray<float4> p : POSITION) { for (int i = 0; i < p.length; i++) "
                               "emitVertex(p[i] : POSITION); }";
    Program program = compileOk(context, source, "main", "gp4gp");
    EXPECT_EQ(program.verticesPerPrimitive(), vertices) << word;
    // Every vertex of every primitive comes back as it went in.
    const std::vector<float> data = randomValues(7 * vertices * 4, vertices);
    ASSERT_TRUE(program.bindInput("POSITION", InputStream{data.data()}).ok());
    GeometryOutput out;
    ASSERT_TRUE(program.runGeometry(7, &out).ok()) << word;
    ASSERT_EQ(out.vertexCount(), 7u * vertices) << word;
    EXPECT_EQ(out.values, data) << word;
  }
}

// Per-vertex streams of every format, with fewer components than declared: each vertex is filled with GL's
// (0, 0, 0, 1) on its own (not the primitive's record as a whole), in the stream's type.
TEST(GeometryRunLimits, StreamFormatsFillEachVertex) {
  Context context = test::makeContext(1);
  Program program = compileOk(context, R"(
LINE void main(AttribArray<float4> p : POSITION, AttribArray<float4> c : COLOR0, AttribArray<int4> n : TEXCOORD1) {
  for (int i = 0; i < 2; i++) emitVertex(p[i] : POSITION, c[i] : COLOR0, float4(n[i]) : TEXCOORD1);
})",
                              "main", "gp4gp");
  // Two lines: half-float positions of two components, unorm8 colours of three (with a padding byte),
  // int32 counters of one.
  const std::vector<std::uint16_t> halves{0x3C00, 0x4000, 0x4200, 0x4400, 0xBC00, 0x0000, 0x3800, 0x3400};  // 1 2 3 4 -1 0 .5 .25
  const std::vector<std::uint8_t> bytes{255, 0, 51, 9, 0, 255, 102, 9, 0, 0, 0, 9, 255, 255, 255, 9};
  const std::vector<std::int32_t> ints{7, -8, 9, 100000};
  ASSERT_TRUE(program.bindInput("POSITION", InputStream{halves.data(), 0, 0, ComponentType::Float16, 2}).ok());
  ASSERT_TRUE(program.bindInput("COLOR0", InputStream{bytes.data(), 0, 4, ComponentType::UNorm8, 3}).ok());
  ASSERT_TRUE(program.bindInput("TEXCOORD1", InputStream{ints.data(), 0, 0, ComponentType::Int32, 1}).ok());
  GeometryOutput out;
  ASSERT_TRUE(program.runGeometry(2, &out).ok());
  ASSERT_EQ(out.vertexCount(), 4u);
  const std::vector<std::vector<float>> want{
      {1, 2, 0, 1, 1, 0, 0.2f, 1, 7, 0, 0, 1},
      {3, 4, 0, 1, 0, 1, 0.4f, 1, -8, 0, 0, 1},
      {-1, 0, 0, 1, 0, 0, 0, 1, 9, 0, 0, 1},
      {0.5f, 0.25f, 0, 1, 1, 1, 1, 1, 100000, 0, 0, 1}};
  for (std::size_t v = 0; v < 4; ++v)
    for (std::size_t c = 0; c < 12; ++c) EXPECT_NEAR(out.vertex(v)[c], want[v][c], 1e-6f) << "vertex " << v << " component " << c;
}

// PRIMITIVEID is the primitive's number when no stream is bound to it (GL's gl_PrimitiveIDIn), and the
// bound stream's value, one element a primitive, when one is.
TEST(GeometryRunLimits, PrimitiveIdIsThePrimitivesNumber) {
  Context context = test::makeContext(0, 4);
  Program program = compileOk(context, R"(
TRIANGLE void main(AttribArray<float4> p : POSITION, int id : PRIMITIVEID) {
  emitVertex(p[0] + float4(id, 0, 0, 0) : POSITION);
})",
                              "main", "gp4gp");
  const std::uint64_t triangles = 2100;  // past the size a run splits over threads at
  const std::vector<float> positions(triangles * 3 * 4, 0.5f);
  ASSERT_TRUE(program.bindInput("POSITION", InputStream{positions.data()}).ok());
  GeometryOutput out;
  ASSERT_TRUE(program.runGeometry(triangles, &out).ok());
  ASSERT_EQ(out.vertexCount(), triangles);
  for (std::uint64_t t = 0; t < triangles; ++t) ASSERT_EQ(out.vertex(t)[0], 0.5f + static_cast<float>(t)) << t;
  const std::vector<std::int32_t> ids(triangles, 40);
  ASSERT_TRUE(program.bindInput("PRIMITIVEID", InputStream{ids.data(), 0, 0, ComponentType::Int32}).ok());
  ASSERT_TRUE(program.runGeometry(triangles, &out).ok());
  EXPECT_EQ(out.vertex(triangles - 1)[0], 40.5f);
}

TEST(GeometryRunLimits, Misuses) {
  Context context = test::makeContext(1);
  Program geometry = compileOk(context, kShrink, "main", "gp4gp");
  Program vertex = compileOk(context, "float4 main(float4 p : POSITION) : POSITION { return p; }");
  GeometryOutput out;
  EXPECT_EQ(geometry.run(3).code(), ErrorCode::WrongStage);
  EXPECT_EQ(geometry.runFragments(4).code(), ErrorCode::WrongStage);
  Status wrong = vertex.runGeometry(3, &out);
  EXPECT_EQ(wrong.code(), ErrorCode::WrongStage);
  EXPECT_NE(wrong.message().find("use run"), std::string::npos) << wrong.message();
  EXPECT_EQ(geometry.runGeometry(3, nullptr).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(geometry.runGeometry(0, &out).code(), ErrorCode::InvalidArgument);
  // Streams are bound per vertex: a float4 AttribArray takes at most 4 components.
  std::vector<float> data(64, 0.0f);
  EXPECT_EQ(geometry.bindInput("POSITION", InputStream{data.data(), 0, 0, ComponentType::Float32, 5}).code(),
            ErrorCode::SizeMismatch);
  // Both inputs are read: one unbound is MissingStream.
  ASSERT_TRUE(geometry.bindInput("POSITION", InputStream{data.data()}).ok());
  EXPECT_EQ(geometry.runGeometry(3, &out).code(), ErrorCode::MissingStream);
  // More primitives than a run may hold the vertices of, refused before anything is allocated.
  ASSERT_TRUE(geometry.bindInput("COLOR0", InputStream{data.data()}).ok());
  EXPECT_EQ(geometry.runGeometry(std::uint64_t{1} << 40, &out).code(), ErrorCode::CountOverflow);
  EXPECT_EQ(out.vertexCount(), 0u);  // a failed run leaves the output empty
  EXPECT_TRUE(out.primitive.empty());
  EXPECT_TRUE(out.semantics.empty());
}

}  // namespace
}  // namespace cgx
