// Building an effect for cgCreateEffect: the source preprocessed as the arguments say (-D, -U, -I) and
// parsed by cgx's front end, the CgFX model built by compiler/effect against the context's state
// definitions, and the diagnostics into the context's listing in cgc's format.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "State.h"
#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "effect/Effect.h"
#include "support/SourceManager.h"

namespace cgx::libcg {

// What an effect keeps of its source: the model and what it points into (the syntax tree, the state
// table made from the context's definitions when the effect was created).
struct EffectModel {
  // What the effect's programs compile: the whole source, with the effect's name and compiler arguments.
  std::string source;
  std::string fileName;
  std::vector<std::string> args;
  std::unique_ptr<SourceManager> sources = std::make_unique<SourceManager>();
  std::unique_ptr<DiagnosticSink> sink = std::make_unique<DiagnosticSink>(*sources);
  std::unique_ptr<ast::AstContext> ast = std::make_unique<ast::AstContext>();
  ast::TranslationUnit* unit = nullptr;
  effect::StateTable states;
  // The context's definitions the table was made from, in the table's order (the same index).
  std::vector<Id> passStateIds;
  std::vector<Id> samplerStateIds;
  effect::Effect effect;
};

// The model of `source` (`fileName` empty for a string), or null after writing the diagnostics into the
// context's listing and raising CG_COMPILER_ERROR. On success the listing holds the warnings, if any.
std::shared_ptr<const EffectModel> buildEffectModel(Context& context, const std::string& source,
                                                    const std::string& fileName, const std::vector<std::string>& args);

// An effect's listing as NVIDIA's ends it: without the last line's newline (a program's listing keeps it).
// Measured: tests/libcg/oracle/listings.c.
void endAsEffectListing(std::string& listing);

}  // namespace cgx::libcg
