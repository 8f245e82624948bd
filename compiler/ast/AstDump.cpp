// `cgxc -dump-ast`: one node per line, children indented by two spaces, each with its span
// <line:col-line:col> (prefixed with the file name when it is not the main file's). Deterministic: no
// addresses, no hash-map order. Recursion depth is bounded by the builder's AST depth limit.
#include <filesystem>
#include <sstream>
#include <string_view>

#include "ast/Ast.h"

namespace cgx::ast {

namespace {

std::string scalarName(ScalarKind kind) {
  switch (kind) {
    case ScalarKind::Float: return "float";
    case ScalarKind::Half: return "half";
    case ScalarKind::Fixed: return "fixed";
    case ScalarKind::Int: return "int";
    case ScalarKind::UInt: return "uint";
    case ScalarKind::Bool: return "bool";
    case ScalarKind::Double: return "double";
    case ScalarKind::CInt: return "cint";
    case ScalarKind::CFloat: return "cfloat";
  }
  return "?";
}

std::string typeName(const TypeSpec* type) {
  if (type == nullptr) return "<none>";
  switch (type->kind) {
    case TypeSpec::Kind::Named: return type->name;
    case TypeSpec::Kind::Struct: return "struct " + (type->name.empty() ? std::string("<anonymous>") : type->name);
    case TypeSpec::Kind::AttribArray: return "AttribArray<" + typeName(type->element) + ">";
    case TypeSpec::Kind::Builtin: break;
  }
  const BuiltinType& b = type->builtin;
  if (b.kind == BuiltinKind::Texture) {  // texture2D: the sampler's spelling with its dimension
    TypeSpec sampler = *type;
    sampler.builtin.kind = b.textured;
    return "texture" + typeName(&sampler).substr(std::string_view("sampler").size());
  }
  switch (b.kind) {
    case BuiltinKind::Void: return "void";
    case BuiltinKind::String: return "string";
    case BuiltinKind::Program: return "program";
    case BuiltinKind::Sampler: return "sampler";
    case BuiltinKind::Sampler1D: return "sampler1D";
    case BuiltinKind::Sampler2D: return "sampler2D";
    case BuiltinKind::Sampler3D: return "sampler3D";
    case BuiltinKind::SamplerCube: return "samplerCUBE";
    case BuiltinKind::SamplerRect: return "samplerRECT";
    case BuiltinKind::Sampler1DArray: return "sampler1DARRAY";
    case BuiltinKind::Sampler2DArray: return "sampler2DARRAY";
    case BuiltinKind::SamplerCubeArray: return "samplerCUBEARRAY";
    case BuiltinKind::SamplerBuf: return "samplerBUF";
    case BuiltinKind::Numeric: case BuiltinKind::Texture: break;
  }
  std::string name = scalarName(b.scalar);
  if (b.rows != 0) return name + std::to_string(b.rows) + "x" + std::to_string(b.cols);
  if (b.cols != 0) return name + std::to_string(b.cols);
  return name;
}

class Dumper {
 public:
  Dumper(const SourceManager& sources, FileId mainFile) : sources_(sources), mainFile_(mainFile) {}

  std::string run(const TranslationUnit& unit) {
    line(0, "TranslationUnit", unit.span);
    for (const PragmaDirective& pragma : unit.pragmas) line(1, "Pragma '" + pragma.text + "'", pragma.span);
    for (const Decl* decl : unit.decls) dumpDecl(1, decl);
    return out_.str();
  }

 private:
  std::string spanText(SourceSpan span) const {
    if (!span.valid()) return "<no location>";
    std::string prefix;
    if (span.begin.file != mainFile_)
      prefix = std::filesystem::path(sources_.path(span.begin.file)).filename().string() + ":";
    return "<" + prefix + std::to_string(span.begin.line) + ":" + std::to_string(span.begin.col) + "-" +
           std::to_string(span.end.line) + ":" + std::to_string(span.end.col) + ">";
  }
  void line(int depth, const std::string& text, SourceSpan span) {
    out_ << std::string(static_cast<std::size_t>(depth) * 2, ' ') << text << ' ' << spanText(span) << '\n';
  }

