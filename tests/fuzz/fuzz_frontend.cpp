// libFuzzer target over the whole front end: an in-memory buffer is preprocessed and parsed, the AST is
// dumped, the token stream printed as -E would, the unit type-checked as a vertex program with entry `main`
// and, when sema accepts it, lowered to IR that must pass the validator before and after the passes, then
// allocated and checked against three profiles (listing and reflection included); every diagnostic is rendered in
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
#include "profile/Allocation.h"
#include "profile/Checks.h"
#include "profile/CostEstimate.h"
#include "profile/ProfileTable.h"
#include "profile/Report.h"
#include "profile/UniformUsage.h"
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
          bool optimized = false;
          try {
            optimized = cgx::passes::runPipeline(module, passOptions, sink);
          } catch (const std::logic_error&) {
            __builtin_trap();
          }
          // The profile checker, with listing and reflection, for a vertex profile of each kind.
          if (optimized)
            for (const char* name : {"arbvp1", "vs_2_0", "glslv"}) {
              const cgx::profile::Profile& profile = *cgx::profile::findProfile(name);
              std::vector<cgx::profile::UniformUsage> uniforms = cgx::profile::analyzeUniforms(module);
              cgx::profile::Allocation allocation = cgx::profile::allocateResources(module, profile, uniforms, sink);
              cgx::profile::CostEstimate cost = cgx::profile::estimateCost(module, profile);
              cgx::profile::checkProfileLimits(module, profile, allocation, uniforms, cost, {}, sink);
              cgx::profile::ProgramReport report{&module, &profile, &allocation, &cost, "main"};
              (void)cgx::profile::resourceListing(report);
              (void)cgx::profile::reflectionJson(report);
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
