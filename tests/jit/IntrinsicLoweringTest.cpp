// The intrinsic lowering's small public facts: element types, and which ops the CPU back end runs.
#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>

#include "IntrinsicHarness.h"
#include "llvm/LaneValue.h"

namespace cgx::jit::test {
namespace {

using ir::IntrinsicOp;
using ir::Scalar;

TEST(IntrinsicLowering, LaneTypesFollowTheValueModel) {
  llvm::LLVMContext context;
  for (Scalar s : {Scalar::Float, Scalar::Half, Scalar::Fixed, Scalar::Double, Scalar::CFloat})
    EXPECT_TRUE(laneElementType(context, s)->isFloatTy()) << ir::scalarName(s);
  for (Scalar s : {Scalar::Int, Scalar::UInt, Scalar::CInt}) EXPECT_TRUE(laneElementType(context, s)->isIntegerTy(32)) << ir::scalarName(s);
  EXPECT_TRUE(laneElementType(context, Scalar::Bool)->isIntegerTy(1));
  for (unsigned lanes : kLaneWidths) {
    llvm::VectorType* v = laneVectorType(context, Scalar::Half, lanes);
    EXPECT_EQ(llvm::cast<llvm::FixedVectorType>(v)->getNumElements(), lanes);
    EXPECT_TRUE(v->getElementType()->isFloatTy());
  }
}

TEST(IntrinsicLowering, EverythingButGeometryRunsOnTheCpu) {
  for (unsigned o = 1; o <= ir::kIntrinsicOpCount; ++o) {
    auto op = static_cast<IntrinsicOp>(o);
    bool geometry = op == IntrinsicOp::EmitVertex || op == IntrinsicOp::RestartStrip;
    EXPECT_EQ(cpuSupportsIntrinsic(op), !geometry) << ir::intrinsicName(op);
  }
  EXPECT_FALSE(cpuSupportsIntrinsic(IntrinsicOp::None));
}

}  // namespace
}  // namespace cgx::jit::test
