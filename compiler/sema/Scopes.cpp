// Name lookup and declaration. Cg scopes nest like C: the global scope, then each function's parameters,
// then each block. Functions overload by parameter types; a variable, type or function name may not be
// declared twice in one scope (C1038; C1002 for a variable and a type), except that a prototype may precede
// its definition and that profile-qualified definitions (`arbfp1 float f()`) stand beside plain ones.
#include <algorithm>

#include "ir/GlState.h"
#include "sema/Analyzer.h"
#include "sema/Intrinsics.h"
#include "sema/StandardLibrary.h"
#include "support/Spelling.h"

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
  // cgc: a variable beside a type of its name is C1002, any other pair C1038.
  auto isType = [](const ast::Decl* d) {
    return d->kind == ast::DeclKind::Struct || d->kind == ast::DeclKind::Typedef || d->kind == ast::DeclKind::Interface;
  };
  auto isVar = [](const ast::Decl* d) { return d->kind == ast::DeclKind::Var; };
  const bool varAndType = (isVar(decl) && isType(previous)) || (isType(decl) && isVar(previous));
  Diagnostic& d = varAndType ? error(DiagCode::NameDefined, decl->nameSpan,
                                     "the name " + quoted(decl->name) + " is already defined")
                             : error(DiagCode::ConflictingDeclaration, decl->nameSpan,
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

// The profile names among a function's modifier words; the others are primitive and tessellation words
// (TRIANGLE, PATCH_3). cgc warns (C7022) about a word it knows as neither; cgx does not, having no list of
// every such word.
std::vector<std::string> profileQualifiers(const ast::FunctionDecl* fn) {
  std::vector<std::string> profiles;
  for (const std::string& word : fn->modifiers)
    if (stageOfProfile(word) != Stage::Unknown) profiles.push_back(word);
  return profiles;
}

}  // namespace

Analyzer::ProfileFit Analyzer::profileFit(const ast::FunctionDecl* fn) const {
  std::vector<std::string> profiles = profileQualifiers(fn);
  if (profiles.empty()) return ProfileFit::Plain;
  if (std::find(profiles.begin(), profiles.end(), options_.profile) != profiles.end()) return ProfileFit::Match;
  // Another word the compile profile answers to (arbfp1 takes fp30's functions): below its own, above plain.
  for (const std::string& word : options_.functionQualifiers)
    if (word != options_.profile && std::find(profiles.begin(), profiles.end(), word) != profiles.end())
      return ProfileFit::Family;
  return ProfileFit::Other;
}

void Analyzer::reportOtherProfileCall(const ast::CallExpr* call, const ast::FunctionDecl* callee) {
  std::string signature = typeName(callee->semaType) + " " + callee->name + "(";
  for (std::size_t i = 0; i < callee->params.size(); ++i)
    signature += (i ? ", " : "") + typeName(callee->params[i]->semaType);
  Diagnostic& d = error(DiagCode::FunctionNotSupported, call->span,
                        "function \"" + signature + ");\" not supported in this profile");
  noteDeclaredAt(d, callee, "qualified for another profile here");
}

// Profile-qualified overloads, as cgc 3.1 chooses among them (tests/sema/NamesTest.cpp): of the
// declarations of one signature, calls see the one qualified with the compile profile, else the plain one,
// else a lone one qualified for another profile (whose calls are C3004); two or more qualified for other
// profiles only hide each other. A call binds to the best declaration visible when it is checked: a better
// definition declared after it does not take the call over (cgc), a definition of a prototype does.
ast::FunctionDecl* Analyzer::declareFunction(ast::FunctionDecl* fn) {
  Symbol& symbol = scopes_.back()[fn->name];
  if (symbol.var != nullptr || symbol.typeDecl != nullptr) {
    reportConflict(fn, anyDecl(symbol));
    return nullptr;
  }
  const ProfileFit fit = profileFit(fn);
  for (ast::FunctionDecl*& previous : symbol.functions) {
    if (!sameParameterTypes(previous, fn)) continue;
    const ProfileFit had = profileFit(previous);
    ast::FunctionDecl* const earlier = previous;
    if (fit == ProfileFit::Other && had == ProfileFit::Other && profileQualifiers(fn) != profileQualifiers(earlier)) {
      symbol.otherProfiles.push_back(earlier);
      symbol.otherProfiles.push_back(fn);
      std::erase(symbol.functions, earlier);
      return earlier;
    }
    if (fit != had) {
      if (fit < had) return earlier;  // checked, never called
      if (earlier->body == nullptr) earlier->semaDefinition = fn;
      previous = fn;
      return earlier;
    }
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
      previous = fn;
    }
    return earlier;
  }
  if (fit == ProfileFit::Other)
    for (const ast::FunctionDecl* hidden : symbol.otherProfiles)
      if (sameParameterTypes(hidden, fn)) {
        symbol.otherProfiles.push_back(fn);
        return nullptr;
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

// A variable may take the name of a struct or typedef of an outer scope (cgc: `tex_coords tex_coords;` as a
// local, parameter or member); in its scope the name is then the variable, and a use as a type is an error
// (cgc: a syntax error), measured in tests/sema/NamesTest.cpp.
const Symbol* Analyzer::lookupType(const std::string& name) const {
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    auto found = scope->find(name);
    if (found == scope->end()) continue;
    if (found->second.typeDecl != nullptr) return &found->second;
    if (found->second.var != nullptr) return nullptr;
  }
  return nullptr;
}

