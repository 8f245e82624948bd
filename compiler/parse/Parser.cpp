#include "parse/Parser.h"

#include <antlr4-runtime.h>

#include "CgParser.h"
#include "parse/AstBuilder.h"
#include "parse/PackMatrix.h"
#include "parse/SyntaxErrors.h"
#include "parse/TokenAdapter.h"

namespace cgx {

using parse::CgParser;

namespace {

// Brackets nested deeper than the limit would only make ANTLR recurse that deep; reject them up front.
bool checkNesting(const std::vector<Token>& tokens, DiagnosticSink& diagnostics) {
  unsigned depth = 0;
  for (const Token& token : tokens) {
    if (token.kind != TokenKind::Punctuator) continue;
    char c = token.text.size() == 1 ? token.text[0] : '\0';
    if (c == '(' || c == '[' || c == '{') {
      if (++depth > kMaxNestingDepth) {
        diagnostics.report(DiagCode::NestingTooDeep, SourceSpan{token.loc, token.endLoc()},
                           "brackets nested too deeply (limit " + std::to_string(kMaxNestingDepth) + ")");
        return false;
      }
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return true;
}

// A token source over the adapted tokens. ListTokenSource would also do, but it synthesises an EOF token
// of its own; ours already ends with one. The tokens are handed out as they are, not copied: copying each
// one was a tenth of parsing.
class VectorTokenSource : public antlr4::TokenSource {
 public:
  // `tokens` is never empty: adaptTokens() always ends it with EOF. They name this source as theirs.
  void setTokens(std::vector<std::unique_ptr<antlr4::Token>> tokens) {
    tokens_ = std::move(tokens);
    next_ = 0;
  }
  std::unique_ptr<antlr4::Token> nextToken() override {
    if (next_ + 1 < tokens_.size()) return std::move(tokens_[next_++]);
    // The last token is EOF and is handed out again if asked: a copy each time.
    antlr4::Token* t = tokens_[next_].get();
    auto token = std::make_unique<antlr4::CommonToken>(std::make_pair(this, static_cast<antlr4::CharStream*>(nullptr)),
                                                       t->getType(), antlr4::Token::DEFAULT_CHANNEL,
                                                       t->getStartIndex(), t->getStopIndex());
    token->setText(t->getText());
    token->setLine(t->getLine());
    token->setCharPositionInLine(t->getCharPositionInLine());
    return token;
  }
  // Tokens before next_ have been handed out; the one at next_ is still here. A token made for this source
  // asks it for a position, also while setTokens()'s argument is being made.
  size_t getLine() const override { return next_ < tokens_.size() ? tokens_[next_]->getLine() : 0; }
  size_t getCharPositionInLine() override {
    return next_ < tokens_.size() ? tokens_[next_]->getCharPositionInLine() : 0;
  }
  antlr4::CharStream* getInputStream() override { return nullptr; }
  std::string getSourceName() override { return "cgx"; }
  antlr4::TokenFactory<antlr4::CommonToken>* getTokenFactory() override {
    return antlr4::CommonTokenFactory::DEFAULT.get();
  }

 private:
  std::vector<std::unique_ptr<antlr4::Token>> tokens_;
  std::size_t next_ = 0;
};

// Counts the parse tree's nodes as ANTLR makes them (rule contexts and tokens) and cancels the parse past
// limits::kSyntaxTreeNodes. The count is taken here rather than on the AST: ANTLR's tree is built first
// and is where the memory goes (see the limit), and the AST, made from it afterwards, is smaller.
class TreeSizeGuard : public antlr4::tree::ParseTreeListener {
 public:
  explicit TreeSizeGuard(antlr4::Parser& parser) : parser_(parser) {}
  void enterEveryRule(antlr4::ParserRuleContext*) override { count(); }
  void visitTerminal(antlr4::tree::TerminalNode*) override { count(); }
  void visitErrorNode(antlr4::tree::ErrorNode*) override { count(); }
  void exitEveryRule(antlr4::ParserRuleContext*) override {}
  // The token the parser was at when the tree outgrew the limit, if it did.
  antlr4::Token* overAt() const { return overAt_; }
  void reset() { nodes_ = 0; }

 private:
  void count() {
    if (++nodes_ <= limits::kSyntaxTreeNodes) return;
    overAt_ = parser_.getCurrentToken();
    throw antlr4::ParseCancellationException("syntax tree too large");
  }
  antlr4::Parser& parser_;
  std::size_t nodes_ = 0;
  antlr4::Token* overAt_ = nullptr;
};

}  // namespace

ast::TranslationUnit* parseTranslationUnit(const PreprocessedUnit& unit, ast::AstContext& context,
                                           DiagnosticSink& diagnostics, ParseOptions options) {
  const std::vector<Token>& tokens = unit.tokens;
  auto attachPragmas = [&](ast::TranslationUnit* result) {
    for (const Pragma& pragma : unit.pragmas)
      result->pragmas.push_back(ast::PragmaDirective{SourceSpan{pragma.loc, pragma.loc}, pragma.text});
    return result;
  };
  if (!checkNesting(tokens, diagnostics)) return attachPragmas(context.make<ast::TranslationUnit>());

  // The grammar's one static vocabulary, reached through a parser over just EOF. Not through CgLexer: cgxc
  // never lexes with it, and linking it in would deserialize its ATN at start-up (8% of a small compile).
  static const antlr4::dfa::Vocabulary& vocabulary = []() -> const antlr4::dfa::Vocabulary& {
    std::vector<std::unique_ptr<antlr4::Token>> eof;
    eof.push_back(std::make_unique<antlr4::CommonToken>(antlr4::Token::EOF, "<EOF>"));
    VectorTokenSource none;
    none.setTokens(std::move(eof));
    antlr4::CommonTokenStream noTokens(&none);
    return CgParser(&noTokens).getVocabulary();
  }();
  VectorTokenSource source;
  source.setTokens(parse::adaptTokens(tokens, vocabulary, &source, options.fxKeywords));
  antlr4::CommonTokenStream stream(&source);
  CgParser parser(&stream);
  TreeSizeGuard guard(parser);
  parser.addParseListener(&guard);
  // C0166 is fatal: the compile stops after the parser, which returns an empty unit.
  auto tooLarge = [&]() {
    std::size_t index = guard.overAt() != nullptr ? guard.overAt()->getStartIndex() : tokens.size();
    SourceSpan at = index < tokens.size() ? SourceSpan{tokens[index].loc, tokens[index].endLoc()} : SourceSpan{};
    diagnostics.report(DiagCode::SyntaxTreeTooLarge, at,
                       "the program's syntax tree has more than " + std::to_string(limits::kSyntaxTreeNodes) +
                           " nodes");
    return attachPragmas(context.make<ast::TranslationUnit>());
  };

  // Stage 1: SLL prediction, bail at the first error. Right for nearly all input and much faster.
  parser.removeErrorListeners();
  parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  CgParser::TranslationUnitContext* tree = nullptr;
  try {
    tree = parser.translationUnit();
  } catch (const antlr4::ParseCancellationException&) {
    tree = nullptr;
  }
  if (guard.overAt() != nullptr) return tooLarge();

  // Stage 2: full LL with error reporting and recovery, only when stage 1 failed.
  parse::SyntaxErrorListener listener(tokens, diagnostics);
  if (tree == nullptr) {
    guard.reset();
    stream.seek(0);
    parser.reset();
    parser.setErrorHandler(std::make_shared<parse::CgErrorStrategy>(tokens, diagnostics));
    parser.addErrorListener(&listener);
    parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::LL);
    try {
      tree = parser.translationUnit();
    } catch (const antlr4::ParseCancellationException&) {
      tree = nullptr;  // too many errors (the sink already says so), or the tree is too large
    }
    if (guard.overAt() != nullptr) return tooLarge();
  }
  parse::AstBuilder builder(tokens, parse::readPackMatrixPragmas(unit.pragmas, diagnostics), context, diagnostics);
  return attachPragmas(builder.build(tree));
}

}  // namespace cgx
