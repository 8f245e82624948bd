#include "sema/Sema.h"

#include <array>
#include <unordered_set>

#include "sema/Analyzer.h"

namespace cgx::sema {

namespace {

struct ProfileStage {
  std::string_view name;
  Stage stage;
};

// Every profile cgc 3.1 compiles for, with its stage.
constexpr ProfileStage kProfiles[] = {
    {"arbvp1", Stage::Vertex},   {"vp20", Stage::Vertex},     {"vp30", Stage::Vertex},     {"vp40", Stage::Vertex},
    {"vs_1_1", Stage::Vertex},   {"vs_2_0", Stage::Vertex},   {"vs_2_x", Stage::Vertex},   {"vs_3_0", Stage::Vertex},
    {"glslv", Stage::Vertex},    {"gp4vp", Stage::Vertex},    {"gp5vp", Stage::Vertex},    {"hlslv", Stage::Vertex},
    {"vs_4_0", Stage::Vertex},   {"vs_5_0", Stage::Vertex},   {"arbfp1", Stage::Fragment}, {"fp20", Stage::Fragment},
    {"fp30", Stage::Fragment},   {"fp40", Stage::Fragment},   {"ps_1_1", Stage::Fragment}, {"ps_1_2", Stage::Fragment},
    {"ps_1_3", Stage::Fragment}, {"ps_2_0", Stage::Fragment}, {"ps_2_x", Stage::Fragment}, {"ps_3_0", Stage::Fragment},
    {"glslf", Stage::Fragment},  {"gp4fp", Stage::Fragment},  {"gp5fp", Stage::Fragment},  {"hlslf", Stage::Fragment},
    {"ps_4_0", Stage::Fragment}, {"ps_5_0", Stage::Fragment}, {"gp4gp", Stage::Geometry},  {"gp5gp", Stage::Geometry},
    {"glslg", Stage::Geometry},  {"gs_4_0", Stage::Geometry}, {"gs_5_0", Stage::Geometry},
};

}  // namespace

Stage stageOfProfile(const std::string& profile) {
  for (const ProfileStage& p : kProfiles)
    if (profile == p.name) return p.stage;
  return Stage::Unknown;
}

std::vector<std::string_view> profileNames() {
  std::vector<std::string_view> names;
  for (const ProfileStage& p : kProfiles) names.push_back(p.name);
  return names;
}

Analyzer::Analyzer(ir::TypeTable& types, DiagnosticSink& sink, const SemaOptions& options, bool isStdlib)
    : types_(types), sink_(sink), options_(options), isStdlib_(isStdlib) {}

SemaResult Analyzer::run(ast::TranslationUnit& unit) {
  std::size_t errorsBefore = sink_.errorCount();
  SemaResult result;
  pushScope();
  for (ast::Decl* decl : unit.decls) {
    if (sink_.tooManyErrors()) break;
    checkTopLevel(decl);
  }
  if (!options_.noEntry && !isStdlib_ && !sink_.tooManyErrors()) {
    auto symbol = scopes_.front().find(options_.entry);
    if (symbol != scopes_.front().end())
      for (ast::FunctionDecl* fn : symbol->second.functions)
        if (fn->body != nullptr && result.entry == nullptr) result.entry = fn;
    if (result.entry == nullptr) {
      restoreBodyDiagnostics(nullptr);
      // Only when parsing succeeded: a syntax error may have swallowed the entry.
      if (sink_.errorCount() == 0) error(DiagCode::NoProgram, SourceSpan{}, "no program defined (no function named " +
                                         quoted(options_.entry) + ")");
    } else {
      if (options_.stage == Stage::Geometry) {
        result.inputPrimitive = checkGeometryEntry(result.entry);
        result.outputPrimitive = result.entry->outputPrimitiveWords == 1 ? result.entry->outputPrimitive
                                                                          : ast::PrimitiveKind::None;
      }
      checkEntry(result.entry);
    }
  }
  if (!isStdlib_) {
    // A uniform global given a semantic the stage reads as a varying input: cgc warns and ignores it.
    for (ast::VarDecl* global : globals_)
      if (global->semaStorage == ast::VarStorage::Uniform) warnUniformSemantic(global);
  }
  result.functions = finishCallGraph(result.entry);
  restoreBodyDiagnostics(result.entry != nullptr ? &result.functions : nullptr);
  if (sink_.errorCount() == errorsBefore) checkUninitialized(result.functions);
  result.globals = globals_;
  result.glstate = glstate_;
  result.ok = sink_.errorCount() == errorsBefore;
  return result;
}

void Analyzer::restoreBodyDiagnostics(const std::vector<ast::FunctionDecl*>* reached) {
  std::unordered_set<const ast::FunctionDecl*> reachedSet;
  if (reached != nullptr) reachedSet.insert(reached->begin(), reached->end());
  sink_.restore(heldBodies_, [&](std::size_t group, const Diagnostic& d) {
    return reached == nullptr || !d.onlyWhereReached || reachedSet.count(heldFunctions_[group]) != 0;
  });
  heldFunctions_.clear();
}

SemaResult analyze(ast::TranslationUnit& unit, ir::TypeTable& types, DiagnosticSink& sink, const SemaOptions& options) {
  Analyzer analyzer(types, sink, options, false);
  return analyzer.run(unit);
}

}  // namespace cgx::sema
