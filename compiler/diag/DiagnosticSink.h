// DiagnosticSink collects diagnostics from every stage. Stages never print; the driver (or the runtime API)
// decides how to render them. Warnings can be silenced by code (`-nowarn=7011`) or all at once (`-nowarn`).
#pragma once

#include <cstddef>
#include <set>
#include <vector>

#include "diag/Diagnostic.h"

namespace cgx {

class DiagnosticSink {
 public:
  explicit DiagnosticSink(const SourceManager& sources) : sources_(sources) {}

  // Adds a diagnostic with the code's default severity. Returns a reference so the caller can add notes.
  Diagnostic& report(DiagCode code, SourceSpan span, std::string message);
  Diagnostic& report(DiagCode code, SourceLoc loc, std::string message) {
    return report(code, SourceSpan{loc, loc}, std::move(message));
  }

  void silenceAllWarnings() { silenceAll_ = true; }
  void silenceWarning(DiagCode code) { silenced_.insert(code); }
  // After this many errors a fatal "too many errors" is added and tooManyErrors() turns true;
  // stages poll it to stop early. 0 means no limit.
  void setErrorLimit(std::size_t limit) { errorLimit_ = limit; }

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  std::size_t errorCount() const { return errors_; }
  std::size_t warningCount() const { return warnings_; }
  bool hasErrors() const { return errors_ != 0; }
  bool tooManyErrors() const { return stopped_; }
  const SourceManager& sources() const { return sources_; }

 private:
  const SourceManager& sources_;
  std::vector<Diagnostic> diagnostics_;
  Diagnostic discarded_;  // target for notes on a silenced or dropped diagnostic
  std::set<DiagCode> silenced_;
  bool silenceAll_ = false;
  std::size_t errorLimit_ = 100;
  std::size_t errors_ = 0;
  std::size_t warnings_ = 0;
  bool stopped_ = false;
};

}  // namespace cgx
