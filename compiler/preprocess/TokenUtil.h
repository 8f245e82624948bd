// Small helpers on tokens shared by the preprocessor's files.
#pragma once

#include <string_view>

#include "preprocess/Token.h"

namespace cgx::pp {

inline SourceSpan spanOf(const Token& t) { return SourceSpan{t.loc, t.endLoc()}; }

// Whether `t` is the punctuator `text` (compares lengths first: this runs for every token).
inline bool isPunct(const Token& t, std::string_view text) {
  return t.kind == TokenKind::Punctuator && t.text.size() == text.size() && std::string_view(t.text) == text;
}

}  // namespace cgx::pp
