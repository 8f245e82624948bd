#include "preprocess/IfExpr.h"

#include <cctype>
#include <limits>
#include <string>

#include "preprocess/Lexer.h"
#include "preprocess/TokenUtil.h"

namespace cgx::pp {

namespace {

enum class Op : std::uint8_t {
  // unary
  Plus, Negate, BitNot, LogicalNot,
  // binary
  Mul, Div, Mod, Add, Sub, Shl, Shr, Lt, Gt, Le, Ge, Eq, Ne, BitAnd, BitXor, BitOr, LogicalAnd, LogicalOr, Comma,
};

int precedence(Op op) {
  switch (op) {
    case Op::Mul: case Op::Div: case Op::Mod: return 13;
    case Op::Add: case Op::Sub: return 12;
    case Op::Shl: case Op::Shr: return 11;
    case Op::Lt: case Op::Gt: case Op::Le: case Op::Ge: return 10;
    case Op::Eq: case Op::Ne: return 9;
    case Op::BitAnd: return 8;
    case Op::BitXor: return 7;
    case Op::BitOr: return 6;
    case Op::LogicalAnd: return 5;
    case Op::LogicalOr: return 4;
    case Op::Comma: return 1;
    default: return 14;  // unary
  }
}
constexpr int kTernaryPrecedence = 3;

std::optional<Op> binaryOp(std::string_view s) {
  static constexpr std::pair<std::string_view, Op> table[] = {
      {"*", Op::Mul}, {"/", Op::Div}, {"%", Op::Mod}, {"+", Op::Add}, {"-", Op::Sub}, {"<<", Op::Shl},
      {">>", Op::Shr}, {"<", Op::Lt}, {">", Op::Gt}, {"<=", Op::Le}, {">=", Op::Ge}, {"==", Op::Eq},
      {"!=", Op::Ne}, {"&", Op::BitAnd}, {"^", Op::BitXor}, {"|", Op::BitOr}, {"&&", Op::LogicalAnd},
      {"||", Op::LogicalOr}, {",", Op::Comma}};
  for (auto& [text, op] : table)
    if (text == s) return op;
  return std::nullopt;
}

std::optional<Op> unaryOp(std::string_view s) {
  if (s == "+") return Op::Plus;
  if (s == "-") return Op::Negate;
  if (s == "~") return Op::BitNot;
  if (s == "!") return Op::LogicalNot;
  return std::nullopt;
}

struct Value {
  std::uint64_t bits = 0;
  bool isUnsigned = false;
  int error = 0;  // 1-based index of a pending error (division by zero), 0 if none
};

struct Pending {
  SourceSpan span;
  std::string message;
};

struct StackEntry {
  enum Kind { Paren, Unary, Binary, Question, Ternary } kind;
  Op op = Op::Plus;
  const Token* token = nullptr;
  int prec() const {
    switch (kind) {
      case Unary: case Binary: return precedence(op);
      case Question: case Ternary: return kTernaryPrecedence;
      default: return 0;
    }
  }
};


class Evaluator {
 public:
  Evaluator(const Token& directive, DiagnosticSink& diagnostics)
      : directive_(directive), diagnostics_(diagnostics), name_("'#" + directive.text + "'") {}

  std::optional<IfValue> run(const std::vector<Token>& tokens);

 private:
  bool fail(const Token& at, const std::string& message) {
    diagnostics_.report(DiagCode::DirectiveSyntax, spanOf(at), message);
    return false;
  }
  bool operand(const Token& t);
  bool parseNumber(const Token& t, Value& out);
  bool parseChar(const Token& t, Value& out);
  void reduce();
  void reduceWhile(int prec, bool rightAssoc);
  Value apply(Op op, Value a, Value b, const Token& at);
  Value applyTyped(Op op, Value a, Value b, const Token& at, bool poisoned);
  Value applyUnary(Op op, Value a);

