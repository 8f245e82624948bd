// `#pragma pack_matrix(row_major | column_major)`: how matrix uniforms declared after it are stored.
// Measured with cgc 3.1: the pragma is positional, like a declaration (it applies to every declaration that
// follows it in the token stream, whatever the scope it stands in, globals and entry parameters alike,
// until the next one); the argument is macro-expanded and matched case-insensitively; `row_major` and
// `column_major` written on a declaration override it; a struct's fields take the packing in force where
// the struct is declared. Anything else after `pack_matrix` is warning C7103 and leaves the packing as it
// was. This file reads the pragmas; AstBuilder gives each declaration its packing.
#pragma once

#include <cstddef>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Preprocessor.h"

namespace cgx::parse {

// From output token `tokenIndex` on, matrices are packed column-wise (or row-wise).
struct PackingChange {
  std::size_t tokenIndex = 0;
  bool columnMajor = false;
};

// The pack_matrix pragmas among `pragmas`, in order (others are ignored); a malformed one is reported.
std::vector<PackingChange> readPackMatrixPragmas(const std::vector<Pragma>& pragmas, DiagnosticSink& diagnostics);

// The packing in force at `tokenIndex`: Cg's default, row-major, before any pragma.
bool columnMajorAt(const std::vector<PackingChange>& changes, std::size_t tokenIndex);

}  // namespace cgx::parse
