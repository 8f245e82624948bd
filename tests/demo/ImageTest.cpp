// The image helpers the demo's pictures and comparisons rest on.
#include <gtest/gtest.h>

#include "Image.h"

namespace cgx::demo {
namespace {

RgbaImage filled(int width, int height, Rgba colour) {
  RgbaImage image{width, height, {}};
  for (int i = 0; i < width * height; ++i) image.pixels.insert(image.pixels.end(), colour.begin(), colour.end());
  return image;
}

TEST(Image, DownsampleAveragesEachBlock) {
  RgbaImage image = filled(4, 2, {0, 0, 0, 255});
  image.pixels[0] = 200;                   // (0, 0) red
  image.pixels[(1 * 4 + 1) * 4 + 1] = 100;  // (1, 1) green
  RgbaImage small = downsample(image, 2);
  ASSERT_EQ(small.width, 2);
  ASSERT_EQ(small.height, 1);
  EXPECT_EQ(small.at(0, 0), (Rgba{50, 25, 0, 255}));
  EXPECT_EQ(small.at(1, 0), (Rgba{0, 0, 0, 255}));
  EXPECT_THROW(downsample(filled(3, 2, {}), 2), std::invalid_argument);
}

TEST(Image, SideBySideFramesBothImages) {
  RgbaImage picture = sideBySide(filled(2, 3, {1, 1, 1, 1}), filled(4, 3, {2, 2, 2, 2}), 1, {9, 9, 9, 9});
  ASSERT_EQ(picture.width, 1 + 2 + 1 + 4 + 1);
  ASSERT_EQ(picture.height, 1 + 3 + 1);
  EXPECT_EQ(picture.at(0, 0), (Rgba{9, 9, 9, 9}));
  EXPECT_EQ(picture.at(1, 1), (Rgba{1, 1, 1, 1}));
  EXPECT_EQ(picture.at(2, 3), (Rgba{1, 1, 1, 1}));
  EXPECT_EQ(picture.at(3, 2), (Rgba{9, 9, 9, 9}));
  EXPECT_EQ(picture.at(4, 1), (Rgba{2, 2, 2, 2}));
  EXPECT_EQ(picture.at(7, 3), (Rgba{2, 2, 2, 2}));
  EXPECT_EQ(picture.at(8, 4), (Rgba{9, 9, 9, 9}));
}

TEST(Image, CompareAndCoverage) {
  RgbaImage a = filled(2, 2, {10, 20, 30, 255}), b = a;
  EXPECT_EQ(compareImages(a, b).maxChannel, 0);
  EXPECT_EQ(compareImages(a, b).differingPixels, 0u);
  b.pixels[6] = 37;  // pixel 1, blue: 30 -> 37
  EXPECT_EQ(compareImages(a, b).maxChannel, 7);
  EXPECT_EQ(compareImages(a, b).differingPixels, 1u);
  EXPECT_DOUBLE_EQ(coverage(b, {10, 20, 30, 255}), 0.25);
}

}  // namespace
}  // namespace cgx::demo
