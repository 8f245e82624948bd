// Statements.
#include "parse/AstBuilder.h"

namespace cgx::parse {

ast::CompoundStmt* AstBuilder::buildCompound(CgParser::CompoundStatementContext* ctx) {
  auto* block = make<ast::CompoundStmt>(spanOf(ctx));
  if (ctx == nullptr) return block;
  for (auto* statement : ctx->statement()) {
    if (ast::Stmt* built = buildStatement(statement)) block->body.push_back(built);
  }
  return block;
}

ast::Stmt* AstBuilder::bodyOrEmpty(CgParser::StatementContext* ctx, SourceSpan fallback) {
  if (ast::Stmt* body = ctx ? buildStatement(ctx) : nullptr) return body;
  return make<ast::EmptyStmt>(fallback);
}

ast::Stmt* AstBuilder::buildStatement(CgParser::StatementContext* ctx) {
  if (ctx == nullptr) return nullptr;
  SourceSpan span = spanOf(ctx);
  if (!enter(1, span)) return nullptr;
  ast::Stmt* statement = buildStatementUnguarded(ctx);
  leave(1);
  return statement;
}

ast::Stmt* AstBuilder::buildStatementUnguarded(CgParser::StatementContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (auto* c = dynamic_cast<CgParser::CompoundStmtContext*>(ctx)) return buildCompound(c->compoundStatement());
  if (auto* c = dynamic_cast<CgParser::DeclStmtContext*>(ctx)) return buildLocalDeclaration(c->localDeclaration());
  if (auto* c = dynamic_cast<CgParser::ExprStmtContext*>(ctx)) {
    auto* statement = make<ast::ExprStmt>(span);
    statement->expr = buildExpression(c->expression());
    return statement;
  }
  if (auto* c = dynamic_cast<CgParser::IfStmtContext*>(ctx)) {
    auto* statement = make<ast::IfStmt>(span);
    statement->condition = buildExpression(c->expression());
    auto branches = c->statement();
    statement->thenBranch = bodyOrEmpty(branches.empty() ? nullptr : branches[0], span);
    if (branches.size() > 1) statement->elseBranch = bodyOrEmpty(branches[1], span);
    return statement;
  }
  if (auto* c = dynamic_cast<CgParser::ForStmtContext*>(ctx)) {
    auto* statement = make<ast::ForStmt>(span);
    statement->init = c->forInit() ? buildForInit(c->forInit()) : nullptr;
    // `for (init; cond; step)`: which expressions are present is told by where they sit between the ';'s.
    for (auto* expression : c->expression()) {
      bool afterSecondSemicolon = false;
      int semicolons = 0;
      for (auto* child : c->children) {
        if (child == expression) break;
        if (auto* t = dynamic_cast<antlr4::tree::TerminalNode*>(child); t && t->getText() == ";") ++semicolons;
      }
      afterSecondSemicolon = semicolons >= 2;
      if (afterSecondSemicolon) statement->step = buildExpression(expression);
      else statement->condition = buildExpression(expression);
    }
    statement->body = bodyOrEmpty(c->statement(), span);
    return statement;
  }
  if (auto* c = dynamic_cast<CgParser::WhileStmtContext*>(ctx)) {
    auto* statement = make<ast::WhileStmt>(span);
    statement->condition = buildExpression(c->expression());
    statement->body = bodyOrEmpty(c->statement(), span);
    return statement;
  }
  if (auto* c = dynamic_cast<CgParser::DoWhileStmtContext*>(ctx)) {
    auto* statement = make<ast::DoWhileStmt>(span);
    statement->body = bodyOrEmpty(c->statement(), span);
    statement->condition = buildExpression(c->expression());
    return statement;
  }
  if (auto* c = dynamic_cast<CgParser::SwitchStmtContext*>(ctx)) {
    auto* statement = make<ast::SwitchStmt>(span);
    statement->condition = buildExpression(c->expression());
    statement->body = buildCompound(c->compoundStatement());
    return statement;
  }
  if (auto* c = dynamic_cast<CgParser::CaseStmtContext*>(ctx)) {
    auto* statement = make<ast::CaseStmt>(span);
    statement->value = c->conditionalExpression() ? buildConditional(c->conditionalExpression()) : errorExpr(span);
    return statement;
  }
  if (dynamic_cast<CgParser::DefaultStmtContext*>(ctx)) return make<ast::DefaultStmt>(span);
  if (dynamic_cast<CgParser::BreakStmtContext*>(ctx)) return make<ast::BreakStmt>(span);
  if (dynamic_cast<CgParser::ContinueStmtContext*>(ctx)) return make<ast::ContinueStmt>(span);
  if (auto* c = dynamic_cast<CgParser::ReturnStmtContext*>(ctx)) {
    auto* statement = make<ast::ReturnStmt>(span);
    if (c->expression()) statement->value = buildExpression(c->expression());
    return statement;
  }
  if (dynamic_cast<CgParser::DiscardStmtContext*>(ctx)) return make<ast::DiscardStmt>(span);
  if (dynamic_cast<CgParser::EmptyStmtContext*>(ctx)) return make<ast::EmptyStmt>(span);
  return nullptr;  // a statement the parser could not recognise: already reported
}

ast::DeclStmt* AstBuilder::buildLocalDeclaration(CgParser::LocalDeclarationContext* ctx) {
  auto* statement = make<ast::DeclStmt>(spanOf(ctx));
  if (ctx == nullptr) return statement;
  if (auto* td = ctx->typedefDeclaration()) {
    buildTypedef(td, statement->decls);
    return statement;
  }
  Specifiers specs = buildSpecifiers(ctx->declarationSpecifiers(), &statement->decls);
  buildVariables(specs, ctx->initDeclarator(), statement->decls);
  return statement;
}

ast::Stmt* AstBuilder::buildForInit(CgParser::ForInitContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (auto* expression = ctx->expression()) {
    auto* statement = make<ast::ExprStmt>(span);
    statement->expr = buildExpression(expression);
    return statement;
  }
  auto* statement = make<ast::DeclStmt>(span);
  Specifiers specs = buildSpecifiers(ctx->declarationSpecifiers(), &statement->decls);
  buildVariables(specs, ctx->initDeclarator(), statement->decls);
  return statement;
}

}  // namespace cgx::parse
