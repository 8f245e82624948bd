// cgx-run's JSON side: applies "uniforms" and "inputs" of the input document to a Program, runs it, and
// returns the "outputs" document (the format is in CommandLine.cpp's usage text and runtime/README.md).
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include <cgx/Program.h>
#include <cgx/Status.h>

namespace cgx::run {

// The most numbers one run writes (count times every output's components, plus a discard flag per fragment):
// 4M values is a JSON text of about 40 MB and some 400 MB as nlohmann's values. More is CountOverflow.
inline constexpr std::uint64_t kMaxOutputValues = std::uint64_t{1} << 22;

// Any problem with the document is an InvalidArgument (or the runtime's own error for a bad uniform).
// `input` must be nested at most kMaxJsonDepth deep, as parseJsonInput ensures: the walks over it recurse.
Status runFromJson(Program& program, const nlohmann::json& input, nlohmann::json* output);

}  // namespace cgx::run
