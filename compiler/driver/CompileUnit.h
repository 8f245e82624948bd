// One compile of a translation unit as cgxc's options describe it: preprocess, parse, sema, lower, the IR
// passes, the GLSL writer and the profile checks, as far as the action asks. Shared by cgxc (Pipeline.cpp)
// and the library entry point (Compile.h). Internal to the driver.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "driver/Request.h"
#include "ir/IR.h"
#include "profile/Checks.h"
#include "profile/CostEstimate.h"
#include "profile/Report.h"
#include "support/SourceManager.h"

namespace cgx::driver {

// What one compile produced besides diagnostics.
struct CompileResult {
  std::string glsl;        // the GLSL program, when the compile writes one
  bool wroteGlsl = false;
  std::vector<profile::GlslBindingName> glslNames;  // per global, for -reflect
  std::string output;      // -E, -dump-ast, -dump-ir, -resources text
  // The files the preprocessor read besides the main file, in the order it opened them, each path once
  // (-M and -MD list them).
  std::vector<std::string> includedFiles;
  std::optional<reflect::ProgramReflection> reflection;  // for -reflect (and compileToGlsl)
  bool profileChecked = false;
  profile::CheckResult check;
  std::uint32_t constantRegisters = 0;
  profile::CostEstimate cost;
  // A geometry program's primitives and vertex count (profile/Geometry.h), when the profile has the data.
  std::optional<profile::GeometryLayout> geometry;
  // keepModule: the optimized module (after the profile checks) and the type table it refers to.
  std::unique_ptr<ir::TypeTable> types;
  std::unique_ptr<ir::Module> module;
};

// Runs the stages on `mainFile` (already in `sources`). Never throws: a bug in cgx (an InternalError, or
// any exception escaping a stage) is reported as C1602 with its stage (sink.hasInternalError()).
CompileResult compileUnit(const CompileRequest& request, FileId mainFile, SourceManager& sources,
                          DiagnosticSink& sink, bool keepModule = false);
// The same after resolving `options` (Request.h); when they do not resolve, the result is empty and the
// sink has the errors.
CompileResult compileUnit(const DriverOptions& options, FileId mainFile, SourceManager& sources, DiagnosticSink& sink,
                          bool keepModule = false);

}  // namespace cgx::driver
