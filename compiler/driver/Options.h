// cgxc's command line: every flag of NVIDIA's `cgc -help` (cgc 3.1) with cgc's spelling and argument forms,
// plus cgxc's own. One table (Options.cpp, kFlags) holds each flag's spellings, argument form, help text and
// what it sets; parsing, `cgxc -help`, docs/cgxc-flags.md (`cgxc -help=markdown`) and the "did you mean"
// suggestion for a misspelt flag all come from it. Parsing never prints and never exits: it returns the
// options and a list of usage errors, and the driver reports them (C0162 diagnostics, exit status 2).
//
// This is the syntax only. What the options mean together (the profile, the GLSL dialect, the -po limits)
// is resolved once, with a diagnostic per bad value, by driver/Request.h.
//
// `-oFILE` is deliberately not accepted: cgc has options that begin with -o (-oglsl, -ogles).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/DiagnosticFormatter.h"
#include "preprocess/Preprocessor.h"

namespace cgx::driver {

enum class Action {
  Compile,      // preprocess + parse (+ later stages); a plain run, -fsyntax-only or -nocode
  Preprocess,   // -E
  Dependencies, // -M, -MM: print the make rule of the input and the files it includes; no compile
  DumpAst,      // -dump-ast
  DumpIr,       // -dump-ir
  Help,         // -h, -help, --help
  HelpMarkdown, // -help=markdown: the flag table as docs/cgxc-flags.md
  Version,      // -v, --version without an input (with one, printVersion, and the input is compiled)
};

struct DriverOptions {
  Action action = Action::Compile;
  bool syntaxOnly = false;  // -fsyntax-only: stop after the front end, never produce code
  bool noCode = false;      // -nocode: run every stage (so every error is diagnosed) but write no code
  std::string entry = "main";
  bool noEntry = false;
  std::string profile;                      // empty: the default profile (Request.cpp: vs_1_1, as cgc)
  std::vector<std::string> profileOptions;  // -po a,b=v gives {"a", "b=v"}; resolved by Request.cpp
  std::string outputFile;                   // empty or "-": standard output
  std::string listingFile;                  // -l FILE: diagnostics and the summary go there, not to stderr
  std::vector<MacroCommand> macros;         // -D and -U in command-line order
  std::vector<std::string> includePaths;    // -I in order
  VirtualIncludes virtualIncludes;          // searched before the disk (the in-process API's; no flag sets it)
  bool missingIncludeIsError = true;        // PreprocessorOptions: libCg clears it
  bool quiet = false;
  bool printVersion = false;  // -v, --version
  bool packMatrices = true;  // lower::LowerOptions::packMatrices: off only for the CPU runtime (Compile.cpp)
  DiagnosticStyle diagnosticStyle = DiagnosticStyle::Clang;
  bool noWarnAll = false;               // -nowarn
  std::vector<unsigned> noWarnNumbers;  // -nowarn=7011,7102 (a leading C is accepted: C7011)
  std::string input;                    // "-" reads standard input
  bool printResources = false;          // -resources
  std::string reflectFile;              // -reflect FILE.json
  std::vector<std::string> profileMatrix;  // -profiles all|a,b,c: {"all"} or the names
  bool strictLimits = false;            // -strict-limits
  std::string glslVersion;              // -glsl 110|120|330|100|300es: GLSL for any profile (glslv/glslf:
                                        // also -po version=N); empty: no GLSL unless the profile is glsl*
  std::string commandLine;              // the arguments as given, for the GLSL header comment

  bool noLineMarkers = false;  // -E -P: no #line markers
  bool keepComments = false;   // -E -C: comments kept in the output
  // -M -MM -MD -MMD -MP -MF -MT -MQ, as gcc and cgc have them. -MD/-MMD compile and also write the rule to
  // depFile (default: the output, else the input, with its extension replaced by .d).
  bool writeDependencies = false;       // -MD, -MMD
  bool phonyHeaderTargets = false;      // -MP
  std::string depFile;                  // -MF FILE
  std::vector<std::string> depTargets;  // -MT T (as given), -MQ T (with $ and spaces quoted for make)
  bool noStdlib = false;                // -nostdlib: no Cg standard library functions (sema)
  bool noUniformBlocks = false;         // -no_uniform_blocks: a buffer block is an error (C5222)
  bool fxKeywords = true;               // -fx (the default) / -nofx: parse::ParseOptions::fxKeywords
  // -unroll none|count=N and -maxunrollcount N: the IR passes' unroll budget (passes::PassOptions); the
  // other code generation flags are checked and accepted but choose nothing in cgx (the -help text says).
  std::optional<unsigned> unrollLimit;
  // -type TEXT and -typefile FILE in order: `main.light = PointLight` lines binding interface uniforms to
  // structs, read and checked by TypeBindings.cpp once the program is.
  struct TypeBindingSource {
    bool isFile = false;  // text is a path (-typefile) rather than the binding (-type)
    std::string text;
  };
  std::vector<TypeBindingSource> typeBindings;
};

struct CommandLine {
  DriverOptions options;
  std::vector<std::string> errors;  // usage errors, lowercase, no trailing period
};

// `args` excludes argv[0].
CommandLine parseCommandLine(const std::vector<std::string>& args);

std::string usageText();     // `cgxc -help`
std::string flagsMarkdown(); // `cgxc -help=markdown`: docs/cgxc-flags.md
std::string_view versionString();  // the CMake project version, e.g. "0.1.0"

// Every flag spelling the table has ("-profile", "-po", "-D", ...), for tests and suggestions.
std::vector<std::string_view> flagSpellings();

}  // namespace cgx::driver
