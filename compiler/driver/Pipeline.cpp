#include "driver/Pipeline.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>

#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "driver/CompileUnit.h"
#include "driver/Dependencies.h"
#include "profile/ProfileTable.h"
#include "reflect/Json.h"
#include "support/SourceManager.h"

namespace cgx::driver {

namespace {

constexpr const char* kStdinName = "<stdin>";

std::string lowercaseFirst(std::string s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') s[0] = static_cast<char>(s[0] - 'A' + 'a');
  return s;
}

// Why `path` cannot be read, for C0159 (SourceManager only says that it cannot).
std::string unreadableReason(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return "is a directory";
  errno = 0;
  if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
    std::fclose(f);
    return "read error";
  }
  return lowercaseFirst(errno != 0 ? std::strerror(errno) : "cannot open");
}

std::optional<FileId> openInput(const DriverOptions& options, std::istream& in, SourceManager& sources,
                                DiagnosticSink& sink) {
  if (options.input == "-") {
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) {
      sink.report(DiagCode::CannotReadInput, SourceLoc{}, "cannot read standard input");
      return std::nullopt;
    }
    return sources.addBuffer(kStdinName, std::move(text));
  }
  std::error_code ec;
  if (!std::filesystem::is_directory(options.input, ec))
    if (std::optional<FileId> file = sources.openFile(options.input)) return file;
  sink.report(DiagCode::CannotReadInput, SourceLoc{},
              "cannot read input file '" + options.input + "': " + unreadableReason(options.input));
  return std::nullopt;
}

std::size_t countLines(std::string_view text) {
  std::size_t lines = 0;
  for (char c : text) lines += c == '\n';
  if (!text.empty() && text.back() != '\n') ++lines;
  return lines;
}

void printDiagnostics(const DiagnosticSink& sink, DiagnosticStyle style, std::ostream& err) {
  DiagnosticFormatter formatter(sink.sources(), style);
  for (const Diagnostic& diagnostic : sink.diagnostics()) formatter.print(err, diagnostic);
}

bool writesToStdout(const DriverOptions& options) {
  return options.outputFile.empty() || options.outputFile == "-";
}

// Returns false (after printing why) when the output file cannot be written.
bool writeOutput(const DriverOptions& options, const std::string& text, std::ostream& out, std::ostream& err) {
  if (writesToStdout(options)) {
    out << text;
    out.flush();
    return true;
  }
  std::ofstream file(options.outputFile, std::ios::binary | std::ios::trunc);
  if (file) file << text;
  if (file) file.close();
  if (!file) {
    int saved = errno;
    err << "cgxc: fatal error " << diagCodeString(DiagCode::CannotWriteOutput) << ": cannot write output file '"
        << options.outputFile
        << "': " << lowercaseFirst(saved != 0 ? std::strerror(saved) : "write error") << '\n';
    return false;
  }
  return true;
}

// The profiles -profiles names: "all" is every profile of the program's stage (found by checking the
// program as glslv, glslf and glslg, which have no limits but a geometry program's), or every profile if
// none accepts it. Empty after printing an internal error (C1602) of a probe.
std::vector<std::string> matrixProfiles(const DriverOptions& options, const std::string& inputText, std::ostream& err) {
  if (options.profileMatrix != std::vector<std::string>{"all"}) return options.profileMatrix;
  std::vector<std::string> names;
  std::vector<profile::Stage> stages;
  for (auto [name, stage] : {std::pair{"glslv", profile::Stage::Vertex}, std::pair{"glslf", profile::Stage::Fragment},
                             std::pair{"glslg", profile::Stage::Geometry}}) {
    DriverOptions probe = options;
    probe.profile = name;
    probe.syntaxOnly = true;
    SourceManager sources;
    DiagnosticSink sink(sources);
    FileId file = sources.addBuffer(options.input, inputText);
    compileUnit(probe, file, sources, sink);
    if (sink.hasInternalError()) {
      printDiagnostics(sink, options.diagnosticStyle, err);
      return {};
    }
    if (!sink.hasErrors()) stages.push_back(stage);
  }
  for (const profile::Profile& p : profile::allProfiles())
    if (stages.empty() || std::find(stages.begin(), stages.end(), p.stage) != stages.end()) names.push_back(p.name);
  return names;
}

std::string padded(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string limitText(std::uint32_t used, const std::optional<std::uint32_t>& limit, const char* prefix = "") {
  return std::string(prefix) + std::to_string(used) + "/" + (limit ? std::to_string(*limit) : std::string("-"));
}

}  // namespace

int reportUsageErrors(const CommandLine& commandLine, std::ostream& err) {
  SourceManager sources;
  DiagnosticSink sink(sources);
  sink.setErrorLimit(0);
  for (const std::string& message : commandLine.errors) sink.report(DiagCode::UsageError, SourceLoc{}, message);
  if (!sink.diagnostics().empty()) {
    // The hint goes on the last error only, so a long list does not repeat it.
    Diagnostic last = sink.diagnostics().back();
    last.notes.push_back(DiagNote{SourceSpan{}, "run 'cgxc -help' for the list of options"});
    DiagnosticFormatter formatter(sources, commandLine.options.diagnosticStyle);
    for (std::size_t i = 0; i + 1 < sink.diagnostics().size(); ++i) formatter.print(err, sink.diagnostics()[i]);
    formatter.print(err, last);
  }
  return kExitUsage;
}

