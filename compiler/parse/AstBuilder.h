// AstBuilder: ANTLR parse tree -> cgx AST (compiler/ast/Ast.h). One pass, no semantic decisions.
//
// After a syntax error the parse tree can lack any child; every accessor result is checked, a missing
// expression becomes an ErrorExpr and a missing statement is left out (the error was already reported).
// Depth is bounded: the builder counts how deep the AST it produces is (a left-recursive operator chain
// adds one level per operator) and past kMaxAstDepth reports C0157 once and substitutes an ErrorExpr, so
// every later recursive walk over the AST is bounded too.
#pragma once

#include <string>
#include <vector>

#include "CgParser.h"
#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "parse/PackMatrix.h"
#include "parse/Parser.h"
#include "preprocess/Token.h"

namespace cgx::parse {

using grammar::CgParser;

class AstBuilder {
 public:
  AstBuilder(const std::vector<Token>& tokens, std::vector<PackingChange> packing, ast::AstContext& context,
             DiagnosticSink& diagnostics)
      : tokens_(tokens), packing_(std::move(packing)), context_(context), diagnostics_(diagnostics) {}

  ast::TranslationUnit* build(CgParser::TranslationUnitContext* tree);

 private:
  // Locations (AstBuilder.cpp)
  SourceLoc locOf(antlr4::Token* token) const;
  SourceLoc endOf(antlr4::Token* token) const;
  SourceSpan spanOf(antlr4::ParserRuleContext* ctx) const;
  SourceSpan spanOf(antlr4::Token* start, antlr4::Token* stop) const;  // a rule's span, from its first and last token
  SourceSpan spanOf(antlr4::Token* token) const;
  SourceSpan spanBetween(SourceSpan first, SourceSpan last) const;
  template <typename T>
  T* make(SourceSpan span) {
    T* node = context_.make<T>();
    node->span = span;
    return node;
  }
  // Depth accounting: enter() returns false (after reporting once) when `levels` more would exceed the limit.
  bool enter(unsigned levels, SourceSpan where);
  void leave(unsigned levels) { depth_ -= levels; }
  ast::Expr* errorExpr(SourceSpan span);

  // Declarations (BuildDeclarations.cpp)
  void buildExternal(CgParser::ExternalDeclarationContext* ctx, std::vector<ast::Decl*>& out);
  void buildDeclaration(CgParser::DeclarationContext* ctx, std::vector<ast::Decl*>& out);
  struct Specifiers {
    ast::Qualifiers qualifiers = ast::QualNone;
    ast::PrimitiveKind primitive = ast::PrimitiveKind::None;  // the first primitive word
    unsigned primitiveWords = 0;
    ast::PrimitiveKind outputPrimitive = ast::PrimitiveKind::None;  // the first output word (TRIANGLE_OUT)
    unsigned outputPrimitiveWords = 0;
    std::vector<std::string> modifiers;
    ast::TypeSpec* type = nullptr;
  };
  Specifiers buildSpecifiers(CgParser::DeclarationSpecifiersContext* ctx, std::vector<ast::Decl*>* structsOut);
  ast::Qualifiers buildQualifier(CgParser::QualifierContext* ctx);
  ast::TypeSpec* buildTypeSpec(CgParser::TypeSpecifierContext* ctx, std::vector<ast::Decl*>* structsOut);
  ast::TypeSpec* builtinTypeSpec(antlr4::Token* token);
  ast::TypeSpec* namedTypeSpec(antlr4::Token* token);  // a struct, typedef or interface name (null: empty)
  ast::StructDecl* buildStruct(CgParser::StructSpecifierContext* ctx);
  ast::FunctionDecl* buildFunction(const Specifiers& specs, CgParser::FunctionHeaderContext* header,
                                   CgParser::CompoundStatementContext* body, SourceSpan span);
  ast::VarDecl* buildParameter(CgParser::ParameterContext* ctx);
  ast::VarDecl* buildVariable(const Specifiers& specs, CgParser::InitDeclaratorContext* ctx);
  bool columnMajor(ast::Qualifiers qualifiers, antlr4::ParserRuleContext* declarator) const;
  void buildVariables(const Specifiers& specs, const std::vector<CgParser::InitDeclaratorContext*>& declarators,
                      std::vector<ast::Decl*>& out);
  ast::InterfaceDecl* buildInterface(CgParser::InterfaceDeclarationContext* ctx);
  void buildTypedef(CgParser::TypedefDeclarationContext* ctx, std::vector<ast::Decl*>& out);
  ast::TechniqueDecl* buildTechnique(CgParser::TechniqueDeclarationContext* ctx);
  ast::PassDecl* buildPass(CgParser::PassDeclarationContext* ctx);
  ast::StateAssignment* buildStateAssignment(CgParser::StateAssignmentContext* ctx);
  ast::Semantic* buildSemantic(CgParser::SemanticContext* ctx);
  std::vector<ast::Annotation*> buildAnnotations(CgParser::AnnotationBlockContext* ctx);
  ast::Expr* buildAnnotationValue(CgParser::AnnotationValueContext* ctx);
  ast::Expr* buildInitializer(CgParser::InitializerContext* ctx);
  std::vector<ast::Expr*> buildArraySuffixes(const std::vector<CgParser::ArraySuffixContext*>& suffixes);
  std::string nameText(CgParser::NameContext* ctx) const;

