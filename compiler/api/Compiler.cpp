// include/cgx/Compiler.h over the driver: the arguments go through cgxc's own parser (Options.cpp) and the
// compile through compileToGlsl (Compile.h), the path libCg and the viewer take, so the API, cgxc and libCg
// cannot disagree about what an option means.
#include <cgx/Compiler.h>

#include <exception>
#include <filesystem>

#include "diag/InternalErrorReport.h"
#include "driver/Compile.h"
#include "driver/Options.h"
#include "driver/Request.h"
#include "glsl/Dialect.h"
#include "profile/ProfileTable.h"
#include "support/SourceManager.h"

namespace cgx {

namespace {

// The arguments a compile to GLSL reads (the header's list): the first argument that is none of them, or
// "". Everything else cgxc takes (-o, -E, -reflect, -nowarn, ...) asks for another output or for what
// compileToGlsl does not do, and is rejected rather than ignored: a caller who passes it expects an effect.
// The values are checked by cgxc's own parser afterwards.
std::string unsupportedArgument(const std::vector<std::string>& arguments) {
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& a = arguments[i];
    if (a == "-D" || a == "-U" || a == "-I" || a == "-po" || a == "-profileopts" || a == "-glsl") {
      ++i;  // its value
      continue;
    }
    const bool attached = a.size() > 2 && (a.rfind("-D", 0) == 0 || a.rfind("-U", 0) == 0 || a.rfind("-I", 0) == 0);
    if (!attached && a.rfind("-fdiagnostics-format=", 0) != 0) return a;
  }
  return {};
}

// -glsl N, else the glslv/glslf profile's -po version=N, else 110 (as the header says).
std::string glslVersionOf(const driver::DriverOptions& options) {
  if (!options.glslVersion.empty()) return options.glslVersion;
  return driver::glslVersionOption(options.profileOptions).value_or(driver::defaultGlslVersion(options.profile));
}

CompiledShader compile(std::string_view source, const std::string& entry, const std::string& profile,
                       const std::vector<std::string>& arguments, const std::string& fileName) {
  CompiledShader result;
  if (profile::findProfile(profile) == nullptr) {  // as Context::createProgram says it
    result.status = Status(ErrorCode::InvalidProfile, "unknown profile '" + profile + "'");
    return result;
  }
  if (std::string unsupported = unsupportedArgument(arguments); !unsupported.empty()) {
    result.status = Status(ErrorCode::InvalidArgument, "compileToGlsl does not take '" + unsupported + "'");
    return result;
  }
  // Entry and profile come as parameters; "-" stands for the input, `source`.
  std::vector<std::string> args = arguments;
  args.insert(args.end(), {"-entry", entry, "-profile", profile, "-"});
  const driver::CommandLine line = driver::parseCommandLine(args);
  if (!line.errors.empty()) {
    result.status = Status(ErrorCode::InvalidArgument, line.errors.front());
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
