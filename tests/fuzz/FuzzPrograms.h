// The fixed programs the cgx-run JSON and runtime-API fuzz targets drive (written for these targets): every
// kind of parameter the API sets (scalars, vectors, matrices, arrays, structs with arrays, int, bool,
// samplers of each texture kind) and both stages. Compiled once per process (RuntimeFuzzSupport.h).
#pragma once

#include <string>
#include <vector>

#include <cgx/Program.h>

namespace cgx::fuzz {

struct FuzzProgram {
  const char* source;
  const char* entry;
  bool fragment;
};

const std::vector<FuzzProgram>& fuzzProgramSources();

// fuzzProgramSources() compiled, in the same order (a finding if one does not compile).
std::vector<Program>& fuzzPrograms();

}  // namespace cgx::fuzz
