// One book example (or any program) run through the CPU runtime API (cgx::Context / Program) over many invocations: the
// first binding's uniforms and textures for the whole run, each binding's inputs for its invocation, as
// the C++ references define them (tests/reference/Reference.h). Shared by the runtime's reference test
// (ExamplesTest.cpp) and the JIT-against-GL differential test (tests/glsl/JitGlDifferentialTest.cpp).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "Reference.h"
#include <cgx/Context.h>

namespace cgx::test {

// The profile an example compiles for: glslv/glslf when its header lists it ("// cgx-profiles: ..."), else
// the first listed.
std::string profileFor(const reference::Example& example);

// The example's outputs for every binding (keyed by canonical semantic, `outputComponents` of each), and
// for fragment programs which invocations were discarded. Fragment runs need a multiple of 4 bindings.
// Samplers named in `depthCompared` get their texture with depth comparison on (LEQUAL against the red
// channel), as a GL run binds a depth texture to a shadow sampler. False with *error when compiling,
// binding or running fails.
struct CpuRun {
  std::vector<reference::Outputs> outputs;
  std::vector<std::uint8_t> discarded;
};
bool runExampleOnCpu(Context& context, const reference::Example& example,
                     const std::vector<reference::Binding>& bindings,
                     const std::map<std::string, std::size_t>& outputComponents, CpuRun* run, std::string* error,
                     const std::set<std::string>& depthCompared = {});
// The same for any program: `path`'s `entry` compiled for `profile`, whose stage must be `stage` (the engine
// corpus's differential test runs its programs this way).
bool runProgramOnCpu(Context& context, const std::string& path, const std::string& entry, const std::string& profile,
                     Stage stage, const std::vector<reference::Binding>& bindings,
                     const std::map<std::string, std::size_t>& outputComponents, CpuRun* run, std::string* error,
                     const std::set<std::string>& depthCompared = {});

}  // namespace cgx::test
