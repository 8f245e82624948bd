// libFuzzer target: the CPU back end. The input's source is compiled with the runtime (front end, then the
// LLVM ORC JIT), and when it compiles, run on a few lanes: every input semantic bound to a stream of
// values from a table of awkward floats (0, -0, 1, -1, 0.5, 1e30, inf, NaN), every output bound, and
// run(8) or runFragments(8) (two SIMD vectors). The last three bytes choose the stage, the entry (one of
// the program's functions) and the value pattern. Uniforms keep their defaults. A crash, a sanitizer
// report, an escaped exception, a timeout, C1602 or an InternalError status is a finding; loops are
// bounded by the context's loop budget.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "FuzzSupport.h"
#include "RuntimeFuzzSupport.h"
#include "support/LargeStack.h"

namespace {

constexpr std::uint64_t kInvocations = 8;

float awkward(std::size_t i) {
  static const float values[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1e30f, std::numeric_limits<float>::infinity(),
                                 std::numeric_limits<float>::quiet_NaN()};
  return values[i % std::size(values)];
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cgx::fuzz::SplitInput input = cgx::fuzz::splitInput(data, size, 3);
  cgx::runWithLargeStack([&] {
    bool fragment = (input.choice(0) & 1) != 0;
    std::string entry = cgx::fuzz::chooseEntry(input.source, input.choice(1));
    std::optional<cgx::Program> program = cgx::fuzz::compileForRun(input.source, entry, fragment);
    if (!program) return;
    std::vector<std::vector<float>> buffers;
    for (const std::string& semantic : program->inputSemantics()) {
      std::vector<float>& values = buffers.emplace_back(kInvocations * 4);
      for (std::size_t i = 0; i < values.size(); ++i) values[i] = awkward(i * 7 + input.choice(2));
      cgx::InputStream stream;
      stream.data = values.data();
      stream.components = 4;
      cgx::fuzz::checkStatus(program->bindInput(semantic, stream), "bindInput");
    }
    for (const std::string& semantic : program->outputSemantics()) {
      std::vector<float>& values = buffers.emplace_back(kInvocations * 4);
      cgx::OutputStream stream;
      stream.data = values.data();
      stream.stride = 16;
      cgx::fuzz::checkStatus(program->bindOutput(semantic, stream), "bindOutput");
    }
    if (program->stage() == cgx::Stage::Fragment) {
      std::uint8_t discarded[kInvocations] = {};
      cgx::fuzz::checkStatus(program->runFragments(kInvocations, discarded), "runFragments");
    } else {
      cgx::fuzz::checkStatus(program->run(kInvocations), "run");
    }
  });
  return 0;
}
