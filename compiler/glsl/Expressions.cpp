// Expressions and access paths. IR expressions are pure trees, and the output stays linear in them: where
// GLSL lacks an operation that would otherwise print an operand more than once (componentwise && and || on
// bvecs, vector ?: without mix, Cg's %, trunc before GLSL 1.30), a helper function does it, so nested
// expressions never grow exponentially. A dynamic index is clamped into its array, as every cgx back end
// does (IR.h: robust access).
#include <algorithm>
#include <cmath>
#include <variant>

#include "glsl/WriterImpl.h"

namespace cgx::glsl {

using namespace ir;

namespace {

// C's precedence levels as GLSL has them (kMultiplicative, 12, is in WriterImpl.h); kAtomic for anything printed
// as a name, call or constructor.
constexpr int kAtomic = 100, kPrefix = 13, kConditional = 1;

int binaryPrecedence(BinaryOp op) {
  switch (op) {
    case BinaryOp::Mul:
    case BinaryOp::Div:
    case BinaryOp::Mod: return kMultiplicative;
    case BinaryOp::Add:
    case BinaryOp::Sub: return 11;
    case BinaryOp::Shl:
    case BinaryOp::Shr: return 10;
    case BinaryOp::Lt:
    case BinaryOp::Le:
    case BinaryOp::Gt:
    case BinaryOp::Ge: return 9;
    case BinaryOp::Eq:
    case BinaryOp::Ne: return 8;
    case BinaryOp::BitAnd: return 7;
    case BinaryOp::BitXor: return 6;
    case BinaryOp::BitOr: return 5;
    case BinaryOp::LogAnd: return 4;
    case BinaryOp::LogOr: return 2;
  }
  return kAtomic;
}

const char* comparisonFunction(BinaryOp op) {
  switch (op) {
    case BinaryOp::Lt: return "lessThan";
    case BinaryOp::Le: return "lessThanEqual";
    case BinaryOp::Gt: return "greaterThan";
    case BinaryOp::Ge: return "greaterThanEqual";
    case BinaryOp::Eq: return "equal";
    case BinaryOp::Ne: return "notEqual";
    default: return "";
  }
}

const char* operatorText(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add: return "+";
    case BinaryOp::Sub: return "-";
    case BinaryOp::Mul: return "*";
    case BinaryOp::Div: return "/";
    case BinaryOp::Mod: return "%";
    case BinaryOp::Shl: return "<<";
    case BinaryOp::Shr: return ">>";
    case BinaryOp::BitAnd: return "&";
    case BinaryOp::BitOr: return "|";
    case BinaryOp::BitXor: return "^";
    case BinaryOp::LogAnd: return "&&";
    case BinaryOp::LogOr: return "||";
    case BinaryOp::Lt: return "<";
    case BinaryOp::Le: return "<=";
    case BinaryOp::Gt: return ">";
    case BinaryOp::Ge: return ">=";
    case BinaryOp::Eq: return "==";
    case BinaryOp::Ne: return "!=";
  }
  return "?";
}

}  // namespace

// The precedence of printed GLSL at its top: its loosest operator outside parentheses and brackets, read
// from the text itself, so no rule about what an IR node prints as (a conversion that prints as its
// operand, a call that prints as an operator) can disagree with what was printed. The writer prints every
// binary operator and ?: with one space either side, a prefix operator with none, and no other spaces
// outside parentheses.
int Writer::precedence(const std::string& text) {
  int lowest = kAtomic, depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '(' || c == '[') ++depth;
    else if (c == ')' || c == ']') --depth;
    else if (c == ' ' && depth == 0) {
      std::size_t end = text.find(' ', i + 1);
      if (end == std::string::npos) continue;
      std::string token = text.substr(i + 1, end - i - 1);
      int p = token == "?" || token == ":" ? kConditional : kAtomic;
      for (int op = 0; op <= static_cast<int>(BinaryOp::Ne); ++op)
        if (token == operatorText(static_cast<BinaryOp>(op))) p = binaryPrecedence(static_cast<BinaryOp>(op));
      if (p == kAtomic) continue;  // not an operator: scan the token's characters
      lowest = std::min(lowest, p);
      i = end;  // past the operator and its closing space
    }
  }
  if (lowest == kAtomic && !text.empty() && (text[0] == '-' || text[0] == '!' || text[0] == '~')) return kPrefix;
  return lowest;
}

