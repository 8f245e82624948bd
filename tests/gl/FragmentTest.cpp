// The point renderer: one point per pixel centre, fragment shaders writing two colour targets (both output
// styles: gl_FragData and 330 `out`s) and gl_FragDepth, discard, and a real depth test.
#include <array>
#include <string>

#include "GlTestSupport.h"
#include "gl/PointRenderer.h"

namespace cgx::gl::test {
namespace {

constexpr int kWidth = 4, kHeight = 3, kPixels = kWidth * kHeight;

// Vertex shader for the point renderer: position from pixelCenterPositions, one value passed through.
const char* const kVertex330 =
    "#version 330\nlayout(location = 0) in vec2 position;\nlayout(location = 1) in vec4 value;\nout vec4 v;\n"
    "void main() { v = value; gl_Position = vec4(position, 0.0, 1.0); }\n";
const char* const kVertex120 =
    "#version 120\nattribute vec2 position;\nattribute vec4 value;\nvarying vec4 v;\n"
    "void main() { v = value; gl_Position = vec4(position, 0.0, 1.0); }\n";

// Per pixel i: (i / 16, i - 5, 2i, 0.5), so x is a valid depth and y goes negative (nothing is clamped).
std::vector<VertexStream> pixelStreams() {
  VertexStream value{1, 4, {}};
  for (int i = 0; i < kPixels; ++i) {
    float f = static_cast<float>(i);
    value.data.insert(value.data.end(), {f / 16.0f, f - 5.0f, 2.0f * f, 0.5f});
  }
  return {VertexStream{0, 2, pixelCenterPositions(kWidth, kHeight)}, value};
}

class PointRendering : public GlTest, public ::testing::WithParamInterface<bool> {};

// Two colour targets and depth, from a 330 shader (`out`s at locations 0 and 1) or a 120 one (gl_FragData).
TEST_P(PointRendering, TwoColorTargetsAndDepth) {
  const bool modern = GetParam();
  ProgramSource source;
  source.vertex = modern ? kVertex330 : kVertex120;
  source.attributeLocations = {{"position", 0}, {"value", 1}};
  source.fragment =
      modern ? "#version 330\nin vec4 v;\nlayout(location = 0) out vec4 first;\nout vec4 second;\n"
               "void main() { first = v * 2.0 - 1.5; second = v.wzyx + 7.0; gl_FragDepth = v.x; }\n"
             : "#version 120\nvarying vec4 v;\n"
               "void main() { gl_FragData[0] = v * 2.0 - 1.5; gl_FragData[1] = v.wzyx + 7.0; gl_FragDepth = v.x; }\n";
  if (modern) source.fragDataLocations = {{"second", 1}};  // `second` has no layout qualifier
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  PointTarget target;
  target.width = kWidth;
  target.height = kHeight;
  target.colorAttachments = 2;
  target.readDepth = true;
  PointImage image;
  std::string error;
  const auto streams = pixelStreams();
  ASSERT_TRUE(renderPoints(*program, streams, kPixels, target, &image, &error)) << error;
  ASSERT_EQ(image.colors.size(), 2u);
  ASSERT_EQ(image.colors[0].size(), 4u * kPixels);
  ASSERT_EQ(image.depth.size(), static_cast<std::size_t>(kPixels));
  const std::vector<float>& value = streams[1].data;
  for (int i = 0; i < kPixels; ++i) {
    for (int c = 0; c < 4; ++c) {
      EXPECT_FLOAT_EQ(image.colors[0][i * 4 + c], value[i * 4 + c] * 2.0f - 1.5f) << "pixel " << i << "." << c;
      EXPECT_FLOAT_EQ(image.colors[1][i * 4 + c], value[i * 4 + 3 - c] + 7.0f) << "pixel " << i << "." << c;
    }
    EXPECT_FLOAT_EQ(image.depth[i], value[i * 4]) << "pixel " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(OutputStyles, PointRendering, ::testing::Values(true, false),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return std::string(info.param ? "glsl330" : "glsl120");
                         });

TEST_F(GlTest, DiscardedPixelsKeepTheClearColour) {
  ProgramSource source;
  source.vertex = kVertex120;
  source.attributeLocations = {{"position", 0}, {"value", 1}};
  source.fragment = "#version 120\nvarying vec4 v;\nvoid main() { if (v.y > 0.0) discard; gl_FragColor = v; }\n";
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  PointTarget target;
  target.width = kWidth;
  target.height = kHeight;
  target.clearColor = {0.25f, -3.0f, 9.0f, 0.5f};
  PointImage image;
  std::string error;
  const auto streams = pixelStreams();
  ASSERT_TRUE(renderPoints(*program, streams, kPixels, target, &image, &error)) << error;
  ASSERT_EQ(image.colors.size(), 1u);
  int discarded = 0;
  for (int i = 0; i < kPixels; ++i) {
    bool discards = streams[1].data[i * 4 + 1] > 0.0f;
    discarded += discards ? 1 : 0;
    for (int c = 0; c < 4; ++c) {
      float expected = discards ? target.clearColor[c] : streams[1].data[i * 4 + c];
      EXPECT_FLOAT_EQ(image.colors[0][i * 4 + c], expected) << "pixel " << i << "." << c;
    }
  }
  EXPECT_EQ(discarded, kPixels - 6);  // y = i - 5 > 0 for i = 6..11
}

// With DepthFunc::Less against a cleared depth of 0.3, only fragments nearer than 0.3 write colour.
TEST_F(GlTest, DepthTestIsConfigurable) {
  ProgramSource source;
  source.vertex = kVertex330;
  source.fragment = "#version 330\nin vec4 v;\nout vec4 color;\n"
                    "void main() { color = v; gl_FragDepth = v.x; }\n";
  auto program = link(source);
  ASSERT_NE(program, nullptr);
  PointTarget target;
  target.width = kWidth;
  target.height = kHeight;
  target.readDepth = true;
  target.clearDepth = 0.3f;
  target.depthFunc = DepthFunc::Less;
  PointImage image;
  std::string error;
  const auto streams = pixelStreams();
  ASSERT_TRUE(renderPoints(*program, streams, kPixels, target, &image, &error)) << error;
  for (int i = 0; i < kPixels; ++i) {
    float depth = streams[1].data[i * 4];
    bool passes = depth < 0.3f;
    EXPECT_FLOAT_EQ(image.depth[i], passes ? depth : 0.3f) << "pixel " << i;
    EXPECT_FLOAT_EQ(image.colors[0][i * 4 + 2], passes ? streams[1].data[i * 4 + 2] : 0.0f) << "pixel " << i;
  }
}

}  // namespace
}  // namespace cgx::gl::test
