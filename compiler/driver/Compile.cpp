#include "driver/Compile.h"

#include <sstream>

#include "driver/CompileUnit.h"

namespace cgx::driver {

namespace {

std::string render(const SourceManager& sources, const DiagnosticSink& sink, DiagnosticStyle style) {
  std::ostringstream text;
  DiagnosticFormatter formatter(sources, style);
  for (const Diagnostic& diagnostic : sink.diagnostics()) formatter.print(text, diagnostic);
  return text.str();
}

DriverOptions optionsFor(const SourceProgram& program) {
  DriverOptions options;
  options.action = Action::Compile;
  options.entry = program.entry;
  options.profile = program.profile;
  options.profileOptions = program.profileOptions;
  options.macros = program.macros;
  options.includePaths = program.includePaths;
  options.virtualIncludes = program.virtualIncludes;
  options.missingIncludeIsError = program.missingIncludeIsError;
  for (const std::string& binding : program.typeBindings) options.typeBindings.push_back({false, binding});
  options.input = program.fileName;
  options.syntaxOnly = program.syntaxOnly;
  options.noUniformBlocks = !program.uniformBlocks;
  return options;
}

}  // namespace

std::string IrProgram::renderDiagnostics(DiagnosticStyle style) const { return render(*sources, *sink, style); }

std::string GlslProgram::renderDiagnostics(DiagnosticStyle style) const { return render(*sources, *sink, style); }

IrProgram compileToIr(const SourceProgram& program) {
  IrProgram result;
  result.sources = std::make_unique<SourceManager>();
  result.sink = std::make_unique<DiagnosticSink>(*result.sources);
  DriverOptions options = optionsFor(program);
  // The JIT's uniform block keeps the declared types (runtime/cpu reads and writes it in Cg's order); the
  // profile check below then counts a column-major matrix by its rows.
  options.packMatrices = false;
  options.reflectFile = "<memory>";  // asks compileUnit for the reflection; nothing is written
  FileId file = result.sources->addBuffer(program.fileName, program.source);
  std::optional<CompileRequest> request = resolveRequest(options, *result.sink);
  if (!request) return result;
  result.fragment = request->fragment;
  CompileResult compiled = compileUnit(*request, file, *result.sources, *result.sink, /*keepModule=*/true);
  result.types = std::move(compiled.types);
  result.module = std::move(compiled.module);
  result.reflection = std::move(compiled.reflection);
  return result;
}

GlslProgram compileToGlsl(const SourceProgram& program, const std::string& glslVersion) {
  GlslProgram result;
  result.sources = std::make_unique<SourceManager>();
  result.sink = std::make_unique<DiagnosticSink>(*result.sources);
  DriverOptions options = optionsFor(program);
  options.glslVersion = glslVersion;
  options.reflectFile = "<memory>";  // asks compileUnit for the reflection; nothing is written
  options.commandLine = "-profile " + program.profile + " -glsl " + glslVersion + " -entry " + program.entry + " " +
                        program.fileName;
  FileId file = result.sources->addBuffer(program.fileName, program.source);
  CompileResult compiled = compileUnit(options, file, *result.sources, *result.sink);
  if (compiled.wroteGlsl && compiled.reflection && !result.sink->hasErrors()) {
    result.glsl = std::move(compiled.glsl);
    result.reflection = std::move(*compiled.reflection);
  } else if (program.syntaxOnly && compiled.reflection && !result.sink->hasErrors()) {
    result.reflection = std::move(*compiled.reflection);  // the front end's parameters (no resources)
  }
  return result;
}

}  // namespace cgx::driver
