#include <cgx/Status.h>

namespace cgx {

std::string_view errorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::Ok: return "ok";
    case ErrorCode::CompileError: return "compile-error";
    case ErrorCode::InvalidProfile: return "invalid-profile";
    case ErrorCode::InvalidArgument: return "invalid-argument";
    case ErrorCode::UnknownParameter: return "unknown-parameter";
    case ErrorCode::TypeMismatch: return "type-mismatch";
    case ErrorCode::SizeMismatch: return "size-mismatch";
    case ErrorCode::NotUniform: return "not-uniform";
    case ErrorCode::UnknownSemantic: return "unknown-semantic";
    case ErrorCode::MissingStream: return "missing-stream";
    case ErrorCode::WrongStage: return "wrong-stage";
    case ErrorCode::CountOverflow: return "count-overflow";
    case ErrorCode::FileError: return "file-error";
    case ErrorCode::JitError: return "jit-error";
    case ErrorCode::InternalError: return "internal-error";
    case ErrorCode::LoopBudgetExceeded: return "loop-budget-exceeded";
  }
  return "unknown-error";
}

std::string Status::toString() const {
  if (ok()) return "ok";
  std::string text(errorCodeName(code_));
  text += " (" + std::to_string(static_cast<unsigned>(code_)) + ")";
  if (!message_.empty()) text += ": " + message_;
  return text;
}

}  // namespace cgx
