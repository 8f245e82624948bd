#include "EffectArguments.h"

#include <optional>

#include "EffectObjects.h"
#include "ast/Ast.h"

namespace cgx::libcg {

namespace {

// Deeper expressions are not evaluated (their uniforms keep their value): the recursion stays bounded
// whatever the source holds. The toolkit's arguments are 3 deep.
constexpr int kMaxDepth = 64;
// A constructor builds at most a float4x4.
constexpr std::size_t kMaxComponents = 16;

using Values = std::optional<std::vector<double>>;

Values evaluate(const ast::Expr* e, const Effect& effect, int depth);

Values componentwise(ast::BinaryOp op, const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size() && a.size() != 1 && b.size() != 1) return std::nullopt;
  const std::size_t n = std::max(a.size(), b.size());
  std::vector<double> out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double x = a[a.size() == 1 ? 0 : i], y = b[b.size() == 1 ? 0 : i];
    switch (op) {
      case ast::BinaryOp::Add: out[i] = x + y; break;
      case ast::BinaryOp::Sub: out[i] = x - y; break;
      case ast::BinaryOp::Mul: out[i] = x * y; break;
      case ast::BinaryOp::Div: out[i] = x / y; break;  // IEEE: x/0 is inf or NaN, as on the GPU
      default: return std::nullopt;
    }
  }
  return out;
}

Values evaluate(const ast::Expr* e, const Effect& effect, int depth) {
  if (!e || depth > kMaxDepth) return std::nullopt;
  switch (e->kind) {
    case ast::ExprKind::IntLiteral:
      return std::vector<double>{static_cast<double>(static_cast<const ast::IntLiteralExpr*>(e)->value)};
    case ast::ExprKind::FloatLiteral: return std::vector<double>{static_cast<const ast::FloatLiteralExpr*>(e)->value};
    case ast::ExprKind::BoolLiteral:
      return std::vector<double>{static_cast<const ast::BoolLiteralExpr*>(e)->value ? 1.0 : 0.0};
    case ast::ExprKind::Name: {
      const Parameter* p = findParameter(effect, static_cast<const ast::NameExpr*>(e)->name);
      if (!p || !p->children.empty() || p->value.empty()) return std::nullopt;  // not a numeric leaf
      return p->value;
    }
    case ast::ExprKind::Unary: {
      const auto* u = static_cast<const ast::UnaryExpr*>(e);
      if (u->op != ast::UnaryOp::Plus && u->op != ast::UnaryOp::Minus) return std::nullopt;
      Values v = evaluate(u->operand, effect, depth + 1);
      if (v && u->op == ast::UnaryOp::Minus)
        for (double& x : *v) x = -x;
      return v;
    }
    case ast::ExprKind::Binary: {
      const auto* b = static_cast<const ast::BinaryExpr*>(e);
      Values l = evaluate(b->lhs, effect, depth + 1);
      Values r = l ? evaluate(b->rhs, effect, depth + 1) : std::nullopt;
      return r ? componentwise(b->op, *l, *r) : std::nullopt;
    }
    case ast::ExprKind::Constructor: {
      const auto* c = static_cast<const ast::ConstructorExpr*>(e);
      if (!c->arrayDims.empty()) return std::nullopt;
      std::vector<double> out;
      for (const ast::Expr* argument : c->args) {
        Values v = evaluate(argument, effect, depth + 1);
        if (!v || out.size() + v->size() > kMaxComponents) return std::nullopt;
        out.insert(out.end(), v->begin(), v->end());
      }
      if (out.empty()) return std::nullopt;
      return out;
    }
    default: return std::nullopt;  // calls, swizzles, conditionals...: not evaluated
  }
}

}  // namespace

bool evaluateArgument(const ast::Expr& expression, const Effect& effect, std::size_t components,
                      std::vector<double>& out) {
  Values v = evaluate(&expression, effect, 0);
  if (!v || (v->size() != 1 && v->size() != components)) return false;
  out.assign(components, 0.0);
  for (std::size_t i = 0; i < components; ++i) out[i] = (*v)[v->size() == 1 ? 0 : i];
  return true;
}

}  // namespace cgx::libcg
