#include "FuzzSupport.h"

#include <cstdio>
#include <sstream>

#include "ast/Ast.h"
#include "diag/DiagnosticFormatter.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "support/SourceManager.h"

namespace cgx::fuzz {

SplitInput splitInput(const std::uint8_t* data, std::size_t size, std::size_t count) {
  SplitInput input;
  std::size_t taken = size < count ? size : count;
  input.source.assign(reinterpret_cast<const char*>(data), size - taken);
  input.choices.assign(data + (size - taken), data + size);
  input.choices.resize(count, 0);
  return input;
}

std::vector<std::string> definedFunctions(const std::string& source) {
  SourceManager sources;
  DiagnosticSink sink(sources);
  FileId file = sources.addBuffer("/nonexistent-cgx-fuzz/input.cg", source);
  Preprocessor preprocessor(sources, sink, PreprocessorOptions{});
  PreprocessedUnit unit = preprocessor.run(file);
  std::vector<std::string> names;
  if (unit.stopped || sink.tooManyErrors()) return names;
  ast::AstContext context;
  ast::TranslationUnit* tu = parseTranslationUnit(unit, context, sink);
  for (const ast::Decl* decl : tu->decls)
    if (decl->kind == ast::DeclKind::Function && static_cast<const ast::FunctionDecl*>(decl)->body != nullptr &&
        !decl->name.empty())
      names.push_back(decl->name);
  return names;
}

std::string chooseEntry(const std::string& source, std::uint8_t choice) {
  std::vector<std::string> names = definedFunctions(source);
  return names.empty() ? std::string("main") : names[choice % names.size()];
}

void renderDiagnostics(const DiagnosticSink& sink) {
  std::ostringstream rendered;
  DiagnosticFormatter clang(sink.sources(), DiagnosticStyle::Clang);
  DiagnosticFormatter cgc(sink.sources(), DiagnosticStyle::Cgc);
  for (const Diagnostic& diagnostic : sink.diagnostics()) {
    clang.print(rendered, diagnostic);
    cgc.print(rendered, diagnostic);
  }
}

void finding(std::string_view what, std::string_view detail) {
  std::fprintf(stderr, "\n==cgx-fuzz== FINDING: %.*s\n%.*s\n", static_cast<int>(what.size()), what.data(),
               static_cast<int>(detail.size()), detail.data());
  __builtin_trap();
}

void checkNoInternalError(const DiagnosticSink& sink) {
  if (!sink.hasInternalError()) return;
  std::ostringstream rendered;
  DiagnosticFormatter formatter(sink.sources(), DiagnosticStyle::Clang);
  for (const Diagnostic& diagnostic : sink.diagnostics()) formatter.print(rendered, diagnostic);
  finding("internal compiler error (C1602)", rendered.str());
}

}  // namespace cgx::fuzz