std::string Writer::parenthesized(const std::string& text, int parent, bool right) {
  int p = precedence(text);
  bool wrap = right ? p <= parent : p < parent;
  return wrap ? "(" + text + ")" : text;
}

std::string Writer::postfix(const std::string& text) { return parenthesized(text, kAtomic - 1, false); }

bool Writer::isSplat(ExprId id) const {
  const Expr& e = fn_->expr(id);
  return std::holds_alternative<SplatExpr>(e.node) && types().isScalar(fn_->expr(std::get<SplatExpr>(e.node).value).type);
}

// A constant vector with every component equal ((v - 0.5) * 2.0 rather than vec3(0.5) and vec3(2.0)): its
// scalar, which GLSL's arithmetic operators smear; "" otherwise.
std::string Writer::smearedConstant(ExprId id) {
  const auto* c = std::get_if<ConstantExpr>(&fn_->expr(id).node);
  if (!c || !types().isVector(exprType(id))) return "";
  const Constant& k = module_.constant(c->constant);
  for (double v : k.values)
    if (v != k.values.front()) return "";
  return constantValue(types().withScalar(TypeTable::scalar(types().scalarOf(k.type)), types().scalarOf(k.type)),
                       k.values.data());
}

std::string Writer::operand(ExprId id) { return postfix(expr(id)); }

// The operand of an operator of precedence `parent`: parenthesized when it binds looser (or as tight, on
// the right: a - (b - c)). A splat of a scalar prints as the scalar: GLSL mixes scalars and vectors.
std::string Writer::child(ExprId id, int parent, bool right) {
  if (isSplat(id)) return child(std::get<SplatExpr>(fn_->expr(id).node).value, parent, right);
  return parenthesized(expr(id), parent, right);
}

std::string Writer::componentText(TypeId base, unsigned component) {
  if (types().isMatrix(base))
    return "[" + std::to_string(component / 4) + "][" + std::to_string(component % 4) + "]";
  return std::string(".") + kComponents[component];
}

std::string Writer::indexText(ExprId index, std::int32_t length) {
  const Expr& e = fn_->expr(index);
  if (const auto* c = std::get_if<ConstantExpr>(&e.node))
    return std::to_string(static_cast<long long>(module_.constant(c->constant).values.at(0)));
  if (length <= 0) return expr(index);
  std::string last = std::to_string(length - 1);
  if (dialect().modern()) return "clamp(" + expr(index) + ", 0, " + last + ")";
  // GLSL 1.10 clamps floats only. int(clamp(x, 0.0, N)) equals clamp(int(x), 0, N) for integer bounds, so
  // a float index converted to int is clamped before the conversion.
  if (const auto* cv = std::get_if<ConvertExpr>(&e.node); cv && types().isScalar(exprType(cv->value)) &&
                                                            isFloating(types().scalarOf(exprType(cv->value))))
    return "int(clamp(" + expr(cv->value) + ", 0.0, " + last + ".0))";
  return "int(clamp(float(" + expr(index) + "), 0.0, " + last + ".0))";
}

std::string Writer::stepText(TypeId base, const AccessStep& step) {
  if (step.kind == AccessStep::Kind::Field) return "." + fieldName(base, step.field);
  const Type& type = types().get(base);
  const Expr& index = fn_->expr(step.index);
  if (types().isVector(base))
    if (const auto* c = std::get_if<ConstantExpr>(&index.node)) {
      auto i = static_cast<unsigned>(module_.constant(c->constant).values.at(0));
      if (i < 4) return std::string(".") + kComponents[i];
    }
  std::int32_t length = type.kind == TypeKind::Array ? type.length : types().isMatrix(base) ? type.rows : type.cols;
  return "[" + indexText(step.index, length) + "]";
}

std::string Writer::varName(const VarRef& v) {
  switch (v.kind) {
    case VarKind::Global: return forms_[v.index].name;
    case VarKind::Param: return paramNames_.at(v.index);
    case VarKind::Local: return localNames_.at(v.index);
  }
  return "?";
}

