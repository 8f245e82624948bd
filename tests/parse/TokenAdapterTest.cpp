// The mapping from preprocessor tokens to grammar token types.
#include <gtest/gtest.h>

#include "CgLexer.h"
#include "CgParser.h"
#include "parse/TokenAdapter.h"

namespace cgx::parse {
namespace {

Token word(std::string text) { return Token{TokenKind::Identifier, std::move(text), {1, 1, 1, 0}, false, false}; }
Token punct(std::string text) { return Token{TokenKind::Punctuator, std::move(text), {1, 1, 1, 0}, false, false}; }

TEST(TokenAdapter, BuiltinTypeNames) {
  for (const char* name : {"float", "float4", "half3x2", "fixed1x1", "int4x4", "bool2", "cint", "cfloat",
                           "double", "uint3", "void", "string", "sampler", "sampler2D", "samplerCUBE",
                           "samplerRECT", "sampler2DARRAY"})
    EXPECT_TRUE(isBuiltinTypeName(name)) << name;
  for (const char* name : {"float5", "float0", "float4x5", "floaty", "interface", "int_", "vector", "matrix",
                           "texture", "sampler4D", "Float4", "half4x"})
    EXPECT_FALSE(isBuiltinTypeName(name)) << name;
}

TEST(TokenAdapter, StructInterfaceAndTypedefNamesBecomeTypes) {
  std::vector<Token> tokens = {word("struct"), word("Light"), punct("{"), word("float"), word("a"), punct(";"),
                               punct("}"), punct(";"), word("typedef"), word("float4"), word("vec"), punct(","),
                               word("arr"), punct("["), punct("]"), punct(";"), word("Light"), word("vec"),
                               word("arr"), word("a")};
  std::vector<bool> types = findTypeNameTokens(tokens);
  EXPECT_TRUE(types[1]);    // Light (its own declaration)
  EXPECT_FALSE(types[4]);   // a: a member, not a type
  EXPECT_TRUE(types[10]);   // vec
  EXPECT_TRUE(types[12]);   // arr
  EXPECT_TRUE(types[16]);   // uses are types everywhere
  EXPECT_FALSE(types[19]);  // a
}

TEST(TokenAdapter, KeywordsPunctuatorsAndClasses) {
  antlr4::ANTLRInputStream empty("");
  grammar::CgLexer lexer(&empty);
  std::vector<Token> tokens = {word("if"), word("float3x3"), word("x"), punct("+="), punct("::"),
                               Token{TokenKind::IntLiteral, "3", {}, false, false},
                               Token{TokenKind::FloatLiteral, "3.f", {}, false, false},
                               Token{TokenKind::CharLiteral, "'a'", {}, false, false},
                               Token{TokenKind::Invalid, "@", {}, false, false},
                               Token{TokenKind::EndOfFile, "", {}, false, false}};
  auto adapted = adaptTokens(tokens, lexer.getVocabulary());
  std::vector<std::size_t> types;
  for (auto& t : adapted) types.push_back(t->getType());
  using P = grammar::CgParser;
  ASSERT_EQ(types.size(), tokens.size() - 1);  // the Invalid token is dropped
  EXPECT_EQ(lexer.getVocabulary().getLiteralName(types[0]), "'if'");
  EXPECT_EQ(types[1], P::BASIC_TYPE);
  EXPECT_EQ(types[2], P::IDENTIFIER);
  EXPECT_EQ(lexer.getVocabulary().getLiteralName(types[3]), "'+='");
  EXPECT_EQ(lexer.getVocabulary().getLiteralName(types[4]), "'::'");
  EXPECT_EQ(types[5], P::INT_LITERAL);
  EXPECT_EQ(types[6], P::FLOAT_LITERAL);
  EXPECT_EQ(types[7], P::INT_LITERAL);  // a character constant is an integer, as in cgc
  // Each adapted token remembers which preprocessor token it came from.
  EXPECT_EQ(adapted[7]->getStartIndex(), 7u);
  EXPECT_EQ(adapted[8]->getStartIndex(), 9u);  // EOF, after the dropped Invalid token
  EXPECT_EQ(types.back(), antlr4::Token::EOF);
}

TEST(TokenAdapter, ModifierRunsBeforeTopLevelDeclarations) {
  std::vector<Token> tokens = {word("TRIANGLE"), word("void"), word("f"), punct("("), punct(")"), punct(";"),
                               word("gp5tep"), word("TRIANGLES"), word("PATCH_3"), word("void"), word("main"),
                               punct("("), punct(")"), punct("{"), word("LINE"), word("float"), word("x"),
                               punct(";"), punct("}"), word("float"), word("LINE"), punct(";"), word("foo"),
                               word("bar"), punct(";")};
  std::vector<bool> types(tokens.size(), false);
  std::vector<bool> modifiers = findModifierTokens(tokens, types, [](const std::string& w) { return w == "void"; });
  std::vector<std::size_t> marked;
  for (std::size_t i = 0; i < modifiers.size(); ++i)
    if (modifiers[i]) marked.push_back(i);
  // TRIANGLE; gp5tep TRIANGLES PATCH_3. Not LINE inside a body, not LINE as a name, not `foo bar`.
  EXPECT_EQ(marked, (std::vector<std::size_t>{0, 6, 7, 8}));
}

}  // namespace
}  // namespace cgx::parse
