// Shared by the parser tests: run preprocess+parse on text or a file, keep everything alive together.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "preprocess/Preprocessor.h"

namespace cgx::test {

struct Parsed {
  std::unique_ptr<SourceManager> sources = std::make_unique<SourceManager>();
  std::unique_ptr<DiagnosticSink> diagnostics = std::make_unique<DiagnosticSink>(*sources);
  std::unique_ptr<ast::AstContext> context = std::make_unique<ast::AstContext>();
  ast::TranslationUnit* unit = nullptr;

  std::string diagnosticsText() const;  // clang style, every diagnostic
  std::string dump() const;             // ast::dumpAst
};

Parsed parseText(const std::string& text, PreprocessorOptions options = {});
// `displayPath` is how the file is named in diagnostics and dumps (relative, so goldens are portable).
Parsed parseFile(const std::filesystem::path& path, const std::string& displayPath, PreprocessorOptions options = {});

// The .cg files directly in a folder of the source tree, sorted.
std::vector<std::filesystem::path> cgFilesIn(const std::string& folder);
std::vector<std::string> cgFileStems(const std::string& folder);

// A compact rendering of an expression for assertions: (+ a (* b c)), (call f a b), (. p xyz), ...
std::string sexpr(const ast::Expr* expr);

}  // namespace cgx::test
