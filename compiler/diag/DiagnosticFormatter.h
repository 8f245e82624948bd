// Renders diagnostics as text.
// - Clang style (default): `file.cg:12:5: error C0000: unexpected '}'`, then the source line and a caret
//   line, then notes; a diagnostic inside a macro expansion or an included file gets "in expansion of" and
//   "included from" notes so it points at the user's text.
// - cgc style (`-fdiagnostics-format=cgc`): `file.cg(12) : error C0000: unexpected '}'`, notes indented,
//   no source lines, as NVIDIA's cgc prints them.
#pragma once

#include <ostream>
#include <string>

#include "diag/DiagnosticSink.h"

namespace cgx {

enum class DiagnosticStyle { Clang, Cgc };

class DiagnosticFormatter {
 public:
  DiagnosticFormatter(const SourceManager& sources, DiagnosticStyle style) : sources_(sources), style_(style) {}
  void print(std::ostream& out, const Diagnostic& diagnostic) const;
  std::string format(const Diagnostic& diagnostic) const;

 private:
  void printLocated(std::ostream& out, Severity severity, const std::string& code, SourceSpan span,
                    const std::string& message) const;
  void printCaret(std::ostream& out, SourceSpan span) const;
  void printContext(std::ostream& out, SourceLoc loc) const;
  const SourceManager& sources_;
  DiagnosticStyle style_;
};

const char* severityName(Severity severity);

}  // namespace cgx
