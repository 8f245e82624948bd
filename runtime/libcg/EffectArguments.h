// The values of a `compile`'s arguments that are expressions of effect parameters and constants
// (`float2(OuterRadius, InnerRadius)`, `DiffuseMaterial * LightColor`, `-k`, `scaleBias()`): NVIDIA's libCg
// evaluates them into the program (reading the uniform back gives 0) and follows their parameters'
// changes; cgx evaluates them when the program is bound to the effect and
// again when the pass's state is set (cgSetPassState), from the parameters' values then.
#pragma once

#include <cstddef>
#include <vector>

#include "State.h"

namespace cgx::libcg {

// `expression`'s value as the `components` of a uniform: literals, effect parameters of numeric types,
// unary + and -, componentwise + - * / (a scalar with any size), constructors (their arguments'
// components in order; an int one truncates them), swizzles of vectors, ceil/floor/abs, and calls of the
// effect's own functions that take no parameters and return one expression (cgfx_boxfilter's
// `sampleCount()`). A result of one component fills them all. False for anything else (other calls, sizes
// that do not agree, an expression nested deeper than a limit): the uniform is then left as it is.
bool evaluateArgument(const ast::Expr& expression, const Effect& effect, std::size_t components,
                      std::vector<double>& out);

}  // namespace cgx::libcg