namespace {

// -M/-MD's targets: -MT/-MQ, else -o FILE, else the input with .asm (cgc's default output name).
std::vector<std::string> dependencyTargets(const DriverOptions& options) {
  if (!options.depTargets.empty()) return options.depTargets;
  if (!writesToStdout(options)) return {quoteForMake(options.outputFile)};
  return {quoteForMake(replaceExtension(options.input, ".asm"))};
}

// Where -MD writes the rule: -MF, else the output, else the input, with .d.
std::string dependencyFile(const DriverOptions& options) {
  if (!options.depFile.empty()) return options.depFile;
  return replaceExtension(writesToStdout(options) ? options.input : options.outputFile, ".d");
}

// Standard input has no name to derive the rule's target or file from.
bool dependencyNamesKnown(const DriverOptions& options, DiagnosticSink& sink) {
  bool needTarget = options.depTargets.empty() && writesToStdout(options);
  bool needFile = options.writeDependencies && options.depFile.empty() && writesToStdout(options);
  if (options.input != "-" || (!needTarget && !needFile)) return true;
  sink.report(DiagCode::UsageError, SourceLoc{},
              std::string(needTarget ? "-MT TARGET" : "-MF FILE") + " is needed with standard input (or -o FILE)");
  return false;
}

int compileOne(const DriverOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  if (options.printVersion) err << "cgxc version " << versionString() << '\n';  // cgc: "to listing"
  SourceManager sources;
  DiagnosticSink sink(sources);
  if (options.noWarnAll) sink.silenceAllWarnings();
  for (unsigned number : options.noWarnNumbers) sink.silenceWarning(static_cast<DiagCode>(number));

  bool dependencies = options.action == Action::Dependencies || options.writeDependencies;
  std::optional<CompileRequest> request = resolveRequest(options, sink);
  if (!request || (dependencies && !dependencyNamesKnown(options, sink))) {
    printDiagnostics(sink, options.diagnosticStyle, err);
    return kExitUsage;
  }
  std::optional<FileId> mainFile = openInput(options, in, sources, sink);
  if (!mainFile) {
    printDiagnostics(sink, options.diagnosticStyle, err);
    return kExitErrors;
  }

  // cgc prints the file name to stdout before compiling (not for -E). cgxc does the same unless stdout
  // carries the output (-E, -M, -dump-*, -resources without -o), or the run only checks an explicit
  // -profile: then success is silent, like cgc -q, so CI logs show only what failed.
  bool generates = options.action == Action::Compile && !options.syntaxOnly;
  bool writesGlsl = generates && !options.noCode && request->dialect.has_value();
  bool stdoutCarriesOutput = (options.action == Action::DumpAst || options.action == Action::DumpIr ||
                              options.printResources || writesGlsl) &&
                             writesToStdout(options);
  stdoutCarriesOutput = stdoutCarriesOutput || (options.action == Action::Dependencies && options.depFile.empty());
  bool profileCheckOnly = generates && !options.profile.empty() && !options.printResources && !writesGlsl;
  bool chatty = !options.quiet && !profileCheckOnly;
  bool textOutput = options.action == Action::Preprocess || options.action == Action::Dependencies;
  if (chatty && !textOutput && !stdoutCarriesOutput) {
    out << sources.path(*mainFile) << '\n';
    out.flush();
  }

  CompileResult result = compileUnit(*request, *mainFile, sources, sink);
  printDiagnostics(sink, options.diagnosticStyle, err);
  if (sink.hasInternalError()) return kExitInternalError;  // C1602 says what and where; nothing is written
  bool ok = !sink.hasErrors();

  std::string rule;
  if (dependencies) rule = makeRule(dependencyTargets(options), options.input, result.includedFiles,
                                    options.phonyHeaderTargets);
  bool writes = options.action == Action::Preprocess || options.action == Action::DumpAst ||
                (options.action == Action::DumpIr && ok) || (options.printResources && ok && result.profileChecked);
  if (options.action == Action::Dependencies) {
    // -M/-MM: the rule instead of code, to -MF FILE or stdout (cgc does not send it to -o).
    DriverOptions target = options;
    target.outputFile = options.depFile;
    if (ok && !writeOutput(target, rule, out, err)) ok = false;
  } else if (writes) {
    if (!writeOutput(options, result.output, out, err)) ok = false;
  } else if (writesGlsl) {
    if (ok && result.wroteGlsl && !writeOutput(options, result.glsl, out, err)) ok = false;
  } else if (generates && !options.noCode && ok && (chatty || !writesToStdout(options))) {
    err << "cgxc: note: no code is written for " << request->profileName
        << " (cgx writes GLSL: -profile glslv|glslf|glslg, or -glsl 110|120|150|330|100|300es with any profile); the "
           "program was checked against the profile's limits"
        << (writesToStdout(options) ? "" : ", and '" + options.outputFile + "' was not written") << '\n';
  }
  if (!options.reflectFile.empty() && ok && result.profileChecked) {
    DriverOptions reflectTarget = options;
    reflectTarget.outputFile = options.reflectFile;
    if (result.reflection && !writeOutput(reflectTarget, reflect::toJson(*result.reflection), out, err)) ok = false;
  }
  // -MD/-MMD: the rule beside the compile's output, when the compile succeeded (as gcc, so that a failed
  // build does not leave a rule for an output that was never written).
  if (options.writeDependencies && options.action == Action::Compile && ok) {
    DriverOptions depTarget = options;
    depTarget.outputFile = dependencyFile(options);
    if (!writeOutput(depTarget, rule, out, err)) ok = false;
  }

  if ((chatty || (!ok && !options.quiet)) && !textOutput) {
    err << countLines(sources.text(*mainFile)) << " lines, " << sink.warningCount() << " warnings, "
        << sink.errorCount() << " errors.\n";
  }
  return ok ? kExitSuccess : kExitErrors;
}

}  // namespace

