// Expressions. Operator chains arrive as loops or left-deep trees from ANTLR; they are walked with loops
// (never one C++ call per operator) and their depth is charged to the AST depth budget.
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <optional>
#include <unordered_map>

#include "parse/AstBuilder.h"
#include "parse/TokenAdapter.h"

namespace cgx::parse {

namespace {
ast::BinaryOp binaryOpFor(const std::string& text) {
  static const std::unordered_map<std::string, ast::BinaryOp> ops = {
      {"*", ast::BinaryOp::Mul},     {"/", ast::BinaryOp::Div},     {"%", ast::BinaryOp::Mod},
      {"+", ast::BinaryOp::Add},     {"-", ast::BinaryOp::Sub},     {"<<", ast::BinaryOp::Shl},
      {">>", ast::BinaryOp::Shr},    {"<", ast::BinaryOp::Lt},      {">", ast::BinaryOp::Gt},
      {"<=", ast::BinaryOp::Le},     {">=", ast::BinaryOp::Ge},     {"==", ast::BinaryOp::Eq},
      {"!=", ast::BinaryOp::Ne},     {"&", ast::BinaryOp::BitAnd},  {"^", ast::BinaryOp::BitXor},
      {"|", ast::BinaryOp::BitOr},   {"&&", ast::BinaryOp::LogAnd}, {"||", ast::BinaryOp::LogOr}};
  auto op = ops.find(text);
  return op == ops.end() ? ast::BinaryOp::Add : op->second;
}

ast::AssignOp assignOpFor(const std::string& text) {
  static const std::unordered_map<std::string, ast::AssignOp> ops = {
      {"=", ast::AssignOp::Assign}, {"+=", ast::AssignOp::Add},  {"-=", ast::AssignOp::Sub},
      {"*=", ast::AssignOp::Mul},   {"/=", ast::AssignOp::Div},  {"%=", ast::AssignOp::Mod},
      {"<<=", ast::AssignOp::Shl},  {">>=", ast::AssignOp::Shr}, {"&=", ast::AssignOp::And},
      {"^=", ast::AssignOp::Xor},   {"|=", ast::AssignOp::Or}};
  auto op = ops.find(text);
  return op == ops.end() ? ast::AssignOp::Assign : op->second;
}

// Higher binds tighter (Cg.g4, binaryExpression).
int binaryPrecedence(ast::BinaryOp op) {
  switch (op) {
    case ast::BinaryOp::Mul:
    case ast::BinaryOp::Div:
    case ast::BinaryOp::Mod: return 10;
    case ast::BinaryOp::Add:
    case ast::BinaryOp::Sub: return 9;
    case ast::BinaryOp::Shl:
    case ast::BinaryOp::Shr: return 8;
    case ast::BinaryOp::Lt:
    case ast::BinaryOp::Gt:
    case ast::BinaryOp::Le:
    case ast::BinaryOp::Ge: return 7;
    case ast::BinaryOp::Eq:
    case ast::BinaryOp::Ne: return 6;
    case ast::BinaryOp::BitAnd: return 5;
    case ast::BinaryOp::BitXor: return 4;
    case ast::BinaryOp::BitOr: return 3;
    case ast::BinaryOp::LogAnd: return 2;
    case ast::BinaryOp::LogOr: return 1;
    default: return 0;
  }
}

ast::UnaryOp prefixOpFor(const std::string& text) {
  if (text == "-") return ast::UnaryOp::Minus;
  if (text == "!") return ast::UnaryOp::Not;
  if (text == "~") return ast::UnaryOp::BitNot;
  if (text == "++") return ast::UnaryOp::PreInc;
  if (text == "--") return ast::UnaryOp::PreDec;
  return ast::UnaryOp::Plus;
}
}  // namespace

ast::Expr* AstBuilder::buildExpression(CgParser::ExpressionContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (ctx == nullptr) return errorExpr(span);
  auto parts = ctx->assignmentExpression();
  if (parts.empty()) return errorExpr(span);
  if (!enter(static_cast<unsigned>(parts.size() - 1), span)) return errorExpr(span);
  ast::Expr* result = buildAssignment(parts[0]);
  for (std::size_t i = 1; i < parts.size(); ++i) {
    auto* comma = make<ast::BinaryExpr>(spanBetween(result->span, spanOf(parts[i])));
    comma->op = ast::BinaryOp::Comma;
    comma->lhs = result;
    comma->rhs = buildAssignment(parts[i]);
    result = comma;
  }
  leave(static_cast<unsigned>(parts.size() - 1));
  return result;
}

// `a = b += c` arrives as a flat list; assignment associates to the right. A `?:` ending the list takes the
// last operand as its condition (Cg.g4).
ast::Expr* AstBuilder::buildAssignment(CgParser::AssignmentExpressionContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (ctx == nullptr) return errorExpr(span);
  auto operands = ctx->binaryExpression();
  auto ops = ctx->assignmentOperator();
  if (operands.empty()) return errorExpr(span);
  unsigned levels = static_cast<unsigned>(ops.size());
  if (!enter(levels, span)) return errorExpr(span);
  ast::Expr* result = buildConditional(operands.back(), ctx->expression(), ctx->assignmentExpression(),
                                       spanOf(operands.back()->getStart(), ctx->getStop()));
  for (std::size_t i = operands.size() - 1; i-- > 0;) {
    auto* assign = make<ast::AssignExpr>(spanBetween(spanOf(operands[i]), result->span));
    assign->op = i < ops.size() ? assignOpFor(ops[i]->getText()) : ast::AssignOp::Assign;
    assign->target = buildBinary(operands[i]);
    assign->value = result;
    result = assign;
  }
  leave(levels);
  return result;
}

ast::Expr* AstBuilder::buildConditional(CgParser::ConditionalExpressionContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (ctx == nullptr || ctx->binaryExpression() == nullptr) return errorExpr(span);
  return buildConditional(ctx->binaryExpression(), ctx->expression(), ctx->assignmentExpression(), span);
}

// `condition ? ifTrue : ifFalse`, or just the condition when neither branch was parsed.
ast::Expr* AstBuilder::buildConditional(CgParser::BinaryExpressionContext* condition,
                                        CgParser::ExpressionContext* ifTrue,
                                        CgParser::AssignmentExpressionContext* ifFalse, SourceSpan span) {
  if (ifTrue == nullptr && ifFalse == nullptr) return buildBinary(condition);
  if (!enter(1, span)) return errorExpr(span);
  auto* conditional = make<ast::ConditionalExpr>(span);
  conditional->condition = buildBinary(condition);
  conditional->ifTrue = buildExpression(ifTrue);
  conditional->ifFalse = ifFalse ? buildAssignment(ifFalse) : errorExpr(span);
  leave(1);
  return conditional;
}

// Binary operators arrive as a flat list (Cg.g4): operands u0 op1 u1 op2 u2 ... They are grouped by
// precedence with an operator stack (no recursion per operator), into the tree ANTLR's left-recursive rule
// used to give, and built from it as before: each left spine with a loop, right operands recursing only
// through tighter operators (or parentheses, which the nesting limit bounds).
ast::Expr* AstBuilder::buildBinary(CgParser::BinaryExpressionContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (ctx == nullptr) return errorExpr(span);
  BinaryChain chain{ctx->unaryExpression(), ctx->ops, {}};
  if (chain.operands.empty()) return errorExpr(span);
  // Node references: n >= 0 is chain.nodes[n]; n < 0 is operand ~n.
  auto node = [&](int ref) -> const BinaryChain::Node& { return chain.nodes[static_cast<std::size_t>(ref)]; };
  auto firstOperand = [&](int ref) { return ref < 0 ? static_cast<std::size_t>(~ref) : node(ref).first; };
  auto lastOperand = [&](int ref) { return ref < 0 ? static_cast<std::size_t>(~ref) : node(ref).last; };
  auto precedenceOf = [&](std::size_t op) { return binaryPrecedence(binaryOpFor(chain.ops[op]->getText())); };
  std::vector<int> operandStack{~0};
  std::vector<std::size_t> operatorStack;  // indices into chain.ops
  auto reduce = [&] {
    BinaryChain::Node reduced;
    reduced.op = operatorStack.back();
    operatorStack.pop_back();
    reduced.rhs = operandStack.back();
    operandStack.pop_back();
    reduced.lhs = operandStack.back();
    reduced.first = firstOperand(reduced.lhs);
    reduced.last = lastOperand(reduced.rhs);  // chain.operands.size() when the operand after the operator is missing
    chain.nodes.push_back(reduced);
    operandStack.back() = static_cast<int>(chain.nodes.size() - 1);
  };
  for (std::size_t i = 0; i < chain.ops.size(); ++i) {
    // `>=`: an operator of the same precedence as the one on the stack binds to the left.
    while (!operatorStack.empty() && precedenceOf(operatorStack.back()) >= precedenceOf(i)) reduce();
    operatorStack.push_back(i);
    operandStack.push_back(~static_cast<int>(i + 1));
  }
  while (!operatorStack.empty()) reduce();
  return buildBinaryNode(chain, operandStack.back());
}

// From the node's first operand to its last, as the rule context of that operator used to span.
SourceSpan AstBuilder::binarySpan(const BinaryChain& chain, const BinaryChain::Node& node) const {
  antlr4::Token* stop = node.last < chain.operands.size() ? chain.operands[node.last]->getStop() : chain.ops[node.op];
  return spanOf(chain.operands[node.first]->getStart(), stop);
}

ast::Expr* AstBuilder::buildBinaryNode(const BinaryChain& chain, int ref) {
  if (ref < 0) {
    std::size_t operand = static_cast<std::size_t>(~ref);
    if (operand < chain.operands.size()) return buildUnary(chain.operands[operand]);
    return errorExpr(SourceSpan{});  // not reached: a missing right operand is built as an ErrorExpr below
  }
  std::vector<const BinaryChain::Node*> spine;
  int leaf = ref;
  while (leaf >= 0) {
    spine.push_back(&chain.nodes[static_cast<std::size_t>(leaf)]);
    leaf = chain.nodes[static_cast<std::size_t>(leaf)].lhs;
  }
  SourceSpan span = binarySpan(chain, *spine.front());
  unsigned levels = static_cast<unsigned>(spine.size());
  if (!enter(levels, span)) return errorExpr(span);
  ast::Expr* result = buildUnary(chain.operands[static_cast<std::size_t>(~leaf)]);
  for (std::size_t i = spine.size(); i-- > 0;) {
    const BinaryChain::Node& node = *spine[i];
    auto* binary = make<ast::BinaryExpr>(binarySpan(chain, node));
    binary->op = binaryOpFor(chain.ops[node.op]->getText());
    binary->lhs = result;
    binary->rhs = node.rhs < 0 && static_cast<std::size_t>(~node.rhs) >= chain.operands.size()
                      ? errorExpr(binarySpan(chain, node))
                      : buildBinaryNode(chain, node.rhs);
    result = binary;
  }
  leave(levels);
  return result;
}

ast::Expr* AstBuilder::buildUnary(CgParser::UnaryExpressionContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (ctx == nullptr || ctx->primaryExpression() == nullptr) return errorExpr(span);
  auto prefixes = ctx->prefix();
  unsigned levels = static_cast<unsigned>(prefixes.size());
  if (!enter(levels, span)) return errorExpr(span);
  ast::Expr* result = buildPostfix(ctx->primaryExpression(), ctx->postfixSuffix(),
                                   spanOf(ctx->primaryExpression()->getStart(), ctx->getStop()));
  SourceSpan end = result->span;
  for (std::size_t i = prefixes.size(); i-- > 0;) {
    CgParser::PrefixContext* prefix = prefixes[i];
    SourceSpan here = spanBetween(spanOf(prefix), end);
    if (auto* castType = prefix->castType()) {
      auto* cast = make<ast::CastExpr>(here);
      auto* typeToken = castType->BASIC_TYPE() ? castType->BASIC_TYPE()->getSymbol() : nullptr;
      if (typeToken != nullptr) {
        cast->type = builtinTypeSpec(typeToken);
      } else {
        cast->type = namedTypeSpec(castType->TYPE_NAME() ? castType->TYPE_NAME()->getSymbol() : nullptr);
        cast->type->span = spanOf(castType);
      }
      cast->operand = result;
      result = cast;
    } else {
      auto* unary = make<ast::UnaryExpr>(here);
      unary->op = prefixOpFor(prefix->op ? prefix->op->getText() : "+");
      unary->operand = result;
      result = unary;
    }
  }
  leave(levels);
  return result;
}

// The operand and its postfix operators; `span` covers them (the unary expression without its prefixes).
ast::Expr* AstBuilder::buildPostfix(CgParser::PrimaryExpressionContext* primary,
                                    const std::vector<CgParser::PostfixSuffixContext*>& suffixes, SourceSpan span) {
  unsigned levels = static_cast<unsigned>(suffixes.size());
  if (!enter(levels, span)) return errorExpr(span);
  ast::Expr* result = buildPrimary(primary);
  for (auto* suffix : suffixes) {
    SourceSpan here = spanBetween(result->span, spanOf(suffix));
    if (auto* index = dynamic_cast<CgParser::IndexSuffixContext*>(suffix)) {
      auto* node = make<ast::IndexExpr>(here);
      node->base = result;
      node->index = buildExpression(index->expression());
      result = node;
    } else if (auto* call = dynamic_cast<CgParser::CallSuffixContext*>(suffix)) {
      auto* node = make<ast::CallExpr>(here);
      node->callee = result;
      node->args = buildArguments(call->argumentList(), &node->argSemantics);
      result = node;
    } else if (auto* member = dynamic_cast<CgParser::MemberSuffixContext*>(suffix)) {
      auto* node = make<ast::MemberExpr>(here);
      node->base = result;
      if (member->memberName()) {
        node->member = member->memberName()->getText();
        node->memberSpan = spanOf(member->memberName());
      }
      result = node;
    } else if (auto* incdec = dynamic_cast<CgParser::IncDecSuffixContext*>(suffix)) {
      auto* node = make<ast::UnaryExpr>(here);
      node->op = incdec->op && incdec->op->getText() == "--" ? ast::UnaryOp::PostDec : ast::UnaryOp::PostInc;
      node->operand = result;
      result = node;
    }
  }
  leave(levels);
  return result;
}

std::vector<ast::Expr*> AstBuilder::buildArguments(CgParser::ArgumentListContext* ctx,
                                                   std::vector<ast::Semantic*>* semanticsOut) {
  std::vector<ast::Expr*> args;
  if (ctx == nullptr) return args;
  for (auto* arg : ctx->argument()) {
    args.push_back(buildAssignment(arg->assignmentExpression()));
    if (semanticsOut != nullptr) semanticsOut->push_back(buildSemantic(arg->semantic()));
  }
  // Semantics are kept only where one was written.
  if (semanticsOut != nullptr &&
      std::all_of(semanticsOut->begin(), semanticsOut->end(), [](ast::Semantic* s) { return s == nullptr; }))
    semanticsOut->clear();
  return args;
}

namespace {
// 'a', '\n', '\x41', '\101': the value of a character constant, as C gives it; nullopt if malformed.
std::optional<std::uint64_t> charConstantValue(const std::string& text) {
  if (text.size() < 3 || text.front() != '\'' || text.back() != '\'') return std::nullopt;
  std::string body = text.substr(1, text.size() - 2);
  if (body.size() == 1 && body[0] != '\\') return static_cast<unsigned char>(body[0]);
  if (body.size() < 2 || body[0] != '\\') return std::nullopt;
  static const std::string simple = "abfnrtv\\'\"?";
  static const char values[] = {7, 8, 12, 10, 13, 9, 11, '\\', '\'', '"', '?'};
  if (body.size() == 2 && simple.find(body[1]) != std::string::npos) return values[simple.find(body[1])];
  const char* digits = body.c_str() + 1;
  int base = 8;
  if (body[1] == 'x') ++digits, base = 16;
  char* end = nullptr;
  unsigned long value = std::strtoul(digits, &end, base);
  if (end == digits || *end != '\0' || value > 255) return std::nullopt;
  return value;
}
}  // namespace

ast::Expr* AstBuilder::intLiteral(antlr4::Token* token) {
  auto* literal = make<ast::IntLiteralExpr>(spanOf(token));
  std::string text = token->getText();
  literal->text = text;
  if (!text.empty() && text[0] == '\'') {
    std::optional<std::uint64_t> value = charConstantValue(text);
    if (!value) diagnostics_.report(DiagCode::BadCharConstant, spanOf(token), "invalid character constant " + text);
    literal->value = value.value_or(0);
    return literal;
  }
  std::size_t digitsEnd = text.size();
  while (digitsEnd > 0 && std::string("uUiIlL").find(text[digitsEnd - 1]) != std::string::npos) --digitsEnd;
  literal->suffix = text.substr(digitsEnd);
  std::string digits = text.substr(0, digitsEnd);
  errno = 0;
  char* end = nullptr;
  // Base 0: 0x.. is hex and a leading 0 is octal, as in C.
  unsigned long long value = std::strtoull(digits.c_str(), &end, 0);
  if (errno == ERANGE || end == digits.c_str() || *end != '\0') {
    diagnostics_.report(DiagCode::BadNumber, spanOf(token), "invalid integer constant '" + text + "'");
    value = 0;
  }
  literal->value = value;
  return literal;
}

ast::Expr* AstBuilder::floatLiteral(antlr4::Token* token) {
  auto* literal = make<ast::FloatLiteralExpr>(spanOf(token));
  std::string text = token->getText();
  literal->text = text;
  std::string digits = text;
  if (!digits.empty() && std::string("fFhHxX").find(digits.back()) != std::string::npos) {
    literal->suffix = static_cast<char>(std::tolower(static_cast<unsigned char>(digits.back())));
    digits.pop_back();
  }
  char* end = nullptr;
  literal->value = std::strtod(digits.c_str(), &end);
  if (end == digits.c_str() || *end != '\0')
    diagnostics_.report(DiagCode::BadNumber, spanOf(token), "invalid floating-point constant '" + text + "'");
  return literal;
}

ast::Expr* AstBuilder::buildPrimary(CgParser::PrimaryExpressionContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (auto* c = dynamic_cast<CgParser::NameExprContext*>(ctx)) {
    auto* name = make<ast::NameExpr>(span);
    name->name = c->getStart()->getText();
    return name;
  }
  if (auto* c = dynamic_cast<CgParser::IntLiteralContext*>(ctx)) return intLiteral(c->getStart());
  if (auto* c = dynamic_cast<CgParser::FloatLiteralContext*>(ctx)) return floatLiteral(c->getStart());
  if (auto* c = dynamic_cast<CgParser::BoolLiteralContext*>(ctx)) {
    auto* literal = make<ast::BoolLiteralExpr>(span);
    literal->value = c->getStart()->getText() == "true";
    return literal;
  }
  if (auto* c = dynamic_cast<CgParser::StringLiteralContext*>(ctx)) {
    auto* literal = make<ast::StringLiteralExpr>(span);
    for (auto* piece : c->STRING_LITERAL()) {
      std::string text = piece->getText();
      literal->value += text.size() >= 2 ? text.substr(1, text.size() - 2) : text;
    }
    return literal;
  }
  if (auto* c = dynamic_cast<CgParser::ConstructorExprContext*>(ctx)) {
    auto* ctor = make<ast::ConstructorExpr>(span);
    ctor->type = builtinTypeSpec(c->getStart());
    ctor->args = buildArguments(c->argumentList());
    return ctor;
  }
  if (auto* c = dynamic_cast<CgParser::StructConstructorExprContext*>(ctx)) {
    auto* ctor = make<ast::ConstructorExpr>(span);
    ctor->type = namedTypeSpec(c->TYPE_NAME()->getSymbol());
    ctor->args = buildArguments(c->argumentList());
    return ctor;
  }
  if (auto* c = dynamic_cast<CgParser::ArrayConstructorExprContext*>(ctx)) {
    auto* ctor = make<ast::ConstructorExpr>(span);
    ctor->type = c->BASIC_TYPE() != nullptr ? builtinTypeSpec(c->BASIC_TYPE()->getSymbol())
                                            : namedTypeSpec(c->TYPE_NAME()->getSymbol());
    ctor->arrayDims = buildArraySuffixes(c->arraySuffix());
    ctor->args = buildArguments(c->argumentList());
    return ctor;
  }
  if (auto* c = dynamic_cast<CgParser::ParenExprContext*>(ctx)) {
    ast::Expr* inner = buildExpression(c->expression());
    return inner;
  }
  return errorExpr(span);
}

}  // namespace cgx::parse
