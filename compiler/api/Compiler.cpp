// include/cgx/Compiler.h over the driver: the arguments go through cgxc's own parser (Options.cpp) and the
// compile through compileToGlsl (Compile.h), the path libCg and the viewer take, so the API, cgxc and libCg
// cannot disagree about what an option means.
#include <cgx/Compiler.h>

#include <exception>
#include <filesystem>

#include "diag/InternalErrorReport.h"
#include "driver/Compile.h"
#include "driver/Options.h"
#include "glsl/Dialect.h"
#include "profile/ProfileTable.h"
#include "support/SourceManager.h"

namespace cgx {

namespace {

// What in a parsed command line asks for something the API does not return (another output, another
// action): rejected rather than ignored, as a caller who passes -o or -E expects it to have an effect.
std::string unsupportedOption(const driver::DriverOptions& options) {
  if (options.action != driver::Action::Compile || options.syntaxOnly) return "an action other than compiling";
  if (!options.outputFile.empty()) return "-o";
  if (!options.reflectFile.empty()) return "-reflect (the reflection is returned)";
  if (options.printResources) return "-resources";
  if (!options.profileMatrix.empty()) return "-profiles";
  if (options.noEntry) return "-noentry";
  if (options.noWarnAll || !options.noWarnNumbers.empty()) return "-nowarn";
  if (options.strictLimits) return "-strict-limits";
  return {};
}

// -glsl N, else the glslv/glslf profile's -po version=N, else 110 (as the header says).
std::string glslVersionOf(const driver::DriverOptions& options) {
  if (!options.glslVersion.empty()) return options.glslVersion;
  for (const std::string& option : options.profileOptions)
    if (option.rfind("version=", 0) == 0) return option.substr(8);
  return "110";
}

CompiledShader compile(std::string_view source, const std::string& entry, const std::string& profile,
                       const std::vector<std::string>& arguments, const std::string& fileName) {
  CompiledShader result;
  if (profile::findProfile(profile) == nullptr) {  // as Context::createProgram says it
    result.status = Status(ErrorCode::InvalidProfile, "unknown profile '" + profile + "'");
    return result;
  }
  // Entry and profile last, so that they win over any in `arguments`; "-" stands for the input, `source`
  // (a file name among the arguments is a second input, which the parser rejects).
  std::vector<std::string> args = arguments;
  args.insert(args.end(), {"-entry", entry, "-profile", profile, "-"});
  const driver::CommandLine line = driver::parseCommandLine(args);
  if (!line.errors.empty()) {
    result.status = Status(ErrorCode::InvalidArgument, line.errors.front());
    return result;
  }
  if (std::string unsupported = unsupportedOption(line.options); !unsupported.empty()) {
    result.status = Status(ErrorCode::InvalidArgument, "compileToGlsl does not take " + unsupported);
    return result;
  }
  const std::string version = glslVersionOf(line.options);
  if (!glsl::Dialect::parse(version)) {  // an argument's fault, whichever option named it (-glsl, -po version=)
    result.status = Status(ErrorCode::InvalidArgument, "unknown GLSL version '" + version + "'");
    return result;
  }
  driver::SourceProgram program;
  program.source = std::string(source);
  program.fileName = fileName;
  program.entry = entry;
  program.profile = profile;
  program.profileOptions = line.options.profileOptions;
  program.macros = line.options.macros;
  program.includePaths = line.options.includePaths;
  const driver::GlslProgram glsl = driver::compileToGlsl(program, version);
  result.diagnostics = glsl.renderDiagnostics(line.options.diagnosticStyle);
  if (glsl.sink->hasInternalError()) {
    result.status = Status(ErrorCode::InternalError, "internal compiler error (C1602): a bug in cgx");
  } else if (!glsl.ok()) {
    result.status = Status(ErrorCode::CompileError, "'" + fileName + "' did not compile");
  } else {
    result.glsl = glsl.glsl;
    result.reflection = glsl.reflection;
  }
  return result;
}

}  // namespace

CompiledShader compileToGlsl(std::string_view source, const std::string& entry, const std::string& profile,
                             const std::vector<std::string>& arguments, const std::string& fileName) {
  try {
    return compile(source, entry, profile, arguments, fileName);
  } catch (...) {  // nothing throws across the API (std::bad_alloc included)
    CompiledShader result;
    result.status = Status(ErrorCode::InternalError,
                           describeCaughtException(CompilerStage::Driver, std::current_exception()));
    return result;
  }
}

CompiledShader compileFileToGlsl(const std::string& path, const std::string& entry, const std::string& profile,
                                 const std::vector<std::string>& arguments) {
  try {
    // The SourceManager reads it as cgxc does (its size limit included).
    SourceManager sources;
    std::error_code ec;
    std::optional<FileId> file;
    if (!std::filesystem::is_directory(path, ec)) file = sources.openFile(path);
    if (!file) {
      CompiledShader result;
      result.status = Status(ErrorCode::FileError, "cannot read '" + path + "'");
      return result;
    }
    return compile(sources.text(*file), entry, profile, arguments, path);
  } catch (...) {
    CompiledShader result;
    result.status = Status(ErrorCode::InternalError,
                           describeCaughtException(CompilerStage::Driver, std::current_exception()));
    return result;
  }
}

}  // namespace cgx
