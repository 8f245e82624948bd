// The direct children of an IR expression, including the index expressions of a load's access path (they
// belong to the tree too, IR.h "Tree, not DAG"). One template for both users: the passes rewrite children
// through `ExprId&` (a mutable Expr), the profile checker only reads them (a const Expr gives `const ExprId&`).
#pragma once

#include <type_traits>
#include <variant>

#include "ir/IR.h"

namespace cgx::ir {

template <typename ExprT, typename F>
  requires std::is_same_v<std::remove_const_t<ExprT>, Expr>
void forEachChild(ExprT& e, F&& f) {
  std::visit(
      [&](auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, LoadExpr>) {
          for (auto& s : n.access.steps)
            if (s.kind == AccessStep::Kind::Index) f(s.index);
        } else if constexpr (std::is_same_v<T, UnaryExpr>) {
          f(n.operand);
        } else if constexpr (std::is_same_v<T, BinaryExpr>) {
          f(n.lhs);
          f(n.rhs);
        } else if constexpr (std::is_same_v<T, ConvertExpr> || std::is_same_v<T, SplatExpr>) {
          f(n.value);
        } else if constexpr (std::is_same_v<T, ConstructExpr> || std::is_same_v<T, IntrinsicExpr>) {
          for (auto& a : n.args) f(a);
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

}  // namespace cgx::ir
