// The transcendental intrinsics (libmvec through the intrinsic lowering) against C++'s double-precision
// <cmath> on the float inputs, at 4, 8 and 16 lanes: wide random ranges plus the special values (signed
// zeros, infinities, NaN, denormals, huge arguments). Relative error <= 1e-6, measured against
// max(|exact|, 1e-35) so that results in the denormal range count by absolute error. The maximum error
// seen per function is printed (the report quotes it).
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "IntrinsicHarness.h"

namespace cgx::jit::test {
namespace {

using ir::IntrinsicOp;
using ir::Scalar;
using ir::TypeTable;

constexpr double kTolerance = 1e-6;
constexpr double kAbsoluteFloor = 1e-35;

std::vector<float> specialValues() {
  return {0.0f, -0.0f, kInf, -kInf, kNaN, std::numeric_limits<float>::denorm_min(), -std::numeric_limits<float>::denorm_min(),
          1e-40f, -3e-39f, std::numeric_limits<float>::min(), std::numeric_limits<float>::max(), -std::numeric_limits<float>::max(),
          1.0f, -1.0f, 0.5f, -0.5f, 2.0f, 3.14159265f, -3.14159265f, 1.57079632f, 6.28318531f, 1e6f, -1e6f, 12345.678f,
          1e20f, -1e30f, 88.0f, 127.9f, 128.0f, -149.0f, -126.5f, 0.99999994f, 1.00000012f, -0.99999994f, 1e-7f, 100.0f};
}

// Random floats: half log-uniform over the whole finite range (both signs), half uniform in [-lo, lo].
std::vector<float> randomValues(unsigned count, float uniformRange, bool positiveOnly, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> exponent(-40.0, 38.5), unit(-1.0, 1.0);
  std::vector<float> values;
  for (unsigned i = 0; i < count; ++i) {
    double v = i % 2 ? std::pow(10.0, exponent(rng)) * (unit(rng) < 0 ? -1 : 1) : unit(rng) * uniformRange;
    values.push_back(static_cast<float>(positiveOnly ? std::fabs(v) : v));
  }
  return values;
}

struct ErrorLog {
  double maxRelative = 0.0;
  float worstInput[2] = {0, 0};
  unsigned checked = 0;
};

// Compares one result; false (with a message) when outside tolerance.
bool check(float got, double exact, ErrorLog& log, float x, float y, const char* name) {
  ++log.checked;
  if (std::isnan(exact)) {
    EXPECT_TRUE(std::isnan(got)) << name << "(" << x << ", " << y << ") = " << got << ", want NaN";
    return std::isnan(got);
  }
  float rounded = static_cast<float>(exact);
  if (std::isinf(rounded)) {
    EXPECT_EQ(got, rounded) << name << "(" << x << ", " << y << ")";
    return got == rounded;
  }
  double error = std::fabs(static_cast<double>(got) - exact) / std::max(std::fabs(exact), kAbsoluteFloor);
  if (!(error <= log.maxRelative)) {
    log.maxRelative = error;
    log.worstInput[0] = x, log.worstInput[1] = y;
  }
  EXPECT_LE(error, kTolerance) << name << "(" << x << ", " << y << ") = " << got << ", exact " << exact;
  return error <= kTolerance;
}

struct MathCase {
  IntrinsicOp op;
  const char* name;
  std::function<double(double, double)> exact;
  unsigned arity;
  float uniformRange;
  bool positiveOnly;
};

const MathCase kCases[] = {
    {IntrinsicOp::Sin, "sin", [](double x, double) { return std::sin(x); }, 1, 100.0f, false},
    {IntrinsicOp::Cos, "cos", [](double x, double) { return std::cos(x); }, 1, 100.0f, false},
    {IntrinsicOp::Tan, "tan", [](double x, double) { return std::tan(x); }, 1, 10.0f, false},
    {IntrinsicOp::Asin, "asin", [](double x, double) { return std::asin(x); }, 1, 1.0f, false},
    {IntrinsicOp::Acos, "acos", [](double x, double) { return std::acos(x); }, 1, 1.0f, false},
    {IntrinsicOp::Atan, "atan", [](double x, double) { return std::atan(x); }, 1, 50.0f, false},
    {IntrinsicOp::Exp2, "exp2", [](double x, double) { return std::exp2(x); }, 1, 150.0f, false},
    {IntrinsicOp::Log2, "log2", [](double x, double) { return std::log2(x); }, 1, 1000.0f, false},
    {IntrinsicOp::Sqrt, "sqrt", [](double x, double) { return std::sqrt(x); }, 1, 1000.0f, false},
    {IntrinsicOp::Rsqrt, "rsqrt", [](double x, double) { return 1.0 / std::sqrt(x); }, 1, 1000.0f, false},
    {IntrinsicOp::Atan2, "atan2", [](double y, double x) { return std::atan2(y, x); }, 2, 100.0f, false},
    {IntrinsicOp::Pow, "pow", [](double x, double y) { return std::pow(x, y); }, 2, 8.0f, false},
};

class MathAccuracy : public ::testing::TestWithParam<unsigned> {};

void runCase(const MathCase& c, unsigned lanes) {
  ir::TypeId float4 = TypeTable::vector(Scalar::Float, 4);
  std::vector<ir::TypeId> params(c.arity, float4);
  Invocation inv{c.op, signatureOf(c.op, float4, params), lanes, false};
  // Inputs: x over specials and random values; for two-operand functions every special pair, then random
  // pairs (pow: exponents kept moderate so most results stay finite).
  std::vector<float> xs, ys;
  std::vector<float> specials = specialValues();
  std::vector<float> randoms = randomValues(4000, c.uniformRange, c.positiveOnly, 17 + lanes);
  if (c.arity == 1) {
    xs = specials;
    xs.insert(xs.end(), randoms.begin(), randoms.end());
    ys.assign(xs.size(), 0.0f);
  } else {
    for (float x : specials)
      for (float y : specials) xs.push_back(x), ys.push_back(y);
    std::vector<float> second = randomValues(static_cast<unsigned>(randoms.size()), c.uniformRange, false, 99 + lanes);
    for (std::size_t i = 0; i < randoms.size(); ++i) {
      xs.push_back(randoms[i]);
      ys.push_back(c.op == IntrinsicOp::Pow ? std::fmod(second[i], 40.0f) : second[i]);
    }
  }
  unsigned perCall = 4 * lanes;
  while (xs.size() % perCall) xs.push_back(1.0f), ys.push_back(1.0f);
  ErrorLog log;
  unsigned failures = 0;
  for (std::size_t base = 0; base < xs.size(); base += perCall) {
    std::vector<Value> args(c.arity, Value(4, Words(lanes)));
    for (unsigned k = 0; k < perCall; ++k) {
      args[0][k / lanes][k % lanes] = bits(xs[base + k]);
      if (c.arity == 2) args[1][k / lanes][k % lanes] = bits(ys[base + k]);
    }
    Outcome out = runIntrinsic(inv, args);
    ASSERT_EQ(out.result.size(), 4u);
    for (unsigned k = 0; k < perCall && failures < 20; ++k) {
      float x = xs[base + k], y = ys[base + k];
      if (!check(asFloat(out.result[k / lanes][k % lanes]), c.exact(x, y), log, x, y, c.name)) ++failures;
    }
  }
  std::printf("[ accuracy ] %-6s lanes %2u: max relative error %.3g (at %g, %g) over %u values\n", c.name, lanes, log.maxRelative,
              static_cast<double>(log.worstInput[0]), static_cast<double>(log.worstInput[1]), log.checked);
  ::testing::Test::RecordProperty(std::string(c.name) + "_max_relative_error", std::to_string(log.maxRelative));
}

TEST_P(MathAccuracy, TranscendentalsMatchDoublePrecisionReference) {
  for (const MathCase& c : kCases) {
    SCOPED_TRACE(c.name);
    runCase(c, GetParam());
  }
}

INSTANTIATE_TEST_SUITE_P(Lanes, MathAccuracy, ::testing::ValuesIn(kLaneWidths));

// Cg/GPU cases of pow that shaders rely on, spelled out.
TEST(MathSpecialCases, PowOfZeroAndToTheZero) {
  for (unsigned lanes : kLaneWidths) {
    ir::TypeId f = TypeTable::scalar(Scalar::Float);
    Invocation inv{IntrinsicOp::Pow, signatureOf(IntrinsicOp::Pow, f, {f, f}), lanes, false};
    std::vector<float> xs = {0.0f, 0.0f, 5.0f, kNaN, 0.0f, -2.0f, -2.0f, 1.0f};
    std::vector<float> ys = {2.5f, 1e-3f, 0.0f, 0.0f, 0.0f, 3.0f, 0.5f, kInf};
    std::vector<float> want = {0.0f, 0.0f, 1.0f, 1.0f, 1.0f, -8.0f, kNaN, 1.0f};
    xs.resize(lanes, 1.0f), ys.resize(lanes, 1.0f), want.resize(lanes, 1.0f);
    Outcome out = runIntrinsic(inv, {{floatLanes(xs)}, {floatLanes(ys)}});
    for (unsigned i = 0; i < lanes; ++i) {
      float got = asFloat(out.result[0][i]);
      if (std::isnan(want[i])) EXPECT_TRUE(std::isnan(got)) << i;
      else EXPECT_EQ(got, want[i]) << "pow(" << xs[i] << ", " << ys[i] << ")";
    }
  }
}


// pow's C99 special cases (pow is inline, not libmvec): every pair of special values, plus negative bases
// with odd, even and fractional exponents, against glibc's powf: the same NaN-ness, the same sign of zero
// and infinity, finite results within the tolerance.
TEST(MathSpecialCases, PowMatchesCSpecialCases) {
  std::vector<float> values = specialValues();
  for (float extra : {-2.0f, -3.0f, 3.0f, -0.25f, 0.25f, 16777216.0f, -16777215.0f, 16777215.0f, 1e10f, -1e10f, 4.5f, -4.5f})
    values.push_back(extra);
  std::vector<float> xs, ys;
  for (float x : values)
    for (float y : values) xs.push_back(x), ys.push_back(y);
  for (unsigned lanes : kLaneWidths) {
    ir::TypeId f = TypeTable::scalar(Scalar::Float);
    Invocation inv{IntrinsicOp::Pow, signatureOf(IntrinsicOp::Pow, f, {f, f}), lanes, false};
    for (std::size_t base = 0; base < xs.size(); base += lanes) {
      std::vector<float> x(lanes, 1.0f), y(lanes, 1.0f);
      for (unsigned i = 0; i < lanes && base + i < xs.size(); ++i) x[i] = xs[base + i], y[i] = ys[base + i];
      Outcome out = runIntrinsic(inv, {{floatLanes(x)}, {floatLanes(y)}});
      for (unsigned i = 0; i < lanes; ++i) {
        float got = asFloat(out.result[0][i]), want = std::pow(x[i], y[i]);
        if (std::isnan(want) || std::isnan(got)) {
          EXPECT_EQ(std::isnan(got), std::isnan(want)) << "pow(" << x[i] << ", " << y[i] << ") = " << got << ", want " << want;
        } else if (want == 0.0f || std::isinf(want)) {
          EXPECT_EQ(bits(got), bits(want)) << "pow(" << x[i] << ", " << y[i] << ") = " << got << ", want " << want;
        } else {
          double exact = std::pow(static_cast<double>(x[i]), static_cast<double>(y[i]));
          EXPECT_LE(std::fabs(got - exact) / std::max(std::fabs(exact), kAbsoluteFloor), kTolerance)
              << "pow(" << x[i] << ", " << y[i] << ") = " << got << ", exact " << exact;
        }
      }
    }
  }
}

// The lighting case (specular = pow(max(0, N.H), shininess)): bases in [0, 1], exponents up to 128, densely.
TEST(MathSpecialCases, PowOfUnitBasesIsAccurate) {
  ir::TypeId f = TypeTable::scalar(Scalar::Float);
  unsigned lanes = 16;
  Invocation inv{IntrinsicOp::Pow, signatureOf(IntrinsicOp::Pow, f, {f, f}), lanes, false};
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f), shininess(0.0f, 128.0f);
  double worst = 0.0;
  for (unsigned call = 0; call < 2000; ++call) {
    std::vector<float> x(lanes), y(lanes);
    for (unsigned i = 0; i < lanes; ++i) x[i] = unit(rng), y[i] = call % 2 ? std::floor(shininess(rng)) : shininess(rng);
    Outcome out = runIntrinsic(inv, {{floatLanes(x)}, {floatLanes(y)}});
    for (unsigned i = 0; i < lanes; ++i) {
      double exact = std::pow(static_cast<double>(x[i]), static_cast<double>(y[i]));
      double error = std::fabs(asFloat(out.result[0][i]) - exact) / std::max(std::fabs(exact), kAbsoluteFloor);
      worst = std::max(worst, error);
      ASSERT_LE(error, kTolerance) << "pow(" << x[i] << ", " << y[i] << ")";
    }
  }
  std::printf("[ accuracy ] pow of [0, 1] to [0, 128]: max relative error %.3g\n", worst);
}

}  // namespace
}  // namespace cgx::jit::test