  // Statements (BuildStatements.cpp)
  ast::CompoundStmt* buildCompound(CgParser::CompoundStatementContext* ctx);
  ast::Stmt* buildStatement(CgParser::StatementContext* ctx);
  ast::Stmt* buildStatementUnguarded(CgParser::StatementContext* ctx);
  ast::DeclStmt* buildLocalDeclaration(CgParser::LocalDeclarationContext* ctx);
  ast::Stmt* buildForInit(CgParser::ForInitContext* ctx);
  ast::Stmt* bodyOrEmpty(CgParser::StatementContext* ctx, SourceSpan fallback);

  // Expressions (BuildExpressions.cpp)
  ast::Expr* buildExpression(CgParser::ExpressionContext* ctx);
  ast::Expr* buildAssignment(CgParser::AssignmentExpressionContext* ctx);
  ast::Expr* buildConditional(CgParser::ConditionalExpressionContext* ctx);
  ast::Expr* buildConditional(CgParser::BinaryExpressionContext* condition, CgParser::ExpressionContext* ifTrue,
                              CgParser::AssignmentExpressionContext* ifFalse, SourceSpan span);
  ast::Expr* buildBinary(CgParser::BinaryExpressionContext* ctx);
  // A binaryExpression's flat operand/operator list, grouped by precedence into nodes (one per operator).
  struct BinaryChain {
    struct Node {
      std::size_t op = 0;               // index into ops
      int lhs = 0, rhs = 0;             // >= 0: index into nodes; < 0: operand ~n
      std::size_t first = 0, last = 0;  // the operands it spans
    };
    std::vector<CgParser::UnaryExpressionContext*> operands;
    std::vector<antlr4::Token*> ops;
    std::vector<Node> nodes;
  };
  ast::Expr* buildBinaryNode(const BinaryChain& chain, int ref);
  SourceSpan binarySpan(const BinaryChain& chain, const BinaryChain::Node& node) const;
  ast::Expr* buildUnary(CgParser::UnaryExpressionContext* ctx);
  ast::Expr* buildPostfix(CgParser::PrimaryExpressionContext* primary,
                          const std::vector<CgParser::PostfixSuffixContext*>& suffixes, SourceSpan span);
  ast::Expr* buildPrimary(CgParser::PrimaryExpressionContext* ctx);
  std::vector<ast::Expr*> buildArguments(CgParser::ArgumentListContext* ctx,
                                         std::vector<ast::Semantic*>* semanticsOut = nullptr);
  ast::Expr* intLiteral(antlr4::Token* token);
  ast::Expr* floatLiteral(antlr4::Token* token);

  const std::vector<Token>& tokens_;
  std::vector<PackingChange> packing_;  // the pack_matrix pragmas, in token order
  ast::AstContext& context_;
  DiagnosticSink& diagnostics_;
  unsigned depth_ = 0;
  bool reportedTooDeep_ = false;
};

}  // namespace cgx::parse
