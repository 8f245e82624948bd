// Compile-time integer evaluation, for array dimensions: literals, `const` variables whose initializers are
// constant, casts, and the integer operators. Arithmetic wraps (computed in unsigned), division by zero
// and overflowing division are "not constant", so hostile input cannot trigger undefined behaviour.
#include <climits>

#include "sema/Analyzer.h"

namespace cgx::sema {

namespace {

constexpr int kMaxConstDepth = limits::kConstChainDepth;  // const a = b; const b = c; ... chains

std::optional<long long> evalBinary(ast::BinaryOp op, long long a, long long b) {
  auto ua = static_cast<unsigned long long>(a);
  auto ub = static_cast<unsigned long long>(b);
  switch (op) {
    case ast::BinaryOp::Add: return static_cast<long long>(ua + ub);
    case ast::BinaryOp::Sub: return static_cast<long long>(ua - ub);
    case ast::BinaryOp::Mul: return static_cast<long long>(ua * ub);
    case ast::BinaryOp::Div:
      if (b == 0 || (a == LLONG_MIN && b == -1)) return std::nullopt;
      return a / b;
    case ast::BinaryOp::Mod:
      if (b == 0 || (a == LLONG_MIN && b == -1)) return std::nullopt;
      return a % b;
    case ast::BinaryOp::Shl: return b < 0 || b > 63 ? std::nullopt : std::optional<long long>(static_cast<long long>(ua << b));
    case ast::BinaryOp::Shr: return b < 0 || b > 63 ? std::nullopt : std::optional<long long>(a >> b);
    case ast::BinaryOp::Lt: return a < b;
    case ast::BinaryOp::Gt: return a > b;
    case ast::BinaryOp::Le: return a <= b;
    case ast::BinaryOp::Ge: return a >= b;
    case ast::BinaryOp::Eq: return a == b;
    case ast::BinaryOp::Ne: return a != b;
    case ast::BinaryOp::BitAnd: return a & b;
    case ast::BinaryOp::BitXor: return a ^ b;
    case ast::BinaryOp::BitOr: return a | b;
    case ast::BinaryOp::LogAnd: return a != 0 && b != 0;
    case ast::BinaryOp::LogOr: return a != 0 || b != 0;
    case ast::BinaryOp::Comma: return b;
  }
  return std::nullopt;
}

std::optional<long long> eval(const ast::Expr* expr, int depth) {
  if (expr == nullptr || depth > kMaxConstDepth) return std::nullopt;
  switch (expr->kind) {
    case ast::ExprKind::IntLiteral: {
      auto value = static_cast<const ast::IntLiteralExpr*>(expr)->value;
      if (value > static_cast<unsigned long long>(LLONG_MAX)) return std::nullopt;
      return static_cast<long long>(value);
    }
    case ast::ExprKind::FloatLiteral: {
      double value = static_cast<const ast::FloatLiteralExpr*>(expr)->value;
      if (!(value > -9.0e18 && value < 9.0e18)) return std::nullopt;
      return static_cast<long long>(value);
    }
    case ast::ExprKind::BoolLiteral: return static_cast<const ast::BoolLiteralExpr*>(expr)->value ? 1 : 0;
    case ast::ExprKind::Name: {
      const ast::Decl* decl = static_cast<const ast::NameExpr*>(expr)->semaDecl;
      if (decl == nullptr || decl->kind != ast::DeclKind::Var) return std::nullopt;
      const auto* var = static_cast<const ast::VarDecl*>(decl);
      if ((var->qualifiers & ast::QualConst) == 0 || var->init == nullptr) return std::nullopt;
      return eval(var->init, depth + 1);
    }
    case ast::ExprKind::Unary: {
      const auto* unary = static_cast<const ast::UnaryExpr*>(expr);
      std::optional<long long> v = eval(unary->operand, depth + 1);
      if (!v) return std::nullopt;
      switch (unary->op) {
        case ast::UnaryOp::Plus: return v;
        case ast::UnaryOp::Minus: return static_cast<long long>(0ULL - static_cast<unsigned long long>(*v));
        case ast::UnaryOp::Not: return *v == 0;
        case ast::UnaryOp::BitNot: return ~*v;
        default: return std::nullopt;
      }
    }
    case ast::ExprKind::Binary: {
      const auto* binary = static_cast<const ast::BinaryExpr*>(expr);
      std::optional<long long> a = eval(binary->lhs, depth + 1);
      std::optional<long long> b = eval(binary->rhs, depth + 1);
      if (!a || !b) return std::nullopt;
      return evalBinary(binary->op, *a, *b);
    }
    case ast::ExprKind::Conditional: {
      const auto* c = static_cast<const ast::ConditionalExpr*>(expr);
      std::optional<long long> condition = eval(c->condition, depth + 1);
      if (!condition) return std::nullopt;
      return eval(*condition != 0 ? c->ifTrue : c->ifFalse, depth + 1);
    }
    case ast::ExprKind::Cast: return eval(static_cast<const ast::CastExpr*>(expr)->operand, depth + 1);
    case ast::ExprKind::Constructor: {
      const auto* ctor = static_cast<const ast::ConstructorExpr*>(expr);
      if (ctor->args.size() != 1 || !ctor->arrayDims.empty() || ctor->type->kind != ast::TypeSpec::Kind::Builtin)
        return std::nullopt;
      return eval(ctor->args[0], depth + 1);
    }
    default: return std::nullopt;
  }
}

}  // namespace

std::optional<long long> Analyzer::evalConstInt(const ast::Expr* expr) {
  if (expr == nullptr || expr->semaType == 0) return std::nullopt;
  if (!types_.isScalar(expr->semaType)) return std::nullopt;
  return eval(expr, 0);
}

}  // namespace cgx::sema
