#include "RuntimeFuzzSupport.h"

#include <memory>
#include <optional>

#include "FuzzSupport.h"

namespace cgx::fuzz {

namespace {
std::optional<Context> context;
std::size_t programsMade = 0;
}  // namespace

Context& runtimeContext() {
  if (!context || programsMade >= kProgramsPerContext) {
    context.reset();
    ContextOptions options;
    options.threads = 1;
    options.lanes = 4;
    options.tieredCompilation = false;
    options.loopIterationBudget = 4096;
    Result<Context> made = Context::create(options);
    if (!made.ok()) finding("Context::create failed", made.status().toString());
    context.emplace(std::move(made.value()));
    programsMade = 0;
  }
  return *context;
}

std::optional<Program> compileForRun(const std::string& source, const std::string& entry, bool fragment) {
  Context& ctx = runtimeContext();
  ++programsMade;
  ProgramResult result = ctx.createProgram(source, entry, fragment ? "glslf" : "glslv");
  for (const DiagnosticEntry& d : result.diagnostics.entries)
    if (d.code == "C1602") finding("internal compiler error (C1602)", result.diagnostics.text);
  checkStatus(result.status, "createProgram");
  if (!result.ok()) return std::nullopt;
  return std::move(result.program);
}

void checkStatus(const Status& status, const char* call) {
  if (status.code() == ErrorCode::InternalError) finding(std::string(call) + " returned internal-error", status.toString());
}

}  // namespace cgx::fuzz
