// Errors of the runtime API: every fallible call returns a Status (or a Result<T>) instead of throwing, and
// a misuse (unknown parameter, wrong type, null pointer, ...) is always one of these codes, never undefined
// behaviour. The numeric values are stable: tools and bindings may print or switch on them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace cgx {

enum class ErrorCode : std::uint8_t {
  Ok = 0,
  CompileError = 1,       // the program did not compile; its diagnostics say why
  InvalidProfile = 2,     // no such profile
  InvalidArgument = 3,    // null pointer, zero count, a count not a multiple of 4, a bad stride, alignment or
                          // format, an enum value (MatrixOrder, SamplerState's) outside its enum
  UnknownParameter = 4,   // no parameter by that name or path (or a malformed path)
  TypeMismatch = 5,       // a setter or getter of the wrong type for the parameter
  SizeMismatch = 6,       // the number of values is not the number of components the parameter has
  NotUniform = 7,         // a value for a varying parameter
  UnknownSemantic = 8,    // a stream for a semantic the program neither reads nor writes
  MissingStream = 9,      // the program reads a semantic with no stream bound
  WrongStage = 10,        // run() on a fragment program, runFragments() on a vertex program
  CountOverflow = 11,     // count * stride (+ offset) does not fit the address space
  FileError = 12,         // a source file could not be read
  JitError = 13,          // the CPU back end could not compile the program (C1601 diagnostics)
  InternalError = 14,     // a bug in cgx: an exception caught at the API boundary, or a C1602 diagnostic
                          // (an internal error of a compiler stage, support/InternalError.h)
  LoopBudgetExceeded = 15,  // a run went past ContextOptions::loopIterationBudget (its outputs unspecified)
};

// "ok", "compile-error", "unknown-parameter", ... (stable spellings for messages and tools).
std::string_view errorCodeName(ErrorCode code);

struct Error {
  ErrorCode code = ErrorCode::InternalError;
  std::string message;  // lowercase, names the offending thing in single quotes
};

class [[nodiscard]] Status {
 public:
  Status() = default;  // success
  Status(Error error) : code_(error.code), message_(std::move(error.message)) {}  // NOLINT: implicit by design
  Status(ErrorCode code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status success() { return Status(); }

  bool ok() const { return code_ == ErrorCode::Ok; }
  explicit operator bool() const { return ok(); }
  ErrorCode code() const { return code_; }
  const std::string& message() const { return message_; }
  // "unknown-parameter (4): no parameter 'foo'"; "ok" on success.
  std::string toString() const;

 private:
  ErrorCode code_ = ErrorCode::Ok;
  std::string message_;
};

}  // namespace cgx