std::string Writer::load(const Access& access, TypeId type, SourceSpan span) {
  std::string text;
  if (access.var.kind == VarKind::Global && forms_[access.var.index].glState) return glStateRead(access, span);
  if (access.var.kind == VarKind::Global && !forms_[access.var.index].vertexArray.empty() && !access.steps.empty())
    return vertexArrayRead(access);
  if (access.var.kind == VarKind::Global) {
    const GlobalForm& f = forms_[access.var.index];
    text = access.steps.empty() ? f.readExpr : f.name;
    if (f.integralAttribute) text = typeName(module_.globals[access.var.index].type) + "(" + text + ")";
  } else if (auto pending = pendingCalls_.find(access.var.index);
             access.var.kind == VarKind::Local && pending != pendingCalls_.end()) {
    text = pending->second;  // a folded call (CallFolding.cpp), read exactly here
  } else {
    text = varName(access.var);
  }
  TypeId at = module_.varType(*fn_, access.var);
  for (const AccessStep& step : access.steps) {
    text += stepText(at, step);
    at = step.kind == AccessStep::Kind::Field ? types().record(at).fields[step.field].type : types().indexResult(at);
  }
  // A row of a padded matrix is longer than Cg's row: cut it back.
  if (!access.steps.empty() && types().isVector(type) && at == type) {
    TypeId owner = module_.varType(*fn_, access.var);
    for (std::size_t i = 0; i + 1 < access.steps.size(); ++i)
      owner = access.steps[i].kind == AccessStep::Kind::Field ? types().record(owner).fields[access.steps[i].field].type
                                                               : types().indexResult(owner);
    if (paddedMatrix(owner) && types().get(owner).cols < matrixDim(owner))
      text += "." + std::string(kComponents, types().get(owner).cols);
  }
  return text;
}

// An element of a geometry program's AttribArray input (GlobalForm::vertexArray), and what follows it.
std::string Writer::vertexArrayRead(const Access& access) {
  const GlobalForm& f = forms_[access.var.index];
  TypeId at = module_.globals[access.var.index].type;
  std::string text = f.vertexArray + stepText(at, access.steps.front()) + f.vertexMember;
  at = types().indexResult(at);
  if (access.steps.size() == 1) return text + f.vertexPad;  // the whole element, cut to its Cg width
  for (std::size_t i = 1; i < access.steps.size(); ++i) {  // a component: its position is the same
    text += stepText(at, access.steps[i]);
    at = types().indexResult(at);
  }
  return text;
}

std::string Writer::lvalue(const Access& access) {
  std::string text;
  if (access.var.kind == VarKind::Global && !forms_[access.var.index].vertexArray.empty()) {
    unavailable(fn_->span, "a write to the geometry program's input " + module_.globals[access.var.index].name);
    return forms_[access.var.index].name;
  }
  if (access.var.kind == VarKind::Global) {
    const GlobalForm& f = forms_[access.var.index];
    text = access.steps.empty() ? f.wholeWrite : f.name;
  } else {
    text = varName(access.var);
  }
  TypeId at = module_.varType(*fn_, access.var);
  TypeId owner = at;
  for (const AccessStep& step : access.steps) {
    text += stepText(at, step);
    owner = at;
    at = step.kind == AccessStep::Kind::Field ? types().record(at).fields[step.field].type : types().indexResult(at);
  }
  if (!access.steps.empty() && paddedMatrix(owner) && types().isVector(at) && types().get(owner).cols < matrixDim(owner))
    text += "." + std::string(kComponents, types().get(owner).cols);
  return text;
}

