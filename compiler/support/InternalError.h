// The one internal-error mechanism: a bug in cgx (an invariant a stage relies on does not hold) is raised
// with cgx::ice(stage, span, message), which throws InternalError carrying the compiler stage, the span of
// the construct being handled (possibly invalid) and the cgx source line that raised it. The boundaries
// (the driver's compileUnit, the JIT's Engine::emit, the runtime API, background threads) catch it and turn
// it into diagnostic C1602 (diag/InternalErrorReport.h) or an ErrorCode::InternalError Status; nothing
// else throws for a bug (no std::logic_error, std::invalid_argument, std::abort), and no exception leaves
// a public API or a thread.
#pragma once

#include <cstdint>
#include <exception>
#include <string>
#include <string_view>

#include "support/SourceManager.h"

namespace cgx {

// Where a bug can be raised. `Support` is the shared infrastructure (source manager, diagnostics).
enum class CompilerStage : std::uint8_t { Support, Driver, Preprocess, Parse, Sema, Lower, Passes, Profile, Glsl, Jit, Runtime };

// A line of cgx's own sources: std::source_location's role (the fuzz build's clang 14 cannot compile
// libstdc++ 12's <source_location>). here(), as a default argument, records the caller's file and line.
struct CodeLocation {
  const char* file = "";
  unsigned line = 0;  // 0: unknown
  static constexpr CodeLocation here(const char* file = __builtin_FILE(), unsigned line = __builtin_LINE()) {
    return CodeLocation{file, line};
  }
};

// "the preprocessor", "the GLSL writer", ...: for "internal compiler error in <name>".
std::string_view stageName(CompilerStage stage);
// "preprocess", "glsl", ...: the stage's one-word name, as CGX_DEBUG_ICE takes it (driver/CompileUnit.cpp).
std::string_view stageKeyword(CompilerStage stage);

class InternalError : public std::exception {
 public:
  InternalError(CompilerStage stage, SourceSpan span, std::string message,
                CodeLocation where = CodeLocation::here());

  CompilerStage stage() const { return stage_; }
  const SourceSpan& span() const { return span_; }
  const std::string& message() const { return message_; }
  // Where in cgx's sources it was raised, as "compiler/glsl/Writer.cpp:26" (relative to the project); empty
  // for an exception of another type caught at a boundary (`where` default-constructed: line 0).
  const std::string& origin() const { return origin_; }
  // "internal compiler error in <stage>: <message> (raised at <origin>)", without the origin when unknown.
  const char* what() const noexcept override { return what_.c_str(); }

 private:
  CompilerStage stage_;
  SourceSpan span_;
  std::string message_;
  std::string origin_;
  std::string what_;
};

// Raises an internal error. The default argument records the caller's line, so call it directly (not
// through a helper of one's own, which would record the helper's line instead).
[[noreturn]] void ice(CompilerStage stage, SourceSpan span, std::string message,
                      CodeLocation where = CodeLocation::here());

}  // namespace cgx
