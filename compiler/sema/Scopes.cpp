// Name lookup and declaration. Cg scopes nest like C: the global scope, then each function's parameters,
// then each block. Functions overload by parameter types; a variable, type or function name may not be
// declared twice in one scope (C1038), except that a prototype may precede its definition.
#include "sema/Analyzer.h"
#include "sema/StandardLibrary.h"

namespace cgx::sema {

void Analyzer::pushScope() { scopes_.emplace_back(); }
void Analyzer::popScope() { scopes_.pop_back(); }

void Analyzer::noteDeclaredAt(Diagnostic& d, const ast::Decl* decl, const char* what) {
  if (decl == nullptr || !decl->nameSpan.valid()) return;
  // The stdlib's spans belong to its own SourceManager: name it without a location.
  if (decl->kind == ast::DeclKind::Function && static_cast<const ast::FunctionDecl*>(decl)->semaFromStdlib) {
    d.notes.push_back(DiagNote{SourceSpan{}, std::string(what) + " (in the standard library)"});
    return;
  }
  d.notes.push_back(DiagNote{decl->nameSpan, std::string(what)});
}

namespace {

const ast::Decl* anyDecl(const Symbol& s) {
  if (s.var != nullptr) return s.var;
  if (s.typeDecl != nullptr) return s.typeDecl;
  if (!s.functions.empty()) return s.functions.front();
  return nullptr;
}

}  // namespace

void Analyzer::reportConflict(const ast::Decl* decl, const ast::Decl* previous) {
  Diagnostic& d = error(DiagCode::ConflictingDeclaration, decl->nameSpan,
                        "declaration of " + quoted(decl->name) + " conflicts with previous declaration");
  noteDeclaredAt(d, previous, "previous declaration is here");
}

void Analyzer::declareVar(ast::VarDecl* var) {
  if (var->name.empty()) return;
  Symbol& symbol = scopes_.back()[var->name];
  if (const ast::Decl* previous = anyDecl(symbol)) {
    reportConflict(var, previous);
    return;
  }
  symbol.var = var;
}

namespace {

bool sameParameterTypes(const ast::FunctionDecl* a, const ast::FunctionDecl* b) {
  if (a->params.size() != b->params.size()) return false;
  for (std::size_t i = 0; i < a->params.size(); ++i)
    if (a->params[i]->semaType != b->params[i]->semaType) return false;
  return true;
}

}  // namespace

ast::FunctionDecl* Analyzer::declareFunction(ast::FunctionDecl* fn) {
  Symbol& symbol = scopes_.back()[fn->name];
  if (symbol.var != nullptr || symbol.typeDecl != nullptr) {
    reportConflict(fn, anyDecl(symbol));
    return nullptr;
  }
  for (ast::FunctionDecl* previous : symbol.functions) {
    if (!sameParameterTypes(previous, fn)) continue;
    if (previous->body != nullptr && fn->body != nullptr) {
      Diagnostic& d = error(DiagCode::FunctionRedefined, fn->nameSpan,
                            "function " + quoted(fn->name) + " is already defined");
      noteDeclaredAt(d, previous, "previous definition is here");
      return previous;
    }
    if (previous->body == nullptr && fn->body != nullptr) {
      // The definition takes the prototype's place; calls already bound to the prototype follow
      // semaDefinition (fixed up at the end of analysis).
      previous->semaDefinition = fn;
      for (ast::FunctionDecl*& entry : symbol.functions)
        if (entry == previous) entry = fn;
    }
    return previous;
  }
  symbol.functions.push_back(fn);
  return nullptr;
}

void Analyzer::declareType(ast::Decl* decl, TypeId type) {
  if (decl->name.empty()) return;
  Symbol& symbol = scopes_.back()[decl->name];
  if (const ast::Decl* previous = anyDecl(symbol)) {
    reportConflict(decl, previous);
    return;
  }
  symbol.typeDecl = decl;
  symbol.type = type;
}

const Symbol* Analyzer::lookup(const std::string& name) const {
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    auto found = scope->find(name);
    if (found != scope->end()) return &found->second;
  }
  return nullptr;
}

const Symbol* Analyzer::lookupType(const std::string& name) const {
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    auto found = scope->find(name);
    if (found != scope->end() && found->second.typeDecl != nullptr) return &found->second;
  }
  return nullptr;
}

std::vector<ast::FunctionDecl*> Analyzer::visibleFunctions(const std::string& name) const {
  std::vector<ast::FunctionDecl*> result;
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    auto found = scope->find(name);
    if (found == scope->end()) continue;
    if (found->second.var != nullptr) break;  // a variable hides outer functions
    result.insert(result.end(), found->second.functions.begin(), found->second.functions.end());
  }
  if (!isStdlib_) {
    if (const std::vector<ast::FunctionDecl*>* library = stdlibFunctions(name)) {
      // A user function with the same parameter types as a stdlib one replaces it.
      for (ast::FunctionDecl* fn : *library) {
        bool replaced = false;
        for (const ast::FunctionDecl* user : result) replaced = replaced || sameParameterTypes(user, fn);
        if (!replaced) result.push_back(fn);
      }
    }
  }
  return result;
}

}  // namespace cgx::sema
