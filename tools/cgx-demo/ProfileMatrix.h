// The profile matrix of every example: each examples/*.cg compiled in process (driver::compileToIr, with
// the profile's limits checked) for every profile of its stage, printed as a table of ok / -- per profile,
// with `!` on every cell that disagrees with the file's `// cgx-profiles:` header (the profiles NVIDIA's cgc
// accepts it for).
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

namespace cgx::demo {

// What an example's header says.
struct ExampleHeader {
  std::string file;  // the file name, e.g. C6E5v_skin4m.cg
  std::string entry;
  bool fragment = false;
  std::vector<std::string> profiles;  // cgx-profiles
};

// The profiles cgc 3.1 knows for each stage, in the matrix's column order.
const std::vector<std::string>& vertexProfiles();
const std::vector<std::string>& fragmentProfiles();

// The headers of every .cg file in `dir`, sorted by file name. A file without a `cgx-entry` or `cgx-stage`
// line is an error (*error names it).
bool readExampleHeaders(const std::string& dir, std::vector<ExampleHeader>* headers, std::string* error);

struct MatrixSummary {
  std::size_t compiles = 0, accepted = 0, rejected = 0;
  std::vector<std::string> disagreements;  // "C5E3f_basicLight.cg fp20: rejected, header lists it"
};

// Compiles every (example, profile) pair on `threads` threads and prints the two tables (vertex, fragment).
MatrixSummary printProfileMatrix(const std::string& dir, const std::vector<ExampleHeader>& headers, unsigned threads,
                                 std::ostream& out);

}  // namespace cgx::demo