  const Token& directive_;
  DiagnosticSink& diagnostics_;
  std::string name_;
  std::vector<Value> values_;
  std::vector<StackEntry> ops_;
  std::vector<Pending> pending_;
};

bool Evaluator::parseNumber(const Token& t, Value& out) {
  NumberInfo info = classifyNumber(t.text);
  if (!info.valid) {
    diagnostics_.report(numberDiagCode(info), spanOf(t), "invalid numeric literal '" + t.text + "': " + info.problem);
    return false;
  }
  if (info.kind == TokenKind::FloatLiteral)
    return fail(t, "floating-point literal '" + t.text + "' in " + name_ + " expression");
  std::string_view s = t.text;
  unsigned base = 10;
  std::size_t i = 0;
  if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    i = 2;
  } else if (s.size() >= 2 && s[0] == '0') {
    base = 8;
  }
  std::uint64_t value = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    unsigned digit;
    if (c >= '0' && c <= '9') digit = static_cast<unsigned>(c - '0');
    else if (c >= 'a' && c <= 'f') digit = static_cast<unsigned>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') digit = static_cast<unsigned>(c - 'A' + 10);
    else break;
    if (digit >= base) break;
    if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / base) {
      diagnostics_.report(DiagCode::BadNumber, spanOf(t), "integer literal '" + t.text + "' is too large");
      return false;
    }
    value = value * base + digit;
  }
  out.bits = value;
  out.isUnsigned = info.isUnsigned || value > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  return true;
}

bool Evaluator::parseChar(const Token& t, Value& out) {
  std::string_view s = t.text;
  if (s.size() < 2 || s.back() != '\'' ) return false;  // unterminated: already reported by the lexer
  s = s.substr(1, s.size() - 2);
  if (s.empty()) return fail(t, "empty character literal in " + name_ + " expression");
  std::uint64_t value = 0;
  std::size_t count = 0;
  std::uint64_t last = 0;
  for (std::size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i++]);
    std::uint64_t ch = c;
    if (c == '\\' && i < s.size()) {
      char e = s[i++];
      switch (e) {
        case 'n': ch = '\n'; break;
        case 't': ch = '\t'; break;
        case 'v': ch = '\v'; break;
        case 'b': ch = '\b'; break;
        case 'r': ch = '\r'; break;
        case 'f': ch = '\f'; break;
        case 'a': ch = '\a'; break;
        case 'x': {
          ch = 0;
          std::size_t digits = 0;
          while (i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i]))) {
            char d = s[i++];
            unsigned v = d <= '9' ? static_cast<unsigned>(d - '0') : static_cast<unsigned>((d | 0x20) - 'a' + 10);
            ch = ((ch << 4) | v) & 0xFF;
            ++digits;
          }
          if (digits == 0) return fail(t, "'\\x' used with no following hex digits in " + name_ + " expression");
          break;
        }
        default:
          if (e >= '0' && e <= '7') {
            ch = static_cast<std::uint64_t>(e - '0');
            for (int n = 1; n < 3 && i < s.size() && s[i] >= '0' && s[i] <= '7'; ++n)
              ch = ch * 8 + static_cast<std::uint64_t>(s[i++] - '0');
            ch &= 0xFF;
          } else {
            ch = static_cast<unsigned char>(e);  // \\ \' \" \? and unknown escapes
          }
      }
    }
    value = (value << 8) | (ch & 0xFF);
    last = ch & 0xFF;
    ++count;
  }
  if (count == 1) {
    value = static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<signed char>(last)));
  } else {
    value = static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<std::int32_t>(value & 0xFFFFFFFFu)));
  }
  out.bits = value;
  out.isUnsigned = false;
  return true;
}

bool Evaluator::operand(const Token& t) {
  Value v;
  switch (t.kind) {
    case TokenKind::IntLiteral:
    case TokenKind::FloatLiteral:
      if (!parseNumber(t, v)) return false;
      break;
    case TokenKind::CharLiteral:
      if (!parseChar(t, v)) return false;
      break;
    case TokenKind::Identifier:
      break;  // not a macro: 0 (C99 6.10.1p3)
    default:
      return fail(t, "expected a value in " + name_ + " expression, found '" + t.text + "'");
  }
  values_.push_back(v);
  return true;
}

Value Evaluator::applyUnary(Op op, Value a) {
  Value r = a;
  switch (op) {
    case Op::Plus: break;
    case Op::Negate: r.bits = 0 - a.bits; break;
    case Op::BitNot: r.bits = ~a.bits; break;
    default:  // LogicalNot
      r.bits = a.bits == 0 ? 1 : 0;
      r.isUnsigned = false;
  }
  return r;
}

