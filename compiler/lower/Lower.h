// Lowering: the typed AST (after sema) to the IR (ir/IR.h). It trusts sema: it runs on a unit sema accepted
// (SemaResult::ok) and reads only the `sema*` annotations for meaning (rules at the top of ast/Ast.h).
// Lowering inserts every implicit conversion, smear and narrowing the AST leaves implicit, turns C-style side
// effects into IR statements in source order, flattens the entry's parameters into varying globals, and
// folds conversions/constructors of constants so constant initializers become constant-pool entries.
// Constructs it cannot lower yet are reported through the sink (C0165, "cgx cannot lower ... yet").
#pragma once

#include <optional>
#include <unordered_map>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "sema/Sema.h"

namespace cgx::lower {

struct LowerOptions {
  // Store column-major matrix uniforms column-wise, as the constant registers and GLSL uniforms an
  // application fills hold them (LowerMatrixPacking.cpp). The CPU runtime turns it off: its uniform block
  // is private, and its API takes and reports values and types as declared.
  bool packMatrices = true;
  // Interface-typed uniforms (globals, entry parameters) -> the struct cgc's -type bound each to
  // (driver/TypeBindings.h): the uniform is that struct, and calls through it are the struct's methods.
  std::unordered_map<const ast::VarDecl*, ir::TypeId> interfaceBindings;
  // Arrays of interfaces (`Shade layers[];`, `uniform Shade ls[2]` entry parameters) bound element by
  // element (-type "layers[1] = Stripe", "layers = { Flat, Stripe }"): each element's struct in order; an
  // unsized array is as long as its bindings made it. nullopt for an element the bindings sized but gave no
  // struct: it stays the application's choice. Each element is a uniform of its own (`layers[0]`, its fields
  // `layers[0].c`), and calls through `layers[i]` are its struct's methods (lower/LowerInterfaceArrays.cpp).
  std::unordered_map<const ast::VarDecl*, std::vector<std::optional<ir::TypeId>>> interfaceArrayBindings;
};

ir::Module lower(const sema::SemaResult& sema, ast::TranslationUnit& unit, ir::TypeTable& types,
                 DiagnosticSink& sink, LowerOptions options = {});

}  // namespace cgx::lower
