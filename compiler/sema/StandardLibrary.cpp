// The Cg-written standard library, loaded by name on first use. Parsing all of it (about 450 functions
// once the overload macros expand) cost a whole process 25-30 ms, ten times the rest of a compile, so:
// - the stdlib/*.cg files are preprocessed at build time (stdlib/StdlibTokens.h: cgx's own preprocessor, run
//   by stdlib/PreprocessStdlib.cpp) and their tokens cut into top-level declarations, indexed by the function
//   each one defines; preprocessing geometric.cg at run time cost 7% of a small compile;
// - the first lookup of a name turns just that name's declarations back into tokens (registering their file
//   and its macro expansions with this module's SourceManager, so diagnostics read as they would from a
//   run-time preprocess), then parses and analyses only their headers, as prototypes: overload resolution
//   needs every overload's signature but a program calls one or two of them, and parsing the 15 bodies of
//   normalize was a fifth of compiling C6E5v_skin4m to GLSL (callgrind);
// - the first call that resolves to a prototype parses and analyses that one definition (with the intrinsics
//   visible). The stdlib calls only intrinsics (stdlib/README.md; SemaTest checks it), so each definition
//   analyses on its own. Loaded functions never change or move afterwards.
#include "sema/StandardLibrary.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <sstream>
#include <string_view>
#include <unordered_map>

#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "diag/InternalErrorReport.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "preprocess/Token.h"
#include "sema/Analyzer.h"
#include "stdlib/StdlibTokens.h"
#include "support/SourceManager.h"

namespace cgx::sema {

namespace {

using Declarations = std::span<const stdlib::EmbeddedDeclaration>;

class StdlibModule {
 public:
  StdlibModule() : files_(stdlib::preprocessedFiles()), index_(stdlib::declarations()), registered_(files_.size()) {}
  StdlibModule(const StdlibModule&) = delete;
  StdlibModule& operator=(const StdlibModule&) = delete;

  const std::vector<ast::FunctionDecl*>* functions(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    return prototypes(name);
  }

  ast::FunctionDecl* definition(const ast::FunctionDecl* prototype) {
    std::lock_guard<std::mutex> lock(mutex_);
    return definitionLocked(prototype);
  }

  const std::vector<ast::FunctionDecl*>& callees(const ast::FunctionDecl* fn) {
    static const std::vector<ast::FunctionDecl*> none;
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = callees_.find(fn);
    return found == callees_.end() ? none : found->second;
  }

  // Every name and every definition loaded, then what analysing them reported (the stdlib's own bugs; tests
  // want it empty).
  std::string diagnostics() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (std::size_t i = 0; i < index_.size(); ++i)
      if (i == 0 || name(index_[i]) != name(index_[i - 1]))
        if (const std::vector<ast::FunctionDecl*>* loaded = prototypes(std::string(name(index_[i]))))
          for (const ast::FunctionDecl* prototype : *loaded) definitionLocked(prototype);
    std::ostringstream text;
    DiagnosticFormatter formatter(sources_, DiagnosticStyle::Clang);
    for (const Diagnostic& d : sink_.diagnostics()) formatter.print(text, d);
    return text.str();
  }

  // Names that one stdlib declaration mentions, besides the one it defines, and a stdlib declaration defines
  // (should be none: see the file comment). A body naming its own function counts too: each definition is
  // analysed alone, without its sibling overloads.
  std::vector<std::string> crossReferences() {
    std::vector<std::string> found;
    for (const stdlib::EmbeddedDeclaration& decl : index_) {
      bool sawOwnName = false;
      for (std::uint32_t i = decl.begin; i < decl.end; ++i) {
        const stdlib::EmbeddedToken& t = files_[decl.file].tokens[i];
        std::string_view text = stdlib::spelling(t.text);
        if (static_cast<TokenKind>(t.kind) != TokenKind::Identifier || declarationsOf(text).empty()) continue;
        if (text == name(decl) && !sawOwnName) {
          sawOwnName = true;
          continue;
        }
        found.push_back(std::string(name(decl)) + " -> " + std::string(text));
      }
    }
    return found;
  }

 private:
  // A stdlib file as registered with sources_: its FileId, and the ExpansionId before its first expansion.
  struct Registered {
    FileId file = 0;
    ExpansionId expansionBase = 0;
  };

