// libFuzzer target: the preprocessor alone. The input is a source file (with -D FUZZ=2 and -D F(x)=x+x
// defined, so seeds that test them expand); its token stream is printed as -E -C would, and every diagnostic
// rendered. A crash, a sanitizer report, an escaped exception, a timeout or C1602 is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "FuzzSupport.h"
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
    options.macros.push_back(cgx::MacroCommand{cgx::MacroCommand::Kind::Define, "F(x)", "x+x"});
    // As -E -C: the tokens are the same either way, and printing the kept comments is the path with more to go wrong.
    options.keepComments = true;
    cgx::Preprocessor preprocessor(sources, sink, options);
    cgx::PreprocessedUnit unit = preprocessor.run(file);
    (void)cgx::printPreprocessed(unit, sources);
    cgx::fuzz::renderDiagnostics(sink);
    cgx::fuzz::checkNoInternalError(sink);
  });
  return 0;
}
