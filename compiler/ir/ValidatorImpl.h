// Private to the validator: the per-function checker shared by Validator.cpp (statements, module rules)
// and ValidateExpr.cpp (expression type rules).
#pragma once

#include <string>
#include <vector>

#include "ir/IR.h"

namespace cgx::ir::detail {

class FunctionChecker {
 public:
  FunctionChecker(const Module& m, FuncId id, std::vector<std::string>& errors);
  void run();

  // ValidateExpr.cpp
  TypeId checkExpr(ExprId id);  // range, single use, type rule; returns the expression's type (or kError)
  TypeId checkAccess(const Access& a, bool write);  // returns the reached type (kError if malformed)

 private:
  void error(const std::string& what);
  std::string exprLabel(ExprId id) const;
  void checkBlock(const Block& b, unsigned loopDepth, bool inContinuing, bool continuingIsInnermost);
  void checkStmt(const Stmt& s, unsigned loopDepth, bool inContinuing, bool continuingIsInnermost);
  void checkCallArgs(const std::vector<CallArg>& args, const Function* callee);
  void checkExprNode(ExprId id, const Expr& e);
  bool sameType(TypeId a, TypeId b) const { return a == b && a != TypeTable::kError; }
  TypeId checkValueOfMask(TypeId target, unsigned count, const std::uint8_t* comps);

  const Module& m_;
  const TypeTable& t_;
  FuncId id_;
  const Function& f_;
  std::vector<std::string>& errors_;
  std::vector<std::uint8_t> used_;  // per expression: 1 once a parent used it
};

// Can control reach the end of the block normally (not through Return, Discard, Break, Continue)?
bool blockFlowsOut(const Block& b);
bool breaksOut(const Block& b);  // does the block contain a Break that targets the enclosing loop?

}  // namespace cgx::ir::detail
