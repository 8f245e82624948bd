// The Cg-written standard library, loaded by name on first use. Parsing all of it (about 450 functions
// once the overload macros expand) cost a whole process 25-30 ms, ten times the rest of a compile, so:
// - a stdlib/*.cg file is preprocessed the first time its text seems to define a looked-up name (`T name(`:
//   no file pastes tokens, so every definition is spelled out, even inside a macro), and its token stream
//   is cut into top-level declarations, indexed by the function each one defines;
// - the first lookup of a name parses and analyses just that name's overloads (with the intrinsics
//   visible). The stdlib calls only intrinsics (stdlib/README.md; StdlibTest checks it), so a name's
//   overloads analyse on their own. Loaded functions never change or move afterwards.
#include "sema/StandardLibrary.h"

#include <cctype>
#include <deque>
#include <map>
#include <string_view>
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
    for (const stdlib::EmbeddedFile& file : stdlib::sources()) pending_.push_back(&file);
  }
  StdlibModule(const StdlibModule&) = delete;
  StdlibModule& operator=(const StdlibModule&) = delete;

  const std::vector<ast::FunctionDecl*>* functions(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto loaded = byName_.find(name); loaded != byName_.end()) return &loaded->second;
    preprocessFilesMentioning(name);
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
    {
      std::lock_guard<std::mutex> lock(mutex_);
      preprocessFilesMentioning("");  // every file
    }
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
  std::vector<std::string> crossReferences() {
    std::lock_guard<std::mutex> lock(mutex_);
    preprocessFilesMentioning("");
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
  // Preprocesses and indexes the files not yet read whose text may define `name` ("" = all of them).
  void preprocessFilesMentioning(const std::string& name) {
    std::vector<const stdlib::EmbeddedFile*> still;
    for (const stdlib::EmbeddedFile* file : pending_) {
      if (!name.empty() && !mayDefine(file->text, name)) {
        still.push_back(file);
        continue;
      }
      FileId id = sources_.addBuffer("<stdlib>/" + std::string(file->name), std::string(file->text));
      Preprocessor preprocessor(sources_, sink_, PreprocessorOptions{});
      // A deque keeps every file's tokens where they are while more files are read.
      files_.push_back(preprocessor.run(id).tokens);
      split(files_.back());
    }
    pending_ = std::move(still);
  }

  // `word (` after another word that is not `return`: how a definition looks (`T lerp(T a, ...`), and not
  // how a call in a body does (`min(max(x, a), b)`, `return max(...)`). A false yes costs time, never
  // correctness.
  static bool mayDefine(std::string_view text, const std::string& word) {
    auto identifierChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
      if (at > 0 && identifierChar(text[at - 1])) continue;
      std::size_t after = at + word.size();
      if (after < text.size() && identifierChar(text[after])) continue;
      while (after < text.size() && text[after] == ' ') ++after;
      if (after >= text.size() || text[after] != '(') continue;
      std::size_t before = at;
      while (before > 0 && text[before - 1] == ' ') --before;
      std::size_t start = before;
      while (start > 0 && identifierChar(text[start - 1])) --start;
      if (start < before && text.substr(start, before - start) != "return") return true;
    }
    return false;
  }

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
  std::vector<const stdlib::EmbeddedFile*> pending_;      // stdlib files not preprocessed yet
  std::deque<std::vector<Token>> files_;                  // the preprocessed ones (a deque: stable addresses)
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
