// Lowering: the typed AST (after sema) to the IR (ir/IR.h). It trusts sema: it runs on a unit sema accepted
// (SemaResult::ok) and reads only the `sema*` annotations for meaning (rules at the top of ast/Ast.h).
// Lowering inserts every implicit conversion, smear and narrowing the AST leaves implicit, turns C-style side
// effects into IR statements in source order, flattens the entry's parameters into varying globals, and
// folds conversions/constructors of constants so constant initializers become constant-pool entries.
// Constructs it cannot lower yet are reported through the sink (C0165, "cgx cannot lower ... yet").
#pragma once

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "sema/Sema.h"

namespace cgx::lower {

ir::Module lower(const sema::SemaResult& sema, ast::TranslationUnit& unit, ir::TypeTable& types,
                 DiagnosticSink& sink);

}  // namespace cgx::lower
