// Componentwise constant arithmetic with Cg's rules, shared by ConstantFold and Unroll (which simulates
// a loop counter), and by lowering's on-the-spot folding. Values are doubles as in ir::Constant. Every
// function returns nullopt when folding would be wrong or undefined: integer division by zero, shifts out
// of range. Integers wrap in 32-bit two's complement; int division truncates toward zero; float -> int
// truncates and saturates (NaN -> 0), as the JIT does at run time.
#pragma once

#include <optional>

#include "ir/IR.h"

namespace cgx::passes {

// The value as the scalar kind stores it: bools 0/1, ints wrapped to 32 bits, float/half/fixed rounded
// to float (cgx computes half and fixed as float, DESIGN.md), double/cfloat kept.
std::optional<double> roundTo(ir::Scalar s, double v);
// `a op b` for operands of kind s (comparisons/logical ops give 0/1).
std::optional<double> evalBinary(ir::BinaryOp op, ir::Scalar s, double a, double b);
std::optional<double> evalUnary(ir::UnaryOp op, ir::Scalar s, double a);
// Converts a value of kind `from` to kind `to`.
std::optional<double> evalConvert(ir::Scalar from, ir::Scalar to, double v);

}  // namespace cgx::passes