  Declarations declarationsOf(std::string_view name) const {
    auto [first, last] = std::equal_range(index_.begin(), index_.end(), name, ByName{});
    return index_.subspan(static_cast<std::size_t>(first - index_.begin()), static_cast<std::size_t>(last - first));
  }

  static std::string_view name(const stdlib::EmbeddedDeclaration& d) { return stdlib::spelling(d.name); }

  struct ByName {
    bool operator()(const stdlib::EmbeddedDeclaration& d, std::string_view n) const { return name(d) < n; }
    bool operator()(std::string_view n, const stdlib::EmbeddedDeclaration& d) const { return n < name(d); }
  };

  static SourceLoc location(const stdlib::EmbeddedLoc& loc, const Registered& file) {
    return SourceLoc{loc.inFile ? file.file : 0, loc.line, loc.col,
                     loc.expansion != 0 ? file.expansionBase + loc.expansion : 0};
  }

  // Registers a file's text and macro expansions the first time one of its declarations loads.
  const Registered& registered(std::uint32_t index) {
    Registered& r = registered_[index];
    if (r.file != 0) return r;
    const stdlib::PreprocessedFile& file = files_[index];
    r.file = sources_.addBuffer("<stdlib>/" + std::string(file.name), std::string(file.text));
    r.expansionBase = static_cast<ExpansionId>(sources_.expansionCount());
    for (const stdlib::EmbeddedExpansion& e : file.expansions)
      sources_.addExpansion(
          MacroExpansion{std::string(stdlib::spelling(e.macroName)), location(e.invocation, r), location(e.definition, r)});
    return r;
  }

  // One declaration's tokens, [begin, end) of its file, appended to `unit` with their locations registered.
  void appendTokens(PreprocessedUnit& unit, const stdlib::EmbeddedDeclaration& d, std::uint32_t end) {
    const Registered& file = registered(d.file);
    for (std::uint32_t i = d.begin; i < end; ++i) {
      const stdlib::EmbeddedToken& t = files_[d.file].tokens[i];
      Token& token = unit.tokens.emplace_back();
      token.kind = static_cast<TokenKind>(t.kind);
      token.text = stdlib::spelling(t.text);
      token.loc = location(t.loc, file);
      token.atLineStart = t.atLineStart;
      token.leadingSpace = t.leadingSpace;
    }
  }

  // Where a declaration's body starts: its first '{' outside parentheses (default arguments may hold
  // braces), or its end when it has no body.
  std::uint32_t bodyStart(const stdlib::EmbeddedDeclaration& d) const {
    int depth = 0;
    for (std::uint32_t i = d.begin; i < d.end; ++i) {
      const stdlib::EmbeddedToken& t = files_[d.file].tokens[i];
      if (static_cast<TokenKind>(t.kind) != TokenKind::Punctuator) continue;
      std::string_view text = stdlib::spelling(t.text);
      if (text == "(") ++depth;
      else if (text == ")") --depth;
      else if (text == "{" && depth == 0) return i;
    }
    return d.end;
  }

  ast::TranslationUnit* parse(PreprocessedUnit& unit) {
    Token end;
    end.kind = TokenKind::EndOfFile;
    if (!unit.tokens.empty()) end.loc = unit.tokens.back().loc;
    unit.tokens.push_back(end);
    return parseTranslationUnit(unit, context_, sink_);
  }

