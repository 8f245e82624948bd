// The Cg standard library preprocessed at build time (stdlib/PreprocessStdlib.cpp runs cgx's own preprocessor
// over each stdlib/*.cg file and writes the result as tables), so a compile does not preprocess it again:
// preprocessing geometric.cg alone cost 7% of compiling C6E5v_skin4m to GLSL. The tables hold exactly what
// Preprocessor::run() gives for each file, split into top-level declarations indexed by the name each defines;
// tests/stdlib/StdlibTokensTest.cpp checks them against a fresh run.
//
// Locations are relative to their file: `inFile` false means "no file" (FileId 0); an expansion index is
// 1-based into the file's own `expansions` (0 = not from a macro). A loader registers the file's text and its
// expansions, in order, with a SourceManager and offsets the indices by the first ExpansionId it gets.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace cgx::stdlib {

struct EmbeddedLoc {
  bool inFile = false;
  std::uint32_t line = 0, col = 0;
  std::uint32_t expansion = 0;
};

// Spellings are offsets into one character pool (spellings()), so the tables hold no pointers: a PIE binary
// would otherwise relocate, and so write to, every entry at start-up.
struct Spelling {
  std::uint32_t offset = 0, size = 0;
};

struct EmbeddedToken {
  std::uint8_t kind = 0;  // cgx::TokenKind
  bool atLineStart = false, leadingSpace = false;
  Spelling text;
  EmbeddedLoc loc;
};

struct EmbeddedExpansion {
  Spelling macroName;
  EmbeddedLoc invocation, definition;
};

struct PreprocessedFile {
  std::string_view name;  // "geometric.cg", as in sources()
  std::string_view text;  // the source text, for caret lines
  std::span<const EmbeddedToken> tokens;  // without the final EndOfFile token
  std::span<const EmbeddedExpansion> expansions;
};

// A top-level declaration: tokens [begin, end) of preprocessedFiles()[file], defining `name` (the identifier
// before its first '('; empty when it has none).
struct EmbeddedDeclaration {
  Spelling name;
  std::uint32_t file = 0, begin = 0, end = 0;
};

std::string_view spellings();
inline std::string_view spelling(Spelling s) { return spellings().substr(s.offset, s.size); }

// Files in name order, as sources() lists them.
std::span<const PreprocessedFile> preprocessedFiles();
// Sorted by name; one name's declarations in file and then source order.
std::span<const EmbeddedDeclaration> declarations();

}  // namespace cgx::stdlib
