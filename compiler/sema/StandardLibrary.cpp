// The Cg-written standard library, loaded by name on first use. Parsing all of it (about 450 functions
// once the overload macros expand) cost a whole process 25-30 ms, ten times the rest of a compile, so:
// - once per process, every embedded stdlib/*.cg file is preprocessed (cheap) and its token stream cut
//   into top-level declarations, indexed by the function each one defines;
// - the first lookup of a name parses and analyses just that name's overloads (with the intrinsics
//   visible). The stdlib calls only intrinsics (stdlib/README.md; StdlibTest checks it), so a name's
//   overloads analyse on their own. Loaded functions never change or move afterwards.
#include "sema/StandardLibrary.h"

#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <unordered_map>

#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "sema/Analyzer.h"
#include "stdlib/StdlibSource.h"
#include "support/SourceManager.h"

namespace cgx::sema {

namespace {

// A top-level declaration: tokens [begin, end) of one preprocessed stdlib file.
struct Declaration {
  const std::vector<Token>* file = nullptr;
  std::size_t begin = 0, end = 0;
};

// The name a declaration defines: the identifier just before its first '('.
std::string declaredName(const Declaration& d) {
  std::string last;
  for (std::size_t i = d.begin; i < d.end; ++i) {
    const Token& t = (*d.file)[i];
    if (t.kind == TokenKind::Identifier) last = t.text;
    if (t.kind == TokenKind::Punctuator && t.text == "(") return last;
  }
  return "";
}

class StdlibModule {
 public:
  StdlibModule() {
    for (const stdlib::EmbeddedFile& file : stdlib::sources()) {
      FileId id = sources_.addBuffer("<stdlib>/" + std::string(file.name), std::string(file.text));
      Preprocessor preprocessor(sources_, sink_, PreprocessorOptions{});
      files_.push_back(preprocessor.run(id).tokens);
    }
    for (const std::vector<Token>& tokens : files_) split(tokens);  // after the last push_back: stable addresses
  }
  StdlibModule(const StdlibModule&) = delete;
  StdlibModule& operator=(const StdlibModule&) = delete;

  const std::vector<ast::FunctionDecl*>* functions(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto loaded = byName_.find(name); loaded != byName_.end()) return &loaded->second;
    auto declarations = declarations_.find(name);
    if (declarations == declarations_.end()) return nullptr;
    load(name, declarations->second);
    return &byName_.at(name);
  }

  const std::vector<ast::FunctionDecl*>& callees(const ast::FunctionDecl* fn) {
    static const std::vector<ast::FunctionDecl*> none;
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = callees_.find(fn);
    return found == callees_.end() ? none : found->second;
  }

  // Every name loaded, then what analysing them reported (the stdlib's own bugs; tests want it empty).
  std::string diagnostics() {
    std::vector<std::string> names;
    for (const auto& [name, decls] : declarations_) names.push_back(name);
    for (const std::string& name : names) functions(name);
    std::lock_guard<std::mutex> lock(mutex_);
    std::ostringstream text;
    DiagnosticFormatter formatter(sources_, DiagnosticStyle::Clang);
    for (const Diagnostic& d : sink_.diagnostics()) formatter.print(text, d);
    return text.str();
  }

  // Names that one stdlib declaration mentions and another defines (should be none: see the file comment).
  std::vector<std::string> crossReferences() const {
    std::vector<std::string> found;
    for (const auto& [name, decls] : declarations_)
      for (const Declaration& decl : decls)
        for (std::size_t i = decl.begin; i < decl.end; ++i) {
          const Token& t = (*decl.file)[i];
          if (t.kind == TokenKind::Identifier && t.text != name && declarations_.count(t.text))
            found.push_back(name + " -> " + t.text);
        }
    return found;
  }

 private:
  // Top-level declarations end at a ';' or at the '}' closing a body, outside any brackets.
  void split(const std::vector<Token>& tokens) {
    std::size_t begin = 0;
    int depth = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const Token& t = tokens[i];
      if (t.kind == TokenKind::EndOfFile) break;
      if (t.kind != TokenKind::Punctuator) continue;
      if (t.text == "{" || t.text == "(" || t.text == "[") ++depth;
      if (t.text == "}" || t.text == ")" || t.text == "]") --depth;
      if (depth == 0 && (t.text == ";" || t.text == "}")) {
        Declaration d{&tokens, begin, i + 1};
        declarations_[declaredName(d)].push_back(d);
        begin = i + 1;
      }
    }
  }

  void load(const std::string& name, const std::vector<Declaration>& declarations) {
    PreprocessedUnit unit;
    for (const Declaration& d : declarations)
      unit.tokens.insert(unit.tokens.end(), d.file->begin() + static_cast<std::ptrdiff_t>(d.begin),
                         d.file->begin() + static_cast<std::ptrdiff_t>(d.end));
    Token end;
    end.kind = TokenKind::EndOfFile;
    if (!unit.tokens.empty()) end.loc = unit.tokens.back().loc;
    unit.tokens.push_back(end);
    ast::TranslationUnit* parsed = parseTranslationUnit(unit, context_, sink_);
    SemaOptions options;
    options.noEntry = true;
    Analyzer analyzer(types_, sink_, options, /*isStdlib=*/true);
    SemaResult result = analyzer.run(*parsed);
    std::vector<ast::FunctionDecl*>& loaded = byName_[name];
    for (ast::FunctionDecl* fn : result.functions)
      if (fn->name == name) loaded.push_back(fn);
    for (const auto& [caller, call] : analyzer.calls())
      if (caller != nullptr && call->semaFunction != nullptr) callees_[caller].push_back(call->semaFunction);
  }

  std::mutex mutex_;
  SourceManager sources_;
  DiagnosticSink sink_{sources_};
  ast::AstContext context_;
  ir::TypeTable types_;
  std::vector<std::vector<Token>> files_;                  // each stdlib file, preprocessed (never resized later)
  std::map<std::string, std::vector<Declaration>> declarations_;  // name -> each overload's tokens
  // Node-based maps: the vectors handed out stay where they are while other names load.
  std::unordered_map<std::string, std::vector<ast::FunctionDecl*>> byName_;
  std::unordered_map<const ast::FunctionDecl*, std::vector<ast::FunctionDecl*>> callees_;
};

StdlibModule& module() {
  static StdlibModule instance;  // C++11 guarantees thread-safe one-time construction
  return instance;
}

}  // namespace

const std::vector<ast::FunctionDecl*>* stdlibFunctions(const std::string& name) { return module().functions(name); }

const std::vector<ast::FunctionDecl*>& stdlibCallees(const ast::FunctionDecl* fn) { return module().callees(fn); }

std::string stdlibDiagnostics() { return module().diagnostics(); }

std::vector<std::string> stdlibCrossReferences() { return module().crossReferences(); }

}  // namespace cgx::sema
