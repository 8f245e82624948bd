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

namespace cgx {

// clang's default -fbracket-depth; real Cg nests a few dozen deep at most.
inline constexpr unsigned kMaxNestingDepth = 256;
// Error recovery on hostile input (thousands of unclosed brackets) does work proportional to the parser's
// context depth per repair; past this many repairs the parse stops with C0158.
inline constexpr unsigned kMaxRecoveryActions = 2000;
inline constexpr unsigned kMaxAstDepth = 4096;

// Never returns nullptr: on a fatal problem the unit is empty and the sink holds the error.
ast::TranslationUnit* parseTranslationUnit(const PreprocessedUnit& tokens, ast::AstContext& context,
                                           DiagnosticSink& diagnostics);

}  // namespace cgx
