// Preprocessing tokens: what the preprocessor produces and the parser consumes.
// Every token carries the location where its text was written (see SourceManager.h for how macro
// expansions are recorded), so the parser and later stages can point diagnostics at the user's text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "support/SourceManager.h"

namespace cgx {

enum class TokenKind : std::uint8_t {
  Identifier,     // also keywords: the parser classifies spellings
  IntLiteral,     // 12, 0x1F, 017, with an optional suffix (u, l; cgc 3.1 rejects i: see pp::classifyNumber)
  FloatLiteral,   // 1.0, .5, 1e-3, 2.f, with an optional Cg suffix (f h x)
  StringLiteral,  // "..." (CgFX annotations and state values, #include, #pragma)
  CharLiteral,    // 'a' (lexed so #if and stringizing work; the grammar rejects it)
  Punctuator,     // every C operator and punctuator, plus "::"
  Invalid,        // a byte that cannot start a token; already diagnosed (C0153/C0154)
  EndOfFile,
};

struct Token {
  TokenKind kind = TokenKind::EndOfFile;
  std::string text;  // exact spelling
  SourceLoc loc;     // first character
  bool atLineStart = false;    // first token on its (logical) line: for `-E` output
  bool leadingSpace = false;   // white space before it: for `-E` output and stringizing

  // The last character of the token, for spans; a token never crosses a line after splicing is undone.
  SourceLoc endLoc() const {
    SourceLoc end = loc;
    if (!text.empty()) end.col += static_cast<std::uint32_t>(text.size() - 1);
    return end;
  }
};

// A comment kept for `cgxc -E -C`: where it was written and its text as written (splices removed). The
// preprocessor stamps tokenIndex, the number of output tokens before it, as it does for pragmas.
struct Comment {
  SourceLoc loc;
  std::string text;
  std::size_t tokenIndex = 0;
};

}  // namespace cgx
