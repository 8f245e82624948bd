// dot, mul, transpose, determinant and inverse on SoA components. Matrices are Cg's: floatRxC has R rows
// of C columns, component (r, c) is number r * C + c. mul(M, v) treats v as a column, mul(v, M) as a row;
// the scalar forms mul(s, float1xm) and mul(floatnx1, s) are the same products with a one-component vector.
// Sums run from index 0 upward with separate multiply and add (no fused multiply-add), so results do not
// depend on the lane width or the host's FMA support.

#include "llvm/IntrinsicLowering.h"
#include "support/InternalError.h"

namespace cgx::jit::lowering {

namespace {

using Builder = llvm::IRBuilder<>;
using Square = std::vector<std::vector<llvm::Value*>>;  // [row][column]

// Rows and columns of an operand seen as a matrix (a vector or scalar is a single row).
struct Shape {
  unsigned rows;
  unsigned cols;
};

Shape shapeOf(const ir::Type& type) {
  if (type.rows) return {type.rows, type.cols};
  return {1, type.cols ? type.cols : 1u};
}

llvm::Value* sumOfProducts(Builder& b, const std::vector<std::pair<llvm::Value*, llvm::Value*>>& terms) {
  llvm::Value* sum = b.CreateFMul(terms[0].first, terms[0].second);
  for (std::size_t i = 1; i < terms.size(); ++i) sum = b.CreateFAdd(sum, b.CreateFMul(terms[i].first, terms[i].second));
  return sum;
}

LaneValue dot(const Call& call) {
  std::vector<std::pair<llvm::Value*, llvm::Value*>> terms;
  for (unsigned i = 0; i < call.paramComponents(0); ++i) terms.push_back({call.args[0].comps[i], call.args[1].comps[i]});
  return LaneValue{{sumOfProducts(call.builder(), terms)}};
}

// Every form of mul is A (r x inner) times B (inner x c); a vector on the left is a row, on the right a
// column, which only changes how its components are indexed.
LaneValue multiply(const Call& call) {
  const ir::Type& left = call.paramType(0);
  const ir::Type& right = call.paramType(1);
  unsigned rows, inner, cols;
  if (left.rows && right.rows) {
    rows = left.rows, inner = left.cols, cols = right.cols;
  } else if (left.rows) {  // M * column vector
    rows = left.rows, inner = left.cols, cols = 1;
  } else {  // row vector * M
    rows = 1, inner = right.rows, cols = right.cols;
  }
  const LaneValue& a = call.args[0];
  const LaneValue& bValue = call.args[1];
  LaneValue result;
  for (unsigned r = 0; r < rows; ++r)
    for (unsigned c = 0; c < cols; ++c) {
      std::vector<std::pair<llvm::Value*, llvm::Value*>> terms;
      for (unsigned k = 0; k < inner; ++k) terms.push_back({a.comps[r * inner + k], bValue.comps[k * cols + c]});
      result.comps.push_back(sumOfProducts(call.builder(), terms));
    }
  return result;
}

LaneValue transpose(const Call& call) {
  Shape in = shapeOf(call.paramType(0));
  LaneValue result;
  for (unsigned r = 0; r < in.cols; ++r)
    for (unsigned c = 0; c < in.rows; ++c) result.comps.push_back(call.args[0].comps[c * in.cols + r]);
  return result;
}

Square squareOf(const Call& call) {
  unsigned n = call.paramType(0).rows;
  Square m(n);
  for (unsigned r = 0; r < n; ++r)
    for (unsigned c = 0; c < n; ++c) m[r].push_back(call.args[0].comps[r * n + c]);
  return m;
}

Square minor(const Square& m, unsigned skipRow, unsigned skipCol) {
  Square result;
  for (unsigned r = 0; r < m.size(); ++r) {
    if (r == skipRow) continue;
    std::vector<llvm::Value*> row;
    for (unsigned c = 0; c < m.size(); ++c)
      if (c != skipCol) row.push_back(m[r][c]);
    result.push_back(std::move(row));
  }
  return result;
}

llvm::Value* determinantOf(Builder& b, const Square& m);

// (-1)^(r+c) det(minor(r, c)).
llvm::Value* cofactor(Builder& b, const Square& m, unsigned r, unsigned c) {
  llvm::Value* d = determinantOf(b, minor(m, r, c));
  return (r + c) % 2 ? b.CreateFNeg(d) : d;
}

// Laplace expansion along row 0: at most 4x4, so the expression stays small (40 multiplies for 4x4) and
// needs no pivoting branches, which would differ per lane.
llvm::Value* determinantOf(Builder& b, const Square& m) {
  if (m.size() == 1) return m[0][0];
  if (m.size() == 2) return b.CreateFSub(b.CreateFMul(m[0][0], m[1][1]), b.CreateFMul(m[0][1], m[1][0]));
  std::vector<std::pair<llvm::Value*, llvm::Value*>> terms;
  for (unsigned c = 0; c < m.size(); ++c) terms.push_back({m[0][c], cofactor(b, m, 0, c)});
  return sumOfProducts(b, terms);
}

LaneValue determinant(const Call& call) { return LaneValue{{determinantOf(call.builder(), squareOf(call))}}; }

// inverse = adjugate / det, the adjugate being the transposed cofactor matrix. A singular matrix gives
// inf/NaN components (GLSL leaves that case undefined; Cg does not say).
LaneValue inverse(const Call& call) {
  Builder& b = call.builder();
  Square m = squareOf(call);
  unsigned n = static_cast<unsigned>(m.size());
  Square cofactors(n, std::vector<llvm::Value*>(n));
  for (unsigned r = 0; r < n; ++r)
    for (unsigned c = 0; c < n; ++c) cofactors[r][c] = cofactor(b, m, r, c);
  std::vector<std::pair<llvm::Value*, llvm::Value*>> terms;
  for (unsigned c = 0; c < n; ++c) terms.push_back({m[0][c], cofactors[0][c]});
  llvm::Value* det = sumOfProducts(b, terms);
  LaneValue result;
  for (unsigned r = 0; r < n; ++r)
    for (unsigned c = 0; c < n; ++c) result.comps.push_back(b.CreateFDiv(cofactors[c][r], det));
  return result;
}

}  // namespace

IntrinsicOutcome lowerLinearAlgebra(const Call& call) {
  switch (call.op) {
    case ir::IntrinsicOp::Dot: return resultOnly(dot(call));
    case ir::IntrinsicOp::Mul: return resultOnly(multiply(call));
    case ir::IntrinsicOp::Transpose: return resultOnly(transpose(call));
    case ir::IntrinsicOp::Determinant: return resultOnly(determinant(call));
    case ir::IntrinsicOp::Inverse: return resultOnly(inverse(call));
    default: ice(CompilerStage::Jit, SourceSpan{}, "lowerLinearAlgebra: not a linear-algebra op");
  }
}

}  // namespace cgx::jit::lowering
