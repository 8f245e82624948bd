#include "driver/Compile.h"

#include <exception>
#include <sstream>

#include "driver/CompileUnit.h"
#include "profile/ProfileTable.h"

namespace cgx::driver {

std::string IrProgram::renderDiagnostics(DiagnosticStyle style) const {
  std::ostringstream text;
  DiagnosticFormatter formatter(*sources, style);
  for (const Diagnostic& diagnostic : sink->diagnostics()) formatter.print(text, diagnostic);
  return text.str();
}

IrProgram compileToIr(const SourceProgram& program) {
  IrProgram result;
  result.sources = std::make_unique<SourceManager>();
  result.sink = std::make_unique<DiagnosticSink>(*result.sources);
  DriverOptions options;
  options.action = Action::Compile;
  options.entry = program.entry;
  options.profile = program.profile;
  options.profileOptions = program.profileOptions;
  options.macros = program.macros;
  options.includePaths = program.includePaths;
  options.input = program.fileName;
  const profile::Profile* target = profile::findProfile(effectiveProfile(options));
  result.fragment = target != nullptr && target->stage == profile::Stage::Fragment;
  FileId file = result.sources->addBuffer(program.fileName, program.source);
  try {
    CompileResult compiled = compileUnit(options, file, *result.sources, *result.sink, /*keepModule=*/true);
    result.types = std::move(compiled.types);
    result.module = std::move(compiled.module);
  } catch (const std::exception& e) {
    result.sink->report(DiagCode::InternalCompilerError, SourceLoc{}, std::string("internal compiler error: ") + e.what());
    result.module.reset();
  }
  return result;
}

}  // namespace cgx::driver
