// Parsing: preprocessed tokens -> AST.
//
// Prediction runs in ANTLR's SLL mode first and falls back to full LL only when SLL reports an error (the
// usual speed practice: SLL is right for nearly all real input). Syntax errors are reported as C0000 with
// cgc's wording ("syntax error, unexpected '}', expecting ',' or ';'"), the parser recovers, and the AST of
// everything that did parse is still returned, so later stages can run on it.
//
// Bounds: a token stream nested deeper than kMaxNestingDepth brackets is rejected with C0157 before ANTLR
// sees it, error recovery stops after kMaxRecoveryActions repairs (C0158), and the builder stops
// descending past kMaxAstDepth; call this on a thread from runWithLargeStack() so the remaining recursion
// (ANTLR's own) has room.
#pragma once

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "preprocess/Preprocessor.h"
#include "support/Limits.h"

namespace cgx {

// The figures live in support/Limits.h. Bracket nesting: clang's default -fbracket-depth; real Cg nests a
// few dozen deep at most. Error recovery on hostile input (thousands of unclosed brackets) does work
// proportional to the parser's context depth per repair, hence the cap on repairs (C0158).
inline constexpr unsigned kMaxNestingDepth = limits::kBracketNesting;
inline constexpr unsigned kMaxRecoveryActions = limits::kRecoveryActions;
inline constexpr unsigned kMaxAstDepth = limits::kAstDepth;

struct ParseOptions {
  // CgFX's keywords (technique, pass, sampler_state, compile). cgc -nofx makes them plain identifiers,
  // so `float pass;` compiles (measured with cgc 3.1; its other CgFX words are identifiers either way).
  bool fxKeywords = true;
};

// Never returns nullptr: on a fatal problem the unit is empty and the sink holds the error.
ast::TranslationUnit* parseTranslationUnit(const PreprocessedUnit& tokens, ast::AstContext& context,
                                           DiagnosticSink& diagnostics, ParseOptions options = {});

}  // namespace cgx
