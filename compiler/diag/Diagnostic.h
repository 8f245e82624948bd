// Diagnostics: a code from DiagnosticCodes.def, a severity, a span, a message and notes.
// Messages are lowercase, name the offending thing in single quotes, and have no trailing period.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/SourceManager.h"

namespace cgx {

enum class Severity : std::uint8_t { Note, Warning, Error, Fatal };

enum class DiagCode : std::uint16_t {
#define CGX_DIAG(NUMBER, NAME, SEVERITY, SUMMARY) NAME = NUMBER,
#include "diag/DiagnosticCodes.def"
#undef CGX_DIAG
};

struct DiagCodeInfo {
  DiagCode code;
  Severity defaultSeverity;
  std::string_view name;
  std::string_view summary;
};

const DiagCodeInfo& diagCodeInfo(DiagCode code);
std::string diagCodeString(DiagCode code);  // "C0105"
const std::vector<DiagCodeInfo>& allDiagCodes();

struct DiagNote {
  SourceSpan span;  // may be invalid: a note with no location
  std::string message;
};

struct Diagnostic {
  DiagCode code{};
  Severity severity = Severity::Error;
  SourceSpan span;
  std::string message;
  std::vector<DiagNote> notes;
  // A name that does not bind (an undefined variable, a library call no overload accepts): cgc reports it
  // only inside functions the entry reaches, so sema drops it in the others.
  bool onlyWhereReached = false;
};

}  // namespace cgx
