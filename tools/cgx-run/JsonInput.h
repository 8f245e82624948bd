// cgx-run's input document: the text parsed as JSON, with its nesting bounded. nlohmann's parser and
// destructor do not recurse, but copying a value, dumping it and cgx-run's own walks over it (JsonRun.cpp)
// do, so a document nested 100,000 deep would overflow the stack; it is refused before it is parsed.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include <cgx/Status.h>

namespace cgx::run {

// Arrays and objects nested deeper than this are an error. The deepest useful input is a uniform path
// object holding a struct of structs of arrays of arrays: a handful of levels.
inline constexpr unsigned kMaxJsonDepth = 64;

// Parses `text`, named `name` in messages. InvalidArgument, with the place (name:line:column) where the
// nesting goes too deep or nlohmann's own description of the syntax error, when it is not a document
// cgx-run can take.
Status parseJsonInput(std::string_view text, const std::string& name, nlohmann::json* document);

}  // namespace cgx::run
