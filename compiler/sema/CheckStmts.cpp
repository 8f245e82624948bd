// Statements: blocks open scopes; conditions of if/while/for/do must be scalar (C1019); break and
// continue need an enclosing loop (or switch, for break) (C1118, C1119); return values must convert to the
// function's return type (C1015, C1016).
#include "sema/Analyzer.h"

namespace cgx::sema {

void Analyzer::checkBlock(ast::CompoundStmt* block, bool newScope) {
  if (block == nullptr) return;
  if (newScope) pushScope();
  for (ast::Stmt* stmt : block->body) {
    if (sink_.tooManyErrors()) break;
    checkStmt(stmt);
  }
  if (newScope) popScope();
}

void Analyzer::checkStmt(ast::Stmt* stmt) {
  if (stmt == nullptr) return;
  switch (stmt->kind) {
    case ast::StmtKind::Compound:
      checkBlock(static_cast<ast::CompoundStmt*>(stmt), true);
      break;
    case ast::StmtKind::Decl:
      for (ast::Decl* decl : static_cast<ast::DeclStmt*>(stmt)->decls) {
        switch (decl->kind) {
          case ast::DeclKind::Var: {
            auto* var = static_cast<ast::VarDecl*>(decl);
            bool isStatic = (var->qualifiers & ast::QualStatic) != 0;
            checkVarDecl(var, isStatic ? ast::VarStorage::StaticGlobal : ast::VarStorage::Local);
            checkInitializer(var);
            declareVar(var);
            break;
          }
          case ast::DeclKind::Struct: declareStruct(static_cast<ast::StructDecl*>(decl)); break;
          default: checkTopLevel(decl); break;  // local typedefs
        }
      }
      break;
    case ast::StmtKind::Expr:
      check(static_cast<ast::ExprStmt*>(stmt)->expr);
      break;
    case ast::StmtKind::If: {
      auto* s = static_cast<ast::IfStmt*>(stmt);
      checkCondition(s->condition);
      pushScope();
      checkStmt(s->thenBranch);
      popScope();
      pushScope();
      checkStmt(s->elseBranch);
      popScope();
      break;
    }
    case ast::StmtKind::For: {
      auto* s = static_cast<ast::ForStmt*>(stmt);
      pushScope();  // `for (int i = 0; ...)`: i belongs to the loop
      checkStmt(s->init);
      if (s->condition != nullptr) checkCondition(s->condition);
      if (s->step != nullptr) check(s->step);
      ++loopDepth_;
      pushScope();
      checkStmt(s->body);
      popScope();
      --loopDepth_;
      popScope();
      break;
    }
    case ast::StmtKind::While: {
      auto* s = static_cast<ast::WhileStmt*>(stmt);
      checkCondition(s->condition);
      ++loopDepth_;
      pushScope();
      checkStmt(s->body);
      popScope();
      --loopDepth_;
      break;
    }
    case ast::StmtKind::DoWhile: {
      auto* s = static_cast<ast::DoWhileStmt*>(stmt);
      ++loopDepth_;
      pushScope();
      checkStmt(s->body);
      popScope();
      --loopDepth_;
      checkCondition(s->condition);
      break;
    }
    case ast::StmtKind::Switch: {
      auto* s = static_cast<ast::SwitchStmt*>(stmt);
      TypeId type = check(s->condition);
      if (!types_.isError(type) && !(types_.isScalar(type) && (ir::isIntegral(types_.scalarOf(type)) ||
                                                               types_.scalarOf(type) == ir::Scalar::Bool)))
        error(DiagCode::InvalidOperands, s->condition->span, "switch condition must be an integer scalar");
      ++switchDepth_;
      checkBlock(s->body, true);
      --switchDepth_;
      break;
    }
    case ast::StmtKind::Case: {
      auto* s = static_cast<ast::CaseStmt*>(stmt);
      check(s->value);
      if (!types_.isError(s->value ? s->value->semaType : 0) && !evalConstInt(s->value))
        error(DiagCode::NonConstantArraySize, s->value->span, "case label is not a constant integer");
      break;
    }
    case ast::StmtKind::Break:
      if (loopDepth_ == 0 && switchDepth_ == 0) error(DiagCode::BreakOutsideLoop, stmt->span, "\"break\" not in loop");
      break;
    case ast::StmtKind::Continue:
      if (loopDepth_ == 0) error(DiagCode::ContinueOutsideLoop, stmt->span, "\"continue\" not in loop");
      break;
    case ast::StmtKind::Return: {
      auto* s = static_cast<ast::ReturnStmt*>(stmt);
      sawReturn_ = true;
      TypeId expected = currentFunction_ != nullptr ? currentFunction_->semaType : ir::TypeTable::kError;
      if (s->value == nullptr) {
        if (expected != ir::TypeTable::kVoid && !types_.isError(expected))
          error(DiagCode::ReturnTypeMismatch, stmt->span, "expression type incompatible with function return type");
        break;
      }
      TypeId value = check(s->value);
      if (expected == ir::TypeTable::kVoid) {
        if (!types_.isError(value) && value != ir::TypeTable::kVoid)
          error(DiagCode::VoidReturnsValue, s->value->span, "void function cannot return a value");
        break;
      }
      checkConversion(s->value, expected, DiagCode::ReturnTypeMismatch,
                      "expression type incompatible with function return type");
      break;
    }
    case ast::StmtKind::Default:
    case ast::StmtKind::Discard:
    case ast::StmtKind::Empty:
      break;
  }
}

}  // namespace cgx::sema
