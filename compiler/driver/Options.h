// cgxc's command line, spelled as NVIDIA's cgc spells it (shared/CG-REFERENCE.md), parsed into a plain
// struct. Parsing never prints and never exits: it returns the options and a list of usage errors, and the
// driver decides how to report them (as C0162 diagnostics, exit status 2).
//
// Accepted:
//   -entry NAME | -noentry        -profile NAME        -po|-profileopts a,b=v   (repeatable)
//   -o FILE                       -DNAME[=V] | -D NAME[=V]   -UNAME | -U NAME   -IDIR | -I DIR
//   -E   -dump-ast   -dump-ir   -fsyntax-only   -q|-quiet   -v|--version   -h|-help|--help
//   -fdiagnostics-format=clang|cgc   -nowarn | -nowarn=N[,N...]   FILE | -   (exactly one input; `--` ends options)
//   -resources   -reflect FILE   -profiles all|a,b   -strict-limits   -glsl 110|120|330|100|300es
// `-oFILE` is deliberately not accepted: cgc has options that begin with -o (-oglsl, -ogles).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "diag/DiagnosticFormatter.h"
#include "preprocess/Preprocessor.h"

namespace cgx::driver {

enum class Action {
  Compile,     // preprocess + parse (+ later stages); a plain run or -fsyntax-only
  Preprocess,  // -E
  DumpAst,     // -dump-ast
  DumpIr,      // -dump-ir
  Help,        // -h, -help, --help
  Version,     // -v, --version
};

struct DriverOptions {
  Action action = Action::Compile;
  bool syntaxOnly = false;  // -fsyntax-only: stop after the front end, never produce code
  std::string entry = "main";
  bool noEntry = false;
  std::string profile;                      // empty: the default profile (decided by later stages)
  std::vector<std::string> profileOptions;  // -po a,b=v gives {"a", "b=v"}; interpreted by later stages
  std::string outputFile;                   // empty or "-": standard output
  std::vector<MacroCommand> macros;         // -D and -U in command-line order
  std::vector<std::string> includePaths;    // -I in order
  VirtualIncludes virtualIncludes;          // searched before the disk (the in-process API's; no flag sets it)
  bool missingIncludeIsError = true;        // PreprocessorOptions: libCg clears it
  bool quiet = false;
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
};

struct CommandLine {
  DriverOptions options;
  std::vector<std::string> errors;  // usage errors, lowercase, no trailing period
};

// `args` excludes argv[0].
CommandLine parseCommandLine(const std::vector<std::string>& args);

std::string usageText();
std::string_view versionString();  // the CMake project version, e.g. "0.1.0"

}  // namespace cgx::driver
