// Builds the Cg-written standard library once per process: every embedded stdlib/*.cg file is preprocessed
// and parsed into one AST (their declarations concatenated in file order, so later files may call earlier
// ones), then analysed with the intrinsics visible. The module is immutable afterwards.
#include "sema/StandardLibrary.h"

#include <memory>
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

struct StdlibModule {
  SourceManager sources;
  DiagnosticSink sink{sources};
  ast::AstContext context;
  ir::TypeTable types;
  ast::TranslationUnit unit;
  std::unordered_map<std::string, std::vector<ast::FunctionDecl*>> byName;
  std::unordered_map<const ast::FunctionDecl*, std::vector<ast::FunctionDecl*>> callees;
  std::string diagnostics;

  StdlibModule() {
    for (const stdlib::EmbeddedFile& file : stdlib::sources()) {
      FileId id = sources.addBuffer("<stdlib>/" + std::string(file.name), std::string(file.text));
      Preprocessor preprocessor(sources, sink, PreprocessorOptions{});
      PreprocessedUnit tokens = preprocessor.run(id);
      ast::TranslationUnit* parsed = parseTranslationUnit(tokens, context, sink);
      unit.decls.insert(unit.decls.end(), parsed->decls.begin(), parsed->decls.end());
    }
    SemaOptions options;
    options.noEntry = true;
    Analyzer analyzer(types, sink, options, /*isStdlib=*/true);
    SemaResult result = analyzer.run(unit);
    for (ast::FunctionDecl* fn : result.functions) byName[fn->name].push_back(fn);
    for (const auto& [caller, call] : analyzer.calls())
      if (caller != nullptr && call->semaFunction != nullptr) callees[caller].push_back(call->semaFunction);
    std::ostringstream text;
    DiagnosticFormatter formatter(sources, DiagnosticStyle::Clang);
    for (const Diagnostic& d : sink.diagnostics()) formatter.print(text, d);
    diagnostics = text.str();
  }
};

const StdlibModule& module() {
  static const StdlibModule instance;  // C++11 guarantees thread-safe one-time construction
  return instance;
}

}  // namespace

const std::vector<ast::FunctionDecl*>* stdlibFunctions(const std::string& name) {
  const StdlibModule& m = module();
  auto found = m.byName.find(name);
  return found == m.byName.end() ? nullptr : &found->second;
}

const std::vector<ast::FunctionDecl*>& stdlibCallees(const ast::FunctionDecl* fn) {
  static const std::vector<ast::FunctionDecl*> none;
  const StdlibModule& m = module();
  auto found = m.callees.find(fn);
  return found == m.callees.end() ? none : found->second;
}

std::string stdlibDiagnostics() { return module().diagnostics; }

}  // namespace cgx::sema
