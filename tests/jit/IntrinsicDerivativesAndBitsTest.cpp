// ddx/ddy over 2x2 quads (lane 4q + 0 = (x, y), + 1 = (x + 1, y), + 2 = (x, y + 1), + 3 = (x + 1, y + 1)),
// zero in vertex kernels; bit casts; pack_* / unpack_* bit layouts and round trips.
#include <cmath>
#include <cstring>
#include <limits>

#include <gtest/gtest.h>

#include "IntrinsicHarness.h"

namespace cgx::jit::test {
namespace {

using ir::IntrinsicOp;
using ir::Scalar;
using ir::TypeTable;


class Quads : public ::testing::TestWithParam<unsigned> {};

TEST_P(Quads, DerivativesAreRowAndColumnDifferencesOfEachQuad) {
  unsigned lanes = GetParam();
  std::vector<float> v;
  for (unsigned i = 0; i < lanes; ++i) v.push_back(static_cast<float>(i * i) + 0.25f * static_cast<float>(i % 3));
  Outcome dx = runIntrinsic({IntrinsicOp::Ddx, signatureOf(IntrinsicOp::Ddx, kFloat, {kFloat}), lanes, true}, {{floatLanes(v)}});
  Outcome dy = runIntrinsic({IntrinsicOp::Ddy, signatureOf(IntrinsicOp::Ddy, kFloat, {kFloat}), lanes, true}, {{floatLanes(v)}});
  for (unsigned lane = 0; lane < lanes; ++lane) {
    unsigned quad = lane & ~3u, column = lane & 1u, row = (lane >> 1) & 1u;
    EXPECT_EQ(asFloat(dx.result[0][lane]), v[quad + 2 * row + 1] - v[quad + 2 * row]) << "ddx lane " << lane;
    EXPECT_EQ(asFloat(dy.result[0][lane]), v[quad + 2 + column] - v[quad + column]) << "ddy lane " << lane;
  }
}

TEST_P(Quads, DerivativesAreZeroInVertexKernels) {
  unsigned lanes = GetParam();
  std::vector<float> v;
  for (unsigned i = 0; i < lanes; ++i) v.push_back(static_cast<float>(i * 3));
  for (IntrinsicOp op : {IntrinsicOp::Ddx, IntrinsicOp::Ddy}) {
    Outcome out = runIntrinsic({op, signatureOf(op, kFloat, {kFloat}), lanes, false}, {{floatLanes(v)}});
    for (unsigned lane = 0; lane < lanes; ++lane) EXPECT_EQ(asFloat(out.result[0][lane]), 0.0f);
  }
}

TEST_P(Quads, BitCasts) {
  unsigned lanes = GetParam();
  std::vector<float> v = {1.0f, -2.5f, 0.0f, -0.0f, std::numeric_limits<float>::infinity(), std::numeric_limits<float>::denorm_min()};
  v.resize(lanes, 3.0f);
  Words words = floatLanes(v);
  words[lanes - 1] = 0x7fa00001u;  // a signalling NaN payload
  words[lanes - 2] = 0xffc12345u;  // a negative quiet NaN payload
  Outcome raw = runIntrinsic({IntrinsicOp::FloatToRawIntBits, signatureOf(IntrinsicOp::FloatToRawIntBits, kInt, {kFloat}), lanes}, {{words}});
  Outcome canonical = runIntrinsic({IntrinsicOp::FloatToIntBits, signatureOf(IntrinsicOp::FloatToIntBits, kInt, {kFloat}), lanes}, {{words}});
  Outcome back = runIntrinsic({IntrinsicOp::IntBitsToFloat, signatureOf(IntrinsicOp::IntBitsToFloat, kFloat, {kInt}), lanes}, {{words}});
  for (unsigned i = 0; i < lanes; ++i) {
    bool nan = i >= lanes - 2;
    EXPECT_EQ(raw.result[0][i], words[i]);
    EXPECT_EQ(canonical.result[0][i], nan ? 0x7fc00000u : words[i]);
    EXPECT_EQ(back.result[0][i], words[i]);
  }
}

struct PackCase {
  IntrinsicOp pack, unpack;
  unsigned fields;
  std::vector<float> input;    // one lane's components
  std::uint32_t packed;        // the expected bits
  std::vector<float> unpacked;  // unpack(packed)
};

const PackCase kPackCases[] = {
    {IntrinsicOp::Pack2Half, IntrinsicOp::Unpack2Half, 2, {1.0f, -2.0f}, 0xc0003c00u, {1.0f, -2.0f}},
    {IntrinsicOp::Pack2Ushort, IntrinsicOp::Unpack2Ushort, 2, {1.0f, 0.5f}, 0x8000ffffu, {1.0f, 32768.0f / 65535.0f}},
    {IntrinsicOp::Pack2Ushort, IntrinsicOp::Unpack2Ushort, 2, {-3.0f, 7.0f}, 0xffff0000u, {0.0f, 1.0f}},
    {IntrinsicOp::Pack4Ubyte, IntrinsicOp::Unpack4Ubyte, 4, {0.0f, 1.0f, 0.5f, 2.0f}, 0xff80ff00u, {0.0f, 1.0f, 128.0f / 255.0f, 1.0f}},
    {IntrinsicOp::Pack4Byte, IntrinsicOp::Unpack4Byte, 4, {0.0f, 1.0f, -1.0f, -2.0f}, 0x0001ff80u, {0.0f, 1.0f, -1.0f, -128.0f / 127.0f}},
};

TEST_P(Quads, PackLayoutsAndUnpack) {
  unsigned lanes = GetParam();
  for (const PackCase& c : kPackCases) {
    ir::TypeId vec = TypeTable::vector(Scalar::Float, c.fields);
    Value input;
    for (float x : c.input) input.push_back(splatFloat(x, lanes));
    Outcome packed = runIntrinsic({c.pack, signatureOf(c.pack, kFloat, {vec}), lanes}, {input});
    EXPECT_EQ(packed.result[0][lanes - 1], c.packed) << ir::intrinsicName(c.pack) << std::hex << " got " << packed.result[0][lanes - 1];
    ir::TypeId unpackedType = c.unpack == IntrinsicOp::Unpack2Ushort ? vec : TypeTable::vector(Scalar::Half, c.fields);
    Outcome unpacked = runIntrinsic({c.unpack, signatureOf(c.unpack, unpackedType, {kFloat}), lanes}, {{splatInt(static_cast<std::int32_t>(c.packed), lanes)}});
    for (unsigned f = 0; f < c.fields; ++f) EXPECT_FLOAT_EQ(asFloat(unpacked.result[f][0]), c.unpacked[f]) << ir::intrinsicName(c.unpack) << " field " << f;
  }
}

// unpack(pack(v)) == v for every value the format holds exactly.
TEST_P(Quads, PackUnpackRoundTrips) {
  unsigned lanes = GetParam();
  struct Trip {
    IntrinsicOp pack, unpack;
    unsigned fields;
    float step, offset;  // half only: the values offset + k * step
    unsigned count;
  };
  const Trip trips[] = {
      {IntrinsicOp::Pack4Ubyte, IntrinsicOp::Unpack4Ubyte, 4, 1.0f / 255.0f, 0.0f, 256},
      {IntrinsicOp::Pack4Byte, IntrinsicOp::Unpack4Byte, 4, 1.0f / 127.0f, -128.0f / 127.0f, 256},
      {IntrinsicOp::Pack2Ushort, IntrinsicOp::Unpack2Ushort, 2, 1.0f / 65535.0f, 0.0f, 65536},
      {IntrinsicOp::Pack2Half, IntrinsicOp::Unpack2Half, 2, 0.125f, -200.0f, 3200},
  };
  for (const Trip& t : trips) {
    ir::TypeId vec = TypeTable::vector(Scalar::Float, t.fields);
    ir::TypeId unpackedType = t.unpack == IntrinsicOp::Unpack2Ushort ? vec : TypeTable::vector(Scalar::Half, t.fields);
    unsigned perCall = lanes * t.fields;
    for (unsigned base = 0; base < t.count; base += perCall) {
      Value input(t.fields, Words(lanes));
      std::vector<float> expected(perCall);
      for (unsigned slot = 0; slot < perCall; ++slot) {
        unsigned index = (base + slot) % t.count;
        // Exactly what unpack computes for field value `index`, so equality is exact.
        float k = static_cast<float>(index);
        switch (t.unpack) {
          case IntrinsicOp::Unpack4Byte: expected[slot] = (k - 128.0f) / 127.0f; break;
          case IntrinsicOp::Unpack4Ubyte: expected[slot] = k / 255.0f; break;
          case IntrinsicOp::Unpack2Ushort: expected[slot] = k / 65535.0f; break;
          default: expected[slot] = t.offset + k * t.step;  // half: every multiple of 1/8 below 256 is exact
        }
        input[slot % t.fields][slot / t.fields] = bits(expected[slot]);
      }
      Outcome packed = runIntrinsic({t.pack, signatureOf(t.pack, kFloat, {vec}), lanes}, {input});
      Outcome unpacked = runIntrinsic({t.unpack, signatureOf(t.unpack, unpackedType, {kFloat}), lanes}, {packed.result});
      for (unsigned k = 0; k < perCall; ++k)
        ASSERT_EQ(asFloat(unpacked.result[k % t.fields][k / t.fields]), expected[k]) << ir::intrinsicName(t.pack) << " value " << expected[k];
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Lanes, Quads, ::testing::ValuesIn(kLaneWidths));

}  // namespace
}  // namespace cgx::jit::test
