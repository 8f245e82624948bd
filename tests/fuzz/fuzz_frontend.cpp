// libFuzzer target over the whole front end: an in-memory buffer is preprocessed and parsed, the AST is
// dumped, the token stream printed as -E would, the unit type-checked as a vertex program with entry `main`
// and, when sema accepts it, lowered to IR that must pass the validator before and after the passes; every diagnostic is rendered in
// both styles, so the formatter's caret code sees whatever bytes the fuzzer invents. Runs on a large-stack thread like cgxc
// (a thread per input; measured: reusing one thread gains only about 10% executions a second).
//
// Build and run: tools/fuzz.sh (clang, -fsanitize=fuzzer,address,undefined). A crash, a sanitizer report,
// an escaped exception or a timeout is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

#include "ast/Ast.h"
#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "ir/Validator.h"
#include "lower/Lower.h"
#include "parse/Parser.h"
#include "passes/Pipeline.h"
#include "sema/Sema.h"
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

    if (!sink.tooManyErrors()) {
      cgx::ir::TypeTable types;
      cgx::sema::SemaOptions semaOptions;  // vertex stage, entry main
      cgx::sema::SemaResult checked = cgx::sema::analyze(*translationUnit, types, sink, semaOptions);
      if (checked.ok && checked.entry != nullptr) {
        cgx::ir::Module module = cgx::lower::lower(checked, *translationUnit, types, sink);
        // Lowering may decline (C0165); what it produces must be valid IR, and the passes (which validate
        // after each one and throw on a violation) must keep it valid.
        if (!sink.hasErrors()) {
          if (!cgx::ir::validate(module).empty()) __builtin_trap();
          cgx::passes::PassOptions passOptions;
          passOptions.unrollLimit = 64;  // keep each input fast
          try {
            cgx::passes::runPipeline(module, passOptions, sink);
          } catch (const std::logic_error&) {
            __builtin_trap();
          }
        }
      }
    }

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
