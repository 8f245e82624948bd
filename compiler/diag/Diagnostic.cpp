#include "diag/Diagnostic.h"

#include <cstdio>

#include "support/InternalError.h"

namespace cgx {

const std::vector<DiagCodeInfo>& allDiagCodes() {
  // Never destroyed: a compile on another thread (the JIT's background tier-up) may report while the
  // process exits, after a static table would have been freed.
  static const auto* table = new std::vector<DiagCodeInfo>{
#define CGX_DIAG(NUMBER, NAME, SEVERITY, SUMMARY) {DiagCode::NAME, Severity::SEVERITY, #NAME, SUMMARY},
#include "diag/DiagnosticCodes.def"
#undef CGX_DIAG
  };
  return *table;
}

const DiagCodeInfo& diagCodeInfo(DiagCode code) {
  for (const DiagCodeInfo& info : allDiagCodes())
    if (info.code == code) return info;
  ice(CompilerStage::Support, SourceSpan{},
      "diagnostic code " + std::to_string(static_cast<unsigned>(code)) + " missing from DiagnosticCodes.def");
}

std::string diagCodeString(DiagCode code) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "C%04u", static_cast<unsigned>(code));
  return buffer;
}

}  // namespace cgx
