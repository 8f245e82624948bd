#include <cgx/Types.h>

namespace cgx {

std::uint32_t componentSize(ComponentType type) {
  switch (type) {
    case ComponentType::Float32:
    case ComponentType::Int32:
    case ComponentType::UInt32: return 4;
    case ComponentType::Float16: return 2;
    case ComponentType::UNorm8: return 1;
  }
  return 4;
}

bool Diagnostics::hasErrors() const {
  for (const DiagnosticEntry& entry : entries)
    if (entry.severity == DiagnosticSeverity::Error || entry.severity == DiagnosticSeverity::Fatal) return true;
  return false;
}

}  // namespace cgx
