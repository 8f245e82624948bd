// Fuses each floating-point multiply whose only user is an add or subtract into llvm.fma (FuseMultiplyAdd.cpp).
#pragma once

#include <llvm/IR/Function.h>

namespace cgx::jit {

// Returns how many multiply-adds were fused.
unsigned fuseMultiplyAdds(llvm::Function& function);

}  // namespace cgx::jit
