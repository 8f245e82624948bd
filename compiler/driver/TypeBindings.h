// cgc's -type and -typefile: `main.light = PointLight` binds an interface-typed uniform (an entry parameter,
// named through its function, or a global, named alone) to a struct that implements the interface, so the
// program compiles for that struct as if the application had chosen it. Each text is a source buffer of
// its own (the -type argument, or the file), so every diagnostic has a file:line:col and a caret.
#pragma once

#include <unordered_map>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "driver/Options.h"
#include "ir/Types.h"
#include "sema/Sema.h"

namespace cgx::driver {

// Reads options.typeBindings and resolves them against the checked program: the uniform each names ->
// the struct it is bound to. Reports C0000 (syntax), C0159 (unreadable file), C0165 (an array binding),
// C5128 (a struct that does not implement the interface) and warns C1504 for a binding naming no
// interface uniform or no struct, which cgc 3.1 ignores silently.
std::unordered_map<const ast::VarDecl*, ir::TypeId> resolveTypeBindings(const DriverOptions& options,
                                                                        const sema::SemaResult& program,
                                                                        const ir::TypeTable& types,
                                                                        SourceManager& sources,
                                                                        DiagnosticSink& sink);

}  // namespace cgx::driver
