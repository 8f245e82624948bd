// libFuzzer target: cgx-run's JSON side (tools/cgx-run: parseJsonInput, then runFromJson: uniforms of every
// kind, textures, inputs, count, matrix order) on a fresh copy of one of the fixed programs
// (FuzzPrograms.cpp), chosen by the last byte; the rest of the input is the JSON text. A crash, a
// sanitizer report, an escaped exception (nlohmann's included), a timeout or an internal-error status is a
// finding; every other refusal must be a Status.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "FuzzPrograms.h"
#include "FuzzSupport.h"
#include "JsonInput.h"
#include "JsonRun.h"
#include "RuntimeFuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::fuzz::SplitInput input = cgx::fuzz::splitInput(data, size, 1);
  std::vector<cgx::Program>& programs = cgx::fuzz::fuzzPrograms();
  cgx::Program program = programs[input.choice(0) % programs.size()];  // fresh uniforms and bindings
  nlohmann::json document;
  cgx::Status parsed = cgx::run::parseJsonInput(input.source, "fuzz.json", &document);
  cgx::fuzz::checkStatus(parsed, "parseJsonInput");
  if (!parsed.ok()) return 0;
  nlohmann::json output;
  cgx::fuzz::checkStatus(cgx::run::runFromJson(program, document, &output), "runFromJson");
  (void)output.dump();
  return 0;
}
