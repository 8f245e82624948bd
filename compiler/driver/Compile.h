// The compiler as a library: one compile of a Cg source, in process, to the optimized IR the back ends
// read (all calls inlined, loops unrolled where they can be, dead code removed), with the profile's limits
// checked. cgxc's pipeline (Pipeline.cpp) and the runtime (runtime/cpu: cgx::Program) both use it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "diag/DiagnosticFormatter.h"
#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "preprocess/Preprocessor.h"
#include <cgx/Reflection.h>
#include "support/SourceManager.h"

namespace cgx::driver {

struct SourceProgram {
  std::string source;                       // the program text
  std::string fileName = "<string>";        // for diagnostics; a real path also anchors relative #includes
  std::string entry = "main";
  std::string profile = "glslv";            // decides the stage (vertex/fragment) and the limits checked
  std::vector<std::string> profileOptions;  // as -po
  std::vector<MacroCommand> macros;         // as -D / -U, in order
  std::vector<std::string> includePaths;    // as -I
  VirtualIncludes virtualIncludes;          // include files by name, searched before the disk (libCg's)
  bool missingIncludeIsError = true;        // false: C0167, a warning, as cgc ignores a missing file (libCg)
  // As -type: "main.light = PointLight", and for an array of interfaces element by element "layers[1] = Stripe"
  // or "layers = { Flat, Stripe }" (driver/TypeBindings.h).
  std::vector<std::string> typeBindings;
  // As -fsyntax-only: preprocess, parse and check (the entry for its profile), no code. libCg checks an
  // effect's programs so when it makes the effect, as NVIDIA's, whose back end runs at their first use, and
  // a program when it makes one. compileToGlsl's reflection is then the front end's: the entry's
  // parameters without resources (NVIDIA's libCg lists them before the program compiles).
  bool syntaxOnly = false;
  // False as -no_uniform_blocks: a buffer block is C5222 (libCg's contexts before CG_BEHAVIOR_3100).
  bool uniformBlocks = true;
};

// Everything a compile produced. The sink (and the source manager it points into) stays alive with the
// module, so later stages (the JIT) report into the same list and diagnostics render with their source.
struct IrProgram {
  std::unique_ptr<SourceManager> sources;
  std::unique_ptr<DiagnosticSink> sink;
  std::unique_ptr<ir::TypeTable> types;
  std::unique_ptr<ir::Module> module;  // null when an error was reported
  bool fragment = false;               // the profile's stage
  // The parameter model the profile stage filled (include/cgx/Reflection.h): empty when cgx has no data for
  // the profile (then nothing was allocated).
  std::optional<reflect::ProgramReflection> reflection;

  bool ok() const { return module != nullptr && !sink->hasErrors(); }
  // All diagnostics so far, rendered clang-style (file:line:col, caret line) or cgc-style.
  std::string renderDiagnostics(DiagnosticStyle style = DiagnosticStyle::Clang) const;
};

// Never throws for bad input (it becomes diagnostics). An internal error of the compiler is reported as a
// diagnostic too (C1602 with the stage and span, support/InternalError.h) rather than escaping.
IrProgram compileToIr(const SourceProgram& program);

// What a GLSL compile produced: the text cgxc would write and its reflection (what cgxc -reflect writes:
// what every Cg parameter became), with the diagnostics.
struct GlslProgram {
  std::unique_ptr<SourceManager> sources;
  std::unique_ptr<DiagnosticSink> sink;
  std::string glsl;
  reflect::ProgramReflection reflection;

  bool ok() const { return !glsl.empty() && !sink->hasErrors(); }
  std::string renderDiagnostics(DiagnosticStyle style = DiagnosticStyle::Clang) const;
};

// The GLSL of `program` as `cgxc -profile P -glsl VERSION -reflect F` writes it (VERSION: 110, 120, 150,
// 330, 100, 300es), in process: what the viewer and the demo hand to gl::CgProgram. Never throws for bad input.
GlslProgram compileToGlsl(const SourceProgram& program, const std::string& glslVersion);

}  // namespace cgx::driver
