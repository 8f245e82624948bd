// The exact componentwise intrinsics (abs, rounding, min/max, isnan/isinf, frexp/ldexp, noise) at 4, 8
// and 16 lanes against scalar C++, and every signature of every componentwise op against its scalar form.
#include <cmath>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "IntrinsicHarness.h"
#include "sema/Intrinsics.h"

namespace cgx::jit::test {
namespace {

using ir::IntrinsicOp;
using ir::Scalar;
using ir::TypeTable;


const ir::TypeId kBool = TypeTable::scalar(Scalar::Bool);

std::vector<float> inputs(unsigned lanes, unsigned seed) {
  std::vector<float> v = {0.0f, -0.0f, 0.5f, -0.5f, 1.5f, -1.5f, 2.5f, 0.49999997f, -2.7f, 3.2f, kInf, -kInf, kNaN, 1e-40f, 8388609.0f, -1e30f};
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> d(-100.0f, 100.0f);
  while (v.size() < lanes) v.push_back(d(rng));
  v.resize(lanes);
  return v;
}

bool sameFloat(float a, float b) { return (std::isnan(a) && std::isnan(b)) || std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b); }

struct UnaryCase {
  IntrinsicOp op;
  float (*exact)(float);
};

float roundHalfUp(float x) {
  float down = std::floor(x);
  return x - down >= 0.5f ? down + 1.0f : down;
}

const UnaryCase kUnary[] = {
    {IntrinsicOp::Abs, [](float x) { return std::fabs(x); }},
    {IntrinsicOp::Ceil, [](float x) { return std::ceil(x); }},
    {IntrinsicOp::Floor, [](float x) { return std::floor(x); }},
    {IntrinsicOp::Trunc, [](float x) { return std::trunc(x); }},
    {IntrinsicOp::Round, roundHalfUp},
    {IntrinsicOp::Sqrt, [](float x) { return std::sqrt(x); }},
};

class Elementwise : public ::testing::TestWithParam<unsigned> {};

TEST_P(Elementwise, ExactUnaryOpsMatchScalarCpp) {
  unsigned lanes = GetParam();
  for (unsigned seed = 0; seed < 4; ++seed) {
    std::vector<float> x = inputs(lanes, seed);
    for (const UnaryCase& c : kUnary) {
      Outcome out = runIntrinsic({c.op, signatureOf(c.op, kFloat, {kFloat}), lanes}, {{floatLanes(x)}});
      for (unsigned i = 0; i < lanes; ++i)
        EXPECT_TRUE(sameFloat(asFloat(out.result[0][i]), c.exact(x[i])))
            << ir::intrinsicName(c.op) << "(" << x[i] << ") = " << asFloat(out.result[0][i]);
    }
  }
}

TEST_P(Elementwise, RoundGoesHalfUpLikeCgc) {
  unsigned lanes = GetParam();
  std::vector<float> x = {0.5f, -0.5f, 1.5f, -1.5f, 2.5f, -2.5f, 0.49999997f, -0.49999997f};
  std::vector<float> want = {1.0f, 0.0f, 2.0f, -1.0f, 3.0f, -2.0f, 0.0f, -0.0f};
  x.resize(lanes, 0.0f), want.resize(lanes, 0.0f);
  Outcome out = runIntrinsic({IntrinsicOp::Round, signatureOf(IntrinsicOp::Round, kFloat, {kFloat}), lanes}, {{floatLanes(x)}});
  for (unsigned i = 0; i < lanes; ++i) EXPECT_EQ(asFloat(out.result[0][i]), want[i]) << "round(" << x[i] << ")";
}

TEST_P(Elementwise, MinMaxIncludingVectorWithScalar) {
  unsigned lanes = GetParam();
  ir::TypeId f3 = TypeTable::vector(Scalar::Float, 3);
  std::vector<float> a = inputs(lanes, 7), s = inputs(lanes, 8);
  Value v3 = {floatLanes(a), floatLanes(s), floatLanes(inputs(lanes, 9))};
  for (IntrinsicOp op : {IntrinsicOp::Min, IntrinsicOp::Max}) {
    Outcome out = runIntrinsic({op, signatureOf(op, f3, {f3, kFloat}), lanes}, {v3, {floatLanes(s)}});
    for (unsigned c = 0; c < 3; ++c)
      for (unsigned i = 0; i < lanes; ++i) {
        float x = asFloat(v3[c][i]);
        float want = op == IntrinsicOp::Min ? std::fmin(x, s[i]) : std::fmax(x, s[i]);  // NaN operand loses
        float got = asFloat(out.result[c][i]);
        if (want == 0.0f) EXPECT_EQ(got, 0.0f);  // the sign of a zero result is not specified
        else EXPECT_TRUE(sameFloat(got, want)) << ir::intrinsicName(op) << "(" << x << ", " << s[i] << ") = " << got;
      }
  }
}

TEST_P(Elementwise, IsnanIsinfClassify) {
  unsigned lanes = GetParam();
  std::vector<float> x = inputs(lanes, 3);
  for (IntrinsicOp op : {IntrinsicOp::Isnan, IntrinsicOp::Isinf}) {
    Outcome out = runIntrinsic({op, signatureOf(op, kBool, {kFloat}), lanes}, {{floatLanes(x)}});
    for (unsigned i = 0; i < lanes; ++i)
      EXPECT_EQ(out.result[0][i], (op == IntrinsicOp::Isnan ? std::isnan(x[i]) : std::isinf(x[i])) ? 1u : 0u) << x[i];
  }
}

TEST_P(Elementwise, FrexpMatchesCAndLdexpInvertsIt) {
  unsigned lanes = GetParam();
  std::vector<float> x = inputs(lanes, 11);
  x[0] = std::numeric_limits<float>::denorm_min();
  x[1] = -3e-39f;
  auto frexpSig = signatureOf(IntrinsicOp::Frexp, kFloat, {kFloat, kInt});
  Outcome split = runIntrinsic({IntrinsicOp::Frexp, frexpSig, lanes}, {{floatLanes(x)}, {}});
  ASSERT_EQ(split.outs.size(), 1u);
  for (unsigned i = 0; i < lanes; ++i) {
    int e = 0;
    float m = std::frexp(x[i], &e);
    EXPECT_TRUE(sameFloat(asFloat(split.result[0][i]), m)) << "frexp(" << x[i] << ") mantissa";
    if (std::isfinite(x[i])) {
      EXPECT_EQ(static_cast<std::int32_t>(split.outs[0][0][i]), e) << "frexp(" << x[i] << ") exponent";
    }
  }
  Outcome back = runIntrinsic({IntrinsicOp::Ldexp, signatureOf(IntrinsicOp::Ldexp, kFloat, {kFloat, kInt}), lanes}, {split.result, split.outs[0]});
  for (unsigned i = 0; i < lanes; ++i) EXPECT_TRUE(sameFloat(asFloat(back.result[0][i]), x[i])) << "ldexp(frexp(" << x[i] << "))";
}

TEST_P(Elementwise, LdexpRoundsIntoDenormalsAndOverflows) {
  unsigned lanes = GetParam();
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> mant(-2.0f, 2.0f);
  std::uniform_int_distribution<int> expo(-300, 300);
  for (unsigned round = 0; round < 20; ++round) {
    std::vector<float> x;
    Words e;
    for (unsigned i = 0; i < lanes; ++i) x.push_back(mant(rng)), e.push_back(bits(static_cast<std::int32_t>(expo(rng))));
    e[0] = bits(std::int32_t{-149}), x[0] = 1.0f;  // the smallest denormal
    e[1] = bits(std::int32_t{128}), x[1] = 0.75f;  // 2^127 * 1.5: finite
    Outcome out = runIntrinsic({IntrinsicOp::Ldexp, signatureOf(IntrinsicOp::Ldexp, kFloat, {kFloat, kInt}), lanes}, {{floatLanes(x)}, {e}});
    for (unsigned i = 0; i < lanes; ++i) {
      float want = std::ldexp(x[i], static_cast<std::int32_t>(e[i]));
      EXPECT_TRUE(sameFloat(asFloat(out.result[0][i]), want)) << "ldexp(" << x[i] << ", " << static_cast<std::int32_t>(e[i]) << ")";
    }
  }
}

TEST_P(Elementwise, NoiseIsZero) {
  unsigned lanes = GetParam();
  ir::TypeId f2 = TypeTable::vector(Scalar::Float, 2);
  Outcome out = runIntrinsic({IntrinsicOp::Noise, signatureOf(IntrinsicOp::Noise, kFloat, {f2}), lanes},
                             {{floatLanes(inputs(lanes, 1)), floatLanes(inputs(lanes, 2))}});
  for (unsigned i = 0; i < lanes; ++i) EXPECT_EQ(asFloat(out.result[0][i]), 0.0f);
}

INSTANTIATE_TEST_SUITE_P(Lanes, Elementwise, ::testing::ValuesIn(kLaneWidths));

// Every signature of every componentwise op (float/half/fixed, scalar through 4-vector) gives, in each
// component, what the scalar float form gives for that component's inputs.
TEST(ElementwiseSignatures, EveryShapeMatchesTheScalarForm) {
  const IntrinsicOp ops[] = {IntrinsicOp::Abs,  IntrinsicOp::Acos, IntrinsicOp::Asin,  IntrinsicOp::Atan,  IntrinsicOp::Atan2,
                             IntrinsicOp::Ceil, IntrinsicOp::Floor, IntrinsicOp::Round, IntrinsicOp::Trunc, IntrinsicOp::Sin,
                             IntrinsicOp::Cos,  IntrinsicOp::Tan,  IntrinsicOp::Exp2,  IntrinsicOp::Log2,  IntrinsicOp::Sqrt,
                             IntrinsicOp::Rsqrt, IntrinsicOp::Pow, IntrinsicOp::Min,   IntrinsicOp::Max,   IntrinsicOp::Isnan,
                             IntrinsicOp::Isinf, IntrinsicOp::Ldexp, IntrinsicOp::Frexp, IntrinsicOp::Ddx, IntrinsicOp::Ddy};
  for (unsigned lanes : kLaneWidths)
    for (IntrinsicOp op : ops) {
      const auto& sigs = sema::intrinsicSignatures(op);
      const sema::IntrinsicSignature* scalar = nullptr;
      for (const auto& s : sigs)
        if (componentsOf(s.result) == 1 && types().isScalar(s.result) && types().scalarOf(s.params[0]) == Scalar::Float) scalar = &s;
      ASSERT_NE(scalar, nullptr) << ir::intrinsicName(op);
      for (const auto& sig : sigs) {
        unsigned n = componentsOf(sig.result);
        std::vector<Value> args;
        std::mt19937 rng(n);
        std::uniform_real_distribution<float> d(0.1f, 3.0f);
        for (unsigned p = 0; p < sig.params.size(); ++p) {
          if (sig.outParams[p]) {
            args.emplace_back();
            continue;
          }
          bool isInt = ir::isIntegral(types().scalarOf(sig.params[p]));
          Value v;
          for (unsigned c = 0; c < componentsOf(sig.params[p]); ++c) {
            Words w;
            for (unsigned i = 0; i < lanes; ++i) w.push_back(isInt ? bits(static_cast<std::int32_t>(i % 7) - 3) : bits(d(rng)));
            v.push_back(w);
          }
          args.push_back(v);
        }
        Outcome out = runIntrinsic({op, sig.index, lanes, true}, args);
        ASSERT_EQ(out.result.size(), n) << ir::intrinsicName(op) << " #" << sig.index;
        for (unsigned c = 0; c < n; ++c) {
          std::vector<Value> scalarArgs;
          for (unsigned p = 0; p < args.size(); ++p)
            scalarArgs.push_back(args[p].empty() ? Value{} : Value{args[p][args[p].size() == 1 ? 0 : c]});
          Outcome one = runIntrinsic({op, scalar->index, lanes, true}, scalarArgs);
          EXPECT_EQ(out.result[c], one.result[0]) << ir::intrinsicName(op) << " #" << sig.index << " component " << c << " lanes " << lanes;
          if (!out.outs.empty()) {
            EXPECT_EQ(out.outs[0][c], one.outs[0][0]) << ir::intrinsicName(op) << " out";
          }
        }
      }
    }
}

}  // namespace
}  // namespace cgx::jit::test