  // The prototypes of `name`'s overloads, loading them on first use; nullptr when the stdlib has no `name`.
  const std::vector<ast::FunctionDecl*>* prototypes(const std::string& name) {
    if (auto loaded = byName_.find(name); loaded != byName_.end()) return &loaded->second;
    Declarations declarations = declarationsOf(name);
    if (declarations.empty()) return nullptr;
    // Each header, up to its body, ends with a ';' where the body's '{' was.
    PreprocessedUnit unit;
    for (const stdlib::EmbeddedDeclaration& d : declarations) {
      std::uint32_t body = bodyStart(d);
      appendTokens(unit, d, body);
      if (body == d.end) continue;  // already a prototype
      Token& semicolon = unit.tokens.emplace_back();
      semicolon.kind = TokenKind::Punctuator;
      semicolon.text = ";";
      semicolon.loc = location(files_[d.file].tokens[body].loc, registered(d.file));
    }
    ast::TranslationUnit* parsed = parse(unit);
    SemaOptions options;
    options.noEntry = true;
    Analyzer(types_, sink_, options, /*isStdlib=*/true).run(*parsed);
    std::vector<ast::FunctionDecl*>& loaded = byName_[name];
    // Every stdlib declaration is one function definition (SemaTest loads them all), so the prototypes
    // come back one per declaration, in order.
    for (std::size_t i = 0; i < parsed->decls.size() && i < declarations.size(); ++i) {
      if (parsed->decls[i]->kind != ast::DeclKind::Function) continue;
      auto* prototype = static_cast<ast::FunctionDecl*>(parsed->decls[i]);
      if (prototype->name != name) continue;
      loaded.push_back(prototype);
      overloads_.emplace(prototype, Overload{&declarations[i], nullptr});
    }
    if (loaded.size() != declarations.size())
      reportInternalError(sink_, CompilerStage::Sema, SourceSpan{},
                          "standard library: " + std::to_string(declarations.size()) + " declarations of '" + name +
                       "' gave " + std::to_string(loaded.size()) + " prototypes");
    return &loaded;
  }

  // The definition behind one of prototypes()'s results, parsed and analysed on first use.
  ast::FunctionDecl* definitionLocked(const ast::FunctionDecl* prototype) {
    auto found = overloads_.find(prototype);
    if (found == overloads_.end()) return const_cast<ast::FunctionDecl*>(prototype);  // not a stdlib prototype
    Overload& overload = found->second;
    if (overload.definition != nullptr) return overload.definition;
    PreprocessedUnit unit;
    appendTokens(unit, *overload.declaration, overload.declaration->end);
    ast::TranslationUnit* parsed = parse(unit);
    SemaOptions options;
    options.noEntry = true;
    Analyzer analyzer(types_, sink_, options, /*isStdlib=*/true);
    SemaResult result = analyzer.run(*parsed);
    for (ast::FunctionDecl* fn : result.functions)
      if (fn->name == prototype->name && overload.definition == nullptr) overload.definition = fn;
    for (const auto& [caller, call] : analyzer.calls())
      if (caller != nullptr && call->semaFunction != nullptr) callees_[caller].push_back(call->semaFunction);
    // A definition that failed to analyse (a stdlib bug, in the sink) still names its prototype's signature.
    if (overload.definition == nullptr) overload.definition = const_cast<ast::FunctionDecl*>(prototype);
    return overload.definition;
  }

  struct Overload {
    const stdlib::EmbeddedDeclaration* declaration;
    ast::FunctionDecl* definition;  // nullptr until a call chooses the overload
  };

  std::mutex mutex_;
  SourceManager sources_;
  DiagnosticSink sink_{sources_};
  ast::AstContext context_;
  ir::TypeTable types_;
  std::span<const stdlib::PreprocessedFile> files_;
  Declarations index_;                   // sorted by name
  std::vector<Registered> registered_;   // per file; FileId 0 until registered
  // Node-based maps: the vectors handed out stay where they are while other names load.
  std::unordered_map<std::string, std::vector<ast::FunctionDecl*>> byName_;  // prototypes
  std::unordered_map<const ast::FunctionDecl*, Overload> overloads_;           // by prototype
  std::unordered_map<const ast::FunctionDecl*, std::vector<ast::FunctionDecl*>> callees_;
};

StdlibModule& module() {
  static StdlibModule instance;  // C++11 guarantees thread-safe one-time construction
  return instance;
}

}  // namespace

const std::vector<ast::FunctionDecl*>* stdlibFunctions(const std::string& name) { return module().functions(name); }

std::vector<std::string_view> stdlibFunctionNames() {
  std::vector<std::string_view> names;
  for (const stdlib::EmbeddedDeclaration& d : stdlib::declarations())
    if (names.empty() || names.back() != stdlib::spelling(d.name)) names.push_back(stdlib::spelling(d.name));
  return names;
}

ast::FunctionDecl* stdlibDefinition(const ast::FunctionDecl* prototype) { return module().definition(prototype); }

const std::vector<ast::FunctionDecl*>& stdlibCallees(const ast::FunctionDecl* fn) { return module().callees(fn); }

std::string stdlibDiagnostics() { return module().diagnostics(); }

std::vector<std::string> stdlibCrossReferences() { return module().crossReferences(); }

}  // namespace cgx::sema
