// The literal constants a program needs in constant registers, as cgc's `#const c[N] = a b c d` lines show
// them. An estimate of cgc's literal table (its code generator decides the final packing): every distinct
// numeric value the program computes with, packed four to a register in order of first use. Values that
// end up inside instructions rather than registers are left out: array/row indices (they become address
// offsets) and booleans (they become control flow).
#pragma once

#include <vector>

#include "ir/IR.h"

namespace cgx::profile {

struct LiteralRegister {
  std::vector<double> values;  // 1-4 components
};

std::vector<LiteralRegister> collectLiterals(const ir::Module& module);

}  // namespace cgx::profile
