// The values of a `compile`'s arguments that are expressions of effect parameters and constants
// (`float2(OuterRadius, InnerRadius)`, `DiffuseMaterial * LightColor`, `-k`): NVIDIA's libCg evaluates
// them and follows their parameters' changes; cgx evaluates them when the program is bound to the effect and
// again when the pass's state is set (cgSetPassState), from the parameters' values then.
#pragma once

#include <cstddef>
#include <vector>

#include "State.h"

namespace cgx::libcg {

// `expression`'s value as the `components` of a uniform: literals, effect parameters of numeric types,
// unary + and -, componentwise + - * / (a scalar with any size), and constructors (their arguments'
// components in order). A result of one component fills them all. False for anything else (a function
// call, a swizzle, sizes that do not agree, an expression nested deeper than a limit): the uniform is then
// left as it is.
bool evaluateArgument(const ast::Expr& expression, const Effect& effect, std::size_t components,
                      std::vector<double>& out);

}  // namespace cgx::libcg