  std::string describeVar(const VarDecl* var) {
    std::string text = "'" + var->name + "' " + typeName(var->type);
    std::string quals = qualifierNames(var->qualifiers);
    if (!quals.empty()) text += " [" + quals + "]";
    if (var->semantic) text += " : " + var->semantic->text;
    return text;
  }

  void dumpDims(int depth, const std::vector<Expr*>& dims) {
    for (const Expr* dim : dims) {
      if (dim == nullptr) line(depth, "ArrayDim unsized", {});
      else {
        line(depth, "ArrayDim", dim->span);
        dumpExpr(depth + 1, dim);
      }
    }
  }

  void dumpAnnotations(int depth, const std::vector<Annotation*>& annotations) {
    for (const Annotation* a : annotations) {
      line(depth, "Annotation '" + a->name + "' " + typeName(a->type), a->span);
      if (a->value) dumpExpr(depth + 1, a->value);
    }
  }

  void dumpState(int depth, const StateAssignment* state) {
    line(depth, "State '" + state->name + "'", state->span);
    if (state->index) {
      line(depth + 1, "StateIndex", state->index->span);
      dumpExpr(depth + 2, state->index);
    }
    if (state->value) dumpExpr(depth + 1, state->value);
  }

  void dumpDecl(int depth, const Decl* decl) {
    switch (decl->kind) {
      case DeclKind::Var: {
        auto* var = static_cast<const VarDecl*>(decl);
        line(depth, "Var " + describeVar(var), var->span);
        dumpDims(depth + 1, var->arrayDims);
        dumpAnnotations(depth + 1, var->annotations);
        if (var->init) {
          line(depth + 1, "Init", var->init->span);
          dumpExpr(depth + 2, var->init);
        }
        break;
      }
      case DeclKind::Function: {
        auto* fn = static_cast<const FunctionDecl*>(decl);
        std::string text = "Function '" + (fn->scope.empty() ? "" : fn->scope + "::") + fn->name + "' returns " +
                           typeName(fn->returnType);
        std::string quals = qualifierNames(fn->qualifiers);
        if (!quals.empty()) text += " [" + quals + "]";
        for (const std::string& modifier : fn->modifiers) text += " modifier " + modifier;
        if (fn->semantic) text += " : " + fn->semantic->text;
        if (!fn->body) text += " (prototype)";
        line(depth, text, fn->span);
        for (const VarDecl* param : fn->params) {
          line(depth + 1, "Param " + describeVar(param), param->span);
          dumpDims(depth + 2, param->arrayDims);
          dumpAnnotations(depth + 2, param->annotations);
          if (param->init) {
            line(depth + 2, "Default", param->init->span);
            dumpExpr(depth + 3, param->init);
          }
        }
        if (fn->body) dumpStmt(depth + 1, fn->body);
        break;
      }
      case DeclKind::Struct: {
        auto* st = static_cast<const StructDecl*>(decl);
        std::string text = std::string(st->isBufferBlock ? "BufferBlock '" : "Struct '") + st->name + "'";
        for (const InterfaceRef& iface : st->interfaces) text += " implements " + iface.name;
        line(depth, text, st->span);
        for (const Decl* member : st->members) dumpDecl(depth + 1, member);
        break;
      }
      case DeclKind::Interface: {
        auto* iface = static_cast<const InterfaceDecl*>(decl);
        line(depth, "Interface '" + iface->name + "'", iface->span);
        for (const FunctionDecl* method : iface->methods) dumpDecl(depth + 1, method);
        break;
      }
      case DeclKind::Typedef: {
        auto* td = static_cast<const TypedefDecl*>(decl);
        line(depth, "Typedef '" + td->name + "' " + typeName(td->type), td->span);
        dumpDims(depth + 1, td->arrayDims);
        break;
      }
      case DeclKind::Technique: {
        auto* technique = static_cast<const TechniqueDecl*>(decl);
        line(depth, "Technique '" + technique->name + "'", technique->span);
        dumpAnnotations(depth + 1, technique->annotations);
        for (const PassDecl* pass : technique->passes) dumpDecl(depth + 1, pass);
        break;
      }
      case DeclKind::Pass: {
        auto* pass = static_cast<const PassDecl*>(decl);
        line(depth, "Pass '" + pass->name + "'", pass->span);
        dumpAnnotations(depth + 1, pass->annotations);
        for (const StateAssignment* state : pass->states) dumpState(depth + 1, state);
        break;
      }
    }
  }

