// Sampling each texture kind with nearest filtering at texel centres gives the texel values back; the wrap
// modes, linear filtering, mipmaps and shadow comparison do what GL says. Sampled in vertex shaders and
// captured (texture() there uses level 0), plus one 2D texture sampled in a fragment shader.
#include <array>
#include <string>
#include <utility>

#include "GlTestSupport.h"
#include "gl/PointRenderer.h"
#include "gl/Texture.h"

namespace cgx::gl::test {
namespace {

// Texel i of face f holds (i, i + 0.25, -i, f + 0.5) + 10 f: distinct per texel and face.
std::vector<float> texels(int count, int faces = 1) {
  std::vector<float> rgba;
  for (int f = 0; f < faces; ++f)
    for (int i = 0; i < count; ++i) {
      float t = static_cast<float>(i), face = static_cast<float>(f);
      rgba.insert(rgba.end(), {t + 10 * face, t + 0.25f + 10 * face, -t + 10 * face, face + 0.5f + 10 * face});
    }
  return rgba;
}

TextureImage imageOf(TextureKind kind, int width, int height, int depth, std::vector<float> rgba) {
  TextureImage image;
  image.kind = kind;
  image.width = width;
  image.height = height;
  image.depth = depth;
  image.rgba = std::move(rgba);
  return image;
}

// A vertex shader sampling `samplerType s` at `coordType coord` (location 0), the result captured as `t`.
std::unique_ptr<Program> sampler(GlTest& test, const std::string& samplerType, const std::string& coordType,
                                 const std::string& lookup = "texture(s, coord)") {
  ProgramSource source;
  source.vertex = "#version 330\nuniform " + samplerType + " s;\nlayout(location = 0) in " + coordType +
                  " coord;\nout vec4 t;\nvoid main() { t = vec4(" + lookup + "); gl_Position = vec4(0.0); }\n";
  source.feedbackVaryings = {"t"};
  std::string error;
  auto program = Program::create(source, &error);
  EXPECT_NE(program, nullptr) << error;
  if (program != nullptr) {
    EXPECT_TRUE(program->setSampler("s", 3, &error)) << error;
  }
  return program;
}

class Textures : public GlTest {
 protected:
  // Binds `texture` to unit 3, samples it at `coords` (components floats each) and returns the results.
  std::vector<float> sample(const Program& program, const Texture& texture, int components,
                            const std::vector<float>& coords) {
    std::string error;
    EXPECT_TRUE(texture.bind(3, &error)) << error;
    int count = static_cast<int>(coords.size()) / components;
    auto values = capture(program, {VertexStream{0, components, coords}}, {{"t", 4}}, count);
    return values.empty() ? std::vector<float>() : values[0];
  }
  std::unique_ptr<Texture> make(const TextureImage& image) {
    std::string error;
    auto texture = Texture::create(image, &error);
    EXPECT_NE(texture, nullptr) << error;
    return texture;
  }
};

// Expects `sampled` (4 floats per sample) to equal the texels at `indices` of `rgba`.
void expectTexels(const std::vector<float>& sampled, const std::vector<float>& rgba, const std::vector<int>& indices) {
  ASSERT_EQ(sampled.size(), indices.size() * 4);
  for (std::size_t k = 0; k < indices.size(); ++k)
    for (int c = 0; c < 4; ++c)
      EXPECT_FLOAT_EQ(sampled[k * 4 + c], rgba[indices[k] * 4 + c]) << "sample " << k << " (texel " << indices[k]
                                                                    << ")." << c;
}

TEST_F(Textures, Texture1D) {
  TextureImage image = imageOf(TextureKind::Texture1D, 5, 1, 1, texels(5));
  auto texture = make(image);
  auto program = sampler(*this, "sampler1D", "float");
  ASSERT_TRUE(texture && program);
  std::vector<float> coords;
  std::vector<int> indices;
  for (int s = 0; s < 5; ++s) {
    coords.push_back((s + 0.5f) / 5);
    indices.push_back(s);
  }
  expectTexels(sample(*program, *texture, 1, coords), image.rgba, indices);
}

TEST_F(Textures, Texture2DAndRectangle) {
  for (TextureKind kind : {TextureKind::Texture2D, TextureKind::Rectangle}) {
    bool rectangle = kind == TextureKind::Rectangle;
    SCOPED_TRACE(rectangle ? "rectangle" : "2D");
    TextureImage image = imageOf(kind, 4, 3, 1, texels(12));
    auto texture = make(image);
    auto program = sampler(*this, rectangle ? "sampler2DRect" : "sampler2D", "vec2");
    ASSERT_TRUE(texture && program);
    std::vector<float> coords;
    std::vector<int> indices;
    for (int t = 0; t < 3; ++t)
      for (int s = 0; s < 4; ++s) {
        // Rectangle textures take texel coordinates, the others [0, 1].
        coords.push_back(rectangle ? s + 0.5f : (s + 0.5f) / 4);
        coords.push_back(rectangle ? t + 0.5f : (t + 0.5f) / 3);
        indices.push_back(t * 4 + s);
      }
    expectTexels(sample(*program, *texture, 2, coords), image.rgba, indices);
  }
}

TEST_F(Textures, Texture3D) {
  TextureImage image = imageOf(TextureKind::Texture3D, 3, 2, 2, texels(12));
  auto texture = make(image);
  auto program = sampler(*this, "sampler3D", "vec3");
  ASSERT_TRUE(texture && program);
  std::vector<float> coords;
  std::vector<int> indices;
  for (int r = 0; r < 2; ++r)
    for (int t = 0; t < 2; ++t)
      for (int s = 0; s < 3; ++s) {
        coords.insert(coords.end(), {(s + 0.5f) / 3, (t + 0.5f) / 2, (r + 0.5f) / 2});
        indices.push_back((r * 2 + t) * 3 + s);
      }
  expectTexels(sample(*program, *texture, 3, coords), image.rgba, indices);
}

// The direction that hits texel (s, t) centre of `face` (GL order +X, -X, +Y, -Y, +Z, -Z) of a size x size
// cube: the inverse of GL's face selection table (sc, tc per major axis).
std::array<float, 3> cubeDirection(int face, int s, int t, int size) {
  float sc = 2.0f * (s + 0.5f) / size - 1.0f, tc = 2.0f * (t + 0.5f) / size - 1.0f;
  switch (face) {
    case 0: return {1, -tc, -sc};
    case 1: return {-1, -tc, sc};
    case 2: return {sc, 1, tc};
    case 3: return {sc, -1, -tc};
    case 4: return {sc, -tc, 1};
    default: return {-sc, -tc, -1};
  }
}

TEST_F(Textures, CubeFacesInGlOrder) {
  TextureImage image = imageOf(TextureKind::Cube, 2, 2, 1, texels(4, 6));
  auto texture = make(image);
  auto program = sampler(*this, "samplerCube", "vec3");
  ASSERT_TRUE(texture && program);
  std::vector<float> coords;
  std::vector<int> indices;
  for (int face = 0; face < 6; ++face)
    for (int t = 0; t < 2; ++t)
      for (int s = 0; s < 2; ++s) {
        auto d = cubeDirection(face, s, t, 2);
        coords.insert(coords.end(), d.begin(), d.end());
        indices.push_back(face * 4 + t * 2 + s);
      }
  expectTexels(sample(*program, *texture, 3, coords), image.rgba, indices);
}

// A 2-texel 1D texture at s = 1.25 and 1.75, i.e. texel 2 and 3 past the end: repeat gives texels 0, 1;
// clamp 1, 1; mirrored repeat 1, 0.
TEST_F(Textures, WrapModes) {
  auto program = sampler(*this, "sampler1D", "float");
  ASSERT_NE(program, nullptr);
  const std::pair<Wrap, std::vector<int>> cases[] = {
      {Wrap::Repeat, {0, 1}}, {Wrap::ClampToEdge, {1, 1}}, {Wrap::MirroredRepeat, {1, 0}}};
  for (const auto& [wrap, indices] : cases) {
    SCOPED_TRACE(static_cast<int>(wrap));
    TextureImage image = imageOf(TextureKind::Texture1D, 2, 1, 1, texels(2));
    image.wrap = wrap;
    auto texture = make(image);
    ASSERT_NE(texture, nullptr);
    expectTexels(sample(*program, *texture, 1, {1.25f, 1.75f}), image.rgba, indices);
  }
}

TEST_F(Textures, LinearFilterAndMipmaps) {
  // Linear, clamped: halfway between the two texel centres is their mean.
  TextureImage line = imageOf(TextureKind::Texture1D, 2, 1, 1, texels(2));
  line.filter = Filter::Linear;
  line.wrap = Wrap::ClampToEdge;
  auto texture = make(line);
  auto program = sampler(*this, "sampler1D", "float");
  ASSERT_TRUE(texture && program);
  std::vector<float> mean = sample(*program, *texture, 1, {0.5f});
  ASSERT_EQ(mean.size(), 4u);
  for (int c = 0; c < 4; ++c) EXPECT_FLOAT_EQ(mean[c], (line.rgba[c] + line.rgba[4 + c]) / 2) << c;

  // Mipmaps on request: level 1 of a 2x2 texture is the mean of its four texels.
  TextureImage square = imageOf(TextureKind::Texture2D, 2, 2, 1, texels(4));
  square.mipmaps = true;
  auto mipmapped = make(square);
  auto lod = sampler(*this, "sampler2D", "vec2", "textureLod(s, coord, 1.0)");
  ASSERT_TRUE(mipmapped && lod);
  std::vector<float> level1 = sample(*lod, *mipmapped, 2, {0.5f, 0.5f});
  ASSERT_EQ(level1.size(), 4u);
  for (int c = 0; c < 4; ++c) {
    float sum = 0;
    for (int i = 0; i < 4; ++i) sum += square.rgba[i * 4 + c];
    EXPECT_FLOAT_EQ(level1[c], sum / 4) << c;
  }
}

// Depth textures: read as plain values, and compared (shadow2D semantics: 1 where ref <= stored depth).
TEST_F(Textures, DepthAndShadow) {
  DepthTextureImage image;
  image.width = image.height = 2;
  image.depth = {0.2f, 0.4f, 0.6f, 0.8f};
  std::string error;
  auto plain = Texture::createDepth(image, &error);
  ASSERT_NE(plain, nullptr) << error;
  auto reader = sampler(*this, "sampler2D", "vec2");
  ASSERT_NE(reader, nullptr);
  const std::vector<float> centres = {0.25f, 0.25f, 0.75f, 0.25f, 0.25f, 0.75f, 0.75f, 0.75f};
  std::vector<float> depths = sample(*reader, *plain, 2, centres);
  ASSERT_EQ(depths.size(), 16u);
  for (int i = 0; i < 4; ++i) EXPECT_FLOAT_EQ(depths[i * 4], image.depth[i]) << i;

  image.compare = true;
  auto shadow = Texture::createDepth(image, &error);
  ASSERT_NE(shadow, nullptr) << error;
  auto comparer = sampler(*this, "sampler2DShadow", "vec2", "texture(s, vec3(coord, 0.5))");
  ASSERT_NE(comparer, nullptr);
  std::vector<float> lit = sample(*comparer, *shadow, 2, centres);
  ASSERT_EQ(lit.size(), 16u);
  const float expected[] = {0, 0, 1, 1};
  for (int i = 0; i < 4; ++i) EXPECT_FLOAT_EQ(lit[i * 4], expected[i]) << i;
}

// The fragment stage samples too: a #version 100 shader reading a 2D texture at each pixel's texel centre.
TEST_F(Textures, SampledInAFragmentShader) {
  constexpr int kWidth = 3, kHeight = 2;
  TextureImage image = imageOf(TextureKind::Texture2D, kWidth, kHeight, 1, texels(kWidth * kHeight));
  auto texture = make(image);
  ASSERT_NE(texture, nullptr);
  ProgramSource source;
  source.vertex = "#version 100\nattribute vec2 position;\nvarying vec2 coord;\n"
                  "void main() { coord = position * 0.5 + 0.5; gl_Position = vec4(position, 0.0, 1.0); }\n";
  source.fragment = "#version 100\nprecision highp float;\nuniform sampler2D s;\nvarying vec2 coord;\n"
                    "void main() { gl_FragColor = texture2D(s, coord); }\n";
  source.attributeLocations = {{"position", 0}};
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  std::string error;
  ASSERT_TRUE(program->setSampler("s", 5, &error)) << error;
  ASSERT_TRUE(texture->bind(5, &error)) << error;
  PointTarget target;
  target.width = kWidth;
  target.height = kHeight;
  PointImage out;
  ASSERT_TRUE(renderPoints(*program, {VertexStream{0, 2, pixelCenterPositions(kWidth, kHeight)}},
                           kWidth * kHeight, target, &out, &error))
      << error;
  ASSERT_EQ(out.colors.size(), 1u);
  for (std::size_t i = 0; i < image.rgba.size(); ++i) EXPECT_FLOAT_EQ(out.colors[0][i], image.rgba[i]) << i;
}

}  // namespace
}  // namespace cgx::gl::test
