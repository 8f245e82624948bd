// cgxc's pipeline: read the input, run the stages the options ask for, render the diagnostics, write the
// output: preprocess, parse, sema, lowering, the IR passes and the profile checks (compiler/profile).
//
// Exit status: 0 success (warnings allowed), 1 when an error was diagnosed (including an unreadable input,
// C0159, or an output file that cannot be written), 2 for a bad command line (C0162), 3 for an internal
// error (C1602 was reported, with the stage and span: always a cgx bug).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "driver/Options.h"

namespace cgx::driver {

inline constexpr int kExitSuccess = 0;
inline constexpr int kExitErrors = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitInternalError = 3;

// Prints each usage error as a C0162 diagnostic in the requested style and returns kExitUsage.
int reportUsageErrors(const CommandLine& commandLine, std::ostream& err);

// cgxc's whole command line (the arguments after the program's name): its usage errors, -help, -v, or the
// compile. main.cpp runs it on the process's streams; the tests that compile many programs run it in
// process (tests/cli/InProcessCgxc.h), which spares each compile the sanitizer build's process start-up.
int runCommandLine(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
                   std::ostream& err);

// Runs a parsed command line whose action is Compile, Preprocess, Dependencies, DumpAst or DumpIr. `in` is
// read for input "-". With -l FILE what would go to `err` goes to that file.
int runCompiler(const DriverOptions& options, std::istream& in, std::ostream& out, std::ostream& err);

// -profiles all|a,b,c: compiles the input once per profile and prints one line each (fits, constant
// registers, instruction and temporary estimates, the first error). Exit 0 when it fits at least one.
int runProfileMatrix(const DriverOptions& options, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace cgx::driver