  void dumpStmt(int depth, const Stmt* stmt) {
    if (stmt == nullptr) return;
    switch (stmt->kind) {
      case StmtKind::Compound:
        line(depth, "Compound", stmt->span);
        for (const Stmt* s : static_cast<const CompoundStmt*>(stmt)->body) dumpStmt(depth + 1, s);
        break;
      case StmtKind::Decl:
        line(depth, "DeclStmt", stmt->span);
        for (const Decl* d : static_cast<const DeclStmt*>(stmt)->decls) dumpDecl(depth + 1, d);
        break;
      case StmtKind::Expr:
        line(depth, "ExprStmt", stmt->span);
        dumpExpr(depth + 1, static_cast<const ExprStmt*>(stmt)->expr);
        break;
      case StmtKind::If: {
        auto* s = static_cast<const IfStmt*>(stmt);
        line(depth, s->elseBranch ? "If (with else)" : "If", stmt->span);
        dumpExpr(depth + 1, s->condition);
        dumpStmt(depth + 1, s->thenBranch);
        dumpStmt(depth + 1, s->elseBranch);
        break;
      }
      case StmtKind::For: {
        auto* s = static_cast<const ForStmt*>(stmt);
        line(depth, "For", stmt->span);
        if (s->init) {
          line(depth + 1, "ForInit", s->init->span);
          dumpStmt(depth + 2, s->init);
        }
        if (s->condition) {
          line(depth + 1, "ForCondition", s->condition->span);
          dumpExpr(depth + 2, s->condition);
        }
        if (s->step) {
          line(depth + 1, "ForStep", s->step->span);
          dumpExpr(depth + 2, s->step);
        }
        dumpStmt(depth + 1, s->body);
        break;
      }
      case StmtKind::While: {
        auto* s = static_cast<const WhileStmt*>(stmt);
        line(depth, "While", stmt->span);
        dumpExpr(depth + 1, s->condition);
        dumpStmt(depth + 1, s->body);
        break;
      }
      case StmtKind::DoWhile: {
        auto* s = static_cast<const DoWhileStmt*>(stmt);
        line(depth, "DoWhile", stmt->span);
        dumpStmt(depth + 1, s->body);
        dumpExpr(depth + 1, s->condition);
        break;
      }
      case StmtKind::Switch: {
        auto* s = static_cast<const SwitchStmt*>(stmt);
        line(depth, "Switch", stmt->span);
        dumpExpr(depth + 1, s->condition);
        dumpStmt(depth + 1, s->body);
        break;
      }
      case StmtKind::Case:
        line(depth, "Case", stmt->span);
        dumpExpr(depth + 1, static_cast<const CaseStmt*>(stmt)->value);
        break;
      case StmtKind::Default: line(depth, "Default", stmt->span); break;
      case StmtKind::Break: line(depth, "Break", stmt->span); break;
      case StmtKind::Continue: line(depth, "Continue", stmt->span); break;
      case StmtKind::Return:
        line(depth, "Return", stmt->span);
        dumpExpr(depth + 1, static_cast<const ReturnStmt*>(stmt)->value);
        break;
      case StmtKind::Discard: line(depth, "Discard", stmt->span); break;
      case StmtKind::Empty: line(depth, "Empty", stmt->span); break;
    }
  }

  void dumpExprs(int depth, const std::vector<Expr*>& exprs) {
    for (const Expr* e : exprs) dumpExpr(depth, e);
  }

