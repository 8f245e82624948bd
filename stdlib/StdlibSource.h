// The Cg standard library's source files (stdlib/*.cg), embedded into the binary at build time. Each file is
// plain Cg for cgx's own preprocessor and parser; together they define every standard-library function that
// is not an intrinsic (see stdlib/intrinsics.def). Files are in name order.
#pragma once

#include <span>
#include <string_view>

namespace cgx::stdlib {

struct EmbeddedFile {
  std::string_view name;  // "math.cg"
  std::string_view text;
};

std::span<const EmbeddedFile> sources();

}  // namespace cgx::stdlib
