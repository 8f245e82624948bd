// Unit tests for the #if expression evaluator (tokens in, value or diagnostic out).
#include <gtest/gtest.h>

#include <limits>

#include "preprocess/IfExpr.h"
#include "preprocess/Lexer.h"

namespace cgx::pp {
namespace {

struct Result {
  std::optional<IfValue> value;
  std::vector<Diagnostic> diagnostics;
};

Result eval(const std::string& expression) {
  SourceManager sources;
  std::string text = "#if " + expression;
  FileId file = sources.addBuffer("e.cg", text);
  DiagnosticSink sink(sources);
  Lexer lexer(sources.text(file), file, &sink);
  lexer.next();                       // '#'
  Token directive = lexer.nextInLine();  // 'if'
  std::vector<Token> tokens;
  for (Token t = lexer.nextInLine(); t.kind != TokenKind::EndOfFile; t = lexer.nextInLine()) tokens.push_back(t);
  Result r;
  r.value = evaluateIfExpression(tokens, directive, sink);
  r.diagnostics = sink.diagnostics();
  return r;
}

std::int64_t value(const std::string& expression) {
  Result r = eval(expression);
  EXPECT_TRUE(r.value.has_value()) << expression;
  EXPECT_TRUE(r.diagnostics.empty()) << expression << ": " << (r.diagnostics.empty() ? "" : r.diagnostics[0].message);
  return r.value ? r.value->asSigned() : -12345;
}

bool isUnsigned(const std::string& expression) {
  Result r = eval(expression);
  EXPECT_TRUE(r.value.has_value()) << expression;
  return r.value && r.value->isUnsigned;
}

// The code of the single diagnostic and the column it points at.
std::pair<DiagCode, std::uint32_t> error(const std::string& expression) {
  Result r = eval(expression);
  EXPECT_FALSE(r.value.has_value()) << expression;
  EXPECT_EQ(r.diagnostics.size(), 1u) << expression;
  if (r.diagnostics.empty()) return {DiagCode::SyntaxError, 0};
  return {r.diagnostics[0].code, r.diagnostics[0].span.begin.col};
}

TEST(IfExpr, Literals) {
  EXPECT_EQ(value("0"), 0);
  EXPECT_EQ(value("42"), 42);
  EXPECT_EQ(value("0x1F"), 31);
  EXPECT_EQ(value("017"), 15);
  EXPECT_EQ(value("10u"), 10);
  EXPECT_EQ(value("10L"), 10);
  EXPECT_EQ(value("9223372036854775807"), std::numeric_limits<std::int64_t>::max());
  EXPECT_EQ(value("'a'"), 97);
  EXPECT_EQ(value("'\\n'"), 10);
  EXPECT_EQ(value("'\\x41'"), 65);
  EXPECT_EQ(value("'\\101'"), 65);
  EXPECT_EQ(value("'\\377'"), -1);  // char is signed
  EXPECT_EQ(value("'ab'"), 0x6162);
  EXPECT_EQ(value("identifier"), 0);
  EXPECT_EQ(value("true"), 0);
}

TEST(IfExpr, Precedence) {
  EXPECT_EQ(value("1 + 2 * 3"), 7);
  EXPECT_EQ(value("(1 + 2) * 3"), 9);
  EXPECT_EQ(value("10 - 4 - 3"), 3);
  EXPECT_EQ(value("100 / 10 / 5"), 2);
  EXPECT_EQ(value("1 << 2 + 1"), 8);
  EXPECT_EQ(value("1 < 2 == 1"), 1);
  EXPECT_EQ(value("1 | 2 ^ 3 & 4"), 3);
  EXPECT_EQ(value("0 || 1 && 0"), 0);
  EXPECT_EQ(value("1 || 0 && 0"), 1);
  EXPECT_EQ(value("-2 * -3"), 6);
  EXPECT_EQ(value("!0 + !5 + ~0"), 0);
  EXPECT_EQ(value("- - - 1"), -1);
  EXPECT_EQ(value("1 == 1 != 0"), 1);
  EXPECT_EQ(value("3 > 2 > 1"), 0);
}

TEST(IfExpr, TernaryAndComma) {
  EXPECT_EQ(value("1 ? 2 : 3"), 2);
  EXPECT_EQ(value("0 ? 2 : 3"), 3);
  EXPECT_EQ(value("1 ? 0 ? 10 : 20 : 30"), 20);
  EXPECT_EQ(value("0 ? 10 : 0 ? 20 : 30"), 30);
  EXPECT_EQ(value("0 || 1 ? 5 : 6"), 5);
  EXPECT_EQ(value("1 ? 2 : 3 + 100"), 2);
  EXPECT_EQ(value("1 ? 2, 3 : 4"), 3);
  EXPECT_EQ(value("(1, 0)"), 0);
  EXPECT_EQ(value("1, 2, 3"), 3);
  EXPECT_EQ(value("(1 ? 2 : 3) + 1"), 3);
}

TEST(IfExpr, UsualArithmeticConversions) {
  EXPECT_EQ(value("-1 > 0u"), 1);
  EXPECT_EQ(value("-1 < 0"), 1);
  EXPECT_TRUE(isUnsigned("1u + 1"));
  EXPECT_FALSE(isUnsigned("1 + 1"));
  EXPECT_TRUE(isUnsigned("18446744073709551615"));
  EXPECT_TRUE(isUnsigned("0xFFFFFFFFFFFFFFFF"));
  EXPECT_FALSE(isUnsigned("1u < 2"));   // comparisons are int
  EXPECT_TRUE(isUnsigned("1u << 1"));
  EXPECT_FALSE(isUnsigned("1 << 1u"));  // a shift has the left operand's type
  EXPECT_TRUE(isUnsigned("1 ? 1 : 1u"));
  EXPECT_EQ(value("(0u - 1) / 2 == 9223372036854775807"), 1);
  EXPECT_EQ(value("-1 / 2u > 1000"), 1);
  EXPECT_EQ(value("0xFFFFFFFFFFFFFFFF == -1"), 1);
}

TEST(IfExpr, WrappingAndShifts) {
  EXPECT_EQ(value("9223372036854775807 + 1"), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(value("(-9223372036854775807 - 1) / -1"), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(value("(-9223372036854775807 - 1) % -1"), 0);
  EXPECT_EQ(value("-7 / 2"), -3);
  EXPECT_EQ(value("-7 % 2"), -1);
  EXPECT_EQ(value("1 << 63"), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(value("1 << 64"), 0);
  EXPECT_EQ(value("-8 >> 1"), -4);
  EXPECT_EQ(value("-1 >> 200"), -1);
  EXPECT_EQ(value("8 >> -1"), 16);
  EXPECT_EQ(value("1 << -1"), 0);
  EXPECT_EQ(value("3 * 9223372036854775807"), 9223372036854775805);
}

TEST(IfExpr, DivisionByZeroOnlyWhenEvaluated) {
  EXPECT_EQ(error("1 / 0"), std::make_pair(DiagCode::IfDivisionByZero, 7u));
  EXPECT_EQ(error("1 % 0"), std::make_pair(DiagCode::IfDivisionByZero, 7u));
  EXPECT_EQ(error("2 + 1 / (1 - 1)"), std::make_pair(DiagCode::IfDivisionByZero, 11u));
  EXPECT_EQ(error("1 ? 1 / 0 : 2"), std::make_pair(DiagCode::IfDivisionByZero, 11u));
  EXPECT_EQ(error("(1 / 0, 1)"), std::make_pair(DiagCode::IfDivisionByZero, 8u));
  EXPECT_EQ(error("1 && 1 / 0"), std::make_pair(DiagCode::IfDivisionByZero, 12u));
  EXPECT_EQ(value("0 && 1 / 0"), 0);
  EXPECT_EQ(value("1 || 1 / 0"), 1);
  EXPECT_EQ(value("1 ? 2 : 1 / 0"), 2);
  EXPECT_EQ(value("0 ? 1 / 0 : 3"), 3);
  EXPECT_EQ(value("0 && (1 / 0 + 1 % 0)"), 0);
  // An unused arm with an error still has its type: (1 % 0u < 2) is an int, so the ?: is signed.
  EXPECT_EQ(value("10 / (0 ? (1 % 0u < 2) : -1) == -10"), 1);
  EXPECT_TRUE(isUnsigned("0 ? 1 / 0u : 1"));
}

TEST(IfExpr, MalformedExpressions) {
  EXPECT_EQ(error(""), std::make_pair(DiagCode::DirectiveSyntax, 2u));  // at the directive
  EXPECT_EQ(error("1 +"), std::make_pair(DiagCode::DirectiveSyntax, 7u));
  EXPECT_EQ(error("(1"), std::make_pair(DiagCode::DirectiveSyntax, 5u));
  EXPECT_EQ(error("1)"), std::make_pair(DiagCode::DirectiveSyntax, 6u));
  EXPECT_EQ(error("1 2"), std::make_pair(DiagCode::DirectiveSyntax, 7u));
  EXPECT_EQ(error("1 = 2"), std::make_pair(DiagCode::DirectiveSyntax, 7u));
  EXPECT_EQ(error("()"), std::make_pair(DiagCode::DirectiveSyntax, 6u));
  EXPECT_EQ(error("1 ? 2"), std::make_pair(DiagCode::DirectiveSyntax, 7u));
  EXPECT_EQ(error("1 : 2"), std::make_pair(DiagCode::DirectiveSyntax, 7u));
  EXPECT_EQ(error("1 ? 2 : 3 : 4"), std::make_pair(DiagCode::DirectiveSyntax, 15u));
  EXPECT_EQ(error("\"s\""), std::make_pair(DiagCode::DirectiveSyntax, 5u));
  EXPECT_EQ(error("1.0"), std::make_pair(DiagCode::DirectiveSyntax, 5u));
  EXPECT_EQ(error("x++"), std::make_pair(DiagCode::DirectiveSyntax, 6u));
  EXPECT_EQ(error("''"), std::make_pair(DiagCode::DirectiveSyntax, 5u));
  EXPECT_EQ(error("09"), std::make_pair(DiagCode::BadNumber, 5u));
  EXPECT_EQ(error("1abc"), std::make_pair(DiagCode::BadIntegerSuffix, 5u));
  EXPECT_EQ(error("18446744073709551616"), std::make_pair(DiagCode::BadNumber, 5u));
}

TEST(IfExpr, MessagesNameTheDirective) {
  Result r = eval("1 +");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].message, "expected a value after '+' in '#if' expression");
  r = eval("4 / 0");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].message, "division by zero in '#if'");
}

TEST(IfExpr, DeepNestingUsesNoRecursion) {
  const int depth = 100000;
  std::string expression(depth, '(');
  expression += "1";
  expression += std::string(depth, ')');
  EXPECT_EQ(value(expression), 1);
  std::string unary;
  for (int i = 0; i < depth; ++i) unary += "- ";  // "--" would be the decrement operator
  unary += "1";
  EXPECT_EQ(value(unary), 1);  // an even number of minus signs
  std::string chain = "1";
  for (int i = 0; i < depth; ++i) chain += " ? 1 : 0";
  EXPECT_EQ(value(chain), 1);
}

}  // namespace
}  // namespace cgx::pp
