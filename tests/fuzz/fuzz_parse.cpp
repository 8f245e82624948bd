// libFuzzer target: preprocessor and parser. The input is a source file; the AST is dumped (every node's
// span and fields visited) and every diagnostic rendered. A crash, a sanitizer report, an escaped
// exception, a timeout, a null translation unit or C1602 is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "FuzzSupport.h"
#include "ast/Ast.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "support/LargeStack.h"
#include "support/SourceManager.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::runWithLargeStack([&] {
    cgx::SourceManager sources;
    cgx::DiagnosticSink sink(sources);
    cgx::FileId file =
        sources.addBuffer("/nonexistent-cgx-fuzz/input.cg", std::string(reinterpret_cast<const char*>(data), size));
    cgx::Preprocessor preprocessor(sources, sink, cgx::PreprocessorOptions{});
    cgx::PreprocessedUnit unit = preprocessor.run(file);
    cgx::ast::AstContext context;
    cgx::ast::TranslationUnit* translationUnit = cgx::parseTranslationUnit(unit, context, sink);
    if (translationUnit == nullptr) cgx::fuzz::finding("parseTranslationUnit returned null", "");
    (void)cgx::ast::dumpAst(*translationUnit, sources);
    cgx::fuzz::renderDiagnostics(sink);
    cgx::fuzz::checkNoInternalError(sink);
  });
  return 0;
}