std::string Writer::expr(ExprId id) {
  const Expr& e = fn_->expr(id);
  SourceSpan span = fn_->exprSpans[id.value];
  const TypeId t = e.type;
  return std::visit(
      [&](const auto& n) -> std::string {
        using N = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<N, ConstantExpr>) {
          return constant(n.constant);
        } else if constexpr (std::is_same_v<N, LoadExpr>) {
          return load(n.access, t, span);
        } else if constexpr (std::is_same_v<N, UnaryExpr>) {
          switch (n.op) {
            case UnaryOp::Neg: return "-" + child(n.operand, kPrefix, true);  // right: never "--x"
            case UnaryOp::Not: return types().isVector(t) ? "not(" + expr(n.operand) + ")" : "!" + child(n.operand, kPrefix, true);
            case UnaryOp::BitNot:
              if (!dialect().integerOperators()) unavailable(span, dialect().lowestWith("the integer operator ~"));
              return "~" + child(n.operand, kPrefix, true);
          }
          return "?";
        } else if constexpr (std::is_same_v<N, BinaryExpr>) {
          return binary(n, t, span);
        } else if constexpr (std::is_same_v<N, ConvertExpr>) {
          TypeId from = exprType(n.value);
          if (typeName(from) == typeName(t)) return expr(n.value);
          return typeName(t) + "(" + expr(n.value) + ")";
        } else if constexpr (std::is_same_v<N, SplatExpr>) {
          return splat(n.value, t);
        } else if constexpr (std::is_same_v<N, ConstructExpr>) {
          return construct(n, t, span);
        } else if constexpr (std::is_same_v<N, SwizzleExpr>) {
          return swizzle(n, t);
        } else if constexpr (std::is_same_v<N, ExtractExpr>) {
          TypeId base = exprType(n.base);
          const Type& bt = types().get(base);
          std::int32_t length = bt.kind == TypeKind::Array ? bt.length : types().isMatrix(base) ? bt.rows : bt.cols;
          if (types().isVector(base))
            if (const auto* c = std::get_if<ConstantExpr>(&fn_->expr(n.index).node)) {
              auto i = static_cast<unsigned>(module_.constant(c->constant).values.at(0));
              if (i < 4) return operand(n.base) + "." + kComponents[i];
            }
          std::string text = operand(n.base) + "[" + indexText(n.index, length) + "]";
          if (paddedMatrix(base) && bt.cols < matrixDim(base)) text += "." + std::string(kComponents, bt.cols);
          return text;
        } else if constexpr (std::is_same_v<N, FieldExpr>) {
          return operand(n.base) + "." + fieldName(exprType(n.base), n.field);
        } else if constexpr (std::is_same_v<N, SelectExpr>) {
          return select(n, t);
        } else if constexpr (std::is_same_v<N, IntrinsicExpr>) {
          return intrinsic(n, t, span);
        }
      },
      e.node);
}

std::string Writer::binary(const BinaryExpr& n, TypeId t, SourceSpan span) {
  TypeId operandType = exprType(n.lhs);
  bool vector = types().isVector(operandType);
  bool matrix = types().isMatrix(operandType);
  if (isComparison(n.op) && (matrix || !types().isNumeric(operandType))) {
    unavailable(span, "comparing values of type " + types().name(operandType));
    return "false";
  }
  // The forms printed as a call take each operand whole, the operator forms as an operand (a splat as its
  // scalar): each operand is printed exactly once either way, so printing time stays linear too.
  if (isComparison(n.op) && vector)
    return std::string(comparisonFunction(n.op)) + "(" + expr(n.lhs) + ", " + expr(n.rhs) + ")";
  if (n.op == BinaryOp::Mul && matrix && !isSplat(n.lhs) && !isSplat(n.rhs))
    return "matrixCompMult(" + expr(n.lhs) + ", " + expr(n.rhs) + ")";
  if (n.op == BinaryOp::Mod) {
    // Cg's % is C's: the quotient truncated, the remainder with the dividend's sign. On floats that is
    // fmod; on integers GLSL's % is undefined for negative operands (llvmpipe computes it unsigned: -7 % 2
    // = 1) and GLSL 1.10 has none; integer division truncates in both. A helper function, so each operand
    // is evaluated (and printed) once.
    std::string type = typeName(operandType);
    std::string quotient = isFloating(types().scalarOf(operandType)) ? truncated("a / b", operandType) : "(a / b)";
    return helper("cgx_mod", type + " cgx_mod(" + type + " a, " + type + " b) { return a - b * " + quotient + "; }") +
           "(" + expr(n.lhs) + ", " + expr(n.rhs) + ")";
  }
  if ((n.op == BinaryOp::LogAnd || n.op == BinaryOp::LogOr) && vector) {
    // GLSL's && and || take scalars only: a helper applies them componentwise.
    unsigned count = types().get(operandType).cols;
    std::string type = typeName(t), name = n.op == BinaryOp::LogAnd ? "cgx_and" : "cgx_or";
    std::string body = type + "(";
    for (unsigned i = 0; i < count; ++i)
      body += std::string(i ? ", " : "") + "a." + kComponents[i] + " " + operatorText(n.op) + " b." + kComponents[i];
    helper(name, type + " " + name + "(" + type + " a, " + type + " b) { return " + body + "); }");
    return name + "(" + expr(n.lhs) + ", " + expr(n.rhs) + ")";
  }
  if (n.op == BinaryOp::Div && matrix && paddedMatrix(operandType))
    unavailable(span, "dividing non-square matrices (GLSL 120 has them)");
  if ((n.op == BinaryOp::Shl || n.op == BinaryOp::Shr || n.op == BinaryOp::BitAnd || n.op == BinaryOp::BitOr ||
       n.op == BinaryOp::BitXor) &&
      !dialect().integerOperators())
    unavailable(span, dialect().lowestWith(std::string("the integer operator ").append(operatorText(n.op)).c_str()));

  int p = binaryPrecedence(n.op);
  bool arithmetic = n.op == BinaryOp::Add || n.op == BinaryOp::Sub || n.op == BinaryOp::Mul || n.op == BinaryOp::Div;
  // vec op scalar: GLSL smears. A constant vector with equal components prints as its scalar unless the
  // other side is a splat (which prints as a scalar already): one side stays a vector so the type stays.
  std::string sa = arithmetic && vector && !isSplat(n.rhs) ? smearedConstant(n.lhs) : "";
  std::string sb = arithmetic && vector && !isSplat(n.lhs) ? smearedConstant(n.rhs) : "";
  if (!sb.empty()) sa.clear();
  std::string a = !sa.empty() ? (sa.front() == '-' ? "(" + sa + ")" : sa) : child(n.lhs, p, false);
  std::string b = !sb.empty() ? (sb.front() == '-' ? "(" + sb + ")" : sb) : child(n.rhs, p, true);
  return a + " " + operatorText(n.op) + " " + b;
}

