// The part of Cg's standard library written in Cg (stdlib/*.cg, embedded at build time): each function's
// overloads are parsed and analysed once per process, their signatures when a program first names the
// function and an overload's body when a call first chooses it, and shared read-only by every program
// afterwards. Its types are all built-in, whose TypeIds are the same in every TypeTable (ir/Types.h), so its
// annotated AST is valid beside any program's.
#pragma once

#include <string>
#include <vector>

#include "ast/Ast.h"

namespace cgx::sema {

// The stdlib's Cg overloads of `name` as prototypes, for overload resolution (nullptr when it has none).
// Thread-safe.
const std::vector<ast::FunctionDecl*>* stdlibFunctions(const std::string& name);
// Every function name the stdlib defines (for "did you mean").
std::vector<std::string_view> stdlibFunctionNames();

// The definition of a prototype stdlibFunctions() returned, what a call that chose it calls (any other
// function is returned as it is). Thread-safe.
ast::FunctionDecl* stdlibDefinition(const ast::FunctionDecl* prototype);

// The stdlib functions `fn` (a stdlib function) calls, directly.
const std::vector<ast::FunctionDecl*>& stdlibCallees(const ast::FunctionDecl* fn);

// Diagnostics from analysing the stdlib itself (loads every name): empty unless the stdlib has a bug (tests
// assert this).
std::string stdlibDiagnostics();

// "a -> b" for each stdlib declaration of `a` that mentions `b`, another stdlib function: lazy loading by
// name relies on there being none (the stdlib calls only intrinsics).
std::vector<std::string> stdlibCrossReferences();

}  // namespace cgx::sema
