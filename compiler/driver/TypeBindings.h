// cgc's -type and -typefile: `main.light = PointLight` binds an interface-typed uniform (an entry parameter,
// named through its function, or a global, named alone) to a struct that implements the interface, so the
// program compiles for that struct as if the application had chosen it; `layers[1] = Stripe` and
// `layers = { Flat, Stripe }` bind the elements of an array of interfaces one by one (an unsized array is
// as long as its bindings make it). Each text is a source buffer of its own (the -type argument, or the
// file), so every diagnostic has a file:line:col and a caret.
#pragma once

#include <unordered_map>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "driver/Options.h"
#include "ir/Types.h"
#include "lower/Lower.h"
#include "sema/Sema.h"

namespace cgx::driver {

// What the bindings resolved to, in LowerOptions' terms.
struct TypeBindings {
  std::unordered_map<const ast::VarDecl*, ir::TypeId> uniforms;  // LowerOptions::interfaceBindings
  // LowerOptions::interfaceArrayBindings: each element's struct, nullopt where none was given.
  std::unordered_map<const ast::VarDecl*, std::vector<std::optional<ir::TypeId>>> arrays;
};

// Reads options.typeBindings and resolves them against the checked program. Reports C0000 (syntax), C0159
// (unreadable file), C5125 (an unsized array of interfaces bound to one struct), C5128 (a struct that does
// not implement the interface) and C1505 (an element index, a list or a bound array longer than
// limits::kBoundInterfaceElements), and warns C1504 for a binding naming no interface uniform, no struct or
// an element past a sized array's end, which cgc 3.1 ignores silently.
TypeBindings resolveTypeBindings(const DriverOptions& options, const sema::SemaResult& program,
                                 const ir::TypeTable& types, SourceManager& sources, DiagnosticSink& sink);

}  // namespace cgx::driver