Value Evaluator::apply(Op op, Value a, Value b, const Token& at) {
  Value r;
  if (op == Op::LogicalAnd) {
    if (a.error == 0 && a.bits == 0) return r;
    if (a.error != 0) return Value{0, false, a.error};
    return Value{b.bits != 0 ? 1u : 0u, false, b.error};
  }
  if (op == Op::LogicalOr) {
    if (a.error == 0 && a.bits != 0) return Value{1, false, 0};
    if (a.error != 0) return Value{0, false, a.error};
    return Value{b.bits != 0 ? 1u : 0u, false, b.error};
  }
  // A pending error goes on, but the result still gets its proper type: `(1 % 0u < 2)` is an int, and an
  // unused arm of ?: decides the type of the ?: even when it carries an error.
  int pendingError = a.error != 0 ? a.error : b.error;
  if (op == Op::Comma) return Value{b.bits, b.isUnsigned, pendingError};
  Value computed = applyTyped(op, a, b, at, pendingError != 0);
  if (pendingError != 0) computed.error = pendingError;
  return computed;
}

Value Evaluator::applyTyped(Op op, Value a, Value b, const Token& at, bool poisoned) {
  Value r;
  bool u = a.isUnsigned || b.isUnsigned;
  auto sa = static_cast<std::int64_t>(a.bits), sb = static_cast<std::int64_t>(b.bits);
  r.isUnsigned = u;
  switch (op) {
    case Op::Mul: r.bits = a.bits * b.bits; break;
    case Op::Add: r.bits = a.bits + b.bits; break;
    case Op::Sub: r.bits = a.bits - b.bits; break;
    case Op::Div:
    case Op::Mod: {
      if (b.bits == 0) {
        if (poisoned) return Value{0, u, 0};
        pending_.push_back(Pending{spanOf(at), std::string(op == Op::Div ? "division" : "modulo") + " by zero in " + name_});
        return Value{0, u, static_cast<int>(pending_.size())};
      }
      if (u) {
        r.bits = op == Op::Div ? a.bits / b.bits : a.bits % b.bits;
      } else if (sb == -1) {  // INTMAX_MIN / -1 overflows: wrap, as the hardware would
        r.bits = op == Op::Div ? 0 - a.bits : 0;
      } else {
        r.bits = static_cast<std::uint64_t>(op == Op::Div ? sa / sb : sa % sb);
      }
      break;
    }
    case Op::Shl:
    case Op::Shr: {
      r.isUnsigned = a.isUnsigned;  // the type of the left operand
      bool left = op == Op::Shl;
      std::uint64_t count = b.bits;
      if (!b.isUnsigned && sb < 0) {
        left = !left;
        count = 0 - b.bits;
      }
      bool negative = !a.isUnsigned && sa < 0;
      if (count >= 64) {
        r.bits = left ? 0 : (negative ? ~std::uint64_t{0} : 0);
      } else if (left) {
        r.bits = a.bits << count;
      } else {
        r.bits = a.isUnsigned ? a.bits >> count : static_cast<std::uint64_t>(sa >> count);
      }
      break;
    }
    case Op::Lt: r.bits = u ? a.bits < b.bits : sa < sb; r.isUnsigned = false; break;
    case Op::Gt: r.bits = u ? a.bits > b.bits : sa > sb; r.isUnsigned = false; break;
    case Op::Le: r.bits = u ? a.bits <= b.bits : sa <= sb; r.isUnsigned = false; break;
    case Op::Ge: r.bits = u ? a.bits >= b.bits : sa >= sb; r.isUnsigned = false; break;
    case Op::Eq: r.bits = a.bits == b.bits; r.isUnsigned = false; break;
    case Op::Ne: r.bits = a.bits != b.bits; r.isUnsigned = false; break;
    case Op::BitAnd: r.bits = a.bits & b.bits; break;
    case Op::BitXor: r.bits = a.bits ^ b.bits; break;
    case Op::BitOr: r.bits = a.bits | b.bits; break;
    default: break;
  }
  return r;
}

// Applies the operator on top of the operator stack to the values on top of the value stack.
void Evaluator::reduce() {
  StackEntry e = ops_.back();
  ops_.pop_back();
  if (e.kind == StackEntry::Unary) {
    values_.back() = applyUnary(e.op, values_.back());
  } else if (e.kind == StackEntry::Binary) {
    Value b = values_.back();
    values_.pop_back();
    values_.back() = apply(e.op, values_.back(), b, *e.token);
  } else {  // Ternary
    Value c = values_[values_.size() - 3], a = values_[values_.size() - 2], b = values_.back();
    values_.resize(values_.size() - 2);
    Value r;
    r.isUnsigned = a.isUnsigned || b.isUnsigned;
    if (c.error != 0) {
      r.error = c.error;
    } else {
      const Value& pick = c.bits != 0 ? a : b;
      r.bits = pick.bits;
      r.error = pick.error;
    }
    values_.back() = r;
  }
}

