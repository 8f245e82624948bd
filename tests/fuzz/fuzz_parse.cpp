// libFuzzer target: preprocessor, parser and the CgFX effect model. The input is a source file; the AST is
// dumped (every node's span and fields visited), the effect model built from it against a small state
// table (compiler/effect: every kind of state, array and sampler states, enumerants), and every diagnostic
// rendered. A crash, a sanitizer report, an escaped exception, a timeout, a null translation unit or C1602
// is a finding.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "FuzzSupport.h"
#include "ast/Ast.h"
#include "effect/Effect.h"
#include "parse/Parser.h"
#include "preprocess/Preprocessor.h"
#include "support/LargeStack.h"
#include "support/SourceManager.h"

namespace {

// A few of cgGLRegisterStates' states (runtime/libcggl/GlStates.def), one of each value type.
const cgx::effect::StateTable& states() {
  using cgx::effect::BaseType;
  static const cgx::effect::StateTable table = [] {
    cgx::effect::StateTable t;
    const std::vector<std::pair<std::string, int>> boolean = {{"true", 1}, {"false", 0}};
    t.pass.push_back({"DepthTestEnable", {BaseType::Bool, 1}, 0, boolean});
    t.pass.push_back({"DepthFunc", {BaseType::Int, 1}, 0, {{"less", 513}, {"lequal", 515}}});
    t.pass.push_back({"BlendFunc", {BaseType::Int, 2}, 0, {{"one", 1}, {"srcalpha", 770}}});
    t.pass.push_back({"BlendColor", {BaseType::Float, 4}, 0, {}});
    t.pass.push_back({"ModelViewMatrix", {BaseType::Float, 16}, 0, {}});
    t.pass.push_back({"LightEnable", {BaseType::Bool, 1}, 8, boolean});
    t.pass.push_back({"VertexProgram", {BaseType::Program, 1}, 0, {{"null", 0}}});
    t.pass.push_back({"Texture2D", {BaseType::Sampler, 1}, 16, {}});
    t.pass.push_back({"Title", {BaseType::String, 1}, 0, {}});
    t.sampler.push_back({"Texture", {BaseType::Texture, 1}, 0, {}});
    t.sampler.push_back({"MinFilter", {BaseType::Int, 1}, 0, {{"nearest", 9728}, {"linear", 9729}}});
    return t;
  }();
  return table;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::runWithLargeStack([&] {
    cgx::SourceManager sources;
    cgx::DiagnosticSink sink(sources);
    cgx::FileId file =
        sources.addBuffer("/nonexistent-cgx-fuzz/input.cg", std::string(reinterpret_cast<const char*>(data), size));
    cgx::Preprocessor preprocessor(sources, sink, cgx::PreprocessorOptions{});
    cgx::PreprocessedUnit unit = preprocessor.run(file);
    cgx::ast::AstContext context;
    cgx::ast::TranslationUnit* translationUnit = cgx::parseTranslationUnit(unit, context, sink);
    if (translationUnit == nullptr) cgx::fuzz::finding("parseTranslationUnit returned null", "");
    (void)cgx::ast::dumpAst(*translationUnit, sources);
    (void)cgx::effect::buildEffect(*translationUnit, states(), sink);
    cgx::fuzz::renderDiagnostics(sink);
    cgx::fuzz::checkNoInternalError(sink);
  });
  return 0;
}
