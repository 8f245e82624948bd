// libFuzzer target: the whole compiler as cgxc runs it (driver::compileUnit: preprocess, parse, sema,
// lowering, the IR passes with the validator after each, the profile checks with -resources listing and
// -reflect JSON, and the GLSL writer for the glsl profiles). The last two bytes of the input choose the
// profile (any of profiles/*.json) and the entry (one of the functions the program defines), the rest is
// the source. A crash, a sanitizer report, an escaped exception, a timeout or C1602 is a finding.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "FuzzSupport.h"
#include "driver/CompileUnit.h"
#include "profile/ProfileTable.h"
#include "support/LargeStack.h"
#include "support/SourceManager.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::fuzz::SplitInput input = cgx::fuzz::splitInput(data, size, 2);
  cgx::runWithLargeStack([&] {
    std::span<const cgx::profile::Profile> profiles = cgx::profile::allProfiles();
    cgx::driver::DriverOptions options;
    options.profile = profiles[input.choice(0) % profiles.size()].name;
    options.entry = cgx::fuzz::chooseEntry(input.source, input.choice(1));
    options.input = "/nonexistent-cgx-fuzz/input.cg";
    options.printResources = true;
    options.reflectFile = "<memory>";
    cgx::SourceManager sources;
    cgx::DiagnosticSink sink(sources);
    cgx::FileId file = sources.addBuffer(options.input, input.source);
    (void)cgx::driver::compileUnit(options, file, sources, sink);
    cgx::fuzz::renderDiagnostics(sink);
    cgx::fuzz::checkNoInternalError(sink);
  });
  return 0;
}
