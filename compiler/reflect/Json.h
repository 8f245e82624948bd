// The reflection model (Reflection.h) as cgxc's `-reflect FILE.json` writes it, and read back (the GL
// runtime and the tools read the files cgxc wrote). Schema, version 1 (docs/profiles.md):
// { "cgxReflection": 1, "profile": "arbvp1", "stage": "vertex", "entry": "main",
//   "constantRegisters": 83,            // null: the profile has no numbered constant registers
//   "parameters": [ { "name": "boneMatrix[5]", "type": "float4", "semantic": "", "direction": "in",
//       "variability": "uniform" | "varying", "resource": "c[15]", "space": "constant" | "input" | "output" |
//       "texunit" | "named" | "none", "registerIndex": 15, "registerCount": 1, "ordinal": 9,
//       "referenced": true, "glslName": null,
//       "glslKind": "uniform", "glslLocation": 3, "glslNote": "...",  // only when GLSL was written
//       "glslInterpolation": "flat", "glslDroppedInterpolation": "flat",  // only when not "": a varying's
//                                         // qualifier as declared, and a modifier the GLSL dropped (C1605)
//       "matrixOrder": "column_major",    // only on a matrix stored column-wise (#pragma pack_matrix): its
//                                         // registers and GLSL uniform hold the transpose of "type"
//       "bufferBlock": "myBuf", "bufferIndex": 1, "bufferOffset": 48,  // only on a uniform buffer's leaf:
//                                         // the block's name ("" for a struct given `: BUFFER[n]`), the buffer
//                                         // index and the leaf's byte offset (profile/UniformBuffers.h)
//       "default": [1, 0, 0, 1] } ... ],  // uniforms with an initializer: the leaf's default, Cg's order
//   "literals": [ { "register": 0, "values": [1, 0] } ],
//   "estimate": { "instructions": 60, "arithmetic": 60, "texture": 0, "temporaries": 4, "estimated": true } }
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <cgx/Reflection.h>

namespace cgx::reflect {

// Pretty-printed (two spaces), ending in a newline.
std::string toJson(const ProgramReflection& reflection);

// nullopt with *error set (what is wrong and where) for text that is not JSON or not this schema.
std::optional<ProgramReflection> fromJson(std::string_view text, std::string* error);

}  // namespace cgx::reflect
