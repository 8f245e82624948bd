// dot, every form of mul, transpose, determinant and inverse against scalar loops over Cg's row-major
// layout (floatRxC: R rows, component r * C + c), at 4, 8 and 16 lanes with different data in every lane.
#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "IntrinsicHarness.h"
#include "sema/Intrinsics.h"

namespace cgx::jit::test {
namespace {

using ir::IntrinsicOp;
using ir::Scalar;
using ir::TypeTable;


// Random data for a parameter of `type`, plus a per-lane accessor.
Value randomValue(ir::TypeId type, unsigned lanes, std::mt19937& rng) {
  std::uniform_real_distribution<float> d(-4.0f, 4.0f);
  Value v(componentsOf(type), Words(lanes));
  for (Words& w : v)
    for (auto& x : w) x = bits(d(rng));
  return v;
}

float at(const Value& v, unsigned component, unsigned lane) { return asFloat(v[component][lane]); }

struct Shape {
  unsigned rows, cols;
};
Shape shapeOf(ir::TypeId t) {
  const ir::Type& type = types().get(t);
  return type.rows ? Shape{type.rows, type.cols} : Shape{1, std::max<unsigned>(type.cols, 1)};
}

class LinearAlgebra : public ::testing::TestWithParam<unsigned> {};

TEST_P(LinearAlgebra, EveryMulFormMatchesScalarLoop) {
  unsigned lanes = GetParam();
  std::mt19937 rng(lanes);
  unsigned forms = 0;
  for (const sema::IntrinsicSignature& sig : sema::intrinsicSignatures(IntrinsicOp::Mul)) {
    if (types().scalarOf(sig.result) != Scalar::Float) continue;  // half/fixed share the code
    ++forms;
    Value a = randomValue(sig.params[0], lanes, rng), b = randomValue(sig.params[1], lanes, rng);
    Outcome out = runIntrinsic({IntrinsicOp::Mul, sig.index, lanes}, {a, b});
    bool leftMatrix = types().isMatrix(sig.params[0]), rightMatrix = types().isMatrix(sig.params[1]);
    Shape sa = shapeOf(sig.params[0]), sb = shapeOf(sig.params[1]);
    // As matrices: a left vector is a row (1 x n), a right vector a column (n x 1).
    unsigned rows = leftMatrix ? sa.rows : 1, inner = leftMatrix ? sa.cols : sa.cols;
    unsigned cols = rightMatrix ? sb.cols : 1;
    if (!leftMatrix) inner = sb.rows;
    ASSERT_EQ(out.result.size(), rows * cols) << types().name(sig.params[0]) << " * " << types().name(sig.params[1]);
    for (unsigned lane = 0; lane < lanes; ++lane)
      for (unsigned r = 0; r < rows; ++r)
        for (unsigned c = 0; c < cols; ++c) {
          double want = 0;
          for (unsigned k = 0; k < inner; ++k) want += double(at(a, r * inner + k, lane)) * at(b, k * cols + c, lane);
          EXPECT_NEAR(at(out.result, r * cols + c, lane), want, 1e-5 * (1 + std::fabs(want)))
              << "mul(" << types().name(sig.params[0]) << ", " << types().name(sig.params[1]) << ") (" << r << "," << c << ")";
        }
  }
  EXPECT_EQ(forms, 16u + 16u + 4u + 4u + 64u);
}

TEST_P(LinearAlgebra, MatrixTimesColumnVectorIsRowDotVector) {
  // float2x3 M = rows (1 2 3), (4 5 6); mul(M, (1, 0, -1)) = (-2, -2); mul((1, -1), M) = (-3, -3, -3).
  unsigned lanes = GetParam();
  ir::TypeId m23 = TypeTable::matrix(Scalar::Float, 2, 3), f3 = TypeTable::vector(Scalar::Float, 3), f2 = TypeTable::vector(Scalar::Float, 2);
  Value m;
  for (float x : {1, 2, 3, 4, 5, 6}) m.push_back(splatFloat(x, lanes));
  Outcome column = runIntrinsic({IntrinsicOp::Mul, signatureOf(IntrinsicOp::Mul, f2, {m23, f3}), lanes},
                                {m, {splatFloat(1, lanes), splatFloat(0, lanes), splatFloat(-1, lanes)}});
  EXPECT_EQ(at(column.result, 0, 0), -2.0f);
  EXPECT_EQ(at(column.result, 1, lanes - 1), -2.0f);
  Outcome row = runIntrinsic({IntrinsicOp::Mul, signatureOf(IntrinsicOp::Mul, f3, {f2, m23}), lanes}, {{splatFloat(1, lanes), splatFloat(-1, lanes)}, m});
  for (unsigned c = 0; c < 3; ++c) EXPECT_EQ(at(row.result, c, 0), -3.0f);
}

TEST_P(LinearAlgebra, DotAndTranspose) {
  unsigned lanes = GetParam();
  std::mt19937 rng(3);
  for (unsigned n = 1; n <= 4; ++n) {
    ir::TypeId v = TypeTable::vector(Scalar::Float, n);
    Value a = randomValue(v, lanes, rng), b = randomValue(v, lanes, rng);
    Outcome out = runIntrinsic({IntrinsicOp::Dot, signatureOf(IntrinsicOp::Dot, TypeTable::scalar(Scalar::Float), {v, v}), lanes}, {a, b});
    for (unsigned lane = 0; lane < lanes; ++lane) {
      double want = 0;
      for (unsigned k = 0; k < n; ++k) want += double(at(a, k, lane)) * at(b, k, lane);
      EXPECT_NEAR(at(out.result, 0, lane), want, 1e-5 * (1 + std::fabs(want)));
    }
  }
  for (unsigned r = 1; r <= 4; ++r)
    for (unsigned c = 1; c <= 4; ++c) {
      ir::TypeId m = TypeTable::matrix(Scalar::Float, r, c);
      Value a = randomValue(m, lanes, rng);
      Outcome out = runIntrinsic({IntrinsicOp::Transpose, signatureOf(IntrinsicOp::Transpose, TypeTable::matrix(Scalar::Float, c, r), {m}), lanes}, {a});
      for (unsigned i = 0; i < r; ++i)
        for (unsigned j = 0; j < c; ++j) EXPECT_EQ(out.result[j * r + i], a[i * c + j]) << r << "x" << c;
    }
}

// Hand-computed determinants and inverses.
TEST_P(LinearAlgebra, DeterminantAndInverseByHand) {
  unsigned lanes = GetParam();
  auto matrix = [&](std::vector<float> values) {
    Value v;
    for (float x : values) v.push_back(splatFloat(x, lanes));
    return v;
  };
  struct Case {
    unsigned n;
    std::vector<float> m;
    float det;
    std::vector<float> inverse;  // empty: not checked
  };
  std::vector<Case> cases = {
      {1, {-2.5f}, -2.5f, {}},
      {2, {1, 2, 3, 4}, -2.0f, {-2, 1, 1.5f, -0.5f}},
      {3, {2, 0, 0, 0, 3, 0, 0, 0, 4}, 24.0f, {0.5f, 0, 0, 0, 1.0f / 3, 0, 0, 0, 0.25f}},
      {3, {1, 2, 3, 0, 1, 4, 5, 6, 0}, 1.0f, {-24, 18, 5, 20, -15, -4, -5, 4, 1}},
      // A translation: inverse negates the offset column.
      {4, {1, 0, 0, 5, 0, 1, 0, -3, 0, 0, 1, 2, 0, 0, 0, 1}, 1.0f, {1, 0, 0, -5, 0, 1, 0, 3, 0, 0, 1, -2, 0, 0, 0, 1}},
      {4, {2, 1, 0, 0, 1, 2, 1, 0, 0, 1, 2, 1, 0, 0, 1, 2}, 5.0f, {}},
  };
  for (const Case& c : cases) {
    ir::TypeId m = TypeTable::matrix(Scalar::Float, c.n, c.n);
    Outcome det = runIntrinsic({IntrinsicOp::Determinant, signatureOf(IntrinsicOp::Determinant, TypeTable::scalar(Scalar::Float), {m}), lanes}, {matrix(c.m)});
    EXPECT_NEAR(at(det.result, 0, lanes - 1), c.det, 1e-5) << c.n << "x" << c.n;
    if (c.n < 2) continue;
    Outcome inv = runIntrinsic({IntrinsicOp::Inverse, signatureOf(IntrinsicOp::Inverse, m, {m}), lanes}, {matrix(c.m)});
    // inverse * M = identity always; the hand-computed inverse where given.
    for (unsigned i = 0; i < c.n; ++i)
      for (unsigned j = 0; j < c.n; ++j) {
        double sum = 0;
        for (unsigned k = 0; k < c.n; ++k) sum += double(at(inv.result, i * c.n + k, 0)) * c.m[k * c.n + j];
        EXPECT_NEAR(sum, i == j ? 1.0 : 0.0, 1e-5) << c.n << "x" << c.n << " (" << i << "," << j << ")";
        if (!c.inverse.empty()) {
          EXPECT_NEAR(at(inv.result, i * c.n + j, 0), c.inverse[i * c.n + j], 1e-5);
        }
      }
  }
}

TEST_P(LinearAlgebra, DeterminantOfRandomMatricesMatchesLeibnizFormula) {
  unsigned lanes = GetParam();
  std::mt19937 rng(12);
  ir::TypeId m4 = TypeTable::matrix(Scalar::Float, 4, 4);
  Value a = randomValue(m4, lanes, rng);
  Outcome det = runIntrinsic({IntrinsicOp::Determinant, signatureOf(IntrinsicOp::Determinant, TypeTable::scalar(Scalar::Float), {m4}), lanes}, {a});
  for (unsigned lane = 0; lane < lanes; ++lane) {
    int p[4] = {0, 1, 2, 3};
    double want = 0;
    do {  // sum over permutations of sign * product
      int inversions = 0;
      for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j) inversions += p[i] > p[j];
      double product = inversions % 2 ? -1 : 1;
      for (unsigned r = 0; r < 4; ++r) product *= at(a, r * 4 + p[r], lane);
      want += product;
    } while (std::next_permutation(p, p + 4));
    EXPECT_NEAR(at(det.result, 0, lane), want, 1e-4 * (1 + std::fabs(want)));
  }
}

INSTANTIATE_TEST_SUITE_P(Lanes, LinearAlgebra, ::testing::ValuesIn(kLaneWidths));

}  // namespace
}  // namespace cgx::jit::test
