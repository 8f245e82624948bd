#include "driver/CompileUnit.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "ast/Ast.h"
#include "diag/InternalErrorReport.h"
#include "driver/TypeBindings.h"
#include "glsl/Writer.h"
#include "ir/Dump.h"
#include "ir/Types.h"
#include "lower/Lower.h"
#include "parse/Parser.h"
#include "passes/Pipeline.h"
#include "preprocess/Preprocessor.h"
#include "profile/Allocation.h"
#include "profile/ProfileTable.h"
#include "profile/UniformUsage.h"
#include "sema/Sema.h"
#include "support/LargeStack.h"

namespace cgx::driver {

namespace {

// Allocation, estimate and limit checks for `module` under the -profile (with -po overrides).
void checkProfile(const CompileRequest& request, const ir::Module& module, DiagnosticSink& sink,
                  CompileResult& result) {
  if (!request.target) return;  // a profile cgc knows but cgx has no limits for (gp4gp, hlsl*): nothing to check
  const profile::Profile& target = *request.target;
  const DriverOptions& options = request.options;
  std::vector<profile::UniformUsage> uniforms = profile::analyzeUniforms(module);
  profile::Allocation allocation = profile::allocateResources(module, target, uniforms, sink);
  result.cost = profile::estimateCost(module, target);
  profile::CheckOptions checkOptions;
  checkOptions.strictLimits = request.strictLimits;
  result.check = profile::checkProfileLimits(module, target, allocation, uniforms, result.cost, checkOptions, sink);
  result.profileChecked = true;
  result.constantRegisters = allocation.constantRegisters;
  profile::ProgramReport report{&module, &target, &allocation, &result.cost, options.entry,
                                result.wroteGlsl ? &result.glslNames : nullptr,
                                result.geometry ? &*result.geometry : nullptr};
  if (options.printResources) result.output = profile::resourceListing(report);
  if (!options.reflectFile.empty()) result.reflection = profile::reflectProgram(report);
}

// -fsyntax-only with a reflection asked for: the entry's parameters as the front end sees them, without
// resources (libCg's program before it compiles: NVIDIA's lists its parameters from the front end, and a
// program that fails later, or waits for an interface binding (C1306), keeps them). Lowering makes the
// leaves, so it runs here, with the allocator naming them; their diagnostics go to a scratch sink, since the
// front end's verdict is the checks already made. Nothing when lowering fails.
void reflectFrontEnd(const CompileRequest& request, const sema::SemaResult& checked, ast::TranslationUnit& unit,
                     ir::TypeTable& types, SourceManager& sources, CompileResult& result) {
  const DriverOptions& options = request.options;
  DiagnosticSink scratch(sources);
  lower::LowerOptions lowerOptions;
  lowerOptions.packMatrices = options.packMatrices;
  TypeBindings bindings = resolveTypeBindings(options, checked, types, sources, scratch);
  lowerOptions.interfaceBindings = std::move(bindings.uniforms);
  lowerOptions.interfaceArrayBindings = std::move(bindings.arrays);
  if (scratch.hasErrors()) return;
  ir::Module module = lower::lower(checked, unit, types, scratch, std::move(lowerOptions));
  if (scratch.hasErrors()) return;
  const std::vector<profile::UniformUsage> uniforms = profile::analyzeUniforms(module);
  const profile::Allocation allocation = profile::allocateResources(module, *request.target, uniforms, scratch);
  const profile::CostEstimate none;
  reflect::ProgramReflection reflection =
      profile::reflectProgram({&module, &*request.target, &allocation, &none, options.entry, nullptr, nullptr});
  for (reflect::Parameter& p : reflection.parameters) {
    p.resource.clear();
    p.space = reflect::Space::None;
    p.registerIndex.reset();
    p.registerCount = 0;
  }
  reflection.literals.clear();
  reflection.constantRegisters.reset();
  reflection.estimate = {};
  result.reflection = std::move(reflection);
}

const char* glslOutputPrimitive(profile::OutputPrimitive p) {
  switch (p) {
    case profile::OutputPrimitive::Points: return "points";
    case profile::OutputPrimitive::LineStrip: return "line_strip";
    case profile::OutputPrimitive::TriangleStrip: return "triangle_strip";
  }
  return "triangle_strip";
}

// GLSL for `module` (lowered, not yet optimized): the passes without inlining or unrolling, then the writer.
void writeGlslProgram(const CompileRequest& request, ir::Module& module, DiagnosticSink& sink,
                      CompileResult& result) {
  const DriverOptions& options = request.options;
  const glsl::Dialect& dialect = *request.dialect;
  passes::PassOptions passOptions;
  passOptions.inlineCalls = false;
  passOptions.foldLocals = false;
  // GLSL keeps loops; unrolling one iteration in all only removes the loops that never run (a loop over an
  // unsized CgFX array, whose dead interface calls would otherwise be C1306) and single-trip ones.
  passOptions.unrollLimit = 1;
  passOptions.forwardVaryings = true;
  if (!passes::runPipeline(module, passOptions, sink)) return;
  glsl::GlslOptions glslOptions;
  glslOptions.dialect = dialect;
  glslOptions.stage = request.fragment ? glsl::Stage::Fragment : glsl::Stage::Vertex;
  if (module.inputPrimitive != ir::Primitive::None) {
    glslOptions.stage = glsl::Stage::Geometry;
    if (!result.geometry) {  // a profile cgx has no geometry limits for (-glsl 150 with a vertex profile)
      sink.report(DiagCode::GlslFeatureUnavailable, module.function(module.entry).span,
                  "a geometry program's GLSL needs a geometry profile (glslg, gp4gp, gp5gp) for its layout");
      return;
    }
    glslOptions.geometry = glsl::GeometryShape{result.geometry->input, glslOutputPrimitive(result.geometry->output),
                                               result.geometry->maxVertices};
  }
  if (const profile::Profile* glslv = profile::findProfile("glslv")) glslOptions.attributeLocations = glslv->inputs.registerOf;
  glslOptions.builtinVaryings = request.builtinVaryings;
  glslOptions.headerLines = {"GLSL " + dialect.name() + " written by cgxc " + std::string(versionString()) + " from " +
                                 options.input + " (entry " + options.entry + ")",
                             "cgxc " + options.commandLine};
  glsl::GlslResult glsl = glsl::writeGlsl(module, glslOptions, sink);
  if (!glsl.ok) return;
  result.glsl = std::move(glsl.source);
  result.wroteGlsl = true;
  for (const glsl::GlslVariable& v : glsl.variables)
    result.glslNames.push_back(profile::GlslBindingName{v.glslName, v.kind, v.location, v.note, v.leaves, v.leafNotes,
                                                       v.leafKinds, v.interpolation, v.droppedInterpolation});
}

// Makes `next` the running stage. With CGX_DEBUG_ICE=<keyword> (support/InternalError.h stageKeyword:
// preprocess, parse, sema, lower, passes, glsl, profile) in the environment, raises an internal error at
// `span` as that stage starts: how the tests check that an ICE reaches the user with its stage and location
// (cgxc's exit status 3, the runtime's InternalError status), with no bug to keep around for it.
void enterStage(CompilerStage& running, CompilerStage next, SourceSpan span) {
  running = next;
  const char* wanted = std::getenv("CGX_DEBUG_ICE");
  if (wanted != nullptr && stageKeyword(next) == wanted)
    ice(next, span, "CGX_DEBUG_ICE=" + std::string(wanted) + " asked for an internal error here");
}

// The paths of the files read after `mainFile` (its includes, theirs, ...), each once.
std::vector<std::string> includedFiles(const SourceManager& sources, FileId mainFile) {
  std::vector<std::string> paths;
  for (FileId file = mainFile + 1; file <= sources.fileCount(); ++file) {
    const std::string& path = sources.path(file);
    if (sources.includedFrom(file).valid() && std::find(paths.begin(), paths.end(), path) == paths.end())
      paths.push_back(path);
  }
  return paths;
}

}  // namespace

CompileResult compileUnit(const DriverOptions& options, FileId mainFile, SourceManager& sources, DiagnosticSink& sink,
                          bool keepModule) {
  std::optional<CompileRequest> request = resolveRequest(options, sink);
  if (!request) return {};
  return compileUnit(*request, mainFile, sources, sink, keepModule);
}

CompileResult compileUnit(const CompileRequest& request, FileId mainFile, SourceManager& sources,
                          DiagnosticSink& sink, bool keepModule) {
  const DriverOptions& options = request.options;
  CompileResult result;
  PreprocessorOptions ppOptions;
  ppOptions.includePaths = options.includePaths;
  ppOptions.virtualIncludes = options.virtualIncludes;
  ppOptions.missingIncludeIsError = options.missingIncludeIsError;
  ppOptions.macros = options.macros;
  ppOptions.keepComments = options.keepComments && options.action == Action::Preprocess;  // cgc: -C needs -E
  // The stage running, for an exception that is not an InternalError (std::bad_alloc): it is put on this stage.
  CompilerStage stage = CompilerStage::Driver;
  try {
    runWithLargeStack([&] {
      SourceLoc start{mainFile, 1, 1, 0};
      enterStage(stage, CompilerStage::Preprocess, SourceSpan{start, start});
      Preprocessor preprocessor(sources, sink, ppOptions);
      PreprocessedUnit unit = preprocessor.run(mainFile);
      result.includedFiles = includedFiles(sources, mainFile);
      if (options.action == Action::Preprocess) {
        result.output = printPreprocessed(unit, sources, {!options.noLineMarkers});
        return;
      }
      if (options.action == Action::Dependencies) return;
      if (sink.tooManyErrors() || unit.stopped) return;
      enterStage(stage, CompilerStage::Parse, SourceSpan{start, start});
      ast::AstContext context;
      ast::TranslationUnit* translationUnit = parseTranslationUnit(unit, context, sink, {options.fxKeywords});
      if (options.action == Action::DumpAst) {
        result.output = ast::dumpAst(*translationUnit, sources);
        return;
      }
      if (sink.tooManyErrors()) return;
      // On the heap: a kept module refers to it, and the result outlives this frame.
      auto types = std::make_unique<ir::TypeTable>();
      enterStage(stage, CompilerStage::Sema,
                 translationUnit->decls.empty() ? SourceSpan{start, start} : translationUnit->decls.front()->span);
      sema::SemaResult checked = sema::analyze(*translationUnit, *types, sink, request.sema);
      bool generate = options.action == Action::DumpIr || (options.action == Action::Compile && !options.syntaxOnly);
      if (options.syntaxOnly && !options.reflectFile.empty() && checked.ok && checked.entry && request.target) {
        enterStage(stage, CompilerStage::Lower, checked.entry->span);
        reflectFrontEnd(request, checked, *translationUnit, *types, sources, result);
      }
      if (!generate || !checked.ok) return;
      if (checked.entry == nullptr) {
        if (options.action == Action::DumpIr)
          sink.report(DiagCode::UsageError, SourceLoc{}, "-dump-ir needs an entry function (not -noentry)");
        return;
      }
      enterStage(stage, CompilerStage::Lower, checked.entry->span);
      lower::LowerOptions lowerOptions;
      lowerOptions.packMatrices = options.packMatrices;
      TypeBindings bindings = resolveTypeBindings(options, checked, *types, sources, sink);
      lowerOptions.interfaceBindings = std::move(bindings.uniforms);
      lowerOptions.interfaceArrayBindings = std::move(bindings.arrays);
      if (sink.hasErrors()) return;
      ir::Module module = lower::lower(checked, *translationUnit, *types, sink, std::move(lowerOptions));
      if (sink.hasErrors()) return;
      bool writeGlsl = options.action == Action::Compile && request.dialect.has_value();
      // The GLSL writer keeps the program's functions, so it gets its own copy before inlining.
      std::optional<ir::Module> forGlsl;
      if (writeGlsl) forGlsl = module;
      enterStage(stage, CompilerStage::Passes, checked.entry->span);
      passes::PassOptions passOptions;
      // Profiles without loop instructions (profiles/*.json "loops"): every loop must unroll, C5013 otherwise.
      // In the others -unroll/-maxunrollcount choose how far, as cgc's do.
      passOptions.requireNoLoops = request.target && request.target->loops != profile::LoopSupport::Dynamic;
      if (!passOptions.requireNoLoops && request.unrollLimit) passOptions.unrollLimit = *request.unrollLimit;
      if (!passes::runPipeline(module, passOptions, sink)) return;
      // After the passes (unrolled loops emit a known number of vertices), before the GLSL (its layout).
      if (request.target) result.geometry = profile::geometryLayout(module, *request.target, request.geometry, sink);
      if (options.action == Action::DumpIr) {
        result.output = ir::dump(module);
        return;
      }
      // GLSL first, so the reflection can name what each parameter became.
      if (writeGlsl) enterStage(stage, CompilerStage::Glsl, checked.entry->span);
      if (writeGlsl) writeGlslProgram(request, *forGlsl, sink, result);
      enterStage(stage, CompilerStage::Profile, checked.entry->span);
      checkProfile(request, module, sink, result);
      if (keepModule && !sink.hasErrors()) {
        result.module = std::make_unique<ir::Module>(std::move(module));
        result.types = std::move(types);
      }
    });
  } catch (...) {
    reportCaughtException(sink, stage, std::current_exception());
    result.module.reset();
  }
  return result;
}


}  // namespace cgx::driver
