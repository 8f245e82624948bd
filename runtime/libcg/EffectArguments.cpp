#include "EffectArguments.h"

#include <cmath>
#include <optional>
#include <string_view>

#include "EffectBuild.h"
#include "EffectObjects.h"
#include "ast/Ast.h"

namespace cgx::libcg {

namespace {

// Deeper expressions are not evaluated (their uniforms keep their value): the recursion stays bounded
// whatever the source holds. The toolkit's arguments are 3 deep.
constexpr int kMaxDepth = 64;
// A constructor builds at most a float4x4.
constexpr std::size_t kMaxComponents = 16;

// Nodes evaluated for one argument at most: with calls of the effect's functions (`f() { return f() + f(); }`)
// the depth limit alone would let the work grow exponentially.
constexpr int kMaxSteps = 4096;

using Values = std::optional<std::vector<double>>;

// One argument's evaluation: the effect whose parameters and functions it reads, and the nodes evaluated.
struct Walk {
  const Effect& effect;
  int steps = 0;
};

Values evaluate(const ast::Expr* e, Walk& walk, int depth);

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

// The effect's function `name` without parameters whose body is one `return` (cgfx_boxfilter's "dependent
// uniforms", `int2 sampleCount() { return int2(ceil(sourceWidth/destWidth+1), ...); }`): its value.
const ast::Expr* returnedBy(const Effect& effect, const std::string& name) {
  if (!effect.model || !effect.model->unit) return nullptr;
  for (const ast::Decl* d : effect.model->unit->decls) {
    if (d->kind != ast::DeclKind::Function || d->name != name) continue;
    const auto* f = static_cast<const ast::FunctionDecl*>(d);
    if (!f->params.empty() || !f->scope.empty() || !f->body || f->body->body.size() != 1) continue;
    const ast::Stmt* only = f->body->body.front();
    if (only->kind == ast::StmtKind::Return) return static_cast<const ast::ReturnStmt*>(only)->value;
  }
  return nullptr;
}

// The components a swizzle (`.xyxy`, `.rg`) picks, or nullopt for a member that is not one.
std::optional<std::vector<std::size_t>> swizzle(const std::string& member) {
  if (member.empty() || member.size() > 4) return std::nullopt;
  std::vector<std::size_t> picks;
  for (char c : member) {
    std::size_t at = std::string_view("xyzw").find(c);
    if (at == std::string_view::npos) at = std::string_view("rgba").find(c);
    if (at == std::string_view::npos) return std::nullopt;
    picks.push_back(at);
  }
  return picks;
}

// A call: the effect's own function (a parameterless one returning one expression) or one of the
// componentwise built-ins its arguments use; anything else is not evaluated.
Values call(const ast::CallExpr* c, Walk& walk, int depth) {
  if (!c->callee || c->callee->kind != ast::ExprKind::Name) return std::nullopt;
  const std::string& name = static_cast<const ast::NameExpr*>(c->callee)->name;
  if (c->args.empty()) return evaluate(returnedBy(walk.effect, name), walk, depth + 1);
  if (c->args.size() != 1 || returnedBy(walk.effect, name)) return std::nullopt;
  double (*f)(double) = name == "ceil" ? static_cast<double (*)(double)>(std::ceil)
                        : name == "floor" ? static_cast<double (*)(double)>(std::floor)
                        : name == "abs" ? static_cast<double (*)(double)>(std::fabs)
                                        : nullptr;
  Values v = f ? evaluate(c->args.front(), walk, depth + 1) : std::nullopt;
  if (v)
    for (double& x : *v) x = f(x);
  return v;
}

Values evaluate(const ast::Expr* e, Walk& walk, int depth) {
  if (!e || depth > kMaxDepth || ++walk.steps > kMaxSteps) return std::nullopt;
  switch (e->kind) {
    case ast::ExprKind::IntLiteral:
      return std::vector<double>{static_cast<double>(static_cast<const ast::IntLiteralExpr*>(e)->value)};
    case ast::ExprKind::FloatLiteral: return std::vector<double>{static_cast<const ast::FloatLiteralExpr*>(e)->value};
    case ast::ExprKind::BoolLiteral:
      return std::vector<double>{static_cast<const ast::BoolLiteralExpr*>(e)->value ? 1.0 : 0.0};
    case ast::ExprKind::Name: {
      const Parameter* p = findParameter(walk.effect, static_cast<const ast::NameExpr*>(e)->name);
      if (!p || !p->children.empty() || p->value.empty()) return std::nullopt;  // not a numeric leaf
      return p->value;
    }
    case ast::ExprKind::Unary: {
      const auto* u = static_cast<const ast::UnaryExpr*>(e);
      if (u->op != ast::UnaryOp::Plus && u->op != ast::UnaryOp::Minus) return std::nullopt;
      Values v = evaluate(u->operand, walk, depth + 1);
      if (v && u->op == ast::UnaryOp::Minus)
        for (double& x : *v) x = -x;
      return v;
    }
    case ast::ExprKind::Binary: {
      const auto* b = static_cast<const ast::BinaryExpr*>(e);
      Values l = evaluate(b->lhs, walk, depth + 1);
      Values r = l ? evaluate(b->rhs, walk, depth + 1) : std::nullopt;
      return r ? componentwise(b->op, *l, *r) : std::nullopt;
    }
    case ast::ExprKind::Constructor: {
      const auto* c = static_cast<const ast::ConstructorExpr*>(e);
      if (!c->arrayDims.empty()) return std::nullopt;
      std::vector<double> out;
      for (const ast::Expr* argument : c->args) {
        Values v = evaluate(argument, walk, depth + 1);
        if (!v || out.size() + v->size() > kMaxComponents) return std::nullopt;
        out.insert(out.end(), v->begin(), v->end());
      }
      if (out.empty()) return std::nullopt;
      const bool integral = c->type && c->type->kind == ast::TypeSpec::Kind::Builtin &&
                            c->type->builtin.kind == ast::BuiltinKind::Numeric &&
                            (c->type->builtin.scalar == ast::ScalarKind::Int ||
                             c->type->builtin.scalar == ast::ScalarKind::CInt);
      if (integral)  // `int2(x / 2)` converts as Cg does, toward zero
        for (double& x : out) x = std::trunc(x);
      return out;
    }
    case ast::ExprKind::Call: return call(static_cast<const ast::CallExpr*>(e), walk, depth);
    case ast::ExprKind::Member: {
      const auto* m = static_cast<const ast::MemberExpr*>(e);
      const std::optional<std::vector<std::size_t>> picks = swizzle(m->member);
      Values v = picks ? evaluate(m->base, walk, depth + 1) : std::nullopt;
      if (!v || v->size() > 4) return std::nullopt;
      std::vector<double> out;
      for (std::size_t at : *picks) {
        if (at >= v->size()) return std::nullopt;
        out.push_back((*v)[at]);
      }
      return out;
    }
    default: return std::nullopt;  // other calls, conditionals, indexing...: not evaluated
  }
}

}  // namespace

bool evaluateArgument(const ast::Expr& expression, const Effect& effect, std::size_t components,
                      std::vector<double>& out) {
  Walk walk{effect};
  Values v = evaluate(&expression, walk, 0);
  if (!v || (v->size() != 1 && v->size() != components)) return false;
  out.assign(components, 0.0);
  for (std::size_t i = 0; i < components; ++i) out[i] = (*v)[v->size() == 1 ? 0 : i];
  return true;
}

}  // namespace cgx::libcg