// cgc 3.1 predefines `glstate` in every profile (the glsl, hlsl and D3D10 ones crash on it, C9999: cgx
// takes it there too, its GLSL writer having the built-ins; tests/glsl/GlslGlStateTest.cpp). A program's own
// global `glstate` hides it. Declared lazily so a program that never names it has no such uniform.
const Symbol* Analyzer::lookupGlState(const std::string& name, SourceSpan use) {
  if (name != "glstate" || isStdlib_ || scopes_.empty()) return nullptr;
  if (glstate_ == nullptr) {
    glstate_ = std::make_shared<GlStateDecl>();
    glstate_->var.name = "glstate";
    glstate_->var.span = use;
    glstate_->var.qualifiers = ast::QualUniform;
    glstate_->var.semaStorage = ast::VarStorage::Uniform;
    glstate_->var.semaType = ir::glStateType(types_);
    glstate_->semantic.text = "state";
    glstate_->var.semantic = &glstate_->semantic;
    globals_.push_back(&glstate_->var);
  }
  Symbol& symbol = scopes_.front()[name];
  symbol.var = &glstate_->var;
  return &symbol;
}

bool Analyzer::libraryFormExists(const std::vector<ir::TypeId>& params) const {
  if (options_.lowPrecisionIntrinsics) return true;
  return std::none_of(params.begin(), params.end(), [&](ir::TypeId t) {
    ir::Scalar s = types_.scalarOf(t);
    return s == ir::Scalar::Half || s == ir::Scalar::Fixed;
  });
}

std::string Analyzer::suggestAmong(const std::string& name, const std::vector<std::string_view>& candidates) {
  if (suggestionsMade_ >= kMaxSuggestions) return "";
  ++suggestionsMade_;
  return didYouMean(name, candidates);
}

std::string Analyzer::suggestName(const std::string& name) {
  if (suggestionsMade_ >= kMaxSuggestions) return "";  // before gathering every name in scope
  std::vector<std::string_view> candidates;
  for (const auto& scope : scopes_)
    for (const auto& [spelling, symbol] : scope)
      if (symbol.var != nullptr || !symbol.functions.empty()) candidates.push_back(spelling);
  if (!isStdlib_ && !options_.noStdlib) {
    for (std::string_view n : stdlibFunctionNames()) candidates.push_back(n);
    for (std::string_view n : intrinsicNames()) candidates.push_back(n);
  }
  // Sorted, so that of two equally near names the same one is offered on every run.
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  return suggestAmong(name, candidates);
}

std::vector<ast::FunctionDecl*> Analyzer::visibleFunctions(const std::string& name) const {
  std::vector<ast::FunctionDecl*> result;
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    auto found = scope->find(name);
    if (found == scope->end()) continue;
    if (found->second.var != nullptr) break;  // a variable hides outer functions
    result.insert(result.end(), found->second.functions.begin(), found->second.functions.end());
  }
  if (!isStdlib_ && !options_.noStdlib) {
    if (const std::vector<ast::FunctionDecl*>* library = stdlibFunctions(name)) {
      // A user function with the same parameter types as a stdlib one replaces it.
      for (ast::FunctionDecl* fn : *library) {
        if (!options_.lowPrecisionIntrinsics) {
          std::vector<ir::TypeId> params;
          for (const ast::VarDecl* p : fn->params) params.push_back(p->semaType);
          if (!libraryFormExists(params)) continue;
        }
        bool replaced = false;
        for (const ast::FunctionDecl* user : result) replaced = replaced || sameParameterTypes(user, fn);
        if (!replaced) result.push_back(fn);
      }
    }
  }
  return result;
}

}  // namespace cgx::sema
