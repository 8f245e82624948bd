// The CPU runtime as the JIT, runtime-API and cgx-run JSON fuzz targets use it: one Context per process,
// made fresh every kProgramsPerContext programs (its program cache would otherwise grow with every input),
// one thread and four lanes (small, deterministic runs), no background tier (no thread outlives an input),
// and a loop budget (a fuzzed `for (;;)` stops with LoopBudgetExceeded instead of timing out).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include <cgx/Context.h>

namespace cgx::fuzz {

inline constexpr std::size_t kProgramsPerContext = 256;

Context& runtimeContext();

// A program of the context, or nullopt when it does not compile. `fragment` picks glslf, else glslv.
// C1602 in its diagnostics, or an InternalError status, is a finding.
std::optional<Program> compileForRun(const std::string& source, const std::string& entry, bool fragment);

// A runtime call's status: InternalError (a bug in cgx caught at the API boundary) is a finding.
void checkStatus(const Status& status, const char* call);

}  // namespace cgx::fuzz
