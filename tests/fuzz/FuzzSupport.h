// Shared by the libFuzzer targets (tests/fuzz/fuzz_*.cpp, built and run by tools/fuzz.sh): the input split
// into a Cg source and the choices its trailing bytes make, the program's own function names (so that the
// entry is one the program defines, not always `main`), and the one way a target reports a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "diag/DiagnosticSink.h"

namespace cgx::fuzz {

// The last `count` bytes of the input are choices (profile, entry, dialect, ...), the rest is the source:
// libFuzzer's mutations of the text keep the choices, and a seed (a plain .cg file) makes choices from its
// last characters.
struct SplitInput {
  std::string source;
  std::vector<std::uint8_t> choices;  // `count` bytes, zeros when the input is shorter
  std::uint8_t choice(std::size_t i) const { return i < choices.size() ? choices[i] : 0; }
};
SplitInput splitInput(const std::uint8_t* data, std::size_t size, std::size_t count);

// The functions `source` defines (with a body), in source order, found by preprocessing and parsing it:
// the candidate entries. Empty when there are none (the compile then asks for `main`, and C3001 is fine).
std::vector<std::string> definedFunctions(const std::string& source);

// The entry for a compile of `source`: one of its functions, chosen by `choice`.
std::string chooseEntry(const std::string& source, std::uint8_t choice);

// Renders every diagnostic in both styles (the formatter's caret code sees whatever spans the input makes).
void renderDiagnostics(const DiagnosticSink& sink);

// A finding that is not a crash (an internal compiler error, a GLSL program glslang rejects): printed to
// stderr with what led to it, then __builtin_trap() so libFuzzer saves the input.
[[noreturn]] void finding(std::string_view what, std::string_view detail);

// C1602 in `sink`: every internal compiler error is a bug, and a finding.
void checkNoInternalError(const DiagnosticSink& sink);

}  // namespace cgx::fuzz