int runCompiler(const DriverOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  if (!options.profileMatrix.empty()) return runProfileMatrix(options, in, out, err);
  if (options.listingFile.empty()) return compileOne(options, in, out, err);
  // -l FILE: what would go to stderr (the diagnostics and the summary) goes to the listing, as in cgc.
  std::ostringstream listing;
  int status = compileOne(options, in, out, listing);
  DriverOptions listingTarget = options;
  listingTarget.outputFile = options.listingFile;
  if (!writeOutput(listingTarget, listing.str(), out, err)) return status == kExitSuccess ? kExitErrors : status;
  return status;
}

int runProfileMatrix(const DriverOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string text;
  {
    SourceManager sources;
    DiagnosticSink sink(sources);
    std::optional<FileId> file = openInput(options, in, sources, sink);
    if (!file) {
      printDiagnostics(sink, options.diagnosticStyle, err);
      return kExitErrors;
    }
    text = std::string(sources.text(*file));
  }
  std::vector<std::string> names = matrixProfiles(options, text, err);
  if (names.empty()) return kExitInternalError;  // an internal error in the stage probe, printed
  out << padded("profile", 8) << padded("fits", 6) << padded("constants", 11) << padded("instructions", 14)
      << padded("temps", 8) << "first failure\n";
  bool anyFits = false;
  for (const std::string& name : names) {
    DriverOptions one = options;
    one.profile = name;
    one.printResources = false;
    one.reflectFile.clear();
    one.action = Action::Compile;
    one.syntaxOnly = false;
    SourceManager sources;
    DiagnosticSink sink(sources);
    sink.silenceAllWarnings();
    FileId file = sources.addBuffer(options.input, text);
    CompileResult result = compileUnit(one, file, sources, sink);
    if (sink.hasInternalError()) {
      err << "cgxc: profile " << name << ":\n";
      printDiagnostics(sink, options.diagnosticStyle, err);
      return kExitInternalError;
    }
    const profile::Profile* p = profile::findProfile(name);
    bool fits = !sink.hasErrors();
    anyFits = anyFits || fits;
    std::string failure;
    if (!fits) {
      const Diagnostic& first = *std::find_if(sink.diagnostics().begin(), sink.diagnostics().end(),
                                              [](const Diagnostic& d) { return d.severity == Severity::Error; });
      failure = diagCodeString(first.code) + ": " + first.message;
    }
    if (p == nullptr) failure = fits ? "no limits known for this profile" : failure;
    std::string constants = "-", instructions = "-", temps = "-";
    if (result.profileChecked && p != nullptr) {
      if (p->target == profile::Target::Assembly && p->constants.registers)
        constants = limitText(result.constantRegisters, p->constants.registers);
      instructions = limitText(result.cost.total(), p->instructions.total, "~");
      temps = limitText(result.cost.temporaries, p->temporaries, "~");
    }
    out << padded(name, 8) << padded(fits ? "yes" : "no", 6) << padded(constants, 11) << padded(instructions, 14)
        << padded(temps, 8) << failure << '\n';
  }
  out.flush();
  return anyFits ? kExitSuccess : kExitErrors;
}

int runCommandLine(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  CommandLine commandLine = parseCommandLine(arguments);
  if (!commandLine.errors.empty()) return reportUsageErrors(commandLine, err);
  switch (commandLine.options.action) {
    case Action::Help:
      out << usageText();
      return kExitSuccess;
    case Action::HelpMarkdown:
      out << flagsMarkdown();
      return kExitSuccess;
    case Action::Version:
      out << "cgxc version " << versionString() << '\n';
      return kExitSuccess;
    default:
      return runCompiler(commandLine.options, in, out, err);
  }
}

}  // namespace cgx::driver
