// libFuzzer target: the GLSL writer in every dialect, with glslang (in process) validating what it writes.
// The last two bytes of the input choose the dialect (110, 120, 150, 330, 100, 300es) and stage
// (glslv/glslf/glslg) and the entry (one of the functions the program defines); the rest is the source,
// compiled as cgxc -profile glslv|glslf|glslg -glsl VERSION would. A crash, a sanitizer report, an escaped exception, a timeout,
// C1602, or GLSL that glslang rejects is a finding (cgx must diagnose what a dialect cannot express, C1600,
// rather than write it).
#include <cstddef>
#include <cstdint>
#include <string>

#include "FuzzSupport.h"
#include "GlslangCheck.h"
#include "driver/CompileUnit.h"
#include "support/LargeStack.h"
#include "support/SourceManager.h"

namespace {

constexpr const char* kVersions[] = {"110", "120", "150", "330", "100", "300es"};
constexpr const char* kProfiles[] = {"glslv", "glslf", "glslg"};
constexpr const char* kStages[] = {"vert", "frag", "geom"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::fuzz::SplitInput input = cgx::fuzz::splitInput(data, size, 2);
  cgx::runWithLargeStack([&] {
    const std::size_t stage = input.choice(0) % std::size(kProfiles);
    const char* version = kVersions[(input.choice(0) / std::size(kProfiles)) % std::size(kVersions)];
    cgx::driver::DriverOptions options;
    options.profile = kProfiles[stage];
    options.glslVersion = version;
    options.entry = cgx::fuzz::chooseEntry(input.source, input.choice(1));
    options.input = "/nonexistent-cgx-fuzz/input.cg";
    options.reflectFile = "<memory>";
    cgx::SourceManager sources;
    cgx::DiagnosticSink sink(sources);
    cgx::FileId file = sources.addBuffer(options.input, input.source);
    cgx::driver::CompileResult result = cgx::driver::compileUnit(options, file, sources, sink);
    cgx::fuzz::renderDiagnostics(sink);
    cgx::fuzz::checkNoInternalError(sink);
    if (!result.wroteGlsl || sink.hasErrors()) return;
    std::string errors = cgx::test::glslangLog(result.glsl, kStages[stage]);
    if (!errors.empty())
      cgx::fuzz::finding("glslang rejects the GLSL cgx wrote (" + std::string(version) + ", entry " + options.entry + ")",
                         errors + "\n--- GLSL ---\n" + result.glsl);
  });
  return 0;
}
