#include "support/InternalError.h"

#include <utility>

namespace cgx {

namespace {

// __FILE__ is absolute (or build-relative); keep the part from the project's top-level folder on, so the
// report reads the same on every machine.
std::string projectRelative(std::string_view file) {
  for (std::string_view top : {"/compiler/", "/runtime/", "/tools/", "/tests/"})
    if (std::size_t at = file.rfind(top); at != std::string_view::npos) return std::string(file.substr(at + 1));
  std::size_t slash = file.rfind('/');
  return std::string(slash == std::string_view::npos ? file : file.substr(slash + 1));
}

}  // namespace

std::string_view stageName(CompilerStage stage) {
  switch (stage) {
    case CompilerStage::Support: return "the compiler's support code";
    case CompilerStage::Driver: return "the driver";
    case CompilerStage::Preprocess: return "the preprocessor";
    case CompilerStage::Parse: return "the parser";
    case CompilerStage::Sema: return "semantic analysis";
    case CompilerStage::Lower: return "lowering to IR";
    case CompilerStage::Passes: return "the IR passes";
    case CompilerStage::Profile: return "the profile checks";
    case CompilerStage::Glsl: return "the GLSL writer";
    case CompilerStage::Jit: return "the CPU back end (JIT)";
    case CompilerStage::Runtime: return "the runtime";
  }
  return "an unknown stage";
}

std::string_view stageKeyword(CompilerStage stage) {
  switch (stage) {
    case CompilerStage::Support: return "support";
    case CompilerStage::Driver: return "driver";
    case CompilerStage::Preprocess: return "preprocess";
    case CompilerStage::Parse: return "parse";
    case CompilerStage::Sema: return "sema";
    case CompilerStage::Lower: return "lower";
    case CompilerStage::Passes: return "passes";
    case CompilerStage::Profile: return "profile";
    case CompilerStage::Glsl: return "glsl";
    case CompilerStage::Jit: return "jit";
    case CompilerStage::Runtime: return "runtime";
  }
  return "unknown";
}

InternalError::InternalError(CompilerStage stage, SourceSpan span, std::string message, CodeLocation where)
    : stage_(stage),
      span_(span),
      message_(std::move(message)),
      origin_(where.line == 0 ? std::string() : projectRelative(where.file) + ":" + std::to_string(where.line)) {
  what_ = "internal compiler error in " + std::string(stageName(stage_)) + ": " + message_;
  if (!origin_.empty()) what_ += " (raised at " + origin_ + ")";
}

void ice(CompilerStage stage, SourceSpan span, std::string message, CodeLocation where) {
  throw InternalError(stage, span, std::move(message), where);
}

}  // namespace cgx
