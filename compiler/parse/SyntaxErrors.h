// Turns ANTLR's syntax errors into C0000 diagnostics worded as cgc words them:
//   syntax error, unexpected '}', expecting ',' or ';'
// located at the offending token's source position (through the preprocessor token index).
#pragma once

#include <antlr4-runtime.h>

#include <string>
#include <string_view>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Token.h"

namespace cgx::parse {

class SyntaxErrorListener : public antlr4::BaseErrorListener {
 public:
  SyntaxErrorListener(const std::vector<Token>& tokens, DiagnosticSink& diagnostics)
      : tokens_(tokens), diagnostics_(diagnostics) {}

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offendingSymbol, size_t line,
                   size_t charPositionInLine, const std::string& msg, std::exception_ptr e) override;

 private:
  // `; did you mean "float4"?` when `offending` looks like a misspelt type (built-in or the unit's own);
  // at most kMaxSuggestions (support/Spelling.h) per parse.
  std::string suggestType(const antlr4::Token& offending);

  const std::vector<Token>& tokens_;
  DiagnosticSink& diagnostics_;
  unsigned suggestionsMade_ = 0;
  std::vector<std::string_view> typeNames_;  // gathered on the first suggestion; views into tokens_ and a static
};

// ANTLR's recovery, except that it never deletes a ';' or '}' to make the input fit: those tokens end
// statements and declarations, and deleting one glues two of them together (after `float a = ;` the next
// line's `float` would be read as a constructor call), which turns one error into a cascade.
//
// It also keeps a budget of repairs: each costs work proportional to the parser's context depth, so
// input built to need thousands of them (unclosed brackets, repeated) would otherwise take seconds.
// Past the budget it reports C0158 and cancels the parse.
class CgErrorStrategy : public antlr4::DefaultErrorStrategy {
 public:
  CgErrorStrategy(const std::vector<Token>& tokens, DiagnosticSink& diagnostics)
      : tokens_(tokens), diagnostics_(diagnostics) {}
  void recover(antlr4::Parser* recognizer, std::exception_ptr e) override;
  antlr4::Token* recoverInline(antlr4::Parser* recognizer) override;

 protected:
  antlr4::Token* singleTokenDeletion(antlr4::Parser* recognizer) override;
  // sync() repairs a token without recover()/recoverInline(); these two see those repairs.
  void reportUnwantedToken(antlr4::Parser* recognizer) override;
  void reportMissingToken(antlr4::Parser* recognizer) override;

 private:
  void charge(antlr4::Parser* recognizer);
  const std::vector<Token>& tokens_;
  DiagnosticSink& diagnostics_;
  unsigned repairs_ = 0;
};

// How a token is named in a message: 'if', '}', identifier 'foo', end of file.
std::string describeToken(const antlr4::Token& token, const antlr4::dfa::Vocabulary& vocabulary);
// "',' or ';'", "one of 'a', 'b', 'c'"; empty when the set is too large to be helpful.
std::string describeExpected(const antlr4::misc::IntervalSet& expected, const antlr4::dfa::Vocabulary& vocabulary);

}  // namespace cgx::parse
