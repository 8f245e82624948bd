// The make rule -M, -MM, -MD and -MMD write: `TARGET...: INPUT INCLUDE...`, as gcc writes it (cgc 3.1 has
// the same flags "intended to be compatible with the options to gcc", but quotes a path with spaces in
// double quotes, which neither make nor Ninja reads; cgx escapes it with a backslash, as gcc does).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cgx::driver {

// `text` quoted for a make rule as gcc quotes -MQ targets and dependencies: `$` as `$$`, `#` as `\#`, a
// space or tab as `\ ` (with the backslashes before it doubled).
std::string quoteForMake(std::string_view text);

// One rule: `targets` (already quoted: -MT's as given, -MQ's through quoteForMake) depend on `input` and
// `includes` (quoted here). With `phony`, each include also gets an empty rule of its own (-MP), so make
// does not fail when a header is deleted.
std::string makeRule(const std::vector<std::string>& targets, const std::string& input,
                     const std::vector<std::string>& includes, bool phony);

// `path` with its extension (if any, in the last component) replaced by `extension` (".d", ".asm").
std::string replaceExtension(const std::string& path, std::string_view extension);

}  // namespace cgx::driver
