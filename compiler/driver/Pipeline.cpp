#include "driver/Pipeline.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>

#include "ast/Ast.h"
#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "parse/Parser.h"
#include "ir/Types.h"
#include "preprocess/Preprocessor.h"
#include "ir/Dump.h"
#include "lower/Lower.h"
#include "passes/Pipeline.h"
#include "sema/Sema.h"
#include "support/LargeStack.h"
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

// Profiles without loop instructions: every loop must unroll (C5013 otherwise). Measured with cgc 3.1 on a
// loop bounded by a uniform. Until profiles are data files (profiles/), this is the one profile fact the
// pipeline needs. The default profile (vs_1_1) is one of them.
bool profileRunsLoops(const std::string& profile) {
  static const char* const kNoLoops[] = {"arbvp1", "vp20",   "vs_1_1", "vs_2_0", "arbfp1", "fp20",
                                         "fp30",   "ps_1_1", "ps_1_2", "ps_1_3", "ps_2_0", "ps_2_x"};
  std::string name = profile.empty() ? "vs_1_1" : profile;
  for (const char* p : kNoLoops)
    if (name == p) return false;
  return true;
}

sema::SemaOptions semaOptions(const DriverOptions& options) {
  sema::SemaOptions result;
  result.entry = options.entry;
  result.noEntry = options.noEntry;
  if (!options.profile.empty()) result.profile = options.profile;
  result.stage = sema::stageOfProfile(result.profile);
  return result;
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

int runCompiler(const DriverOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  SourceManager sources;
  DiagnosticSink sink(sources);
  if (options.noWarnAll) sink.silenceAllWarnings();
  for (unsigned number : options.noWarnNumbers) sink.silenceWarning(static_cast<DiagCode>(number));

  std::optional<FileId> mainFile = openInput(options, in, sources, sink);
  if (!mainFile) {
    printDiagnostics(sink, options.diagnosticStyle, err);
    return kExitErrors;
  }

  // cgc prints the file name to stdout before compiling (not for -E). cgxc does the same unless stdout
  // carries the output (-E, or -dump-ast without -o).
  bool chatty = !options.quiet;
  if (chatty && options.action != Action::Preprocess &&
      !((options.action == Action::DumpAst || options.action == Action::DumpIr) && writesToStdout(options))) {
    out << sources.path(*mainFile) << '\n';
    out.flush();
  }

  PreprocessorOptions ppOptions;
  ppOptions.includePaths = options.includePaths;
  ppOptions.macros = options.macros;

  std::string output;
  try {
    runWithLargeStack([&] {
      Preprocessor preprocessor(sources, sink, ppOptions);
      PreprocessedUnit unit = preprocessor.run(*mainFile);
      if (options.action == Action::Preprocess) {
        output = printPreprocessed(unit, sources);
        return;
      }
      if (sink.tooManyErrors()) return;
      ast::AstContext context;
      ast::TranslationUnit* translationUnit = parseTranslationUnit(unit, context, sink);
      if (options.action == Action::DumpAst) {
        output = ast::dumpAst(*translationUnit, sources);
        return;
      }
      if (sink.tooManyErrors()) return;
      ir::TypeTable types;
      sema::SemaResult checked = sema::analyze(*translationUnit, types, sink, semaOptions(options));
      bool generate = options.action == Action::DumpIr || (options.action == Action::Compile && !options.syntaxOnly);
      if (!generate || !checked.ok) return;
      if (checked.entry == nullptr) {
        if (options.action == Action::DumpIr)
          sink.report(DiagCode::UsageError, SourceLoc{}, "-dump-ir needs an entry function (not -noentry)");
        return;
      }
      ir::Module module = lower::lower(checked, *translationUnit, types, sink);
      if (sink.hasErrors()) return;
      passes::PassOptions passOptions;
      passOptions.requireNoLoops = !profileRunsLoops(options.profile);
      if (!passes::runPipeline(module, passOptions, sink)) return;
      output = ir::dump(module);
    });
  } catch (const std::exception& e) {
    printDiagnostics(sink, options.diagnosticStyle, err);
    err << "cgxc: internal compiler error: " << e.what() << '\n';
    return kExitInternalError;
  }

  printDiagnostics(sink, options.diagnosticStyle, err);
  bool ok = !sink.hasErrors();

  if (options.action == Action::Preprocess || options.action == Action::DumpAst ||
      (options.action == Action::DumpIr && ok)) {
    if (!writeOutput(options, output, out, err)) ok = false;
  } else if (!options.syntaxOnly && ok) {
    err << "cgxc: note: no code generation yet (profile limits and the GLSL back end are later work): the "
           "program was checked and lowered to IR only (see -dump-ir)"
        << (writesToStdout(options) ? "" : ", and '" + options.outputFile + "' was not written") << '\n';
  }

  if (chatty && options.action != Action::Preprocess) {
    err << countLines(sources.text(*mainFile)) << " lines, " << sink.warningCount() << " warnings, "
        << sink.errorCount() << " errors.\n";
  }
  return ok ? kExitSuccess : kExitErrors;
}

}  // namespace cgx::driver
