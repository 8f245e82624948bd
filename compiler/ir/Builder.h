// Builder: the convenient way to make IR (lowering, passes, hand-built test IR). It fills in result types
// the way the IR's rules define them, so callers only pick operands; it does not check them (the Validator
// does). Statements go to the current block; collect() builds a nested block.
//
// The Builder holds a Function by reference: build a function standalone and add it to the Module at the
// end (Module::addFunction may move the function vector).
#pragma once

#include <functional>
#include <initializer_list>

#include "ir/IR.h"

namespace cgx::ir {

class Builder {
 public:
  Builder(Module& module, Function& fn) : module_(module), fn_(fn), block_(&fn.body) {}

  Module& module() { return module_; }
  Function& function() { return fn_; }
  const TypeTable& types() const { return module_.types(); }
  void setSpan(SourceSpan span) { span_ = withoutSpans_ ? SourceSpan{} : span; }  // given to what is made next
  // Code from another SourceManager (the standard library's Cg) gets no spans: they would point into the
  // wrong files. The inliner gives such code the call site's span.
  void dropSpans() {
    withoutSpans_ = true;
    span_ = {};
  }
  SourceSpan span() const { return span_; }

  // ---- expressions ----
  ExprId add(TypeId type, ExprNode node) { return fn_.addExpr(Expr{type, std::move(node)}, span_); }
  ExprId constant(TypeId type, std::vector<double> values);
  ExprId floatConst(double v) { return constant(TypeTable::scalar(Scalar::Float), {v}); }
  ExprId intConst(double v) { return constant(TypeTable::scalar(Scalar::Int), {v}); }
  ExprId boolConst(bool v) { return constant(TypeTable::scalar(Scalar::Bool), {v ? 1.0 : 0.0}); }
  ExprId load(Access a);
  ExprId load(VarRef v) { return load(Access{v, {}}); }
  ExprId unary(UnaryOp op, ExprId operand);
  ExprId binary(BinaryOp op, ExprId lhs, ExprId rhs);  // comparisons/logical: bool shape of lhs
  ExprId convert(ExprId value, TypeId to);
  ExprId splat(ExprId scalar, TypeId to);
  ExprId construct(TypeId type, std::vector<ExprId> args);
  ExprId swizzle(ExprId base, std::initializer_list<unsigned> comps);
  ExprId swizzle(ExprId base, unsigned count, const std::uint8_t* comps);
  ExprId extract(ExprId base, ExprId index);
  ExprId extract(ExprId base, unsigned index) { return extract(base, intConst(index)); }
  ExprId field(ExprId base, std::uint32_t field);
  ExprId select(ExprId cond, ExprId ifTrue, ExprId ifFalse);
  ExprId intrinsic(IntrinsicOp op, std::uint16_t signature, TypeId type, std::vector<ExprId> args);
  TypeId typeOf(ExprId e) const { return fn_.expr(e).type; }

  // ---- statements ----
  void emit(StmtNode node) { block_->stmts.push_back(Stmt{std::move(node), span_}); }
  void store(Access target, ExprId value) { emit(StoreStmt{std::move(target), value, 0, {}}); }
  void store(VarRef target, ExprId value) { store(Access{target, {}}, value); }
  void storeMasked(Access target, ExprId value, unsigned count, const std::uint8_t* comps);
  void ifThen(ExprId cond, const std::function<void()>& thenPart,
              const std::function<void()>& elsePart = nullptr);
  void loop(const std::function<void()>& body, const std::function<void()>& continuing = nullptr);
  void ret(std::optional<ExprId> value = std::nullopt) { emit(ReturnStmt{value}); }
  void brk() { emit(BreakStmt{}); }
  void cont() { emit(ContinueStmt{}); }
  void discard() { emit(DiscardStmt{}); }
  void unresolvedCall(std::string what) { emit(UnresolvedCallStmt{std::move(what)}); }
  // Runs `fill` with a fresh current block and returns what it emitted.
  Block collect(const std::function<void()>& fill);
  Block* currentBlock() { return block_; }

 private:
  Module& module_;
  Function& fn_;
  Block* block_;
  SourceSpan span_;
  bool withoutSpans_ = false;
};

}  // namespace cgx::ir
