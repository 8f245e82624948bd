#include "diag/DiagnosticSink.h"

namespace cgx {

Diagnostic& DiagnosticSink::report(DiagCode code, SourceSpan span, std::string message) {
  Severity severity = diagCodeInfo(code).defaultSeverity;
  bool silenced = severity == Severity::Warning && (silenceAll_ || silenced_.count(code) != 0);
  if (silenced || stopped_) {
    discarded_ = Diagnostic{};
    return discarded_;
  }
  diagnostics_.push_back(Diagnostic{code, severity, span, std::move(message), {}});
  Diagnostic& added = diagnostics_.back();
  if (severity == Severity::Warning) ++warnings_;
  if (severity >= Severity::Error) ++errors_;
  if (severity == Severity::Fatal) stopped_ = true;
  if (errorLimit_ != 0 && errors_ >= errorLimit_ && !stopped_) {
    stopped_ = true;
    diagnostics_.push_back(Diagnostic{DiagCode::TooManyErrors, Severity::Fatal, span,
                                      "too many errors emitted, stopping now", {}});
    ++errors_;
    return diagnostics_[diagnostics_.size() - 2];
  }
  return added;
}

}  // namespace cgx
