#include "diag/DiagnosticSink.h"

#include "support/InternalError.h"

namespace cgx {

Diagnostic& DiagnosticSink::report(DiagCode code, SourceSpan span, std::string message) {
  Severity severity = diagCodeInfo(code).defaultSeverity;
  if (code == DiagCode::InternalCompilerError) {
    // Never held, dropped or limited: it is why the compile stopped, whatever was reported before it.
    internalError_ = true;
    stopped_ = true;
    ++errors_;
    diagnostics_.push_back(Diagnostic{code, severity, span, std::move(message), {}});
    return diagnostics_.back();
  }
  bool silenced = severity == Severity::Warning && (silenceAll_ || silenced_.count(code) != 0);
  if (silenced || stopped_) {
    discarded_ = Diagnostic{};
    return discarded_;
  }
  if (holding_) {
    // A body can hold more than the error limit (some may be dropped later), but not without bound.
    if (errorLimit_ != 0 && held_.diagnostics.size() >= 4 * errorLimit_) {
      discarded_ = Diagnostic{};
      return discarded_;
    }
    held_.diagnostics.push_back(Diagnostic{code, severity, span, std::move(message), {}});
    return held_.diagnostics.back();
  }
  std::size_t position = diagnostics_.size();
  if (!insertCounted(Diagnostic{code, severity, span, std::move(message), {}}, position)) {
    discarded_ = Diagnostic{};
    return discarded_;
  }
  return diagnostics_[position];
}

bool DiagnosticSink::insertCounted(Diagnostic d, std::size_t position) {
  if (stopped_) return false;
  Severity severity = d.severity;
  SourceSpan span = d.span;
  diagnostics_.insert(diagnostics_.begin() + static_cast<std::ptrdiff_t>(position), std::move(d));
  if (severity == Severity::Warning) ++warnings_;
  if (severity >= Severity::Error) ++errors_;
  if (severity == Severity::Fatal) stopped_ = true;
  if (errorLimit_ != 0 && errors_ >= errorLimit_ && !stopped_) {
    stopped_ = true;
    diagnostics_.insert(diagnostics_.begin() + static_cast<std::ptrdiff_t>(position) + 1,
                        Diagnostic{DiagCode::TooManyErrors, Severity::Fatal, span,
                                   "too many errors emitted, stopping now", {}});
    ++errors_;
  }
  return true;
}

void DiagnosticSink::hold() {
  if (holding_) ice(CompilerStage::Support, SourceSpan{}, "DiagnosticSink: holds do not nest");
  holding_ = true;
  held_ = Held{diagnostics_.size(), {}};
}

DiagnosticSink::Held DiagnosticSink::takeHeld() {
  holding_ = false;
  return std::move(held_);
}

}  // namespace cgx
