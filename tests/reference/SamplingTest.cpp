// samplePoint(): nearest texel at texel centres, repeat wrapping, RECT clamping and cube face selection.
#include <gtest/gtest.h>

#include <array>

#include "Reference.h"

namespace cgx::reference {
namespace {

// A texture whose texel i holds (i, i + 0.25, i + 0.5, i + 0.75): the red channel names the texel.
Texture numbered(TextureKind kind, int width, int height = 1, int depth = 1) {
  Texture t;
  t.kind = kind;
  t.width = width;
  t.height = height;
  t.depth = depth;
  const int count = width * height * depth * (kind == TextureKind::Cube ? 6 : 1);
  for (int i = 0; i < count; ++i)
    for (const float offset : {0.0f, 0.25f, 0.5f, 0.75f}) t.texels.push_back(static_cast<float>(i) + offset);
  return t;
}

float red(const Texture& t, std::array<float, 3> coord) { return samplePoint(t, coord.data())[0]; }

TEST(SamplingTest, Tex1DTexelCentres) {
  const Texture t = numbered(TextureKind::Tex1D, 16);
  for (int i = 0; i < 16; ++i) {
    const std::array<float, 3> c{(static_cast<float>(i) + 0.5f) / 16.0f, 0, 0};
    const std::array<float, 4> rgba = samplePoint(t, c.data());
    EXPECT_EQ(rgba[0], static_cast<float>(i));
    EXPECT_EQ(rgba[1], static_cast<float>(i) + 0.25f);
    EXPECT_EQ(rgba[2], static_cast<float>(i) + 0.5f);
    EXPECT_EQ(rgba[3], static_cast<float>(i) + 0.75f);
  }
}

TEST(SamplingTest, Tex2DTexelCentresRowByRow) {
  const Texture t = numbered(TextureKind::Tex2D, 8, 4);
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 8; ++x)
      EXPECT_EQ(red(t, {(static_cast<float>(x) + 0.5f) / 8.0f, (static_cast<float>(y) + 0.5f) / 4.0f, 0}),
                static_cast<float>(y * 8 + x));
}

TEST(SamplingTest, Tex3DTexelCentres) {
  const Texture t = numbered(TextureKind::Tex3D, 4, 2, 3);
  for (int z = 0; z < 3; ++z)
    for (int y = 0; y < 2; ++y)
      for (int x = 0; x < 4; ++x)
        EXPECT_EQ(red(t, {(static_cast<float>(x) + 0.5f) / 4.0f, (static_cast<float>(y) + 0.5f) / 2.0f,
                          (static_cast<float>(z) + 0.5f) / 3.0f}),
                  static_cast<float>((z * 2 + y) * 4 + x));
}

TEST(SamplingTest, RepeatWrapping) {
  const Texture t1 = numbered(TextureKind::Tex1D, 16);
  EXPECT_EQ(red(t1, {1.25f, 0, 0}), red(t1, {0.25f, 0, 0}));
  EXPECT_EQ(red(t1, {0.25f, 0, 0}), 4.0f);
  EXPECT_EQ(red(t1, {-0.75f, 0, 0}), 4.0f);
  EXPECT_EQ(red(t1, {-0.01f, 0, 0}), 15.0f);  // just below 0 wraps to the last texel
  const Texture t2 = numbered(TextureKind::Tex2D, 8, 8);
  EXPECT_EQ(red(t2, {1.25f, -0.6875f, 0}), red(t2, {0.25f, 0.3125f, 0}));
  EXPECT_EQ(red(t2, {0.25f, 0.3125f, 0}), static_cast<float>(2 * 8 + 2));
  const Texture t3 = numbered(TextureKind::Tex3D, 4, 4, 4);
  EXPECT_EQ(red(t3, {2.125f, 1.375f, -0.375f}), red(t3, {0.125f, 0.375f, 0.625f}));
}

TEST(SamplingTest, RectIsUnnormalizedAndClamped) {
  const Texture t = numbered(TextureKind::Rect, 5, 3);
  EXPECT_EQ(red(t, {0.5f, 0.5f, 0}), 0.0f);
  EXPECT_EQ(red(t, {3.5f, 2.5f, 0}), static_cast<float>(2 * 5 + 3));
  EXPECT_EQ(red(t, {4.99f, 1.01f, 0}), static_cast<float>(1 * 5 + 4));
  EXPECT_EQ(red(t, {-3.0f, 1.5f, 0}), static_cast<float>(1 * 5 + 0));   // clamped left
  EXPECT_EQ(red(t, {17.0f, 1.5f, 0}), static_cast<float>(1 * 5 + 4));   // clamped right
  EXPECT_EQ(red(t, {2.5f, 100.0f, 0}), static_cast<float>(2 * 5 + 2));  // clamped top, no wrapping
  EXPECT_EQ(red(t, {2.5f, -0.5f, 0}), 2.0f);
}

// Each face is 4x4 texels, 16 texels a face: face = red / 16.
constexpr int kFace = 4;
int face(const Texture& t, std::array<float, 3> r) { return static_cast<int>(red(t, r)) / (kFace * kFace); }
int texelInFace(const Texture& t, std::array<float, 3> r) { return static_cast<int>(red(t, r)) % (kFace * kFace); }

TEST(SamplingTest, CubeFaceForEachMajorAxis) {
  const Texture t = numbered(TextureKind::Cube, kFace, kFace);
  EXPECT_EQ(face(t, {1.0f, 0.2f, -0.3f}), 0);   // +X
  EXPECT_EQ(face(t, {-2.0f, 0.2f, 0.3f}), 1);   // -X
  EXPECT_EQ(face(t, {0.1f, 0.9f, -0.3f}), 2);   // +Y
  EXPECT_EQ(face(t, {0.1f, -0.9f, 0.3f}), 3);   // -Y
  EXPECT_EQ(face(t, {0.4f, -0.3f, 0.5f}), 4);   // +Z
  EXPECT_EQ(face(t, {-0.4f, 0.3f, -0.5f}), 5);  // -Z
  // The direction's length does not matter.
  EXPECT_EQ(red(t, {0.1f, 0.9f, -0.3f}), red(t, {1.0f, 9.0f, -3.0f}));
}

// Orientation, checked by hand against GL 4.5 table 8.19, s = (sc/|ma| + 1)/2, t = (tc/|ma| + 1)/2,
// texel (floor(4s), floor(4t)) stored row by row (t then s).
TEST(SamplingTest, CubeOrientationOnFaces) {
  const Texture t = numbered(TextureKind::Cube, kFace, kFace);
  // +X: sc = -rz, tc = -ry. r = (1, 0.6, -0.7): sc = 0.7 -> s = 0.85 -> x = 3; tc = -0.6 -> t = 0.2 -> y = 0.
  EXPECT_EQ(face(t, {1.0f, 0.6f, -0.7f}), 0);
  EXPECT_EQ(texelInFace(t, {1.0f, 0.6f, -0.7f}), 0 * 4 + 3);
  // -X: sc = +rz, tc = -ry. r = (-1, -0.6, -0.7): sc = -0.7 -> x = 0; tc = 0.6 -> t = 0.8 -> y = 3.
  EXPECT_EQ(face(t, {-1.0f, -0.6f, -0.7f}), 1);
  EXPECT_EQ(texelInFace(t, {-1.0f, -0.6f, -0.7f}), 3 * 4 + 0);
  // +Y: sc = +rx, tc = +rz. r = (0.3, 1, -0.6): sc = 0.3 -> s = 0.65 -> x = 2; tc = -0.6 -> t = 0.2 -> y = 0.
  EXPECT_EQ(face(t, {0.3f, 1.0f, -0.6f}), 2);
  EXPECT_EQ(texelInFace(t, {0.3f, 1.0f, -0.6f}), 0 * 4 + 2);
  // -Y: sc = +rx, tc = -rz. r = (0.3, -1, -0.6): x = 2; tc = 0.6 -> t = 0.8 -> y = 3.
  EXPECT_EQ(face(t, {0.3f, -1.0f, -0.6f}), 3);
  EXPECT_EQ(texelInFace(t, {0.3f, -1.0f, -0.6f}), 3 * 4 + 2);
  // +Z: sc = +rx, tc = -ry. r = (-0.6, -0.3, 2): sc/ma = -0.3 -> s = 0.35 -> x = 1; tc/ma = 0.15 -> t = 0.575
  // -> y = 2.
  EXPECT_EQ(face(t, {-0.6f, -0.3f, 2.0f}), 4);
  EXPECT_EQ(texelInFace(t, {-0.6f, -0.3f, 2.0f}), 2 * 4 + 1);
  // -Z: sc = -rx, tc = -ry. r = (-0.6, 0.7, -1): sc = 0.6 -> s = 0.8 -> x = 3; tc = -0.7 -> t = 0.15 -> y = 0.
  EXPECT_EQ(face(t, {-0.6f, 0.7f, -1.0f}), 5);
  EXPECT_EQ(texelInFace(t, {-0.6f, 0.7f, -1.0f}), 0 * 4 + 3);
}

// Ties between axes are the one place the table leaves open: samplePoint takes x before y before z (as
// Mesa does). There |sc| = |ma|, so s = 1 and the lookup clamps to the face's last column.
TEST(SamplingTest, CubeTieClampsToTheFaceEdge) {
  const Texture t = numbered(TextureKind::Cube, kFace, kFace);
  EXPECT_EQ(face(t, {1.0f, -0.1f, -1.0f}), 0);             // x and z tie: +X
  EXPECT_EQ(texelInFace(t, {1.0f, -0.1f, -1.0f}) % 4, 3);  // sc = -rz = 1 -> s = 1 -> column 3
  EXPECT_EQ(face(t, {0.2f, -1.0f, 1.0f}), 3);              // y and z tie: -Y
}

}  // namespace
}  // namespace cgx::reference
