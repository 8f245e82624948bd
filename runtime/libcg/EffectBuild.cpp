#include "EffectBuild.h"

#include <sstream>

#include "Names.h"
#include "ProgramBuild.h"
#include "diag/DiagnosticFormatter.h"
#include "diag/InternalErrorReport.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "support/LargeStack.h"

namespace cgx::libcg {

namespace {

// A state definition as compiler/effect sees it: the value's base type and its component count.
effect::StateDefinition definitionOf(const EffectState& s) {
  effect::StateDefinition d;
  d.name = s.name;
  d.elements = s.elements;
  d.enumerants = s.enumerants;
  const TypeInfo* info = typeByValue(s.type);
  const CGtype base = info ? info->base : s.type;
  switch (base) {
    case CG_INT: d.type.base = effect::BaseType::Int; break;
    case CG_BOOL: d.type.base = effect::BaseType::Bool; break;
    case CG_STRING: d.type.base = effect::BaseType::String; break;
    case CG_PROGRAM_TYPE: d.type.base = effect::BaseType::Program; break;
    case CG_TEXTURE: d.type.base = effect::BaseType::Texture; break;
    case CG_SAMPLER: case CG_SAMPLER1D: case CG_SAMPLER2D: case CG_SAMPLER3D: case CG_SAMPLERRECT:
    case CG_SAMPLERCUBE: d.type.base = effect::BaseType::Sampler; break;
    default: d.type.base = effect::BaseType::Float; break;  // float, half, fixed
  }
  if (info && info->numeric()) d.type.components = info->rows * info->columns;
  return d;
}

// The model's state table and which definition each entry is.
void tableOf(const Context& context, EffectModel& model) {
  for (Id id : context.states)
    if (const EffectState* s = state().states.get(id)) {
      model.states.pass.push_back(definitionOf(*s));
      model.passStateIds.push_back(id);
    }
  for (Id id : context.samplerStates)
    if (const EffectState* s = state().states.get(id)) {
      model.states.sampler.push_back(definitionOf(*s));
      model.samplerStateIds.push_back(id);
    }
}

}  // namespace

std::shared_ptr<const EffectModel> buildEffectModel(Context& context, const std::string& source,
                                                    const std::string& fileName, const std::vector<std::string>& args) {
  CompileScope scope;  // the include callback may ask to destroy the context: not before the end
  Program options;     // the arguments are a program's: parsed the same way
  options.args = args;
  const driver::CommandLine line = parseArguments(options);
  if (!line.errors.empty()) {
    context.listing.clear();
    for (const std::string& error : line.errors) context.listing += "cgx: error: " + error + "\n";
    raise(CG_COMPILER_ERROR, handleOf(context));
    return nullptr;
  }
  auto model = std::make_shared<EffectModel>();
  model->source = source;
  model->fileName = fileName;
  model->args = args;
  tableOf(context, *model);
  PreprocessorOptions preprocessing;
  preprocessing.macros = line.options.macros;
  preprocessing.includePaths = line.options.includePaths;
  preprocessing.virtualIncludes = [id = context.self](const IncludeRequest& request) { return virtualInclude(id, request); };
  preprocessing.missingIncludeIsError = false;  // as for programs: NVIDIA's libCg goes on without the file
  const FileId file = model->sources->addBuffer(fileName, source);
  CompilerStage stage = CompilerStage::Preprocess;  // the stage running, for an exception
  try {
    runWithLargeStack([&] {
      Preprocessor preprocessor(*model->sources, *model->sink, std::move(preprocessing));
      PreprocessedUnit tokens = preprocessor.run(file);
      if (model->sink->tooManyErrors() || tokens.stopped) return;
      if (tokens.tokens.size() <= 1) {  // NVIDIA's grammar wants a declaration: "" is a syntax error there
        const SourceLoc end = tokens.tokens.empty() ? SourceLoc{file, 1, 1, 0} : tokens.tokens.back().loc;
        model->sink->report(DiagCode::SyntaxError, end, "syntax error, unexpected $end at token \"<EOF>\"");
        return;
      }
      stage = CompilerStage::Parse;
      model->unit = parseTranslationUnit(tokens, *model->ast, *model->sink);
      if (model->sink->hasErrors()) return;
      stage = CompilerStage::Driver;  // compiler/effect has no stage of its own
      model->effect = effect::buildEffect(*model->unit, model->states, *model->sink);
    });
  } catch (...) {
    // A bug in cgx (or memory running out) is C1602 in the listing, as a compile reports it: never a crash.
    reportCaughtException(*model->sink, stage, std::current_exception());
  }
  std::ostringstream listing;
  DiagnosticFormatter formatter(*model->sources, DiagnosticStyle::Cgc);
  for (const Diagnostic& diagnostic : model->sink->diagnostics()) formatter.print(listing, diagnostic);
  context.listing = listing.str();
  endAsEffectListing(context.listing);
  if (model->sink->hasErrors() || model->unit == nullptr) {
    raise(CG_COMPILER_ERROR, handleOf(context));
    return nullptr;
  }
  return model;
}

void endAsEffectListing(std::string& listing) {
  if (!listing.empty() && listing.back() == '\n') listing.pop_back();
}

}  // namespace cgx::libcg