// trunc(x): GLSL 1.30; before it sign(x) * floor(abs(x)), in a helper so x is evaluated once.
std::string Writer::truncated(const std::string& x, TypeId type) {
  if (dialect().modern()) return "trunc(" + x + ")";
  std::string t = typeName(type);
  return helper("cgx_trunc", t + " cgx_trunc(" + t + " x) { return sign(x) * floor(abs(x)); }") + "(" + x + ")";
}

// Declares a helper function once (by its definition: overloads of one name are separate definitions)
// before the program's functions; returns its name.
std::string Writer::helper(const std::string& name, const std::string& definition) {
  if (std::find(std::begin(kHelperNames), std::end(kHelperNames), name) == std::end(kHelperNames))
    internal(SourceSpan{}, "helper " + name + " is not in kHelperNames");
  if (helpers_.insert(definition).second) declarations_ += definition + "\n\n";
  return name;
}

std::string Writer::splat(ExprId value, TypeId t) {
  std::string v = expr(value);
  if (!types().isMatrix(t)) return typeName(t) + "(" + v + ")";
  // matN(x) is x times the identity: spell every column (padding stays 0).
  const Type& type = types().get(t);
  unsigned dim = paddedMatrix(t) ? matrixDim(t) : type.cols;
  unsigned columns = paddedMatrix(t) ? matrixDim(t) : type.rows;
  std::string column = "vec" + std::to_string(dim) + "(";
  for (unsigned c = 0; c < dim; ++c) column += std::string(c ? ", " : "") + (c < type.cols ? v : "0.0");
  column += ")";
  std::string zero = "vec" + std::to_string(dim) + "(0.0)";
  std::string text = typeName(t) + "(";
  for (unsigned r = 0; r < columns; ++r) text += std::string(r ? ", " : "") + (r < type.rows ? column : zero);
  return text + ")";
}

std::string Writer::construct(const ConstructExpr& n, TypeId t, SourceSpan span) {
  const Type& type = types().get(t);
  if (type.kind == TypeKind::Array && !dialect().arrayConstructors())
    unavailable(span, "an array constructor (GLSL 120 and ES 300 have them)");
  if (types().isNumeric(t) && types().componentCount(t) == 1 && n.args.size() == 1) return expr(n.args[0]);
  if (paddedMatrix(t)) return paddedConstruct(n, t, span);
  std::string text = typeName(t) + "(";
  for (std::size_t i = 0; i < n.args.size(); ++i) text += (i ? ", " : "") + expr(n.args[i]);
  return text + ")";
}

