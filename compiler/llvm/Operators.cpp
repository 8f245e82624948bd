// Unary, binary and conversion operators per scalar kind. Nothing traps: integer division by zero and
// INT_MIN / -1 are defined (Jit.h), shift counts are taken modulo 32, float -> int saturates.
#include "llvm/Emitter.h"

#include <llvm/IR/Intrinsics.h>

namespace cgx::jit::detail {

namespace {
// float -> int: truncate toward zero, saturate, NaN -> 0. Not llvm.fptosi.sat: x86 scalarizes its vector
// forms (LLVM 19: sixteen cvttss2si for 16 lanes); clamping into range first and converting with a plain
// fptosi/fptoui is a handful of vector instructions and never poison.
llvm::Value* saturatingFloatToInt(llvm::IRBuilder<>& b, llvm::Value* v, llvm::Type* target, bool isUnsigned) {
  llvm::Type* ft = v->getType();
  auto f = [&](double x) { return llvm::ConstantFP::get(ft, x); };
  llvm::Value* ordered = b.CreateSelect(b.CreateFCmpUNO(v, v), f(0.0), v);
  // The largest floats below 2^31 and 2^32; at or above the limit the result is the largest integer.
  double low = isUnsigned ? 0.0 : -2147483648.0, high = isUnsigned ? 4294967040.0 : 2147483520.0;
  double limit = isUnsigned ? 4294967296.0 : 2147483648.0;
  llvm::Value* clamped = b.CreateMinNum(b.CreateMaxNum(ordered, f(low)), f(high));
  llvm::Value* r = isUnsigned ? b.CreateFPToUI(clamped, target) : b.CreateFPToSI(clamped, target);
  llvm::Value* largest = llvm::ConstantInt::get(target, isUnsigned ? 0xffffffffu : 0x7fffffffu);
  return b.CreateSelect(b.CreateFCmpOGE(v, f(limit)), largest, r);
}
}  // namespace

llvm::Value* KernelEmitter::convertComponent(llvm::Value* v, ir::Scalar from, ir::Scalar to) {
  bool fromFloat = isFloatKind(from), toFloat = isFloatKind(to);
  if (from == to || (fromFloat && toFloat) || (isIntKind(from) && isIntKind(to))) return v;  // same lanes
  llvm::Type* target = vectorType(to);
  if (to == ir::Scalar::Bool) {
    // bool(x) is x != 0; a NaN is not 0, so it is true (unordered compare).
    if (fromFloat) return builder_.CreateFCmpUNE(v, llvm::Constant::getNullValue(v->getType()));
    return builder_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
  }
  if (from == ir::Scalar::Bool) {
    if (toFloat) return builder_.CreateUIToFP(v, target);
    return builder_.CreateZExt(v, target);
  }
  if (fromFloat) return saturatingFloatToInt(builder_, v, target, isUnsignedKind(to));
  return isUnsignedKind(from) ? builder_.CreateUIToFP(v, target) : builder_.CreateSIToFP(v, target);
}

LaneValue KernelEmitter::evalConvert(const ir::ConvertExpr& e, ir::TypeId type) {
  LaneValue v = eval(e.value);
  std::vector<ir::Scalar> from = flatScalars(types_, entry_->expr(e.value).type);
  std::vector<ir::Scalar> to = flatScalars(types_, type);
  if (from.size() != v.comps.size() || to.size() != v.comps.size()) malformed(entry_->span, "a conversion that changes the shape");
  for (std::size_t i = 0; i < v.comps.size(); ++i) v.comps[i] = convertComponent(v.comps[i], from[i], to[i]);
  return v;
}

LaneValue KernelEmitter::evalUnary(const ir::UnaryExpr& e, ir::TypeId type) {
  LaneValue v = eval(e.operand);
  ir::Scalar kind = scalarKindOf(types_, type);
  for (llvm::Value*& c : v.comps) {
    switch (e.op) {
      case ir::UnaryOp::Neg:
        c = isFloatKind(kind) ? builder_.CreateFNeg(c) : builder_.CreateNeg(c);
        break;
      case ir::UnaryOp::Not:
      case ir::UnaryOp::BitNot: c = builder_.CreateNot(c); break;
    }
  }
  return v;
}

namespace {
llvm::Value* safeIntDivision(llvm::IRBuilder<>& b, bool isRemainder, bool isUnsigned, llvm::Value* x, llvm::Value* y) {
  llvm::Type* t = x->getType();
  llvm::Value* zero = llvm::Constant::getNullValue(t);
  llvm::Value* one = llvm::ConstantInt::get(t, 1);
  llvm::Value* yIsZero = b.CreateICmpEQ(y, zero);
  if (isUnsigned) {
    llvm::Value* safeY = b.CreateSelect(yIsZero, one, y);
    llvm::Value* r = isRemainder ? b.CreateURem(x, safeY) : b.CreateUDiv(x, safeY);
    return b.CreateSelect(yIsZero, isRemainder ? x : zero, r);
  }
  // x86's idiv traps on INT_MIN / -1 as on / 0: divide by 1 there and fix the result up.
  llvm::Value* yIsMinusOne = b.CreateICmpEQ(y, llvm::Constant::getAllOnesValue(t));
  llvm::Value* safeY = b.CreateSelect(b.CreateOr(yIsZero, yIsMinusOne), one, y);
  llvm::Value* r = isRemainder ? b.CreateSRem(x, safeY) : b.CreateSDiv(x, safeY);
  llvm::Value* byMinusOne = isRemainder ? zero : b.CreateNeg(x);  // wraps: INT_MIN / -1 == INT_MIN
  r = b.CreateSelect(yIsMinusOne, byMinusOne, r);
  return b.CreateSelect(yIsZero, isRemainder ? x : zero, r);
}
}  // namespace

llvm::Value* KernelEmitter::binaryComponent(ir::BinaryOp op, ir::Scalar kind, llvm::Value* a, llvm::Value* b) {
  using Op = ir::BinaryOp;
  auto& B = builder_;
  bool fl = isFloatKind(kind), un = isUnsignedKind(kind), bl = kind == ir::Scalar::Bool;
  switch (op) {
    case Op::Add: return fl ? B.CreateFAdd(a, b) : B.CreateAdd(a, b);
    case Op::Sub: return fl ? B.CreateFSub(a, b) : B.CreateSub(a, b);
    case Op::Mul: return fl ? B.CreateFMul(a, b) : bl ? B.CreateAnd(a, b) : B.CreateMul(a, b);
    case Op::Div:
      if (fl) return B.CreateFDiv(a, b);
      return safeIntDivision(B, false, un, a, b);
    case Op::Mod:
      if (fl) return B.CreateFRem(a, b);  // C fmod
      return safeIntDivision(B, true, un, a, b);
    case Op::Shl:
    case Op::Shr: {
      llvm::Value* count = B.CreateAnd(b, llvm::ConstantInt::get(b->getType(), 31));
      if (op == Op::Shl) return B.CreateShl(a, count);
      return un ? B.CreateLShr(a, count) : B.CreateAShr(a, count);
    }
    case Op::BitAnd:
    case Op::LogAnd: return B.CreateAnd(a, b);
    case Op::BitOr:
    case Op::LogOr: return B.CreateOr(a, b);
    case Op::BitXor: return B.CreateXor(a, b);
    case Op::Lt: return fl ? B.CreateFCmpOLT(a, b) : un || bl ? B.CreateICmpULT(a, b) : B.CreateICmpSLT(a, b);
    case Op::Le: return fl ? B.CreateFCmpOLE(a, b) : un || bl ? B.CreateICmpULE(a, b) : B.CreateICmpSLE(a, b);
    case Op::Gt: return fl ? B.CreateFCmpOGT(a, b) : un || bl ? B.CreateICmpUGT(a, b) : B.CreateICmpSGT(a, b);
    case Op::Ge: return fl ? B.CreateFCmpOGE(a, b) : un || bl ? B.CreateICmpUGE(a, b) : B.CreateICmpSGE(a, b);
    case Op::Eq: return fl ? B.CreateFCmpOEQ(a, b) : B.CreateICmpEQ(a, b);
    case Op::Ne: return fl ? B.CreateFCmpUNE(a, b) : B.CreateICmpNE(a, b);
  }
  return a;
}

LaneValue KernelEmitter::evalBinary(const ir::BinaryExpr& e, ir::TypeId type, SourceSpan span) {
  LaneValue a = eval(e.lhs), b = eval(e.rhs);
  if (a.comps.size() != b.comps.size()) malformed(span, "a binary operator on operands of different shapes");
  // The arithmetic follows the operands' kind (a comparison's result is bool).
  ir::Scalar kind = scalarKindOf(types_, entry_->expr(e.lhs).type);
  (void)type;
  LaneValue out;
  for (std::size_t i = 0; i < a.comps.size(); ++i) out.comps.push_back(binaryComponent(e.op, kind, a.comps[i], b.comps[i]));
  return out;
}

}  // namespace cgx::jit::detail
