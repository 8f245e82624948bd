// GL errors as messages. Every harness operation ends with checkGlErrors(operation, error): it drains
// glGetError (GL keeps one flag per error kind, so several can be pending) and, when any was set, writes
// "<operation>: GL_INVALID_OPERATION" to *error. Nothing in the harness aborts on a GL error.
#pragma once

#include <string>
#include <string_view>

namespace cgx::gl {

// "GL_INVALID_ENUM", ...; "GL error 0x...." for a code GL does not name.
std::string glErrorName(unsigned int code);

// True when no GL error was pending. Otherwise false, and *error (when not null) names the operation and
// every pending error. Needs a current context.
bool checkGlErrors(std::string_view operation, std::string* error);

// Stores message in *error (when not null) and returns false, so failures read `return fail(error, "...")`.
bool fail(std::string* error, std::string message);

}  // namespace cgx::gl
