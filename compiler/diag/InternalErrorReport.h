// Internal errors (support/InternalError.h) as diagnostics: C1602 at the span of the construct the stage
// was handling, the message naming the stage, and a note with the cgx source line that raised it. The
// boundaries that catch exceptions (driver, JIT, runtime) report through here and nowhere else.
#pragma once

#include <exception>
#include <string>

#include "diag/DiagnosticSink.h"
#include "support/InternalError.h"

namespace cgx {

Diagnostic& reportInternalError(DiagnosticSink& sink, const InternalError& error);

// For a bug found without throwing (the stage reports and returns): the same diagnostic as ice() would give.
Diagnostic& reportInternalError(DiagnosticSink& sink, CompilerStage stage, SourceSpan span, std::string message,
                                CodeLocation where = CodeLocation::here());

// The exception `caught` (from a catch block) as C1602. An InternalError carries its own stage and span;
// anything else (std::bad_alloc, an exception of a library) is a bug of `running`, the stage that was
// running when it escaped, at no location.
Diagnostic& reportCaughtException(DiagnosticSink& sink, CompilerStage running, std::exception_ptr caught);

// The same, as one line for an API that returns a message rather than diagnostics (the runtime's Status).
std::string describeCaughtException(CompilerStage running, std::exception_ptr caught);

}  // namespace cgx
