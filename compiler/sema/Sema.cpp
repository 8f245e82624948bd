#include "sema/Sema.h"

#include <array>
#include <unordered_set>

#include "sema/Analyzer.h"

namespace cgx::sema {

Stage stageOfProfile(const std::string& profile) {
  static const std::array<const char*, 14> vertex = {"arbvp1", "vp20", "vp30", "vp40", "vs_1_1", "vs_2_0", "vs_2_x",
                                                     "vs_3_0", "glslv", "gp4vp", "gp5vp", "hlslv", "vs_4_0", "vs_5_0"};
  static const std::array<const char*, 16> fragment = {"arbfp1", "fp20", "fp30", "fp40", "ps_1_1", "ps_1_2",
                                                       "ps_1_3", "ps_2_0", "ps_2_x", "ps_3_0", "glslf", "gp4fp",
                                                       "gp5fp", "hlslf", "ps_4_0", "ps_5_0"};
  static const std::array<const char*, 5> geometry = {"gp4gp", "gp5gp", "glslg", "gs_4_0", "gs_5_0"};
  for (const char* p : vertex) if (profile == p) return Stage::Vertex;
  for (const char* p : fragment) if (profile == p) return Stage::Fragment;
  for (const char* p : geometry) if (profile == p) return Stage::Geometry;
  return Stage::Unknown;
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
