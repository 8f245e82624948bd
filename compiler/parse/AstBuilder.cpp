#include "parse/AstBuilder.h"

namespace cgx::parse {

SourceLoc AstBuilder::locOf(antlr4::Token* token) const {
  if (token == nullptr || token->getStartIndex() >= tokens_.size()) return {};
  return tokens_[token->getStartIndex()].loc;
}

SourceLoc AstBuilder::endOf(antlr4::Token* token) const {
  if (token == nullptr || token->getStartIndex() >= tokens_.size()) return {};
  return tokens_[token->getStartIndex()].endLoc();
}

SourceSpan AstBuilder::spanOf(antlr4::Token* token) const { return SourceSpan{locOf(token), endOf(token)}; }

SourceSpan AstBuilder::spanOf(antlr4::ParserRuleContext* ctx) const {
  if (ctx == nullptr) return {};
  return spanOf(ctx->getStart(), ctx->getStop());
}

SourceSpan AstBuilder::spanOf(antlr4::Token* start, antlr4::Token* stop) const {
  SourceSpan span{locOf(start), endOf(start)};
  // An empty rule has its stop before its start; a token conjured by error recovery has no index.
  if (stop != nullptr && start != nullptr && stop->getStartIndex() < tokens_.size() &&
      stop->getStartIndex() >= start->getStartIndex())
    span.end = endOf(stop);
  return span;
}

SourceSpan AstBuilder::spanBetween(SourceSpan first, SourceSpan last) const {
  if (!first.valid()) return last;
  if (!last.valid()) return first;
  return SourceSpan{first.begin, last.end};
}

bool AstBuilder::enter(unsigned levels, SourceSpan where) {
  if (depth_ + levels > kMaxAstDepth) {
    if (!reportedTooDeep_) {
      diagnostics_.report(DiagCode::NestingTooDeep, where,
                          "expression or statement nested too deeply (limit " + std::to_string(kMaxAstDepth) +
                              " levels)");
      reportedTooDeep_ = true;
    }
    return false;
  }
  depth_ += levels;
  return true;
}

ast::Expr* AstBuilder::errorExpr(SourceSpan span) { return make<ast::ErrorExpr>(span); }

ast::TranslationUnit* AstBuilder::build(CgParser::TranslationUnitContext* tree) {
  auto* unit = context_.make<ast::TranslationUnit>();
  if (tree == nullptr) return unit;
  unit->span = spanOf(tree);
  for (auto* external : tree->externalDeclaration()) buildExternal(external, unit->decls);
  return unit;
}

std::string AstBuilder::nameText(CgParser::NameContext* ctx) const {
  if (ctx == nullptr || ctx->getStart() == nullptr) return {};
  return ctx->getStart()->getText();
}

}  // namespace cgx::parse