// Pops operators that bind at least as tightly as an incoming operator of precedence `prec`.
void Evaluator::reduceWhile(int prec, bool rightAssoc) {
  while (!ops_.empty()) {
    const StackEntry& top = ops_.back();
    if (top.kind == StackEntry::Paren || top.kind == StackEntry::Question) return;
    int p = top.prec();
    if (p > prec || (p == prec && !rightAssoc)) {
      reduce();
    } else {
      return;
    }
  }
}

std::optional<IfValue> Evaluator::run(const std::vector<Token>& tokens) {
  if (tokens.empty()) {
    fail(directive_, name_ + " with no expression");
    return std::nullopt;
  }
  for (const Token& t : tokens)
    if (t.kind == TokenKind::Invalid) return std::nullopt;  // already reported by the lexer
  bool expectOperand = true;
  for (const Token& t : tokens) {
    bool punct = t.kind == TokenKind::Punctuator;
    if (expectOperand) {
      if (punct && t.text == "(") {
        ops_.push_back(StackEntry{StackEntry::Paren, Op::Plus, &t});
      } else if (punct && unaryOp(t.text)) {
        ops_.push_back(StackEntry{StackEntry::Unary, *unaryOp(t.text), &t});
      } else {
        if (!operand(t)) return std::nullopt;
        expectOperand = false;
      }
      continue;
    }
    if (punct && t.text == ")") {
      reduceWhile(0, false);
      if (ops_.empty() || ops_.back().kind != StackEntry::Paren) {
        if (!ops_.empty() && ops_.back().kind == StackEntry::Question) {
          fail(*ops_.back().token, "'?' without ':' in " + name_ + " expression");
        } else {
          fail(t, "unmatched ')' in " + name_ + " expression");
        }
        return std::nullopt;
      }
      ops_.pop_back();
      continue;
    }
    if (punct && t.text == "?") {
      reduceWhile(kTernaryPrecedence, true);
      ops_.push_back(StackEntry{StackEntry::Question, Op::Plus, &t});
      expectOperand = true;
      continue;
    }
    if (punct && t.text == ":") {
      reduceWhile(0, false);
      if (ops_.empty() || ops_.back().kind != StackEntry::Question) {
        fail(t, "':' without preceding '?' in " + name_ + " expression");
        return std::nullopt;
      }
      ops_.back().kind = StackEntry::Ternary;
      ops_.back().token = &t;
      expectOperand = true;
      continue;
    }
    if (punct) {
      if (std::optional<Op> op = binaryOp(t.text)) {
        reduceWhile(precedence(*op), false);
        ops_.push_back(StackEntry{StackEntry::Binary, *op, &t});
        expectOperand = true;
        continue;
      }
      fail(t, "'" + t.text + "' is not allowed in " + name_ + " expression");
      return std::nullopt;
    }
    fail(t, "missing operator before '" + t.text + "' in " + name_ + " expression");
    return std::nullopt;
  }
  if (expectOperand) {
    fail(tokens.back(), "expected a value after '" + tokens.back().text + "' in " + name_ + " expression");
    return std::nullopt;
  }
  while (!ops_.empty()) {
    const StackEntry& top = ops_.back();
    if (top.kind == StackEntry::Paren) {
      fail(*top.token, "missing ')' in " + name_ + " expression");
      return std::nullopt;
    }
    if (top.kind == StackEntry::Question) {
      fail(*top.token, "'?' without ':' in " + name_ + " expression");
      return std::nullopt;
    }
    reduce();
  }
  const Value& result = values_.back();
  if (result.error != 0) {
    const Pending& p = pending_[static_cast<std::size_t>(result.error - 1)];
    diagnostics_.report(DiagCode::IfDivisionByZero, p.span, p.message);
    return std::nullopt;
  }
  return IfValue{result.bits, result.isUnsigned};
}

}  // namespace

std::optional<IfValue> evaluateIfExpression(const std::vector<Token>& tokens, const Token& directive,
                                            DiagnosticSink& diagnostics) {
  Evaluator evaluator(directive, diagnostics);
  return evaluator.run(tokens);
}

}  // namespace cgx::pp
