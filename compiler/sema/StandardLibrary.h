// The part of Cg's standard library written in Cg (stdlib/*.cg, embedded at build time): parsed and
// analysed once per process, on first use, and shared read-only by every program afterwards. Its types are
// all built-in, whose TypeIds are the same in every TypeTable (ir/Types.h), so its annotated AST is valid
// beside any program's.
#pragma once

#include <string>
#include <vector>

#include "ast/Ast.h"

namespace cgx::sema {

// The stdlib's Cg overloads of `name` (nullptr when it has none). Thread-safe.
const std::vector<ast::FunctionDecl*>* stdlibFunctions(const std::string& name);

// The stdlib functions `fn` (a stdlib function) calls, directly.
const std::vector<ast::FunctionDecl*>& stdlibCallees(const ast::FunctionDecl* fn);

// Diagnostics from analysing the stdlib itself: empty unless the stdlib has a bug (tests assert this).
std::string stdlibDiagnostics();

}  // namespace cgx::sema