// A non-square matrix in GLSL 110 / ES 100: each Cg row becomes a column of N, padded with zeros. The
// arguments are split into rows: a row is either one vector of Cg's row length or that many scalars.
std::string Writer::paddedConstruct(const ConstructExpr& n, TypeId t, SourceSpan span) {
  const Type& type = types().get(t);
  unsigned dim = matrixDim(t);
  std::vector<std::string> columns;
  std::vector<std::string> pending;
  unsigned pendingComponents = 0;
  for (ExprId arg : n.args) {
    unsigned count = types().componentCount(exprType(arg));
    pending.push_back(expr(arg));
    pendingComponents += count;
    if (pendingComponents == type.cols && pending.size() == 1 && count == dim) {
      columns.push_back(pending.front());  // already a whole column
      pending.clear();
      pendingComponents = 0;
    } else if (pendingComponents == type.cols) {
      std::string column = "vec" + std::to_string(dim) + "(";
      for (std::size_t i = 0; i < pending.size(); ++i) column += (i ? ", " : "") + pending[i];
      for (unsigned c = type.cols; c < dim; ++c) column += ", 0.0";
      columns.push_back(column + ")");
      pending.clear();
      pendingComponents = 0;
    } else if (pendingComponents > type.cols) {
      unavailable(span, "a " + types().name(t) + " built from values that straddle its rows (GLSL 120 has non-square matrices)");
      return typeName(t) + "(0.0)";
    }
  }
  while (columns.size() < dim) columns.push_back("vec" + std::to_string(dim) + "(0.0)");
  std::string text = typeName(t) + "(";
  for (std::size_t i = 0; i < columns.size(); ++i) text += (i ? ", " : "") + columns[i];
  return text + ")";
}

std::string Writer::swizzle(const SwizzleExpr& n, TypeId t) {
  TypeId base = exprType(n.base);
  if (types().isMatrix(base)) {
    std::string matrix = operand(n.base);  // printed once; repeated as text (a matrix swizzle's base is a load)
    if (n.count == 1) return matrix + componentText(base, n.comps[0]);
    std::string text = typeName(t) + "(";
    for (unsigned i = 0; i < n.count; ++i) text += std::string(i ? ", " : "") + matrix + componentText(base, n.comps[i]);
    return text + ")";
  }
  if (types().componentCount(base) == 1) {  // a scalar (or float1) smeared: GLSL swizzles vectors only
    if (n.count == 1) return expr(n.base);
    return typeName(t) + "(" + expr(n.base) + ")";
  }
  std::string comps;
  for (unsigned i = 0; i < n.count; ++i) comps += kComponents[n.comps[i]];
  return operand(n.base) + "." + comps;
}

std::string Writer::select(const SelectExpr& n, TypeId t) {
  TypeId condType = exprType(n.cond);
  if (!types().isVector(condType)) return operand(n.cond) + " ? " + operand(n.ifTrue) + " : " + operand(n.ifFalse);
  if (dialect().modern() && isFloating(types().scalarOf(t)))
    return "mix(" + expr(n.ifFalse) + ", " + expr(n.ifTrue) + ", " + expr(n.cond) + ")";
  // Before GLSL 1.30 (and for int and bool vectors before 4.50) mix cannot select: a helper function picks
  // each component, so each operand is evaluated (and printed) once.
  unsigned count = types().get(condType).cols;
  std::string type = typeName(t), cond = typeName(condType), body = type + "(";
  for (unsigned i = 0; i < count; ++i)
    body += std::string(i ? ", " : "") + "c." + kComponents[i] + " ? a." + kComponents[i] + " : b." + kComponents[i];
  helper("cgx_select", type + " cgx_select(" + cond + " c, " + type + " a, " + type + " b) { return " + body + "); }");
  return "cgx_select(" + expr(n.cond) + ", " + expr(n.ifTrue) + ", " + expr(n.ifFalse) + ")";
}

}  // namespace cgx::glsl
