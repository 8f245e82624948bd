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

  // Holding: while held, report() keeps diagnostics aside, uncounted and unprinted. Sema holds the
  // diagnostics of each function body until it knows whether the entry reaches the function, because cgc
  // binds names only in the functions it compiles. takeHeld() ends the hold; restore() later puts a held
  // group back at the position where its hold began (so diagnostics stay in source order), counting it then.
  struct Held {
    std::size_t position = 0;  // diagnostics().size() when the hold began
    std::vector<Diagnostic> diagnostics;
  };
  void hold();
  Held takeHeld();
  bool holding() const { return holding_; }
  // Restores groups taken in increasing position order; `keep(groupIndex, diagnostic)` decides for each.
  template <typename Keep>
  void restore(std::vector<Held>& groups, Keep keep);

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  std::size_t errorCount() const { return errors_; }
  std::size_t warningCount() const { return warnings_; }
  bool hasErrors() const { return errors_ != 0; }
  bool tooManyErrors() const { return stopped_; }
  // Whether C1602 (a bug in cgx, diag/InternalErrorReport.h) was reported: cgxc's exit status 3.
  bool hasInternalError() const { return internalError_; }
  const SourceManager& sources() const { return sources_; }

 private:
  // Counts `d` (limits, fatal stop) and inserts it at `position`; false when it was dropped.
  bool insertCounted(Diagnostic d, std::size_t position);

  const SourceManager& sources_;
  std::vector<Diagnostic> diagnostics_;
  Diagnostic discarded_;  // target for notes on a silenced or dropped diagnostic
  std::set<DiagCode> silenced_;
  bool silenceAll_ = false;
  std::size_t errorLimit_ = 100;
  std::size_t errors_ = 0;
  std::size_t warnings_ = 0;
  bool stopped_ = false;
  bool holding_ = false;
  bool internalError_ = false;
  Held held_;
};

template <typename Keep>
void DiagnosticSink::restore(std::vector<Held>& groups, Keep keep) {
  // Later groups first, so that inserting one does not move the positions of the groups before it.
  for (std::size_t g = groups.size(); g-- > 0;) {
    std::size_t position = groups[g].position;
    for (Diagnostic& d : groups[g].diagnostics)
      if (keep(g, static_cast<const Diagnostic&>(d)) && insertCounted(std::move(d), position)) ++position;
  }
  groups.clear();
}

}  // namespace cgx
