#include "diag/InternalErrorReport.h"

#include <new>
#include <utility>

namespace cgx {

namespace {

// Any exception as an InternalError: its own, or one on `running` at no location that says what escaped.
InternalError asInternalError(CompilerStage running, std::exception_ptr caught) {
  const CodeLocation unknown{};  // where it was thrown is not known
  try {
    std::rethrow_exception(std::move(caught));
  } catch (const InternalError& error) {
    return error;
  } catch (const std::bad_alloc&) {
    // Budgets (support/Limits.h) should stop every input long before memory runs out.
    return InternalError(running, SourceSpan{}, "out of memory (std::bad_alloc escaped)", unknown);
  } catch (const std::exception& e) {
    return InternalError(running, SourceSpan{}, std::string("unexpected exception: ") + e.what(), unknown);
  } catch (...) {
    return InternalError(running, SourceSpan{}, "unexpected exception of an unknown type", unknown);
  }
}

}  // namespace

Diagnostic& reportInternalError(DiagnosticSink& sink, const InternalError& error) {
  Diagnostic& d = sink.report(DiagCode::InternalCompilerError, error.span(),
                              "internal compiler error in " + std::string(stageName(error.stage())) + ": " +
                                  error.message());
  std::string origin = error.origin().empty() ? std::string() : "raised at " + error.origin() + "; ";
  d.notes.push_back(DiagNote{SourceSpan{}, origin + "this is a bug in cgx, please report it"});
  return d;
}

Diagnostic& reportInternalError(DiagnosticSink& sink, CompilerStage stage, SourceSpan span, std::string message,
                                CodeLocation where) {
  return reportInternalError(sink, InternalError(stage, span, std::move(message), where));
}

Diagnostic& reportCaughtException(DiagnosticSink& sink, CompilerStage running, std::exception_ptr caught) {
  return reportInternalError(sink, asInternalError(running, std::move(caught)));
}

std::string describeCaughtException(CompilerStage running, std::exception_ptr caught) {
  return asInternalError(running, std::move(caught)).what();
}

}  // namespace cgx
