// Input stream formats (float, half, int, unsigned int, unorm8), strides and offsets, and fewer components
// than the parameter declares filling (0, 0, 0, 1).
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

using test::compileOk;

constexpr const char* kPassThrough = "float4 main(float4 p : POSITION) : POSITION { return p; }";

std::vector<float> runPassThrough(Program& program, const InputStream& stream, std::uint64_t count) {
  std::vector<float> out(count * 4, -99.0f);
  EXPECT_TRUE(program.bindInput("POSITION", stream).ok());
  EXPECT_TRUE(program.bindOutput("POSITION", OutputStream{out.data()}).ok());
  Status status = program.run(count);
  EXPECT_TRUE(status.ok()) << status.toString();
  return out;
}

std::uint16_t toHalf(float value) {
  // Exact for the small values used here (normal halves, no rounding needed).
  std::uint32_t bits = 0;
  std::memcpy(&bits, &value, 4);
  const std::uint32_t sign = (bits >> 16) & 0x8000u;
  if ((bits & 0x7fffffffu) == 0) return static_cast<std::uint16_t>(sign);
  const int exponent = static_cast<int>((bits >> 23) & 0xff) - 127 + 15;
  return static_cast<std::uint16_t>(sign | (static_cast<std::uint32_t>(exponent) << 10) | ((bits >> 13) & 0x3ffu));
}

class StreamFormats : public ::testing::Test {
 protected:
  Context context = test::makeContext(1);
  Program program = compileOk(context, kPassThrough);
};

TEST_F(StreamFormats, Float32WithStrideAndOffset) {
  // Interleaved: 2 floats of padding, then x y z w, 8 floats a vertex.
  std::vector<float> data(8 * 3, 0.0f);
  for (int v = 0; v < 3; ++v)
    for (int c = 0; c < 4; ++c) data[v * 8 + 2 + c] = static_cast<float>(v * 10 + c);
  InputStream stream{data.data(), 2 * sizeof(float), 8 * sizeof(float)};
  EXPECT_EQ(runPassThrough(program, stream, 3),
            (std::vector<float>{0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23}));
}

TEST_F(StreamFormats, FewerComponentsFill0001) {
  std::vector<float> data{1, 2, 3, 4, 5, 6};
  InputStream two{data.data()};
  two.components = 2;
  EXPECT_EQ(runPassThrough(program, two, 3), (std::vector<float>{1, 2, 0, 1, 3, 4, 0, 1, 5, 6, 0, 1}));
  InputStream three{data.data()};
  three.components = 3;
  EXPECT_EQ(runPassThrough(program, three, 2), (std::vector<float>{1, 2, 3, 1, 4, 5, 6, 1}));
  InputStream one{data.data()};
  one.components = 1;
  EXPECT_EQ(runPassThrough(program, one, 2), (std::vector<float>{1, 0, 0, 1, 2, 0, 0, 1}));
}

TEST_F(StreamFormats, Half) {
  std::vector<std::uint16_t> data;
  for (float f : {0.5f, -2.0f, 1024.0f, 0.0f, 3.0f, 0.25f, -0.125f, 1.0f}) data.push_back(toHalf(f));
  InputStream stream{data.data()};
  stream.type = ComponentType::Float16;
  EXPECT_EQ(runPassThrough(program, stream, 2), (std::vector<float>{0.5f, -2, 1024, 0, 3, 0.25f, -0.125f, 1}));
}

TEST_F(StreamFormats, Int32AndUInt32) {
  std::vector<std::int32_t> ints{-3, 0, 7, 100000};
  InputStream stream{ints.data()};
  stream.type = ComponentType::Int32;
  EXPECT_EQ(runPassThrough(program, stream, 1), (std::vector<float>{-3, 0, 7, 100000}));
  std::vector<std::uint32_t> uints{1, 2, 3000000000u, 4};
  InputStream unsignedStream{uints.data()};
  unsignedStream.type = ComponentType::UInt32;
  EXPECT_EQ(runPassThrough(program, unsignedStream, 1), (std::vector<float>{1, 2, 3000000000.0f, 4}));
}

TEST_F(StreamFormats, UNorm8WithStride) {
  // RGBA bytes with 4 bytes of padding after each colour; three components given.
  std::vector<std::uint8_t> bytes{255, 0, 51, 9, 9, 9, 9, 9, 0, 255, 102, 9, 9, 9, 9, 9};
  InputStream stream{bytes.data(), 0, 8, ComponentType::UNorm8, 3};
  std::vector<float> out = runPassThrough(program, stream, 2);
  const std::vector<float> want{1, 0, 0.2f, 1, 0, 1, 0.4f, 1};
  ASSERT_EQ(out.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) EXPECT_NEAR(out[i], want[i], 1e-6) << i;
}

TEST_F(StreamFormats, OutputStride) {
  std::vector<float> data{1, 2, 3, 4, 5, 6, 7, 8};
  std::vector<float> out(12, -1.0f);
  ASSERT_TRUE(program.bindInput("POSITION", InputStream{data.data()}).ok());
  ASSERT_TRUE(program.bindOutput("POSITION", OutputStream{out.data(), 6 * sizeof(float)}).ok());
  ASSERT_TRUE(program.run(2).ok());
  EXPECT_EQ(out, (std::vector<float>{1, 2, 3, 4, -1, -1, 5, 6, 7, 8, -1, -1}));
}

TEST_F(StreamFormats, KernelsPerFormatAreCachedAndShared) {
  std::vector<float> data(8, 1.0f);
  std::vector<std::int32_t> ints(8, 1);
  InputStream floats{data.data()};
  InputStream integers{ints.data()};
  integers.type = ComponentType::Int32;
  // Switching formats back and forth keeps giving right answers (a kernel per combination).
  for (int round = 0; round < 3; ++round) {
    EXPECT_EQ(runPassThrough(program, floats, 2), std::vector<float>(8, 1.0f));
    EXPECT_EQ(runPassThrough(program, integers, 2), std::vector<float>(8, 1.0f));
  }
}

}  // namespace
}  // namespace cgx
