// Read-only walks over the IR for the profile checker: every statement (nested ones included) and every
// expression node under a root, with the function each belongs to. The passes have mutating walkers
// (passes/PassUtil.h); the checker never writes, so it has its own const ones.
#pragma once

#include <functional>
#include <variant>

#include "ir/IR.h"

namespace cgx::profile {

// Direct children of an expression, including the index expressions of a load's access path.
template <typename F>
void forEachChild(const ir::Expr& e, F&& f) {
  using namespace ir;
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, LoadExpr>) {
          for (const AccessStep& s : n.access.steps)
            if (s.kind == AccessStep::Kind::Index) f(s.index);
        } else if constexpr (std::is_same_v<T, UnaryExpr>) {
          f(n.operand);
        } else if constexpr (std::is_same_v<T, BinaryExpr>) {
          f(n.lhs);
          f(n.rhs);
        } else if constexpr (std::is_same_v<T, ConvertExpr> || std::is_same_v<T, SplatExpr>) {
          f(n.value);
        } else if constexpr (std::is_same_v<T, ConstructExpr> || std::is_same_v<T, IntrinsicExpr>) {
          for (ExprId a : n.args) f(a);
        } else if constexpr (std::is_same_v<T, SwizzleExpr> || std::is_same_v<T, FieldExpr>) {
          f(n.base);
        } else if constexpr (std::is_same_v<T, ExtractExpr>) {
          f(n.base);
          f(n.index);
        } else if constexpr (std::is_same_v<T, SelectExpr>) {
          f(n.cond);
          f(n.ifTrue);
          f(n.ifFalse);
        }
      },
      e.node);
}

// Every statement of a block, nested blocks included, in program order (a statement before its blocks).
void forEachStmt(const ir::Block& block, const std::function<void(const ir::Stmt&)>& f);

// The expression roots and the access paths one statement owns directly (not those of nested blocks).
void forEachRoot(const ir::Stmt& stmt, const std::function<void(ir::ExprId)>& root,
                 const std::function<void(const ir::Access&)>& access);

// Every expression node under `root`, parents before children, children left to right.
void forEachExpr(const ir::Function& fn, ir::ExprId root, const std::function<void(ir::ExprId)>& f);

// Every function reachable from the entry (the entry first), each once.
std::vector<ir::FuncId> reachableFunctions(const ir::Module& module);

}  // namespace cgx::profile
