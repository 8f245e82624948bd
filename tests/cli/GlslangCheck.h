// glslang's verdict on a shader, in process: the library glslangValidator is built on (Debian's glslang-dev),
// without a glslangValidator process and a scratch file per shader. The GLSL tests validate thousands of
// shaders; as processes that was a third of the toolkit corpus test's time.
#pragma once

#include <string>

namespace cgx::test {

// "" when `glsl` compiles and links as a shader of `stage` ("vert", "frag" or "geom", as glslangValidator's
// -S names them), glslang's log otherwise. The version is the text's #version line (110 without one, as GL
// says). Safe to call from several threads.
std::string glslangLog(const std::string& glsl, const std::string& stage);

// The same, with the GLSL after a non-empty log, for a failure message.
std::string glslangErrors(const std::string& glsl, const std::string& stage);

}  // namespace cgx::test
