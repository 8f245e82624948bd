// Compiling a program: the source, profile, entry and compiler arguments through cgx's front end to GLSL
// (CG_COMPILED_PROGRAM), the diagnostics into the context's listing (cgc's format), and the compiler's
// reflection into the program's parameter tree.
#pragma once

#include <optional>
#include <string>

#include "State.h"
#include "driver/Options.h"

namespace cgx::libcg {

// Reads a Cg source file for cgCreateProgramFromFile and cgSetCompilerIncludeFile; false when it cannot
// be read or is larger than the limit (64 MB), which is not read into memory.
bool readSourceFile(const char* path, std::string* text);

// A virtual include file's name as the context's file system keys it: normalized, relative to its root
// ("/a/./b.cg" and "a/b.cg" are one file, as in NVIDIA's libCg).
std::string includeKey(const std::string& path);

// The context's virtual include files (cgSetCompilerIncludeString/File, the include callback) as the
// preprocessor asks for a file: what programs and effects both compile with.
std::optional<VirtualFile> virtualInclude(Id contextId, const IncludeRequest& request);

// The program's compiler arguments as cgc takes them (-DNAME=V, -I, -po ...; cgc's code-generation
// options accepted and dropped), parsed: what a compile and cgEvaluateProgram both use.
driver::CommandLine parseArguments(const Program& program);

// Whether cgx can compile for `profile` (it has the profile's data: profiles/*.json).
bool compilerSupports(CGprofile profile);

// Compiles `program`; a combination compiles its domain programs. The parameters it had keep their handles
// and values where the compile has them too (the others go); a failed compile leaves them. On failure the
// listing holds the diagnostics and CG_COMPILER_ERROR is raised; returns whether it compiled.
// An effect's program awaiting its first use is not compiled again: the use takes the outcome it has.
bool compile(Program& program, Context& context);

// cgCreateProgram outside CG_COMPILE_IMMEDIATE: whether the entry passes cgx's front end, as NVIDIA's checks it
// when it makes the program (false: CG_COMPILER_ERROR raised, the listing says why). The program then has
// the front end's parameters, without resources, until it compiles; a compile takes their handles over.
bool checkFrontEnd(Program& program, Context& context);

// Compiles an effect's program when cgCreateEffect makes the effect, as far as NVIDIA's libCg does then: false,
// with the front end's diagnostics in the listing and CG_COMPILER_ERROR raised, when the entry does not pass
// cgx's front end (preprocess, parse, the checks for its profile). Otherwise the program awaits its first use
// (State.h Program::awaitingUse) with the whole compile's outcome: one the back end refuses (a profile's
// limits, C5013, C5041) fails at that use, as NVIDIA's, and not the effect's creation.
bool compileEffectProgram(Program& program, Context& context);

// A program whose compile inputs changed (its profile, its output vertices): uncompiled, and compiled again
// at once in CG_COMPILE_IMMEDIATE mode, else at its next use. The compile made with an effect no longer
// applies.
void recompile(Program& program);

// Compiles when the context's auto-compile mode asks for it before `program` is used (CG_COMPILE_LAZY),
// returning whether the program is compiled afterwards.
bool ensureCompiled(Program& program);

// Before a query of the program's parameters (cgGetFirstParameter, cgGetNamedParameter, ...): a lazy program
// compiles, a failure leaving only the listing, since NVIDIA's answers such a query with the front end's
// parameters and no error (oracle/manual-compile.c). True: the program's tree, whatever it holds, answers.
bool compileForQuery(Program& program);

// Whether the program is compiled: a combination when each of its domain programs is.
bool isCompiled(const Program& program);

// CG_COMPILED_PROGRAM: the program's GLSL; a combination's is its domains' texts in order, each followed
// by an empty line, as NVIDIA's libCg puts its domains' assembly together.
const std::string& compiledText(Program& program);

}  // namespace cgx::libcg
