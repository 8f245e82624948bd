// libFuzzer target over the whole front end: an in-memory buffer is preprocessed and parsed, the AST is
// dumped, the token stream printed as -E would, and every diagnostic rendered in both styles, so the
// formatter's caret code sees whatever bytes the fuzzer invents. Runs on a large-stack thread like cgxc
// (a thread per input; measured: reusing one thread gains only about 10% executions a second).
//
// Build and run: tools/fuzz.sh (clang, -fsanitize=fuzzer,address,undefined). A crash, a sanitizer report,
// an escaped exception or a timeout is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "ast/Ast.h"
#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "support/LargeStack.h"
#include "support/SourceManager.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::runWithLargeStack([&] {
    cgx::SourceManager sources;
    cgx::DiagnosticSink sink(sources);
    // A display name in a folder that does not exist, so `#include "x"` finds nothing relative to it.
    cgx::FileId file =
        sources.addBuffer("/nonexistent-cgx-fuzz/input.cg", std::string(reinterpret_cast<const char*>(data), size));
    cgx::PreprocessorOptions options;
    options.macros.push_back(cgx::MacroCommand{cgx::MacroCommand::Kind::Define, "FUZZ", "2"});
    cgx::Preprocessor preprocessor(sources, sink, options);
    cgx::PreprocessedUnit unit = preprocessor.run(file);
    std::string preprocessed = cgx::printPreprocessed(unit, sources);

    cgx::ast::AstContext context;
    cgx::ast::TranslationUnit* translationUnit = cgx::parseTranslationUnit(unit, context, sink);
    if (translationUnit == nullptr) __builtin_trap();  // the contract: never nullptr
    std::string dump = cgx::ast::dumpAst(*translationUnit, sources);

    std::ostringstream rendered;
    cgx::DiagnosticFormatter clang(sources, cgx::DiagnosticStyle::Clang);
    cgx::DiagnosticFormatter cgc(sources, cgx::DiagnosticStyle::Cgc);
    for (const cgx::Diagnostic& diagnostic : sink.diagnostics()) {
      clang.print(rendered, diagnostic);
      cgc.print(rendered, diagnostic);
    }
  });
  return 0;
}