  void dumpExpr(int depth, const Expr* expr) {
    if (expr == nullptr) return;
    switch (expr->kind) {
      case ExprKind::IntLiteral: {
        auto* e = static_cast<const IntLiteralExpr*>(expr);
        line(depth, "Int " + std::to_string(e->value) + (e->suffix.empty() ? "" : " suffix " + e->suffix), e->span);
        break;
      }
      case ExprKind::FloatLiteral: {
        auto* e = static_cast<const FloatLiteralExpr*>(expr);
        std::ostringstream value;
        value.precision(9);
        value << e->value;
        line(depth, "Float " + value.str() + (e->suffix ? std::string(" suffix ") + e->suffix : ""), e->span);
        break;
      }
      case ExprKind::BoolLiteral:
        line(depth, static_cast<const BoolLiteralExpr*>(expr)->value ? "Bool true" : "Bool false", expr->span);
        break;
      case ExprKind::StringLiteral:
        line(depth, "String \"" + static_cast<const StringLiteralExpr*>(expr)->value + "\"", expr->span);
        break;
      case ExprKind::Name: line(depth, "Name '" + static_cast<const NameExpr*>(expr)->name + "'", expr->span); break;
      case ExprKind::Unary: {
        auto* e = static_cast<const UnaryExpr*>(expr);
        line(depth, std::string("Unary ") + spelling(e->op), e->span);
        dumpExpr(depth + 1, e->operand);
        break;
      }
      case ExprKind::Binary: {
        auto* e = static_cast<const BinaryExpr*>(expr);
        line(depth, std::string("Binary ") + spelling(e->op), e->span);
        dumpExpr(depth + 1, e->lhs);
        dumpExpr(depth + 1, e->rhs);
        break;
      }
      case ExprKind::Assign: {
        auto* e = static_cast<const AssignExpr*>(expr);
        line(depth, std::string("Assign ") + spelling(e->op), e->span);
        dumpExpr(depth + 1, e->target);
        dumpExpr(depth + 1, e->value);
        break;
      }
      case ExprKind::Conditional: {
        auto* e = static_cast<const ConditionalExpr*>(expr);
        line(depth, "Conditional", e->span);
        dumpExpr(depth + 1, e->condition);
        dumpExpr(depth + 1, e->ifTrue);
        dumpExpr(depth + 1, e->ifFalse);
        break;
      }
      case ExprKind::Call: {
        auto* e = static_cast<const CallExpr*>(expr);
        line(depth, "Call", e->span);
        dumpExpr(depth + 1, e->callee);
        for (std::size_t i = 0; i < e->args.size(); ++i) {
          dumpExpr(depth + 1, e->args[i]);
          if (i < e->argSemantics.size() && e->argSemantics[i])
            line(depth + 2, "ArgumentSemantic " + e->argSemantics[i]->text, e->argSemantics[i]->span);
        }
        break;
      }
      case ExprKind::Constructor: {
        auto* e = static_cast<const ConstructorExpr*>(expr);
        line(depth, "Constructor " + typeName(e->type), e->span);
        dumpDims(depth + 1, e->arrayDims);
        dumpExprs(depth + 1, e->args);
        break;
      }
      case ExprKind::Cast: {
        auto* e = static_cast<const CastExpr*>(expr);
        line(depth, "Cast " + typeName(e->type), e->span);
        dumpExpr(depth + 1, e->operand);
        break;
      }
      case ExprKind::Member: {
        auto* e = static_cast<const MemberExpr*>(expr);
        line(depth, "Member '" + e->member + "'", e->span);
        dumpExpr(depth + 1, e->base);
        break;
      }
      case ExprKind::Index: {
        auto* e = static_cast<const IndexExpr*>(expr);
        line(depth, "Index", e->span);
        dumpExpr(depth + 1, e->base);
        dumpExpr(depth + 1, e->index);
        break;
      }
      case ExprKind::InitList:
        line(depth, "InitList", expr->span);
        dumpExprs(depth + 1, static_cast<const InitListExpr*>(expr)->elements);
        break;
      case ExprKind::SamplerState:
        line(depth, "SamplerState", expr->span);
        for (const StateAssignment* s : static_cast<const SamplerStateExpr*>(expr)->states) dumpState(depth + 1, s);
        break;
      case ExprKind::StateReference:
        line(depth, "StateReference '" + static_cast<const StateReferenceExpr*>(expr)->name + "'", expr->span);
        break;
      case ExprKind::Compile: {
        auto* e = static_cast<const CompileExpr*>(expr);
        line(depth, "Compile " + e->profile + " '" + e->entry + "'", e->span);
        dumpExprs(depth + 1, e->args);
        break;
      }
      case ExprKind::Error: line(depth, "Error", expr->span); break;
    }
  }

  const SourceManager& sources_;
  FileId mainFile_;
  std::ostringstream out_;
};

}  // namespace

std::string dumpAst(const TranslationUnit& unit, const SourceManager& sources) {
  return Dumper(sources, unit.span.begin.file != 0 ? unit.span.begin.file : 1).run(unit);
}

}  // namespace cgx::ast
