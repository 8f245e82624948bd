// The controlling expression of #if and #elif (C99 6.10.1), evaluated after macro expansion and after
// `defined` has been replaced by 1 or 0 (the Expander does that in #if mode).
//
// - Integer arithmetic in intmax_t / uintmax_t (64 bits) with the usual arithmetic conversions: an operand
//   with a u suffix, or a literal too large for intmax_t, makes the operation unsigned. Remaining
//   identifiers (`true` included) are 0. Character literals are int, `char` signed as in GCC.
//   (cgc 3.1 computes in 32-bit int and has no unsigned: `-1 > 0u` is false there, true here.)
// - Overflow wraps (computed in unsigned); shifts by 64 or more give 0 (or -1 for a negative value shifted
//   right), a negative count shifts the other way, as GCC does.
// - Division and modulo by zero are C0155 errors, but only when evaluated: `0 && 1/0` and `1 ? 2 : 1/0` are
//   fine (cgc 3.1 crashes on both). Each value carries a pending error, dropped by &&, || and ?: when they
//   do not use it, so the expression is parsed and computed in one pass with explicit stacks: no
//   recursion, whatever the nesting of parentheses.
// - A malformed expression is C0105 at the offending token (or at the directive when it ends early).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Token.h"

namespace cgx::pp {

struct IfValue {
  std::uint64_t bits = 0;
  bool isUnsigned = false;
  std::int64_t asSigned() const { return static_cast<std::int64_t>(bits); }
};

// `directive` is the directive's name token (`if` or `elif`): messages name it and point at it when the
// expression is empty or ends early. Returns nullopt after reporting an error.
std::optional<IfValue> evaluateIfExpression(const std::vector<Token>& tokens, const Token& directive,
                                            DiagnosticSink& diagnostics);

}  // namespace cgx::pp
