#include "parse/SyntaxErrors.h"

#include <algorithm>

#include "CgParser.h"
#include "parse/Parser.h"
#include "parse/TokenAdapter.h"
#include "support/Spelling.h"

namespace cgx::parse {

using grammar::CgParser;

namespace {
// An expected set larger than this is noise ("expecting one of 40 things"): leave it out.
constexpr std::size_t kMaxExpectedShown = 5;

std::string tokenClassName(std::size_t type, const antlr4::dfa::Vocabulary& vocabulary) {
  switch (type) {
    case antlr4::Token::EOF: return "end of file";
    case CgParser::IDENTIFIER: return "identifier";
    case CgParser::BASIC_TYPE: return "type";
    case CgParser::TYPE_NAME: return "type name";
    case CgParser::MODIFIER: return "program modifier";
    case CgParser::BLOCK_NAME: return "buffer block name";
    case CgParser::INT_LITERAL: return "integer constant";
    case CgParser::FLOAT_LITERAL: return "floating-point constant";
    case CgParser::STRING_LITERAL: return "string";
    default: return vocabulary.getDisplayName(type);
  }
}
}  // namespace

std::string describeToken(const antlr4::Token& token, const antlr4::dfa::Vocabulary& vocabulary) {
  std::size_t type = token.getType();
  std::string text = token.getText();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  switch (type) {
    case antlr4::Token::EOF: return "end of file";
    case CgParser::IDENTIFIER:
    case CgParser::BASIC_TYPE:
    case CgParser::TYPE_NAME:
    case CgParser::MODIFIER:
    case CgParser::BLOCK_NAME:
    case CgParser::INT_LITERAL:
    case CgParser::FLOAT_LITERAL:
      return tokenClassName(type, vocabulary) + " '" + text + "'";
    case CgParser::STRING_LITERAL: return "string " + text;
    case CgParser::UNKNOWN:
      if (!text.empty() && text[0] == '\'') return "character constant " + text;
      return "'" + text + "'";
    default: return "'" + text + "'";
  }
}

std::string describeExpected(const antlr4::misc::IntervalSet& expected, const antlr4::dfa::Vocabulary& vocabulary) {
  auto types = expected.toList();
  auto has = [&](std::size_t type) {
    return std::find(types.begin(), types.end(), static_cast<decltype(types)::value_type>(type)) != types.end();
  };
  std::vector<std::string> names;
  for (auto signedType : types) {
    auto type = static_cast<std::size_t>(signedType);
    // To the user a type name and a program modifier are identifiers too: name the class once.
    if ((type == CgParser::TYPE_NAME || type == CgParser::MODIFIER || type == CgParser::BLOCK_NAME) &&
        has(CgParser::IDENTIFIER))
      continue;
    if (names.size() > kMaxExpectedShown) return {};
    names.push_back(tokenClassName(type, vocabulary));
  }
  if (names.empty() || names.size() > kMaxExpectedShown) return {};
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

void CgErrorStrategy::charge(antlr4::Parser* recognizer) {
  if (++repairs_ <= kMaxRecoveryActions) return;
  SourceLoc at;
  antlr4::Token* current = recognizer->getCurrentToken();
  if (current != nullptr && current->getStartIndex() < tokens_.size()) at = tokens_[current->getStartIndex()].loc;
  diagnostics_.report(DiagCode::TooManyErrors, at,
                      "too many syntax errors to recover from (" + std::to_string(kMaxRecoveryActions) +
                          " repairs); parsing stopped");
  throw antlr4::ParseCancellationException("recovery budget exhausted");
}

void CgErrorStrategy::recover(antlr4::Parser* recognizer, std::exception_ptr e) {
  charge(recognizer);
  antlr4::DefaultErrorStrategy::recover(recognizer, e);
}

antlr4::Token* CgErrorStrategy::recoverInline(antlr4::Parser* recognizer) {
  charge(recognizer);
  return antlr4::DefaultErrorStrategy::recoverInline(recognizer);
}

void CgErrorStrategy::reportUnwantedToken(antlr4::Parser* recognizer) {
  charge(recognizer);
  antlr4::DefaultErrorStrategy::reportUnwantedToken(recognizer);
}

void CgErrorStrategy::reportMissingToken(antlr4::Parser* recognizer) {
  charge(recognizer);
  antlr4::DefaultErrorStrategy::reportMissingToken(recognizer);
}

antlr4::Token* CgErrorStrategy::singleTokenDeletion(antlr4::Parser* recognizer) {
  std::string text = recognizer->getCurrentToken()->getText();
  if (text == ";" || text == "}") return nullptr;
  return antlr4::DefaultErrorStrategy::singleTokenDeletion(recognizer);
}

std::string SyntaxErrorListener::suggestType(const antlr4::Token& offending) {
  // `flaot4 x` or `Ligth l`: an unknown word right before a name is a declaration whose type is misspelt.
  std::size_t index = offending.getStartIndex();
  if (offending.getType() != CgParser::IDENTIFIER || index + 1 >= tokens_.size() ||
      tokens_[index + 1].kind != TokenKind::Identifier || suggestionsMade_ >= kMaxSuggestions)
    return "";
  ++suggestionsMade_;
  if (typeNames_.empty()) {
    for (const std::string& name : builtinTypeNames()) typeNames_.push_back(name);
    std::vector<bool> isTypeName = findTypeNameTokens(tokens_);
    for (std::size_t i = 0; i < tokens_.size(); ++i)
      if (isTypeName[i]) typeNames_.push_back(tokens_[i].text);
  }
  return didYouMean(offending.getText(), typeNames_);
}

void SyntaxErrorListener::syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t, size_t,
                                      const std::string& msg, std::exception_ptr) {
  if (diagnostics_.tooManyErrors()) throw antlr4::ParseCancellationException("too many errors");
  SourceLoc loc;
  SourceLoc end;
  if (offending != nullptr && offending->getStartIndex() < tokens_.size()) {
    loc = tokens_[offending->getStartIndex()].loc;
    end = tokens_[offending->getStartIndex()].endLoc();
  }
  const antlr4::dfa::Vocabulary& vocabulary = recognizer->getVocabulary();
  std::string message = "syntax error, ";
  if (msg.rfind("missing ", 0) == 0 && offending != nullptr) {
    // ANTLR: "missing ';' at '}'": the parser inserted the token and went on. Name what was missing in our
    // words ("type, identifier or type name"), not ANTLR's token-set syntax.
    std::string missing;
    if (auto* parser = dynamic_cast<antlr4::Parser*>(recognizer))
      missing = describeExpected(parser->getExpectedTokens(), vocabulary);
    if (missing.empty()) missing = msg.substr(8, msg.find(" at ") == std::string::npos ? std::string::npos : msg.find(" at ") - 8);
    message += "missing " + missing + " before " + describeToken(*offending, vocabulary);
  } else {
    message += "unexpected " + (offending ? describeToken(*offending, vocabulary) : std::string("input"));
    if (auto* parser = dynamic_cast<antlr4::Parser*>(recognizer)) {
      std::string expected = describeExpected(parser->getExpectedTokens(), vocabulary);
      if (!expected.empty()) message += ", expecting " + expected;
    }
    if (offending != nullptr) message += suggestType(*offending);
  }
  diagnostics_.report(DiagCode::SyntaxError, SourceSpan{loc, end}, message);
}

}  // namespace cgx::parse
